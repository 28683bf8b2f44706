#pragma once

#include <chrono>

namespace gomoku::bench {

// Search speed on three fixed positions (opening, midgame, crowded): nodes per second,
// depth and move at Master with `move_time`, then a node-count signature at a fixed
// `depth` that must not change unless the search itself changes. Prints key=value lines.
int run_search_benchmark(int depth, std::chrono::milliseconds move_time);

} // namespace gomoku::bench
