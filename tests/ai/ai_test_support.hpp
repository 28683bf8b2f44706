#pragma once

#include "core/board.hpp"

#include <vector>

namespace gomoku::test {

// A board of `size` with the given Black and White stones.
inline Board make_board(int size, const std::vector<Point>& black, const std::vector<Point>& white) {
    Board board(size);
    for (Point p : black) {
        board.set(p, Stone::Black);
    }
    for (Point p : white) {
        board.set(p, Stone::White);
    }
    return board;
}

} // namespace gomoku::test
