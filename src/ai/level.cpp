#include "level.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace gomoku::ai {

std::string_view level_id(Level level) {
    switch (level) {
    case Level::Beginner:
        return "beginner";
    case Level::Easy:
        return "easy";
    case Level::Medium:
        return "medium";
    case Level::Hard:
        return "hard";
    case Level::Expert:
        return "expert";
    case Level::Master:
        return "master";
    }
    return "medium";
}

std::string_view level_name(Level level) {
    switch (level) {
    case Level::Beginner:
        return "Beginner";
    case Level::Easy:
        return "Easy";
    case Level::Medium:
        return "Medium";
    case Level::Hard:
        return "Hard";
    case Level::Expert:
        return "Expert";
    case Level::Master:
        return "Master";
    }
    return "Medium";
}

std::optional<Level> parse_level(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (Level level : kAllLevels) {
        if (lower == level_id(level)) {
            return level;
        }
    }
    return std::nullopt;
}

} // namespace gomoku::ai
