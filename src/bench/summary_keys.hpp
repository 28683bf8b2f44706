#pragma once

#include "ai/board_state.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace gomoku::bench {

// A cell's set of four line shapes (Shape values, sorted) as one number in base 9: what the
// fits per set of shapes (policy-fit --summaries, texel-fit --cells) key their corrections
// by, as the tables in ai (order_corrections.hpp, eval_corrections.hpp) do.
inline int summary_key(const std::array<std::uint8_t, 4>& sorted) {
    return sorted[0] + 9 * (sorted[1] + 9 * (sorted[2] + 9 * sorted[3]));
}

// The summary key of a cell's shapes for colour s.
inline int summary_key(const ai::BoardState& state, Stone s, int idx) {
    std::array<std::uint8_t, 4> shapes{};
    for (int dir = 0; dir < 4; ++dir) {
        shapes[static_cast<std::size_t>(dir)] = static_cast<std::uint8_t>(state.shape(s, dir, idx));
    }
    std::sort(shapes.begin(), shapes.end());
    return summary_key(shapes);
}

inline constexpr int kSummaryKeys = 9 * 9 * 9 * 9;

} // namespace gomoku::bench
