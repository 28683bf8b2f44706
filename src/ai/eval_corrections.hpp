#pragma once

#include "core/rules.hpp"
#include "core/types.hpp"

#include <array>
#include <cstdint>
#include <span>

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

// Renju's own rows, one table for each colour: Black's double threes and double fours are
// forbidden, not strong, and White lives by other threats than freestyle's (the freestyle
// rows on White's cells alone had played -61.8 (-99.1..-25.9) after 142 games of
// renju15.txt at 0.3 s a move, stopped). Fitted the same way to 128,835 quiet positions of
// 9,905 renju self-play games of 8acb968 (texel_bench.hpp; 14,888 positions held out: error
// 0.1728 -> 0.1457). Where a cell would give Black two open threes (forbidden, or nearly)
// the fit lowers it by 369, where freestyle raises it by 422; rows seen in over 100,000
// cells agree with freestyle's within 75. Against the linear renju evaluation before them,
// at 0.3 s a move: +13.9 (-8.0..+35.9) over 300 games of renju15.txt and renju15-play.txt
// (most of their openings are won by the same colour whoever plays it) and +87.8
// (+48.2..+129.8) over 198 of freestyle15-play.txt played under renju: +42.8 (+22.0..+63.8)
// over all 498.
inline constexpr std::array kRenjuBlackCorrections = std::to_array<EvalCorrection>({
    {{0, 0, 0, 2}, -22, -11},   // 1869550 1580948
    {{0, 0, 2, 2}, -95, -48},   // 197838 192337
    {{0, 2, 2, 2}, 13, 7},      // 16968 17350
    {{0, 0, 0, 3}, -33, -17},   // 1213067 1126142
    {{0, 0, 2, 3}, -38, -19},   // 353201 354914
    {{0, 2, 2, 3}, -39, -19},   // 41281 44124
    {{2, 2, 2, 3}, 137, 69},    // 2457 2411
    {{0, 0, 3, 3}, 51, 25},     // 204950 214127
    {{0, 2, 3, 3}, 85, 42},     // 44013 50457
    {{2, 2, 3, 3}, 419, 210},   // 3069 3347
    {{0, 3, 3, 3}, 360, 180},   // 22898 21483
    {{2, 3, 3, 3}, 493, 246},   // 2585 2590
    {{0, 0, 0, 4}, -21, -11},   // 497873 421596
    {{0, 0, 2, 4}, -46, -23},   // 144140 140823
    {{0, 2, 2, 4}, -42, -21},   // 21668 22076
    {{2, 2, 2, 4}, 209, 104},   // 1595 1671
    {{0, 0, 3, 4}, 124, 62},    // 135337 129009
    {{0, 2, 3, 4}, 64, 32},     // 31757 33368
    {{2, 2, 3, 4}, 119, 59},    // 2625 2775
    {{0, 3, 3, 4}, 346, 173},   // 17024 16092
    {{2, 3, 3, 4}, 582, 291},   // 2123 2209
    {{0, 0, 4, 4}, -45, -23},   // 27188 28569
    {{0, 2, 4, 4}, -14, -7},    // 8179 9180
    {{2, 2, 4, 4}, 301, 150},   // 987 1088
    {{0, 3, 4, 4}, 197, 99},    // 5562 6117
    {{0, 4, 4, 4}, -142, -71},  // 1058 1181
    {{0, 0, 0, 5}, 108, 54},    // 133524 146921
    {{0, 0, 2, 5}, 20, 10},     // 46115 52581
    {{0, 2, 2, 5}, -49, -24},   // 6892 8138
    {{0, 0, 3, 5}, 465, 233},   // 52681 66435
    {{0, 2, 3, 5}, 365, 183},   // 12961 15839
    {{2, 2, 3, 5}, 488, 244},   // 1256 1262
    {{0, 3, 3, 5}, 681, 341},   // 8821 8721
    {{2, 3, 3, 5}, 657, 328},   // 1249 1272
    {{0, 0, 4, 5}, 289, 144},   // 15003 17894
    {{0, 2, 4, 5}, 352, 176},   // 4618 5659
    {{0, 3, 4, 5}, 716, 358},   // 4072 4457
    {{0, 0, 5, 5}, -369, -185}, // 2484 4957
    {{0, 2, 5, 5}, -416, -208}, // 1014 1515
    {{0, 3, 5, 5}, -135, -67},  // 1087 1190
    {{0, 0, 0, 6}, 78, 39},     // 97985 54395
    {{0, 0, 2, 6}, -30, -15},   // 30790 21215
    {{0, 2, 2, 6}, -51, -25},   // 4550 3299
    {{0, 0, 3, 6}, 709, 355},   // 23958 14146
    {{0, 2, 3, 6}, 742, 371},   // 5182 3441
    {{0, 3, 3, 6}, 1519, 759},  // 2201 1284
    {{0, 0, 4, 6}, 238, 119},   // 8443 6624
    {{0, 2, 4, 6}, 312, 156},   // 2275 1923
    {{0, 0, 5, 6}, 2081, 1041}, // 2010 0
});
inline constexpr std::array kRenjuWhiteCorrections = std::to_array<EvalCorrection>({
    {{0, 0, 0, 2}, -3, -1},     // 1562169 2089095
    {{0, 0, 2, 2}, -44, -22},   // 180627 244678
    {{0, 2, 2, 2}, -122, -61},  // 16730 20063
    {{0, 0, 0, 3}, -33, -17},   // 931674 1363961
    {{0, 0, 2, 3}, -2, -1},     // 272332 447387
    {{0, 2, 2, 3}, -5, -2},     // 34396 53158
    {{2, 2, 2, 3}, 325, 162},   // 2233 3069
    {{0, 0, 3, 3}, 35, 18},     // 143323 259672
    {{0, 2, 3, 3}, 88, 44},     // 30188 61376
    {{2, 2, 3, 3}, 228, 114},   // 2355 4062
    {{0, 3, 3, 3}, 267, 134},   // 12295 24111
    {{2, 3, 3, 3}, 476, 238},   // 1495 3026
    {{0, 0, 0, 4}, -25, -13},   // 432104 507620
    {{0, 0, 2, 4}, -64, -32},   // 133148 164130
    {{0, 2, 2, 4}, -56, -28},   // 21404 25197
    {{2, 2, 2, 4}, -35, -17},   // 1582 1883
    {{0, 0, 3, 4}, 128, 64},    // 108140 157852
    {{0, 2, 3, 4}, 214, 107},   // 27148 38992
    {{2, 2, 3, 4}, 168, 84},    // 2575 3283
    {{0, 3, 3, 4}, 306, 153},   // 11209 19507
    {{2, 3, 3, 4}, 651, 325},   // 1539 2749
    {{0, 0, 4, 4}, -65, -32},   // 27683 33232
    {{0, 2, 4, 4}, 214, 107},   // 8495 9958
    {{0, 3, 4, 4}, 168, 84},    // 4776 6522
    {{2, 3, 4, 4}, 580, 290},   // 941 1290
    {{0, 4, 4, 4}, -41, -21},   // 1255 1293
    {{0, 0, 0, 5}, 155, 78},    // 102673 191027
    {{0, 0, 2, 5}, 37, 19},     // 33118 70787
    {{0, 2, 2, 5}, 76, 38},     // 5376 10553
    {{0, 0, 3, 5}, 399, 199},   // 31568 86732
    {{0, 2, 3, 5}, 432, 216},   // 7770 21190
    {{2, 2, 3, 5}, 499, 249},   // 725 1544
    {{0, 3, 3, 5}, 454, 227},   // 4080 10892
    {{2, 3, 3, 5}, 849, 425},   // 661 1478
    {{0, 0, 4, 5}, 353, 177},   // 11014 23880
    {{0, 2, 4, 5}, 472, 236},   // 3283 6941
    {{0, 3, 4, 5}, 586, 293},   // 2418 5923
    {{0, 0, 5, 5}, -187, -93},  // 1158 6896
    {{0, 2, 5, 5}, -111, -56},  // 494 1927
    {{0, 3, 5, 5}, -381, -191}, // 372 1674
    {{0, 0, 0, 6}, 20, 10},     // 73211 61193
    {{0, 0, 2, 6}, 67, 33},     // 24795 22844
    {{0, 2, 2, 6}, 135, 67},    // 3604 3414
    {{0, 0, 3, 6}, 747, 373},   // 15381 16976
    {{0, 2, 3, 6}, 828, 414},   // 3439 4010
    {{0, 3, 3, 6}, 1270, 635},  // 984 1524
    {{0, 0, 4, 6}, 421, 211},   // 6551 7084
    {{0, 2, 4, 6}, 597, 299},   // 1758 2100
});

