#pragma once

#include "candidates.hpp"
#include "control.hpp"

#include <optional>
#include <vector>

namespace gomoku::ai {

// Does the opponent of `side` have a point where it makes an open four, a double four or a
// four-three (candidates ranked for `side`)?
bool opponent_has_winning_threat(const std::vector<Candidate>& candidates);

// The candidates that answer the opponent's winning threats: after them the opponent has no
// such point left, or they make a four of our own (which must be answered first). Keeps the
// candidates' order. Empty when nothing stops them (the game is lost anyway).
std::vector<Candidate> threat_answers(Board& board, Rule rule, Stone side,
                                      const std::vector<Candidate>& candidates);

// Victory by continuous fours: a sequence of fours for `attacker` (each forcing the one
// reply) that ends in a five. The attacker is assumed to move now. At most `max_fours` of
// its moves, at most `max_nodes` positions looked at. Returns the first move of a shortest
// such win, or nothing when none was found (or the search was stopped).
std::optional<Point> find_vcf(Board& board, Rule rule, Stone attacker, int max_fours,
                              std::uint64_t max_nodes, SearchControl& control);

} // namespace gomoku::ai
