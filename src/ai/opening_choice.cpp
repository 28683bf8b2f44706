#include "opening_choice.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>

namespace gomoku::ai {

namespace {

// A score beyond this is "clearly better" for swap2's second player; closer, it places two.
constexpr int kClearlyBetter = 120;
// Scores of won or lost positions count as this much when measuring balance.
constexpr int kScoreCap = 5000;

struct LevelPlan {
    std::size_t candidates; // how many placements it scores
    std::uint64_t nodes;    // each judging search
    double noise;           // standard deviation added to each score
};

LevelPlan plan_of(Level level) {
    switch (level) {
    case Level::Beginner:
        return {4, 3'000, 400};
    case Level::Easy:
        return {6, 6'000, 250};
    case Level::Medium:
        return {8, 15'000, 120};
    case Level::Hard:
        return {10, 30'000, 60};
    case Level::Expert:
        return {12, 60'000, 25};
    case Level::Master:
        break;
    }
    return {14, 100'000, 0};
}

int distance(Point a, Point b) {
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// Points near the stones (or near the centre on an empty board), nearest the centre first.
std::vector<Point> points_near_stones(const Board& board) {
    const int size = board.size();
    const Point centre{size / 2, size / 2};
    std::vector<Point> out;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const Point p{x, y};
            if (board.at(p) != Stone::Empty) {
                continue;
            }
            bool near = board.stone_count() == 0 && distance(p, centre) <= 1;
            for (int dy = -2; dy <= 2 && !near; ++dy) {
                for (int dx = -2; dx <= 2 && !near; ++dx) {
                    const Point q{x + dx, y + dy};
                    near = board.inside(q) && board.at(q) != Stone::Empty;
                }
            }
            if (near) {
                out.push_back(p);
            }
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [&](Point a, Point b) { return distance(a, centre) < distance(b, centre); });
    return out;
}

int capped(int score) {
    return std::clamp(score, -kScoreCap, kScoreCap);
}

} // namespace

bool is_opening_decision(const Game& game, const Opening& opening) {
    return opening.step(game) != OpeningStep::Play;
}

bool apply_opening_decision(const OpeningDecision& d, Game& game, Opening& opening) {
    if (d.step != opening.step(game)) {
        return false;
    }
    switch (d.step) {
    case OpeningStep::Place:
        return d.points.size() == 1 && opening.place(game, d.points.front());
    case OpeningStep::ChooseColour:
        return opening.choose_colour(game, d.colour);
    case OpeningStep::ChooseSwap2:
        return opening.choose_swap2(game, d.option);
    case OpeningStep::OfferFifth:
        for (Point p : d.points) {
            if (!opening.offer_fifth(game, p)) {
                return false;
            }
        }
        return !d.points.empty();
    case OpeningStep::ChooseFifth:
        return d.points.size() == 1 && opening.choose_fifth(game, d.points.front());
    case OpeningStep::Play:
        break;
    }
    return false;
}

OpeningPlanner::OpeningPlanner(const Game& game, const Opening& opening, Level level,
                               std::uint64_t seed)
    : step_(opening.step(game)), to_move_(game.to_move()), level_(level), random_(seed),
      game_(game), opening_(opening) {
    already_offered_ = opening.offered(game);
    plan_candidates(game, opening);
    if (candidates_.empty()) {
        decide();
    }
}

void OpeningPlanner::plan_candidates(const Game& game, const Opening& opening) {
    auto judge_as_is = [&] {
        Candidate c;
        c.request.board = game.board();
        c.request.rule = game.rule();
        c.request.to_move = game.to_move();
        c.request.level = kStrongestLevel;
        candidates_.push_back(std::move(c));
    };
    switch (step_) {
    case OpeningStep::ChooseColour:
    case OpeningStep::ChooseSwap2:
        judge_as_is();
        return;
    case OpeningStep::Place:
        if (game.move_count() == 0) {
            return; // the first stone needs no search: decide() puts it near the centre
        }
        break;
    case OpeningStep::OfferFifth:
    case OpeningStep::ChooseFifth:
        break;
    case OpeningStep::Play:
        return;
    }
    std::vector<Point> points;
    if (step_ == OpeningStep::ChooseFifth) {
        points = already_offered_;
    } else {
        for (Point p : points_near_stones(game.board())) {
            if (opening.may_place(game, p) &&
                std::find(already_offered_.begin(), already_offered_.end(), p) ==
                    already_offered_.end()) {
                points.push_back(p);
            }
        }
        // The nearest few, in a seeded order among equals, so games differ.
        const std::size_t keep = std::min(points.size(), plan_of(level_).candidates * 2);
        points.resize(keep);
        std::shuffle(points.begin(), points.end(), random_);
        points.resize(std::min(points.size(), plan_of(level_).candidates));
    }
    for (Point p : points) {
        Candidate c;
        c.point = p;
        c.request.board = game.board();
        c.request.board.set(p, game.to_move());
        c.request.rule = game.rule();
        c.request.to_move = opponent(game.to_move());
        c.request.level = kStrongestLevel;
        candidates_.push_back(std::move(c));
    }
}

const SearchRequest* OpeningPlanner::next() const {
    return decision_ || judged_ >= candidates_.size() ? nullptr : &candidates_[judged_].request;
}

Limits OpeningPlanner::limits() const {
    Limits limits;
    limits.nodes = plan_of(level_).nodes;
    return limits;
}

int OpeningPlanner::noisy(int score) {
    const double sigma = plan_of(level_).noise;
    if (sigma <= 0) {
        return score;
    }
    std::normal_distribution<double> noise(0.0, sigma);
    return score + static_cast<int>(std::lround(noise(random_)));
}

void OpeningPlanner::take(int score) {
    if (decision_ || judged_ >= candidates_.size()) {
        return;
    }
    candidates_[judged_++].score = noisy(capped(score));
    if (judged_ == candidates_.size()) {
        decide();
    }
}

void OpeningPlanner::decide() {
    OpeningDecision d;
    d.step = step_;
    switch (step_) {
    case OpeningStep::Place: {
        if (candidates_.empty()) {
            // The first stone: the centre, or (not under renju26, where it must be) a point
            // next to it now and then, for variety.
            const int c = game_.board().size() / 2;
            Point p{c, c};
            if (opening_.rule() != OpeningRule::Renju26) {
                std::uniform_int_distribution<int> off(-1, 1);
                const Point q{c + off(random_), c + off(random_)};
                if (opening_.may_place(game_, q)) {
                    p = q;
                }
            }
            d.points = {p};
            break;
        }
        // The most even position after the stone (the score is the opponent's, to move).
        const auto best = std::min_element(candidates_.begin(), candidates_.end(),
                                           [](const Candidate& a, const Candidate& b) {
                                               return std::abs(a.score) < std::abs(b.score);
                                           });
        d.points = {best->point};
        break;
    }
    case OpeningStep::ChooseColour: {
        const int mover = candidates_.front().score; // for the side to move
        d.colour = mover >= 0 ? to_move_ : opponent(to_move_);
        break;
    }
    case OpeningStep::ChooseSwap2: {
        const int white = candidates_.front().score; // White is to move after three stones
        d.option = white > kClearlyBetter    ? Swap2Option::TakeWhite
                   : white < -kClearlyBetter ? Swap2Option::TakeBlack
                                             : Swap2Option::PlaceTwo;
        break;
    }
    case OpeningStep::OfferFifth: {
        // Best for Black first: the lowest score for White, to move after it. The second
        // offer must not mirror the first; Opening checks, so try them in order.
        std::vector<Candidate> sorted = candidates_;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const Candidate& a, const Candidate& b) { return a.score < b.score; });
        Game game = game_;
        Opening opening = opening_;
        for (const Candidate& c : sorted) {
            if (opening.offered(game).size() >= 2) {
                break;
            }
            if (opening.offer_fifth(game, c.point)) {
                d.points.push_back(c.point);
            }
        }
        break;
    }
    case OpeningStep::ChooseFifth: {
        // White takes the offer best for White (White to move after it).
        const auto best = std::max_element(
            candidates_.begin(), candidates_.end(),
            [](const Candidate& a, const Candidate& b) { return a.score < b.score; });
        if (best != candidates_.end()) {
            d.points = {best->point};
        }
        break;
    }
    case OpeningStep::Play:
        break;
    }
    decision_ = std::move(d);
}

OpeningDecision decide_opening(const Game& game, const Opening& opening, Level level,
                               std::uint64_t seed, const PositionJudge& judge) {
    OpeningPlanner planner(game, opening, level, seed);
    while (const SearchRequest* request = planner.next()) {
        planner.take(judge(*request, planner.limits()));
    }
    return *planner.decision();
}

PositionJudge engine_judge(Engine& engine) {
    return [&engine](const SearchRequest& request, const Limits& limits) {
        const std::atomic<bool> stop{false};
        return engine.search(request, limits, stop).score;
    };
}

} // namespace gomoku::ai
