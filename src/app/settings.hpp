#pragma once

#include "core/clock_control.hpp"
#include "options.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku::app {

// The board's look (colours of board, lines and marks; see board_theme.hpp).
enum class BoardThemeId { Wood, Dark, HighContrast };

// Where the window was when the game last ended.
struct WindowPlace {
    int width = 0; // 0: never saved; the App picks a size for the screen
    int height = 0;
    bool has_position = false;
    int x = 0;
    int y = 0;
    bool fullscreen = false;

    friend bool operator==(const WindowPlace&, const WindowPlace&) = default;
};

// What the player chose last time: remembered across launches.
struct Settings {
    bool sound = true;
    int volume = 100; // percent, in steps of 25
    PlayMode play = PlayMode::HumanBlack;
    ai::Level level = ai::Level::Easy;
    int size = 15;
    Rule rule = Rule::Freestyle;
    OpeningRule opening = OpeningRule::None;
    ai::Level second_level = ai::Level::Easy; // the second computer's, computer vs computer
    int demo_delay_ms = 800;                   // computer vs computer: the pause between moves
    TimeControl clock;        // the game's time control (none by default)
    bool lose_on_time = true; // off: a clock that runs out is only a note
    BoardThemeId theme = BoardThemeId::Wood;
    bool move_numbers = false;
    bool coordinates = true;
    std::string language; // "en", "zh_CN"; empty: as the system (see language.hpp)
    WindowPlace window;

    friend bool operator==(const Settings&, const Settings&) = default;
};

// Reads `key=value` lines. A missing file gives the defaults silently; an unreadable line
// or value keeps that setting's default and adds a warning (the rest still loads).
struct LoadedSettings {
    Settings settings;
    std::string warnings;
};
std::string_view theme_id(BoardThemeId theme); // "wood", "dark", "contrast"
std::optional<BoardThemeId> parse_theme(std::string_view text);

LoadedSettings read_settings(const std::filesystem::path& file);

// Writes to a temporary file beside `file` and renames it over `file`, so a crash while
// saving never leaves a half-written settings file. Returns an error text, empty on success.
std::string write_settings(const std::filesystem::path& file, const Settings& settings);

} // namespace gomoku::app
