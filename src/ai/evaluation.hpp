#pragma once

#include "patterns.hpp"

#include "core/board.hpp"
#include "core/rules.hpp"

namespace gomoku::ai {

// What one side would make by playing an empty point: its four line shapes summed up.
struct PointThreat {
    std::uint8_t fives = 0;       // lines where it completes a win
    std::uint8_t open_fours = 0;  // lines with two completion points
    std::uint8_t fours = 0;       // lines with exactly one completion point
    std::uint8_t open_threes = 0; // lines one stone away from an open four
    int value = 0;                // heuristic worth of the point, see point_value()
    bool forbidden = false;       // renju: Black may not play here (all else is zero)

    bool makes_five() const { return fives > 0; }
    bool makes_four() const { return open_fours + fours > 0; }
    // Open four, double four, or four plus open three: wins unless the opponent has a four.
    bool makes_winning_threat() const {
        return open_fours > 0 || fours >= 2 || (fours >= 1 && open_threes >= 1);
    }
    bool makes_double_three() const { return open_threes >= 2; }
};

// Both colours' view of one empty point.
struct PointThreats {
    PointThreat black;
    PointThreat white;
    const PointThreat& of(Stone s) const { return s == Stone::Black ? black : white; }
};

// Scores that keep the order five > winning threat > double three > four > open three.
inline constexpr int kFiveValue = 1'000'000;
inline constexpr int kWinningThreatValue = 100'000;
inline constexpr int kDoubleThreeValue = 10'000;

// Looks at the four lines through the empty point p for both colours. Under renju a point
// forbidden for Black (core/renju.hpp) is worth nothing to Black and marked forbidden.
PointThreats point_threats(const Board& board, Point p, Rule rule);

} // namespace gomoku::ai
