#include "test_support/catch.hpp"

#include "core/game.hpp"
#include "core/notation.hpp"

using namespace gomoku;

SCENARIO("Moves alternate and illegal moves change nothing") {
    Game game(15, Rule::Freestyle);
    CHECK(game.to_move() == Stone::Black);
    REQUIRE(game.play({7, 7}));
    CHECK(game.board().at({7, 7}) == Stone::Black);
    CHECK(game.to_move() == Stone::White);
    CHECK_FALSE(game.play({7, 7}));   // occupied
    CHECK_FALSE(game.play({15, 0}));  // off the board
    CHECK_FALSE(game.play({-1, 3}));
    CHECK(game.move_count() == 1);
    CHECK(game.last_move() == Point{7, 7});
}

SCENARIO("Undo and redo walk the record both ways") {
    Game game(15, Rule::Freestyle);
    const Point a{7, 7}, b{8, 8}, c{6, 6};
    REQUIRE(game.play(a));
    REQUIRE(game.play(b));
    REQUIRE(game.play(c));
    const Board after_three = game.board();

    REQUIRE(game.undo());
    REQUIRE(game.undo());
    CHECK(game.move_count() == 1);
    CHECK(game.board().at(b) == Stone::Empty);
    CHECK(game.to_move() == Stone::White);
    CHECK(game.can_redo());

    REQUIRE(game.redo());
    REQUIRE(game.redo());
    CHECK_FALSE(game.redo());
    CHECK(game.board() == after_three);

    WHEN("a new move is played after an undo") {
        REQUIRE(game.undo());
        REQUIRE(game.play({0, 0}));
        THEN("the redo list is gone") { CHECK_FALSE(game.can_redo()); }
    }
    WHEN("everything is undone") {
        while (game.undo()) {
        }
        CHECK(game.board().stone_count() == 0);
        CHECK(game.to_move() == Stone::Black);
        CHECK(game.last_move() == kNoPoint);
    }
}

SCENARIO("Undo takes back a win, redo restores it") {
    Game game(15, Rule::Freestyle);
    for (int i = 0; i < 4; ++i) {
        REQUIRE(game.play({i, 0}));
        REQUIRE(game.play({i, 5}));
    }
    REQUIRE(game.play({4, 0}));
    REQUIRE(game.status() == GameStatus::BlackWon);
    CHECK(game.winner() == Stone::Black);
    CHECK_FALSE(game.play({9, 9})); // the game is over
    REQUIRE(game.undo());
    CHECK(game.status() == GameStatus::Playing);
    CHECK(game.winning_run().empty());
    REQUIRE(game.redo());
    CHECK(game.status() == GameStatus::BlackWon);
    CHECK(game.winning_run().size() == 5);
}

SCENARIO("Notation round trip") {
    for (int size : {13, 15, 19}) {
        for (int x = 0; x < size; ++x) {
            for (int y = 0; y < size; ++y) {
                const Point p{x, y};
                const auto text = to_notation(p);
                REQUIRE(parse_notation(text, size) == p);
            }
        }
    }
    CHECK(to_notation({7, 7}) == "h8");
    CHECK(to_notation({0, 14}) == "a15");
    CHECK(to_notation(std::vector<Point>{{7, 7}, kNoPoint, {0, 14}}) == "h8 - a15");
    CHECK(to_notation(std::vector<Point>{}).empty());
    CHECK(parse_notation(" H8 ", 15) == Point{7, 7});
    CHECK_FALSE(parse_notation("p1", 15));
    CHECK_FALSE(parse_notation("a16", 15));
    CHECK_FALSE(parse_notation("a0", 15));
    CHECK_FALSE(parse_notation("a08", 15));
    CHECK_FALSE(parse_notation("8h", 15));
    CHECK_FALSE(parse_notation("", 15));
    CHECK_FALSE(parse_notation("h", 15));
    CHECK(parse_notation("s19", 19) == Point{18, 18});
}

SCENARIO("Board sizes") {
    CHECK(Board(13).size() == 13);
    CHECK(Board().size() == 15);
    CHECK_THROWS(Board(4));
    CHECK_THROWS(Board(27));
}
