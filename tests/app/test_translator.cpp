#include "app/translator.hpp"

#include "test_support/catch.hpp"

using gomoku::app::format;

TEST_CASE("format fills numbered places in the catalog's order", "[translator]") {
    CHECK(format("{0} wins in {1} moves", {"Black", "12"}) == "Black wins in 12 moves");
    CHECK(format("{1}手后{0}胜", {"黑方", "12"}) == "12手后黑方胜");
    CHECK(format("{0}{0}", {"ab"}) == "abab");
}

TEST_CASE("format leaves what it cannot fill as written", "[translator]") {
    CHECK(format("{2} and {x} and {", {"a"}) == "{2} and {x} and {");
    CHECK(format("{{0}} is {0}", {"a"}) == "{0} is a");
    CHECK(format("", {"a"}).empty());
}
