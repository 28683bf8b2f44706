#pragma once

#include "cell_set.hpp"
#include "eval_weights.hpp"
#include "patterns.hpp"

#include "core/board.hpp"
#include "core/rules.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace gomoku::ai {

// What one colour would make by playing an empty cell: its four line shapes counted.
struct CellThreat {
    std::uint8_t fives = 0;
    std::uint8_t open_fours = 0;
    std::uint8_t fours = 0;
    std::uint8_t open_threes = 0;
    std::uint8_t threes = 0;
    std::uint8_t overlines = 0;
    std::uint8_t twos = 0;
    std::uint8_t open_twos = 0;
    std::int16_t base = 0;  // summed shape values
    std::int16_t value = 0; // base plus a bonus for combinations: the cell's worth (move order)
    // The cell's part of the static evaluation (eval_weights.hpp): for the side to move,
    // and for its opponent.
    std::int16_t attack = 0;
    std::int16_t guard = 0;
    // The cell's place in the move order (eval_weights.hpp, kOrderWeights): as a move of
    // this colour's, and as a block of this colour's by its opponent.
    std::int16_t order_mine = 0;
    std::int16_t order_theirs = 0;
    // Which of BoardState's threat sets the cell is in for this colour (k*Set bits): the
    // cell makes a five, makes a four, is a double threat (double_threat()), or makes two
    // open threes and no four.
    std::uint8_t sets = 0;
    static constexpr std::uint8_t kFiveSet = 1, kFourSet = 2, kDoubleSet = 4, kThreeThreeSet = 8;

    bool makes_four() const { return open_fours + fours > 0; }
    // Two fives at once (an open four or a double four): a win unless the opponent has a
    // five first.
    bool makes_two_fives() const { return open_fours > 0 || fours >= 2; }
    // Two threats at once (an open four counts as two): an open four, a double four or a
    // four-three, which blocks alone cannot meet.
    bool double_threat() const { return makes_two_fives() || (fours >= 1 && open_threes >= 1); }
    // Lines in which the move makes at least an open three (candidates for renju threes).
    int strong_lines() const { return open_fours + fours + open_threes; }
};

// The search's board: stones in a padded array (walls around, so line scans need no bounds
// checks) and, for every cell, direction and colour, the base-3 code of the ten cells around
// it (patterns.hpp). A move updates the codes of the forty cells it can see, their shapes
// and threat summaries, the two colours' summed potential and the Zobrist key: nothing is
// rescanned. unmake() reverses the last make() exactly.
class BoardState {
  public:
    static constexpr int kPad = kReach;
    static constexpr int kMaxStride = Board::kMaxSize + 2 * kPad;
    static constexpr int kMaxCells = kMaxStride * kMaxStride;

    BoardState(const Board& board, Rule rule);

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int index(Point p) const { return (p.y + kPad) * stride_ + p.x + kPad; }
    Point point(int idx) const { return {idx % stride_ - kPad, idx / stride_ - kPad}; }
    // The first and one past the last index of the board's cells (walls in between).
    int first_cell() const { return index({0, 0}); }
    int end_cell() const { return index({size_ - 1, size_ - 1}) + 1; }
    bool on_board(int idx) const { return cell_[static_cast<std::size_t>(idx)] != kWall; }
    // For indices from elsewhere (a table shared with searches on other board sizes).
    bool is_cell(int idx) const { return idx >= 0 && idx < stride_ * stride_ && on_board(idx); }
    bool empty(int idx) const { return cell_[static_cast<std::size_t>(idx)] == kEmpty; }
    Stone at(int idx) const;
    // A cell within two steps (king moves) of a stone: where moves worth searching are.
    bool near_stones(int idx) const { return near_[static_cast<std::size_t>(idx)] > 0; }

    // The cells of a rectangle, row by row, as indices.
    class CellRange {
      public:
        class Iterator {
          public:
            Iterator(int idx, int row_end, int width, int stride)
                : idx_(idx), row_end_(row_end), skip_(stride - width), stride_(stride) {}
            int operator*() const { return idx_; }
            Iterator& operator++() {
                if (++idx_ == row_end_) {
                    idx_ += skip_;
                    row_end_ += stride_;
                }
                return *this;
            }
            bool operator!=(const Iterator& other) const { return idx_ != other.idx_; }

          private:
            int idx_, row_end_, skip_, stride_;
        };
        CellRange(int first, int rows, int width, int stride)
            : first_(first), rows_(rows), width_(width), stride_(stride) {}
        Iterator begin() const { return {first_, first_ + width_, width_, stride_}; }
        Iterator end() const { return {first_ + rows_ * stride_, 0, width_, stride_}; }

