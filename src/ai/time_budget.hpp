#pragma once

#include "engine.hpp"

#include <chrono>

namespace gomoku::ai {

// How long one search may think, and after each finished iteration of the deepening
// whether to start another.
//
// The target is what a move should take: Limits::move_time, or with only a match clock a
// twentieth of what is left (so the clock lasts however long the game goes). The hard limit
// is what it may never pass: the target itself with a move time alone (a per-move limit is
// a wall), and with a match clock twice the target, at most an eighth of the clock. The
// search's clock stops it at `allowed()`: the target, raised to the hard limit while the
// search is unsure of its move.
//
// The soft limit is when no new iteration should begin: 65% of the target for an ordinary
// position (the next iteration costs three to four times the last, so it ends cut short,
// but a cut iteration still counts when a move beats the old best), less (39%) when the
// best move has stood for three iterations or more and the score holds (a longer search
// rarely changes its mind then, and the time saved is the player's), more when the best move
// has just changed or the score has dropped (the search is finding something out). When
// time saved is worth nothing (Limits::save_time false: a turn limit and no match clock),
// there is no soft limit: every iteration that may start, starts.
class TimeBudget {
  public:
    using milliseconds = std::chrono::milliseconds;

    explicit TimeBudget(const Limits& limits);

    // Zero for all three: no time limit (depth, nodes or the stop flag end the search).
    milliseconds target() const { return target_; }
    milliseconds hard() const { return hard_; }
    milliseconds allowed() const { return allowed_; }

    // Called after every finished iteration, with its best move, its score and the time
    // since the search began; false when the search should stop here. May change allowed().
    bool start_next(int best_move, int score, milliseconds elapsed);

    // The soft limit as of the last iteration (zero before any).
    milliseconds soft() const { return soft_; }

    // The shares of the target: no new iteration after kBase of it, times the factors.
    static constexpr double kBase = 0.65;
    static constexpr double kStable = 0.6;          // the best move stood 3+ iterations
    static constexpr double kJustChanged = 1.6;     // it changed in this iteration
    static constexpr double kRecentlyChanged = 1.3; // it changed in the one before
    static constexpr double kDropped = 1.4;         // the score fell by kDrop or more
    static constexpr int kDrop = 30;
    static constexpr int kMatchClockShare = 20; // with only a match clock: target = left / 20
    static constexpr int kExtension = 2;        // with a match clock: hard = 2 x target...
    static constexpr int kMatchClockCap = 8;    // ...and at most left / 8

  private:
    bool save_time_ = true; // Limits::save_time
    milliseconds target_{0};
    milliseconds hard_{0};
    milliseconds allowed_{0};
    milliseconds soft_{0};
    int iterations_ = 0;
    int best_ = -1;
    int score_ = 0;
    int stable_for_ = 0;   // iterations the current best move has been best
    int changed_ago_ = 99; // iterations since the best move last changed
};

} // namespace gomoku::ai
