#pragma once

// A game as the app keeps it on disk: an SGF record (so any SGF program can open it) with
// the app's own state in properties of its own, which other programs keep or ignore:
//   GKPLAY[black|white|both]  who the human plays (the computer's side follows)
//   GKLEVEL[easy]             the computer's level
//   GKLEVEL2[hard]            the second computer's level (computer against computer)
//   GKREDO[h8][i9]            the moves undone, in the order redo would play them
//   GKNAME[...]               the game's file in the library (games/NAME.sgf)
//   GKOPENING[swap2][3:swap2:two][5:white]
//                             the opening rule and the choices made (core/opening.hpp)
//   GKCLOCK, GKLEFT, TM, OT, BL, WL   the clocks (core/clock_record.hpp); a game lost on
//                             time has RE[B+T] or RE[W+T]
// The side to move follows from the moves.

#include "core/clocks.hpp"
#include "core/expected.hpp"
#include "core/game.hpp"
#include "core/game_record.hpp"
#include "core/opening.hpp"
#include "settings.hpp"

#include <string>
#include <string_view>

namespace gomoku::app {

struct SavedGame {
    Settings setup; // play, level, size and rule of this game (sound is not the game's)
    Game game;
    std::string library_name;
    Opening opening = Opening(); // the opening rule of this game and the choices made in it
    // The clocks as they stood when the game was kept (stopped: the time of the side to move
    // is what it had left then). Disabled for a game without a clock.
    GameClocks clocks = GameClocks();
    Stone out_of_time = Stone::Empty; // the side that lost on time, if the game ended so
};

// The record: moves, players (the computer with its level), the result, today's date.
GameRecord saved_game_record(const SavedGame& saved);
std::string saved_game_text(const SavedGame& saved);

// A record written by saved_game_text, or any SGF game (then two players, and the setup's
// defaults for what the record does not say). Refusals carry the reader's message.
Expected<SavedGame> read_saved_game(std::string_view sgf);
Expected<SavedGame> saved_game_from(const GameRecord& record);

// "Computer (Easy)" or "You" for the side, or "Black"/"White" with two players. With an
// opening rule the side's player follows from the choices made.
std::string player_name(const Settings& setup, Stone side, const Opening& opening = Opening());

// Today's date as SGF writes it (YYYY-MM-DD, UTC) and a sortable stamp for file names.
std::string today();
std::string timestamp_for_file_name();

} // namespace gomoku::app
