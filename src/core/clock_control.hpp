#pragma once

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gomoku {

// How long the players may think: no clock; a fixed time for every move (unused time is not
// kept); or a game clock per side with an increment added after each move (Fischer's
// clock, e.g. 5 min + 3 s).
struct TimeControl {
    enum class Kind { None, PerMove, Game };
    Kind kind = Kind::None;
    std::chrono::milliseconds main{0};      // PerMove: each move's time; Game: each side's time
    std::chrono::milliseconds increment{0}; // Game only: added to the mover's clock after a move

    bool enabled() const { return kind != Kind::None; }
    friend bool operator==(const TimeControl&, const TimeControl&) = default;
};

TimeControl per_move_clock(std::chrono::seconds each_move);
TimeControl game_clock(std::chrono::seconds main, std::chrono::seconds increment);

// The text id used by settings, --clock and the record: "none", "move:30" (30 s a move),
// "game:300+3" (300 s each, 3 s added per move; "game:300" is "game:300+0"). Whole seconds.
std::string time_control_id(const TimeControl& control);
// Reads an id as written above. Refused (nullopt): other forms, a per-move time outside
// 1..3600 s, a main time outside 1..36000 s, an increment over 600 s.
std::optional<TimeControl> parse_time_control(std::string_view text);

// The choices the title screen offers, "none" first, shortest first.
std::span<const TimeControl> time_control_presets();

// What a clock shows: "4:59" (minutes:seconds, "1:02:03" from an hour up) and "9.7"
// (seconds and tenths) under 10 s; always rounded down, so a clock never shows more than is
// left. Negative times show as "0.0".
std::string clock_face(std::chrono::milliseconds left);

} // namespace gomoku
