#include "game_keeper.hpp"

#include "atomic_file.hpp"

#include <random>
#include <system_error>

namespace gomoku::app {

namespace fs = std::filesystem;

GameKeeper::GameKeeper(fs::path folder) {
    if (folder.empty()) {
        return;
    }
    autosave_ = folder / "current-game.sgf";
    games_ = folder / "games";
}

GameKeeper::Resumed GameKeeper::resume() const {
    std::error_code ec;
    if (autosave_.empty() || !fs::exists(autosave_, ec)) {
        return {};
    }
    std::string error;
    std::optional<SavedGame> game;
    if (const auto text = read_whole_file(autosave_, error)) {
        auto saved = read_saved_game(*text);
        if (saved) {
            game = std::move(saved).value();
        } else {
            error = saved.error();
        }
    }
    if (game) {
        // A finished or empty game is nothing to come back to: the title screen is.
        if (game->game.over() || game->out_of_time != Stone::Empty ||
            (game->game.move_count() == 0 && !game->game.can_redo())) {
            return {};
        }
        return {std::move(game), {}, {}};
    }
    const fs::path bad = move_aside(autosave_);
    std::string notice = "The game in progress could not be restored (" + error + "). ";
    notice += bad.empty() ? "The file is left where it was: " + path_text(autosave_)
                          : "The file is kept as " + path_text(bad);
    return {std::nullopt, notice, {error, autosave_, bad}};
}

std::string GameKeeper::keep(SavedGame& saved) {
    if (autosave_.empty()) {
        return {};
    }
    const bool in_library = saved.game.move_count() > 0 || !saved.library_name.empty();
    if (in_library && saved.library_name.empty()) {
        // Sortable by time; the random tail keeps two games started the same millisecond apart.
        std::random_device random;
        saved.library_name = timestamp_for_file_name() + "-" + std::to_string(random() % 10000);
    }
    const std::string text = saved_game_text(saved);
    std::string error = write_file_atomically(autosave_, text);
    if (in_library) {
        std::error_code ec;
        fs::create_directories(games_, ec);
        const std::string library_error =
            write_file_atomically(games_ / (saved.library_name + ".sgf"), text);
        if (error.empty()) {
            error = library_error;
        }
    }
    return error;
}

} // namespace gomoku::app
