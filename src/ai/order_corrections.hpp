#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace gomoku::ai {

// The move order's corrections for whole cells. kOrderWeights (eval_weights.hpp) weighs a
// cell's line shapes one by one; what a cell is worth as a move is not always the sum of its
// lines (a three beside an open two is a four-three one move on; two open twos that cross
// make a double three). Each row corrects the order values of one set of four line shapes
// (CellThreat::order_mine, order_theirs), fitted to the search's own choices on top of the
// weights by
//   gomoku-bench policy-fit --data games.txt --summaries
// (policy_bench.hpp has the data recipe). A cell whose shapes have no row keeps its weighed
// value. New rows land only with a match that shows them better.
struct OrderCorrection {
    std::array<std::uint8_t, 4> shapes; // Shape values, ascending
    // Added to order_mine (the cell as a move of this colour's) and to order_theirs (as a
    // block of this colour's shapes by its opponent).
    int mine;
    int theirs;
};

// Fitted to 4052 positions (949 more held out) of freestyle self-play games (policy_bench.hpp
// has the command), each labelled by a 50000-node search. The comments: in how many of the
// fit's candidate moves the shapes were the mover's, and the opponent's. The fit's row for
// cells with no shape at all ({0, 0, 0, 0}) was left out (the bench did not print it then);
// the table was matched as it stands.
// A second round on top of this table, fitted to 21,968 positions (5,545 held out) of 3,600
// freestyle games of 6a854ae (texel-games --games 1800 --nodes 4000, seeds 1 and 5001),
// lambda 1e-3: held-out loss 2.4595 -> 2.4297, the search's move first 30.7% -> 31.5%. It
// played +1.7 (-21.6..+25.1) over 400 games at 0.3 s a move (+20.9 over 200 of
// freestyle15-play.txt, -17.4 over 200 of freestyle15.txt; five of its wins were the other
// side's time forfeits) and searched 16% more nodes to depth 10: not kept.
// Renju uses this table for both colours. Tables of its own, one for each colour's cells
// (policy-fit keys renju's cells by colour), fitted on top of it to 22,300 positions (5,460
// held out) of the first 3,600 games of texel-games --rule renju --nodes 4000 --seed 1
// (8acb968's), labelled by 6a854ae: with --lambdas 1e-3, held-out loss 2.3947 -> 2.3732,
// and -29.6 (-67.4..+7.5) over 200 games of freestyle15-play.txt under renju; with lambda
// 0 (2.3695), sets of shapes the search never or always chose in their hundred-odd
// candidates ran off to -2300 or +800, and that table played -50.3 (-94.7..-7.5) over 146.
// Neither kept: a move order that predicts the search's choice a little better has not
// searched better.
inline constexpr OrderCorrection kOrderCorrections[] = {
    {{0, 0, 0, 2}, -32, 89},    // 44580 42906
    {{0, 0, 2, 2}, 102, -121},  // 7325 7136
    {{0, 2, 2, 2}, 49, 0},      // 683 679
    {{0, 0, 0, 3}, -191, 21},   // 63669 61094
    {{0, 0, 2, 3}, -173, -52},  // 20012 19610
    {{0, 2, 2, 3}, -167, 7},    // 2360 2230
    {{2, 2, 2, 3}, -26, -11},   // 141 158
    {{0, 0, 3, 3}, 55, -131},   // 15630 15269
    {{0, 2, 3, 3}, 0, -209},    // 3273 3193
    {{2, 2, 3, 3}, 31, -19},    // 208 176
    {{0, 3, 3, 3}, -92, -129},  // 1850 1779
    {{2, 3, 3, 3}, -33, -24},   // 192 164
    {{0, 0, 0, 4}, -29, 92},    // 17541 19286
    {{0, 0, 2, 4}, 32, 54},     // 5943 6389
    {{0, 2, 2, 4}, 30, -221},   // 956 967
    {{0, 0, 3, 4}, 79, -124},   // 7196 7912
    {{0, 2, 3, 4}, -88, -113},  // 1557 1707
    {{2, 2, 3, 4}, 103, -32},   // 137 173
    {{0, 3, 3, 4}, -67, 10},    // 1107 1168
    {{2, 3, 3, 4}, 122, -12},   // 151 132
    {{0, 0, 4, 4}, 139, 95},    // 1086 1254
    {{0, 2, 4, 4}, 282, 4},     // 370 410
    {{0, 3, 4, 4}, 141, -123},  // 252 278
    {{0, 0, 0, 5}, -11, -65},   // 9617 11642
    {{0, 0, 2, 5}, 15, -167},   // 3095 3678
    {{0, 2, 2, 5}, -144, -149}, // 442 497
    {{0, 0, 3, 5}, 123, 50},    // 3818 5231
    {{0, 2, 3, 5}, 112, 76},    // 902 1174
    {{0, 3, 3, 5}, -39, 133},   // 621 849
    {{2, 3, 3, 5}, 0, 99},      // 93 116
    {{0, 0, 4, 5}, 126, -43},   // 911 1317
    {{0, 2, 4, 5}, -154, -18},  // 289 366
    {{0, 3, 4, 5}, -219, -36},  // 241 364
    {{0, 0, 5, 5}, 95, 332},    // 166 356
    {{0, 2, 5, 5}, 0, 99},      // 49 101
    {{0, 0, 0, 6}, 173, -143},  // 3591 5330
    {{0, 0, 2, 6}, 246, -97},   // 1103 1649
    {{0, 2, 2, 6}, -14, 6},     // 173 249
    {{0, 0, 3, 6}, 231, 124},   // 892 1726
    {{0, 2, 3, 6}, 91, -5},     // 203 394
    {{0, 3, 3, 6}, 0, 314},     // 86 211
    {{0, 0, 4, 6}, 60, 189},    // 257 469
    {{0, 2, 4, 6}, 0, 188},     // 69 166
    {{0, 3, 4, 6}, 0, 242},     // 32 124
    {{0, 0, 5, 6}, 0, -385},    // 11 283
    {{0, 0, 0, 7}, 0, 121},     // 0 975
    {{0, 0, 2, 7}, 0, 170},     // 0 390
    {{0, 0, 3, 7}, 0, 169},     // 0 485
    {{0, 2, 3, 7}, 0, 87},      // 0 129
    {{0, 0, 4, 7}, 0, 20},      // 0 100
};

// The rows are looked up by their sorted shapes once, when the summaries are built: each set
// must be sorted, within Shape's range, and appear once.
constexpr bool valid_order_corrections() {
    constexpr std::size_t n = std::size(kOrderCorrections);
    for (std::size_t i = 0; i < n; ++i) {
        const auto& s = kOrderCorrections[i].shapes;
        for (std::size_t k = 0; k < 4; ++k) {
            if (s[k] > 8 || (k > 0 && s[k - 1] > s[k])) {
                return false;
            }
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (kOrderCorrections[j].shapes == s) {
                return false;
            }
        }
    }
    return true;
}
static_assert(valid_order_corrections(), "order corrections: sorted, valid, distinct shapes");

} // namespace gomoku::ai
