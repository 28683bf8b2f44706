#include "engine.hpp"

#include "board_state.hpp"
#include "root_refutations.hpp"
#include "searcher.hpp"
#include "skill.hpp"
#include "time_budget.hpp"
#include "transposition.hpp"
#include "vcf.hpp"
#include "vct.hpp"

#include "core/renju.hpp"

#include <algorithm>
#include <functional>
#include <random>

namespace gomoku::ai {

namespace {

using Clock = SearchClock::Clock;
using std::chrono::milliseconds;

// The first window's half-width (see search_in_window). At 0.3 s a move in freestyle:
// 150 played +15.8 (-27.2..+59.3) over 198 games and -27.5 (-69.2..+13.4) over 190 more,
// together -5.4 (-35.2..+24.4); no window at all, -10.5 (-53.2..+31.8) over 198. Centred
// on the score of two depths before (the same side to move at the horizon, as the scores
// swing between odd and even depths) rather than the last: -15.1 (-39.9..+9.5) over 598
// games at 30,000 nodes a move (three freestyle opening files).
constexpr int kAspiration = 60;
constexpr int kAspirationLimit = 2000; // a window wider than this opens fully
constexpr std::uint64_t kRootVcfNodes = 60'000;
constexpr std::uint64_t kDefenceVcfNodes = 4'000;
// Three times as many, 120,000, against this: -10.5 (-45.5..+24.2) over 198 freestyle
// games at 0.3 s a move (pairs 12,10,57,12,8).
constexpr std::uint64_t kRootVctNodes = 40'000;
// 6,000 (the VCT solver's memo had made its nodes cheaper) played -5.3 (-43.3..+32.6)
// over 198 freestyle games at 0.3 s a move.
constexpr std::uint64_t kDefenceVctNodes = 3'000;
constexpr std::uint64_t kLateVctNodes = 400'000;

// The score of a win by threats of up to `threats` own threats (not searched out: a bound
// on its length, below a win by fours of the same count).
int vct_win_score(int threats) {
    return kWinScore - 2 * threats - 20;
}

// The first move of a win by threats (VCT) of up to `threats` own threats, or -1: searched
// until `deadline` or `node_limit` (0: none; counted on `search_clock` too), its own nodes at
// most kLateVctNodes (those of the VCFs at its leaves not counted). The search runs it after
// its last iteration: most moves it stops early, its best move settled, and the rest of the
// budget would go unused; the VCT before the search stays short, as it takes its time from
// the search. Six threats in what was left played +10, +28 and +26 Elo (freestyle, exactly
// five, renju; 200 games each at 0.3 s a move, +/- about 32). Under a turn limit alone the
// search now runs to its deadline, so this seldom runs; a slice of its own (the search to
// 3/4 of the budget, this to 7/8) played -10.5 (-48.0..+26.7) over 198 freestyle games.
int late_vct(BoardState& state, Stone me, int threats, const std::atomic<bool>& stop,
             Clock::time_point deadline, std::uint64_t node_limit, SearchClock& search_clock) {
    SearchClock clock(stop, Clock::now(), deadline, node_limit);
    VctSolver vct(state, clock);
    int first = -1;
    const bool wins = vct.solve(me, threats, kLateVctNodes, &first);
    search_clock.add_nodes(clock.nodes());
    return wins ? first : -1;
}

// The search cannot see a win by threes and fours beyond its horizon. Before playing
// `chosen`, check that the opponent has no such win after it; if it has, take the next
// moves in the search's order until one leaves none (or keep `chosen`: all lose then).
// The check runs until `deadline`: the search leaves it the last part of the budget.
int avoid_their_vct(BoardState& state, const std::vector<RootMove>& moves, int chosen, Stone them,
                    int threats, Clock::time_point deadline, const std::atomic<bool>& stop) {
    constexpr int kCandidates = 8;
    constexpr std::uint64_t kNodesEach = 12'000;
    const Clock::time_point now = Clock::now();
    if (deadline <= now) {
        return chosen;
    }
    SearchClock clock(stop, now, deadline, 0);
    VctSolver vct(state, clock);
    const Stone me = opponent(them);
    std::vector<int> order{chosen};
    for (const RootMove& m : moves) {
        // Only moves the search did not prove lost: a VCT check can miss a win, the search
        // result cannot.
        const bool lost = m.searched && is_loss_score(m.score);
        if (m.idx != chosen && !lost && static_cast<int>(order.size()) < kCandidates) {
            order.push_back(m.idx);
        }
    }
    // A check the clock stops finds no win: that move is played, not `chosen`, which may be
    // one of those found losing before it. (Stopped, it kept `chosen` even then.)
    return first_not_losing(order, chosen, [&](int idx) {
        state.make(idx, me);
        const bool loses = vct.solve(them, threats, kNodesEach, nullptr);
        state.unmake();
        return loses ? RefutationCheck::Loses : RefutationCheck::Refutes;
    });
}

// One iteration of the deepening in an aspiration window around the last score. A best
// score outside it is only a bound: the side it fell out of is widened, twice as far each
// time, and the iteration searched again. (Opening the window fully at the first miss cost
// more than the iteration itself: the scores swing by hundreds between depths, so the
// narrow window missed at most depths.) False when the clock stopped the first move.
bool search_in_window(Searcher& searcher, const SearchClock& clock, Stone me,
                      std::vector<RootMove>& moves, int depth, int previous) {
    int delta = kAspiration;
    int alpha = previous - delta;
    int beta = previous + delta;
    for (;;) {
        if (!searcher.search_root(me, moves, depth, alpha, beta)) {
            return false;
        }
        if (clock.stopped()) {
            return true; // a partial iteration: the caller decides what of it counts
        }
        const int score = moves.front().score;
        if (score > alpha && score < beta) {
            return true;
        }
        delta *= 2;
        const bool open = delta > kAspirationLimit;
        if (score <= alpha) {
            alpha = open || is_loss_score(score) ? -kInfinity : score - delta;
        } else {
            beta = open || is_win_score(score) ? kInfinity : score + delta;
        }
    }
}

milliseconds since(Clock::time_point start) {
    return std::chrono::duration_cast<milliseconds>(Clock::now() - start);
}

} // namespace

struct Engine::Impl {
    explicit Impl(std::size_t mib) : tt(mib) {}
    TranspositionTable tt;
    History history;
};

Engine::Engine(std::size_t hash_mib) : impl_(std::make_unique<Impl>(hash_mib)) {
    // The pattern tables are built on first use; build them now, so that no search (which
    // must answer a stop within a millisecond or two) ever pays for it.
    for (Rule rule : kAllRules) {
        shape_table(rule, Stone::Black);
        shape_table(rule, Stone::White);
    }
    is_forbidden(Board(Board::kMinSize), {0, 0});
}
Engine::~Engine() = default;

void Engine::set_hash_size(std::size_t mib) {
    impl_->tt.resize(mib);
}
std::size_t Engine::hash_bytes() const { return impl_->tt.bytes(); }
void Engine::clear() {
    impl_->tt.clear();
    impl_->history.reset(0);
}

SearchResult Engine::search(const SearchRequest& request, const Limits& limits, const std::atomic<bool>& stop,
                            const ProgressCallback& on_progress) {
    const Clock::time_point now = Clock::now();
    const Clock::time_point start =
        limits.started != Clock::time_point{} ? std::min(limits.started, now) : now;
    TimeBudget time_budget(limits);
    milliseconds budget = time_budget.allowed();
    const Skill& skill = skill_of(request.level);
    // With the VCT check after the search (avoid_their_vct), the search stops at seven
    // eighths of the budget, so the check always has time: a search that runs to its
    // deadline is exactly the one whose choice is least certain. Fifteen sixteenths (the
    // VCT solver's memo had made the check faster) played -22.3 (-53.5..+8.4) over 296
    // freestyle games at 0.3 s a move. The reserve is kept only while the opponent may have
    // such a win (reserve_check, after the threat searches below).
    const bool check_after = skill.defends_vcf && skill.vct_threats > 0;
    bool reserve_check = check_after;
    Clock::time_point deadline = budget.count() > 0 ? start + budget : Clock::time_point::max();
    auto search_deadline = [&] {
        return budget.count() > 0 && reserve_check ? start + budget - budget / 8 : deadline;
    };
    SearchClock clock(stop, start, search_deadline(), limits.nodes);
    const int max_depth = std::min(limits.depth > 0 ? limits.depth : kMaxSearchDepth, skill.max_depth);
    const Stone me = request.to_move;

    BoardState state(request.board, request.rule);
    if (impl_->history.score[0].size() != static_cast<std::size_t>(BoardState::kMaxCells)) {
        impl_->history.reset(BoardState::kMaxCells);
    }
    impl_->tt.new_search();
    impl_->history.age();
    Searcher searcher(state, impl_->tt, impl_->history, clock);

    SearchResult result;
    auto finish = [&](int idx, std::string_view reason) {
        result.move = idx >= 0 ? state.point(idx) : kNoPoint;
        result.reason = reason;
        result.nodes = clock.nodes();
        result.threat_nodes = clock.threat_nodes();
        result.elapsed = since(start);
        if (result.pv.empty() && idx >= 0) {
            result.pv = {result.move};
        }
        if (result.lines.empty() && idx >= 0) {
            result.lines.push_back({result.move, result.score, result.pv});
        }
        return result;
    };
    if (state.full()) {
        return finish(-1, "full board");
    }
    if (state.stone_count() == 0) {
        return finish(state.index({state.size() / 2, state.size() / 2}), "centre");
    }

    std::mt19937_64 rng(request.seed);
    const bool see_threats = std::uniform_real_distribution<double>(0, 1)(rng) >= skill.misses_open_three;
    std::vector<RootMove> moves = searcher.root_moves(me, see_threats);
    if (moves.empty()) {
        return finish(-1, "no legal move");
    }
    if (moves.size() == 1) {
        result.score = moves.front().score;
        return finish(moves.front().idx, is_win_score(result.score) ? "win" : "forced");
    }
    if (clock.stopped()) {
        return finish(moves.front().idx, "stopped"); // the best by static order
    }

    if (!see_threats) {
        // A beginner's oversight: a move that looks good at a glance, without reading ahead.
        const std::size_t pool = std::min<std::size_t>(moves.size(), static_cast<std::size_t>(skill.choices));
        return finish(moves[std::uniform_int_distribution<std::size_t>(0, pool - 1)(rng)].idx, "overlooked");
    }

    // The threat searches before the main search get at most a quarter of the time (and of
    // a node limit), on a clock of their own, so the main search always has its share.
    const Clock::time_point threats_deadline =
        budget.count() > 0 ? start + budget / 4 : Clock::time_point::max();
    const std::uint64_t threats_nodes = limits.nodes > 0 ? std::max<std::uint64_t>(1, limits.nodes / 4) : 0;
    SearchClock threats_clock(stop, start, threats_deadline, threats_nodes);
    VcfSolver vcf(state, threats_clock);
    VctSolver vct(state, threats_clock);
    const Stone them = opponent(me);
    int first = -1;
    if (skill.vcf_fours > 0 && vcf.solve(me, skill.vcf_fours, kRootVcfNodes, &first)) {
        clock.add_nodes(threats_clock.nodes());
        result.score = kWinScore - 2 * skill.vcf_fours;
        return finish(first, "vcf");
    }
    if (skill.vct_threats > 0 && !threats_clock.stopped() &&
        vct.solve(me, skill.vct_threats, kRootVctNodes, &first)) {
        clock.add_nodes(threats_clock.nodes());
        result.score = vct_win_score(skill.vct_threats);
        return finish(first, "vct");
    }
    // If the opponent, to move, would win by threats, drop the moves after which it still
    // can (our own fours stay: they gain time, and the search judges them). A check cut
    // short by the clock drops the moves it found losing, and only those. A cut check used
    // to drop none at all, and at 0.3 s a move the check was cut short in about half the
    // positions where it ran (20 root moves): dropping them played +34.3 (+7.1..+62.0) over
    // 396 freestyle games.
    // Half the budget for the threat searches once the opponent's win is found, rather
    // than a quarter, then played -4.5 (-45.2..+36.1) after 158 games (stopped).
    bool their_win_possible = false; // found, or not looked for to the end (the clock)
    auto keep_refutations = [&](const std::function<bool(std::uint64_t)>& they_win, std::uint64_t probe,
                                std::uint64_t per_move) {
        if (threats_clock.stopped() || !they_win(probe)) {
            their_win_possible = their_win_possible || threats_clock.stopped();
            return;
        }
        their_win_possible = true;
        moves = drop_losing_moves(moves, [&](const RootMove& m) {
            if (threats_clock.stopped()) {
                return RefutationCheck::NotReached;
            }
            state.make(m.idx, me);
            // A solve the clock stops says "no win": the move stays, as it should.
            const bool refutes = state.threat(me, m.idx).makes_four() || !they_win(per_move);
            state.unmake();
            return refutes ? RefutationCheck::Refutes : RefutationCheck::Loses;
        });
    };
    if (skill.defends_vcf) {
        keep_refutations([&](std::uint64_t n) { return vcf.solve(them, skill.vcf_fours, n, nullptr); },
                         kRootVcfNodes / 2, kDefenceVcfNodes);
        if (skill.vct_threats > 0) {
            keep_refutations([&](std::uint64_t n) { return vct.solve(them, skill.vct_threats, n, nullptr); },
                             kRootVctNodes / 2, kDefenceVctNodes);
        }
    }
    clock.add_nodes(threats_clock.nodes());
    // The check after the search asks whether the opponent wins by threats after our move.
    // When the checks above found no such win for it with the move its own, none of our
    // moves can give it one (our stone only blocks its lines), and the search takes the
    // check's reserve too, which the check would hardly have used: at 0.3 s a move it took
    // no time in most moves and 8 ms or more in one in ten. Not under renju, where a Black
    // stone can make a point forbidden to Black (a White four's only block, say), and a
    // White one can break a three that made a point forbidden. Against keeping the reserve
    // always: +39.7 (+16.4..+63.3) over 396 freestyle games at 0.3 s a move (two runs:
    // +45.9, +33.4).
    if (reserve_check && !their_win_possible && state.rule() != Rule::Renju) {
        reserve_check = false;
        clock.set_deadline(search_deadline());
    }

    const bool all_exact = skill.choices > 1;
    const int exact_count = all_exact
                                ? static_cast<int>(moves.size())
                                : std::clamp(request.multipv, 1, static_cast<int>(moves.size()));
    std::vector<RootMove> scored; // the root moves as the last finished iteration sorted them
    int best = moves.front().idx; // the best of the last finished iteration
    int previous = 0;
    for (int depth = 1; depth <= max_depth && !clock.stopped(); ++depth) {
        const bool aspirate = exact_count == 1 && depth >= 4 && !is_win_score(std::abs(previous));
        const bool complete =
            aspirate ? search_in_window(searcher, clock, me, moves, depth, previous)
                     : searcher.search_root(me, moves, depth, -kInfinity, kInfinity, exact_count);
        if (!complete) {
            break; // stopped before the first move was done: keep the last iteration's best
        }
        if (clock.stopped()) {
            // A partial iteration: a move that beat the previous best's score counts (not
            // with MultiPV, whose lines all come from the last finished iteration). Not
            // any move first in the order: after a fail-low, upper bounds are sorted too,
            // and one can sit above the old best's without being better. Taking it played
            // -169.6 (-226.1..-120.4) after 148 freestyle games (stopped).
            if (request.multipv <= 1 && moves.front().searched && moves.front().score > previous) {
                best = moves.front().idx;
                result.score = moves.front().score;
            }
            break;
        }
        best = moves.front().idx;
        previous = moves.front().score;
        result.score = previous;
        result.depth = depth;
        scored = moves;
        if (on_progress) {
            std::vector<Point> pv;
            for (int idx : searcher.principal_variation(me, best, depth)) {
                pv.push_back(state.point(idx));
            }
            on_progress({depth, previous, clock.nodes(), since(start), pv});
        }
        if (is_win_score(previous) || is_loss_score(previous)) {
            break; // decided: deeper search cannot change the result
        }
        if (!time_budget.start_next(best, previous, since(start))) {
            break; // past the soft limit: see TimeBudget
        }
        if (time_budget.allowed() != budget) { // a match clock lends an unsure search more
            budget = time_budget.allowed();
            deadline = start + budget;
            clock.set_deadline(search_deadline());
        }
    }

    std::string_view reason = "search";
    // The deeper VCT, in the time or nodes the search left: none after a search limited only
    // by depth (its caller asked for that much work), nor for several lines (MultiPV).
    const std::uint64_t nodes_left =
        limits.nodes > clock.nodes() ? limits.nodes - clock.nodes() : 0;
    const bool room_left = limits.nodes > 0 ? nodes_left > 0 : budget.count() > 0;
    if (skill.late_vct_threats > 0 && room_left && exact_count == 1 &&
        !is_win_score(result.score)) {
        const Clock::time_point until =
            budget.count() > 0 ? start + budget - budget / 4 : Clock::time_point::max();
        if (const int win =
                late_vct(state, me, skill.late_vct_threats, stop, until, nodes_left, clock);
            win >= 0) {
            best = win;
            result.score = vct_win_score(skill.late_vct_threats);
            reason = "vct";
        }
    }
    int chosen = best;
    if (all_exact) {
        // The weak levels: any of the best few whose score is within the margin, but never
        // a move that loses by force when the best one does not.
        const int top = moves.front().score;
        std::vector<int> pool;
        for (const RootMove& m : moves) {
            if (!m.searched || static_cast<int>(pool.size()) >= skill.choices) {
                break;
            }
            const bool close = m.score >= top - skill.margin;
            const bool safe = !is_loss_score(m.score) || is_loss_score(top);
            const bool not_giving_up_win = !is_win_score(top) || is_win_score(m.score);
            if (close && safe && not_giving_up_win) {
                pool.push_back(m.idx);
            }
        }
        if (!pool.empty()) {
            chosen = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)];
            reason = pool.size() > 1 ? "level choice" : "search";
        }
    }
    if (check_after && !is_win_score(result.score)) {
        chosen = avoid_their_vct(state, moves, chosen, them, skill.vct_threats, deadline, stop);
    }
    auto line_of = [&](int idx) {
        std::vector<Point> pv;
        for (int i : searcher.principal_variation(me, idx, std::max(1, result.depth))) {
            pv.push_back(state.point(i));
        }
        return pv;
    };
    result.pv = line_of(chosen);
    if (exact_count > 1) {
        for (const RootMove& m : scored) {
            if (static_cast<int>(result.lines.size()) >= request.multipv || !m.exact) {
                break;
            }
            result.lines.push_back({state.point(m.idx), m.score, line_of(m.idx)});
        }
        // The move played leads, when the VCT check preferred another to the search's best.
        const auto played =
            std::find_if(result.lines.begin(), result.lines.end(),
                         [&](const ScoredLine& l) { return l.move == state.point(chosen); });
        if (!all_exact && played != result.lines.end()) {
            std::rotate(result.lines.begin(), played, played + 1);
        }
    }
    return finish(chosen, reason);
}

Limits game_limits(Level level) {
    Limits limits;
    limits.move_time = skill_of(level).game_time;
    return limits;
}

} // namespace gomoku::ai
