#pragma once

#include "core/clock_control.hpp"
#include "engine.hpp"

#include <chrono>

namespace gomoku::ai {

// The limits of the computer's move in a game with a clock: the level's own limits (its
// usual thinking time), never more than its clock allows.
//   - Per move: the search must be done by the move time less a reserve for answering
//     and drawing (a quarter of the time, at most 1 s, at least 2 x 100 ms when the time
//     allows it); that is a wall (Limits::move_time alone).
//   - Game clock: as pbrain-gomoku shares a match clock (engine/time_manager.hpp): keep 5%
//     plus 200 ms back, share the rest over the moves still to come (30 minus the moves
//     made, at least 10, at most half the empty points), plus most (3/4) of the increment
//     each move gets back. The search gets that share as its move time and the clock as
//     Limits::match_left, so an unsure search may take up to twice its share (never more
//     than an eighth of the clock; see TimeBudget), unless the level's own time is under
//     half the share (then the level's time is a wall, as without a clock).
// `left`: what the computer has on its clock now.
Limits clock_limits(const Limits& level_limits, const TimeControl& control,
                    std::chrono::milliseconds left, int empty_points, int own_moves_made);

// The hint's limits with a clock: the hint thinks on the player's time (the clock counts
// while it looks), so it gets at most a twentieth of what the player has left (a tenth of a
// per-move time), and never more than the strongest level's own time.
Limits hint_clock_limits(const Limits& strongest_limits, const TimeControl& control,
                         std::chrono::milliseconds left);

} // namespace gomoku::ai
