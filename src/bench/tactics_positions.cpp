#include "tactics_positions.hpp"

#include "core/notation.hpp"

#include <string>

namespace gomoku::bench {

namespace {

using TC = TacticsCategory;
using TP = TacticsProof;

// One renju position seen from both sides: White wins by a four whose block is forbidden,
// and Black, to move first, must defuse it.
constexpr const char* kForbiddenBlock = R"(
   b c d e f g h i j k l
12 . . . . . . . . . . .
11 . . . . . . . . O . .
10 . . . O . . X . . . .
 9 . . . . . . X . . . .
 8 . . . . . . . X X . .
 7 . . . . . . . . . . .
 6 . . . . O . . . . . .
 5 . . . O . . . . . . .
 4 . . O . . . . . . X .
 3 . X . . . . . . . . .
 2 . . . . . . . . . . .
)";

// Each entry: name, category, proof kind, rule, board size, side to move, plies of the win
// from the first answer (0 for a defence), every correct move, the diagram, the idea.
// tactics_validation.hpp proves every entry with the brute-force threat_checker.
// clang-format off
constexpr TacticsPosition kPositions[] = {
// --- win in 1: make five --------------------------------------------------------------
{"five_row", TC::WinIn1, TP::Five, Rule::Freestyle, 15, Stone::Black, 1, "j8", R"(
   d e f g h i j k
10 . . . . . . . .
 9 . . . O O . . .
 8 . O X X X X . .
 7 . . . O . O . .
 6 . . . . . . . .
)", "a four blocked on one side: finish it"},
{"five_before_block", TC::WinIn1, TP::Five, Rule::Freestyle, 15, Stone::White, 1, "g7", R"(
   b c d e f g h i j k
11 . . . . . . . . . .
10 . O X X X X . . . .
 9 . . . . . . . O X .
 8 . . . . . . O X . .
 7 . . . X X . . X . .
 6 . . . . O . X . . .
 5 . . . O . . . . . .
 4 . . . . . . . . . .
)", "Black threatens five on h10, but White's own five on the diagonal comes first"},
{"five_edge_standard", TC::WinIn1, TP::Five, Rule::Standard, 15, Stone::Black, 1, "a1", R"(
   a b c d
 7 . . . .
 6 O . . .
 5 X O . .
 4 X . O .
 3 X . X .
 2 X O . .
 1 . . . .
)", "the five runs into the corner"},
{"five_open_four", TC::WinIn1, TP::Five, Rule::Freestyle, 15, Stone::White, 1, "c4 h4", R"(
   b c d e f g h i
 7 . . . . . . . .
 6 . . X . . X . .
 5 . . X X X . . .
 4 . . O O O O . .
 3 . . . . . X . .
 2 . . . . . . . .
)", "an open four: either end"},
{"five_not_overline_standard", TC::WinIn1, TP::Five, Rule::Standard, 15, Stone::Black, 1, "k14", R"(
   c d e f g h i j k l
14 . . . . . . . . . .
13 . . . . . . . . X .
12 . . . . . . O . X .
11 . . . . . . . . X .
10 . . . . . . . . X .
 9 . . . . . . . . O .
 8 . . . . O . O . . .
 7 . . . . . O . . . .
 6 . X X X . X X O . .
 5 . . O . O . . . . .
)", "standard rule: g6 would make six, which does not win; the column does"},
{"five_19_corner", TC::WinIn1, TP::Five, Rule::Freestyle, 19, Stone::Black, 1, "o14", R"(
   l m n o p q r s
19 . . . . . . . .
18 . . . . . . . O
17 . . . . . . X .
16 . . . . . X . .
15 . . . . X O . .
14 . . . . O . . .
13 . . X . . . . .
12 . O . . . . . .
)", "19x19: a broken diagonal four near the corner"},
{"five_broken_column", TC::WinIn1, TP::Five, Rule::Freestyle, 15, Stone::White, 1, "h5", R"(
   e f g h i j k
 8 . . . X . . .
 7 . . . O . . .
 6 . . X O . . .
 5 . . X . X . .
 4 . . X O . . .
 3 . . . O . . .
 2 . . . . . . .
)", "fill the gap of a broken four; Black's open three can wait"},
// --- defend against a four: the one block ---------------------------------------------
{"block_straight_four", TC::DefendFour, TP::BlockFour, Rule::Freestyle, 15, Stone::White, 0, "j7", R"(
   d e f g h i j k
 9 . . . . . . . .
 8 . . . O . O . .
 7 . O X X X X . .
 6 . . . X O . . .
 5 . . . . . . . .
)", "a closed four: block its open end"},
{"block_broken_diagonal", TC::DefendFour, TP::BlockFour, Rule::Freestyle, 15, Stone::Black, 0, "g7", R"(
   b c d e f g h i j
11 . . . . . . . . .
10 . X X X . . . . .
 9 . . . . . . . O .
 8 . . . . . . O X .
 7 . . . . X . . . .
 6 . . . . O . X . .
 5 . . . O . . . . .
 4 . . . . . . . . .
)", "the gap of a broken four; Black's open three is too slow"},
{"block_split_column_standard", TC::DefendFour, TP::BlockFour, Rule::Standard, 15, Stone::White, 0, "h6", R"(
   e f g h i j k
 8 . . . O . . .
 7 . . . X . . .
 6 . . . . . . .
 5 . O O X O . .
 4 . . . X . . .
 3 . . . X . . .
 2 . . . O . . .
)", "three and one: the hole is the only block"},
{"block_before_open_four", TC::DefendFour, TP::BlockFour, Rule::Freestyle, 15, Stone::Black, 0, "l11", R"(
   d e f g h i j k l
12 . . . . . . . . .
11 . . . . . . . . .
10 . . . . . . . O .
 9 . . . . . . O . .
 8 . . . . . O . . .
 7 . X . . O . . . .
 6 . X . X . . . . .
 5 O X X X . . . . .
 4 . . . . . . . . O
)", "Black could make an open four on e8, but White's five comes first: block"},
{"block_19_edge", TC::DefendFour, TP::BlockFour, Rule::Freestyle, 19, Stone::Black, 0, "s9", R"(
   o p q r s
10 . . . . .
 9 . . . . .
 8 . . . X O
 7 . . . . O
 6 . . X . O
 5 . . . . O
 4 . . . . X
 3 . . . . .
)", "19x19: a four along the edge"},
{"block_renju_white", TC::DefendFour, TP::BlockFour, Rule::Renju, 15, Stone::White, 0, "g8", R"(
   b c d e f g h i j
10 . . . . . . . . .
 9 . . . . . . . . .
 8 . . . . . . . . .
 7 . . . . X X . O .
 6 . . . X . O . . .
 5 . . X . . . . . .
 4 . X . O . . . . .
 3 O . . . . . . . .
)", "renju: Black's diagonal four would be an exact five, White must stop it"},
// --- win in 3 (plies): open four, double four; four-three (a VCF of five plies) -------
{"open_four_from_three", TC::WinIn3, TP::WinIn3, Rule::Freestyle, 15, Stone::Black, 3, "e8 i8", R"(
   c d e f g h i j k
11 . . . . . . . . .
10 . . . . O . . . .
 9 . . . O X O . . .
 8 . . . X X X . . .
 7 . . . O . O . . .
 6 . . . . X . . . .
 5 . . . . . . . . .
)", "an open three becomes an open four at either end"},
{"open_four_from_split_three", TC::WinIn3, TP::WinIn3, Rule::Freestyle, 15, Stone::White, 3, "g5", R"(
   b c d e f g h i j k
 8 . . . . . . . . . .
 7 . . . X . X . . . .
 6 . . . . X . X . . .
 5 . . . O O . O . . .
 4 . . . X . . O . . .
 3 . . . . . . . . . .
)", "only the hole turns the split three into an open four"},
{"double_four_crossing", TC::WinIn3, TP::WinIn3, Rule::Freestyle, 15, Stone::Black, 3, "f6", R"(
   a b c d e f g h
 8 . . . . . . . .
 7 . . . . . . . .
 6 . O X X X . . .
 5 . . . . . . . .
 4 . . . . . X . .
 3 . . . . O X . .
 2 . . . . . X . .
 1 . . . . . O . .
)", "one stone makes two fours, one on the row, one on the column"},
{"double_four_one_line", TC::WinIn3, TP::WinIn3, Rule::Standard, 15, Stone::White, 3, "h10", R"(
   b c d e f g h i j k l
12 . . . . . . . . . . .
11 . . . . X . X . . . .
10 . X O . O O . . O . .
 9 . . . X . X . X . . .
 8 . . . . . . . . . . .
)", "two fours on one row: d10-h10 and f10-j10"},
{"four_three_cross", TC::WinIn3, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 5, "f8", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . . . . . . . . . .
12 . . . . . . . . . . . . . . .
11 . . . . . . . . . . . . . O .
10 . . . . . X . . . . . . . O .
 9 . . . . . X O . . . . . . O .
 8 . O X X X . . . . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . . . . . . . . . . . . . . .
 5 . . . . . . . . . . . . . . .
 4 . . . . . . . . . . . . . . .
 3 . . . . . . . . . . . . . . .
 2 . . . . . . . . . . O O O . .
 1 . . . . . . . . . . . . . . .
)", "White has two open threes: only the four-three on f8 wins first"},
{"four_three_diagonal", TC::WinIn3, TP::Vcf, Rule::Freestyle, 15, Stone::White, 5, "i4", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . X X X . . . . . . . . . . .
13 . . . . . . . . . . . . . . .
12 . . . . . . . . . . . . X . .
11 . . . . . . . . . . . . X . .
10 . . . . . . . . . . . . X . .
 9 . . . . . . . . . . . . . . .
 8 . . . . X . . . . . . . . . .
 7 . . . . . O . . . . . . . . .
 6 . . . . . . O . . . . . . . .
 5 . . . . . . . O . . . . . . .
 4 . . . . . . . . . O O . . . .
 3 . . . . . . . . . . . . . . .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
)", "a closed diagonal three and an open two on row 4 meet at i4: a four-three; Black has two open threes, so nothing slower works"},
// --- VCF: continuous fours, five plies and longer -----------------------------------
// Black (to move) must win by fours: White has two open threes, so every quiet move loses.
// The first is hand-made; the others were built by a throwaway generator of random chains
// of fours (kept only when the shortest win had a single first move), frozen here and
// proved by the validator like every other entry. The idea lists the shortest line.
{"vcf_four_then_double_four", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 5, "f7 f8", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . . . . . O O O . .
12 . . . . . . . . . . . . . . .
11 . . . . . O . . . . . . . . .
10 . . . . . X O . . . . . . . .
 9 . . . . . X . . . . . . . . .
 8 . . . . . . X X X O . . . . .
 7 . O X X X . . . . . . . . . .
 6 . . O . . . . . . . . . . . .
 5 . . . . . . . . . . . . . O .
 4 . . . . . . . . . . . . . O .
 3 . . . . . . . . . . . . . O .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
)", "a four on row 7 or row 8, then f8 or f7 makes a double four with the column"},
{"vcf_7_plies", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 7, "h12", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . X . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . X . X . . . . . . . .
12 . . . . . . O . X X . X O . .
11 . . . . . . . X . . . . . . .
10 . . . X . . . O . . . . . . .
 9 . . O . X . . . . . . . . . .
 8 . . . . O . . . . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . . O . . . . . . . . . . . .
 5 . . O . . . . . . . . . . . .
 4 . . O . . . . . . . . . . . .
 3 . . . . . . . . . . O O O . .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
)", "seven plies: h12 k12 h13 h14 f13 d13 i13"},
{"vcf_9_plies", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 9, "h4", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . O . . . . . . . .
12 . . . . . . . O . . . . . . .
11 . . . . . . . . O . . . . . .
10 . . . . . . . . . . . . . . .
 9 . . O . . . . . . . . . . . .
 8 . . . X . . . . . . . . . . .
 7 . . . . X . . . . . . . . . .
 6 . . . . . . . . O . . . . . .
 5 . . . . . . X . . . . . . . .
 4 . . . . . . . . X . X O . . .
 3 . . X . X . . O O . . . . . .
 2 . . . . X . . . . . . . . . .
 1 . . . X . . . . . . . O O O .
)", "nine plies: h4 f6 g4 j4 f3 h5 d3 b3 g3"},
{"vcf_11_plies", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 11, "l7", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . O O O . . . . .
13 . . . . . . . . . . . . . . .
12 . . . . O . . . . . . . . . O
11 . . . . . X . O . . . . . X .
10 . . . . . . X . X . . . X . .
 9 . . . . . . . . . X . . . . .
 8 . . . O X . X . . O . O . . .
 7 . . . . . . . . . . . . . . .
 6 . . . . . . . . . . . X . . .
 5 . . . . . . . . . . . . . O .
 4 . . . . . . O . . . . X . . .
 3 . . . . . . O . . . . X . . .
 2 . . . . . . O . . . . O . . .
 1 . . . . . . . . . . . . . . .
)", "eleven plies: l7 l5 k8 m6 j7 l9 h9 i8 f7 e6 j11"},
{"vcf_13_plies", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 13, "h10", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . . . . . . . . . .
12 . O . . . . . . . O . . . . .
11 . O . . . . . . X . . . . . .
10 . O . . . . . . . . . . . . .
 9 . . . . . . X . X . . . . X .
 8 . . . . . X . . . . . . . . .
 7 . . . . . . . . . O . X . . X
 6 . . . O . . . . . . . X . . .
 5 . . . . . . . . . . . . . X .
 4 . . . . . . . . . . . . X O .
 3 . O O O . . . . . . X . . . .
 2 . . . . . . . . . X . . X . .
 1 . . . . . . . . . . . . . . .
)", "thirteen plies: h10 e7 k7 j8 n7 m7 n6 n8 l4 m5 l5 l3 l8"},
{"vcf_15_plies", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 15, "i11", R"(
   a b c d e f g h i j k l m n o
15 . . . . X . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 O . . . . . X . . . O . . . .
12 . X . . . . . X . X . . . . O
11 . . . . . . . . . . . . . . O
10 . . O X . . . X . O . . . . O
 9 X X . . . O . O . X . . . . .
 8 . . . . . . . . . . . . . . .
 7 . . . . O X O . . . . X X . .
 6 . . . . . . . . . . X . . . .
 5 . . . . . X . X . . . . . . .
 4 . . . . O . . . . . . . X . .
 3 . . . . . . . . . . . . . O .
 2 . . . . . . . . . . . . . . .
 1 . . . . . . O O O . . . . . .
)", "fifteen plies: i11 f14 f8 g9 e9 c11 d9 c9 g6 e8 i4 j3 j5 h3 m8"},
{"vcf_15_plies_b", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 15, "d6", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . . . O . . . . . O
12 . . . . . . . X . . . . . . O
11 . . O . . . . . . . . . . . O
10 . . . X . X . . . . O . . . .
 9 . . . O . . . O . . O . . . .
 8 . . . . . . O . . . O . . . .
 7 . . O . . . X . . . . . . O .
 6 . . . . . . . . X . . . X . .
 5 . . X X . . . X O . . X . . .
 4 . X . X . . . X . . . . . . .
 3 X . . O . . . O . . . X . . .
 2 . . . . O . X . . X O . O . .
 1 . . . . . . . O . . . . . . .
)", "fifteen plies, another chain: d6 e7 d8 d7 e9 g11 h6 f8 h8 h7 e5 f6 b5 a5 f5"},
{"vcf_17_plies", TC::Vcf, TP::Vcf, Rule::Freestyle, 15, Stone::Black, 17, "i4", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . O X . . . .
13 . . . . . . . O X . . . X X O
12 . . . . . . . . X . . . . . .
11 . . . . X . X . . . . . . . .
10 . . . . . . O X . . . . . . .
 9 . . X . . . . X . . O . . . .
 8 . . . . X . . . . . . O . . .
 7 . . . . . . . . . . . . O . .
 6 . . . . O X X . . . . . . . .
 5 . . O X X . . . O . . . . . .
 4 O . . . . . . O . . X X X O .
 3 O . . . . . . . . X . . . . .
 2 O . . . . . . . . . O . . . .
 1 . . . . . . . . . . . . . . .
)", "seventeen plies: i4 j4 h5 f7 g5 f5 e7 d8 e9 e10 h12 f10 h8 h11 g7 d4 i9"},
// --- defend against a four-three threat or an open three: only a few moves hold --------
{"stop_open_three", TC::DefendThreat, TP::Defend, Rule::Freestyle, 15, Stone::Black, 0, "f8 j8", R"(
   c d e f g h i j k l
11 . . . . . . . . . .
10 . . . . X . . . . .
 9 . . . . . O X . . .
 8 . . . . O O O . . .
 7 . . . . X . . . . .
 6 . . . . . . . . . .
)", "an open three: block right next to it; one point further away lets an open four through"},
{"stop_split_three", TC::DefendThreat, TP::Defend, Rule::Freestyle, 15, Stone::White, 0, "d5 g5 i5", R"(
   b c d e f g h i j k
 8 . . . . . . . . . .
 7 . . . . O . O . . .
 6 . . . . . O . . . .
 5 . . . X X . X . . .
 4 . . . . O . . . . .
 3 . . . . . . . . . .
)", "a split three: the hole or either end next to it"},
{"stop_four_three_point", TC::DefendThreat, TP::Defend, Rule::Freestyle, 15, Stone::Black, 0, "i7 i10 j10 i11", R"(
   d e f g h i j k l
13 . . . . . . . . .
12 . . . . . . . . .
11 . . . . . . . . .
10 . X O O O . . . .
 9 . . . X . O . . .
 8 . . . . X O . . .
 7 . . . . . . . . .
 6 . . . . . . . . .
)", "White's i10 would be a four-three: take it, spoil the four (j10) or close the three (i7, i11)"},
{"block_the_end_that_counts", TC::DefendThreat, TP::Defend, Rule::Freestyle, 15, Stone::Black, 0, "e8", R"(
   a b c d e f g h i j k
11 . . . . . . . . . . .
10 . . . . . . . . . . .
 9 . . . . . . X . . . .
 8 . . . . . O O O . . .
 7 . . . O . . X . . . .
 6 . . O . . X . . . . .
 5 . . . . . . . . . . .
 4 . . . . . . . . . . .
)", "only e8 holds: blocking on i8 lets e8 make a four and a diagonal three at once"},
{"shared_end_of_two_threes", TC::DefendThreat, TP::Defend, Rule::Freestyle, 15, Stone::Black, 0, "j8", R"(
   e f g h i j k l m
14 . . . . . . . . .
13 . . . . . . . . .
12 . . . . . . . . .
11 . . . . . O . . .
10 . . . . X O . . .
 9 . . X . . O . . .
 8 . . O O O . X . .
 7 . . . X . . . . .
 6 . . . . . . . . .
)", "two open threes share the end j8; any other move leaves one of them"},
{"standard_six_is_no_threat", TC::DefendThreat, TP::Defend, Rule::Standard, 15, Stone::White, 0, "k6 k10", R"(
   c d e f g h i j k l m
11 . . . . . O . . . . .
10 . . . . . . . . . . .
 9 . . . . . . . . X . .
 8 . . . O . . . . X . .
 7 . . . . . . . . X . O
 6 . . . . . . . . . . .
 5 O X X X . X X O . . .
 4 . . O . O . . . . . .
 3 . . . . . . . . . . .
)", "standard rule: g5 would make six, which does not win, so the open three on column k is the threat"},
// --- renju: a forbidden point for Black decides ---------------------------------------
{"renju_four_onto_forbidden", TC::Renju, TP::WinIn3, Rule::Renju, 15, Stone::White, 3, "g7", kForbiddenBlock, "White's four on g7 can only be stopped on h8, a double three Black may not play"},
{"renju_defuse_forbidden_block", TC::Renju, TP::Defend, Rule::Renju, 15, Stone::Black, 0, "h6 g7 h7 f8 g8 k8 l8 h11 h12", kForbiddenBlock, "Black must take g7 or add a stone that makes h8 a four-three (allowed) instead of a double three"},
{"renju_overline_is_no_five", TC::Renju, TP::Five, Rule::Renju, 15, Stone::Black, 1, "k10", R"(
   b c d e f g h i j k l
11 . . . . . . . . . . .
10 . . . . . . . . . . .
 9 . . . . . . O . . X .
 8 . . . . . . . O . X .
 7 . . . . . . O . . X .
 6 . . . O . . . . . X .
 5 . X X X . X X O . O .
 4 . . . . O . . . . . .
 3 . . . . . . . . . . .
)", "f5 would make six, forbidden for Black; the exact five on k10 wins"},
{"renju_white_overline_wins", TC::Renju, TP::Five, Rule::Renju, 15, Stone::White, 1, "g10", R"(
   b c d e f g h i j
11 . . . . . . . . .
10 . . O O O . O O X
 9 . . . . . . . . .
 8 . . . . . X . . .
 7 . X . . . . . . .
 6 . X . . . . X . .
 5 . X . . . . . . .
 4 . X . . . . . . .
 3 . O . . . . . . .
)", "White wins with six under renju; Black's four on column c can wait"},
{"renju_double_four_forbidden", TC::Renju, TP::WinIn3, Rule::Renju, 15, Stone::Black, 3, "b9 b13", R"(
   a b c d e f g h i j
14 . . . . . . . . . .
13 . . . . . . . . . .
12 . X . . . . . . . .
11 . X . . . . . . . .
10 . X . . . . . . . .
 9 . . . . . . . . . .
 8 . . . O X X X . . .
 7 . . . . . . O . . .
 6 . . . . . . . X . .
 5 . . . . . . O X . .
 4 . . . . . O . X . .
 3 . . . . . . . O . .
)", "h8 would be a double four, forbidden; the open three on column b wins instead"},
{"renju_four_three_not_double_three", TC::Renju, TP::Vcf, Rule::Renju, 15, Stone::Black, 5, "f5", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . . . . . . . . .
13 . . . . . . . . . . O O O . .
12 . . . . . . . . . . . . . . .
11 . . . . . . . . . . . . . . .
10 . . . . . . . X . . . . . . .
 9 . . . . . . . X . . . . . . .
 8 . . . . . . O . X X . . . . .
 7 . . . . . X . . . . . . . . .
 6 . . . . . X . . . . . . . . .
 5 . O X X X . . . . . . . . . .
 4 . . . . . . . . . . . . O . .
 3 . . . . . . . . . . . . O . .
 2 . . . . . . . . . . . . O . .
 1 . . . . . . . . . . . . . . .
)", "h8 is a double three, forbidden; the four-three on f5 is allowed and wins"},
{"renju_false_three", TC::Renju, TP::Vcf, Rule::Renju, 15, Stone::Black, 5, "h10", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . . . . . . . . .
14 . . . . . . . O . . . . . . .
13 . . . . . . . X . . . . . . .
12 . . . . . . . X . . . . . . .
11 . . . . . . . X . . . . . . .
10 . . . O . X X . . . X . . . .
 9 . . . . . . X . . . . . . . .
 8 . . . . . X . . . . . . . . .
 7 . . . . . . . . . . . . . . .
 6 . . . . . . . . . . . . . . .
 5 . . . . . . . . . . . . . . .
 4 . O O O . . . . . . . . . . .
 3 . . . . . . . . . . . . . . .
 2 . . . . . . . . . . . O O O .
 1 . . . . . . . . . . . . . . .
)", "h10 makes a four, a three and a row three that is false (i10 would leave six on j10), so it is an allowed four-three"},
{"renju_white_vcf_ends_on_forbidden", TC::Renju, TP::Vcf, Rule::Renju, 15, Stone::White, 9, "h11", R"(
   a b c d e f g h i j k l m n o
15 . . . . . . . O . . . . . . .
14 . . . . . . . O . . . . . . .
13 . . . . . . . O . . . . . . .
12 . . . X . . . . O . . . . . .
11 . . . . O . . . . . . . . . .
10 . . . . . . . X . . . . . . .
 9 . . . . X . . O . O . . . . .
 8 . . . . O . . O . . . . . . .
 7 . . . X . . . . . . . . . . .
 6 . . . . . . . . . . . . . X .
 5 . . . . . . . . . . . . . X .
 4 . X . . . . . . . . . . . X .
 3 . X . . . . . . . . . . . . .
 2 . X . . . . . . . . . . . . .
 1 . . . . . . . . . . . . . . .
)", "White's fours end with i7, whose only block f10 is forbidden to Black: h11 h12 f9 g10 g9 i9 i7"},
};
// clang-format on

} // namespace

std::string_view category_id(TacticsCategory category) {
    switch (category) {
    case TC::WinIn1:
        return "win1";
    case TC::WinIn3:
        return "win3";
    case TC::Vcf:
        return "vcf";
    case TC::DefendFour:
        return "defend_four";
    case TC::DefendThreat:
        return "defend_threat";
    case TC::Renju:
        return "renju";
    }
    return "win1";
}

std::span<const TacticsPosition> tactics_positions() {
    return kPositions;
}

} // namespace gomoku::bench
