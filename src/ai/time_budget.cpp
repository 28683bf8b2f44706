#include "time_budget.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::ai {

TimeBudget::TimeBudget(const Limits& limits) {
    if (limits.move_time.count() > 0) {
        hard_ = limits.move_time;
    }
    if (limits.match_left.count() > 0) {
        // A twentieth of what is left, so the clock lasts however long the game goes.
        const milliseconds share = limits.match_left / 20;
        hard_ = hard_.count() > 0 ? std::min(hard_, share) : share;
        hard_ = std::max(hard_, milliseconds(1));
    }
}

bool TimeBudget::start_next(int best_move, int score, milliseconds elapsed) {
    ++iterations_;
    const bool changed = iterations_ > 1 && best_move != best_;
    const bool dropped = iterations_ > 1 && score <= score_ - kDrop;
    changed_ago_ = changed ? 0 : changed_ago_ + 1;
    stable_for_ = changed || iterations_ == 1 ? 1 : stable_for_ + 1;
    best_ = best_move;
    score_ = score;
    if (hard_.count() <= 0) {
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
    share = std::min(share, 1.0);
    soft_ = milliseconds(std::llround(static_cast<double>(hard_.count()) * share));
    return elapsed < soft_;
}

} // namespace gomoku::ai
