#pragma once

// A file of openings for engine matches: one opening a line, its stones in board notation
// (column letter, row number: "h8 i9 h10"), played alternately from Black. Everything from
// a '#' to the end of its line is a comment; blank lines are skipped.

#include "core/board.hpp"

#include <string>
#include <vector>

namespace gomoku::bench {

// Stones played alternately, Black first, before the players take over.
using Opening = std::vector<Point>;

// The openings of the file at `path` for a board of `size`; throws std::runtime_error with
// the file name and line number when a line is not an opening on that board.
std::vector<Opening> read_openings(const std::string& path, int size);

// One line of such a file.
std::string opening_line(const Opening& opening);

} // namespace gomoku::bench
