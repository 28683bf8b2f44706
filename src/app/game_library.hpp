#pragma once

// The games kept in the preference folder's games/ (one SGF file each, written by
// GameKeeper), and records opened from anywhere: a dropped file, the command line.

#include "core/expected.hpp"
#include "core/game_record.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace gomoku::app {

// One line of the Games scene.
struct LibraryEntry {
    std::filesystem::path file;
    std::string date;    // DT, or the file's date when the record has none
    std::string players; // "You vs Computer (Easy)", "Black vs White"
    std::string setup;   // "freestyle 15x15"
    std::string result;  // "Black won", "Draw", "Unfinished"
    int moves = 0;
    std::string error; // the reader's message for a file it cannot read (still listed)
    // The same, unworded, for the Games scene to say in the player's language.
    std::string black_player, white_player; // as the record names them (may be empty)
    Rule rule = Rule::Freestyle;
    int size = 15;
    Outcome outcome = Outcome::Unknown;
};

// Every .sgf in `folder`, newest first (by the time the file was last written).
std::vector<LibraryEntry> list_games(const std::filesystem::path& folder);

// An SGF or Piskvork record, chosen by the file's extension (.psq; anything else is read as
// SGF). A refusal says the file and the reader's message: "game.sgf: 3:14: ...".
Expected<GameRecord> read_record_file(const std::filesystem::path& file);

// Where an export goes: the user's downloads folder, else documents, else home (the
// GOMOKU_EXPORT_DIR environment variable first, for tests); empty when none is known.
std::filesystem::path export_folder();

// Writes the record into `folder` under a name of its own (never over another file), as
// SGF (with everything) and beside it as Piskvork's .psq (the moves and names only).
// Returns the SGF file written, or an error text in `error`.
std::filesystem::path export_record(const GameRecord& record, const std::filesystem::path& folder,
                                    std::string& error);

// "Black won", "White won", "Draw", "Unfinished", ...
std::string result_words(const GameResult& result);

} // namespace gomoku::app
