#pragma once

#include "options.hpp"

#include <filesystem>
#include <string>

namespace gomoku::app {

// What the player chose last time: remembered across launches.
struct Settings {
    bool sound = true;
    PlayMode play = PlayMode::HumanBlack;
    ai::Level level = ai::Level::Easy;
    int size = 15;
    Rule rule = Rule::Freestyle;

    friend bool operator==(const Settings&, const Settings&) = default;
};

// Reads `key=value` lines. A missing file gives the defaults silently; an unreadable line
// or value keeps that setting's default and adds a warning (the rest still loads).
struct LoadedSettings {
    Settings settings;
    std::string warnings;
};
LoadedSettings read_settings(const std::filesystem::path& file);

// Writes to a temporary file beside `file` and renames it over `file`, so a crash while
// saving never leaves a half-written settings file. Returns an error text, empty on success.
std::string write_settings(const std::filesystem::path& file, const Settings& settings);

} // namespace gomoku::app
