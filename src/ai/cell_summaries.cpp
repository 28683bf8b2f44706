#include "cell_summaries.hpp"

#include "eval_corrections.hpp"
#include "eval_weights.hpp"
#include "order_corrections.hpp"

#include <algorithm>
#include <iterator>
#include <span>

namespace gomoku::ai {

namespace {

// Combinations that cannot both be met are worth more than their parts.
constexpr int kDoubleFourBonus = 700;  // four-four or four-three: wins unless answered by fours
constexpr int kDoubleThreeBonus = 300; // two open threes

// Which counter each shape adds to (index: Shape), and what it is worth.
constexpr std::uint8_t CellThreat::*kCounterOf[] = {
    nullptr,                  // None
    &CellThreat::overlines,   // Overline
    &CellThreat::twos,        // Two
    &CellThreat::open_twos,   // OpenTwo
    &CellThreat::threes,      // Three
    &CellThreat::open_threes, // OpenThree
    &CellThreat::fours,       // Four
    &CellThreat::open_fours,  // OpenFour
    &CellThreat::fives,       // Five
};

const std::array<std::int16_t, 9> kValueOf = [] {
    std::array<std::int16_t, 9> v{};
    for (int s = 0; s < 9; ++s) {
        v[static_cast<std::size_t>(s)] =
            static_cast<std::int16_t>(shape_value(static_cast<Shape>(s)));
    }
    return v;
}();

void count_shape(CellThreat& t, std::uint8_t shape) {
    if (auto counter = kCounterOf[shape]) {
        t.*counter = static_cast<std::uint8_t>(t.*counter + 1);
    }
    t.base = static_cast<std::int16_t>(t.base + kValueOf[shape]);
}

bool double_four(const CellThreat& t) {
    return t.fives == 0 && (t.fours >= 2 || (t.fours >= 1 && t.open_threes >= 1));
}
bool double_three(const CellThreat& t) {
    return t.fives == 0 && !double_four(t) && t.open_threes >= 2;
}

// The cell's value: its shapes plus a bonus for combinations.
std::int16_t combined_value(const CellThreat& t) {
    const int bonus = double_four(t) ? kDoubleFourBonus : double_three(t) ? kDoubleThreeBonus : 0;
    return static_cast<std::int16_t>(t.base + bonus);
}

std::int16_t worth(const CellThreat& t, const std::array<int, kEvalFeatures>& w) {
    const std::array<int, kEvalFeatures> counts = eval_counts(t);
    int sum = 0;
    for (std::size_t f = 0; f < kEvalFeatures; ++f) {
        sum += counts[f] * w[f];
    }
    return static_cast<std::int16_t>(sum);
}

// Everything a cell's shapes decide, after its counts changed.
void settle(CellThreat& t) {
    t.value = combined_value(t);
    t.attack = worth(t, kEvalWeights.attack);
    t.guard = worth(t, kEvalWeights.guard);
    t.order_mine = worth(t, kOrderWeights.mine);
    t.order_theirs = worth(t, kOrderWeights.theirs);
    t.sets = static_cast<std::uint8_t>((t.fives > 0 ? CellThreat::kFiveSet : 0) |
                                       (t.makes_four() ? CellThreat::kFourSet : 0) |
                                       (t.double_threat() ? CellThreat::kDoubleSet : 0) |
                                       (double_three(t) ? CellThreat::kThreeThreeSet : 0));
}

std::int16_t corrected(std::int16_t value, int correction) {
    return static_cast<std::int16_t>(std::clamp(value + correction, -32767, 32767));
}

// The move order's corrections for the cell's shapes, sorted (order_corrections.hpp), and
// the evaluation's rows `eval` (eval_corrections.hpp).
void correct(CellThreat& t, const std::array<std::uint8_t, 4>& sorted,
             std::span<const EvalCorrection> eval) {
    for (const OrderCorrection& c : kOrderCorrections) {
        if (c.shapes == sorted) {
            t.order_mine = corrected(t.order_mine, c.mine);
            t.order_theirs = corrected(t.order_theirs, c.theirs);
        }
    }
    for (const EvalCorrection& c : eval) {
        if (c.shapes == sorted) {
            t.attack = corrected(t.attack, c.attack);
            t.guard = corrected(t.guard, c.guard);
        }
    }
}

CellThreat summarize(const std::array<std::uint8_t, 4>& shapes,
                     std::span<const EvalCorrection> eval) {
    CellThreat t;
    for (std::uint8_t raw : shapes) {
        count_shape(t, raw);
    }
    settle(t);
    correct(t, shapes, eval);
    return t;
}

SummaryTables make_summary_tables(std::span<const EvalCorrection> eval) {
    SummaryTables t;
    t.summary_of.resize(kShapeCombinations);
    std::vector<int> of_sorted(kShapeCombinations, -1); // by the sorted shapes' combination
    for (std::size_t code = 0; code < kShapeCombinations; ++code) {
        std::array<std::uint8_t, 4> shapes{};
        std::size_t rest = code;
        for (std::uint8_t& shape : shapes) {
            shape = static_cast<std::uint8_t>(rest % kShapeKinds);
            rest /= kShapeKinds;
        }
        std::sort(shapes.begin(), shapes.end());
        int& index = of_sorted[combination(shapes)];
        if (index < 0) {
            index = static_cast<int>(t.summaries.size());
            t.summaries.push_back(summarize(shapes, eval));
        }
        t.summary_of[code] = static_cast<std::uint16_t>(index);
    }
    return t;
}

std::size_t table_index(Rule rule, Stone s) {
    return 2 * static_cast<std::size_t>(rule) + (s == Stone::Black ? 0 : 1);
}

} // namespace

const SummaryTables& summary_tables(Rule rule, Stone s) {
    // One for each rule and colour, from the rows eval_corrections() gives it, so which
    // rule takes which rows is said in one place. Outside renju both colours' tables are
    // alike: a few thousand summaries built twice, once a run.
    static const auto tables = [] {
        std::array<SummaryTables, 2 * std::size(kAllRules)> t;
        for (const Rule r : kAllRules) {
            for (const Stone c : {Stone::Black, Stone::White}) {
                t[table_index(r, c)] = make_summary_tables(eval_corrections(r, c));
            }
        }
        return t;
    }();
    return tables[table_index(rule, s)];
}

std::array<int, kEvalFeatures> eval_counts(const CellThreat& t) {
    return {t.twos,
            t.open_twos,
            t.threes,
            t.open_threes,
            t.fours,
            t.open_fours,
            double_four(t) ? 1 : 0,
            double_three(t) ? 1 : 0};
}

int shape_value(Shape shape) {
    switch (shape) {
    case Shape::Five:
        return 2500;
    case Shape::OpenFour:
        return 700;
    case Shape::Four:
        return 150;
    case Shape::OpenThree:
        return 130;
    case Shape::Three:
        return 30;
    case Shape::OpenTwo:
        return 20;
    case Shape::Two:
        return 4;
    case Shape::None:
    case Shape::Overline:
        return 0;
    }
    return 0;
}

} // namespace gomoku::ai
