#pragma once

// Keeps every game on disk as it is played: the game in progress (restored at the next
// start, so a crash or kill -9 loses at most the move being made) and a copy of every game
// in the library folder (games/), finished or not.

#include "atomic_file.hpp"
#include "saved_game.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace gomoku::app {

class GameKeeper {
  public:
    // `folder` is the preference folder; empty keeps nothing (no folder for settings).
    explicit GameKeeper(std::filesystem::path folder);

    // What the last run left behind: its unfinished game, or a word for the player when the
    // save could not be read (it is then moved aside as .bad, never deleted).
    struct Resumed {
        std::optional<SavedGame> game;
        std::string notice;
        LostFile lost; // the same as `notice`, unworded
    };
    Resumed resume() const;

    // After every change to the game in progress (a move, undo, redo, a new game). A game
    // gets its library name with its first move (`saved.library_name` is set then).
    // Returns an error text, empty when all is written.
    std::string keep(SavedGame& saved);

    std::filesystem::path autosave_file() const { return autosave_; }
    std::filesystem::path games_folder() const { return games_; }

  private:
    std::filesystem::path autosave_;
    std::filesystem::path games_;
};

} // namespace gomoku::app
