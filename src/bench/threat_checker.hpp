#pragma once

#include "core/board.hpp"
#include "core/rules.hpp"

#include <optional>
#include <vector>

namespace gomoku::bench {

// A brute-force referee for tactics positions. It knows only the rules (core) and the
// textbook definitions: a five, a four (one more stone makes a five), and victory by
// continuous fours (VCF: every attacking move is a four, so every defence is forced). It
// shares no code with the engine, so it can judge the engine's answers.
//
// Conventions: "winning point" of a side = an empty point where one more stone of that
// side wins at once under the rule (for Black under renju an exact five, which is never
// forbidden). A "four" = a move after which its side has at least one winning point.

// Would `s` on the empty point p win at once?
bool makes_win(const Board& board, Point p, Stone s, Rule rule);
// Every winning point of `s`, row-major.
std::vector<Point> winning_points(const Board& board, Stone s, Rule rule);

// The moves after which `s` wins on its next move whatever the opponent does: an open
// four, a double four, or a four whose only defence is forbidden to Black under renju.
// Only meaningful when neither side has a winning point now.
std::vector<Point> win_in_3_moves(const Board& board, Stone s, Rule rule);

// A forced win: the moves of both sides in order, attacker first, ending with the five.
struct ForcedLine {
    std::vector<Point> moves;
    int plies() const { return static_cast<int>(moves.size()); }
};

// The shortest win by continuous fours for `attacker` (to move), of at most max_plies
// plies; when `first` is given, only lines that start with it. A five on the board's
// winning point counts as a VCF of one ply.
std::optional<ForcedLine> shortest_vcf(const Board& board, Stone attacker, Rule rule, int max_plies,
                                       std::optional<Point> first = std::nullopt);

// True when it is proved that `mover`, playing m, loses: after m the opponent has a win
// by continuous fours, or m is a four whose forced answer leaves `mover` in a position
// where every move is again proved to lose (searched `four_depth` fours deep). False
// means "not proved", not "m holds". (To save time, a quiet move that touches none of the
// points of the opponent's VCF found before it, nor any point that could make a four with
// that VCF's forced answers, loses to that same VCF without a new search; not under renju,
// where a stone far away can change what is forbidden.)
bool proves_move_loses(const Board& board, Stone mover, Rule rule, Point m, int four_depth = 4);

// True when every legal move of `mover` (to move) is proved to lose, as by
// proves_move_loses: the position is lost for `mover` by the opponent's fours.
bool proves_every_move_loses(const Board& board, Stone mover, Rule rule, int four_depth = 4);

// The legal moves of `mover` that proves_move_loses cannot prove to lose, row-major (all
// moves at once, sharing the work).
std::vector<Point> unproved_losses(const Board& board, Stone mover, Rule rule, int four_depth = 4);

} // namespace gomoku::bench
