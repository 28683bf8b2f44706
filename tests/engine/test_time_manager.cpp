#include "test_support/catch.hpp"

#include "ai/time_budget.hpp"
#include "engine/hash_budget.hpp"
#include "engine/time_manager.hpp"

using namespace gomoku::engine;
using namespace std::chrono_literals;

TEST_CASE("A turn limit is never reached: the search aims short of it and is stopped before") {
    for (const milliseconds turn : {5ms, 20ms, 100ms, 1000ms, 5000ms, 30000ms, 180000ms}) {
        TimeManager clock;
        clock.set_turn_limit(turn);
        const MovePlan plan = clock.plan(225, 0);
        INFO(turn.count());
        CHECK(plan.move_time >= 1ms);
        CHECK(plan.move_time <= plan.hard_limit);
        CHECK(plan.hard_limit < turn);
        CHECK(plan.hard_limit >= std::min(turn / 2, turn - 100ms));
    }
    TimeManager clock;
    clock.set_turn_limit(20ms);
    CHECK(clock.plan(225, 0).move_time == 1ms);
    CHECK(clock.plan(225, 0).hard_limit == 10ms);
    clock.set_turn_limit(100ms);
    CHECK(clock.plan(225, 0).move_time == 60ms);
    CHECK(clock.plan(225, 0).hard_limit == 80ms);
    clock.set_turn_limit(1000ms);
    CHECK(clock.plan(225, 0).move_time == 875ms);
    CHECK(clock.plan(225, 0).hard_limit == 950ms);
    clock.set_turn_limit(5000ms);
    CHECK(clock.plan(225, 0).move_time == 4500ms);
    CHECK(clock.plan(225, 0).hard_limit == 4900ms);
}

TEST_CASE("timeout_turn 0 is as fast as possible") {
    TimeManager clock;
    clock.set_turn_limit(0ms);
    const MovePlan plan = clock.plan(225, 0);
    CHECK(plan.move_time == 10ms);
    CHECK(plan.hard_limit == 50ms);
}

TEST_CASE("The match clock is shared over the moves to come") {
    TimeManager clock;
    clock.set_turn_limit(30000ms);
    clock.set_match_limit(180000ms);
    // 180 s: 5% + 30 ms kept back, 10 ms for each of the 113 moves we may still make, and
    // the floor (1 s, a sixtieth of the clock at most); the rest over 30 moves.
    CHECK(clock.plan(225, 0).move_time == (180000ms - 9000ms - 30ms - 1130ms - 1000ms) / 30);
    // Later in the game, fewer moves are expected, but never fewer than 10...
    CHECK(clock.plan(165, 25).move_time == (180000ms - 9000ms - 30ms - 830ms - 1000ms) / 10);
    // ...unless the board has fewer points left for us; and never past the turn limit.
    clock.set_match_limit(60000ms);
    CHECK(clock.plan(7, 25).move_time == (60000ms - 3000ms - 30ms - 40ms - 1000ms) / 4);
    clock.set_match_limit(600000ms);
    CHECK(clock.plan(7, 25).move_time == 29500ms);

    clock.set_time_left(5000ms);
    const MovePlan low = clock.plan(200, 10);
    CHECK(low.move_time == (5000ms - 250ms - 30ms - 1000ms - 1000ms) / 20);
    CHECK(low.hard_limit == 4900ms);
    // Under the floor the engine plays as fast as it can, and the floor stays.
    clock.set_time_left(1000ms);
    CHECK(clock.plan(200, 10).move_time == 1ms);
    CHECK(clock.plan(200, 10).hard_limit == 980ms);

    clock.set_time_left(5ms);
    CHECK(clock.plan(200, 10).move_time == 1ms);
    CHECK(clock.plan(200, 10).hard_limit == 1ms);
}

TEST_CASE("The engine gets the match clock when twice its share fits in the turn") {
    TimeManager clock;
    clock.set_turn_limit(30000ms);
    CHECK(clock.plan(225, 0).match_left == 0ms); // no match clock: the turn is a wall
    clock.set_match_limit(180000ms);
    const MovePlan plan = clock.plan(225, 0);
    CHECK(plan.match_left == 180000ms - 9000ms - 30ms - 1130ms - 1000ms); // what may be spent
    CHECK(plan.move_time == plan.match_left / 30);
    CHECK(plan.move_time * 2 <= 29500ms);
    // A turn limit that twice the share would pass: the turn decides, no clock to lend from.
    clock.set_turn_limit(8000ms);
    CHECK(clock.plan(225, 0).match_left == 0ms);
    CHECK(clock.plan(225, 0).move_time == (180000ms - 9000ms - 30ms - 1130ms - 1000ms) / 30);
}

