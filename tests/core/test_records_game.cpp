#include "test_support/catch.hpp"

#include "core/game_record.hpp"
#include "records_support.hpp"

using namespace gomoku;
using gomoku::test::mentions;

namespace {

GameRecord record_of(int size, Rule rule, std::initializer_list<Point> points) {
    GameRecord record;
    record.board_size = size;
    record.rule = rule;
    for (Point p : points) {
        RecordedMove move;
        move.point = p;
        record.moves.push_back(move);
    }
    return record;
}

} // namespace

SCENARIO("A game becomes a record and the record the same game again") {
    for (Rule rule : kAllRules) {
        const Game game = test::random_game(15, rule, 7, 400);
        const GameRecord record = to_record(game);
        CHECK(record.board_size == 15);
        CHECK(record.rule == rule);
        CHECK(record.application == "Gomoku");
        REQUIRE(record.moves.size() == game.move_count());
        const auto again = to_game(record);
        REQUIRE(again.ok());
        CHECK(again->board() == game.board());
        CHECK(again->status() == game.status());
        CHECK(again->moves() == game.moves());
    }
}

SCENARIO("A record's result follows the game's end") {
    Game game(15, Rule::Freestyle);
    CHECK(to_record(game).result.outcome == Outcome::Unfinished);
    for (int i = 0; i < 4; ++i) {
        REQUIRE(game.play({i, 0}));
        REQUIRE(game.play({i, 5}));
    }
    REQUIRE(game.play({4, 0}));
    CHECK(to_record(game).result == GameResult{Outcome::BlackWon});
    CHECK(result_text(to_record(game).result) == "B+");
}

SCENARIO("Replaying a record refuses a bad move and names it") {
    GIVEN("a point off the board") {
        const auto game = to_game(record_of(15, Rule::Freestyle, {{7, 7}, {15, 3}}));
        REQUIRE_FALSE(game.ok());
        INFO(game.error());
        CHECK(mentions(game.error(), "move 2"));
        CHECK(mentions(game.error(), "off the 15x15 board"));
    }
    GIVEN("a point on a stone") {
        const auto game = to_game(record_of(15, Rule::Freestyle, {{7, 7}, {8, 8}, {7, 7}}));
        REQUIRE_FALSE(game.ok());
        INFO(game.error());
        CHECK(mentions(game.error(), "move 3 (h8) is on a stone"));
    }
    GIVEN("a move after a five") {
        const auto game = to_game(record_of(
            9, Rule::Freestyle,
            {{0, 0}, {0, 5}, {1, 0}, {1, 5}, {2, 0}, {2, 5}, {3, 0}, {3, 5}, {4, 0}, {8, 8}}));
        REQUIRE_FALSE(game.ok());
        INFO(game.error());
        CHECK(mentions(game.error(), "move 10 (i9) Black had already won"));
    }
    GIVEN("a point forbidden to Black under renju (a double three)") {
        // Black f5 g5 and e6 e7: e5 makes an open three on the row and one on the column.
        const auto game = to_game(record_of(
            15, Rule::Renju,
            {{5, 4}, {0, 14}, {6, 4}, {2, 14}, {4, 5}, {4, 14}, {4, 6}, {6, 14}, {4, 4}}));
        REQUIRE_FALSE(game.ok());
        INFO(game.error());
        CHECK(mentions(game.error(), "move 9 (e5) is forbidden to Black under renju"));
        CHECK(mentions(game.error(), "double three"));
    }
    GIVEN("a size outside the engine's range") {
        const auto game = to_game(record_of(23, Rule::Freestyle, {}));
        REQUIRE_FALSE(game.ok());
        CHECK(mentions(game.error(), "board size 23 is out of range (5 to 22)"));
    }
}

SCENARIO("Results in SGF's forms") {
    CHECK(parse_result("B+R") == GameResult{Outcome::BlackWon, WinReason::Resignation});
    CHECK(parse_result("W+T") == GameResult{Outcome::WhiteWon, WinReason::Time});
    CHECK(parse_result("w+forfeit") == GameResult{Outcome::WhiteWon, WinReason::Forfeit});
    CHECK(parse_result("B+") == GameResult{Outcome::BlackWon});
    CHECK(parse_result("B+3.5") == GameResult{Outcome::BlackWon});
    CHECK(parse_result("0") == GameResult{Outcome::Draw});
    CHECK(parse_result("Draw") == GameResult{Outcome::Draw});
    CHECK(parse_result("Void") == GameResult{Outcome::Void});
    CHECK(parse_result("?") == GameResult{Outcome::Unknown});
    CHECK(parse_result("Black wins") == GameResult{Outcome::Unknown});
    CHECK(parse_result("") == GameResult{Outcome::Unfinished});
    for (GameResult r : {GameResult{Outcome::BlackWon, WinReason::Resignation},
                         GameResult{Outcome::WhiteWon, WinReason::Time},
                         GameResult{Outcome::WhiteWon, WinReason::Forfeit},
                         GameResult{Outcome::BlackWon}, GameResult{Outcome::Draw},
                         GameResult{Outcome::Void}, GameResult{Outcome::Unknown}, GameResult{}}) {
        CHECK(parse_result(result_text(r)) == r);
    }
}

SCENARIO("Extra properties are found and replaced by id") {
    std::vector<RecordProperty> extra;
    CHECK(find_property(extra, "XR") == nullptr);
    set_property(extra, "XR", "h8 i9");
    set_property(extra, "XL", "master");
    set_property(extra, "XR", "j10");
    REQUIRE(find_property(extra, "XR") != nullptr);
    CHECK(find_property(extra, "XR")->values == std::vector<std::string>{"j10"});
    CHECK(extra.size() == 2);
}

SCENARIO("The redo list can be kept beside a record and brought back") {
    Game game(15, Rule::Freestyle);
    for (Point p : {Point{7, 7}, Point{8, 8}, Point{6, 6}, Point{9, 9}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE(game.undo());
    REQUIRE(game.undo());
    REQUIRE(game.redo_line() == std::vector<Point>{{6, 6}, {9, 9}});

    GameRecord record = to_record(game);
    GameRecord with_redo = record;
    for (Point p : game.redo_line()) {
        RecordedMove move;
        move.point = p;
        with_redo.moves.push_back(move);
    }
    auto back = to_game(with_redo);
    REQUIRE(back.ok());
    Game restored = std::move(back).value();
    for (std::size_t i = 0; i < game.redo_line().size(); ++i) {
        REQUIRE(restored.undo());
    }
    CHECK(restored.moves() == game.moves());
    CHECK(restored.redo_line() == game.redo_line());
    CHECK(restored.board() == game.board());
}
