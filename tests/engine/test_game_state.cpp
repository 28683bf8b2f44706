#include "test_support/catch.hpp"

#include "engine/game_state.hpp"

#include <vector>

using namespace gomoku;
using namespace gomoku::engine;

namespace {

GameState started(int size = 15) {
    GameState game;
    REQUIRE_FALSE(game.start(size));
    return game;
}

} // namespace

TEST_CASE("Board sizes from 5 to 22") {
    GameState game;
    CHECK(game.start(4));
    CHECK(game.start(23));
    CHECK_FALSE(game.started());
    CHECK_FALSE(game.start(5));
    CHECK_FALSE(game.start(22));
    CHECK(game.board().size() == 22);
}

TEST_CASE("BEGIN makes us Black, a first TURN White") {
    GameState first = started();
    REQUIRE_FALSE(first.begin());
    CHECK(first.engine_colour() == Stone::Black);
    REQUIRE_FALSE(first.play_own({7, 7}));
    CHECK(first.board().at({7, 7}) == Stone::Black);

    GameState second = started();
    REQUIRE_FALSE(second.play_opponent({7, 7}));
    CHECK(second.board().at({7, 7}) == Stone::Black);
    CHECK(second.engine_colour() == Stone::White);
    REQUIRE_FALSE(second.play_own({8, 8}));
    CHECK(second.board().at({8, 8}) == Stone::White);
    CHECK(second.begin()); // not empty any more

    // Taken back to an empty board, the game starts over: who moves first is Black again.
    REQUIRE_FALSE(second.take_back({7, 7}));
    REQUIRE_FALSE(second.take_back({8, 8}));
    REQUIRE_FALSE(second.begin());
    CHECK(second.engine_colour() == Stone::Black);
    CHECK(second.take_back({0, 0})); // an empty point: refused
    REQUIRE_FALSE(first.take_back({7, 7}));
    REQUIRE_FALSE(first.play_opponent({3, 3}));
    CHECK(first.own() == Stone::White);
    CHECK(first.board().at({3, 3}) == Stone::Black);
}

TEST_CASE("Moves off the board or on a stone change nothing") {
    GameState game = started(9);
    REQUIRE_FALSE(game.play_opponent({4, 4}));
    const Board before = game.board();
    CHECK(game.play_opponent({4, 4}));
    CHECK(game.play_opponent({9, 0}));
    CHECK(game.play_opponent({0, -1}));
    CHECK(game.play_own({4, 4}));
    CHECK(game.take_back({3, 3}));
    CHECK(game.take_back({-1, 3}));
    CHECK(game.board() == before);
}

TEST_CASE("Nothing can be played before START") {
    GameState game;
    CHECK(game.play_opponent({0, 0}));
    CHECK(game.begin());
    CHECK(game.take_back({0, 0}));
    const std::vector<StoneLine> none;
    CHECK(game.set_position(none));
    CHECK(game.forbidden_points_now().empty());
}

TEST_CASE("TAKEBACK removes any stone and keeps our colour") {
    GameState game = started();
    REQUIRE_FALSE(game.play_opponent({7, 7}));
    REQUIRE_FALSE(game.play_own({8, 8}));
    REQUIRE_FALSE(game.take_back({8, 8}));
    REQUIRE_FALSE(game.take_back({7, 7}));
    CHECK(game.board().stone_count() == 0);
    CHECK(game.own() == Stone::White);
}

TEST_CASE("BOARD: equal counts make us Black, one fewer White, anything else is refused") {
    GameState game = started();
    const std::vector<StoneLine> equal{{{1, 1}, 1}, {{2, 2}, 2}};
    REQUIRE_FALSE(game.set_position(equal));
    CHECK(game.own() == Stone::Black);
    CHECK(game.board().at({1, 1}) == Stone::Black);
    CHECK(game.board().at({2, 2}) == Stone::White);

    const std::vector<StoneLine> behind{{{1, 1}, 2}, {{2, 2}, 1}, {{3, 3}, 2}};
    REQUIRE_FALSE(game.set_position(behind));
    CHECK(game.own() == Stone::White);
    CHECK(game.board().at({1, 1}) == Stone::Black);
    CHECK(game.board().at({2, 2}) == Stone::White);
    CHECK(game.side_to_move() == Stone::White);

    const Board kept = game.board();
    const std::vector<StoneLine> ahead{{{1, 1}, 1}};
    CHECK(game.set_position(ahead));
    const std::vector<StoneLine> two_behind{{{1, 1}, 2}, {{2, 2}, 2}};
    CHECK(game.set_position(two_behind));
    const std::vector<StoneLine> twice{{{1, 1}, 1}, {{1, 1}, 2}};
    CHECK(game.set_position(twice));
    const std::vector<StoneLine> off{{{15, 1}, 1}, {{1, 1}, 2}};
    CHECK(game.set_position(off));
    const std::vector<StoneLine> bad_field{{{1, 1}, 0}};
    CHECK(game.set_position(bad_field));
    CHECK(game.board() == kept);
    CHECK(game.own() == Stone::White);
}

TEST_CASE("BOARD field 3 is no stone") {
    GameState game = started();
    const std::vector<StoneLine> stones{{{1, 1}, 3}, {{1, 1}, 2}, {{9, 9}, 3}};
    REQUIRE_FALSE(game.set_position(stones));
    CHECK(game.board().stone_count() == 1);
    CHECK(game.own() == Stone::White);
}

TEST_CASE("Forbidden points only under renju with Black to move") {
    GameState game = started();
    // Black's double three at 7,7.
    const std::vector<StoneLine> stones{{{6, 7}, 1}, {{8, 7}, 1},  {{7, 6}, 1},  {{7, 8}, 1},
                                        {{0, 0}, 2}, {{14, 0}, 2}, {{0, 14}, 2}, {{14, 14}, 2}};
    REQUIRE_FALSE(game.set_position(stones));
    CHECK(game.forbidden_points_now().empty());
    game.set_rule(Rule::Renju);
    CHECK(game.forbidden_points_now() == std::vector<Point>{{7, 7}});
    CHECK(game.any_allowed_point(Stone::Black) == Point{1, 0});
    REQUIRE_FALSE(game.play_own({1, 0}));
    CHECK(game.forbidden_points_now().empty()); // White to move
}

TEST_CASE("A full board has no point left") {
    GameState game = started(5);
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 5; ++x) {
            REQUIRE_FALSE(game.play_opponent({x, y}));
        }
    }
    CHECK(game.any_allowed_point(Stone::White) == kNoPoint);
}
