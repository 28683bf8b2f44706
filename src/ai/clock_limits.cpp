#include "clock_limits.hpp"

#include <algorithm>

namespace gomoku::ai {

namespace {

using std::chrono::milliseconds;

constexpr milliseconds kLeast{1};
constexpr milliseconds kAnswerReserve{100}; // the answer's event, a frame, the stone placed
constexpr milliseconds kClockReserve{200};
constexpr int kTypicalOwnMoves = 30;
constexpr int kMinMovesToGo = 10;

// The level's time capped at `cap` (a level with no time of its own gets `cap`).
milliseconds capped(milliseconds level_time, milliseconds cap) {
    return level_time.count() > 0 ? std::min(level_time, cap) : cap;
}

} // namespace

Limits clock_limits(const Limits& level_limits, const TimeControl& control, milliseconds left,
                    int empty_points, int own_moves_made) {
    Limits limits = level_limits;
    if (!control.enabled()) {
        return limits;
    }
    left = std::max(left, milliseconds{0});
    if (control.kind == TimeControl::Kind::PerMove) {
        const milliseconds reserve =
            std::min(left / 2, std::clamp(left / 4, 2 * kAnswerReserve, milliseconds(1000)));
        limits.move_time = std::max(kLeast, capped(level_limits.move_time, left - reserve));
        limits.match_left = milliseconds{0};
        return limits;
    }
    const int by_habit = std::max(kMinMovesToGo, kTypicalOwnMoves - own_moves_made);
    const int by_board = std::max(1, (empty_points + 1) / 2);
    const int moves_to_go = std::min(by_habit, by_board);
    const milliseconds spendable = std::max(milliseconds{0}, left - left / 20 - kClockReserve);
    // The increment comes back after the move, but only once the move is made: never
    // spend it before it is on the clock (the share stays within what is spendable).
    const milliseconds share =
        std::min(spendable, spendable / moves_to_go + control.increment * 3 / 4);
    if (level_limits.move_time.count() > 0 && level_limits.move_time * 2 <= share) {
        limits.move_time = level_limits.move_time; // the level's own pace: no clock trouble
        limits.match_left = milliseconds{0};
        return limits;
    }
    limits.move_time = std::max(kLeast, capped(level_limits.move_time, share));
    limits.match_left = std::max(kLeast, spendable);
    return limits;
}

Limits hint_clock_limits(const Limits& strongest_limits, const TimeControl& control,
                         milliseconds left) {
    Limits limits = strongest_limits;
    if (!control.enabled()) {
        return limits;
    }
    const milliseconds cap = control.kind == TimeControl::Kind::PerMove ? left / 10 : left / 20;
    limits.move_time = std::max(kLeast, capped(strongest_limits.move_time, cap));
    limits.match_left = milliseconds{0};
    return limits;
}

} // namespace gomoku::ai
