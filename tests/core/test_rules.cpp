#include "test_support/catch.hpp"

#include "core/game.hpp"
#include "core/notation.hpp"
#include "core/rules.hpp"

using namespace gomoku;

namespace {

// Places `count` stones of `stone` from `start` along `d`.
void line(Board& board, Point start, Direction d, int count, Stone stone) {
    for (int i = 0; i < count; ++i) {
        board.set({start.x + i * d.dx, start.y + i * d.dy}, stone);
    }
}

} // namespace

SCENARIO("A five wins in every direction, at every edge and corner") {
    for (int size : {13, 15, 19}) {
        for (Direction d : kDirections) {
            for (int sx = 0; sx < size; ++sx) {
                for (int sy = 0; sy < size; ++sy) {
                    const Point start{sx, sy};
                    const Point end{sx + 4 * d.dx, sy + 4 * d.dy};
                    Board probe(size);
                    if (!probe.inside(end)) {
                        continue;
                    }
                    Board board(size);
                    line(board, start, d, 5, Stone::White);
                    // The winning stone may be any of the five, the ends included.
                    for (int i = 0; i < 5; ++i) {
                        const Point p{sx + i * d.dx, sy + i * d.dy};
                        const auto run = winning_run(board, p, Rule::Freestyle);
                        REQUIRE(run.size() == 5);
                        CHECK(run.front() == start);
                        CHECK(run.back() == end);
                        CHECK(winning_run(board, p, Rule::Standard).size() == 5);
                    }
                }
            }
        }
    }
}

SCENARIO("Four in a row does not win, and other colours break a run") {
    Board board(15);
    line(board, {0, 0}, {1, 0}, 4, Stone::Black);
    board.set({4, 0}, Stone::White);
    line(board, {5, 0}, {1, 0}, 1, Stone::Black);
    for (int x = 0; x < 6; ++x) {
        CHECK(winning_run(board, {x, 0}, Rule::Freestyle).empty());
    }
    CHECK(winning_run(board, {7, 7}, Rule::Freestyle).empty()); // empty point
    CHECK(winning_run(board, {-1, 0}, Rule::Freestyle).empty()); // off the board
}

SCENARIO("An overline wins under freestyle but not under standard") {
    for (int n : {6, 7, 9}) {
        for (Direction d : kDirections) {
            Board board(19);
            const Point start = d.dy < 0 ? Point{2, 16} : Point{2, 2};
            line(board, start, d, n, Stone::Black);
            const Point middle{start.x + 2 * d.dx, start.y + 2 * d.dy};
            CHECK(winning_run(board, middle, Rule::Freestyle).size() == static_cast<size_t>(n));
            CHECK(winning_run(board, middle, Rule::Standard).empty());
        }
    }
    GIVEN("black's move makes six on one line and exactly five on another") {
        // Black c2 d2 e2 f2 h2 and g3 g4 g5 g6; g2 joins both lines.
        const char* black[] = {"c2", "d2", "e2", "f2", "h2", "g3", "g4", "g5", "g6"};
        const char* white[] = {"a15", "b15", "c15", "d15", "a13", "b13", "c13", "d13", "o1"};
        for (Rule rule : {Rule::Standard, Rule::Freestyle}) {
            Game game(15, rule);
            for (int i = 0; i < 9; ++i) {
                REQUIRE(game.play(*parse_notation(black[i], 15)));
                REQUIRE(game.play(*parse_notation(white[i], 15)));
            }
            REQUIRE_FALSE(game.over());
            REQUIRE(game.play(*parse_notation("g2", 15)));
            CHECK(game.status() == GameStatus::BlackWon);
            if (rule == Rule::Standard) {
                // Only the exact five counts: the column, not the row.
                REQUIRE(game.winning_run().size() == 5);
                CHECK(game.winning_run().front() == Point{6, 1});
                CHECK(game.winning_run().back() == Point{6, 5});
            }
        }
    }
    GIVEN("a standard game where black's move makes only an overline") {
        Game game(15, Rule::Standard);
        const char* moves[] = {"c2", "a15", "d2", "b15", "e2", "c15", "f2", "a13", "h2", "b13"};
        for (const char* m : moves) {
            REQUIRE(game.play(*parse_notation(m, 15)));
        }
        REQUIRE(game.play(*parse_notation("g2", 15)));
        CHECK_FALSE(game.over());
    }
}

SCENARIO("A full board without a five is a draw") {
    // Stones in pairs along each row, the pairs shifted by one every row: no line of any
    // direction holds five of a colour, and black gets 85 points to white's 84.
    const int size = 13;
    Game game(size, Rule::Freestyle);
    std::vector<Point> black, white;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            (((x + 2 * y) / 2) % 2 == 0 ? black : white).push_back({x, y});
        }
    }
    REQUIRE(black.size() == white.size() + 1);
    Board check(size);
    for (Point p : black) check.set(p, Stone::Black);
    for (Point p : white) check.set(p, Stone::White);
    bool any_five = false;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            any_five = any_five || !winning_run(check, {x, y}, Rule::Freestyle).empty();
    REQUIRE_FALSE(any_five);

    for (std::size_t i = 0; i < white.size(); ++i) {
        REQUIRE(game.play(black[i]));
        REQUIRE(game.play(white[i]));
    }
    REQUIRE(game.status() == GameStatus::Playing);
    REQUIRE(game.play(black.back()));
    CHECK(game.board().full());
    CHECK(game.status() == GameStatus::Draw);
    CHECK_FALSE(game.play({0, 0}));
}
