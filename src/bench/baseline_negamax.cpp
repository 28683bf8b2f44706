// The negamax baseline (seed 004): see baselines.hpp.

#include "baselines.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string_view>
#include <vector>

namespace gomoku::bench {

namespace {

constexpr int kDepth = 3;
constexpr std::int64_t kWin = 1'000'000'000; // above any evaluation
constexpr std::int64_t kInfinity = std::numeric_limits<std::int64_t>::max() / 2;

// The article's evaluation model: patterns along a line, 1 own stone, 0 empty, 2 blocked
// (opposing stone or the edge), each with a weight.
struct Pattern {
    std::string_view cells;
    std::int64_t score;
};
// clang-format off
constexpr Pattern kPatterns[] = {
    {"11111", 10'000'000},                                                    // five
    {"011110", 100'000},                                                      // live four
    {"211110", 10'000}, {"011112", 10'000}, {"10111", 10'000},                // blocked four
    {"11011", 10'000},  {"11101", 10'000},                                    //
    {"01110", 1'000},   {"010110", 1'000},  {"011010", 1'000},                // live three
    {"211100", 100},    {"001112", 100},    {"211010", 100},  {"010112", 100}, // blocked three
    {"210110", 100},    {"011012", 100},    {"10011", 100},   {"11001", 100}, //
    {"10101", 100},                                                           //
    {"001100", 100},    {"01010", 100},     {"010010", 100},                  // live two
    {"211000", 10},     {"000112", 10},     {"210100", 10},   {"001012", 10}, // blocked two
    {"210010", 10},     {"010012", 10},                                       //
};
// clang-format on

constexpr int kWindow = 6;
constexpr int kCodes = 729; // 3^6: a window of six cells, each 0, 1 or 2

// The score of the patterns that start at the first cell of a window, for every window.
std::array<std::int64_t, kCodes> make_window_scores() {
    std::array<std::int64_t, kCodes> scores{};
    for (int code = 0; code < kCodes; ++code) {
        std::array<char, kWindow> cells{};
        for (int i = 0, c = code; i < kWindow; ++i, c /= 3) {
            cells[static_cast<std::size_t>(i)] = static_cast<char>('0' + c % 3);
        }
        for (const Pattern& pattern : kPatterns) {
            if (std::equal(pattern.cells.begin(), pattern.cells.end(), cells.begin())) {
                scores[static_cast<std::size_t>(code)] += pattern.score;
            }
        }
    }
    return scores;
}

// Negamax over one board copy. Each line's pattern score is kept per colour and updated
// for the four lines through a move, so a leaf costs nothing extra to evaluate.
class NegamaxSearch {
  public:
    NegamaxSearch(const Board& board, Rule rule) : board_(board), rule_(rule) {
        const int n = board_.size();
        line_score_.assign(static_cast<std::size_t>(6 * n - 2),
                           {0, 0}); // rows, columns, 2 x diagonals
        for (int family = 0; family < 4; ++family) {
            for (Point start : line_starts(family)) {
                rescore(family, start);
            }
        }
    }

    Point best_move(Stone to_move, Point opponent_last, std::mt19937& rng) {
        std::vector<Point> moves = candidates(to_move);
        std::shuffle(moves.begin(), moves.end(), rng); // equal moves vary from game to game
        order_near(moves, opponent_last);
        Point best = moves.empty() ? kNoPoint : moves.front();
        std::int64_t alpha = -kInfinity;
        for (Point m : moves) {
            const std::int64_t value = value_of(m, to_move, kDepth, alpha, kInfinity);
            if (value > alpha) {
                alpha = value;
                best = m;
            }
        }
        return best;
    }

  private:
    // The value for `mover` of playing m, searched `depth` plies including m.
    std::int64_t value_of(Point m, Stone mover, int depth, std::int64_t alpha, std::int64_t beta) {
        place(m, mover);
        std::int64_t value;
        if (!winning_run(board_, m, rule_).empty()) {
            value = kWin + depth; // a sooner win is better
        } else if (depth == 1) {
            value = evaluation(mover);
        } else {
            value = -negamax(opponent(mover), depth - 1, -beta, -alpha, m);
        }
        remove(m);
        return value;
    }

    std::int64_t negamax(Stone to_move, int depth, std::int64_t alpha, std::int64_t beta,
                         Point last) {
        std::vector<Point> moves = candidates(to_move);
        if (moves.empty()) {
            return 0; // no move: a draw
        }
        order_near(moves, last);
        for (Point m : moves) {
            const std::int64_t value = value_of(m, to_move, depth, alpha, beta);
            if (value >= beta) {
                return beta;
            }
            alpha = std::max(alpha, value);
        }
        return alpha;
    }

    std::int64_t evaluation(Stone side) const {
        std::int64_t own = 0;
        std::int64_t other = 0;
        for (const auto& score : line_score_) {
            own += score[side == Stone::Black ? 0 : 1];
            other += score[side == Stone::Black ? 1 : 0];
        }
        return own - other;
    }

    // Empty points next to a stone (distance 2 when none is at distance 1), legal for
    // `to_move`; the centre on an empty board.
    std::vector<Point> candidates(Stone to_move) const {
        std::vector<Point> moves;
        for (int reach = 1; reach <= 2 && moves.empty(); ++reach) {
            for (int y = 0; y < board_.size(); ++y) {
                for (int x = 0; x < board_.size(); ++x) {
                    const Point p{x, y};
                    if (board_.at(p) == Stone::Empty && has_stone_within(p, reach) &&
                        is_allowed(board_, p, to_move, rule_)) {
                        moves.push_back(p);
                    }
                }
            }
        }
        if (moves.empty() && board_.stone_count() == 0) {
            moves.push_back({board_.size() / 2, board_.size() / 2});
        }
        return moves;
    }

    bool has_stone_within(Point p, int reach) const {
        for (int dy = -reach; dy <= reach; ++dy) {
            for (int dx = -reach; dx <= reach; ++dx) {
                const Point q{p.x + dx, p.y + dy};
                if (board_.inside(q) && board_.at(q) != Stone::Empty) {
                    return true;
                }
            }
        }
        return false;
    }

    // The points around the opponent's last move go to the front of the queue.
    static void order_near(std::vector<Point>& moves, Point last) {
        if (last == kNoPoint) {
            return;
        }
        std::stable_partition(moves.begin(), moves.end(), [last](Point p) {
            return std::abs(p.x - last.x) <= 1 && std::abs(p.y - last.y) <= 1;
        });
    }

    void place(Point p, Stone s) {
        board_.set(p, s);
        rescore_lines_through(p);
    }
    void remove(Point p) {
        board_.set(p, Stone::Empty);
        rescore_lines_through(p);
    }

    // Lines are numbered per family (direction) by their first point on the board.
    std::vector<Point> line_starts(int family) const {
        const int n = board_.size();
        std::vector<Point> starts;
        for (int i = 0; i < n; ++i) {
            switch (family) {
            case 0: // rows
                starts.push_back({0, i});
                break;
            case 1: // columns
                starts.push_back({i, 0});
                break;
            case 2: // diagonals up-right: from the left edge and the bottom edge
                starts.push_back({0, i});
                if (i > 0) {
                    starts.push_back({i, 0});
                }
                break;
            default: // diagonals down-right: from the left edge and the top edge
                starts.push_back({0, i});
                if (i > 0) {
                    starts.push_back({i, n - 1});
                }
                break;
            }
        }
        return starts;
    }

    Point line_start(int family, Point p) const {
        const Direction d = kDirections[family];
        while (board_.inside({p.x - d.dx, p.y - d.dy})) {
            p = {p.x - d.dx, p.y - d.dy};
        }
        return p;
    }

    // Rows take 0..n-1, columns n..2n-1, then 2n-1 diagonals of each kind.
    std::size_t line_index(int family, Point start) const {
        const int n = board_.size();
        const int diagonal = start.x == 0 ? start.y : n - 1 + start.x;
        const int index = family == 0   ? start.y
                          : family == 1 ? n + start.x
                          : family == 2 ? 2 * n + diagonal
                                        : 4 * n - 1 + diagonal;
        return static_cast<std::size_t>(index);
    }

    void rescore_lines_through(Point p) {
        for (int family = 0; family < 4; ++family) {
            rescore(family, line_start(family, p));
        }
    }

    void rescore(int family, Point start) {
        static const std::array<std::int64_t, kCodes> window_scores = make_window_scores();
        const Direction d = kDirections[family];
        std::vector<Stone> cells;
        for (Point q = start; board_.inside(q); q = {q.x + d.dx, q.y + d.dy}) {
            cells.push_back(board_.at(q));
        }
        auto& score = line_score_[line_index(family, start)];
        score = {0, 0};
        const int length = static_cast<int>(cells.size());
        if (length < 5) {
            return; // no five fits: nothing on this line counts
        }
        for (int colour = 0; colour < 2; ++colour) {
            const Stone own = colour == 0 ? Stone::Black : Stone::White;
            // Windows start one cell before the line so a blocked edge can open a pattern.
            for (int first = -1; first + 5 <= length; ++first) {
                int code = 0;
                for (int i = kWindow - 1; i >= 0; --i) {
                    const int at = first + i;
                    const int cell = at < 0 || at >= length                                ? 2
                                     : cells[static_cast<std::size_t>(at)] == own          ? 1
                                     : cells[static_cast<std::size_t>(at)] == Stone::Empty ? 0
                                                                                           : 2;
                    code = code * 3 + cell;
                }
                score[static_cast<std::size_t>(colour)] +=
                    window_scores[static_cast<std::size_t>(code)];
            }
        }
    }

    Board board_;
    Rule rule_;
    std::vector<std::array<std::int64_t, 2>> line_score_; // per line: Black's, White's
};

} // namespace

Point negamax_move(const Board& board, Rule rule, Stone to_move, std::mt19937& rng,
                   Point opponent_last) {
    return NegamaxSearch(board, rule).best_move(to_move, opponent_last, rng);
}

} // namespace gomoku::bench