// Exactly five's own rows (both colours alike). Freestyle's had served it (+22.6 (-2.7..
// +48.2) over 200 games of standard15.txt at 0.3 s a move against the build before them);
// these are fitted on top of them to 128,750 quiet positions of 10,000 exactly-five games of
// 57cdcbd (texel_bench.hpp, --rule standard; 15,352 positions held out: error 0.1258 ->
// 0.1236, a small step: freestyle's rows already fitted these games well). Against
// freestyle's rows at 0.3 s a move: +24.4 (-5.8..+54.9) over 200 games of standard15.txt,
// +39.7 (+3.9..+76.3) over 132 of freestyle15-play.txt played under exactly five (stopped
// for time): +30.4 (+7.3..+53.8) over 332.
inline constexpr std::array kStandardCorrections = std::to_array<EvalCorrection>({
    {{0, 0, 0, 1}, 72, 36},     // 2037 2108
    {{0, 0, 0, 2}, -12, -6},    // 3407828 3562191
    {{0, 0, 2, 2}, -61, -30},   // 393102 435945
    {{0, 2, 2, 2}, -20, -10},   // 36701 39697
    {{2, 2, 2, 2}, -45, -22},   // 1870 2134
    {{0, 0, 0, 3}, -16, -8},    // 2359157 2536643
    {{0, 0, 2, 3}, 4, 2},       // 674911 814940
    {{0, 2, 2, 3}, 9, 4},       // 79751 101905
    {{2, 2, 2, 3}, 230, 115},   // 5126 6213
    {{0, 0, 3, 3}, 40, 20},     // 415274 526895
    {{0, 2, 3, 3}, 130, 65},    // 85920 123532
    {{2, 2, 3, 3}, 307, 153},   // 6070 8791
    {{0, 3, 3, 3}, 117, 58},    // 52099 73670
    {{2, 3, 3, 3}, 147, 74},    // 5317 8736
    {{3, 3, 3, 3}, 231, 116},   // 2578 5038
    {{0, 0, 0, 4}, -50, -25},   // 839925 853987
    {{0, 0, 2, 4}, -75, -37},   // 267518 287533
    {{0, 2, 2, 4}, -16, -9},    // 43347 47566
    {{2, 2, 2, 4}, 99, 49},     // 2969 3635
    {{0, 0, 3, 4}, 136, 68},    // 236604 281982
    {{0, 2, 3, 4}, 122, 61},    // 59016 73840
    {{2, 2, 3, 4}, 273, 136},   // 5297 6721
    {{0, 3, 3, 4}, 323, 162},   // 30608 42014
    {{2, 3, 3, 4}, 591, 296},   // 4223 6692
    {{3, 3, 3, 4}, 375, 188},   // 1664 2845
    {{0, 0, 4, 4}, 12, 6},      // 48345 54300
    {{0, 2, 4, 4}, 34, 17},     // 15427 18149
    {{2, 2, 4, 4}, -5, -3},     // 1945 2586
    {{0, 3, 4, 4}, 385, 193},   // 9035 11905
    {{2, 3, 4, 4}, 444, 222},   // 1793 2396
    {{0, 4, 4, 4}, 381, 190},   // 1977 2457
    {{0, 0, 0, 5}, 107, 53},    // 198841 279784
    {{0, 0, 2, 5}, 127, 63},    // 72218 101468
    {{0, 2, 2, 5}, 68, 34},     // 11455 16887
    {{2, 2, 2, 5}, 111, 55},    // 1007 1315
    {{0, 0, 3, 5}, 597, 298},   // 80214 153149
    {{0, 2, 3, 5}, 469, 234},   // 21873 35805
    {{2, 2, 3, 5}, 669, 334},   // 1991 2961
    {{0, 3, 3, 5}, 867, 433},   // 14510 26516
    {{2, 3, 3, 5}, 543, 272},   // 2090 3331
    {{3, 3, 3, 5}, 500, 250},   // 1030 1463
    {{0, 0, 4, 5}, 291, 145},   // 23301 34165
    {{0, 2, 4, 5}, 367, 184},   // 7382 11416
    {{2, 2, 4, 5}, 475, 238},   // 1016 1491
    {{0, 3, 4, 5}, 877, 438},   // 6336 10609
    {{2, 3, 4, 5}, 677, 339},   // 1095 2009
    {{0, 4, 4, 5}, 910, 455},   // 1054 1775
    {{0, 0, 5, 5}, 507, 254},   // 3586 8094
    {{0, 2, 5, 5}, 656, 328},   // 1444 2407
    {{0, 3, 5, 5}, 430, 215},   // 1434 2583
    {{0, 0, 0, 6}, -31, -15},   // 150356 106776
    {{0, 0, 2, 6}, 22, 11},     // 51914 41153
    {{0, 2, 2, 6}, 73, 36},     // 8269 7136
    {{0, 0, 3, 6}, 612, 306},   // 36351 33797
    {{0, 2, 3, 6}, 605, 303},   // 9512 9504
    {{0, 3, 3, 6}, 1100, 550},  // 3827 4208
    {{0, 0, 4, 6}, 250, 126},   // 14874 13186
    {{0, 2, 4, 6}, 265, 132},   // 4469 4285
    {{0, 3, 4, 6}, 1081, 540},  // 2253 2330
    {{0, 0, 5, 6}, 3893, 1946}, // 2220 0
});

// The rows that correct colour s's cells under `rule`.
constexpr std::span<const EvalCorrection> eval_corrections(Rule rule, Stone s) {
    switch (rule) {
    case Rule::Freestyle:
        return kEvalCorrections;
    case Rule::Standard:
        return kStandardCorrections;
    case Rule::Renju:
        break;
    }
    return s == Stone::Black ? std::span<const EvalCorrection>(kRenjuBlackCorrections)
                             : std::span<const EvalCorrection>(kRenjuWhiteCorrections);
}

} // namespace gomoku::ai
