#pragma once

#include <chrono>

namespace gomoku::bench {

// Runs the engine at Master on every tactics position (tactics_positions.hpp) and prints
// key=value lines: solved or not, time, depth and move per position, then the totals.
// Every position is validated first (tactics_validation.hpp: its answers, and that no
// other move is correct); `prove_defences` adds the slow proof that the defences also
// hold against a quiet threat before the fours. A position that fails is reported and
// skipped, and the exit code is 1.
int run_tactics_benchmark(std::chrono::milliseconds move_time, bool prove_defences);

} // namespace gomoku::bench
