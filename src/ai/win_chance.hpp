#pragma once

#include "engine.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::ai {

// The side to move's chance of winning, from a search score: certain for a proven win or
// loss, otherwise a logistic curve whose scale is fitted to game results by
//   gomoku-bench win-chance-fit --data games.txt --nodes 200000 --positions 2500
// on 480 games of Master against itself at 30,000 nodes a move (texel-games --nodes 30000
// --seed 90001): 1,370 positions that a 200,000-node search did not prove, 620 of them
// scored within +/-1500. Those games say a score is worth far less than the old curve (a
// scale of 200, an open three's value, untested) claimed: from +300 to +600 the side to
// move won 56% (it read 89%), from +1000 to +1500 59% (99.7%), from +1500 to +3000 78%,
// beyond +3000 91%. The scale fitted to the scores within +/-1500 (where the panel's
// percentage is read most) was 2102, and it also matches the rest of that table within
// about 10 points; fitted to all unproven scores (the ends weigh most) 3894. Stronger play
// than these games' converts an edge more surely: 2000, rounded down.
// Only a proof is certain: the curve stops at kMostUnproven. A score at the evaluation's
// limit (20000) is no proof, and an opponent sometimes holds it for several moves with
// counter-fours; shown as "computer 100%", it promised a win that did not come. In the
// same games, the side to move won 94.7% of the positions scored +20000 and 3.1% of those
// scored -20000.
inline constexpr double kWinChanceScale = 2000.0;
inline constexpr double kMostUnproven = 0.96;

// The logistic curve alone: a score of `scale` gives about 73%.
inline double logistic_chance(double score, double scale) {
    return 1.0 / (1.0 + std::exp(-score / scale));
}

inline double win_chance(int score) {
    if (is_win_score(score)) {
        return 1.0;
    }
    if (is_loss_score(score)) {
        return 0.0;
    }
    return std::clamp(logistic_chance(score, kWinChanceScale), 1.0 - kMostUnproven, kMostUnproven);
}

} // namespace gomoku::ai
