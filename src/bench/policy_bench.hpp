#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gomoku::bench {

// Fitting the move order's weights (ai/eval_weights.hpp, kOrderWeights) to the search's
// own choices: the moves a deeper search picks should come first in the static order, since
// a node searches only its first few. The data recipe, the same on every machine:
//   gomoku-bench texel-games --rule freestyle --games 1000 --nodes 4000 --seed 1 > games.txt
//   gomoku-bench policy-fit --data games.txt --nodes 50000
// Positions are taken from the games; Master searches each (with a fresh table, to the node
// limit) and its move is the label. The fit is a softmax over the candidate moves, linear in
// the evaluation's counts for both colours (eval_counts), started from the weights in use
// (the corrections below left out: refit those after new weights).
// It prints how often the label is first, in the first 7 and in the first 11 by either
// order, on positions of held-out games, and the weights. New weights land only with a
// match that shows them better.
//
// With --summaries it fits instead, on top of the whole order in use, one correction for
// each set of four line shapes a cell can have (ai/order_corrections.hpp), for the mover's
// shapes and for the opponent's, and prints the new table: the rows in use plus the fit's.
// Each value of --lambdas (a penalty on the squared corrections) is fitted; the one with the
// lowest loss on the held-out positions wins. The table in use was made by
//   gomoku-bench policy-fit --data games.txt --nodes 50000 --positions 5000 --summaries
//       --lambdas 0,1e-4,1e-3
// on 2600 games of texel-games --rule freestyle --nodes 4000 (seeds 7, 8, 11, 12, 13, 14
// with 300, 300, 500, 500, 500, 500 games). Renju's games give two tables, one for each
// colour's cells (tried, not kept: order_corrections.hpp). Use a penalty (--lambdas 1e-3):
// without one, rows of sets the search never or always chose run off by thousands.
//
// The searches are most of the time: --write-labels FILE keeps their moves, and
// --read-labels FILE fits from them again without searching (other options, other fits).
// Parts of the games may be labelled by runs side by side and their files joined:
//   policy-fit --data part1.txt --positions 99999 --write-labels labels1.txt   (and part2)
//   cat part1.txt part2.txt > games.txt; cat labels1.txt labels2.txt > labels.txt
//   policy-fit --data games.txt --read-labels labels.txt --summaries
struct PolicyFitOptions {
    std::string data;                 // a file written by run_texel_games
    std::uint64_t nodes = 50'000;     // per labelling search
    int every = 3;                    // one position in this many plies of a game
    int skip = 2;                     // plies after the random start not used
    int positions = 3000;             // stop labelling after this many
    int holdout = 5;                  // every holdout-th game checks the fit instead of feeding it
    bool summaries = false;           // fit the corrections per set of shapes instead
    std::vector<double> lambdas{0.0}; // their penalties to try (--summaries)
    int least = 100;                  // candidates a set must be seen in to be fitted
    std::string write_labels;         // also write the searches' labels to this file
    std::string read_labels;          // take the labels from this file instead of searching
};

// Reads the games, labels and fits; prints key=value figures and the weights.
int run_policy_fit(const PolicyFitOptions& options);

} // namespace gomoku::bench
