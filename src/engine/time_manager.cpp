#include "time_manager.hpp"

#include <algorithm>

namespace gomoku::engine {

namespace {

constexpr milliseconds kFastestMove{10};
constexpr milliseconds kFastestStop{50};
constexpr milliseconds kMinimum{1};
constexpr int kTypicalOwnMoves = 30;
constexpr int kMinMovesToGo = 10;
// What a move costs beyond the search, which no budget sees: the reply's way to the manager
// and the next command's way back, on a busy machine. Kept for every move still possible.
constexpr milliseconds kMoveOverhead{10};
// Never spent: a sixtieth of the match clock, at most 1 s (1 s of a 1-minute game).
constexpr milliseconds kFloorMost{1000};
constexpr int kFloorShare = 60;

} // namespace

void TimeManager::new_game() {
    left_.reset();
    used_ = milliseconds{0};
}

void TimeManager::record_used(milliseconds used) {
    used_ += used;
    if (left_ && *left_ < kUnlimited) {
        *left_ = std::max(milliseconds{0}, *left_ - used);
    }
}

std::optional<milliseconds> TimeManager::match_left() const {
    if (left_) {
        if (*left_ >= kUnlimited) {
            return std::nullopt;
        }
        return *left_;
    }
    if (match_.count() <= 0 || match_ >= kUnlimited) {
        return std::nullopt;
    }
    return std::max(milliseconds{0}, match_ - used_);
}

MovePlan TimeManager::plan(int empty_points, int own_moves_made) const {
    MovePlan plan;
    if (turn_.count() <= 0) {
        plan.move_time = kFastestMove;
        plan.hard_limit = kFastestStop;
    } else {
        // Stopping a search and sending the reply takes up to about 10 ms (more on a busy
        // machine); that much is kept back on short clocks, a share of the turn on long ones.
        const milliseconds reserve = std::min(milliseconds{20}, turn_ / 2);
        plan.hard_limit = turn_ - std::max(reserve, std::min(turn_ / 20, milliseconds{100}));
        plan.move_time = turn_ - std::max(2 * reserve, std::min(turn_ / 8, milliseconds{500}));
    }

    if (const auto left = match_left()) {
        const int by_habit = std::max(kMinMovesToGo, kTypicalOwnMoves - own_moves_made);
        const int by_board = std::max(1, (empty_points + 1) / 2);
        const int moves_to_go = std::min(by_habit, by_board);
        const milliseconds floor = match_.count() > 0 && match_ < kUnlimited
                                       ? std::min(kFloorMost, match_ / kFloorShare)
                                       : milliseconds{0};
        const milliseconds overheads = kMoveOverhead * by_board;
        const milliseconds spendable =
            std::max(milliseconds{0}, *left - *left / 20 - milliseconds{30} - overheads - floor);
        const milliseconds share = spendable / moves_to_go;
        if (share * 2 <= plan.move_time) {
            plan.match_left = spendable;
        }
        plan.move_time = std::min(plan.move_time, share);
        const milliseconds stop_at = *left - std::max(milliseconds{10}, *left / 50);
        plan.hard_limit = std::min(plan.hard_limit, stop_at);
    }

    plan.hard_limit = std::max(plan.hard_limit, kMinimum);
    plan.move_time = std::clamp(plan.move_time, kMinimum, plan.hard_limit);
    return plan;
}

} // namespace gomoku::engine
