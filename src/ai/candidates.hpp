#pragma once

#include "evaluation.hpp"

#include <vector>

namespace gomoku::ai {

// An empty point worth considering, seen by the side about to move.
struct Candidate {
    Point p;
    PointThreat mine;   // what the side to move makes there
    PointThreat theirs; // what the opponent would make there (so: what playing it prevents)
    int order = 0;      // attack + defence + a small pull to the centre; higher first
};

// Stones further than this from every stone are never good moves in gomoku.
inline constexpr int kNeighbourRadius = 2;

// Empty points within kNeighbourRadius (king steps) of a stone; the centre on an empty
// board; nothing on a full board.
std::vector<Point> neighbourhood(const Board& board);

// The order a move is tried in: attack plus most of the defence value, so blocking a threat
// ranks just below making the same threat oneself.
int move_order(const Board& board, Point p, const PointThreat& mine, const PointThreat& theirs);

// The neighbourhood with both sides' threats, best order first (ties broken by position so
// the result is deterministic).
// Under renju this includes points forbidden for Black (marked mine.forbidden): White's
// threats there still matter to Black. playable() leaves them out.
std::vector<Candidate> rank_candidates(const Board& board, Rule rule, Stone side);

// The candidates the side to move may actually play, in the same order.
std::vector<Candidate> playable(const std::vector<Candidate>& candidates);

} // namespace gomoku::ai
