#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gomoku {

// Where a byte of a text file is, as an editor shows it: line and column from 1, the column
// counted in characters (UTF-8 continuation bytes do not count), a CR LF pair as one break.
struct TextPosition {
    int line = 1;
    int column = 1;
};

TextPosition position_of(std::string_view text, std::size_t offset);

// "3:14" for the byte at `offset` of `text`.
std::string position_text(std::string_view text, std::size_t offset);

// "3:14: message" for the byte at `offset` of `text`.
std::string message_at(std::string_view text, std::size_t offset, std::string_view message);

} // namespace gomoku
