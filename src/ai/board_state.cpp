#include "board_state.hpp"

#include "cell_summaries.hpp"
#include "zobrist.hpp"

#include "core/renju.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace gomoku::ai {

namespace {

constexpr std::array<int, kWindowCells> kPow3 = [] {
    std::array<int, kWindowCells> p{};
    p[0] = 1;
    for (int i = 1; i < kWindowCells; ++i) {
        p[static_cast<std::size_t>(i)] = p[static_cast<std::size_t>(i - 1)] * 3;
    }
    return p;
}();

// A stone's digits in both colours' views of a window: "own" (1) in its colour's view and
// "blocked" (2) in the other's (Black's view in the low 16 bits, White's in the high ones).
std::uint32_t stone_views(Stone s) {
    const std::uint32_t own = s == Stone::Black ? 1U : 0x1'0000U;
    return own + 2 * (0x1'0001U - own);
}

// What a stone adds to the window code of the cell j steps from it along a line (it sits at
// offset -j in that cell's window), in the views `views` (stone_views()).
std::uint32_t stone_in_window(std::uint32_t views, int j) {
    return views * static_cast<std::uint32_t>(kPow3[static_cast<std::size_t>(window_digit(-j))]);
}

} // namespace

BoardState::BoardState(const Board& board, Rule rule)
    : size_(board.size()), stride_(board.size() + 2 * kPad), rule_(rule), board_(board.size()) {
    tables_[0] = shape_table(rule, Stone::Black);
    tables_[1] = shape_table(rule, Stone::White);
    near_windows_ = tables_[0] == shape_table(true) && tables_[1] == shape_table(true);
    for (const Stone s : {Stone::Black, Stone::White}) {
        summaries_[colour(s)] = summary_tables(rule, s).summaries.data();
        summary_of_[colour(s)] = summary_tables(rule, s).summary_of.data();
    }
    for (int k = 0; k < 4; ++k) {
        steps_[static_cast<std::size_t>(k)] = kDirections[k].dx + kDirections[k].dy * stride_;
    }
    line_step_origin_ = kReach * (stride_ + 1); // the farthest a line's cell in reach lies
    line_steps_.assign(static_cast<std::size_t>(2 * line_step_origin_ + 1), LineStep{});
    for (int k = 0; k < 4; ++k) {
        for (int j = -window_reach(); j <= window_reach(); ++j) {
            if (j != 0) {
                line_steps_[static_cast<std::size_t>(j * step(k) + line_step_origin_)] = {
                    static_cast<std::int8_t>(k), static_cast<std::int8_t>(j)};
            }
        }
    }
    const std::size_t cells = static_cast<std::size_t>(stride_ * stride_);
    cell_.assign(cells, kWall);
    code_.assign(cells, {0, 0, 0, 0});
    near_.assign(cells, 0);
    summary_.assign(cells, {0, 0});
    for (int c = 0; c < 2; ++c) {
        shape_[c].assign(cells, {0, 0, 0, 0});
        zobrist_[c].assign(cells, 0);
    }
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            const int idx = index({x, y});
            cell_[static_cast<std::size_t>(idx)] = kEmpty;
            zobrist_[0][static_cast<std::size_t>(idx)] = stone_key({x, y}, Stone::Black);
            zobrist_[1][static_cast<std::size_t>(idx)] = stone_key({x, y}, Stone::White);
        }
    }
    // The empty board: only the walls show in the windows (blocked for both colours).
    for (int idx = first_cell(); idx < end_cell(); ++idx) {
        if (!on_board(idx)) {
            continue;
        }
        for (int k = 0; k < 4; ++k) {
            int code = 0;
            const int reach = near_windows_ ? kReach - 1 : kReach;
            for (int j = -reach; j <= reach; ++j) {
                if (j != 0 && !on_board(idx + j * step(k))) {
                    code += 2 * kPow3[static_cast<std::size_t>(window_digit(j))];
                }
            }
            code_[static_cast<std::size_t>(idx)][static_cast<std::size_t>(k)] =
                static_cast<std::uint32_t>(code) * 0x1'0001U; // blocked for both colours
        }
        refresh_all(idx);
        move_class(0, idx, 0, threat(Stone::Black, idx).sets);
        move_class(1, idx, 0, threat(Stone::White, idx).sets);
        add_worth(0, threat(Stone::Black, idx), +1);
        add_worth(1, threat(Stone::White, idx), +1);
    }
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            if (const Stone s = board.at({x, y}); s != Stone::Empty) {
                make(index({x, y}), s);
            }
        }
    }
    moves_.clear(); // the given position is the root: unmake stops here
    undo_count_ = 0;
    frames_.clear();
}

