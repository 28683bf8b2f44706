#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/text.hpp"

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

SCENARIO("The font cache stays small however many sizes a resize asks for") {
    TempPrefs prefs;
    App app(Options{});
    const std::filesystem::path fonts = std::filesystem::path(GOMOKU_TEST_ASSETS) / "fonts";
    TextRenderer text(app.renderer(), fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf");
    int previous[2] = {0, 0};
    for (int size = 6; size <= 200; ++size) {
        const bool bold = size % 2 == 0;
        const int w = text.width("Your move (Black)", size, bold);
        CHECK(w > previous[bold]); // still measured right: wider at each larger size
        previous[bold] = w;
        CHECK(text.open_fonts() <= 24);
    }
    CHECK(text.width("Gomoku", 40) > text.width("Gomoku", 20));
}
