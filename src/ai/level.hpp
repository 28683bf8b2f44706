#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace gomoku::ai {

// Difficulty levels, weakest first. Each caps the search and chooses among the best few
// moves with some randomness (see engine.cpp); Master is the full search.
enum class Level { Beginner, Easy, Medium, Hard, Expert, Master };

inline constexpr Level kAllLevels[] = {Level::Beginner, Level::Easy, Level::Medium,
                                       Level::Hard,     Level::Expert, Level::Master};
inline constexpr Level kStrongestLevel = Level::Master;

// Lower-case identifier used on the command line and in settings ("beginner").
std::string_view level_id(Level level);
// Name shown to the player ("Beginner").
std::string_view level_name(Level level);
// Accepts the identifier in any case.
std::optional<Level> parse_level(std::string_view text);

} // namespace gomoku::ai