BoardState::CellRange BoardState::near_area() const {
    if (box_.min_x > box_.max_x) {
        return {first_cell(), 0, 0, stride_};
    }
    const int x0 = std::max(0, box_.min_x - 2);
    const int y0 = std::max(0, box_.min_y - 2);
    const int x1 = std::min(size_ - 1, box_.max_x + 2);
    const int y1 = std::min(size_ - 1, box_.max_y + 2);
    return {index({x0, y0}), y1 - y0 + 1, x1 - x0 + 1, stride_};
}

Stone BoardState::at(int idx) const {
    switch (cell_[static_cast<std::size_t>(idx)]) {
    case kBlack:
        return Stone::Black;
    case kWhite:
        return Stone::White;
    default:
        return Stone::Empty;
    }
}

inline void BoardState::move_class(int c, int idx, std::uint8_t was, std::uint8_t now) {
    const std::uint8_t changed = now ^ was;
    if (changed == 0) {
        return; // most shape changes leave the cell's class as it was
    }
    if (changed & CellThreat::kFiveSet) {
        fives_[c].assign(idx, (now & CellThreat::kFiveSet) != 0);
    }
    if (changed & CellThreat::kFourSet) {
        fours_[c].assign(idx, (now & CellThreat::kFourSet) != 0);
    }
    if (changed & CellThreat::kDoubleSet) {
        doubles_[c].assign(idx, (now & CellThreat::kDoubleSet) != 0);
    }
    if (changed & CellThreat::kThreeThreeSet) {
        three_threes_[c].assign(idx, (now & CellThreat::kThreeThreeSet) != 0);
    }
}

void BoardState::refresh_all(int idx) {
    const auto i = static_cast<std::size_t>(idx);
    for (int c = 0; c < 2; ++c) {
        for (std::size_t k = 0; k < 4; ++k) {
            shape_[c][i][k] = tables_[c][view(c, i, k)];
        }
        summary_[i][static_cast<std::size_t>(c)] = summary_of_[c][combination(shape_[c][i])];
    }
}

void BoardState::place_codes(int idx, Stone s, int sign) {
    if (near_windows_) {
        place_codes_within<kReach - 1>(idx, s, sign);
    } else {
        place_codes_within<kReach>(idx, s, sign);
    }
}

template <int Reach> void BoardState::place_codes_within(int idx, Stone s, int sign) {
    const std::uint32_t views = stone_views(s);
    // What the stone adds to the code of the cell j steps away, by j + Reach: worked out
    // once here rather than for each of the four lines (finding the digit's place and its
    // power of three there took one instruction in twenty of a search's).
    std::array<std::uint32_t, 2 * Reach + 1> adds{};
    for (int j = -Reach; j <= Reach; ++j) {
        adds[static_cast<std::size_t>(j + Reach)] = j == 0 ? 0 : stone_in_window(views, j);
    }
    // Everything the loop touches through local copies: the shape stores are bytes, which
    // may alias anything, so with the members read through `this` the compiler reloaded
    // every array's address and the evaluation's sums after each store.
    std::array<std::uint32_t, 4>* const codes = code_.data();
    const std::uint8_t* const cells = cell_.data();
    if (sign < 0) {
        // Taking a stone back: only the codes; unmake() restores the shapes from the log.
        for (std::size_t k = 0; k < 4; ++k) {
            const int d = step(static_cast<int>(k));
            for (int j = -Reach; j <= Reach; ++j) {
                if (j != 0) {
                    codes[static_cast<std::size_t>(idx + j * d)][k] -=
                        adds[static_cast<std::size_t>(j + Reach)];
                }
            }
        }
        return;
    }
    std::array<std::uint8_t, 4>* const shapes[2] = {shape_[0].data(), shape_[1].data()};
    std::array<std::uint16_t, 2>* const summaries_of_cell = summary_.data();
    const std::uint8_t* const tables[2] = {tables_[0], tables_[1]};
    const CellThreat* const summaries[2] = {summaries_[0], summaries_[1]};
    const std::uint16_t* const summary_of[2] = {summary_of_[0], summary_of_[1]};
    int attack[2] = {attack_[0], attack_[1]};
    int guard[2] = {guard_[0], guard_[1]};
    constexpr std::size_t kMostChanges = 2 * 4 * 2 * Reach; // every window of both colours
    if (undo_.size() < undo_count_ + kMostChanges) {
        undo_.resize(2 * (undo_count_ + kMostChanges));
    }
    Undo* log = undo_.data() + undo_count_;
    // One line shape of an empty cell: when the new code changes it, the old shape and
    // summary are logged and the summary, the sums and the threat sets follow.
    auto refresh = [&](int c, std::size_t q, std::size_t k, std::uint32_t code) {
        const std::uint8_t shape = tables[c][static_cast<std::uint16_t>(code >> (16 * c))];
        std::array<std::uint8_t, 4>& cell_shapes = shapes[c][q];
        const std::uint8_t old = cell_shapes[k];
        if (shape == old) {
            return;
        }
        std::uint16_t& summary = summaries_of_cell[q][static_cast<std::size_t>(c)];
        const std::uint16_t old_summary = summary;
        cell_shapes[k] = shape;
        const std::uint16_t new_summary = summary_of[c][combination(cell_shapes)];
        summary = new_summary;
        const CellThreat& was = summaries[c][old_summary];
        const CellThreat& now = summaries[c][new_summary];
        *log++ = {static_cast<int>(q),
                  static_cast<std::uint8_t>(c),
                  static_cast<std::uint8_t>(k),
                  old,
                  was.sets,
                  old_summary,
                  now.sets};
        attack[c] += now.attack - was.attack;
        guard[c] += now.guard - was.guard;
        move_class(c, static_cast<int>(q), was.sets, now.sets);
    };
    for (std::size_t k = 0; k < 4; ++k) {
        const int d = step(static_cast<int>(k));
        for (int j = -Reach; j <= Reach; ++j) {
            if (j == 0) {
                continue;
            }
            const auto q = static_cast<std::size_t>(idx + j * d);
            // The stone sits at offset -j in q's window. A wall's codes change too (the
            // padding keeps q in the arrays): nothing reads them, and skipping walls cost
            // more than updating them. Subtracting takes back exactly what adding gave, so
            // no borrow crosses from one view into the other.
            const std::uint32_t code = codes[q][k] += adds[static_cast<std::size_t>(j + Reach)];
            if (cells[q] == kEmpty) {
                // An occupied cell's shapes are not kept up to date: nothing reads them, and
                // they are the right ones again when the cell empties (moves undo in order).
                // Each colour on its own: a loop over the two cost more. Without these
                // branches (every cell refreshed, walls and stones too, the log advanced
                // only on a change, the sums masked to empty cells) the same fixed-node
                // games took 1.6 times as long: the work the branches skip costs more
                // than their mispredictions.
                refresh(0, q, k, code);
                refresh(1, q, k, code);
            }
        }
    }
    undo_count_ = static_cast<std::size_t>(log - undo_.data());
    for (int c = 0; c < 2; ++c) {
        attack_[c] = attack[c];
        guard_[c] = guard[c];
    }
}

