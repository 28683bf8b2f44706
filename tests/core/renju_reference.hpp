#pragma once

// A second, deliberately plain implementation of the renju forbidden-point rules, written
// straight from the rule text and independently of src/core/renju.cpp. Speed is no goal:
// it copies the board, places the stone and scans whole board lines. The tests compare the
// fast implementation against it.

#include "core/board.hpp"
#include "core/renju.hpp"

namespace gomoku::reference {

// What a Black stone on p would be, judged by the RIF rules:
//   exact five (in any direction)            -> None (it wins)
//   else six or more in a row                -> Overline
//   else two or more fours                   -> DoubleFour
//   else two or more threes                  -> DoubleThree
//   else                                     -> None
// Off-board or occupied p -> None.
Forbidden reference_forbidden_kind(const Board& board, Point p);

} // namespace gomoku::reference
