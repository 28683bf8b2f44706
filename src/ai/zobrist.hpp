#pragma once

#include "core/board.hpp"

#include <cstdint>

namespace gomoku::ai {

// Zobrist keys: a position's key is the XOR of one fixed random number per stone, so
// placing or removing a stone updates it with one XOR. The numbers come from a fixed seed:
// the same on every run, computed once.
std::uint64_t stone_key(Point p, Stone s);
std::uint64_t position_key(const Board& board);

} // namespace gomoku::ai
