#pragma once

// Game records as SGF (FF[4], GM[4]: Gomoku and renju).
//
// Points: two lowercase letters, column then row, "aa" at the top left as the board is
// shown (so row letter 'a' is the board's top row, its highest number), as for every SGF
// game; sizes 5 to 22 use 'a'..'v'. The rule is RU[freestyle], RU[standard] or RU[renju]
// (read case-insensitively, also "Free style", "exact five", "RIF renju" and Gomocup's 0, 1
// and 4); no RU is freestyle, no SZ is 15.
//
// The reader is strict about what changes the game: GM must be 4 if present; SZ 5..22 and
// square; moves alternate B, W, ... from an empty board (setup stones AB/AW/AE are refused:
// a game starts from an empty board here); a point must be on the board and empty; a pass
// (B[]) is refused. It is tolerant of the rest: unknown properties are kept (written back by
// the writer), variations are dropped (main line only), white space goes anywhere, FF[3]'s
// long identifiers ("AddBlack", "Comment") are understood, RE values it does not know are
// "?". Text is UTF-8 unless CA names ISO-8859-1; invalid bytes become U+FFFD.
// Every refusal is "line:column: what is wrong".
//
// Private properties (other programs ignore them; this reader keeps them in the record's
// extra properties, this writer writes them back). The opening rule of a game and the
// choices made in it (core/opening.hpp, opening_values):
//   GKOPENING[swap2][3:swap2:two][5:white]     swap2; at move 3 the second player chose to
//                                              place two more; at move 5 the first took White
//   GKOPENING[renju26][3:black][4:offer:g9,f6] RIF renju: swap at move 3; fifth moves offered
// The app's own properties of a game in progress are listed in src/app/saved_game.hpp.

#include "expected.hpp"
#include "game_record.hpp"

#include <string>
#include <string_view>

namespace gomoku {

// The ids the reader interprets itself (FF GM SZ CA AP RU PB PW RE DT C B W BM TE DO IT AB
// AW AE): never in a record's extra properties.
bool sgf_interprets(std::string_view id);

Expected<GameRecord> read_sgf(std::string_view text);

// The record as SGF (UTF-8, LF line ends). Extra properties whose ids SGF's reader
// interprets itself (SZ, B, C, ...) or that are not capital letters are left out.
std::string write_sgf(const GameRecord& record);

} // namespace gomoku
