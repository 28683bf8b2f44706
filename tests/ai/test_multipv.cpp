// MultiPV: the engine scores its best few moves exactly and reports them, best first.

#include "test_support/catch.hpp"

#include "ai_test_support.hpp"

#include "ai/engine.hpp"
#include "core/game.hpp"

#include <algorithm>
#include <atomic>
#include <random>

using namespace gomoku;
using namespace gomoku::ai;

using gomoku::test::random_game;

TEST_CASE("MultiPV gives distinct legal moves, sorted by score, each with its line",
          "[ai][multipv]") {
    const std::atomic<bool> stop{false};
    Limits limits;
    limits.depth = 4;
    int searched = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const Rule rule = kAllRules[seed % 3];
        const Game game = random_game(15, rule, 8 + static_cast<int>(seed % 12), seed, 7.0);
        SearchRequest request{game.board(), rule, game.to_move(), Level::Master, seed};
        request.multipv = 5;
        Engine engine(4);
        const SearchResult r = engine.search(request, limits, stop);
        CAPTURE(seed, rule_name(rule), r.reason);
        REQUIRE_FALSE(r.lines.empty());
        CHECK(r.lines.front().move == r.move);
        CHECK(r.lines.front().score == r.score);
        if (r.reason != "search") {
            CHECK(r.lines.size() == 1); // decided before searching: one move, nothing to compare
            continue;
        }
        // Fewer when the root keeps only the answers to a threat (the rest lose by force).
        CHECK(r.lines.size() <= 5);
        searched += r.lines.size() == 5 ? 1 : 0;
        for (std::size_t i = 0; i < r.lines.size(); ++i) {
            const ScoredLine& line = r.lines[i];
            CHECK(game.is_legal(line.move));
            REQUIRE_FALSE(line.pv.empty());
            CHECK(line.pv.front() == line.move);
            Game replay = game;
            for (Point p : line.pv) {
                REQUIRE(replay.play(p));
                if (replay.over()) {
                    break;
                }
            }
            if (i > 0) {
                CHECK(line.score <= r.lines[i - 1].score);
                for (std::size_t j = 0; j < i; ++j) {
                    CHECK_FALSE(line.move == r.lines[j].move);
                }
            }
        }
    }
    CHECK(searched >= 3); // random positions are tactical: several keep only a few answers
}

TEST_CASE("Without MultiPV the one line is the move played", "[ai][multipv]") {
    const std::atomic<bool> stop{false};
    Limits limits;
    limits.depth = 3;
    const Game game = random_game(15, Rule::Freestyle, 10, 7, 7.0);
    Engine engine(4);
    const SearchResult r = engine.search(
        {game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1}, limits, stop);
    REQUIRE(r.lines.size() == 1);
    CHECK(r.lines.front().move == r.move);
    CHECK(r.lines.front().pv == r.pv);
}

TEST_CASE("MultiPV asks for more lines than there are moves: every legal move, once",
          "[ai][multipv]") {
    // A 5x5 board with most points taken: only a few moves are left.
    Game game(5, Rule::Freestyle);
    for (Point p : {Point{0, 0}, Point{4, 4}, Point{0, 4}, Point{4, 0}, Point{2, 0}, Point{2, 4},
                    Point{0, 2}, Point{4, 2}, Point{1, 1}, Point{3, 3}, Point{1, 3}, Point{3, 1},
                    Point{2, 2}, Point{1, 2}, Point{3, 2}, Point{2, 1}, Point{2, 3}}) {
        REQUIRE(game.play(p));
    }
    REQUIRE_FALSE(game.over());
    const std::atomic<bool> stop{false};
    Limits limits;
    limits.depth = 3;
    SearchRequest request{game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1};
    request.multipv = 50;
    Engine engine(1);
    const SearchResult r = engine.search(request, limits, stop);
    const int free_points = 25 - static_cast<int>(game.move_count());
    CAPTURE(r.reason);
    if (r.reason == "search") {
        CHECK(static_cast<int>(r.lines.size()) <= free_points);
        CHECK(r.lines.size() >= 2);
    }
}
