#include "searcher.hpp"

#include "vcf.hpp"

#include <algorithm>

namespace gomoku::ai {

namespace {

// The moves a node searches, in order. The same at the principal variation's nodes: 15
// there played -39.5 (-104.4..+22.7) after 106 freestyle games at 0.3 s a move (stopped).
// Screened at 30,000 nodes a move (598 games over the three freestyle opening files, see
// the openings README): 10 played +5.8 (-17.5..+29.1), 12 -25.6 (-48.9..-2.5); the narrow
// width 6 +5.2 (-18.8..+29.3), 8 -11.0 (-32.0..+9.9). At 0.3 s a move, 10 and 6 together
// played -84.1 (-146.5..-26.7) after 81 freestyle games (stopped), and 5 at one ply to go
// off the principal variation +5.3 (-37.6..+48.3) over 198. A width that grows with the
// depth left, 14 from six plies to go, played -22.1 (-46.3..+1.9) at 30,000 nodes; 9 there
// -11.0 (-34.4..+12.2). None was kept.
constexpr int kWidth = 11;
constexpr int kNarrowWidth = 7; // in the last two plies before the horizon
// Late quiet moves are searched a ply shallower (two, far from the horizon) and searched
// again in full only if they beat alpha. Two plies from the seventh move on rather than
// the ninth: +23.7 (-6.2..+54.0) over 396 freestyle games at 0.3 s a move (the commit that
// set it); under renju -10.4 (-69.4..+48.0) over 100. This and reverse futility together,
// against neither, under renju: -20.0 (-49.0..+8.7) over 400 games (renju15-play.txt), a
// loss not shown. Three plies from the ninth move at 7+ plies to go: -5.3 (-31.9..+21.2)
// over 392 freestyle games. Principal-variation nodes reduce less: see late_move_reduction.
// Also reducing the moves that only take a point where the opponent would make a closed
// four (most cells near a fight, which is_quiet exempts): +19.8 (-1.5..+41.2) over 598
// games at 30,000 nodes a move, then -15.0 (-56.1..+25.8) after 187 at 0.3 s (stopped).
// At two plies to go, the fourth and later quiet moves of a null-window node a ply
// shallower (into the quiescence), or skipped when their history is below -depth or
// -50 depth: at 30,000 nodes each played nearly its baseline's 598 games (283, 281 and 298
// split pairs of 299, where an identical engine splits all 299), within 2 Elo. Two plies
// for every reduced move of a null-window node (from the fourth move, 3+ plies to go):
// +39.7 (+16.1..+63.6) over 598 games at 30,000 nodes a move, then -47.3 (-93.6..-2.6)
// after 170 at 0.3 s (stopped): a screen's depth flatters reductions. The same only where
// the static value is not above its side's two plies before: +18.6 (-3.6..+41.0) there.
constexpr int kReduceFrom = 3;
constexpr int kReduceTwiceFrom = 6;
constexpr int kPvReduceFrom = 8; // at principal-variation nodes: see late_move_reduction
constexpr int kEvalLimit = 20'000;
// A killer (a move that cut off a sibling) is raised by this much in the order: ahead of
// quiet moves, not of every threat (an open three weighs about 1460, kOrderWeights). Ahead
// of all moves, as it was, it played worse; 1500 played -11.0 (-32.8..+10.7) over 598 games
// at 30,000 nodes a move.
constexpr int kKillerBonus = 1000;
// The move that last cut off after the opponent's last move (its counter-move, anywhere in
// the tree) is raised by half as much: the answer to a stone is often the same wherever it
// is played. Against none, at 0.3 s a move in freestyle (with the internal iterative
// reduction and the table's buckets): +17.6 (-9.2..+44.5) over 396 games (two runs: +19.5,
// +15.8). Raised as much as a killer, against this: -2.6 (-25.9..+20.7) over 398 freestyle
// games (freestyle15-play.txt +3.5, freestyle15.txt -8.7): not kept.
constexpr int kCounterBonus = kKillerBonus / 2;
// A leaf whose static value does not fail high looks for a win by fours this many fours
// deep (a five at most five plies on). Three fours cost more than they found: the leaf
// solves were 60% of all nodes. Two played +52 Elo at 0.3 s a move in freestyle, +26
// under exactly five and +9 under renju (the commits that set this line). Three again, once
// the solver looked its last four up (9f3c193), against two: -77.0 (-121.4..-35.1) after
// 110 freestyle games at 0.3 s a move (stopped); threat-search nodes/s rose by half, the
// main search's fell by a fifth. No leaf VCF at all (main-search nodes/s up a tenth): -19.3
// (-56.1..+17.1) over 198.
constexpr int kLeafVcfFours = 2;
// Beyond the horizon, a side facing an open three (or a four-three) is not judged by the
// static value, which cannot tell whether the threat is met: its answers are searched, up
// to this many plies past the horizon. Sixteen against eight, 200 games each at 0.3 s a
// move: freestyle +24.4 +/- 25.7, renju +10.4 +/- 24.5, freestyle15-d9 +12.2 +/- 33.6 (the
// commit that set this line): a threat met by a new threat is read out, not stood pat.
// 24 plies here, or 400 leaf VCF nodes below, each played the very same 598 games as
// today's at 30,000 nodes a move: no move changed.
constexpr int kQuiescencePlies = 16;
constexpr std::uint64_t kLeafVcfNodes = 200;
// Past the horizon, the double threes a side tries before it stands pat: one that fails
// (the opponent meets it, say with a four that blocks a three) says little of the next.
// The first alone played 44 Elo worse than three, 198 games at 0.3 s a move (the commit
// that set this line). Six played the very same 598 games as three at 30,000 nodes a move.
constexpr int kThreeThreeTries = 3;
// Near the horizon, a null-window node whose static value beats beta by this margin for
// each ply to go is cut off unsearched (reverse futility), unless the opponent has a double
// threat to make, which the static value cannot weigh. At 0.3 s a move: +14.0 (-16.7..
// +45.0) against none over 396 freestyle games, +10.4 over 100 renju ones. Against this,
// 198 freestyle games each: up to five plies at 120 a ply -56.6, up to two plies -31.7
// (133 games), and skipping quiet moves at one and two plies when the static value is 200
// a ply under alpha -14.0. A null move (three plies up, reduced two) instead of this
// played -24.6 against none. At 30,000 nodes a move (598 games): the margin a ply smaller
// where the static value rose since its side's last node -8.1 (-32.0..+15.7); razoring (a
// node 200 under alpha at one ply to go searched past the horizon only, and cut off if it
// stays under) -12.2 (-35.8..+11.3), 160 a ply up to two plies +4.1 (-20.9..+29.1). The
// table's score in place of the static value where its bound says the value is beyond it:
// +16.9 (-4.2..+38.1) over 600 games at 30,000 nodes a move, then -17.6 (-55.2..+19.7) over
// 198 at 0.3 s. Added to this, against it, 198 freestyle games at 0.3 s a move: a null
// move from four plies to go (a null-window node whose static value beats beta, the
// opponent with no double threat, no null move twice in a row), searched to depth - 3 -
// depth / 4, -37.0 (-69.0..-5.6) (midgame depth at 1 s unchanged, 12); ProbCut (from five
// plies to go, the first three moves by order searched four plies shallower against beta +
// 250), -79.5 (-144.9..-19.3) over the first 40 game pairs (stopped), though it reached a
// ply or two deeper at 1 s. A margin of 200 a ply, against 160: -1.8 (-38.8..+35.2) over
// 198 (`--slack 150`: two replies at 361 ms played out, see the openings README).
constexpr int kFutilityDepth = 3;
constexpr int kFutilityMargin = 160;
// Singular extension: a node with kSingularDepth or more plies to go whose table result (a
// lower bound or exact, at most kSingularReach plies shallower) is beaten by no other move
// by more than kSingularMargin a ply, in a search of half the depth without the table's
// move, searches that move a ply deeper: a lone good move is often the one forced line. If
// another move also beats beta there, the node fails high unsearched. Against none, at 0.3
// s a move: +35.2 (+5.3..+65.6) over 396 freestyle games (two runs: +7.0, +63.9); under
// renju +20.9 (-40.7..+83.8) over 100 (renju15-play.txt). Screened at 30,000 nodes a
// move (598 games): +9.9 (-14.3..+34.1); from 4 plies to go -14.5 (-39.5..+10.3); margin
// 10 a ply -1.7 (-26.5..+23.0). When another move comes close but the table's score beats
// beta all the same, the table's move is searched a ply shallower (it is expected to cut
// off, and not alone in doing so): +21.1 (-5.6..+48.1) over 396 freestyle games at 0.3 s a
// move (two runs: +38.8, +3.5); under renju -20.9 (-87.7..+44.5) over 100, no loss shown.
// Under renju, every search change from 4502099 to this one together (c062924 against
// 69b0b5a, 300 games over renju15-play.txt and renju15.txt at 0.3 s a move): +18.5 (-7.2..
// +44.5), so the renju figures below zero along the way did not add up to a loss. Not kept
// (freestyle, 0.3 s a move, against c062924): two plies more where the test's value is 60
// under its window, at null-window nodes, -107.5 (-167.6..-53.1) after 110 games (stopped);
// a ply less for the table's move at every null-window node that is not singular (not only
// where its score beats beta), -3.5 (-45.9..+38.8) over 198. Against 5910a37: two plies
// more where the test's value is a further 40 under singular_beta, off the principal
// variation (Stockfish's double extension), -38.4 (-95.3..+16.5) after 100 (stopped).
constexpr int kSingularDepth = 5;
constexpr int kSingularMargin = 4;
constexpr int kSingularReach = 3;
// Internal iterative reduction: a node with this many plies to go or more that the table
// knows nothing of (no move) is searched a ply shallower. Its moves come in their static
// order only, so a full-depth search of it is the least sure to pay; the next visit finds
// the move it stored. At 0.3 s a move in freestyle, against none: +40.5 (+1.5..+80.6) over
// 198 games (freestyle15-play.txt); against 7cf27f7, 90.4% over 198. From three plies to go,
// against four: -47.9 (-97.5..-0.3) after 124 games (stopped). Two plies less at an
// expected cut node with 7 or more plies to go, against 5910a37: -43.7 (+/-54.5) after 40
// (stopped).
constexpr int kIirDepth = 4;
// A ply more for the reduced quiet moves of an expected cut node (see search_move) with
// this many plies to go or more: a move late in the order of a node expected to fail high
// is the least likely to matter. At 0.3 s a move in freestyle, against none: +11.4 (-16.7..
// +39.6) over 396 games (two runs: +21.1, +1.8); midgame depth at 1 s 13 (was 12). From 3
// plies to go (every reduced move) it played +12.3 (-11.6..+36.3) over 396 but lost a game
// to the negamax baseline in both of two runs of `gomoku-bench ladder --baseline-games 20
// --time-scale 0.3` (the opening h8 i10 g7, Master White), which this one won: there a
// move reduced at three plies to go went straight into the quiescence. From 5 plies to go,
// against 6: +5.3 (-31.0..+41.7) over 198 freestyle games, no deeper at 1 s: not kept.
// Against 5910a37, 100 freestyle games each (stopped): from 4 plies to go for the moves
// whose history is negative, -3.5 (-69.3..+62.1); a ply more at every null-window node whose
// table move is not quiet (Stockfish's "TT move is a capture"), -10.4 (-59.5..+38.3).
constexpr int kCutReduceDepth = 6;

// Whether a child searched at full depth in its parent's window is an expected cut node
// (see search_move): off the principal variation the node types alternate; on it, such a
// child (the first move, or a re-search in the open window) is a principal-variation node.
bool unreduced_child_is_cut(bool pv_node, bool cut_node) {
    return !pv_node && !cut_node;
}

// How many plies shallower the i-th move (from 0) of a node is first searched, if quiet
// (see kReduceFrom). At a principal-variation node (an open window) only the ninth and
// later moves are reduced, and by one ply: the few nodes that decide the score are read
// deeper, at little cost. One ply from the fourth move there, against two plies everywhere:
// +20.2 (-8.0..+48.6) over 396 freestyle games at 0.3 s a move; from the seventh, against
// that: +28.1 (-0.6..+57.3) over 396; from the ninth, against that: +15.8 (-12.9..+44.7)
// over 396 (two runs: +28.1, +3.5); no reduction there at all, against the seventh: -42.8
// (-102.7..+14.6) after 108 (stopped). At null-window nodes, two plies from 4 plies to go
// (not 5): +15.8 over 198, then -22.3 (-56.9..+11.9) over 172 (stopped); from 6 plies:
// -29.4 (-73.1..+13.3) after 142 (stopped). Under renju, these three steps and the history
// of remember_cutoff together (0c87794 against cd6ce2b): -3.5 (-61.2..+54.1) over 100
// games at 0.3 s a move (renju15-play.txt), no loss shown. A ply less at the null-window
// nodes that the table marks as once on the principal variation (Stockfish's "ttPv": a flag
// stored with every result of such a node, kept while the entry lasts), against 5910a37:
// -17.6 (-58.9..+23.3) over 198 freestyle games: not kept. Nor a ply more for a reduced
// quiet move more than three steps (king moves) from both of the last two moves, while it
// stays before the horizon: -7.0 (-43.0..+28.8) over 198 freestyle games at 0.3 s a move;
// expected cut nodes reducing from their third move (not the fourth), -13.4 (-45.0..+18.0)
// after 156 (stopped).
// An expected cut node's reduced moves lose a ply more from kCutReduceDepth plies to go.
int late_move_reduction(int depth, int i, bool pv_node, bool cut_node) {
    if (depth < 3 || i < (pv_node ? kPvReduceFrom : kReduceFrom)) {
        return 0;
    }
    const int plies = !pv_node && depth >= 5 && i >= kReduceTwiceFrom ? 2 : 1;
    return cut_node && depth >= kCutReduceDepth ? plies + 1 : plies;
}

// Win and loss scores count plies from the root; the table stores them from the node.
int to_tt(int score, int ply) {
    return is_win_score(score) ? score + ply : is_loss_score(score) ? score - ply : score;
}
int from_tt(int score, int ply) {
    return is_win_score(score) ? score - ply : is_loss_score(score) ? score + ply : score;
}

} // namespace

Searcher::Searcher(BoardState& state, TranspositionTable& tt, History& history, SearchClock& clock)
    : state_(state), tt_(tt), history_(history), clock_(clock), vcf_(state, clock),
      // new[] without (): default-initialised, i.e. not written (see buffers_).
      buffers_(new Move[static_cast<std::size_t>(kMaxPly + 2) * kMovesPerPly]) {
    excluded_.fill(-1);
}

int Searcher::evaluate(Stone me) const {
    // See eval_weights.hpp: the side to move's shapes, less its opponent's, each weighed by
    // the weights of its role (the guard weights at half the attack ones were matched
    // against 7/8, 3/4, 3/8 and 1/4 of them).
    const int value = state_.attack(me) - state_.guard(opponent(me)) + kEvalWeights.tempo;
    return std::clamp(value, -kEvalLimit, kEvalLimit);
}

// A move that makes no four or open three and blocks no strong line of the opponent's.
bool Searcher::is_quiet(Stone me, int m) const {
    return !state_.threat(me, m).makes_four() && state_.threat(me, m).open_threes == 0 &&
           state_.threat(opponent(me), m).strong_lines() == 0;
}

// One move of a node: made, searched (the first in the full window, later ones with a null
// window, late quiet ones a ply or two shallower first) and taken back. The one extension is
// the singular one (`extension`, see kSingularDepth: +1 for a table move that is alone, -1
// for one that is not). A ply more for a move that makes an open three (within the
// iteration's depth in plies from the root) played -57.2 (-114.9..-2.6) over 98 freestyle
// games at 0.3 s a move. A four costs a ply, but its forced block none (pvs).
// Expected cut nodes (the null-window nodes that a perfectly ordered tree expects to fail
// high: the children of an all node, and of a principal-variation node after its first;
// those of a cut node are all nodes; any node a reduced search enters is a cut node) reduce
// their reduced quiet moves a ply more, from kCutReduceDepth plies to go: see there.
int Searcher::search_move(Stone me, int m, int i, int depth, int alpha, int beta, int ply,
                          bool cut_node, int extension) {
    const bool quiet = is_quiet(me, m);
    const Stone opp = opponent(me);
    // The reply's table slot is fetched now and probed after make(): the load overlaps it.
    tt_.prefetch(child_key(me, m));
    state_.make(m, me);
    const bool pv_node = beta - alpha > 1;
    int score;
    if (i == 0) {
        score = -pvs(opp, depth - 1 + extension, -beta, -alpha, ply + 1,
                     unreduced_child_is_cut(pv_node, cut_node));
    } else {
        const int reduction = quiet ? late_move_reduction(depth, i, pv_node, cut_node) : 0;
        score = -pvs(opp, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1,
                     reduction > 0 || !cut_node);
        if (score > alpha && (reduction > 0 || score < beta)) {
            score = -pvs(opp, depth - 1, -beta, -alpha, ply + 1,
                         unreduced_child_is_cut(pv_node, cut_node));
        }
    }
    state_.unmake();
    return score;
}

// The node's best so far; true when it fails high.
bool Searcher::NodeBest::take(int score, int idx, int& alpha, int beta) {
    if (score <= value) {
        return false;
    }
    value = score;
    move = idx;
    alpha = std::max(alpha, score);
    return alpha >= beta;
}

int Searcher::pvs(Stone me, int depth, int alpha, int beta, int ply, bool cut_node) {
    if (clock_.tick()) {
        return 0;
    }
    const Stone opp = opponent(me);
    const std::uint64_t key = node_key(me);
    if (depth > 0) {
        tt_.prefetch(key); // probed below, after the threat flags: the slot loads meanwhile
    }
    Scan s;
    s.moves = buffer(ply);
    // The flags first, from the threat sets; the moves are listed only once they are needed
    // (not at a node the table or its move decides, nor at a leaf that stands pat).
    scan_threats(me, s);
    if (s.my_five >= 0) {
        return win_in(ply + 1);
    }
    if (s.opp_fives >= 2) {
        return -win_in(ply + 2);
    }
    if (ply >= kMaxPly) {
        return evaluate(me);
    }
    if (s.opp_fives == 1) {
        // The one reply: searched without spending depth, so forcing lines are read out.
        if (!state_.allowed(s.opp_five, me)) {
            return -win_in(ply + 2); // renju: Black may not block there
        }
        state_.make(s.opp_five, me);
        const int score = -pvs(opp, depth, -beta, -alpha, ply + 1,
                               unreduced_child_is_cut(beta - alpha > 1, cut_node));
        state_.unmake();
        return score;
    }
    if (s.my_win >= 0) {
        return win_in(ply + 3);
    }
    if (s.count == 0) {
        return 0; // a full board, or (renju) nothing Black may play: no progress either way
    }
    const bool quiescence = depth <= 0;
    const int stand = quiescence ? evaluate(me) : 0; // the static value, past the horizon
    if (quiescence) {
        // Not standing pat where the opponent, were it to move, wins by two fours (a VCF
        // the static value does not see), but taking 100 off the static value there, played
        // -35.6 (-57.5..-13.9) over 598 games at 30,000 nodes a move.
        if (!s.opp_threat && stand >= beta) {
            return stand; // stand pat: a VCF could only raise a value that already fails high
        }
        if (s.my_fours > 0) {
            // A win by one four (an open four or a double four) was scored above (my_win),
            // so the solver makes only its deepest pass, which would find it too: its
            // one-four pass repeated the same fours and spent a node of the limit.
            if (vcf_.solve(me, kLeafVcfFours, kLeafVcfNodes, nullptr, kLeafVcfFours)) {
                return win_in(ply + 2 * kLeafVcfFours + 1);
            }
        }
        if (depth <= -kQuiescencePlies) {
            return stand;
        }
        if (!s.opp_threat) {
            return three_three_or_stand(me, stand, depth, alpha, beta, ply);
        }
    }

    // The table is asked past the horizon too, where a node faces a double threat and
    // searches its answers: the answers come in many orders, and their lines meet again.
    // Such a node stores its result at depth 0 (any result answers it; it answers no node
    // before the horizon) unless the slot holds a deeper result of the same position. The
    // table was for the main search alone before: this played +15.8 (-11.3..+43.1) over
    // 396 freestyle games at 0.3 s a move (two runs: +26.4, +5.3).
    // A search without one move (see kSingularDepth) neither reads nor writes the table:
    // the position's result there is the search's with that move.
    // Principal-variation nodes take the table's cut-offs too. Taking them only at
    // null-window nodes (Stockfish's rule, so that the line is searched out) played -24.6
    // (-63.9..+14.1) over 198 freestyle games at 0.3 s a move: not kept.
    const int excluded = excluded_[static_cast<std::size_t>(ply)];
    int tt_move = -1;
    int tt_depth = -1; // the depth of the slot's result for this position, -1 for none
    int tt_score = 0;
    Bound tt_bound = Bound::None;
    if (const TtEntry* e = excluded < 0 ? tt_.probe(key) : nullptr) {
        tt_move = e->move;
        tt_depth = e->depth;
        tt_score = from_tt(e->score, ply);
        tt_bound = e->bound;
        if (e->depth >= depth) {
            if (e->bound == Bound::Exact || (e->bound == Bound::Lower && tt_score >= beta) ||
                (e->bound == Bound::Upper && tt_score <= alpha)) {
                return tt_score;
            }
        }
    }

    if (!quiescence && depth >= kIirDepth && tt_move < 0 && excluded < 0) {
        --depth;
    }
    const bool pv_node = beta - alpha > 1;
    if (!pv_node && !quiescence && !s.opp_threat && depth <= kFutilityDepth && excluded < 0) {
        const int value = evaluate(me);
        if (value - kFutilityMargin * depth >= beta) {
            return value;
        }
    }

    const int alpha_in = alpha;
    NodeBest best;
    auto store = [&] {
        const Bound bound = best.value >= beta      ? Bound::Lower
                            : best.value > alpha_in ? Bound::Exact
                                                    : Bound::Upper;
        if (excluded < 0 && (!quiescence || tt_depth <= 0)) {
            tt_.store(key, std::max(depth, 0), to_tt(best.value, ply), bound, best.move);
        }
        return best.value;
    };
    // Not past the horizon, whose list (the threat's points) may not hold the table's move:
    // there it is only put first in the list.
    const bool tt_first = !quiescence && tt_move >= 0 && early_tt_move(me, tt_move, s.opp_threat);
    int extension = 0;
    if (tt_first && !s.opp_threat && singular_candidate(depth, tt_depth, tt_bound, tt_score, ply)) {
        const Singular singular = singular_test(me, tt_move, tt_score, depth, beta, ply, cut_node);
        if (singular.cut) {
            return singular.value;
        }
        extension = singular.extension;
    }
    if (tt_first) {
        const int score = search_move(me, tt_move, 0, depth, alpha, beta, ply, cut_node, extension);
        if (clock_.stopped()) {
            return 0;
        }
        if (best.take(score, tt_move, alpha, beta)) {
            remember_cutoff(me, tt_move, depth, ply, {});
            return store();
        }
    }

    // Which moves: all answers to an open-four threat, or the best few by order.
    int n = 0;
    if (quiescence) {
        n = list_threat_answers(me, s.moves); // the opponent has a double threat (above)
        if (n == 0) {
            return stand; // no point answers it (renju: Black may not play them)
        }
    } else {
        s.count = list_moves(me, s.moves); // the flags are scan_threats' (the same as scan's)
        n = s.opp_threat ? keep_threat_answers(me, s.moves, s.count) : s.count;
    }
    if (excluded >= 0) {
        for (int i = 0; i < n; ++i) {
            if (s.moves[i].idx == excluded) {
                s.moves[i] = s.moves[--n]; // the order is made below
                break;
            }
        }
        if (n == 0) {
            return alpha; // the left-out move was the only one: nothing else holds
        }
    }
    const int width = s.opp_threat ? n : std::min(n, depth <= 2 ? kNarrowWidth : kWidth);
    const auto& killers = killers_[static_cast<std::size_t>(ply)];
    const int counter = counter_move(me);
    for (int i = 0; i < n; ++i) {
        Move& m = s.moves[i];
        if (m.idx == tt_move) {
            m.score += 1 << 24; // first (the loop skips it if it was searched above)
        } else if (m.idx == killers[0] || m.idx == killers[1]) {
            m.score += kKillerBonus;
        } else if (m.idx == counter) {
            m.score += kCounterBonus;
        }
    }

    // The quiet moves searched without a cut-off: they lose what a later cut-off gains.
    std::array<int, kWidth + 1> tried{};
    std::size_t tried_count = 0;
    auto note_tried = [&](int m) {
        if (tried_count < tried.size() && is_quiet(me, m)) {
            tried[tried_count++] = m;
        }
    };
    if (tt_first) {
        note_tried(tt_move);
    }
    for (int i = 0; i < width; ++i) {
        // The next move by order is picked when it is needed, not the first `width` sorted
        // up front: most nodes that cut off do so with their first move or two.
        std::iter_swap(s.moves + i,
                       std::max_element(s.moves + i, s.moves + n, [](const Move& a, const Move& b) {
                           return a.score < b.score;
                       }));
        if (i == 0 && tt_first) {
            continue; // the table's move (first by its bonus), searched above
        }
        const int m = s.moves[i].idx;
        const int score = search_move(me, m, i, depth, alpha, beta, ply, cut_node);
        if (clock_.stopped()) {
            return 0;
        }
        if (best.take(score, m, alpha, beta)) {
            remember_cutoff(me, m, depth, ply, {tried.data(), tried_count});
            break;
        }
        note_tried(m);
    }
    // A loss is proven only when every move was searched: facing a double threat (all its
    // answers) or with no more moves than the width. Past the horizon only the threat's
    // own points are tried, and elsewhere only the first `width` moves. A loss scored there
    // climbed the tree as a proven win: Master announced a win in 25 plies that one forced
    // reply later its own search could not find, stopped deepening (a win is "decided"),
    // and a review would call such a line forced. So such a node is very bad, not lost.
    // That value is a mirage at times: in games lost to 7cf27f7, Master reported +20000 for
    // a few moves in a row, then a loss (the defender had a counter-four the quiescence
    // does not try). Searching on when every move so far scored -20000 or worse (here the
    // moves past the width; past the horizon the other answers: our fours, blocks away
    // from the threat's points) removed the mirage in such a position but played -29.9
    // (-68.4..+7.9) over 198 freestyle games at 0.3 s a move; past the horizon and only
    // our fours, -19.3 (-59.7..+20.5) over 198. Neither was kept.
    const bool all_searched = !quiescence && (s.opp_threat || width == n);
    if (!all_searched && is_loss_score(best.value)) {
        best.value = -kEvalLimit;
    }
    return store();
}

// Whether the node's table result may single out its move (see kSingularDepth): not a
// win or a loss, which no margin makes surer, and never twice the iteration's depth from
// the root, so extensions do not feed on each other.
bool Searcher::singular_candidate(int depth, int tt_depth, Bound tt_bound, int tt_score,
                                  int ply) const {
    return depth >= kSingularDepth && tt_depth >= depth - kSingularReach &&
           (tt_bound == Bound::Lower || tt_bound == Bound::Exact) && !is_win_score(tt_score) &&
           !is_loss_score(tt_score) && ply < 2 * iteration_depth_;
}

// The singular test of the table's move (see kSingularDepth): the node searched again at
// half its depth without that move, with a null window at singular_beta, a margin under the
// table's score. A value under it says no other move comes close. The search reuses the
// node's ply (its move list is made again after this returns). A stopped clock cuts the
// node off with 0, as everywhere in pvs.
Searcher::Singular Searcher::singular_test(Stone me, int tt_move, int tt_score, int depth, int beta,
                                           int ply, bool cut_node) {
    const int singular_beta = tt_score - kSingularMargin * depth;
    excluded_[static_cast<std::size_t>(ply)] = tt_move;
    const int value = pvs(me, (depth - 1) / 2, singular_beta - 1, singular_beta, ply, cut_node);
    excluded_[static_cast<std::size_t>(ply)] = -1;
    if (clock_.stopped()) {
        return {.cut = true, .value = 0};
    }
    if (value < singular_beta) {
        return {.extension = 1}; // alone: a ply deeper
    }
    if (singular_beta >= beta) {
        return {.cut = true, .value = singular_beta}; // another move beats beta as well
    }
    if (tt_score >= beta) {
        return {.extension = -1}; // not alone, and expected to cut off: a ply shallower
    }
    return {};
}

// Past the horizon, a side that may make a double three (two open threes at once) has
// usually won: a block of one three leaves the other to become an open four. The static
// value cannot see that, so such moves are searched (the first kThreeThreeTries, until one
// fails high), and the opponent's answers to their threats with each (its fours only where
// they win, as everywhere past the horizon). A side with no double three keeps its static
// value.
int Searcher::three_three_or_stand(Stone me, int stand, int depth, int alpha, int beta, int ply) {
    int best = stand;
    int tries = 0;
    state_.three_three_cells(me).walk([&](int idx) {
        if (!state_.allowed(idx, me)) {
            return true;
        }
        state_.make(idx, me);
        const int score =
            -pvs(opponent(me), depth - 1, -beta, -std::max(alpha, best), ply + 1, false);
        state_.unmake();
        best = std::max(best, score);
        return best < beta && ++tries < kThreeThreeTries && !clock_.stopped();
    });
    return clock_.stopped() ? 0 : best;
}

} // namespace gomoku::ai
