#include "searcher.hpp"

#include <algorithm>

// The moves of a node: which are listed (all near the stones, or only the answers to a
// double threat), the flags that decide which, and their order (the static order scores,
// the history, killers and counter-moves that cut-offs leave behind).

namespace gomoku::ai {

namespace {

// The index of a colour's row in the history and the counter-move table.
int side(Stone s) {
    return s == Stone::Black ? 0 : 1;
}

} // namespace

int Searcher::order_score(Stone me, int idx) const {
    const CellThreat& mine = state_.threat(me, idx);
    const CellThreat& theirs = state_.threat(opponent(me), idx);
    // History weighing twice as much (a quarter of the count, not an eighth) played -2.3
    // (-25.5..+20.9) over 598 games at 30,000 nodes a move.
    return mine.order_mine + theirs.order_theirs +
           std::clamp(history_.score[side(me)][static_cast<std::size_t>(idx)], -4000, 4000) / 8;
}

// A move that cut off: a killer of its ply, and its history raised. The quiet moves
// `tried` before it at the node lose as much history as it gains, so a move that keeps
// failing where another cuts off sinks in the order (up to 500 below its static place).
// Against gains alone: +20.2 (-7.4..+48.0) over 396 freestyle games at 0.3 s a move (the
// commit that set this). Reducing a late quiet move one ply more when its history is
// negative, one less at the order's cap, then played -19.3 (-58.1..+19.0) over 198.
// Counts that saturate ("gravity": each change scaled by how far the count is from a cap
// of 4000, 8 depth^2 a cut-off up to 1200) played +5.3 (-31.6..+42.2) over 198: not kept.
// Nor a second count for each move after each of the opponent's (a counter-move history,
// kept across searches and added to the order as this one is, beside the counter-move):
// -7.0 (-47.1..+32.9) over 198.
void Searcher::remember_cutoff(Stone me, int idx, int depth, int ply, std::span<const int> tried) {
    auto& k = killers_[static_cast<std::size_t>(std::min(ply, kMaxPly))];
    if (k[0] != idx) {
        k[1] = k[0];
        k[0] = idx;
    }
    if (const int last = state_.last_move(); last >= 0) {
        counter_moves_[side(me)][static_cast<std::size_t>(last)] = static_cast<std::int16_t>(idx);
    }
    auto& scores = history_.score[side(me)];
    auto& h = scores[static_cast<std::size_t>(idx)];
    h = std::min(h + depth * depth, 1 << 20);
    for (const int t : tried) {
        auto& th = scores[static_cast<std::size_t>(t)];
        th = std::max(th - depth * depth, -(1 << 20));
    }
}

// The counter-move to the opponent's last move (kCounterBonus, in searcher.cpp), or 0 (a
// wall: no move).
int Searcher::counter_move(Stone me) const {
    const int last = state_.last_move();
    return last >= 0 ? counter_moves_[side(me)][static_cast<std::size_t>(last)] : 0;
}

// What scan() finds, without the move list: a past-the-horizon node that stands pat or
// ends in its VCF needs only these flags, which the threat sets give without visiting every
// cell. Same values as scan() for everything but count (here 0 or 1: "any move at all").
void Searcher::scan_threats(Stone me, Scan& out) const {
    const Stone opp = opponent(me);
    if (const int five = state_.five_cells(me).first(); five >= 0) {
        out.my_five = five;
        return;
    }
    const CellSet& their_fives = state_.five_cells(opp);
    out.opp_fives = their_fives.count();
    if (out.opp_fives == 1) {
        out.opp_five = their_fives.first();
    } else if (out.opp_fives > 1) {
        return; // lost: nothing else is read
    }
    state_.four_cells(me).walk([&](int idx) {
        if (state_.allowed(idx, me)) {
            const CellThreat& mine = state_.threat(me, idx);
            if (mine.makes_two_fives()) {
                out.my_win = idx;
            }
            ++out.my_fours;
        }
        return true;
    });
    state_.double_threat_cells(opp).walk([&](int idx) {
        out.opp_threat = state_.allowed(idx, opp);
        return !out.opp_threat;
    });
    if (state_.rule() != Rule::Renju || me != Stone::Black) {
        // Any empty cell near a stone is a move, and one exists whenever the board has
        // stones and is not full: on a walk from a stone to an empty cell, the first empty
        // cell met lies next to a stone. (The scan for it took 4% of a search's instructions.)
        out.count = state_.stone_count() > 0 && !state_.full() ? 1 : 0;
        return;
    }
    for (const int idx : state_.near_area()) {
        if (state_.empty(idx) && state_.near_stones(idx) && state_.allowed(idx, me)) {
            out.count = 1;
            break;
        }
    }
}

// The moves of a node, with their order scores: what scan() lists, without its flags.
// Equal scores keep no order of their own. A tie-breaker for the cells near the opponent's
// last stone (60 added at a king's step from it, 30 at two) played 0.0 (-36.5..+36.5)
// over 198 freestyle games at 0.3 s a move: not kept.
int Searcher::list_moves(Stone me, Move* moves) const {
    int count = 0;
    for (const int idx : state_.near_area()) {
        if (state_.near_stones(idx) && state_.allowed(idx, me)) {
            moves[count++] = {idx, order_score(me, idx)};
        }
    }
    return count;
}

// Past the horizon, the answers to the opponent's double threat are its points: our fours
// were tried by the VCF (for a win, not as a defence), and far blocks are rarely better.
// They are walked from the threat set, in the order list_moves() would give them.
int Searcher::list_threat_answers(Stone me, Move* moves) const {
    int count = 0;
    state_.double_threat_cells(opponent(me)).walk([&](int idx) {
        if (state_.allowed(idx, me)) {
            moves[count++] = {idx, order_score(me, idx)};
        }
        return true;
    });
    return count;
}

// Does the move answer the opponent's double threat (see pvs): one of its fives or fours,
// a point where it would make an open three, or a four of our own. The open-three points
// are where a four-three's three is broken before it is played (e8 f9 _ h11 with the
// four-three on e8: g10), often while making a threat of our own; with only the four's
// points, such a defence was never searched and the position was judged lost.
bool Searcher::answers_threat(Stone me, int idx) const {
    const CellThreat& theirs = state_.threat(opponent(me), idx);
    return state_.threat(me, idx).makes_four() || theirs.makes_four() || theirs.fives > 0 ||
           theirs.open_threes > 0;
}

// Moves the list's answers to the opponent's double threat to its front, in order, and
// returns how many there are; when none answers, the whole list stays.
int Searcher::keep_threat_answers(Stone me, Move* moves, int count) const {
    int n = 0;
    for (int i = 0; i < count; ++i) {
        if (answers_threat(me, moves[i].idx)) {
            moves[n++] = moves[i];
        }
    }
    return n > 0 ? n : count;
}

// The table's move may be searched before the moves are listed only if the list would
// have it first: an empty cell near the stones that `me` may play (and, facing a double
// threat, one of its answers, without which the list could hold other moves instead).
bool Searcher::early_tt_move(Stone me, int idx, bool opp_threat) const {
    return state_.is_cell(idx) && state_.empty(idx) && state_.near_stones(idx) &&
           state_.allowed(idx, me) && (!opp_threat || answers_threat(me, idx));
}

} // namespace gomoku::ai
