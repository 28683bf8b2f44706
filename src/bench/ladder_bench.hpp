#pragma once

#include "core/rules.hpp"

#include <chrono>

namespace gomoku::bench {

struct LadderOptions {
    int ladder_games = 10;                    // per pair of neighbouring levels
    int baseline_games = 20;                  // Master against each baseline
    std::chrono::milliseconds move_time{200}; // replaces every level's own move time
    Rule rule = Rule::Freestyle;
    int size = 15;
};

// Plays the level ladder (each level against the one below) and Master against the seed
// baselines, refereed by core Game, and prints key=value lines. Returns the exit code.
int run_ladder_benchmark(const LadderOptions& options);

} // namespace gomoku::bench