TEST_CASE("Without time_left, our own use is taken off timeout_match") {
    TimeManager clock;
    clock.set_match_limit(10000ms);
    REQUIRE(clock.match_left() == 10000ms);
    clock.record_used(3000ms);
    CHECK(clock.match_left() == 7000ms);
    clock.set_time_left(9000ms); // the manager's word counts
    CHECK(clock.match_left() == 9000ms);
    clock.record_used(500ms);
    CHECK(clock.match_left() == 8500ms);
    clock.new_game();
    CHECK(clock.match_left() == 10000ms);
}

TEST_CASE("No match limit: 0, or the 2147483647 some managers send") {
    TimeManager clock;
    CHECK_FALSE(clock.match_left());
    clock.set_match_limit(0ms);
    CHECK_FALSE(clock.match_left());
    clock.set_time_left(TimeManager::kUnlimited);
    CHECK_FALSE(clock.match_left());
    clock.record_used(1000ms);
    CHECK_FALSE(clock.match_left());
    clock.set_turn_limit(2000ms);
    CHECK(clock.plan(225, 0).move_time == 1750ms);
}

TEST_CASE("The hash table fits max_memory with room for the rest") {
    const HashBudget unlimited = hash_budget(0);
    CHECK(unlimited.table_mib == HashBudget::kUnlimitedMiB);
    CHECK(unlimited.ceiling_bytes == 0);

    const HashBudget gomocup = hash_budget(350'000'000);
    CHECK(gomocup.table_mib == (350'000'000 - 16 * HashBudget::kMiB) / 4 * 3 / HashBudget::kMiB);
    CHECK(gomocup.table_mib * HashBudget::kMiB + 16 * HashBudget::kMiB <= 350'000'000);
    CHECK(gomocup.ceiling_bytes == 350'000'000 - 16 * HashBudget::kMiB);

    CHECK(hash_budget(10'000'000).table_mib == 1); // too little: the smallest table
    CHECK(hash_budget(std::uint64_t{1} << 40).table_mib == HashBudget::kMaxMiB);
}

TEST_CASE("A 1-minute clock lasts a game that fills the board, with time to spare") {
    // The worst case: every search is unsure and runs to its hard limit (ai::TimeBudget),
    // and each move costs what the search cannot see too (the reply's way back, the
    // manager's side, a busy machine). 113 moves each (15x15 filled) is the longest game.
    for (const milliseconds overhead : {2ms, 10ms}) {
        TimeManager clock;
        clock.set_turn_limit(30000ms);
        clock.set_match_limit(60000ms);
        milliseconds left = 60000ms;
        milliseconds least = left;
        for (int move = 0; move < 113; ++move) {
            clock.set_time_left(left);
            const MovePlan plan = clock.plan(225 - 2 * move, move);
            gomoku::ai::Limits limits;
            limits.move_time = plan.move_time;
            limits.match_left = plan.match_left;
            const gomoku::ai::TimeBudget budget(limits);
            left -= std::min(budget.hard(), plan.hard_limit) + overhead;
            least = std::min(least, left);
        }
        INFO("overhead " << overhead.count() << " ms: least left " << least.count() << " ms");
        CHECK(least >= 500ms);
    }
}

TEST_CASE("Time is saved only for a match clock; under a turn limit alone it would be lost") {
    TimeManager clock;
    clock.set_turn_limit(300ms);
    CHECK_FALSE(clock.saves_time());
    clock.set_match_limit(TimeManager::kUnlimited);
    CHECK_FALSE(clock.saves_time());
    clock.set_match_limit(180000ms);
    CHECK(clock.saves_time());
    clock.new_game();
    clock.set_match_limit(0ms);
    CHECK_FALSE(clock.saves_time());
    clock.set_time_left(5000ms);
    CHECK(clock.saves_time());
}
