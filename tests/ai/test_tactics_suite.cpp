#include "test_support/catch.hpp"

#include "bench/tactics_positions.hpp"
#include "bench/tactics_validation.hpp"
#include "bench/threat_checker.hpp"
#include "core/notation.hpp"

#include <map>
#include <set>
#include <string>

// The tactics suite of gomoku-bench is only worth its figures if its answers are right.
// These checks use the brute-force threat checker of src/bench, never the engine, so they
// hold whatever the engine's strength.

using namespace gomoku;
using namespace gomoku::bench;

namespace {

Board board_from(std::string_view diagram) {
    return parse_diagram(diagram, 15);
}

} // namespace

TEST_CASE("threat checker: fives, fours and a four-three", "[tactics_suite]") {
    const Board board = board_from(R"(
   c d e f g h
 9 . . . . . .
 8 O X X X . .
 7 . . . . . .
 6 . . . . X .
 5 . . . . X .
 4 . . . . . .
)");
    CHECK(winning_points(board, Stone::Black, Rule::Freestyle).empty());
    // g8 makes a four (h8) and the open three g5-g8 on the column: a four-three, five plies.
    const auto line = shortest_vcf(board, Stone::Black, Rule::Freestyle, 9);
    REQUIRE(line.has_value());
    CHECK(line->plies() == 5);
    CHECK(line->moves.front() == *parse_notation("g8", 15));
    CHECK(win_in_3_moves(board, Stone::Black, Rule::Freestyle).empty());
    // White to move cannot ignore it: a move far away loses, taking g8 does not.
    CHECK(proves_move_loses(board, Stone::White, Rule::Freestyle, *parse_notation("a1", 15)));
    CHECK_FALSE(proves_move_loses(board, Stone::White, Rule::Freestyle, *parse_notation("g8", 15)));
}

TEST_CASE("threat checker: under renju a four onto a forbidden point wins", "[tactics_suite]") {
    // h8 is a double three for Black, so White's four on g7 cannot be blocked.
    const Board board = board_from(R"(
   c d e f g h i j
10 . . . . . X . .
 9 . . . . . X . .
 8 . . . . . . X X
 7 . . . . . . . .
 6 . . . O . . . .
 5 . . O . . . . .
 4 . O . . . . . .
 3 X . . . . . . .
)");
    const std::vector<Point> wins = win_in_3_moves(board, Stone::White, Rule::Renju);
    REQUIRE(wins.size() == 1);
    CHECK(wins.front() == *parse_notation("g7", 15));
    CHECK(win_in_3_moves(board, Stone::White, Rule::Freestyle).empty());
}

TEST_CASE("tactics suite: at least 40 positions, every category, unique names", "[tactics_suite]") {
    std::set<std::string_view> names;
    std::map<TacticsCategory, int> per_category;
    for (const TacticsPosition& position : tactics_positions()) {
        CHECK(names.insert(position.name).second);
        ++per_category[position.category];
    }
    CHECK(names.size() >= 40);
    for (TacticsCategory category : kAllTacticsCategories) {
        INFO(category_id(category));
        CHECK(per_category[category] >= 5);
    }
}

TEST_CASE("tactics suite: every answer is legal and is what the position claims",
          "[tactics_suite]") {
    // Legal moves, fives that are fives, every win in three, a VCF of the stated length
    // from every VCF answer, the one block of a four, and defences that leave no VCF.
    for (const TacticsPosition& position : tactics_positions()) {
        INFO(position.name);
        const TacticsVerdict verdict = check_answers(position);
        CHECK(verdict.problem == "");
    }
}

TEST_CASE("tactics suite: no move outside the answers is correct", "[tactics_suite]") {
    // For the VCF and defence positions every other legal move is proved to lose.
    for (const TacticsPosition& position : tactics_positions()) {
        INFO(position.name);
        const TacticsVerdict verdict = check_no_other_answer(position);
        CHECK(verdict.problem == "");
    }
}

TEST_CASE("tactics suite: a win in one is a five under the position's rule", "[tactics_suite]") {
    for (const TacticsPosition& position : tactics_positions()) {
        if (position.proof != TacticsProof::Five) {
            continue;
        }
        INFO(position.name);
        for (Point answer : answers_of(position)) {
            Board board = board_of(position);
            board.set(answer, position.to_move);
            CHECK_FALSE(winning_run(board, answer, position.rule).empty());
        }
    }
}
