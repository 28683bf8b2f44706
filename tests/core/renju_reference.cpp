#include "renju_reference.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

// Definitions used below, all for Black and all along one line direction:
//  - a FIVE is a run of exactly five stones; six or more is an OVERLINE.
//  - a FOUR made by the move is a set of four stones, p among them, that one more stone on
//    an empty point of the line turns into an exact five. The same four stones may have two
//    such points (the open four _XXXX_): it is still one four. Different sets of four stones
//    on one line (X_XXX_X, XX_XX_XX, XXX_X_XXX) are different fours.
//  - a THREE made by the move: on a line without a four made by the move, an empty point q
//    such that a stone on q makes a STRAIGHT FOUR (a run of exactly four stones holding p and
//    q, both ends empty points of the board, and a stone on either end makes an exact five),
//    and q is not itself forbidden in the position with p played.

namespace gomoku::reference {

namespace {

// The whole board line through p along d, from one edge to the other (a fixed array rather
// than a vector only to keep the allocator out of the differential test's run time).
struct Line {
    std::array<Point, Board::kMaxSize> cells;
    int size = 0;
    int p_index = 0;
    Point at(int i) const { return cells[static_cast<std::size_t>(i)]; }
};

Line line_through(const Board& board, Point p, Direction d) {
    Point start = p;
    while (board.inside({start.x - d.dx, start.y - d.dy})) {
        start = {start.x - d.dx, start.y - d.dy};
    }
    Line line;
    for (Point q = start; board.inside(q); q = {q.x + d.dx, q.y + d.dy}) {
        if (q == p) {
            line.p_index = line.size;
        }
        line.cells[static_cast<std::size_t>(line.size++)] = q;
    }
    return line;
}

bool black_at(const Board& board, const Line& line, int i) {
    return i >= 0 && i < line.size && board.at(line.at(i)) == Stone::Black;
}

bool empty_at(const Board& board, const Line& line, int i) {
    return i >= 0 && i < line.size && board.at(line.at(i)) == Stone::Empty;
}

// The Black run holding index i (which must be Black): [first, last].
struct Run {
    int first;
    int last;
    int length() const { return last - first + 1; }
    bool holds(int i) const { return first <= i && i <= last; }
};

Run run_at(const Board& board, const Line& line, int i) {
    Run r{i, i};
    while (black_at(board, line, r.first - 1)) {
        --r.first;
    }
    while (black_at(board, line, r.last + 1)) {
        ++r.last;
    }
    return r;
}

// Puts Black on line index i for the lifetime of the object, then empties it again.
class Tentative {
  public:
    Tentative(Board& board, const Line& line, int i) : board_(board), point_(line.at(i)) {
        board_.set(point_, Stone::Black);
    }
    ~Tentative() { board_.set(point_, Stone::Empty); }
    Tentative(const Tentative&) = delete;
    Tentative& operator=(const Tentative&) = delete;

  private:
    Board& board_;
    Point point_;
};

// Would a Black stone on the empty index i make an exact five?
bool stone_makes_five(Board& board, const Line& line, int i) {
    Tentative t(board, line, i);
    return run_at(board, line, i).length() == 5;
}

// Number of different fours through p on this line (board holds p already).
int count_fours(Board& board, const Line& line) {
    // Each four as a bit set of line indices; there is at most one per empty point.
    std::array<std::uint32_t, Board::kMaxSize> fours{};
    int count = 0;
    for (int q = 0; q < line.size; ++q) {
        if (!empty_at(board, line, q)) {
            continue;
        }
        Tentative t(board, line, q);
        const Run run = run_at(board, line, q);
        if (run.length() == 5 && run.holds(line.p_index)) {
            std::uint32_t stones = 0;
            for (int i = run.first; i <= run.last; ++i) {
                if (i != q) {
                    stones |= std::uint32_t{1} << i;
                }
            }
            if (std::find(fours.begin(), fours.begin() + count, stones) == fours.begin() + count) {
                fours[static_cast<std::size_t>(count++)] = stones;
            }
        }
    }
    return count;
}

Forbidden judge(Board& board, Point p);

// Is there a three through p on this line (board holds p already)?
bool has_three(Board& board, const Line& line) {
    for (int q = 0; q < line.size; ++q) {
        if (!empty_at(board, line, q)) {
            continue;
        }
        bool straight_four = false;
        {
            Tentative t(board, line, q);
            const Run run = run_at(board, line, q);
            straight_four = run.length() == 4 && run.holds(line.p_index) &&
                            empty_at(board, line, run.first - 1) &&
                            empty_at(board, line, run.last + 1) &&
                            stone_makes_five(board, line, run.first - 1) &&
                            stone_makes_five(board, line, run.last + 1);
        }
        // q is judged in the position with p played (and q still empty).
        if (straight_four && judge(board, line.at(q)) == Forbidden::None) {
            return true;
        }
    }
    return false;
}

// The verdict for Black on the empty point p of `board` (which is modified and restored).
Forbidden judge(Board& board, Point p) {
    board.set(p, Stone::Black);
    Line lines[4];
    for (int d = 0; d < 4; ++d) {
        lines[d] = line_through(board, p, kDirections[d]);
    }
    Forbidden verdict = Forbidden::None;
    bool five = false;
    bool overline = false;
    for (const Line& line : lines) {
        const int length = run_at(board, line, line.p_index).length();
        five = five || length == 5;
        overline = overline || length >= 6;
    }
    if (five) {
        verdict = Forbidden::None;
    } else if (overline) {
        verdict = Forbidden::Overline;
    } else {
        int fours = 0;
        bool four_on[4] = {};
        for (int d = 0; d < 4; ++d) {
            const int k = count_fours(board, lines[d]);
            four_on[d] = k > 0;
            fours += k;
        }
        if (fours >= 2) {
            verdict = Forbidden::DoubleFour;
        } else {
            int threes = 0;
            for (int d = 0; d < 4; ++d) {
                if (!four_on[d] && has_three(board, lines[d])) {
                    ++threes;
                }
            }
            verdict = threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
        }
    }
    board.set(p, Stone::Empty);
    return verdict;
}

} // namespace

Forbidden reference_forbidden_kind(const Board& board, Point p) {
    if (!board.is_empty(p)) {
        return Forbidden::None;
    }
    Board copy = board;
    return judge(copy, p);
}

} // namespace gomoku::reference
