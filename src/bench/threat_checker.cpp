#include "threat_checker.hpp"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace gomoku::bench {

namespace {

constexpr int kFiveSpan = 4; // a five through a point lies within four points of it

Point step(Point p, Direction d, int k) {
    return {p.x + k * d.dx, p.y + k * d.dy};
}

// Cheap filter before the exact test: can a stone on p be part of a five of `s` with
// three stones of `s` already standing within reach on one line?
bool could_make_four(const Board& board, Point p, Stone s) {
    for (Direction d : kDirections) {
        int own = 0;
        for (int sign : {-1, 1}) {
            for (int k = 1; k <= kFiveSpan; ++k) {
                const Point q = step(p, d, sign * k);
                if (!board.inside(q) || board.at(q) == opponent(s)) {
                    break;
                }
                own += board.at(q) == s ? 1 : 0;
            }
        }
        if (own >= 3) {
            return true;
        }
    }
    return false;
}

std::uint64_t mix(std::uint64_t x) { // splitmix64 finaliser: a fixed key per (point, stone)
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Searches wins by continuous fours on its own copy of the board.
class VcfSearch {
  public:
    VcfSearch(const Board& board, Stone attacker, Rule rule)
        : board_(board), rule_(rule), attacker_(attacker), defender_(opponent(attacker)) {
        for (int y = 0; y < board_.size(); ++y) {
            for (int x = 0; x < board_.size(); ++x) {
                if (board_.at({x, y}) != Stone::Empty) {
                    hash_ ^= key({x, y}, board_.at({x, y}));
                }
            }
        }
    }

    // Iterative deepening on the number of attacker stones, so the first line found is a
    // shortest one. `first`, when given, is forced as the first attacking move.
    std::optional<ForcedLine> shortest(int max_plies, std::optional<Point> first) {
        const int max_stones = (max_plies + 1) / 2;
        for (int stones = 1; stones <= max_stones; ++stones) {
            line_.clear();
            if (first ? attack_with(*first, stones) : attack(stones)) {
                return ForcedLine{line_};
            }
        }
        return std::nullopt;
    }

  private:
    static std::uint64_t key(Point p, Stone s) {
        return mix(static_cast<std::uint64_t>(p.y * 64 + p.x) * 3 + static_cast<std::uint64_t>(s));
    }
    void place(Point p, Stone s) {
        board_.set(p, s);
        hash_ ^= key(p, s);
    }
    void remove(Point p) {
        hash_ ^= key(p, board_.at(p));
        board_.set(p, Stone::Empty);
    }

    // Attacker to move with `stones` stones left to play (the five included).
    bool attack(int stones) {
        if (stones <= 0) {
            return false;
        }
        const std::vector<Point> own = winning_points(board_, attacker_, rule_);
        if (!own.empty()) {
            line_.push_back(own.front());
            return true;
        }
        const std::vector<Point> threats = winning_points(board_, defender_, rule_);
        if (stones < 2 || threats.size() >= 2) {
            return false;
        }
        const auto known = failed_.find(hash_);
        if (known != failed_.end() && known->second >= stones) {
            return false;
        }
        bool won = false;
        if (threats.size() == 1) {
            // The defender has a four: the attacker must block it, and only a block that is
            // itself a four keeps the attack going.
            won = attack_with(threats.front(), stones);
        } else {
            for (int y = 0; y < board_.size() && !won; ++y) {
                for (int x = 0; x < board_.size() && !won; ++x) {
                    const Point p{x, y};
                    won = board_.at(p) == Stone::Empty && could_make_four(board_, p, attacker_) &&
                          attack_with(p, stones);
                }
            }
        }
        if (!won) {
            failed_[hash_] = std::max(failed_[hash_], stones);
        }
        return won;
    }

    bool attack_with(Point p, int stones) {
        if (!is_allowed(board_, p, attacker_, rule_)) {
            return false;
        }
        if (makes_win(board_, p, attacker_, rule_)) {
            line_.push_back(p);
            return true;
        }
        return stones >= 2 && four_then_defend(p, stones);
    }

    // The attacker plays p; if it is a four the defender answers on its winning point.
    bool four_then_defend(Point p, int stones) {
        place(p, attacker_);
        const std::vector<Point> fives = winning_points(board_, attacker_, rule_);
        bool won = false;
        if (!fives.empty() && winning_points(board_, defender_, rule_).empty()) {
            line_.push_back(p);
            const Point block = fives.front();
            if (fives.size() >= 2 || !is_allowed(board_, block, defender_, rule_)) {
                // Two fives to stop, or the only stop is forbidden: the next move wins.
                const Point five = fives.size() >= 2 ? fives[1] : block;
                line_.push_back(fives.size() >= 2 ? block : kNoPoint); // kNoPoint: cannot block
                line_.push_back(five);
                won = true;
            } else {
                place(block, defender_);
                line_.push_back(block);
                won = attack(stones - 1);
                if (!won) {
                    line_.pop_back();
                }
                remove(block);
            }
            if (!won) {
                line_.pop_back();
            }
        }
        remove(p);
        return won;
    }

    Board board_;
    Rule rule_;
    Stone attacker_;
    Stone defender_;
    std::uint64_t hash_ = 0;
    std::unordered_map<std::uint64_t, int> failed_; // position -> most stones it failed with
    std::vector<Point> line_;
};

constexpr int kLossProofVcfPlies = 21;

std::uint64_t board_key(const Board& board, Stone mover, int depth) {
    std::uint64_t h =
        mix(static_cast<std::uint64_t>(mover) * 64 + static_cast<std::uint64_t>(depth));
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (board.at({x, y}) != Stone::Empty) {
                h ^= mix(static_cast<std::uint64_t>(y * 64 + x) * 3 +
                         static_cast<std::uint64_t>(board.at({x, y})));
            }
        }
    }
    return h;
}

