#pragma once

#include "clock_control.hpp"
#include "types.hpp"

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <vector>

namespace gomoku {

// Both players' clocks for one game. The clocks never read the time themselves: every call
// that may count passes `now`, a monotonic time from any fixed origin (the app passes its
// steady clock, tests a fake one), so the arithmetic is exact and testable.
//
// Colours alternate from Black, so the side whose clock counts is the side to move of the
// position the clocks are at (move count even: Black). A clock counts only while the clocks
// run (start/stop: the game is on) and are not paused (pause/resume: a dialog is open).
//
// After a move the mover's clock gets the increment (game clock) or both are reset to the
// move time (per move). A side whose time reaches zero has flagged: its clock stays at
// zero until it moves; the increment is then added to zero (the overrun is not carried).
//
// Undo and redo walk a history kept as the record's BL/WL are: undo puts both clocks back
// to what they showed when that position was first reached (the time spent since, by both
// sides, is given back), redo replays the times recorded for the move. So a game taken
// back and replayed shows the same times as the record says, and an undo against the
// computer gives the player back the time of the move taken back.
class GameClocks {
  public:
    using milliseconds = std::chrono::milliseconds;

    GameClocks() : GameClocks(TimeControl{}) {} // no clock
    explicit GameClocks(TimeControl control);

    const TimeControl& control() const { return control_; }
    bool enabled() const { return control_.enabled(); }

    // The game is on: the side to move's clock counts from `now` (unless paused).
    void start(milliseconds now);
    // The game is off (over, or flagged): no clock counts; what was used is charged.
    void stop(milliseconds now);
    bool running() const { return running_; }
    // A dialog is open: no clock counts, and nothing is lost of the running one.
    void pause(milliseconds now);
    void resume(milliseconds now);
    bool paused() const { return paused_; }
    // The side whose clock counts at the moment: Empty when stopped, paused or disabled.
    Stone counting() const;
    Stone to_move() const { return at_ % 2 == 0 ? Stone::Black : Stone::White; }

    // The side to move made its move at `now`: charged, increment or reset, and the other
    // side's clock counts from now (a redo line beyond this position is dropped).
    void move_made(milliseconds now);
    // One move back or forward along the history. Undo is false at the start. A redo with no
    // recorded times (a game resumed with a redo line) leaves both clocks as they are.
    bool undo(milliseconds now);
    bool redo(milliseconds now);
    // Moves made up to the clocks' position.
    std::size_t moves() const { return at_; }

    // What `side` has left at `now`, never below zero.
    milliseconds left(Stone side, milliseconds now) const;
    // The side whose time has run out at `now` (Empty: none, or no clock).
    Stone flagged(milliseconds now) const;
    // How long until what a clock shows next changes (clock_face: a second, or a tenth
    // under 10 s), for the redraw; nullopt when no clock counts.
    std::optional<milliseconds> next_change(milliseconds now) const;

    // For the record: what the mover had left just after move `index` (0-based), before the
    // increment (a per-move clock: what was left of that move's time).
    milliseconds recorded_left(std::size_t index) const { return history_[index + 1].mover_left; }
    // Clocks rebuilt from a record: the recorded times of the moves, in order, and what the
    // side to move had left when the game was saved (nullopt: its full time as of its last
    // move). Stopped; the caller starts them.
    static GameClocks restored(TimeControl control, const std::vector<milliseconds>& recorded,
                               std::optional<milliseconds> to_move_left);

  private:
    struct Entry {
        std::array<milliseconds, 2> clocks; // Black, White: as shown once the position is reached
        milliseconds mover_left{0};         // see recorded_left
    };
    static std::size_t index(Stone side) { return side == Stone::White ? 1 : 0; }
    void charge(milliseconds now); // takes the time since `since_` off the counting clock
    void push_move(milliseconds mover_left);

    TimeControl control_;
    std::vector<Entry> history_; // [0]: the start; [n]: after move n; beyond at_: the redo line
    std::size_t at_ = 0;
    std::array<milliseconds, 2> live_{}; // the clocks as of since_
    milliseconds since_{0};
    bool running_ = false;
    bool paused_ = false;
};

} // namespace gomoku
