#pragma once

#include "core/board.hpp"
#include "core/rules.hpp"

#include <random>
#include <string_view>

namespace gomoku::bench {

// Reference players after the seed articles (/work/shared/seeds), written afresh: the
// yardsticks the engine is measured against. Each returns a legal move for `to_move`
// (under renju never a forbidden point for Black), or kNoPoint when there is none, and
// plays the centre on an empty board.

// Seed 000: every empty point is scored by the runs of stones of each colour that touch
// it in the four directions (two, three, four, five; open or half-open ends); a random
// point among the best.
Point score_table_move(const Board& board, Rule rule, Stone to_move, std::mt19937& rng);

// Seed 001: every point is scored for both colours as a sum over the four directions of
// ten to the power of a count (stones in a row count two, stones beyond one gap one, a
// blocked end takes two off; five is the maximum); the best point of the side with the
// higher score, ties broken by the other side's score, then at random.
Point power_of_ten_move(const Board& board, Rule rule, Stone to_move, std::mt19937& rng);

// Seed 004: negamax with alpha-beta, three plies deep, over the empty points next to a
// stone (distance 1, or 2 when there are none), those next to the opponent's last move
// first; leaves are scored as own pattern score minus the opponent's (five, live four,
// blocked four, live three, ...). `opponent_last` is the opponent's last move if known.
Point negamax_move(const Board& board, Rule rule, Stone to_move, std::mt19937& rng,
                   Point opponent_last = kNoPoint);

enum class Baseline { ScoreTable, PowerOfTen, Negamax };
inline constexpr Baseline kAllBaselines[] = {Baseline::ScoreTable, Baseline::PowerOfTen,
                                             Baseline::Negamax};

// "score_table", "power_of_ten", "negamax".
std::string_view baseline_id(Baseline baseline);

Point baseline_move(Baseline baseline, const Board& board, Rule rule, Stone to_move,
                    std::mt19937& rng, Point opponent_last = kNoPoint);

} // namespace gomoku::bench
