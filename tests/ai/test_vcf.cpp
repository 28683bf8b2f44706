#include "test_support/catch.hpp"

#include "ai/board_state.hpp"
#include "ai/search_clock.hpp"
#include "ai/vcf.hpp"
#include "bench/random_positions.hpp"
#include "bench/threat_checker.hpp"

#include <atomic>
#include <random>

// The search's VCF solver takes shortcuts (a last four is judged from its cell's summary,
// failed positions are remembered); the brute-force checker of src/bench takes none. On
// game-like positions, under every rule, both must find the same wins.

using namespace gomoku;

namespace {

// A generous node budget: the comparison is about answers, not about what a budget cuts.
constexpr std::uint64_t kAmpleNodes = 1'000'000;

bool solver_wins(const Board& board, Rule rule, Stone attacker, int fours) {
    ai::BoardState state(board, rule);
    const std::atomic<bool> stop{false};
    ai::SearchClock clock(stop, ai::SearchClock::Clock::now(),
                          ai::SearchClock::Clock::time_point::max(), 0);
    ai::VcfSolver solver(state, clock);
    return solver.solve(attacker, fours, kAmpleNodes, nullptr);
}

} // namespace

TEST_CASE("VCF solver agrees with the brute-force checker", "[ai][vcf]") {
    std::mt19937 rng(20261202);
    int wins = 0;
    int asked = 0;
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        for (int n = 0; n < 150; ++n) {
            const Board board = bench::random_midgame(15, 14 + n % 24, rng);
            for (Stone attacker : {Stone::Black, Stone::White}) {
                for (int fours = 1; fours <= 3; ++fours) {
                    // `fours` fours, each answered, then the five.
                    const bool expected =
                        bench::shortest_vcf(board, attacker, rule, 2 * fours + 1).has_value();
                    INFO("rule " << static_cast<int>(rule) << ", position " << n << ", fours "
                                 << fours);
                    REQUIRE(solver_wins(board, rule, attacker, fours) == expected);
                    wins += expected ? 1 : 0;
                    ++asked;
                }
            }
        }
    }
    // Both answers are common (about half are wins), so neither is checked only in passing.
    CHECK(wins > asked / 4);
    CHECK(wins < asked * 3 / 4);
}
