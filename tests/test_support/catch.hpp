#pragma once

// One include for both Catch2 majors: Debian 12 ships v2 (single header), vcpkg and
// Homebrew ship v3 (split headers, compiled library).
#if __has_include(<catch2/catch_test_macros.hpp>)
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>
using Catch::Approx;
#else
#include <catch2/catch.hpp>
#endif
