#pragma once

#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

namespace gomoku::app {

// A line of a wrapped text: text.substr(start, end - start).
struct LineSpan {
    std::size_t start;
    std::size_t end;
};

// Breaks `text` into lines no wider than max_width (a word wider than that gets a line of
// its own). Lines break at spaces, which are dropped, and, for Chinese and Japanese, which
// have none, between any two ideographs or kana, but never before a closing mark (，。、！)
// nor after an opening one (（「), as CJK typesetting does.
std::vector<LineSpan> break_lines(std::string_view text, int max_width,
                                  const std::function<int(std::string_view)>& width);

} // namespace gomoku::app
