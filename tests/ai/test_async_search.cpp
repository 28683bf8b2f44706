#include "test_support/catch.hpp"

#include "ai/async_search.hpp"

#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

using namespace gomoku;
using namespace gomoku::ai;
using namespace std::chrono_literals;

namespace {

// A solver that "thinks" until stopped or until `think_for` has passed, checking the stop
// flag the way the real search does (often, without blocking).
struct SlowSolver {
    std::chrono::milliseconds think_for;
    Point operator()(const SearchRequest& request, const std::atomic<bool>& stop) const {
        const auto deadline = std::chrono::steady_clock::now() + think_for;
        while (!stop.load(std::memory_order_relaxed) && std::chrono::steady_clock::now() < deadline) {
            std::this_thread::sleep_for(1ms);
        }
        return Point{request.board.size() / 2, request.board.size() / 2};
    }
};

struct Inbox {
    std::mutex mutex;
    std::vector<AsyncSearch::Result> results;
    void add(const AsyncSearch::Result& r) {
        std::lock_guard lock(mutex);
        results.push_back(r);
    }
    std::vector<AsyncSearch::Result> take() {
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

} // namespace

SCENARIO("A search answers with its generation") {
    Inbox inbox;
    AsyncSearch search([&](const AsyncSearch::Result& r) { inbox.add(r); }, SlowSolver{20ms});
    search.start(some_request(), 7);
    REQUIRE(search.wait_idle(2s));
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == 7);
    CHECK(results[0].move == Point{7, 7});
    CHECK_FALSE(search.busy());
}

SCENARIO("Cancel stops a long search within 50 ms and drops its answer") {
    Inbox inbox;
    AsyncSearch search([&](const AsyncSearch::Result& r) { inbox.add(r); }, SlowSolver{60s});
    search.start(some_request(), 1);
    std::this_thread::sleep_for(30ms); // let it get going
    REQUIRE(search.busy());
    const auto before = std::chrono::steady_clock::now();
    search.cancel();
    REQUIRE(search.wait_idle(1s));
    const auto took = std::chrono::steady_clock::now() - before;
    CHECK(took < 50ms);
    CHECK(inbox.take().empty());
}

SCENARIO("A new request replaces the running one; only the newest answer arrives") {
    Inbox inbox;
    AsyncSearch search([&](const AsyncSearch::Result& r) { inbox.add(r); }, SlowSolver{100ms});
    search.start(some_request(), 1);
    std::this_thread::sleep_for(10ms);
    search.start(some_request(), 2);
    search.start(some_request(), 3);
    REQUIRE(search.wait_idle(2s));
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(results[0].generation == 3);
}

SCENARIO("The real AI runs on the worker and can be cancelled at once") {
    Inbox inbox;
    AsyncSearch search([&](const AsyncSearch::Result& r) { inbox.add(r); });
    SearchRequest request = some_request();
    request.level = kStrongestLevel;
    search.start(request, 5);
    std::this_thread::sleep_for(20ms);
    const auto before = std::chrono::steady_clock::now();
    search.cancel();
    REQUIRE(search.wait_idle(1s));
    CHECK(std::chrono::steady_clock::now() - before < 50ms);
    CHECK(inbox.take().empty());

    request.level = Level::Easy;
    search.start(request, 6);
    REQUIRE(search.wait_idle(5s));
    const auto results = inbox.take();
    REQUIRE(results.size() == 1);
    CHECK(request.board.inside(results[0].move));
    CHECK(request.board.at(results[0].move) == Stone::Empty);
}

SCENARIO("Destroying the worker mid-search joins cleanly and delivers nothing") {
    Inbox inbox;
    const auto before = std::chrono::steady_clock::now();
    {
        AsyncSearch search([&](const AsyncSearch::Result& r) { inbox.add(r); }, SlowSolver{60s});
        search.start(some_request(), 1);
        std::this_thread::sleep_for(10ms);
    }
    CHECK(std::chrono::steady_clock::now() - before < 500ms);
    CHECK(inbox.take().empty());
}
