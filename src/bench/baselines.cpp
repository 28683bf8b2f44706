#include "baselines.hpp"

#include <cmath>
#include <vector>

namespace gomoku::bench {

namespace {

Point centre(const Board& board) {
    return {board.size() / 2, board.size() / 2};
}

Point step(Point p, Direction d, int k) {
    return {p.x + k * d.dx, p.y + k * d.dy};
}

// A uniformly random point among `points` (which is not empty).
Point pick(const std::vector<Point>& points, std::mt19937& rng) {
    return points[std::uniform_int_distribution<std::size_t>(0, points.size() - 1)(rng)];
}

// --- seed 000: the score table ------------------------------------------------------------

// The stones of `colour` touching p on one line (both sides, no gaps) and how many of the
// two cells just past them are empty.
struct Touching {
    int stones = 0;
    int open_ends = 0;
};

Touching touching(const Board& board, Point p, Direction d, Stone colour) {
    Touching t;
    for (int sign : {1, -1}) {
        int k = 1;
        while (board.inside(step(p, d, sign * k)) && board.at(step(p, d, sign * k)) == colour) {
            ++t.stones;
            ++k;
        }
        t.open_ends += board.is_empty(step(p, d, sign * k)) ? 1 : 0;
    }
    return t;
}

// The article's table, one for the stones the player must stop and one for its own; its
// own run of three with both ends open weighs more than the opponent's, the article's
// way of preferring attack.
int table_score(const Touching& t, bool own, bool makes_five) {
    if (makes_five) {
        return own ? 30000 : 20000;
    }
    switch (t.stones) {
    case 0:
        return own ? 5 : 0;
    case 1:
        return 10;
    case 2:
        return t.open_ends == 2 ? (own ? 50 : 40) : t.open_ends == 1 ? (own ? 25 : 30) : 0;
    case 3:
        return t.open_ends == 2 ? (own ? 300 : 200) : t.open_ends == 1 ? (own ? 55 : 60) : 0;
    default:
        return 0; // four or more that does not win under the rule: an overline
    }
}

int score_table_value(const Board& board, Point p, Rule rule, Stone to_move) {
    int score = 0;
    for (Direction d : kDirections) {
        for (Stone colour : {opponent(to_move), to_move}) {
            const Touching t = touching(board, p, d, colour);
            score += table_score(t, colour == to_move, run_wins(rule, colour, t.stones + 1));
        }
    }
    return score;
}

// --- seed 001: powers of ten --------------------------------------------------------------

constexpr double kFiveScore = 1e30; // above any sum of powers of ten a board can give

double direction_score(const Board& board, Point p, Direction d, Stone colour, Rule rule) {
    if (run_wins(rule, colour, run_length(board, p, d, colour))) {
        return kFiveScore;
    }
    int count = 0;
    for (int sign : {1, -1}) {
        int blanks = 0;
        for (int k = 1;; ++k) {
            const Point q = step(p, d, sign * k);
            if (!board.inside(q)) {
                count -= blanks == 0 ? 2 : 0; // the edge right behind the stones blocks them
                break;
            }
            const Stone s = board.at(q);
            if (s == colour) {
                count += blanks == 0 ? 2 : 1; // beyond a gap a stone is worth less
            } else if (s == Stone::Empty) {
                if (++blanks > 1) {
                    break; // the second empty point ends the look along this side
                }
            } else {
                count -= 2; // an opposing stone blocks this side
                break;
            }
        }
    }
    return count < 0 ? 0.0 : std::pow(10.0, count);
}

double point_score(const Board& board, Point p, Stone colour, Rule rule) {
    double sum = 0;
    for (Direction d : kDirections) {
        sum += direction_score(board, p, d, colour, rule);
    }
    return sum;
}

struct Scored {
    Point p;
    double own;
    double other;
};

// The points of `points` whose `key` is highest.
template <class Key> std::vector<Scored> best_by(const std::vector<Scored>& points, Key key) {
    std::vector<Scored> best;
    for (const Scored& s : points) {
        if (best.empty() || key(s) > key(best.front())) {
            best.assign(1, s);
        } else if (key(s) == key(best.front())) {
            best.push_back(s);
        }
    }
    return best;
}

std::vector<Point> allowed_points(const Board& board, Rule rule, Stone to_move) {
    std::vector<Point> points;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (is_allowed(board, {x, y}, to_move, rule)) {
                points.push_back({x, y});
            }
        }
    }
    return points;
}

} // namespace

Point score_table_move(const Board& board, Rule rule, Stone to_move, std::mt19937& rng) {
    if (board.stone_count() == 0) {
        return centre(board);
    }
    std::vector<Point> best;
    int best_score = -1;
    for (Point p : allowed_points(board, rule, to_move)) {
        const int score = score_table_value(board, p, rule, to_move);
        if (score > best_score) {
            best_score = score;
            best.assign(1, p);
        } else if (score == best_score) {
            best.push_back(p);
        }
    }
    return best.empty() ? kNoPoint : pick(best, rng);
}

Point power_of_ten_move(const Board& board, Rule rule, Stone to_move, std::mt19937& rng) {
    if (board.stone_count() == 0) {
        return centre(board);
    }
    std::vector<Scored> scored;
    for (Point p : allowed_points(board, rule, to_move)) {
        scored.push_back({p, point_score(board, p, to_move, rule),
                          point_score(board, p, opponent(to_move), rule)});
    }
    if (scored.empty()) {
        return kNoPoint;
    }
    const auto own = [](const Scored& s) { return s.own; };
    const auto other = [](const Scored& s) { return s.other; };
    const double best_own = best_by(scored, own).front().own;
    const double best_other = best_by(scored, other).front().other;
    // Attack where our best is at least the opponent's best, else defend; the article
    // settles a tie in favour of attack.
    const std::vector<Scored> chosen = best_own >= best_other
                                           ? best_by(best_by(scored, own), other)
                                           : best_by(best_by(scored, other), own);
    std::vector<Point> points;
    for (const Scored& s : chosen) {
        points.push_back(s.p);
    }
    return pick(points, rng);
}

std::string_view baseline_id(Baseline baseline) {
    switch (baseline) {
    case Baseline::ScoreTable:
        return "score_table";
    case Baseline::PowerOfTen:
        return "power_of_ten";
    case Baseline::Negamax:
        return "negamax";
    }
    return "score_table";
}

Point baseline_move(Baseline baseline, const Board& board, Rule rule, Stone to_move,
                    std::mt19937& rng, Point opponent_last) {
    switch (baseline) {
    case Baseline::ScoreTable:
        return score_table_move(board, rule, to_move, rng);
    case Baseline::PowerOfTen:
        return power_of_ten_move(board, rule, to_move, rng);
    case Baseline::Negamax:
        return negamax_move(board, rule, to_move, rng, opponent_last);
    }
    return kNoPoint;
}

} // namespace gomoku::bench
