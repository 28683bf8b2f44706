#pragma once

#include "ai/level.hpp"
#include "core/opening.hpp"
#include "core/clock_control.hpp"
#include "core/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gomoku::app {

// Who the human plays in a game against the computer, or two humans on one screen, or the
// computer against itself. With an opening rule colours are chosen during the opening:
// HumanBlack then means "you open" (the first player), HumanWhite "the computer opens".
enum class PlayMode { HumanBlack, HumanWhite, TwoPlayers, Computers };

std::string_view play_mode_id(PlayMode mode); // "black", "white", "both", "computers"
std::optional<PlayMode> parse_play_mode(std::string_view text);
// The side the computer plays in that mode; Empty with two players or two computers.
Stone computer_side(PlayMode mode);

// The command line. Options that describe a game (play, size, rule, level) start straight
// into that game; the rest of the game setup comes from the saved settings.
struct Options {
    bool show_help = false;
    bool show_version = false;
    bool check_assets = false; // load every data file, say where they are, exit (packaging)
    bool verbose = false; // log moves and the board layout on stdout (end-to-end tests)
    bool mute = false;
    std::optional<PlayMode> play;
    std::optional<int> size;
    std::optional<Rule> rule;
    std::optional<ai::Level> level;
    std::optional<OpeningRule> opening;
    std::optional<int> demo_delay_ms; // computer vs computer: the pause between moves
    bool demo = false; // computer vs computer, a new game after each (an idle screen)
    std::optional<TimeControl> clock;
    std::optional<std::pair<int, int>> window;
    std::string language;  // --lang: "en" or "zh_CN"; empty: the setting, else the system's
    std::string open_file; // gomoku FILE: an .sgf or .psq to replay (UTF-8)

    bool starts_game() const { return play || size || rule || level || opening || demo || clock; }
};

struct ParsedOptions {
    Options options;
    std::string error; // empty when the command line was understood
};

ParsedOptions parse_options(const std::vector<std::string>& args);
std::string usage_text();

} // namespace gomoku::app
