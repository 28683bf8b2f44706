#pragma once

#include "types.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

// "h8": column letter from 'a', row number from 1 at the bottom. The letter 'i' is used
// (renju notation does not skip it, unlike go).
std::string to_notation(Point p);

// Points separated by spaces ("h8 i9"), kNoPoint as "-"; empty for no points.
std::string to_notation(const std::vector<Point>& points);

// Accepts upper or lower case and surrounding blanks; checks the point against board_size.
std::optional<Point> parse_notation(std::string_view text, int board_size);

} // namespace gomoku
