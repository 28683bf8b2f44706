#pragma once

#include "core/board.hpp"
#include "core/rules.hpp"

#include <cstdint>
#include <string_view>

namespace gomoku::ai {

// What one stone makes in one line when played on a point, strongest last so shapes can be
// compared. The definitions are about fives that would go through the new stone:
//   Five      the stone completes a winning run (what "winning" is comes from run_wins)
//   OpenFour  two or more empty points would each complete such a five
//   Four      exactly one such point
//   OpenThree some empty point would turn it into an OpenFour
//   Three     some empty point would turn it into a Four
//   OpenTwo / Two: one more stone would make an OpenThree / a Three
//   Overline  a run of six or more that does not win (Standard); no more fives can go
//             through this stone in this line, so it is worth nothing
enum class Shape : std::uint8_t {
    None,
    Overline,
    Two,
    OpenTwo,
    Three,
    OpenThree,
    Four,
    OpenFour,
    Five
};

std::string_view shape_name(Shape shape);

// Line windows look at kReach cells on each side of the point; every five through the point
// and the cells that bound it fit in that window, so the classification is exact.
inline constexpr int kReach = 5;
inline constexpr int kWindowCells = 2 * kReach;
inline constexpr int kWindowCount = 59049; // 3^kWindowCells

// Cell codes of a window index, seen by the side about to play.
enum class Cell : std::uint8_t { Empty = 0, Own = 1, Blocked = 2 };

// The table for one notion of a win. Whether a run of six or more wins is the only thing that
// differs between Freestyle and Standard (and between the colours under Renju, later), so
// there are two tables, each computed once on first use.
const std::uint8_t* shape_table(bool overline_wins);

// The table that applies to `stone` under `rule` (asks run_wins, so new rules flow through).
const std::uint8_t* shape_table(Rule rule, Stone stone);

// Digit position (0..9) of the cell `offset` steps from the point (offset in -5..-1, 1..5).
// The two outermost cells are the top digits: they only tell a five from an overline, so
// where overlines win their digits can stay zero and a window indexes only the first 3^8
// entries of the table (BoardState keeps them so under freestyle).
constexpr int window_digit(int offset) {
    return offset == -kReach  ? kWindowCells - 2
           : offset == kReach ? kWindowCells - 1
           : offset < 0       ? offset + kReach - 1
                              : offset + kReach - 2;
}

// Window indices of the line through p along d for both colours at once (they share the
// cells, only "own" and "blocked" swap). p itself is ignored.
struct WindowPair {
    int black = 0;
    int white = 0;
};
WindowPair window_indices(const Board& board, Point p, Direction d);

// Shape made by `stone` played on p along d (p's own content is ignored).
Shape line_shape(const Board& board, Point p, Direction d, Stone stone, Rule rule);

} // namespace gomoku::ai
