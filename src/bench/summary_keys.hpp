#pragma once

#include "ai/board_state.hpp"
#include "core/rules.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <span>
#include <vector>

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

// Where the fits keep a set of shapes' correction: key + kSummaryKeys * (role + 2 * block),
// role 0 for the cells of the side to move (its order_mine, attack) and 1 for its
// opponent's (order_theirs, guard), block 1 for White's cells under renju, where each
// colour has its own rows (Black's forbidden points make its double threats no strength),
// and 0 for every other cell.
inline std::size_t summary_index(int key, int role, Rule rule, Stone owner) {
    const int block = rule == Rule::Renju && owner == Stone::White ? 1 : 0;
    return static_cast<std::size_t>(key + kSummaryKeys * (role + 2 * block));
}
inline constexpr std::size_t kSummaryIndices = 4 * kSummaryKeys;
// The role of summary_index()'s index: 0 (the side to move's cells) or 1 (its opponent's).
inline int summary_role(std::size_t index) {
    return static_cast<int>(index / kSummaryKeys % 2);
}

// The row of a table in use (eval_corrections.hpp, order_corrections.hpp) for the set of
// shapes `key`; nothing when it has none.
template <class Row> const Row* row_of(std::span<const Row> rows, int key) {
    for (const Row& row : rows) {
        if (summary_key(row.shapes) == key) {
            return &row;
        }
    }
    return nullptr;
}

// Prints a fit's table to paste into ai, a row "{{shapes}, first, second}, // seen" for
// each set of shapes whose values row(key, owner) are not both zero, `seen` counted by
// summary_index(). Under renju a table for each colour, Black's named names[0], White's
// names[1] (when not empty); `header` names the columns.
template <class RowValues>
void print_summary_rows(Rule rule, const char* header, std::array<const char*, 2> names,
                        const std::vector<int>& seen, RowValues row) {
    for (const Stone owner : {Stone::Black, Stone::White}) {
        const bool black = owner == Stone::Black;
        if (rule == Rule::Renju) {
            const char* name = names[black ? 0 : 1];
            std::printf("// %s's cells%s%s%s\n", black ? "Black" : "White", *name ? " (" : "", name,
                        *name ? ")" : "");
        } else if (!black) {
            break; // one table for both colours
        }
        std::printf("// %s\n", header);
        for (int key = 0; key < kSummaryKeys; ++key) {
            const std::array<long, 2> v = row(key, owner);
            if (v[0] != 0 || v[1] != 0) {
                std::printf("    {{%d, %d, %d, %d}, %ld, %ld}, // %d %d\n", key % 9, key / 9 % 9,
                            key / 81 % 9, key / 729, v[0], v[1],
                            seen[summary_index(key, 0, rule, owner)],
                            seen[summary_index(key, 1, rule, owner)]);
            }
        }
    }
}

} // namespace gomoku::bench
