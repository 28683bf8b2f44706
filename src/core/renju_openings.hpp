#pragma once

// The 26 canonical renju openings (RIF): Black's first stone on the centre, White's second
// next to it (straight: a "direct" opening; diagonally: an "indirect" one), Black's third
// within the central 5x5. Every third stone there is one of 13 shapes per kind, up to the
// board's symmetries. Names as RIF gives them, romanised Japanese with the kanji, and the
// Chinese (simplified) names that Chinese sites use.

#include "types.hpp"

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace gomoku {

struct RenjuOpening {
    std::string_view name;     // romanised Japanese: "Kagetsu"
    std::string_view japanese; // "花月"
    std::string_view chinese;  // "花月" (simplified)
    bool direct;               // White's stone straight next to the centre
    // Black's third stone from the centre, with White's at (0, 1) for direct openings and
    // at (1, 1) for indirect ones; x to the right, y up.
    int dx;
    int dy;
};

// The 13 direct openings, then the 13 indirect ones, in RIF's order.
std::span<const RenjuOpening> renju_openings();

// The three stones of opening `index` on a board of `size` (centre, White, Black).
std::array<Point, 3> renju_opening_stones(std::size_t index, int size);

// Which of the 26 the first three stones (in the order played) are, up to the eight
// symmetries of the board around its centre; nothing when they are none of them (stone 1
// off centre, stone 2 not next to it, stone 3 outside the central 5x5).
std::optional<std::size_t> identify_renju_opening(std::span<const Point> stones, int size);

// One of the eight symmetries of the square around `centre` (0 is the identity).
Point symmetric_point(Point p, Point centre, int symmetry);
inline constexpr int kSymmetries = 8;

} // namespace gomoku
