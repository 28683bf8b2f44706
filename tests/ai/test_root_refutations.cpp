// The root filter used when the opponent, to move, would win by threats: only the moves a
// check found losing are dropped, even when the clock cuts the checks short.

#include "test_support/catch.hpp"

#include "ai/root_refutations.hpp"

#include <vector>

using namespace gomoku::ai;

namespace {

// A fake check: the answer for each move in turn, and the moves it was asked about.
struct ScriptedCheck {
    std::vector<RefutationCheck> answers;
    std::vector<int> asked;
    RefutationCheck operator()(int move) {
        asked.push_back(move);
        return answers[asked.size() - 1];
    }
};

constexpr RefutationCheck R = RefutationCheck::Refutes;
constexpr RefutationCheck L = RefutationCheck::Loses;
constexpr RefutationCheck N = RefutationCheck::NotReached;

} // namespace

TEST_CASE("the losing root moves are dropped, the others keep their order", "[ai][refutations]") {
    const std::vector<int> moves{10, 11, 12, 13, 14};
    ScriptedCheck check{{L, R, L, R, R}, {}};
    REQUIRE(drop_losing_moves(moves, check) == std::vector<int>{11, 13, 14});
    REQUIRE(check.asked == moves); // every move asked once, in order
}

TEST_CASE("a check cut short drops only the moves it found losing", "[ai][refutations]") {
    // The clock stopped the checks at the fourth move: the ones before it that lose go, the
    // rest stay (before, a cut check changed nothing, and all five were searched).
    const std::vector<int> moves{10, 11, 12, 13, 14};
    ScriptedCheck check{{L, R, L, N, N}, {}};
    REQUIRE(drop_losing_moves(moves, check) == std::vector<int>{11, 13, 14});

    ScriptedCheck stopped_at_once{{N, N, N, N, N}, {}};
    REQUIRE(drop_losing_moves(moves, stopped_at_once) == moves);

    ScriptedCheck only_losers_reached{{L, L, N, N, N}, {}};
    REQUIRE(drop_losing_moves(moves, only_losers_reached) == std::vector<int>{12, 13, 14});
}

TEST_CASE("when every root move loses, all stay for the search to choose from",
          "[ai][refutations]") {
    const std::vector<int> moves{10, 11, 12};
    ScriptedCheck check{{L, L, L}, {}};
    REQUIRE(drop_losing_moves(moves, check) == moves);
}

TEST_CASE("the move played after the search is the first not found losing", "[ai][refutations]") {
    const std::vector<int> order{20, 21, 22, 23}; // the search's choice first
    ScriptedCheck chosen_holds{{R, L, L, L}, {}};
    REQUIRE(first_not_losing(order, 20, chosen_holds) == 20);
    REQUIRE(chosen_holds.asked == std::vector<int>{20}); // no check beyond the first that holds

    ScriptedCheck third_holds{{L, L, R, R}, {}};
    REQUIRE(first_not_losing(order, 20, third_holds) == 22);

    // The clock stopped the second check after the first had found the choice losing: the
    // second move is played, not the choice (which a stopped check used to keep).
    ScriptedCheck cut_short{{L, N, N, N}, {}};
    REQUIRE(first_not_losing(order, 20, cut_short) == 21);

    ScriptedCheck all_lose{{L, L, L, L}, {}};
    REQUIRE(first_not_losing(order, 20, all_lose) == 20);
}
