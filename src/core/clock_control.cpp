#include "clock_control.hpp"

#include <array>
#include <charconv>
#include <cstdio>

namespace gomoku {

namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

constexpr long long kMaxMoveSeconds = 3600;
constexpr long long kMaxMainSeconds = 36000;
constexpr long long kMaxIncrementSeconds = 600;

// A whole number of seconds with nothing before or after it.
std::optional<long long> whole_seconds(std::string_view text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc{} || ptr != end || value < 0) {
        return std::nullopt;
    }
    return value;
}

long long whole(milliseconds t) {
    return std::chrono::duration_cast<seconds>(t).count();
}

} // namespace

TimeControl per_move_clock(seconds each_move) {
    return {TimeControl::Kind::PerMove, each_move, milliseconds{0}};
}

TimeControl game_clock(seconds main, seconds increment) {
    return {TimeControl::Kind::Game, main, increment};
}

std::string time_control_id(const TimeControl& control) {
    switch (control.kind) {
    case TimeControl::Kind::None:
        break;
    case TimeControl::Kind::PerMove:
        return "move:" + std::to_string(whole(control.main));
    case TimeControl::Kind::Game:
        return "game:" + std::to_string(whole(control.main)) + "+" +
               std::to_string(whole(control.increment));
    }
    return "none";
}

std::optional<TimeControl> parse_time_control(std::string_view text) {
    if (text == "none") {
        return TimeControl{};
    }
    if (text.starts_with("move:")) {
        const auto each = whole_seconds(text.substr(5));
        if (!each || *each < 1 || *each > kMaxMoveSeconds) {
            return std::nullopt;
        }
        return per_move_clock(seconds(*each));
    }
    if (text.starts_with("game:")) {
        std::string_view rest = text.substr(5);
        std::string_view increment_text = "0";
        if (const auto plus = rest.find('+'); plus != std::string_view::npos) {
            increment_text = rest.substr(plus + 1);
            rest = rest.substr(0, plus);
        }
        const auto main = whole_seconds(rest);
        const auto increment = whole_seconds(increment_text);
        if (!main || !increment || *main < 1 || *main > kMaxMainSeconds ||
            *increment > kMaxIncrementSeconds) {
            return std::nullopt;
        }
        return game_clock(seconds(*main), seconds(*increment));
    }
    return std::nullopt;
}

std::span<const TimeControl> time_control_presets() {
    static const std::array<TimeControl, 8> kPresets = {
        TimeControl{},
        per_move_clock(seconds(10)),
        per_move_clock(seconds(30)),
        game_clock(seconds(60), seconds(0)),
        game_clock(seconds(180), seconds(2)),
        game_clock(seconds(300), seconds(3)),
        game_clock(seconds(600), seconds(5)),
        game_clock(seconds(1800), seconds(10)),
    };
    return kPresets;
}

std::string clock_face(milliseconds left) {
    char text[32];
    if (left < milliseconds(10'000)) {
        // Tenths, rounded down: a clock never shows more than is left.
        const long long tenths = left.count() <= 0 ? 0 : left.count() / 100;
        std::snprintf(text, sizeof text, "%lld.%lld", tenths / 10, tenths % 10);
        return text;
    }
    const long long secs = left.count() / 1000; // rounded down too

    if (secs >= 3600) {
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", secs / 3600, secs / 60 % 60,
                      secs % 60);
    } else {
        std::snprintf(text, sizeof text, "%lld:%02lld", secs / 60, secs % 60);
    }
    return text;
}

} // namespace gomoku
