#pragma once

#include "core/rules.hpp"

#include <chrono>

namespace gomoku::bench {

struct LadderOptions {
    int ladder_games = 10;                    // per pair of neighbouring levels
    int baseline_games = 20;                  // Master against each baseline
    // Each level thinks for its own game time (ai::game_limits) times `time_scale`, so the
    // levels keep the proportions they have in the game; a non-zero `move_time` instead
    // gives every level the same time.
    double time_scale = 0.5;
    // Master against the baselines: the bar is Master as it plays, at its full game time.
    double baseline_time_scale = 1.0;
    std::chrono::milliseconds move_time{0};
    Rule rule = Rule::Freestyle;
    int size = 15;
};

// Plays the level ladder (each level against the one below) and Master against the seed
// baselines, refereed by core Game, and prints key=value lines. Returns the exit code.
int run_ladder_benchmark(const LadderOptions& options);

} // namespace gomoku::bench
