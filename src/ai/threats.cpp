#include "threats.hpp"

#include "zobrist.hpp"

#include <algorithm>
#include <unordered_set>

namespace gomoku::ai {

bool opponent_has_winning_threat(const std::vector<Candidate>& candidates) {
    return std::any_of(candidates.begin(), candidates.end(),
                       [](const Candidate& c) { return c.theirs.makes_winning_threat(); });
}

std::vector<Candidate> threat_answers(Board& board, Rule rule, Stone side,
                                      const std::vector<Candidate>& candidates) {
    const Stone them = opponent(side);
    std::vector<Point> threat_points;
    for (const Candidate& c : candidates) {
        if (c.theirs.makes_winning_threat()) {
            threat_points.push_back(c.p);
        }
    }
    std::vector<Candidate> answers;
    for (const Candidate& c : candidates) {
        if (c.mine.forbidden) {
            continue; // renju: Black cannot answer there
        }
        if (c.mine.makes_four()) {
            answers.push_back(c);
            continue;
        }
        // Our stone can only take threats away, never create new ones for them, so it is
        // enough to look at the points that were threats before.
        board.set(c.p, side);
        const bool stopped = std::none_of(threat_points.begin(), threat_points.end(), [&](Point t) {
            return t != c.p && point_threats(board, t, rule).of(them).makes_winning_threat();
        });
        board.set(c.p, Stone::Empty);
        if (stopped) {
            answers.push_back(c);
        }
    }
    return answers;
}

namespace {

// The empty points on the lines through p where `s` would now complete a win.
int completions_through(const Board& board, Point p, Rule rule, Stone s, Point& one) {
    int count = 0;
    for (Direction d : kDirections) {
        for (int k = -4; k <= 4; ++k) {
            const Point q{p.x + k * d.dx, p.y + k * d.dy};
            if (k != 0 && board.is_empty(q) && line_shape(board, q, d, s, rule) == Shape::Five) {
                one = q;
                ++count;
            }
        }
    }
    return count;
}

class VcfSearch {
  public:
    VcfSearch(Board& board, Rule rule, Stone attacker, std::uint64_t max_nodes, SearchControl& control)
        : board_(board), rule_(rule), attacker_(attacker), defender_(opponent(attacker)),
          max_nodes_(max_nodes), control_(control), key_(position_key(board)) {}

    // True when the attacker, to move, wins by fours within `fours_left` moves.
    bool search(int fours_left, Point* first) {
        if (control_.tick() || ++nodes_ > max_nodes_) {
            return false;
        }
        const std::uint64_t memo_key = key_ ^ static_cast<std::uint64_t>(fours_left);
        if (failed_.count(memo_key) != 0) {
            return false;
        }
        struct Four {
            Point p;
            bool winning;
        };
        std::vector<Four> fours;
        int defender_fives = 0;
        Point defender_five;
        for (Point p : neighbourhood(board_)) {
            const PointThreats t = point_threats(board_, p, rule_);
            if (t.of(attacker_).makes_five()) {
                if (first) {
                    *first = p;
                }
                return true;
            }
            if (t.of(defender_).makes_five()) {
                ++defender_fives;
                defender_five = p;
            }
            if (t.of(attacker_).makes_four()) {
                fours.push_back({p, t.of(attacker_).makes_winning_threat()});
            }
        }
        if (fours_left <= 0 || defender_fives >= 2) {
            return false;
        }
        if (defender_fives == 1) {
            // The defender threatens to win: only a four that also blocks it keeps going.
            std::erase_if(fours, [&](const Four& f) { return !(f.p == defender_five); });
        }
        std::stable_partition(fours.begin(), fours.end(), [](const Four& f) { return f.winning; });
        for (const Four& f : fours) {
            if (try_four(f.p, fours_left)) {
                if (first) {
                    *first = f.p;
                }
                return true;
            }
            if (control_.stopped()) {
                return false;
            }
        }
        if (!control_.stopped() && nodes_ <= max_nodes_) {
            failed_.insert(memo_key);
        }
        return false;
    }

  private:
    bool try_four(Point p, int fours_left) {
        place(p, attacker_);
        Point reply;
        const int completions = completions_through(board_, p, rule_, attacker_, reply);
        bool won = completions >= 2; // the defender has no five of its own here
        if (completions == 1 && defender_cannot_block(reply)) {
            won = true; // renju: Black's only block is a forbidden point
        } else if (completions == 1) {
            place(reply, defender_);
            won = search(fours_left - 1, nullptr);
            remove(reply, defender_);
        }
        remove(p, attacker_);
        return won;
    }

    bool defender_cannot_block(Point p) const {
        return !is_allowed(board_, p, defender_, rule_);
    }

    void place(Point p, Stone s) {
        board_.set(p, s);
        key_ ^= stone_key(p, s);
    }
    void remove(Point p, Stone s) {
        board_.set(p, Stone::Empty);
        key_ ^= stone_key(p, s);
    }

    Board& board_;
    Rule rule_;
    Stone attacker_;
    Stone defender_;
    std::uint64_t max_nodes_;
    SearchControl& control_;
    std::uint64_t key_;
    std::uint64_t nodes_ = 0;
    std::unordered_set<std::uint64_t> failed_;
};

} // namespace

std::optional<Point> find_vcf(Board& board, Rule rule, Stone attacker, int max_fours,
                              std::uint64_t max_nodes, SearchControl& control) {
    // Deepening one four at a time finds the shortest win, and the short searches are cheap
    // next to the last one.
    VcfSearch vcf(board, rule, attacker, max_nodes, control);
    for (int fours = 1; fours <= max_fours && !control.stopped(); ++fours) {
        Point first;
        if (vcf.search(fours, &first)) {
            return first;
        }
    }
    return std::nullopt;
}

} // namespace gomoku::ai
