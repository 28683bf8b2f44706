#include "searcher.hpp"

#include <algorithm>
#include <functional>

// The root of the search: its moves, each searched in turn (one exact score or several,
// MultiPV), and the principal variation read back from the table. None of them is reduced:
// the seventh and later quiet ones a ply shallower first (the rule the other principal-
// variation nodes had then, in 8884711) played -55.3 (-114.1..+0.5) after 115 freestyle
// games at 0.3 s a move (stopped).

namespace gomoku::ai {

namespace {

// 14, at 0.3 s a move in freestyle against 5910a37: -17.4 (-72.2..+36.6) after 100 games
// (stopped).
constexpr int kRootWidth = 20;

} // namespace

// The root's one full scan: every candidate with its order score, and the threat flags
// (the nodes below read the flags from the threat sets, scan_threats).
void Searcher::scan(Stone me, Scan& out) const {
    const Stone opp = opponent(me);
    for (const int idx : state_.near_area()) {
        if (!state_.empty(idx) || !state_.near_stones(idx)) {
            continue;
        }
        const CellThreat& mine = state_.threat(me, idx);
        const CellThreat& theirs = state_.threat(opp, idx);
        if (mine.fives > 0) {
            out.my_five = idx;
            return; // nothing else matters
        }
        if (theirs.fives > 0) {
            ++out.opp_fives;
            out.opp_five = idx;
        }
        const bool strong_for_them = theirs.double_threat();
        if (state_.allowed(idx, me)) {
            if (mine.makes_two_fives()) {
                out.my_win = idx;
            }
            out.my_fours += mine.makes_four() ? 1 : 0;
            out.moves[out.count++] = {idx, order_score(me, idx)};
        }
        if (strong_for_them && !out.opp_threat && state_.allowed(idx, opp)) {
            out.opp_threat = true;
        }
    }
}

std::vector<RootMove> Searcher::root_moves(Stone me, bool see_threats) {
    Scan s;
    s.moves = buffer(0);
    scan(me, s);
    std::vector<RootMove> result;
    if (s.my_five >= 0) {
        result.push_back({s.my_five, win_in(1), false});
        return result;
    }
    if (s.opp_fives >= 1) {
        if (state_.allowed(s.opp_five, me)) {
            // Against two fives (an open four) the block only delays the loss.
            result.push_back({s.opp_five, s.opp_fives >= 2 ? -win_in(2) : 0, false});
            return result;
        }
        // Lost either way (renju: the block is forbidden): any move will do.
    }
    if (s.my_win >= 0 && s.opp_fives == 0) {
        result.push_back({s.my_win, win_in(3), false});
        return result;
    }
    const int n = s.opp_threat && see_threats ? keep_threat_answers(me, s.moves, s.count) : s.count;
    std::stable_sort(s.moves, s.moves + n,
                     [](const Move& a, const Move& b) { return a.score > b.score; });
    for (int i = 0; i < n && i < kRootWidth; ++i) {
        result.push_back({s.moves[i].idx, 0, false});
    }
    if (result.empty()) {
        // No stone near any empty point (or all forbidden nearby): any allowed cell.
        for (int idx = state_.first_cell(); idx < state_.end_cell(); ++idx) {
            if (state_.on_board(idx) && state_.allowed(idx, me)) {
                result.push_back({idx, 0, false});
                break;
            }
        }
    }
    return result;
}

// One root move's score (the move is made): see search_root. `best_exact` holds the exact
// scores found so far in this iteration, best first, at most exact_count of them.
int Searcher::search_root_move(Stone opp, std::size_t i, int depth, int alpha, int beta,
                               int exact_count, const std::vector<int>& best_exact, bool& exact) {
    exact = true;
    if (exact_count <= 1) {
        exact = i == 0;
        if (i == 0) {
            return -pvs(opp, depth - 1, -beta, -alpha, 1, false);
        }
        int score = -pvs(opp, depth - 1, -alpha - 1, -alpha, 1, true);
        if (score > alpha && score < beta && !clock_.stopped()) {
            score = -pvs(opp, depth - 1, -beta, -alpha, 1, false);
            exact = true;
        }
        return score;
    }
    if (static_cast<int>(best_exact.size()) < exact_count) {
        return -pvs(opp, depth - 1, -kInfinity, kInfinity, 1, false);
    }
    const int floor = best_exact.back();
    int score = -pvs(opp, depth - 1, -floor - 1, -floor, 1, true);
    exact = false;
    if (score > floor && !clock_.stopped()) {
        score = -pvs(opp, depth - 1, -kInfinity, kInfinity, 1, false);
        exact = true;
    }
    return score;
}

bool Searcher::search_root(Stone me, std::vector<RootMove>& moves, int depth, int alpha, int beta,
                           int exact_count) {
    const Stone opp = opponent(me);
    iteration_depth_ = depth;
    for (RootMove& m : moves) {
        m.searched = false;
        m.exact = false;
    }
    std::vector<int> best_exact;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        RootMove& m = moves[i];
        state_.make(m.idx, me);
        bool exact = false;
        const int score =
            search_root_move(opp, i, depth, alpha, beta, exact_count, best_exact, exact);
        state_.unmake();
        if (clock_.stopped()) {
            if (i == 0) {
                return false;
            }
            break;
        }
        m.score = score;
        m.searched = true;
        m.exact = exact;
        if (exact_count > 1 && exact) {
            best_exact.insert(
                std::upper_bound(best_exact.begin(), best_exact.end(), score, std::greater<>()),
                score);
            if (static_cast<int>(best_exact.size()) > exact_count) {
                best_exact.pop_back();
            }
        }
        if (exact_count <= 1 && score > alpha) {
            alpha = score;
            if (score >= beta) {
                break;
            }
        }
    }
    std::stable_sort(moves.begin(), moves.end(), [](const RootMove& a, const RootMove& b) {
        if (a.searched != b.searched) {
            return a.searched;
        }
        if (a.score != b.score) {
            return a.score > b.score;
        }
        return a.exact && !b.exact; // a bound equal to an exact score is no better than it
    });
    if (!moves.empty()) {
        const std::uint64_t key = node_key(me);
        tt_.store(key, depth, moves.front().score, Bound::Exact, moves.front().idx);
    }
    return true;
}

std::vector<int> Searcher::principal_variation(Stone me, int first, int max_length) {
    std::vector<int> pv{first};
    state_.make(first, me);
    Stone side = opponent(me);
    while (static_cast<int>(pv.size()) < max_length) {
        const std::uint64_t key = node_key(side);
        const TtEntry* e = tt_.probe(key);
        if (!e || !state_.is_cell(e->move) || !state_.allowed(e->move, side) ||
            std::find(pv.begin(), pv.end(), static_cast<int>(e->move)) != pv.end()) {
            break;
        }
        pv.push_back(e->move);
        state_.make(e->move, side);
        side = opponent(side);
    }
    for (std::size_t i = 0; i < pv.size(); ++i) {
        state_.unmake();
    }
    return pv;
}

} // namespace gomoku::ai
