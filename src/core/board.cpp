#include "board.hpp"

#include <stdexcept>

namespace gomoku {

Board::Board(int size) : size_(size) {
    if (size < kMinSize || size > kMaxSize) {
        throw std::invalid_argument("board size must be between 5 and 26");
    }
    cells_.assign(static_cast<std::size_t>(size * size), Stone::Empty);
}

void Board::set(Point p, Stone s) {
    Stone& cell = cells_[index(p)];
    stones_ += (s != Stone::Empty) - (cell != Stone::Empty);
    cell = s;
}

} // namespace gomoku
