#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace gomoku::ai {

// Difficulty levels, weakest first. They differ in what the AI looks at, not only in how
// long it thinks: see choose_move().
enum class Level { Beginner, Easy, Medium, Hard };

inline constexpr Level kAllLevels[] = {Level::Beginner, Level::Easy, Level::Medium, Level::Hard};
inline constexpr Level kStrongestLevel = Level::Hard;

// Lower-case identifier used on the command line and in settings ("beginner").
std::string_view level_id(Level level);
// Name shown to the player ("Beginner").
std::string_view level_name(Level level);
// Accepts the identifier in any case.
std::optional<Level> parse_level(std::string_view text);

} // namespace gomoku::ai
