#include "test_support/catch.hpp"

#include "ai/time_budget.hpp"

using namespace gomoku::ai;
using namespace std::chrono_literals;

namespace {

Limits move_time(std::chrono::milliseconds t) {
    Limits limits;
    limits.move_time = t;
    return limits;
}

} // namespace

TEST_CASE("A move time alone is a wall; a match clock lends up to twice the target", "[ai][time]") {
    const TimeBudget turn(move_time(300ms));
    CHECK(turn.target() == 300ms);
    CHECK(turn.hard() == 300ms);
    CHECK(turn.allowed() == 300ms);
    CHECK(TimeBudget(Limits{}).hard() == 0ms);

    Limits clock;
    clock.match_left = 2000ms; // a twentieth of it, twice that at most
    CHECK(TimeBudget(clock).target() == 100ms);
    CHECK(TimeBudget(clock).hard() == 200ms);
    CHECK(TimeBudget(clock).allowed() == 100ms);
    clock.move_time = 50ms; // the caller's share is the target
    CHECK(TimeBudget(clock).target() == 50ms);
    CHECK(TimeBudget(clock).hard() == 100ms);
    clock.move_time = 400ms; // never more than an eighth of the clock, unless asked for
    CHECK(TimeBudget(clock).hard() == 400ms);
    clock.move_time = 200ms;
    CHECK(TimeBudget(clock).hard() == 250ms);
    clock.move_time = 0ms;
    clock.match_left = 10ms; // almost out of time: still a millisecond to answer in
    CHECK(TimeBudget(clock).target() == 1ms);
    CHECK(TimeBudget(clock).hard() == 1ms);
}

TEST_CASE("With a match clock an unsure search may run to the hard limit", "[ai][time]") {
    Limits limits;
    limits.move_time = 100ms;
    limits.match_left = 10000ms;
    TimeBudget budget(limits);
    CHECK(budget.start_next(5, 10, 5ms));
    CHECK(budget.allowed() == 100ms);
    CHECK(budget.start_next(6, 10, 10ms)); // changed: the clock lends up to 200 ms
    CHECK(budget.allowed() == 200ms);
    CHECK(budget.soft() == 104ms); // 0.65 x 1.6 of the target
    CHECK(budget.start_next(6, 10, 40ms));
    CHECK(budget.allowed() == 200ms); // changed one iteration ago: still unsure
    CHECK_FALSE(budget.start_next(6, 10, 50ms));
    CHECK(budget.allowed() == 100ms); // sure again: back to the target
    CHECK(budget.soft() == 39ms);
}

TEST_CASE("Without a time limit every iteration is started", "[ai][time]") {
    TimeBudget budget(Limits{});
    for (int depth = 1; depth < 20; ++depth) {
        CHECK(budget.start_next(7, 0, 100'000ms));
    }
}

TEST_CASE("A stable best move stops the deepening early; a new one lets it go on", "[ai][time]") {
    // A 300 ms budget; the iterations end at the times given.
    TimeBudget stable(move_time(300ms));
    CHECK(stable.start_next(5, 10, 10ms));
    CHECK(stable.start_next(5, 12, 20ms));
    CHECK(stable.start_next(5, 11, 40ms));
    CHECK(stable.start_next(5, 14, 80ms));
    CHECK(stable.soft() == 117ms); // best for 4 iterations: 0.65 x 0.6 of the budget
    CHECK_FALSE(stable.start_next(5, 15, 120ms));

    TimeBudget ordinary(move_time(300ms));
    CHECK(ordinary.start_next(5, 10, 10ms));
    CHECK(ordinary.start_next(5, 12, 190ms)); // best for 2 iterations: 0.65
    CHECK(ordinary.soft() == 195ms);
    CHECK_FALSE(ordinary.start_next(5, 12, 200ms));

    TimeBudget changing(move_time(300ms));
    CHECK(changing.start_next(5, 10, 10ms));
    CHECK(changing.start_next(6, 12, 20ms));
    CHECK(changing.start_next(7, 12, 280ms)); // just changed: all of the budget
    CHECK(changing.soft() == 300ms);
    CHECK_FALSE(changing.start_next(7, 12, 290ms)); // changed one iteration ago: 0.845
    CHECK(changing.soft() == 254ms);
}

TEST_CASE("A falling score buys time; the soft limit never passes the hard one", "[ai][time]") {
    TimeBudget falling(move_time(300ms));
    CHECK(falling.start_next(5, 40, 10ms));
    CHECK(falling.start_next(5, 40, 20ms));
    CHECK(falling.start_next(5, 40, 40ms));
    CHECK(falling.start_next(5, 0, 250ms)); // stood 4 iterations, but fell by 40: 0.91
    CHECK(falling.soft() == 273ms);

    TimeBudget worst(move_time(300ms));
    CHECK(worst.start_next(5, 40, 10ms));
    CHECK(worst.start_next(6, -100, 20ms)); // changed and fell: 0.65 x 1.6 x 1.4 > 1
    CHECK(worst.soft() == 300ms);
    CHECK_FALSE(worst.start_next(6, -100, 300ms));
}

TEST_CASE("Time that cannot be saved is used: every iteration starts within the budget",
          "[ai][time]") {
    // A turn limit alone (a protocol engine with no match clock): a stable best move still
    // deepens, since stopping early saves nothing.
    Limits limits = move_time(300ms);
    limits.save_time = false;
    TimeBudget budget(limits);
    CHECK(budget.start_next(5, 10, 10ms));
    CHECK(budget.start_next(5, 12, 20ms));
    CHECK(budget.start_next(5, 11, 40ms));
    CHECK(budget.start_next(5, 14, 200ms)); // stood 4 iterations: would stop at 117 ms
    CHECK(budget.start_next(5, 14, 290ms));
    CHECK_FALSE(budget.start_next(5, 14, 300ms));
}