// The points a quiet stone of the defender must touch to spoil `line`, a VCF of `attacker`
// (not under renju, where a stone far away can change what is forbidden): the line's
// own points, every winning point the attacker gets on the way (the defender could stand
// on one), and every point within five-reach of a defending stone of the line (a quiet
// stone there could join the forced answers into a four of the defender's own).
std::vector<bool> spoiling_zone(Board board, const ForcedLine& line, Stone attacker, Rule rule) {
    const int size = board.size();
    std::vector<bool> zone(static_cast<std::size_t>(size * size), false);
    const auto mark = [&](Point p) {
        if (board.inside(p)) {
            zone[static_cast<std::size_t>(p.y * size + p.x)] = true;
        }
    };
    Stone mover = attacker;
    for (Point p : line.moves) {
        mark(p);
        if (p != kNoPoint && board.is_empty(p)) {
            board.set(p, mover);
            if (mover == attacker) {
                for (Point w : winning_points(board, attacker, rule)) {
                    mark(w);
                }
            } else {
                for (Direction d : kDirections) {
                    for (int k = -kFiveSpan; k <= kFiveSpan; ++k) {
                        mark(step(p, d, k));
                    }
                }
            }
        }
        mover = opponent(mover);
    }
    return zone;
}

// The zone of the opponent's shortest VCF were `mover` to pass, or nothing when there is
// none (or the rule is renju): a quiet move of `mover` outside it loses to that VCF.
std::optional<std::vector<bool>> quiet_move_zone(const Board& board, Stone mover, Rule rule) {
    if (rule == Rule::Renju) {
        return std::nullopt;
    }
    const auto line = shortest_vcf(board, opponent(mover), rule, kLossProofVcfPlies);
    if (!line) {
        return std::nullopt;
    }
    return spoiling_zone(board, *line, opponent(mover), rule);
}

// Proves losses by brute force: see proves_move_loses.
class LossProver {
  public:
    LossProver(const Board& board, Rule rule) : board_(board), rule_(rule) {}

    bool move_loses(Point m, Stone mover, int four_depth,
                    const std::vector<bool>* safe_zone = nullptr) {
        if (!is_allowed(board_, m, mover, rule_) || makes_win(board_, m, mover, rule_)) {
            return false;
        }
        board_.set(m, mover);
        const bool outside_zone =
            safe_zone != nullptr &&
            !(*safe_zone)[static_cast<std::size_t>(m.y * board_.size() + m.x)];
        const bool lost = after_move_loses(mover, four_depth, outside_zone);
        board_.set(m, Stone::Empty);
        return lost;
    }

