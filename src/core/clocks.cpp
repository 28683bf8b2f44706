#include "clocks.hpp"

#include <algorithm>

namespace gomoku {

using std::chrono::milliseconds;

GameClocks::GameClocks(TimeControl control) : control_(control) {
    live_ = {control_.main, control_.main};
    history_.push_back({live_, control_.main});
}

Stone GameClocks::counting() const {
    return enabled() && running_ && !paused_ ? to_move() : Stone::Empty;
}

void GameClocks::charge(milliseconds now) {
    if (counting() != Stone::Empty) {
        milliseconds& clock = live_[index(to_move())];
        clock = std::max(milliseconds{0}, clock - std::max(milliseconds{0}, now - since_));
    }
    since_ = now;
}

void GameClocks::start(milliseconds now) {
    charge(now);
    running_ = true;
}

void GameClocks::stop(milliseconds now) {
    charge(now);
    running_ = false;
}

void GameClocks::pause(milliseconds now) {
    charge(now);
    paused_ = true;
}

void GameClocks::resume(milliseconds now) {
    charge(now);
    paused_ = false;
}

void GameClocks::push_move(milliseconds mover_left) {
    const std::size_t mover = index(to_move());
    live_[mover] = mover_left;
    if (control_.kind == TimeControl::Kind::Game) {
        live_[mover] += control_.increment;
    } else if (control_.kind == TimeControl::Kind::PerMove) {
        live_ = {control_.main, control_.main};
    }
    history_.resize(at_ + 1);
    history_.push_back({live_, mover_left});
    ++at_;
}

void GameClocks::move_made(milliseconds now) {
    charge(now);
    push_move(live_[index(to_move())]);
}

bool GameClocks::undo(milliseconds now) {
    if (at_ == 0) {
        return false;
    }
    charge(now);
    --at_;
    live_ = history_[at_].clocks;
    return true;
}

bool GameClocks::redo(milliseconds now) {
    charge(now);
    if (at_ + 1 < history_.size()) {
        ++at_;
        live_ = history_[at_].clocks;
    } else {
        // No times recorded for it: nothing charged, nothing added.
        const milliseconds mover_left = live_[index(to_move())];
        if (control_.kind == TimeControl::Kind::PerMove) {
            live_ = {control_.main, control_.main};
        }
        history_.resize(at_ + 1);
        history_.push_back({live_, mover_left});
        ++at_;
    }
    return true;
}

milliseconds GameClocks::left(Stone side, milliseconds now) const {
    milliseconds clock = live_[index(side)];
    if (side == counting()) {
        clock -= std::max(milliseconds{0}, now - since_); // a time source never runs back
    }
    return std::max(milliseconds{0}, clock);
}

Stone GameClocks::flagged(milliseconds now) const {
    if (!enabled()) {
        return Stone::Empty;
    }
    // Only the side to move can be out of time: the other has just had its move's reset or
    // increment (a zero increment leaves a flagged clock at zero, and that side has moved).
    return left(to_move(), now) <= milliseconds{0} ? to_move() : Stone::Empty;
}

std::optional<milliseconds> GameClocks::next_change(milliseconds now) const {
    const Stone side = counting();
    if (side == Stone::Empty) {
        return std::nullopt;
    }
    const milliseconds left_now = left(side, now);
    if (left_now <= milliseconds{0}) {
        return milliseconds{0};
    }
    const milliseconds step =
        left_now < milliseconds(10'000) ? milliseconds(100) : milliseconds(1000);
    // The face shows `left` rounded down to a step: it changes a millisecond after `left`
    // passes the step it shows.
    return left_now % step + milliseconds{1};
}

GameClocks GameClocks::restored(TimeControl control, const std::vector<milliseconds>& recorded,
                                std::optional<milliseconds> to_move_left) {
    GameClocks clocks(control);
    for (const milliseconds mover_left : recorded) {
        clocks.push_move(std::max(milliseconds{0}, mover_left));
    }
    if (to_move_left) {
        clocks.live_[index(clocks.to_move())] = std::max(milliseconds{0}, *to_move_left);
    }
    return clocks;
}

} // namespace gomoku
