#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

namespace gomoku::ai {

// What the static evaluation counts, over every empty cell and both colours: the line
// shapes a stone played there would make (one per direction), and the cells where one stone
// would make two threats at once.
enum class EvalFeature : std::size_t {
    Two,
    OpenTwo,
    Three,
    OpenThree,
    Four,
    OpenFour,
    DoubleFour,  // a four-four or four-three cell (no five there)
    DoubleThree, // two open threes at once
    Count
};
inline constexpr std::size_t kEvalFeatures = static_cast<std::size_t>(EvalFeature::Count);

// The evaluation is linear in those counts:
//   attack . (counts of the side to move) - guard . (counts of its opponent) + tempo.
// The side to move can use its shapes first, so they weigh more than the opponent's, which
// must still be met. gomoku-bench texel fits these from self-play games (see
// src/bench/texel_bench.hpp for the recipe); a fit lands only with a match that shows it.
// The set below sits at a local optimum: each weight moved alone (attack four 220 and 100,
// open three 170 and 100, three 50, double three 600, open two 30 with its guard 15; guard
// four 110 and 45, guard double three 300; tempo 80), 598 games each at 20,000 nodes a move
// over the three freestyle opening files, played from -29.1 to +15.1 Elo, and the best of
// them (attack four 100) played -19.2 (-43.6..+5.0) at 40,000 nodes. A cell's worth is
// then corrected for its whole set of shapes (eval_corrections.hpp).
struct EvalWeights {
    std::array<int, kEvalFeatures> attack;
    std::array<int, kEvalFeatures> guard;
    int tempo;
};

inline constexpr EvalWeights kEvalWeights{
    //  two, open two, three, open three, four, open four, double four, double three
    {4, 20, 30, 130, 150, 700, 700, 300},
    {2, 10, 15, 65, 75, 350, 350, 150},
    20,
};

// The move order (Searcher::order_score): a cell's worth to the side to move, linear in the
// same counts, for its own shapes there and for the opponent's (a block). A node searches
// only its first few moves, so this order decides what the search sees at all.
// gomoku-bench policy-fit fits these to the search's own choices (src/bench/policy_bench.hpp);
// new weights land only with a match that shows them.
struct OrderWeights {
    std::array<int, kEvalFeatures> mine;
    std::array<int, kEvalFeatures> theirs;
};

inline constexpr OrderWeights kOrderWeights{
    //  two, open two, three, open three, four, open four, double four, double three
    {119, 616, 764, 1457, 2164, 3500, 1901, -144},
    {30, 210, 386, 1136, 1530, 3299, 731, -490},
};

// A cell's weighed sum is kept in 16 bits (CellThreat): at most one shape a line in four
// lines, and at most one of the two combinations. A fit that passes this fails to compile
// instead of wrapping around.
constexpr bool fits_a_cell(const std::array<int, kEvalFeatures>& w) {
    const auto magnitude = [&](std::size_t f) { return w[f] < 0 ? -w[f] : w[f]; };
    int line = 0;
    for (std::size_t f = 0; f < static_cast<std::size_t>(EvalFeature::DoubleFour); ++f) {
        line = std::max(line, magnitude(f));
    }
    const int combination =
        std::max(magnitude(static_cast<std::size_t>(EvalFeature::DoubleFour)),
                 magnitude(static_cast<std::size_t>(EvalFeature::DoubleThree)));
    return 4 * line + combination <= 32767;
}
static_assert(fits_a_cell(kEvalWeights.attack) && fits_a_cell(kEvalWeights.guard) &&
                  fits_a_cell(kOrderWeights.mine) && fits_a_cell(kOrderWeights.theirs),
              "a cell's weighed sum must fit the 16 bits of CellThreat");

} // namespace gomoku::ai