    bool every_move_loses(Stone mover, int four_depth) {
        const std::uint64_t key = board_key(board_, mover, four_depth);
        if (const auto known = memo_.find(key); known != memo_.end()) {
            return known->second;
        }
        const std::optional<std::vector<bool>> zone = quiet_move_zone(board_, mover, rule_);
        bool any_move = false;
        bool all_lose = true;
        for (int y = 0; y < board_.size() && all_lose; ++y) {
            for (int x = 0; x < board_.size() && all_lose; ++x) {
                const Point p{x, y};
                if (is_allowed(board_, p, mover, rule_)) {
                    any_move = true;
                    all_lose = move_loses(p, mover, four_depth, zone ? &*zone : nullptr);
                }
            }
        }
        memo_[key] = any_move && all_lose;
        return any_move && all_lose;
    }

  private:
    // `mover` has just moved; does it lose? `outside_zone`: the move cannot spoil the
    // opponent's VCF found before it.
    bool after_move_loses(Stone mover, int four_depth, bool outside_zone) {
        const Stone other = opponent(mover);
        if (!winning_points(board_, other, rule_).empty()) {
            return true;
        }
        const std::vector<Point> fives = winning_points(board_, mover, rule_);
        if (fives.size() >= 2) {
            return false;
        }
        if (fives.size() == 1) {
            // A four: the answer is forced, then every move of `mover` must lose again.
            const Point block = fives.front();
            if (four_depth <= 0 || !is_allowed(board_, block, other, rule_)) {
                return false;
            }
            board_.set(block, other);
            const bool lost = every_move_loses(mover, four_depth - 1);
            board_.set(block, Stone::Empty);
            return lost;
        }
        return outside_zone || shortest_vcf(board_, other, rule_, kLossProofVcfPlies).has_value();
    }

    Board board_;
    Rule rule_;
    std::unordered_map<std::uint64_t, bool> memo_;
};

} // namespace

bool makes_win(const Board& board, Point p, Stone s, Rule rule) {
    if (!board.is_empty(p)) {
        return false;
    }
    for (Direction d : kDirections) {
        if (run_wins(rule, s, run_length(board, p, d, s))) {
            return true;
        }
    }
    return false;
}

std::vector<Point> winning_points(const Board& board, Stone s, Rule rule) {
    std::vector<Point> found;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (makes_win(board, {x, y}, s, rule)) {
                found.push_back({x, y});
            }
        }
    }
    return found;
}

std::vector<Point> win_in_3_moves(const Board& board, Stone s, Rule rule) {
    std::vector<Point> moves;
    Board after = board;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p{x, y};
            if (!is_allowed(board, p, s, rule) || makes_win(board, p, s, rule)) {
                continue;
            }
            after.set(p, s);
            const std::vector<Point> fives = winning_points(after, s, rule);
            const bool unstoppable =
                fives.size() >= 2 ||
                (fives.size() == 1 && !is_allowed(after, fives.front(), opponent(s), rule));
            if (unstoppable && winning_points(after, opponent(s), rule).empty()) {
                moves.push_back(p);
            }
            after.set(p, Stone::Empty);
        }
    }
    return moves;
}

std::optional<ForcedLine> shortest_vcf(const Board& board, Stone attacker, Rule rule, int max_plies,
                                       std::optional<Point> first) {
    return VcfSearch(board, attacker, rule).shortest(max_plies, first);
}

bool proves_move_loses(const Board& board, Stone mover, Rule rule, Point m, int four_depth) {
    return LossProver(board, rule).move_loses(m, mover, four_depth);
}

bool proves_every_move_loses(const Board& board, Stone mover, Rule rule, int four_depth) {
    return LossProver(board, rule).every_move_loses(mover, four_depth);
}

std::vector<Point> unproved_losses(const Board& board, Stone mover, Rule rule, int four_depth) {
    LossProver prover(board, rule);
    const std::optional<std::vector<bool>> zone = quiet_move_zone(board, mover, rule);
    std::vector<Point> left;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p{x, y};
            if (is_allowed(board, p, mover, rule) &&
                !prover.move_loses(p, mover, four_depth, zone ? &*zone : nullptr)) {
                left.push_back(p);
            }
        }
    }
    return left;
}

} // namespace gomoku::bench
