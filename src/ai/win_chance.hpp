#pragma once

#include "engine.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::ai {

// The side to move's chance of winning, from a search score: certain for a proven win or
// loss, otherwise a logistic curve whose scale is fitted to game results, for each rule, by
//   gomoku-bench texel-games --rule R --games 480 --nodes 30000 --seed S > games.txt
//   gomoku-bench win-chance-fit --data games.txt --nodes 200000 --positions 2500
// (Master against itself at 30,000 nodes a move; of the positions a 200,000-node search did
// not prove, those scored within +/-1500, where the panel's percentage is read most, give
// the scale). On the engine of 5910a37:
//   freestyle  1148 (seed 90002, 639 positions), 1553 (90003, 559); together 1317 (1198)
//   standard   1258 (90001, 577)
//   renju      2417 (90001, 999), 1416 (90003, 955); together 1852 (2005)
// The one curve before, 2000, was fitted to freestyle games of an older Master (2102): the
// engine now converts an edge more surely under freestyle and exactly five (cross-entropy
// of the freestyle positions 0.6534 under 2000, 0.6485 under 1317). Under renju 2000
// predicts the games as well as the fitted 1852 (0.6706 against 0.6704), and again once
// renju had its own evaluation corrections (57cdcbd): 2049 (90001, 524), 1809 (90003,
// 526), together 1924 (1050; 0.6728 under both). From +300 to +1000 the side to move won
// 59% to 62% of the freestyle positions and 49% to 56% of the renju ones; from +1500 to
// +3000, 79% in both. Exactly five, checked once it had its own corrections (860916f):
// 2858 (90001, 720), 1182 (90003, 601), together 1788 (1340; cross-entropy 0.6723 under
// 1300, 0.6691 under 1788). Two files that far apart say little, and the side to move's
// losing scores fit 1300 better, its winning ones 1788: 1300 stays until more games decide.
// Two files of one rule differ by up to a third (those two by more than half), so the
// rules' difference is not sure: each rule gets the round figure that predicts its own
// games best.
// Only a proof is certain: the curve stops at kMostUnproven. A score at the evaluation's
// limit (20000) is no proof, and an opponent sometimes holds it for several moves with
// counter-fours; shown as "computer 100%", it promised a win that did not come. In the
// same games the side to move won 95% (freestyle), 97% (standard) and 92% (renju) of the
// positions it scored +20000.
inline constexpr double kMostUnproven = 0.96;

inline double win_chance_scale(Rule rule) {
    return rule == Rule::Renju ? 2000.0 : 1300.0;
}

// The logistic curve alone: a score of `scale` gives about 73%.
inline double logistic_chance(double score, double scale) {
    return 1.0 / (1.0 + std::exp(-score / scale));
}

inline double win_chance(int score, Rule rule) {
    if (is_win_score(score)) {
        return 1.0;
    }
    if (is_loss_score(score)) {
        return 0.0;
    }
    return std::clamp(logistic_chance(score, win_chance_scale(rule)), 1.0 - kMostUnproven,
                      kMostUnproven);
}

} // namespace gomoku::ai
