#include "renju.hpp"

#include <array>
#include <cstdint>
#include <optional>

namespace gomoku {

std::string_view forbidden_name(Forbidden kind) {
    switch (kind) {
    case Forbidden::None:
        return "none";
    case Forbidden::DoubleThree:
        return "double three";
    case Forbidden::DoubleFour:
        return "double four";
    case Forbidden::Overline:
        return "overline";
    }
    return "none";
}

namespace {

// Everything a renju referee needs from one line is decided by the ten cells within five
// points of the move on either side: the longest thing asked about is a straight four
// (four stones within three points of the move, its ends within four) whose ends must not
// touch a further Black stone (five points away). So each line through the move is read as
// a base-3 number of those ten cells and looked up in a table built once.
constexpr int kReach = 5;
constexpr int kWindow = 2 * kReach + 1; // the move sits at index kReach
constexpr int kLineCodes = 59049;       // 3^10

enum Cell : std::uint8_t { kEmpty = 0, kBlack = 1, kBlocked = 2 }; // Blocked: White or edge

// What a Black stone in the middle of a line makes along that line.
struct LineVerdict {
    bool five = false;     // an exact five through the move
    bool overline = false; // six or more through the move
    std::uint8_t fours = 0;
    // Offsets (bit i = offset i - kReach) of empty points where one more Black stone turns
    // the line into a straight four through the move. Only filled when the line holds no
    // four: a line with a four made by the move is not also a three.
    std::uint16_t three_completions = 0;
};

using Window = std::array<Cell, kWindow>;

// Length of the run of Black stones through the middle of the window.
int run_through_middle(const Window& w, int& first, int& last) {
    first = kReach;
    while (first > 0 && w[first - 1] == kBlack) {
        --first;
    }
    last = kReach;
    while (last < kWindow - 1 && w[last + 1] == kBlack) {
        ++last;
    }
    return last - first + 1;
}

int run_through_middle(const Window& w) {
    int first = 0;
    int last = 0;
    return run_through_middle(w, first, last);
}

// Would a Black stone on the empty cell i make an exact five through the middle?
bool completes_five(Window& w, int i) {
    if (w[i] != kEmpty) {
        return false;
    }
    w[i] = kBlack;
    const bool five = run_through_middle(w) == 5;
    w[i] = kEmpty;
    return five;
}

LineVerdict judge_line(Window w) {
    LineVerdict v;
    const int run = run_through_middle(w);
    v.five = run == 5;
    v.overline = run > 5;
    if (v.five || v.overline) {
        return v;
    }
    // Points that turn the line into an exact five. There are at most two: one on each side
    // of the move. Two of them five apart bracket one straight four (one four); two closer
    // together are two different fours sharing the move (X.XXX.X, XX.XX.XX, XXX.X.XXX).
    int fives[2] = {0, 0};
    int count = 0;
    for (int i = 1; i < kWindow - 1; ++i) {
        if (completes_five(w, i) && count < 2) {
            fives[count++] = i;
        }
    }
    v.fours = static_cast<std::uint8_t>(count == 2 && fives[1] - fives[0] == 5 ? 1 : count);
    if (v.fours > 0) {
        return v;
    }
    for (int i = kReach - 3; i <= kReach + 3; ++i) {
        if (w[i] != kEmpty) {
            continue;
        }
        w[i] = kBlack;
        int first = 0;
        int last = 0;
        // A straight four: exactly four in a row, each end an empty point that makes an
        // exact five (an end that would make six does not count).
        if (run_through_middle(w, first, last) == 4 && first >= 1 && last <= kWindow - 2 &&
            completes_five(w, first - 1) && completes_five(w, last + 1)) {
            v.three_completions |= static_cast<std::uint16_t>(1u << i);
        }
        w[i] = kEmpty;
    }
    return v;
}

using LineTable = std::array<LineVerdict, kLineCodes>;

LineTable build_line_table() {
    LineTable table{};
    for (int code = 0; code < kLineCodes; ++code) {
        Window w{};
        int rest = code;
        for (int i = 0; i < kWindow; ++i) {
            if (i == kReach) {
                w[i] = kBlack;
                continue;
            }
            w[i] = static_cast<Cell>(rest % 3);
            rest /= 3;
        }
        table[static_cast<std::size_t>(code)] = judge_line(w);
    }
    return table;
}

const LineTable& line_table() {
    static const LineTable table = build_line_table();
    return table;
}

int line_code(const Board& board, Point p, Direction d) {
    int code = 0;
    int weight = 1;
    for (int i = -kReach; i <= kReach; ++i) {
        if (i == 0) {
            continue;
        }
        const Point q{p.x + i * d.dx, p.y + i * d.dy};
        const Stone s = board.inside(q) ? board.at(q) : Stone::White;
        const int cell = s == Stone::Empty ? kEmpty : s == Stone::Black ? kBlack : kBlocked;
        code += cell * weight;
        weight *= 3;
    }
    return code;
}

struct Reading {
    std::array<LineVerdict, 4> lines;
};

// The verdict that needs no look-ahead, or nothing when the move is a three in two or more
// lines and the completions of those threes have to be judged first.
std::optional<Forbidden> judge_without_recursion(const Board& board, Point p, Reading& reading) {
    const LineTable& table = line_table();
    int fours = 0;
    int three_lines = 0;
    bool overline = false;
    for (int k = 0; k < 4; ++k) {
        const LineVerdict& v = table[static_cast<std::size_t>(line_code(board, p, kDirections[k]))];
        reading.lines[static_cast<std::size_t>(k)] = v;
        if (v.five) {
            return Forbidden::None; // an exact five wins, whatever else the move makes
        }
        overline = overline || v.overline;
        fours += v.fours;
        three_lines += v.three_completions != 0 ? 1 : 0;
    }
    if (overline) {
        return Forbidden::Overline;
    }
    if (fours >= 2) {
        return Forbidden::DoubleFour;
    }
    if (three_lines < 2) {
        return Forbidden::None;
    }
    return std::nullopt;
}

Forbidden judge(Board& board, Point p);

// Is the move a true three in two lines? `board` holds the move while the completions are
// judged, and gets it back out before returning.
bool makes_two_true_threes(Board& board, Point p, const Reading& reading) {
    board.set(p, Stone::Black);
    int threes = 0;
    for (int k = 0; k < 4 && threes < 2; ++k) {
        const std::uint16_t mask = reading.lines[static_cast<std::size_t>(k)].three_completions;
        const Direction d = kDirections[k];
        for (int i = 0; i < kWindow; ++i) {
            if ((mask & (1u << i)) == 0) {
                continue;
            }
            const Point q{p.x + (i - kReach) * d.dx, p.y + (i - kReach) * d.dy};
            if (judge(board, q) == Forbidden::None) {
                ++threes; // one open-four completion that Black may play makes a true three
                break;
            }
        }
    }
    board.set(p, Stone::Empty);
    return threes >= 2;
}

Forbidden judge(Board& board, Point p) {
    Reading reading;
    if (const auto verdict = judge_without_recursion(board, p, reading)) {
        return *verdict;
    }
    return makes_two_true_threes(board, p, reading) ? Forbidden::DoubleThree : Forbidden::None;
}

} // namespace

Forbidden forbidden_kind(const Board& board, Point p) {
    if (!board.is_empty(p)) {
        return Forbidden::None;
    }
    Reading reading;
    if (const auto verdict = judge_without_recursion(board, p, reading)) {
        return *verdict;
    }
    Board scratch = board; // the look-ahead places stones; the caller's board stays const
    return makes_two_true_threes(scratch, p, reading) ? Forbidden::DoubleThree : Forbidden::None;
}

bool is_forbidden(const Board& board, Point p) {
    return forbidden_kind(board, p) != Forbidden::None;
}

std::vector<Point> forbidden_points(const Board& board) {
    std::vector<Point> points;
    std::optional<Board> scratch; // copied once, only if some point needs the look-ahead
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p{x, y};
            if (!board.is_empty(p)) {
                continue;
            }
            Reading reading;
            auto verdict = judge_without_recursion(board, p, reading);
            if (!verdict) {
                if (!scratch) {
                    scratch.emplace(board);
                }
                verdict = makes_two_true_threes(*scratch, p, reading) ? Forbidden::DoubleThree
                                                                      : Forbidden::None;
            }
            if (*verdict != Forbidden::None) {
                points.push_back(p);
            }
        }
    }
    return points;
}

} // namespace gomoku
