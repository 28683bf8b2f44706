#pragma once

#include "core/opening.hpp"
#include "core/rules.hpp"

namespace gomoku::bench {

struct OpeningGamesOptions {
    OpeningRule opening = OpeningRule::Swap2;
    Rule rule = Rule::Freestyle;
    double time_scale = 0.05; // of each level's game time per move
    int size = 15;
};

// Computer against computer at every level pairing (first player's level x second's),
// through the opening rule's decisions to the end of the game: result, moves, the choices,
// the slowest opening decision and move; exit code 1 if any game went wrong.
int run_opening_games(const OpeningGamesOptions& options);

} // namespace gomoku::bench
