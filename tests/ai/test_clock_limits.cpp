#include "test_support/catch.hpp"

#include "ai/clock_limits.hpp"
#include "ai/time_budget.hpp"

using namespace gomoku;
using namespace std::chrono_literals;
using std::chrono::milliseconds;

SCENARIO("Without a clock the level's limits stand") {
    ai::Limits level;
    level.move_time = 1500ms;
    level.depth = 7;
    const ai::Limits limits = ai::clock_limits(level, TimeControl{}, 0ms, 225, 0);
    CHECK(limits.move_time == 1500ms);
    CHECK(limits.depth == 7);
    CHECK(limits.match_left == 0ms);
}

SCENARIO("A per-move clock is a wall a little before the move's time") {
    ai::Limits level;
    level.move_time = 1500ms;
    const TimeControl ten = per_move_clock(10s);
    CHECK(ai::clock_limits(level, ten, 10s, 200, 5).move_time == 1500ms); // the level's pace
    CHECK(ai::clock_limits(level, ten, 1s, 200, 5).move_time == 750ms);
    CHECK(ai::clock_limits(level, ten, 300ms, 200, 5).move_time == 150ms);
    CHECK(ai::clock_limits(ai::Limits{}, ten, 10s, 200, 5).move_time == 9s); // no level time
    CHECK(ai::clock_limits(level, ten, 1s, 200, 5).match_left == 0ms);
}

SCENARIO("A game clock is shared over the moves to come, and never runs out") {
    ai::Limits level;
    level.move_time = 1500ms;
    const TimeControl minute = game_clock(60s, 0s);
    WHEN("the clock is full, the level plays at its own pace") {
        const ai::Limits l = ai::clock_limits(level, minute, 60s, 225, 0);
        CHECK(l.move_time == 1500ms);
    }
    WHEN("the clock runs low, the move time shrinks with it and the budget stays inside") {
        milliseconds left = 60s;
        for (int move = 0; move < 100; ++move) {
            const ai::Limits l = ai::clock_limits(level, minute, left, 225 - 2 * move, move);
            const ai::TimeBudget budget(l);
            INFO("move " << move << ", " << left.count() << " ms left");
            REQUIRE(budget.hard() < left);
            REQUIRE(budget.hard().count() >= 1);
            left -= budget.hard(); // the worst case: every move takes its hard limit
        }
        CHECK(left > 0ms);
    }
    WHEN("there is an increment, most of it is spent, never before it is on the clock") {
        const TimeControl blitz = game_clock(10s, 3s);
        const ai::Limits l = ai::clock_limits(ai::Limits{}, blitz, 2s, 200, 40);
        CHECK(l.move_time <= 2s - 2s / 20 - 200ms);
        CHECK(l.move_time > 2s / 10);
    }
}

SCENARIO("The hint thinks on the player's clock, so it takes a small part of it") {
    ai::Limits strongest;
    strongest.move_time = 1500ms;
    CHECK(ai::hint_clock_limits(strongest, TimeControl{}, 0ms).move_time == 1500ms);
    CHECK(ai::hint_clock_limits(strongest, game_clock(60s, 0s), 10s).move_time == 500ms);
    CHECK(ai::hint_clock_limits(strongest, per_move_clock(10s), 8s).move_time == 800ms);
    CHECK(ai::hint_clock_limits(strongest, game_clock(600s, 5s), 600s).move_time == 1500ms);
}
