#pragma once

#include <cstdint>
#include <string>

namespace gomoku::bench {

// How steep the win chance's curve (ai/win_chance.hpp) should be: Master searches positions
// of self-play games (texel_bench.hpp's texel-games files), and the curve's scale that best
// predicts the games' results from the search scores (least cross-entropy) is printed, fitted
// to all unproven scores and to those within +/-1500 alone, with a table of what the scores
// said against what happened. Each rule has its curve, so a file holds one rule's games
// (the scale in use is that rule's). The data recipe (480 games took 5 minutes of one core
// here, the searches 5):
//   gomoku-bench texel-games --rule freestyle --games 480 --nodes 30000 --seed 90002 > g.txt
//   gomoku-bench win-chance-fit --data g.txt
// The games are Master's against itself, so the curve says how often Master goes on to win
// from a score. Weaker play converts an edge less surely: from games at 4,000 nodes a move
// the scale fitted to all scores came out 3,200 to 5,700 (30,000 nodes, an older Master:
// 3,894). Proven wins and losses are counted apart (the curve does not judge them).
struct WinChanceFitOptions {
    std::string data;              // a file written by run_texel_games
    std::uint64_t nodes = 200'000; // per search, a fresh table (the review's 250 ms is more)
    int every = 5;                 // one position in this many plies of a game
    int skip = 2;                  // plies after the random start not used
    int positions = 2500;          // stop searching after this many
};

// Reads the games, searches their positions, prints key=value figures and the table.
int run_win_chance_fit(const WinChanceFitOptions& options);

} // namespace gomoku::bench
