#include "patterns.hpp"

#include <array>
#include <vector>

namespace gomoku::ai {

namespace {

constexpr std::array<int, kWindowCells + 1> kPow3 = [] {
    std::array<int, kWindowCells + 1> p{};
    p[0] = 1;
    for (int i = 1; i <= kWindowCells; ++i) {
        p[i] = p[i - 1] * 3;
    }
    return p;
}();

constexpr std::uint8_t kUnknown = 0xFF;

// Builds one table by memoised recursion: the shape of a window depends on the shapes of
// the windows with one more own stone, and every index is visited once.
class TableBuilder {
  public:
    explicit TableBuilder(bool overline_wins) : overline_wins_(overline_wins), memo_(kWindowCount, kUnknown) {}

    std::vector<std::uint8_t> build() {
        for (int i = 0; i < kWindowCount; ++i) {
            shape(i);
        }
        return std::move(memo_);
    }

  private:
    static Cell cell(int index, int offset) {
        return static_cast<Cell>(index / kPow3[window_digit(offset)] % 3);
    }
    static int with_own(int index, int offset) { return index + kPow3[window_digit(offset)]; }

    bool wins(int length) const { return length == 5 || (length > 5 && overline_wins_); }

    // Length of the run of own stones through the centre (which counts as own).
    static int run_through_centre(int index) {
        int length = 1;
        for (int k = 1; k <= kReach && cell(index, k) == Cell::Own; ++k) {
            ++length;
        }
        for (int k = 1; k <= kReach && cell(index, -k) == Cell::Own; ++k) {
            ++length;
        }
        return length;
    }

    // Empty points that would complete a winning run through the centre. Such a run lies
    // within offsets -4..4, so the window also holds the cells that bound it.
    int completion_points(int index) const {
        int count = 0;
        for (int k = -(kReach - 1); k <= kReach - 1; ++k) {
            if (k != 0 && cell(index, k) == Cell::Empty && wins(run_through_centre(with_own(index, k)))) {
                ++count;
            }
        }
        return count;
    }

    Shape shape(int index) {
        if (memo_[index] != kUnknown) {
            return static_cast<Shape>(memo_[index]);
        }
        const Shape result = compute(index);
        memo_[index] = static_cast<std::uint8_t>(result);
        return result;
    }

    Shape compute(int index) {
        const int run = run_through_centre(index);
        if (wins(run)) {
            return Shape::Five;
        }
        if (run > 5) {
            return Shape::Overline;
        }
        const int completions = completion_points(index);
        if (completions >= 2) {
            return Shape::OpenFour;
        }
        if (completions == 1) {
            return Shape::Four;
        }
        // One more stone: the best shape it can lead to decides what this one is.
        Shape best_next = Shape::None;
        for (int k = -(kReach - 1); k <= kReach - 1; ++k) {
            if (k != 0 && cell(index, k) == Cell::Empty) {
                const Shape next = shape(with_own(index, k));
                if (next > best_next && next != Shape::Five) {
                    best_next = next;
                }
            }
        }
        switch (best_next) {
        case Shape::OpenFour:
            return Shape::OpenThree;
        case Shape::Four:
            return Shape::Three;
        case Shape::OpenThree:
            return Shape::OpenTwo;
        case Shape::Three:
            return Shape::Two;
        default:
            return Shape::None;
        }
    }

    bool overline_wins_;
    std::vector<std::uint8_t> memo_;
};

} // namespace

std::string_view shape_name(Shape shape) {
    switch (shape) {
    case Shape::None:
        return "none";
    case Shape::Overline:
        return "overline";
    case Shape::Two:
        return "two";
    case Shape::OpenTwo:
        return "open two";
    case Shape::Three:
        return "three";
    case Shape::OpenThree:
        return "open three";
    case Shape::Four:
        return "four";
    case Shape::OpenFour:
        return "open four";
    case Shape::Five:
        return "five";
    }
    return "none";
}

const std::uint8_t* shape_table(bool overline_wins) {
    // Function-local statics: built once, thread-safe, read-only afterwards.
    if (overline_wins) {
        static const std::vector<std::uint8_t> freestyle = TableBuilder(true).build();
        return freestyle.data();
    }
    static const std::vector<std::uint8_t> exact = TableBuilder(false).build();
    return exact.data();
}

const std::uint8_t* shape_table(Rule rule, Stone stone) {
    return shape_table(run_wins(rule, stone, 6));
}

WindowPair window_indices(const Board& board, Point p, Direction d) {
    WindowPair w;
    for (int k = -kReach; k <= kReach; ++k) {
        if (k == 0) {
            continue;
        }
        const Point q{p.x + k * d.dx, p.y + k * d.dy};
        const int digit = kPow3[window_digit(k)];
        if (!board.inside(q)) {
            w.black += 2 * digit;
            w.white += 2 * digit;
            continue;
        }
        switch (board.at(q)) {
        case Stone::Empty:
            break;
        case Stone::Black:
            w.black += digit;
            w.white += 2 * digit;
            break;
        case Stone::White:
            w.black += 2 * digit;
            w.white += digit;
            break;
        }
    }
    return w;
}

Shape line_shape(const Board& board, Point p, Direction d, Stone stone, Rule rule) {
    const WindowPair w = window_indices(board, p, d);
    const int index = stone == Stone::Black ? w.black : w.white;
    return static_cast<Shape>(shape_table(rule, stone)[index]);
}

} // namespace gomoku::ai
