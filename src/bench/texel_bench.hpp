#pragma once

#include "core/rules.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace gomoku::bench {

// Fitting the evaluation's weights (ai/eval_weights.hpp) to game results, the Texel way:
// the static value of a quiet position, through a logistic curve, should predict the
// result of the game it came from. The data recipe, the same on every machine:
//   gomoku-bench texel-games --rule freestyle --games 3000 --nodes 4000 --seed 1 > games.txt
//   gomoku-bench texel-fit --data games.txt
// The first plays Master against itself at a fixed node count from random 3-5 stone
// starts; the second prints the weights that fit best, as C++ to paste into
// eval_weights.hpp. A new set of weights lands only with a match that shows it is better.
//
// The corrections for whole cells (ai/eval_corrections.hpp) are fitted on top of the
// evaluation in use, from more games (about 125,000 quiet positions):
//   gomoku-bench texel-games --rule freestyle --games 5000 --nodes 4000 --seed 1 > a.txt
//   gomoku-bench texel-games --rule freestyle --games 5000 --nodes 4000 --seed 5001 > b.txt
//   cat a.txt b.txt > games.txt
//   gomoku-bench texel-fit --data games.txt --cells --tied
// (the two halves side by side took 14 minutes on the 2-core machine, the fit 3). The fit
// prints the whole table, the rows in use plus its changes. Exactly five's games (--rule
// standard, the same seeds) give kStandardCorrections; renju's (about 20 minutes) give two
// tables, one for each colour's cells (kRenjuBlackCorrections, kRenjuWhiteCorrections).

struct TexelGamesOptions {
    Rule rule = Rule::Freestyle;
    int size = 15;
    int games = 1000;
    std::uint64_t nodes = 4000; // per move
    std::uint32_t seed = 1;
    int radius = 3;      // of the random starts around the centre
    int max_moves = 150; // a game this long is scored a draw
};

// Writes one line a game to stdout: "rule size result start moves...", result B, W or D,
// `start` the number of random stones that begin the moves, each move "x,y".
int run_texel_games(const TexelGamesOptions& options);

struct TexelFitOptions {
    std::string data;  // a file written by run_texel_games
    int skip = 2;      // plies after the random start not used (still the start's shape)
    int holdout = 10;  // every holdout-th game checks the fit instead of feeding it
    bool tied = false; // guard weights stay half the attack weights (fit only those)
    // Fit instead, on top of the evaluation in use, one correction for each set of four
    // line shapes a cell can have (eval_corrections.hpp), with each penalty of `lambdas` on
    // the squared corrections; the one that predicts the held-out games best is printed.
    bool cells = false;
    std::vector<double> lambdas{0.0};
    int least = 2000; // cells a set must be seen in to be fitted (rarer ones: eval_corrections.hpp)
};

// Reads the games, fits the weights, prints key=value figures and the weights.
int run_texel_fit(const TexelFitOptions& options);

} // namespace gomoku::bench
