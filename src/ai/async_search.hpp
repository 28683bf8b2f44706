#pragma once

#include "engine.hpp"
#include "search.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

namespace gomoku::ai {

// One long-lived worker thread that runs one search at a time, so the caller's thread (the
// game's frame loop) never waits for the AI.
//
// A request carries a copy of the position and a generation number chosen by the caller.
// The answer comes back through the callback, on the worker thread, with that number. A
// search that was cancelled or replaced never delivers its answer: cancel() and start()
// take effect before they return, and the callback runs under the same lock. The callback
// must therefore be short and must not call back into AsyncSearch (pushing an SDL event
// or a message onto a queue is the intended use).
class AsyncSearch {
  public:
    struct Result {
        std::uint64_t generation = 0;
        Point move;
    };
    using Callback = std::function<void(const Result&)>;
    // The function that thinks; tests inject a slow or instrumented one.
    using Solver = std::function<Point(const SearchRequest&, const std::atomic<bool>& stop)>;

    // Without a solver, the searches run on an Engine of its own (its hash table and
    // history carry over from move to move) with the level's game limits.
    explicit AsyncSearch(Callback on_result, Solver solver = {});
    ~AsyncSearch(); // cancels the running search and joins the worker
    AsyncSearch(const AsyncSearch&) = delete;
    AsyncSearch& operator=(const AsyncSearch&) = delete;

    // Starts a search; a search already running or waiting is cancelled first.
    void start(SearchRequest request, std::uint64_t generation);
    // Cancels the running or waiting search. Returns at once: the search itself notices
    // within a few milliseconds; its answer is dropped either way.
    void cancel();
    // True from start() until the answer has been delivered or the search was cancelled
    // and has stopped.
    bool busy() const;
    // Blocks until no search runs; false on time-out. For tests and shutdown.
    bool wait_idle(std::chrono::milliseconds timeout) const;

  private:
    void run();

    Callback on_result_;
    Solver solver_;

    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::optional<SearchRequest> pending_;
    std::uint64_t pending_generation_ = 0;
    std::optional<std::uint64_t> wanted_generation_; // the only answer still wanted
    bool searching_ = false;
    bool quit_ = false;
    std::atomic<bool> stop_{false};
    Engine engine_; // used by the worker only

    std::thread worker_; // last: starts after every member it uses exists
};

} // namespace gomoku::ai
