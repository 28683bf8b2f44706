#include "time_budget.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::ai {

TimeBudget::TimeBudget(const Limits& limits) {
    constexpr milliseconds kLeast{1}; // a move always gets a millisecond to answer in
    if (limits.move_time.count() > 0) {
        target_ = hard_ = limits.move_time;
    }
    if (limits.match_left.count() > 0) {
        if (target_.count() <= 0) {
            target_ = std::max(limits.match_left / kMatchClockShare, kLeast);
        }
        const milliseconds cap = limits.match_left / kMatchClockCap;
        hard_ = std::max(target_, std::min(target_ * kExtension, cap));
    }
    allowed_ = target_;
    save_time_ = limits.save_time;
}

bool TimeBudget::start_next(int best_move, int score, milliseconds elapsed) {
    ++iterations_;
    const bool changed = iterations_ > 1 && best_move != best_;
    const bool dropped = iterations_ > 1 && score <= score_ - kDrop;
    changed_ago_ = changed ? 0 : changed_ago_ + 1;
    stable_for_ = changed || iterations_ == 1 ? 1 : stable_for_ + 1;
    best_ = best_move;
    score_ = score;
    if (target_.count() <= 0) {
        return true;
    }
    double share = kBase;
    if (changed_ago_ == 0) {
        share *= kJustChanged;
    } else if (changed_ago_ == 1) {
        share *= kRecentlyChanged;
    } else if (stable_for_ >= 3 && !dropped) {
        share *= kStable;
    }
    if (dropped) {
        share *= kDropped;
    }
    const bool unsure = changed_ago_ <= 1 || dropped;
    allowed_ = unsure ? hard_ : target_;
    soft_ = std::min(allowed_,
                     milliseconds(std::llround(static_cast<double>(target_.count()) * share)));
    // A cut iteration still counts when a move beats the old best, and with no use for the
    // time saved even a small chance of that is worth the time.
    return elapsed < (save_time_ ? soft_ : allowed_);
}

} // namespace gomoku::ai