// The 5x5 square around idx: a row of five counts is changed by one 8-byte addition (the
// counts stay below 26, so no byte carries into the next, and the three bytes past the row
// get zero). The padding keeps the eight bytes inside the array.
void BoardState::count_near(int idx, int sign) {
    if constexpr (std::endian::native == std::endian::little) {
        const std::uint64_t ones = sign > 0 ? 0x01'0101'0101ULL : 0ULL - 0x01'0101'0101ULL;
        for (int dy = -2; dy <= 2; ++dy) {
            std::uint8_t* row = near_.data() + idx + dy * stride_ - 2;
            std::uint64_t word;
            std::memcpy(&word, row, sizeof word);
            word += ones;
            std::memcpy(row, &word, sizeof word);
        }
    } else {
        for (int dy = -2; dy <= 2; ++dy) {
            for (int dx = -2; dx <= 2; ++dx) {
                std::uint8_t& count = near_[static_cast<std::size_t>(idx + dy * stride_ + dx)];
                count = static_cast<std::uint8_t>(count + sign);
            }
        }
    }
}

void BoardState::make(int idx, Stone s) {
    const auto i = static_cast<std::size_t>(idx);
    frames_.push_back({undo_count_, box_, {attack_[0], attack_[1]}, {guard_[0], guard_[1]}});
    add_worth(0, threat(Stone::Black, idx), -1);
    add_worth(1, threat(Stone::White, idx), -1);
    cell_[i] = s == Stone::Black ? kBlack : kWhite;
    move_class(0, idx, threat(Stone::Black, idx).sets, 0);
    move_class(1, idx, threat(Stone::White, idx).sets, 0);
    board_.set(point(idx), s);
    key_ ^= zobrist_[colour(s)][i];
    ++stones_;
    count_near(idx, +1);
    const Point p = point(idx);
    if (box_.min_x > box_.max_x) {
        box_ = {p.x, p.y, p.x, p.y};
    } else {
        box_ = {std::min(box_.min_x, p.x), std::min(box_.min_y, p.y), std::max(box_.max_x, p.x),
                std::max(box_.max_y, p.y)};
    }
    place_codes(idx, s, +1);
    moves_.push_back(idx);
}

