#include "test_support/catch.hpp"

#include "ai/board_state.hpp"
#include "ai/search_clock.hpp"
#include "ai/vct.hpp"
#include "bench/random_positions.hpp"

#include <atomic>
#include <random>

// The VCT solver remembers what its finished searches proved, across solve() calls. What
// it remembers must never change an answer: a solver asked again answers as it did, and a
// solve cut short by its budget leaves no "no win" behind for the positions it left.

using namespace gomoku;

namespace {

constexpr std::uint64_t kAmpleNodes = 200'000;
constexpr int kThreats = 3;

struct Answer {
    bool wins = false;
    int first = -1;
};

struct Solver {
    Solver(const Board& board, Rule rule) : state(board, rule), vct(state, clock) {}
    Answer solve(Stone attacker, std::uint64_t nodes) {
        Answer a;
        a.wins = vct.solve(attacker, kThreats, nodes, &a.first);
        return a;
    }
    ai::BoardState state;
    const std::atomic<bool> stop{false};
    ai::SearchClock clock{stop, ai::SearchClock::Clock::now(),
                          ai::SearchClock::Clock::time_point::max(), 0};
    ai::VctSolver vct;
};

} // namespace

TEST_CASE("VCT solver answers from its memo as it did from the search", "[ai][vct]") {
    std::mt19937 rng(20261205);
    int wins = 0;
    int asked = 0;
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        for (int n = 0; n < 40; ++n) {
            const Board board = bench::random_midgame(15, 14 + n % 20, rng);
            for (Stone attacker : {Stone::Black, Stone::White}) {
                Solver solver(board, rule);
                const Answer fresh = solver.solve(attacker, kAmpleNodes);
                const Answer again = solver.solve(attacker, kAmpleNodes);
                INFO("rule " << static_cast<int>(rule) << ", position " << n);
                REQUIRE(again.wins == fresh.wins);
                if (fresh.wins) {
                    REQUIRE(again.first == fresh.first);
                    REQUIRE(solver.state.empty(fresh.first));
                }
                wins += fresh.wins ? 1 : 0;
                ++asked;
            }
        }
    }
    // Both answers are common, so neither is checked only in passing.
    CHECK(wins > asked / 10);
    CHECK(wins < asked * 9 / 10);
}

TEST_CASE("a VCT solve cut short by its budget leaves no failure in the memo", "[ai][vct]") {
    std::mt19937 rng(20261206);
    int checked = 0;
    for (int n = 0; n < 200 && checked < 10; ++n) {
        const Board board = bench::random_midgame(15, 14 + n % 20, rng);
        for (Stone attacker : {Stone::Black, Stone::White}) {
            const Answer full = Solver(board, Rule::Freestyle).solve(attacker, kAmpleNodes);
            Solver solver(board, Rule::Freestyle);
            // A budget too small for the win: the solve stops somewhere inside its tree.
            if (!full.wins || solver.solve(attacker, 3).wins) {
                continue;
            }
            const Answer after = solver.solve(attacker, kAmpleNodes);
            INFO("position " << n);
            CHECK(after.wins);
            CHECK(after.first == full.first);
            ++checked;
        }
    }
    CHECK(checked >= 10);
}
