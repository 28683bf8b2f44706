// main() for Catch2 v2 test programs, compiled once.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
