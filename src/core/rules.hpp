#pragma once

#include "board.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace gomoku {

// Freestyle: five or more in a row wins. Standard: exactly five wins, an overline (six or
// more) does not. Renju: Black wins only with exactly five and may not play the forbidden
// points of renju.hpp; White wins with five or more and is never restricted.
enum class Rule { Freestyle, Standard, Renju };
inline constexpr Rule kAllRules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju};

std::string_view rule_name(Rule rule);
std::optional<Rule> parse_rule(std::string_view name);

// Does a run of `length` stones of colour `stone` win under `rule`?
bool run_wins(Rule rule, Stone stone, int length);

// The stones of a winning run through `p` made by the stone already standing on `p`, or an
// empty vector when that stone made no winning run. The run is ordered along its line.
std::vector<Point> winning_run(const Board& board, Point p, Rule rule);

// May `stone` be played on p under `rule`? The point must be empty; under renju Black may
// not play a forbidden point.
bool is_allowed(const Board& board, Point p, Stone stone, Rule rule);

// Number of stones of p's colour in the line through p along d (p included), as if p held
// `stone`.
int run_length(const Board& board, Point p, Direction d, Stone stone);

} // namespace gomoku
