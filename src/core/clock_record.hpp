#pragma once

// The clocks in a game record, with SGF's own timing properties (FF[4]) so other programs
// read them too, and one of the app's for what SGF cannot say exactly:
//   TM[300]                    root: the main time in seconds (0 for a per-move clock)
//   OT[3 s increment per move] root: the overtime, as text (SGF leaves its form free)
//   GKCLOCK[game:300+3]        root: the time control's id (clock_control.hpp)
//   GKLEFT[41.5]               root: what the side to move had left when the game was kept
//   BL[287.4] / WL[...]        on each move: the mover's time left after it, in seconds (see
//                              GameClocks::recorded_left)
// Seconds are written with up to three decimals, so times round-trip to the millisecond.

#include "clocks.hpp"
#include "expected.hpp"
#include "game_record.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

// Adds the clocks to `record` (its moves are the game's, in order): nothing for no clock.
// `to_move_left` is written as GKLEFT when given.
void write_clocks(GameRecord& record, const GameClocks& clocks,
                  std::optional<std::chrono::milliseconds> to_move_left);

// The clocks of a record: from GKCLOCK, or else a game clock of TM seconds with no increment
// when TM is above zero, or else no clock. A move without BL/WL leaves its mover's clock as
// it stood. Refused: a GKCLOCK, TM, GKLEFT, BL or WL value that is not a time.
Expected<GameClocks> read_clocks(const GameRecord& record);

// "287.4" from 287400 ms; "300" from 300000 ms.
std::string sgf_seconds(std::chrono::milliseconds t);
// SGF's real number of seconds ("287.4", "300", "+12"), to the millisecond; nullopt for
// anything else or a negative time.
std::optional<std::chrono::milliseconds> parse_sgf_seconds(std::string_view text);

} // namespace gomoku