      private:
        int first_, rows_, width_, stride_;
    };
    // The stones' bounding box widened by two (kept within the board): every cell near a
    // stone lies inside, so the scans for moves look no further. Same order as a full scan.
    CellRange near_area() const;
    int stone_count() const { return stones_; }
    bool full() const { return stones_ == size_ * size_; }
    const Board& board() const { return board_; }

    void make(int idx, Stone s);
    void unmake();
    int last_move() const { return moves_.empty() ? -1 : moves_.back(); }
    std::size_t ply_count() const { return moves_.size(); }

    std::uint64_t key() const { return key_; }
    // The key once s has played at idx (make() would give it).
    std::uint64_t key_after(int idx, Stone s) const {
        return key_ ^ zobrist_[colour(s)][static_cast<std::size_t>(idx)];
    }
    Shape shape(Stone s, int dir, int idx) const {
        return static_cast<Shape>(
            shape_[colour(s)][static_cast<std::size_t>(idx)][static_cast<std::size_t>(dir)]);
    }
    const CellThreat& threat(Stone s, int idx) const {
        const int c = colour(s);
        return summaries_[c][summary_[static_cast<std::size_t>(idx)][c]];
    }
    // The evaluation's sums over all empty cells for colour s (CellThreat::attack, guard).
    int attack(Stone s) const { return attack_[colour(s)]; }
    int guard(Stone s) const { return guard_[colour(s)]; }
    // The empty cells where s would make a five, a four (or open four), or a double threat
    // (double_threat()), kept up to date by make and unmake: what the threat searches ask
    // at every node is a lookup, not a scan. Walked in ascending index order, like
    // near_area(), and every member is in near_area() (a four needs a stone within two).
    const CellSet& five_cells(Stone s) const { return fives_[colour(s)]; }
    const CellSet& four_cells(Stone s) const { return fours_[colour(s)]; }
    const CellSet& double_threat_cells(Stone s) const { return doubles_[colour(s)]; }
    // The empty cells where s would make two open threes and no four (double_three()).
    const CellSet& three_three_cells(Stone s) const { return three_threes_[colour(s)]; }

    // Stones not made, only looked at: the last ply of a threat search asks one question
    // of the position after two moves, and making them and taking them back cost more
    // than the answer. A stone of colour `s` on the empty cell `at`, and another of
    // colour `s2` on the empty cell `at2` if at2 >= 0:
    // the summary of colour `viewer` at the empty cell x (another cell) with them;
    const CellThreat& threat_with(Stone viewer, int x, int at, Stone s, int at2 = -1,
                                  Stone s2 = Stone::Empty) const;
    // and the empty cells on the lines through `at` whose shape of s's along that line
    // would rise to `least` or above with s on `at` and its opponent on `block` (if block
    // >= 0), at most `most` of them in `points`, line by line. Only the lines along which
    // s on `at` would make `through` or more are looked at: a cell rises to a five only
    // where `at` makes a four, and to a four where it makes a three. Returns how many.
    int line_gains(Stone s, int at, Shape least, Shape through, int block, int* points,
                   int most) const;

    // May `s` play the empty cell idx? Under renju Black may not play a forbidden point;
    // the shapes rule most cells out cheaply and the core referee judges the rest.
    bool allowed(int idx, Stone s) const {
        // Inline: the move scans ask it of every cell, and mostly only emptiness decides.
        return empty(idx) && (rule_ != Rule::Renju || s != Stone::Black || black_allowed(idx));
    }

    // Step between neighbouring cells along direction k (0..3), as in kDirections.
    int step(int k) const { return steps_[static_cast<std::size_t>(k)]; }

