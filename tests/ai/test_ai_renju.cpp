// The AI under renju: as Black it never plays a forbidden point, as White it knows Black
// cannot block on one.

#include "test_support/catch.hpp"

#include "ai_test_support.hpp"

#include "ai/level.hpp"
#include "ai/search.hpp"
#include "core/game.hpp"
#include "core/renju.hpp"

#include <atomic>
#include <vector>

using namespace gomoku;
using namespace gomoku::ai;

namespace {

Board make_board(const std::vector<Point>& black, const std::vector<Point>& white) {
    return test::make_board(15, black, white);
}

Point ask(const Board& board, Stone to_move, Level level, Rule rule, std::uint64_t seed = 1) {
    const std::atomic<bool> stop{false};
    return choose_move({board, rule, to_move, level, seed}, stop);
}

} // namespace

TEST_CASE("renju: Black's AI does not play its winning double four", "[ai][renju]") {
    // Two closed threes meet at g8 = (6,7): d8 e8 f8 (c8 White) and g5 g6 g7 (g4 White).
    // Under freestyle g8 is a double four and wins; under renju it is forbidden.
    const Board board = make_board({{3, 7}, {4, 7}, {5, 7}, {6, 4}, {6, 5}, {6, 6}},
                                   {{2, 7}, {6, 3}, {10, 10}, {11, 10}, {10, 11}, {12, 3}});
    const Point double_four{6, 7};
    REQUIRE(forbidden_kind(board, double_four) == Forbidden::DoubleFour);
    for (Level level : kAllLevels) {
        CAPTURE(level_name(level));
        CHECK(ask(board, Stone::Black, level, Rule::Freestyle) == double_four);
        const Point m = ask(board, Stone::Black, level, Rule::Renju);
        CHECK(board.is_empty(m));
        CHECK(m != double_four);
    }
}

TEST_CASE("renju: White's AI wins with a four Black may not block", "[ai][renju]") {
    // White f8 g8 h8 (e8 Black): i8 = (8,7) makes a four whose only completion is j8 = (9,7).
    // Black j6 j7 and k9 l10 make j8 a double three, so Black cannot block there.
    const Board board = make_board({{4, 7}, {9, 5}, {9, 6}, {10, 8}, {11, 9}},
                                   {{5, 7}, {6, 7}, {7, 7}, {2, 2}});
    Board after = board;
    after.set({8, 7}, Stone::White);
    REQUIRE(forbidden_kind(after, {9, 7}) == Forbidden::DoubleThree);
    for (Level level : {Level::Medium, Level::Hard}) {
        CAPTURE(level_name(level));
        CHECK(ask(board, Stone::White, level, Rule::Renju) == Point{8, 7});
    }

    // The referee agrees: after i8, Black may not play j8, and White's j8 wins.
    Game game(15, Rule::Renju);
    const std::vector<Point> black = {{4, 7}, {9, 5}, {9, 6}, {10, 8}, {11, 9}};
    const std::vector<Point> white = {{5, 7}, {6, 7}, {7, 7}, {2, 2}, {8, 7}};
    for (std::size_t i = 0; i < black.size(); ++i) {
        REQUIRE(game.play(black[i]));
        REQUIRE(game.play(white[i]));
    }
    CHECK_FALSE(game.is_legal({9, 7}));
    CHECK_FALSE(game.play({9, 7}));
    const Point reply = ask(game.board(), Stone::Black, Level::Hard, Rule::Renju);
    REQUIRE(game.play(reply));
    REQUIRE(game.play({9, 7}));
    CHECK(game.status() == GameStatus::WhiteWon);
}

TEST_CASE("renju: games between levels never put Black on a forbidden point", "[ai][renju]") {
    int forbidden_seen = 0;
    int games = 0;
    for (Level black : {Level::Beginner, Level::Easy, Level::Medium}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Game game(15, Rule::Renju);
            const std::atomic<bool> stop{false};
            while (!game.over() && game.move_count() < 120) {
                const Stone s = game.to_move();
                if (s == Stone::Black) {
                    forbidden_seen += static_cast<int>(forbidden_points(game.board()).size());
                }
                const SearchRequest request{game.board(), Rule::Renju, s,
                                            s == Stone::Black ? black : Level::Easy,
                                            seed * 1000 + game.move_count()};
                const Point m = choose_move(request, stop);
                CAPTURE(level_name(black), seed, game.move_count(), m.x, m.y);
                REQUIRE(game.is_legal(m)); // Game refuses Black's forbidden points
                REQUIRE(game.play(m));
            }
            ++games;
        }
    }
    CHECK(games == 9);
    // Not vacuous: Black met forbidden points along the way.
    CHECK(forbidden_seen > 0);
}
