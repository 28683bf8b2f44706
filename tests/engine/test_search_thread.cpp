#include "test_support/catch.hpp"

#include "engine/search_thread.hpp"

#include <atomic>
#include <chrono>
#include <thread>

using namespace gomoku::engine;
using namespace std::chrono_literals;
using Clock = SearchThread::Clock;

namespace {

// A job that runs until it is stopped, the way a search without a time limit would.
struct UntilStopped {
    std::atomic<bool>* saw_stop;
    void operator()(const std::atomic<bool>& stop) const {
        while (!stop.load()) {
            std::this_thread::sleep_for(1ms);
        }
        saw_stop->store(true);
    }
};

} // namespace

TEST_CASE("A job runs on the worker and wait() returns when it is done") {
    SearchThread thread;
    CHECK_FALSE(thread.active());
    std::atomic<int> runs{0};
    thread.start([&](const std::atomic<bool>&) { runs.fetch_add(1); }, Clock::now() + 10s);
    thread.wait();
    CHECK(runs.load() == 1);
    CHECK(thread.finished());
    CHECK_FALSE(thread.active());
    // The next job waits for nothing and starts with a lowered flag.
    std::atomic<bool> flag_was_up{true};
    thread.start([&](const std::atomic<bool>& stop) { flag_was_up.store(stop.load()); },
                 Clock::now() + 10s);
    thread.wait();
    CHECK_FALSE(flag_was_up.load());
}

TEST_CASE("stop() ends a job early") {
    SearchThread thread;
    std::atomic<bool> saw_stop{false};
    const auto start = Clock::now();
    thread.start(UntilStopped{&saw_stop}, Clock::now() + 60s);
    CHECK(thread.active());
    std::this_thread::sleep_for(20ms);
    CHECK_FALSE(thread.finished());
    thread.stop();
    thread.wait();
    CHECK(saw_stop.load());
    CHECK(Clock::now() - start < 30s);
}

TEST_CASE("The watchdog stops a job that overruns its deadline") {
    SearchThread thread;
    std::atomic<bool> saw_stop{false};
    const auto start = Clock::now();
    thread.start(UntilStopped{&saw_stop}, start + 100ms);
    thread.wait();
    const auto took = Clock::now() - start;
    CHECK(saw_stop.load());
    CHECK(took >= 100ms);
    CHECK(took < 10s);
}

TEST_CASE("A deadline far away (or none) does not hold anything up") {
    SearchThread thread;
    thread.start([](const std::atomic<bool>&) {}, Clock::time_point::max());
    thread.wait(); // returns once the job is done: the watchdog does not wait for its deadline
    CHECK(thread.finished());
}

TEST_CASE("Destroying the thread stops and joins a running job") {
    std::atomic<bool> saw_stop{false};
    {
        SearchThread thread;
        thread.start(UntilStopped{&saw_stop}, Clock::now() + 60s);
    }
    CHECK(saw_stop.load());
}
