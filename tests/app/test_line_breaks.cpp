#include "app/line_breaks.hpp"

#include "test_support/catch.hpp"

#include <string>
#include <vector>

using gomoku::app::break_lines;

namespace {

// Every character (byte of ASCII, or CJK character) is 10 wide.
int width(std::string_view s) {
    int w = 0;
    for (unsigned char c : s) {
        w += (c < 0x80 || c >= 0xC0) ? 10 : 0;
    }
    return w;
}

std::vector<std::string> lines(std::string_view text, int max_width) {
    std::vector<std::string> out;
    for (const auto& span : break_lines(text, max_width, width)) {
        out.emplace_back(text.substr(span.start, span.end - span.start));
    }
    return out;
}

} // namespace

TEST_CASE("English breaks at spaces, a long word keeps a line of its own", "[text]") {
    CHECK(lines("five in a row wins", 100) == std::vector<std::string>{"five in a", "row wins"});
    CHECK(lines("five in a row wins", 1000) == std::vector<std::string>{"five in a row wins"});
    CHECK(lines("an overline ends", 50) == std::vector<std::string>{"an", "overline", "ends"});
    CHECK(lines("  spaced   out  ", 60) == std::vector<std::string>{"spaced", "out"});
    CHECK(lines("", 100).empty());
}

TEST_CASE("Chinese breaks between characters, never before a closing mark", "[text]") {
    CHECK(lines("黑方连成六子也算赢", 40) ==
          std::vector<std::string>{"黑方连成", "六子也算", "赢"});
    // "，" may not start a line: it goes with the character before it.
    CHECK(lines("黑方胜，白方负", 30) == std::vector<std::string>{"黑方", "胜，白", "方负"});
    // Nor may a line end on "（".
    CHECK(lines("对电脑（大师）", 40) == std::vector<std::string>{"对电脑", "（大师）"});
    // Latin inside Chinese stays whole.
    CHECK(lines("许可证见LICENSE", 60) == std::vector<std::string>{"许可证见", "LICENSE"});
}
