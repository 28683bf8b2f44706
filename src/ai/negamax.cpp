#include "negamax.hpp"

#include "position_eval.hpp"

#include <algorithm>

namespace gomoku::ai {

Negamax::Negamax(Board& board, Rule rule, int width, SearchControl& control)
    : board_(board), rule_(rule), width_(width), control_(control) {}

RootResult Negamax::search_root(Stone side, const std::vector<Point>& moves, int depth) {
    RootResult result;
    int alpha = -kWinScore - 1;
    const int beta = kWinScore + 1;
    for (Point m : moves) {
        board_.set(m, side);
        const int score = -search(opponent(side), depth - 1, -beta, -alpha, 1);
        board_.set(m, Stone::Empty);
        if (control_.stopped()) {
            return result;
        }
        if (result.best == kNoPoint || score > result.score) {
            result.best = m;
            result.score = score;
            alpha = std::max(alpha, score);
        }
    }
    result.complete = true;
    return result;
}

int Negamax::search(Stone side, int depth, int alpha, int beta, int ply) {
    if (control_.tick()) {
        return 0;
    }
    const std::vector<Candidate> candidates = rank_candidates(board_, rule_, side);
    if (candidates.empty()) {
        return 0; // full board: a draw
    }
    int their_fives = 0;
    Point block = kNoPoint;
    bool block_forbidden = false;
    for (const Candidate& c : candidates) {
        if (c.mine.makes_five()) {
            return kWinScore - ply;
        }
        if (c.theirs.makes_five()) {
            ++their_fives;
            block = c.p;
            block_forbidden = c.mine.forbidden;
        }
    }
    // Two fives to stop, or (renju) one that Black may not block: lost.
    if (their_fives >= 2 || (their_fives == 1 && block_forbidden)) {
        return -(kWinScore - ply - 1);
    }
    std::vector<Point> moves;
    int next_depth = depth - 1;
    if (their_fives == 1) {
        // A forced block: searched even at the horizon, without spending depth.
        moves.push_back(block);
        next_depth = depth;
    } else {
        const bool threat_win = std::any_of(candidates.begin(), candidates.end(), [](const Candidate& c) {
            return c.mine.makes_winning_threat();
        });
        if (threat_win) {
            return kThreatWinScore - ply;
        }
        if (depth <= 0) {
            return evaluate_position(candidates);
        }
        for (const Candidate& c : candidates) {
            if (moves.size() >= static_cast<std::size_t>(width_)) {
                break;
            }
            if (!c.mine.forbidden) {
                moves.push_back(c.p);
            }
        }
        if (moves.empty()) {
            return 0; // renju: every point near the stones is forbidden for Black
        }
    }
    if (ply >= kMaxPly) {
        return evaluate_position(candidates);
    }
    int best = -kWinScore - 1;
    for (Point m : moves) {
        board_.set(m, side);
        const int score = -search(opponent(side), next_depth, -beta, -alpha, ply + 1);
        board_.set(m, Stone::Empty);
        if (control_.stopped()) {
            return 0;
        }
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    break;
                }
            }
        }
    }
    return best;
}

} // namespace gomoku::ai
