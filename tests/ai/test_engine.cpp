// The engine facade: legal moves whatever the transposition table holds, determinism under
// a node limit, progress reports, the stop flag and the match clock.

#include "test_support/catch.hpp"

#include "ai_test_support.hpp"

#include "ai/engine.hpp"
#include "core/game.hpp"

#include <atomic>
#include <chrono>
#include <random>
#include <vector>

using namespace gomoku;
using namespace gomoku::ai;
using gomoku::test::random_game;

namespace {

using Clock = std::chrono::steady_clock;

Limits nodes(std::uint64_t n) {
    Limits l;
    l.nodes = n;
    return l;
}

} // namespace

TEST_CASE("a small, shared transposition table never leads to an illegal move", "[ai][engine]") {
    Engine engine(1); // 1 MiB: many positions share slots
    const std::atomic<bool> stop{false};
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const Rule rule = kAllRules[seed % 3];
        const int size = seed % 2 ? 15 : 19;
        const Game game = random_game(size, rule, 10 + static_cast<int>(seed % 30), seed);
        const SearchResult r = engine.search({game.board(), rule, game.to_move(), Level::Master, seed},
                                             nodes(3000), stop);
        CAPTURE(seed, rule_name(rule), size);
        REQUIRE(game.is_legal(r.move));
        // The principal variation is a legal line too.
        Game line = game;
        for (Point p : r.pv) {
            REQUIRE(line.play(p));
            if (line.over()) {
                break;
            }
        }
    }
}

TEST_CASE("a node-limited search is deterministic", "[ai][engine]") {
    const Game game = random_game(15, Rule::Freestyle, 24, 99);
    const std::atomic<bool> stop{false};
    std::vector<SearchResult> results;
    for (int run = 0; run < 3; ++run) {
        Engine engine(4);
        results.push_back(engine.search({game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1},
                                        nodes(20000), stop));
    }
    for (const SearchResult& r : results) {
        CHECK(r.move == results.front().move);
        CHECK(r.nodes == results.front().nodes);
        CHECK(r.depth == results.front().depth);
    }
    // The same engine after clear() gives the same answer again.
    Engine engine(4);
    engine.search({game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1}, nodes(5000), stop);
    engine.clear();
    const SearchResult again =
        engine.search({game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1}, nodes(20000), stop);
    CHECK(again.move == results.front().move);
    CHECK(again.nodes == results.front().nodes);
}

TEST_CASE("progress is reported after every iteration, deeper each time", "[ai][engine]") {
    const std::atomic<bool> stop{false};
    Limits limits;
    limits.depth = 5;
    int searched = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Game game = random_game(15, Rule::Standard, 12, seed);
        Engine engine(4);
        std::vector<Progress> reports;
        const SearchResult r = engine.search({game.board(), Rule::Standard, game.to_move(), Level::Master, 1},
                                             limits, stop, [&](const Progress& p) { reports.push_back(p); });
        if (r.reason != "search") {
            continue; // decided before searching (a forced move or a VCF): nothing to report
        }
        ++searched;
        REQUIRE_FALSE(reports.empty());
        CHECK(reports.front().depth == 1);
        for (std::size_t i = 1; i < reports.size(); ++i) {
            CHECK(reports[i].depth == reports[i - 1].depth + 1);
            CHECK(reports[i].nodes >= reports[i - 1].nodes);
        }
        CHECK(r.depth == reports.back().depth);
        CHECK(r.depth <= 5);
        CHECK_FALSE(reports.back().pv.empty());
    }
    CHECK(searched >= 3);
}

TEST_CASE("a match clock is shared out: one move takes a small part of it", "[ai][time]") {
    const Game game = random_game(15, Rule::Freestyle, 20, 17);
    const std::atomic<bool> stop{false};
    Engine engine(4);
    Limits limits;
    limits.match_left = std::chrono::milliseconds(2000);
    const auto start = Clock::now();
    const SearchResult r = engine.search({game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1},
                                         limits, stop);
    const auto took = Clock::now() - start;
    CHECK(game.is_legal(r.move));
    // A twentieth of the clock, at most twice that while the search is unsure.
    CHECK(took < std::chrono::milliseconds(2 * 2000 / 20 + 2000 / 400 + 25));
}

