#pragma once

#include "core/board.hpp"

#include <random>

namespace gomoku::bench {

// A position of about `stones` stones that looks like a game in progress: every stone
// lands near earlier ones, colours alternate (Black first), and no five stands on the
// board. Deterministic for a given generator state.
Board random_midgame(int size, int stones, std::mt19937& rng);

// Is there a stone within two steps (king moves) of p: where moves worth playing are.
bool near_a_stone(const Board& board, Point p);

} // namespace gomoku::bench
