#pragma once

#include "candidates.hpp"
#include "control.hpp"

#include <vector>

namespace gomoku::ai {

// Score of a won position, less the plies it takes so the quickest win is preferred.
inline constexpr int kWinScore = 100'000'000;
// A winning threat (open four, four-four, four-three) the opponent cannot meet with a four.
inline constexpr int kThreatWinScore = 50'000'000;
inline constexpr int kMaxPly = 64;

struct RootResult {
    Point best = kNoPoint;
    int score = 0;
    bool complete = false; // false when the search was stopped before all moves were scored
};

// Alpha-beta negamax over the `width` best candidates of each position. Positions where the
// opponent threatens a five only look at the blocking move, and such replies do not use up
// depth, so forced sequences are read to their end.
class Negamax {
  public:
    Negamax(Board& board, Rule rule, int width, SearchControl& control);

    // Searches `moves` (tried in the given order) for `side` to `depth` plies.
    RootResult search_root(Stone side, const std::vector<Point>& moves, int depth);

  private:
    int search(Stone side, int depth, int alpha, int beta, int ply);

    Board& board_;
    Rule rule_;
    int width_;
    SearchControl& control_;
};

} // namespace gomoku::ai