void BoardState::unmake() {
    const int idx = moves_.back();
    moves_.pop_back();
    const auto i = static_cast<std::size_t>(idx);
    const Stone s = at(idx);
    place_codes(idx, s, -1);
    const Frame& frame = frames_.back();
    const std::size_t mark = frame.undo_mark;
    box_ = frame.box;
    for (int c = 0; c < 2; ++c) {
        attack_[c] = frame.attack[c];
        guard_[c] = frame.guard[c];
    }
    frames_.pop_back();
    // Local copies, as in place_codes_within: the byte stores would reload the members.
    std::array<std::uint8_t, 4>* const shapes[2] = {shape_[0].data(), shape_[1].data()};
    std::array<std::uint16_t, 2>* const summaries_of_cell = summary_.data();
    const Undo* const log = undo_.data();
    for (std::size_t n = undo_count_; n > mark;) {
        const Undo& u = log[--n];
        const auto q = static_cast<std::size_t>(u.cell);
        summaries_of_cell[q][u.colour] = u.summary;
        shapes[u.colour][q][u.dir] = u.shape;
        move_class(u.colour, u.cell, u.sets_now, u.sets_was);
    }
    undo_count_ = mark;
    count_near(idx, -1);
    --stones_;
    key_ ^= zobrist_[colour(s)][i];
    board_.set(point(idx), Stone::Empty);
    cell_[i] = kEmpty;
    move_class(0, idx, 0, threat(Stone::Black, idx).sets);
    move_class(1, idx, 0, threat(Stone::White, idx).sets);
}

std::uint32_t BoardState::code_with(std::uint32_t code, int steps, Stone s) {
    return code + stone_in_window(stone_views(s), steps);
}

const CellThreat& BoardState::threat_with(Stone viewer, int x, int at, Stone s, int at2,
                                          Stone s2) const {
    const int c = colour(viewer);
    const auto i = static_cast<std::size_t>(x);
    std::array<std::uint32_t, 4> codes = code_[i];
    unsigned changed = 0; // a bit for each line whose code the stones change
    const auto add = [&](int stone_at, Stone stone) {
        if (const LineStep line = line_step(stone_at, x); line.dir >= 0) {
            auto& code = codes[static_cast<std::size_t>(line.dir)];
            code = code_with(code, line.steps, stone);
            changed |= 1U << line.dir;
        }
    };
    add(at, s);
    if (at2 >= 0) {
        add(at2, s2);
    }
    if (changed == 0) {
        return threat(viewer, x);
    }
    std::array<std::uint8_t, 4> shapes = shape_[c][i];
    for (std::size_t k = 0; k < 4; ++k) {
        if (changed & (1U << k)) {
            shapes[k] = tables_[c][static_cast<std::uint16_t>(codes[k] >> (16 * c))];
        }
    }
    return summaries_[c][summary_of_[c][combination(shapes)]];
}

int BoardState::line_gains(Stone s, int at, Shape least, Shape through, int block, int* points,
                           int most) const {
    const int c = colour(s);
    const int reach = window_reach();
    const auto& at_shapes = shape_[c][static_cast<std::size_t>(at)];
    int count = 0;
    for (int k = 0; k < 4; ++k) {
        if (at_shapes[static_cast<std::size_t>(k)] < static_cast<std::uint8_t>(through)) {
            continue;
        }
        for (int j = -reach; j <= reach; ++j) {
            const int x = at + j * step(k);
            if (j == 0 || !empty(x) || x == block) {
                continue;
            }
            const auto i = static_cast<std::size_t>(x);
            std::uint32_t code = code_with(code_[i][static_cast<std::size_t>(k)], j, s);
            if (block >= 0) {
                if (const LineStep other = line_step(block, x); other.dir == k) {
                    code = code_with(code, other.steps, opponent(s));
                }
            }
            const std::uint8_t shape = tables_[c][static_cast<std::uint16_t>(code >> (16 * c))];
            if (shape >= static_cast<std::uint8_t>(least) &&
                shape > shape_[c][i][static_cast<std::size_t>(k)]) {
                points[count++] = x;
                if (count == most) {
                    return count;
                }
            }
        }
    }
    return count;
}

bool BoardState::black_allowed(int idx) const {
    const CellThreat& t = threat(Stone::Black, idx);
    if (t.fives > 0) {
        return true; // an exact five is never forbidden
    }
    if (t.overlines > 0) {
        return false;
    }
    // A forbidden move needs two lines of at least an open three, or one line with two
    // fours (which the tables call an open four); anything less is certainly allowed.
    if (t.open_fours == 0 && t.strong_lines() < 2) {
        return true;
    }
    return forbidden_kind(board_, point(idx)) == Forbidden::None;
}

} // namespace gomoku::ai