  private:
    static constexpr std::uint8_t kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3;
    static int colour(Stone s) { return s == Stone::Black ? 0 : 1; }
    // A shape and threat summary as they were before a make() changed them, and the threat
    // sets' bits before and after (CellThreat::sets): with those, unmake() need not read both
    // summaries to learn whether the cell changes sets (it rarely does).
    struct Undo {
        int cell;
        std::uint8_t colour;
        std::uint8_t dir;
        std::uint8_t shape;
        std::uint8_t sets_was;
        std::uint16_t summary;
        std::uint8_t sets_now;
    };
    // Adds (sign +1) or takes back (-1) a stone in the windows of the cells up to Reach
    // steps away along the four lines, and refreshes the shapes of the empty ones.
    void place_codes(int idx, Stone s, int sign);
    template <int Reach> void place_codes_within(int idx, Stone s, int sign);
    // The cells a window sees on each side (kReach, or one less under near_windows_).
    int window_reach() const { return near_windows_ ? kReach - 1 : kReach; }
    // Where a cell lies from another within a window's reach along a line: the line (-1
    // for none) and the steps along it, kept by the difference of their indices.
    struct LineStep {
        std::int8_t dir = -1;
        std::int8_t steps = 0;
    };
    LineStep line_step(int from, int to) const {
        const int offset = to - from + line_step_origin_;
        return offset >= 0 && offset < static_cast<int>(line_steps_.size())
                   ? line_steps_[static_cast<std::size_t>(offset)]
                   : LineStep{};
    }
    std::vector<LineStep> line_steps_;
    int line_step_origin_ = 0;
    // A window code with a stone of colour s added `steps` cells from the window's cell
    // (as place_codes_within adds it), in the views of both colours.
    static std::uint32_t code_with(std::uint32_t code, int steps, Stone s);
    bool black_allowed(int idx) const;  // renju: is the empty cell idx no forbidden point?
    void count_near(int idx, int sign); // the near_ counts of the 5x5 square around idx
    void refresh_all(int idx);          // rebuild a cell's shapes from its codes
    // Moves idx between the threat sets of colour c: from those of `was` (CellThreat::sets)
    // to those of `now`. An empty cell is in the sets of its summary, a taken one in none.
    void move_class(int c, int idx, std::uint8_t was, std::uint8_t now);

    int size_;
    int stride_;
    Rule rule_;
    std::array<int, 4> steps_{};
    const std::uint8_t* tables_[2];
    // Both colours win with overlines (freestyle): no shape depends on the cells five steps
    // away, so the windows leave them out (patterns.hpp, window_digit): a stone changes 32
    // windows instead of 40, and the table's part in use fits the first-level cache.
    bool near_windows_ = false;
    // Every different summary once, and for each combination of four line shapes
    // (board_state.cpp) which of them it is: a cell's summary does not depend on the
    // order of its lines, so a few hundred summaries stay in the first-level cache where
    // one for each of the 6561 combinations did not, and a cell keeps a 2-byte index. By
    // colour: renju corrects each colour's cells by its own rows (eval_corrections.hpp).
    const CellThreat* summaries_[2];
    const std::uint16_t* summary_of_[2];
    Board board_; // mirror for the renju referee
    std::vector<std::uint8_t> cell_;
    std::vector<std::uint8_t> near_;
    // Each cell's window codes, by direction: Black's view in the low 16 bits, White's in
    // the high ones, so that a stone changes both with one addition.
    std::vector<std::array<std::uint32_t, 4>> code_;
    std::uint16_t view(int c, std::size_t i, std::size_t k) const {
        return static_cast<std::uint16_t>(code_[i][k] >> (16 * c));
    }
    std::vector<std::array<std::uint8_t, 4>> shape_[2];
    std::vector<std::array<std::uint16_t, 2>> summary_; // by cell, then colour
    std::vector<std::uint64_t> zobrist_[2];
    void add_worth(int c, const CellThreat& t, int sign) {
        attack_[c] += sign * t.attack;
        guard_[c] += sign * t.guard;
    }
    int attack_[2] = {0, 0};
    int guard_[2] = {0, 0};
    CellSet fives_[2];
    CellSet fours_[2];
    CellSet doubles_[2];
    CellSet three_threes_[2];
    std::uint64_t key_ = 0;
    int stones_ = 0;
    std::vector<int> moves_;
    // unmake() restores the shapes that make() changed instead of computing them again;
    // each move's frame holds where its entries begin, and the bounding box and the
    // evaluation's sums before it.
    struct Box {
        int min_x, min_y, max_x, max_y; // empty when min_x > max_x
    };
    struct Frame {
        std::size_t undo_mark;
        Box box;
        int attack[2];
        int guard[2];
    };
    std::vector<Undo> undo_; // the log: its first undo_count_ entries (it only grows)
    std::size_t undo_count_ = 0;
    std::vector<Frame> frames_;
    Box box_{0, 0, -1, -1}; // of the stones on the board
};

// Worth of one line shape to the colour that would make it (move order, threat values).
int shape_value(Shape shape);

// A cell's counts of what the evaluation weighs (eval_weights.hpp), index EvalFeature.
std::array<int, kEvalFeatures> eval_counts(const CellThreat& t);

} // namespace gomoku::ai
