#pragma once

namespace gomoku::bench {

// Times the full forbidden-point query (core/renju.hpp) on random midgame positions of
// 15x15 and 19x19 boards and prints key=value lines. Returns the process exit code.
int run_forbidden_benchmark(int positions);

} // namespace gomoku::bench