TEST_CASE("a move time is never passed by more than 5% + 10 ms", "[ai][time]") {
    // Sanitizers slow stopping down (the slack the match driver allows them too).
#ifdef GOMOKU_SANITIZER_SLACK_MS
    constexpr auto slack = std::chrono::milliseconds(GOMOKU_SANITIZER_SLACK_MS);
#else
    constexpr auto slack = std::chrono::milliseconds(0);
#endif
    constexpr auto budget = std::chrono::milliseconds(120);
    for (std::uint64_t seed : {1u, 2u, 4u}) { // positions that think to the end of the budget
        const Game game = random_game(15, Rule::Freestyle, 6 + static_cast<int>(seed), seed);
        const std::atomic<bool> stop{false};
        Engine engine(4);
        Limits limits;
        limits.move_time = budget;
        const auto start = Clock::now();
        const SearchResult r = engine.search(
            {game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1}, limits, stop);
        const auto took = Clock::now() - start;
        INFO("seed " << seed << ": "
                     << std::chrono::duration_cast<std::chrono::milliseconds>(took).count() << " ms");
        CHECK(game.is_legal(r.move));
        CHECK(took <= budget + budget / 20 + std::chrono::milliseconds(10) + slack);
    }
}

TEST_CASE("a move time counts from when the move's time began, not from the search's start",
          "[ai][time]") {
    // Ten minutes that began an hour ago: spent before the search starts. Counted from the
    // search's start instead, this test would think for ten minutes.
    const Game game = random_game(15, Rule::Freestyle, 12, 3);
    const std::atomic<bool> stop{false};
    Engine engine(4);
    Limits limits;
    limits.move_time = std::chrono::minutes(10);
    limits.started = Clock::now() - std::chrono::hours(1);
    const auto start = Clock::now();
    const SearchResult r = engine.search(
        {game.board(), Rule::Freestyle, game.to_move(), Level::Master, 1}, limits, stop);
    CHECK(game.is_legal(r.move));
    CHECK(Clock::now() - start < std::chrono::minutes(1));
    CHECK(r.elapsed >= std::chrono::hours(1));
}

TEST_CASE("a win in one is played at once, whatever the budget", "[ai][time]") {
    Board board(15);
    for (int x = 3; x < 7; ++x) {
        board.set({x, 7}, Stone::Black);
        board.set({x, 3}, Stone::White);
    }
    board.set({2, 7}, Stone::White);
    const std::atomic<bool> stop{false};
    Engine engine(4);
    Limits limits;
    limits.move_time = std::chrono::seconds(10);
    const auto start = Clock::now();
    const SearchResult r = engine.search({board, Rule::Freestyle, Stone::Black, Level::Master, 1}, limits, stop);
    CHECK(r.move == Point{7, 7});
    CHECK(r.reason == "win");
    CHECK(Clock::now() - start < std::chrono::milliseconds(50));
}

TEST_CASE("the threat search finds a double three (freestyle) and respects renju", "[ai][vct]") {
    // Black f8 g8 on row 8 and h6 h7 on column h: h8 = (7,7) makes two open threes at once,
    // which wins when White has no fours. There is no win by fours alone.
    Board board(15);
    for (Point p : {Point{5, 7}, Point{6, 7}, Point{7, 5}, Point{7, 6}}) {
        board.set(p, Stone::Black);
    }
    for (Point p : {Point{0, 0}, Point{14, 14}, Point{0, 14}, Point{10, 2}}) {
        board.set(p, Stone::White);
    }
    const std::atomic<bool> stop{false};
    Engine engine(4);
    Limits limits;
    limits.move_time = std::chrono::milliseconds(1500);
    const SearchResult free = engine.search({board, Rule::Freestyle, Stone::Black, Level::Master, 1}, limits, stop);
    CHECK(free.reason == "vct");
    // Played out against Master's defence, the threats win.
    Board b = board;
    Stone side = Stone::Black;
    bool black_won = false;
    for (int ply = 0; ply < 12 && !black_won; ++ply) {
        Engine e(4);
        const SearchResult r = e.search({b, Rule::Freestyle, side, Level::Master, 1}, limits, stop);
        REQUIRE(b.is_empty(r.move));
        b.set(r.move, side);
        black_won = side == Stone::Black && !winning_run(b, r.move, Rule::Freestyle).empty();
        side = opponent(side);
    }
    CHECK(black_won);
    const SearchResult renju = engine.search({board, Rule::Renju, Stone::Black, Level::Master, 1}, limits, stop);
    CHECK(renju.move != Point{7, 7}); // the double three is forbidden for Black
    CHECK(is_allowed(board, renju.move, Stone::Black, Rule::Renju));
}
