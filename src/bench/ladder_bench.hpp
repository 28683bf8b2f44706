#pragma once

#include "openings_file.hpp"

#include "ai/level.hpp"
#include "core/rules.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace gomoku::bench {

struct LadderOptions {
    int ladder_games = 20;                    // per pair of neighbouring levels (0: none)
    int baseline_games = 20;                  // Master against each baseline (0: none)
    // Each level thinks for its own game time (ai::game_limits) times `time_scale`: the bar
    // is the levels as they play, and a time-bound level (Master) is weaker on less time. A
    // non-zero `move_time` instead gives every level the same time.
    double time_scale = 1.0;
    double baseline_time_scale = 1.0; // the same for Master against the baselines
    std::chrono::milliseconds move_time{0};
    // Only the step up to this level from the one below, when set: the weak levels play
    // hundreds of games in seconds, which Master's step would hold up for most of an hour.
    std::optional<ai::Level> only_step;
    Rule rule = Rule::Freestyle;
    int size = 15;
    // The openings of every game, each played once with each colour, cycled when the
    // games outnumber them, and the file they came from (openings_file.hpp). None: 2-3
    // stones drawn near the centre (make_openings), which can already favour one side
    // (Master lost as White to a baseline from such a start, its own review judging Black
    // won by the 4th move).
    std::vector<Opening> openings;
    std::string openings_file;
};

// Plays the level ladder (each level against the one below) and Master against the seed
// baselines, refereed by core Game, and prints key=value lines. Returns the exit code.
int run_ladder_benchmark(const LadderOptions& options);

} // namespace gomoku::bench
