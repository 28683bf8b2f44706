#pragma once

#include "core/rules.hpp"

#include <array>
#include <cstdint>

namespace gomoku::ai {

// The evaluation's corrections for whole cells. kEvalWeights (eval_weights.hpp) weighs a
// cell's line shapes one by one; what a cell is worth to a position is not always the sum of
// its lines (a three beside an open two is a four-three one move on; two open twos that
// cross make a double three). Each row corrects the evaluation's values of one set of four
// line shapes (CellThreat::attack, guard), fitted to game results on top of the weights by
//   gomoku-bench texel-fit --data games.txt --cells --tied
// (texel_bench.hpp has the data recipe). A cell whose shapes have no row keeps its weighed
// value. New rows land only with a match that shows them better.
struct EvalCorrection {
    std::array<std::uint8_t, 4> shapes; // Shape values, ascending
    int attack;                         // added to CellThreat::attack
    int guard;                          // added to CellThreat::guard
};

// The rules whose evaluation the rows correct: freestyle, whose games they were fitted to,
// and exactly five (+22.6 (-2.7..+48.2) over 200 games of standard15.txt at 0.3 s a move
// against the build before them). Under renju a cell where Black would make a double three
// or a four-three is forbidden, not strong, and the linear weights stay (their bonuses do
// not know that either). Correcting White's cells alone there (White has no forbidden
// points) played -61.8 (-99.1..-25.9) after 142 games of renju15.txt at 0.3 s a move
// (stopped): the rows are freestyle's, and renju's White lives by other threats.
constexpr bool eval_corrected(Rule rule) {
    return rule != Rule::Renju;
}

// Fitted to 125,222 quiet positions of 9,000 freestyle self-play games of e37b843, the build
// before this table (texel_bench.hpp has the commands; 14,298 positions of 1,000 more games
// held out). The comments: in how many of the positions' empty cells the shapes were the
// side to move's, and its opponent's. The fit lowered the held-out error from 0.1560 to
// 0.1269. Most rows raise cells where two lines meet: an open two beside an open three is
// worth 519 more to the side to move than its lines' weights say (a four-three or a double
// three one move on), a lone two a little less.
// The fit also corrected 21 rarer sets, seen in fewer than 2,000 cells (both colours
// together: four-threes beside a third line, two fours and a three, ...) by 350 to 2,054;
// a second fit on other games moved such rows by hundreds, where the common rows agreed
// within about 20. Without them, against the whole table, at 0.3 s a move: +28.1 (-13.1..
// +70.2) over 198 games of freestyle15-play.txt, 0.0 (-29.0..+29.0) over 200 of
// freestyle15.txt, +14.0 (-11.2..+39.3) together: noise more than knowledge, and such a
// cell's side has mostly won already (the search reads those positions out).
// A second round on top of this table, fitted to 20,000 games (these 10,000 and as many of
// 2afbcdc's, the first table's build): held-out error 0.1304 -> 0.1297, and rows seen in
// hundreds of thousands of cells moved (three crossing open twos 327 -> 155, two open twos
// and a three 367 -> 271); at 0.3 s a move against this table +15.8 (-25.0..+57.0) over 198
// games of freestyle15-play.txt, then -13.6 (-38.5..+11.1) after 104 of freestyle15.txt
// (stopped): not kept. A second round on 2afbcdc's games alone had played -45.6 (-96.2..
// +3.1) after 92: a fit that predicts results a little better has not yet played better.
inline constexpr std::array kEvalCorrections = std::to_array<EvalCorrection>({
    {{0, 0, 0, 2}, -16, -8},    // 3466406 3625859
    {{0, 0, 2, 2}, -75, -37},   // 377187 428638
    {{0, 2, 2, 2}, -153, -76},  // 33283 36053
    {{2, 2, 2, 2}, -180, -90},  // 1670 1763
    {{0, 0, 0, 3}, -24, -12},   // 2133307 2440657
    {{0, 0, 2, 3}, -6, -3},     // 607415 762964
    {{0, 2, 2, 3}, -43, -22},   // 73094 93922
    {{2, 2, 2, 3}, -8, -4},     // 4287 5339
    {{0, 0, 3, 3}, 47, 24},     // 351104 465593
    {{0, 2, 3, 3}, 68, 34},     // 72670 106797
    {{2, 2, 3, 3}, -19, -10},   // 5202 7067
    {{0, 3, 3, 3}, 327, 163},   // 34164 45789
    {{2, 3, 3, 3}, 419, 210},   // 3919 5572
    {{3, 3, 3, 3}, 664, 332},   // 1588 1484
    {{0, 0, 0, 4}, -40, -20},   // 934155 914556
    {{0, 0, 2, 4}, -52, -26},   // 272920 295409
    {{0, 2, 2, 4}, -45, -23},   // 40607 44742
    {{2, 2, 2, 4}, 167, 83},    // 2890 3137
    {{0, 0, 3, 4}, 138, 69},    // 238753 276436
    {{0, 2, 3, 4}, 110, 55},    // 55145 68464
    {{2, 2, 3, 4}, 86, 43},     // 4983 6086
    {{0, 3, 3, 4}, 367, 184},   // 27271 33081
    {{2, 3, 3, 4}, 450, 225},   // 3327 4704
    {{3, 3, 3, 4}, 753, 377},   // 1313 1351
    {{0, 0, 4, 4}, 14, 7},      // 53147 59502
    {{0, 2, 4, 4}, 54, 27},     // 15930 18136
    {{2, 2, 4, 4}, 338, 169},   // 1586 1785
    {{0, 3, 4, 4}, 277, 139},   // 9516 11891
    {{2, 3, 4, 4}, 200, 100},   // 1693 2128
    {{0, 4, 4, 4}, 240, 120},   // 1950 2534
    {{0, 0, 0, 5}, 110, 55},    // 240752 338958
    {{0, 0, 2, 5}, 85, 42},     // 77966 119081
    {{0, 2, 2, 5}, 56, 28},     // 12026 17873
    {{2, 2, 2, 5}, 21, 10},     // 893 1277
    {{0, 0, 3, 5}, 519, 259},   // 84178 150074
    {{0, 2, 3, 5}, 434, 217},   // 20416 35066
    {{2, 2, 3, 5}, 331, 165},   // 1732 2552
    {{0, 3, 3, 5}, 858, 429},   // 12232 19096
    {{2, 3, 3, 5}, 768, 384},   // 1847 2557
    {{0, 0, 4, 5}, 252, 126},   // 26137 41135
    {{0, 2, 4, 5}, 261, 131},   // 7384 12097
    {{2, 2, 4, 5}, 578, 289},   // 860 1389
    {{0, 3, 4, 5}, 713, 356},   // 5774 9948
    {{2, 3, 4, 5}, 965, 483},   // 935 1585
    {{0, 4, 4, 5}, 241, 120},   // 1071 2125
    {{0, 0, 5, 5}, 422, 211},   // 3621 10936
    {{0, 2, 5, 5}, 582, 291},   // 1543 3264
    {{0, 3, 5, 5}, 591, 296},   // 1309 2625
    {{0, 0, 0, 6}, 4, 2},       // 162234 113759
    {{0, 0, 2, 6}, 8, 4},       // 54043 43409
    {{0, 2, 2, 6}, 157, 78},    // 8084 6918
    {{0, 0, 3, 6}, 564, 282},   // 35216 30498
    {{0, 2, 3, 6}, 780, 390},   // 7598 7468
    {{0, 3, 3, 6}, 1282, 641},  // 2605 2939
    {{0, 0, 4, 6}, 255, 128},   // 15277 13607
    {{0, 2, 4, 6}, 373, 186},   // 3898 3839
    {{0, 3, 4, 6}, 1030, 515},  // 1640 1827
    {{0, 0, 5, 6}, 2042, 1021}, // 2246 0
});

} // namespace gomoku::ai
