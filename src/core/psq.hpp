#pragma once

// Piskvork's game files (.psq), as Piskvork writes and reads them:
//
//   Piskvorky 15x15, 11:11, 0     size; the two players' levels (0: a person); who began
//   8,8,1250                      one move a line: column, row (from 1, row 1 at the top,
//   9,9,300                       as Piskvork shows the board), thinking time in ms
//   pbrain-a.exe                  (tournament files only) the two players' names
//   pbrain-b.exe
//   -1                            an error code
//
// The reader takes CR LF, CR or LF, blank lines, "x,y" without a time, a missing tail or
// anything after the moves (the first line that is not a move ends them), "Piskvork" for
// "Piskvorky". It refuses what changes the game: no header, a board that is not square or
// not 5..22, a point off the board or on a stone, a move line it cannot read. Refusals are
// "line:column: what is wrong". The file has no place for the rule: the caller says it.
// Piskvork's names for a person ("homo-1", "homo-2") are read as no name.

#include "expected.hpp"
#include "game_record.hpp"

#include <string>
#include <string_view>

namespace gomoku {

Expected<GameRecord> read_psq(std::string_view text, Rule rule = Rule::Freestyle);

// Header, moves, the players' names when the record has one, "-1". Comments, annotations,
// the result and extra properties have no place in the format and are left out.
std::string write_psq(const GameRecord& record);

} // namespace gomoku
