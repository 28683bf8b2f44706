#pragma once

#include "engine.hpp"
#include "search.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace gomoku::ai {

// The one search runner every front uses (the game's computer player and hint,
// pbrain-gomoku, the review): a long-lived worker that runs one search at a time, so the
// caller's thread never waits for the AI. In the spirit of Stockfish's engine facade:
// go() and stop() return at once; progress and the result come through callbacks; the
// destructor stops the search and joins.
//
// Every go() gets a generation number that never repeats for the runner's lifetime. The
// callbacks run on the worker thread, under the runner's lock, and only for the generation
// still wanted: once cancel() or a newer go() has returned, nothing of the old search is
// delivered. They must therefore be short and must not call back into the runner (pushing
// an SDL event or a message onto a queue is the intended use).
class SearchRunner {
  public:
    using Clock = std::chrono::steady_clock;
    // The function that thinks: the engine by default; tests inject slow or scripted ones.
    using SearchFunction = std::function<SearchResult(const SearchRequest&, const Limits&,
                                                      const std::atomic<bool>& stop,
                                                      const ProgressCallback& on_progress)>;
    struct Callbacks {
        std::function<void(std::uint64_t generation, const SearchResult&)> on_result;
        std::function<void(std::uint64_t generation, const Progress&)> on_progress; // optional
    };

    // Without a search function, searches run on an Engine of the runner's own, whose
    // transposition table and history carry over from search to search.
    explicit SearchRunner(Callbacks callbacks, SearchFunction search = {});
    ~SearchRunner();
    SearchRunner(const SearchRunner&) = delete;
    SearchRunner& operator=(const SearchRunner&) = delete;

    // Starts a search and returns its generation; a search already running or waiting is
    // cancelled first (its answer dropped). At `hard_deadline` the runner raises the stop
    // flag itself, whatever the search thinks of its time; the answer is then delivered.
    std::uint64_t go(SearchRequest request, Limits limits,
                     Clock::time_point hard_deadline = Clock::time_point::max());
    // "Move now": the search ends as soon as it notices (within a few milliseconds) and
    // delivers the best move it has. Nothing happens when no search runs.
    void stop();
    // The search ends and delivers nothing.
    void cancel();

    // True from go() until the answer has been delivered or the search has been cancelled
    // and has stopped.
    bool busy() const;
    // Blocks until no search runs; false on time-out.
    bool wait_idle(std::chrono::milliseconds timeout) const;
    // The last progress report of search `generation`, if it has made one and no newer
    // search has started.
    std::optional<Progress> progress(std::uint64_t generation) const;

  private:
    struct Job {
        SearchRequest request;
        Limits limits;
        Clock::time_point hard_deadline;
        std::uint64_t generation = 0;
        bool stop_at_once = false; // stop() came before the search began
    };
    void work();
    void watch(); // the watchdog: raises stop_ at the running job's hard deadline
    SearchResult run(const Job& job);

    Callbacks callbacks_;
    SearchFunction search_;
    std::unique_ptr<Engine> engine_; // only without a search function; used by the worker only

    mutable std::mutex mutex_;
    mutable std::condition_variable changed_;
    std::condition_variable deadline_changed_;
    std::optional<Job> pending_;
    std::uint64_t last_generation_ = 0;
    std::optional<std::uint64_t> wanted_;  // the only answer still to deliver
    std::optional<std::uint64_t> running_; // the generation on the worker, if any
    Clock::time_point running_deadline_ = Clock::time_point::max();
    std::uint64_t progress_generation_ = 0;
    std::optional<Progress> progress_; // the last report of progress_generation_
    bool quit_ = false;
    std::atomic<bool> stop_{false};

    std::thread worker_; // last two: they start after every member they use exists
    std::thread watchdog_;
};

} // namespace gomoku::ai
