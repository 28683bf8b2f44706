#include "search.hpp"

#include "engine.hpp"
#include "negamax.hpp"
#include "threats.hpp"

#include <algorithm>
#include <cstdlib>
#include <random>

namespace gomoku::ai {

namespace {

using Candidates = std::vector<Candidate>;

// Picks at random among the best-keyed moves: those within `margin` (a fraction of the best
// key) of the best, at most `pool` of them. This is how the weak levels stay plausible but
// beatable, and differ from game to game through the seed.
Point pick_near_best(const Candidates& moves, const std::vector<int>& keys, double margin,
                     std::size_t pool, std::mt19937_64& rng) {
    std::vector<std::size_t> idx(moves.size());
    for (std::size_t i = 0; i < idx.size(); ++i) {
        idx[i] = i;
    }
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return keys[a] > keys[b]; });
    const int best = keys[idx.front()];
    const int floor = best - static_cast<int>(best * margin);
    std::size_t n = 1;
    while (n < idx.size() && n < pool && keys[idx[n]] >= floor) {
        ++n;
    }
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    return moves[idx[pick(rng)]].p;
}

// Beginner, when it overlooks an open three, does not see the danger of threats at all:
// their value is capped at what an ordinary open three is worth.
Point beginner_move(const Board& board, const Candidates& moves, bool blind, std::mt19937_64& rng) {
    std::vector<int> keys;
    for (const Candidate& c : moves) {
        keys.push_back(blind ? move_order(board, c.p, c.mine, PointThreat{0, 0, 0, 0, std::min(c.theirs.value, 1'200)})
                             : c.order);
    }
    return pick_near_best(moves, keys, 0.5, 6, rng);
}

Point easy_move(const Candidates& moves, std::mt19937_64& rng) {
    std::vector<int> keys;
    for (const Candidate& c : moves) {
        keys.push_back(c.order);
    }
    return pick_near_best(moves, keys, 0.05, 3, rng);
}

// The root moves for the searching levels: the best `width` by order, with the order of
// near-equal ones shuffled a little by the seed so games are not all alike.
std::vector<Point> root_moves(const Candidates& moves, int width, std::mt19937_64& rng) {
    std::vector<std::pair<int, Point>> keyed;
    for (const Candidate& c : moves) {
        keyed.push_back({c.order + static_cast<int>(rng() % 4), c.p});
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<Point> result;
    for (std::size_t i = 0; i < keyed.size() && i < static_cast<std::size_t>(width); ++i) {
        result.push_back(keyed[i].second);
    }
    return result;
}

// Of `moves`, those after which the opponent has no victory by continuous fours. Our own
// fours are left out: they only delay, and the VCF test cannot judge them.
Candidates vcf_defences(Board& board, Rule rule, Stone side, const Candidates& moves, SearchControl& control) {
    Candidates result;
    std::size_t tried = 0;
    for (const Candidate& c : moves) {
        if (c.mine.makes_four() || tried++ >= 2 * static_cast<std::size_t>(kHardWidth)) {
            continue;
        }
        board.set(c.p, side);
        const bool refuted = !find_vcf(board, rule, opponent(side), kHardVcfFours, 4'000, control);
        board.set(c.p, Stone::Empty);
        if (control.stopped()) {
            break;
        }
        if (refuted) {
            result.push_back(c);
        }
    }
    return result;
}

SearchInfo iterative_deepening(Board& board, Rule rule, Stone side, const std::vector<Point>& start,
                               SearchControl& control) {
    SearchInfo info{start.front(), 0, 0, "search"};
    std::vector<Point> moves = start;
    Negamax negamax(board, rule, kHardWidth, control);
    for (int depth = 1; depth <= kHardMaxDepth; ++depth) {
        const RootResult r = negamax.search_root(side, moves, depth);
        if (!r.complete) {
            break;
        }
        info.move = r.best;
        info.depth = depth;
        // Best move first next time: alpha-beta cuts most when the best is tried first.
        std::rotate(moves.begin(), std::find(moves.begin(), moves.end(), r.best),
                    std::find(moves.begin(), moves.end(), r.best) + 1);
        const bool decided = std::abs(r.score) >= kThreatWinScore - kMaxPly;
        // Each iteration costs several times the one before; do not start one that cannot end.
        const bool no_time = control.elapsed() * 4 > control.budget();
        if (decided || no_time) {
            break;
        }
    }
    return info;
}

} // namespace

SearchInfo analyse(const SearchRequest& request, const std::atomic<bool>& stop,
                   std::chrono::milliseconds budget) {
    Board board = request.board;
    if (board.full()) {
        return {kNoPoint, 0, 0, "full board"};
    }
    const Stone me = request.to_move;
    const Rule rule = request.rule;
    const Level level = request.level;
    std::mt19937_64 rng(request.seed);
    SearchControl control(stop, SearchControl::Clock::now() + budget);
    // Every candidate, for the opponent's threats; under renju Black's forbidden points are
    // among them but never among the moves we choose from.
    const Candidates all = rank_candidates(board, rule, me);
    const Candidates candidates = playable(all);
    auto done = [&](Point p, const char* reason) { return SearchInfo{p, 0, control.nodes(), reason}; };
    if (candidates.empty()) {
        for (int y = 0; y < board.size(); ++y) { // stones everywhere but far away: rare
            for (int x = 0; x < board.size(); ++x) {
                if (is_allowed(board, {x, y}, me, rule)) {
                    return done({x, y}, "any allowed point");
                }
            }
        }
        return done(kNoPoint, "no allowed point");
    }
    if (board.stone_count() == 0) {
        return done(candidates.front().p, "centre");
    }
    // Rules every level follows: win now, stop a five, make a threat that cannot be met.
    for (const Candidate& c : candidates) {
        if (c.mine.makes_five()) {
            return done(c.p, "win");
        }
    }
    for (const Candidate& c : candidates) {
        if (c.theirs.makes_five()) {
            return done(c.p, "block five");
        }
    }
    for (const Candidate& c : candidates) {
        if (c.mine.makes_winning_threat()) {
            return done(c.p, "winning threat");
        }
    }
    if (level >= Level::Medium) {
        const int fours = level == Level::Hard ? kHardVcfFours : kMediumVcfFours;
        if (auto vcf = find_vcf(board, rule, me, fours, 20'000, control)) {
            return done(*vcf, "vcf");
        }
    }
    // An open three (or another winning threat) of the opponent must be answered.
    Candidates allowed = candidates;
    const bool blind = level == Level::Beginner &&
                       std::uniform_real_distribution<double>(0.0, 1.0)(rng) < kBeginnerMissesOpenThree;
    if (!blind && opponent_has_winning_threat(all)) {
        Candidates answers = threat_answers(board, rule, me, all);
        if (!answers.empty()) {
            allowed = std::move(answers);
        }
    }
    if (level == Level::Hard && find_vcf(board, rule, opponent(me), kHardVcfFours, 20'000, control)) {
        Candidates defences = vcf_defences(board, rule, me, allowed, control);
        if (!defences.empty()) {
            allowed = std::move(defences);
        }
    }
    if (allowed.size() == 1) {
        return done(allowed.front().p, "only answer");
    }
    switch (level) {
    case Level::Beginner:
        return done(beginner_move(board, allowed, blind, rng), "beginner choice");
    case Level::Easy:
        return done(easy_move(allowed, rng), "easy choice");
    case Level::Medium: {
        const std::vector<Point> moves = root_moves(allowed, kMediumWidth, rng);
        Negamax negamax(board, rule, kMediumWidth, control);
        const RootResult r = negamax.search_root(me, moves, kMediumDepth);
        const Point best = r.best != kNoPoint ? r.best : moves.front();
        return {best, r.complete ? kMediumDepth : 0, control.nodes(), "search"};
    }
    case Level::Hard: {
        SearchInfo info = iterative_deepening(board, rule, me, root_moves(allowed, kHardWidth, rng), control);
        info.nodes = control.nodes();
        return info;
    }
    }
    return done(allowed.front().p, "fallback");
}

Point choose_move(const SearchRequest& request, const std::atomic<bool>& stop) {
    return analyse(request, stop, kHardTimeBudget).move;
}

} // namespace gomoku::ai
