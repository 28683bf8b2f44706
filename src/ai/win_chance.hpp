#pragma once

#include "engine.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::ai {

// The side to move's chance of winning, from a search score: certain for a proven win or
// loss, otherwise a logistic curve. The scale is what an open three is worth (130): one
// up is about a 66% chance, a four-three threat (850) all but certain. A fitted scale
// (Texel-style, from self-play results) should replace this: gomoku-bench win-chance-fit.
// Only a proof is certain: the curve stops at 1% and 99%. A score at the evaluation's
// limit (20000) is no proof, and an opponent sometimes holds it for several moves with
// counter-fours; shown as "computer 100%", it promised a win that did not come.
inline constexpr double kWinChanceScale = 200.0;

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
    constexpr double kMostUnproven = 0.99;
    return std::clamp(logistic_chance(score, kWinChanceScale), 1.0 - kMostUnproven, kMostUnproven);
}

} // namespace gomoku::ai
