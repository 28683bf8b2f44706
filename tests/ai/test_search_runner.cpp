#include "test_support/catch.hpp"

#include "ai/search_runner.hpp"
#include "ai_test_support.hpp"

#include "core/notation.hpp"
#include "core/rules.hpp"

#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

using namespace gomoku;
using namespace gomoku::ai;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

// Sanitizers slow the stop path down (every atomic and lock is instrumented).
#ifdef GOMOKU_SANITIZED
constexpr auto kStopWithin = 150ms;
#else
constexpr auto kStopWithin = 20ms;
#endif

// A search that "thinks" until stopped or until `think_for` has passed, checking the stop
// flag the way the real search does (often, without blocking). Every `report_every` it
// reports a deeper iteration whose best move walks along the first row, so "the best move
// so far" is something a test can check.
struct SlowSearch {
    std::chrono::milliseconds think_for;
    std::chrono::milliseconds report_every = 5ms;
    SearchResult operator()(const SearchRequest& request, const Limits&,
                            const std::atomic<bool>& stop,
                            const ProgressCallback& on_progress) const {
        const auto start = Clock::now();
        auto next_report = start + report_every;
        SearchResult result;
        result.move = Point{request.board.size() / 2, request.board.size() / 2};
        while (!stop.load(std::memory_order_relaxed) && Clock::now() < start + think_for) {
            if (Clock::now() >= next_report) {
                next_report += report_every;
                ++result.depth;
                result.move = Point{result.depth % request.board.size(), 0};
                if (on_progress) {
                    on_progress({result.depth, result.depth * 10, 0, {}, {result.move}});
                }
            }
            std::this_thread::sleep_for(1ms);
        }
        return result;
    }
};

struct Delivery {
    std::uint64_t generation;
    SearchResult result;
};

struct Inbox {
    std::mutex mutex;
    std::vector<Delivery> results;
    std::vector<std::uint64_t> progress_generations;
    SearchRunner::Callbacks callbacks() {
        return {[this](std::uint64_t g, const SearchResult& r) {
                    std::lock_guard lock(mutex);
                    results.push_back({g, r});
                },
                [this](std::uint64_t g, const Progress&) {
                    std::lock_guard lock(mutex);
                    progress_generations.push_back(g);
                }};
    }
    std::vector<Delivery> take() {
        std::lock_guard lock(mutex);
        return std::exchange(results, {});
    }
};

SearchRequest some_request() {
    SearchRequest request;
    request.board = Board(15);
    request.board.set({7, 7}, Stone::Black);
    request.to_move = Stone::White;
    return request;
}

SearchRequest midgame_request() {
    SearchRequest request;
    request.board = gomoku::test::played_board(
        15, {"h8", "i9", "i8", "g8", "j7", "k6", "h10", "h9", "g9", "j9", "f10", "e11"});
    request.to_move = Stone::Black; // twelve moves played
    request.level = kStrongestLevel;
    return request;
}

} // namespace

SCENARIO("A search answers with the generation go() gave it; generations never repeat") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks(), SlowSearch{20ms});
    const std::uint64_t first = runner.go(some_request(), {});
    REQUIRE(runner.wait_idle(2s));
    const std::uint64_t second = runner.go(some_request(), {});
    REQUIRE(runner.wait_idle(2s));
    CHECK(second > first);
    const auto results = inbox.take();
    REQUIRE(results.size() == 2);
    CHECK(results[0].generation == first);
    CHECK(results[1].generation == second);
    CHECK_FALSE(runner.busy());
}

SCENARIO("Cancel stops a long search within 50 ms and drops its answer and its progress") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks(), SlowSearch{60s});
    const std::uint64_t generation = runner.go(some_request(), {});
    std::this_thread::sleep_for(30ms); // let it get going and report
    REQUIRE(runner.busy());
    CHECK(runner.progress(generation).has_value());
    const auto before = Clock::now();
    runner.cancel();
    CHECK_FALSE(runner.progress(generation).has_value());
    REQUIRE(runner.wait_idle(1s));
    CHECK(Clock::now() - before < 50ms);
    CHECK(inbox.take().empty());
}

