#pragma once

#include "board.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace gomoku {

// Freestyle: five or more in a row wins. Standard: exactly five wins, an overline (six or
// more) does not. Renju (forbidden points for Black) is to come; code that switches on Rule
// should keep a place for it.
enum class Rule { Freestyle, Standard };

std::string_view rule_name(Rule rule);
std::optional<Rule> parse_rule(std::string_view name);

// Does a run of `length` stones of colour `stone` win under `rule`?
bool run_wins(Rule rule, Stone stone, int length);

// The stones of a winning run through `p` made by the stone already standing on `p`, or an
// empty vector when that stone made no winning run. The run is ordered along its line.
std::vector<Point> winning_run(const Board& board, Point p, Rule rule);

// Number of stones of p's colour in the line through p along d (p included), as if p held
// `stone`.
int run_length(const Board& board, Point p, Direction d, Stone stone);

} // namespace gomoku
