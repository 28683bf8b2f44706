#pragma once

#include "board_state.hpp"

#include "core/rules.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gomoku::ai {

// The threat summaries of BoardState's cells (CellThreat): what one colour's four line
// shapes at a cell add up to, with the move order's and the evaluation's corrections.

constexpr int kShapeKinds = 9; // Shape::None .. Shape::Five
constexpr std::size_t kShapeCombinations = kShapeKinds * kShapeKinds * kShapeKinds * kShapeKinds;

// A cell's four line shapes, in the order given, as one index.
inline std::size_t combination(const std::array<std::uint8_t, 4>& shapes) {
    return shapes[0] +
           kShapeKinds * (shapes[1] + kShapeKinds * (shapes[2] + kShapeKinds * shapes[3]));
}

// A cell's summary depends on its four line shapes only, and not on their order: every
// set of four shapes is summarised once, and a shape change is two lookups (summing and
// weighing at every change took a third of the search's time).
struct SummaryTables {
    std::vector<CellThreat> summaries;     // one for each set of four shapes
    std::vector<std::uint16_t> summary_of; // by combination(): the index of its set's summary
};

// The tables of colour s's cells under a rule, with its evaluation's corrections
// (eval_corrections()).
const SummaryTables& summary_tables(Rule rule, Stone s);

} // namespace gomoku::ai
