#pragma once

#include "board.hpp"

#include <string_view>
#include <vector>

namespace gomoku {

// Renju (RIF rules) restricts Black only. Why a point is forbidden for Black:
enum class Forbidden { None, DoubleThree, DoubleFour, Overline };

std::string_view forbidden_name(Forbidden kind);

// What a Black stone on the empty point p would be, judged in the position `board`.
// The precedence, from the RIF rules:
//   1. a move that makes an exact five wins and is never forbidden, whatever else it makes;
//   2. otherwise a move that makes six or more in a row (overline) is forbidden;
//   3. otherwise a move that makes two or more fours is forbidden (two fours on one line
//      count as two; an open four counts as one);
//   4. otherwise a move that makes two or more threes is forbidden. A three counts only if
//      one more Black stone, on a point that is itself not forbidden, makes it an open four
//      (so the test recurses: a three whose completion is forbidden is a false three).
// A line that holds a four made by the move is not also counted as a three.
// Returns Forbidden::None for a point that is off the board or occupied.
Forbidden forbidden_kind(const Board& board, Point p);
bool is_forbidden(const Board& board, Point p);

// Every forbidden point for Black in the position, in row-major order (y, then x).
std::vector<Point> forbidden_points(const Board& board);

} // namespace gomoku