SCENARIO("A new go() replaces the running search; only the newest answer arrives") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks(), SlowSearch{100ms});
    runner.go(some_request(), {});
    std::this_thread::sleep_for(10ms);
    runner.go(some_request(), {});
    const std::uint64_t last = runner.go(some_request(), {});
    {
        std::lock_guard lock(inbox.mutex);
        inbox.progress_generations.clear(); // what the first reported before it was replaced
    }
    REQUIRE(runner.wait_idle(2s));
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == last);
    std::lock_guard lock(inbox.mutex);
    for (std::uint64_t g : inbox.progress_generations) {
        CHECK(g == last); // nothing of a replaced search arrives once go() has returned
    }
}

SCENARIO("stop() is 'move now': the best move so far is delivered at once") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks(), SlowSearch{60s, 10ms});
    const std::uint64_t generation = runner.go(some_request(), {});
    std::this_thread::sleep_for(45ms);
    const auto progress = runner.progress(generation);
    REQUIRE(progress.has_value());
    const auto before = Clock::now();
    runner.stop();
    REQUIRE(runner.wait_idle(1s));
    CHECK(Clock::now() - before < 50ms);
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == generation);
    CHECK(results[0].result.depth >= progress->depth);
}

SCENARIO("stop() before the search has begun still delivers a move; with nothing running it does "
         "nothing") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks(), SlowSearch{60s});
    runner.stop(); // nothing to stop
    const std::uint64_t generation = runner.go(some_request(), {});
    runner.stop(); // possibly before the worker took the job: it must start stopped
    REQUIRE(runner.wait_idle(1s));
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == generation);
}

SCENARIO("The hard deadline stops a search that ignores its own time, and its move is delivered") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks(), SlowSearch{60s});
    const auto before = Clock::now();
    const std::uint64_t generation = runner.go(some_request(), {}, before + 40ms);
    REQUIRE(runner.wait_idle(2s));
    const auto took = Clock::now() - before;
    CHECK(took >= 40ms);
    CHECK(took < 40ms + 50ms + kStopWithin);
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == generation);

    // The next search has no deadline of the last one: it runs until stopped.
    runner.go(some_request(), {});
    std::this_thread::sleep_for(80ms);
    CHECK(runner.busy());
    runner.cancel();
    REQUIRE(runner.wait_idle(1s));
}

SCENARIO("The real engine: stop returns a legal move quickly; cancel delivers nothing") {
    Inbox inbox;
    SearchRunner runner(inbox.callbacks());
    const SearchRequest request = midgame_request();
    Limits unlimited; // no time limit: only stop() ends it
    runner.go(request, unlimited);
    std::this_thread::sleep_for(150ms);
    auto before = Clock::now();
    runner.cancel();
    REQUIRE(runner.wait_idle(1s));
    CHECK(Clock::now() - before < 50ms + kStopWithin);
    CHECK(inbox.take().empty());

    const std::uint64_t generation = runner.go(request, unlimited);
    std::this_thread::sleep_for(300ms);
    before = Clock::now();
    runner.stop();
    REQUIRE(runner.wait_idle(1s));
    CHECK(Clock::now() - before < kStopWithin);
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == generation);
    CHECK(is_allowed(request.board, results[0].result.move, request.to_move, request.rule));
}

SCENARIO("Destroying the runner mid-search joins cleanly and delivers nothing") {
    Inbox inbox;
    const auto before = Clock::now();
    {
        SearchRunner runner(inbox.callbacks(), SlowSearch{60s});
        runner.go(some_request(), {}, Clock::now() + 1h);
        std::this_thread::sleep_for(10ms);
    }
    CHECK(Clock::now() - before < 500ms);
    CHECK(inbox.take().empty());
}
