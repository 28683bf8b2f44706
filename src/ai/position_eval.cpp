#include "position_eval.hpp"

#include <algorithm>

namespace gomoku::ai {

namespace {

// Single points are capped so that one big threat (already handled by the search rules)
// does not drown the rest of the position.
constexpr int kPointCap = 20'000;

} // namespace

int evaluate_position(const std::vector<Candidate>& candidates) {
    int mine = 0;
    int theirs = 0;
    for (const Candidate& c : candidates) {
        mine += std::min(c.mine.value, kPointCap);
        theirs += std::min(c.theirs.value, kPointCap);
    }
    // The side to move gets to use its chances first, so they count a bit more.
    return mine - theirs * 9 / 10;
}

} // namespace gomoku::ai
