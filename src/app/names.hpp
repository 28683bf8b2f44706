#pragma once

#include "translator.hpp"

#include "ai/level.hpp"
#include "ai/review.hpp"
#include "core/game_record.hpp"
#include "core/renju.hpp"
#include "core/rules.hpp"
#include "core/types.hpp"

#include <string_view>

namespace gomoku::app {

// The names ai and core give in English (ai::level_name, ...), in the player's language:
// each English name is its msgid, so the catalog translates them like any other text.
std::string_view level_text(const Translator& tr, ai::Level level); // "Easy"
std::string_view rule_text(const Translator& tr, Rule rule);        // "Freestyle"
std::string_view rule_word(const Translator& tr, Rule rule);        // "freestyle", in a line
std::string_view side_text(const Translator& tr, Stone side);       // "Black", "White"
// A player's name from a record: the names the game writes ("You", "Computer (Easy)",
// "Black", "White", none) in the player's language; any other name as it is.
std::string player_text(const Translator& tr, std::string_view name, Stone side);
// "Black won", "Draw", "Unfinished", ... (result_words in the player's language).
std::string_view outcome_text(const Translator& tr, Outcome outcome);
// ai::describe in the player's language: "Black 62% -> 18% (mistake); best h8: h8 i9 j10".
std::string verdict_text(const Translator& tr, const ai::MoveVerdict& verdict, Stone mover);
std::string_view forbidden_text(const Translator& tr, Forbidden kind); // "double three"
// The name of renju opening `index` (core/renju_openings.hpp's order): RIF's romanised
// Japanese in English ("Kagetsu"), the name Chinese players use in Chinese (花月).
std::string_view renju_opening_text(const Translator& tr, std::size_t index);

} // namespace gomoku::app
