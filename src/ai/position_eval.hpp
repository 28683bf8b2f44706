#pragma once

#include "candidates.hpp"

#include <vector>

namespace gomoku::ai {

// Static value of a position for the side to move, from its ranked candidates: the summed
// worth of its points minus (most of) the opponent's. Cheap on purpose: it is called at
// every leaf of the search.
int evaluate_position(const std::vector<Candidate>& candidates);

} // namespace gomoku::ai
