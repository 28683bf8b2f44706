#pragma once

#include "engine.hpp"

#include <cmath>

namespace gomoku::ai {

// The side to move's chance of winning, from a search score: certain for a proven win or
// loss, otherwise a logistic curve. The scale is what an open three is worth (130): one
// up is about a 66% chance, a four-three threat (850) all but certain. A fitted scale
// (Texel-style, from self-play results) should replace this when the evaluation is tuned.
inline double win_chance(int score) {
    if (is_win_score(score)) {
        return 1.0;
    }
    if (is_loss_score(score)) {
        return 0.0;
    }
    constexpr double kScale = 200.0;
    return 1.0 / (1.0 + std::exp(-score / kScale));
}

} // namespace gomoku::ai
