#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace gomoku::engine {

// Runs one job (a search) at a time on a worker thread, so the main thread can go on
// reading the manager's commands and stop it. A watchdog raises the job's stop flag at a
// hard deadline, whatever the job itself thinks of its time. Not thread-safe: one thread
// (the protocol's main thread) starts, stops and waits; only the job runs elsewhere.
class SearchThread {
  public:
    using Clock = std::chrono::steady_clock;
    using Job = std::function<void(const std::atomic<bool>& stop)>;

    SearchThread() = default;
    ~SearchThread();
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    // Starts `job` on the worker; waits for a previous job first.
    void start(Job job, Clock::time_point deadline);
    // Raises the stop flag: the job should return soon.
    void stop();
    // Waits until the job has returned (at once if there is none).
    void wait();
    // A job is running (or has returned but nobody has waited for it yet).
    bool active() const { return worker_.joinable(); }
    // The job has returned (or there is none): wait() will not block.
    bool finished() const { return finished_.load(); }

  private:
    std::atomic<bool> stop_{false};
    std::atomic<bool> finished_{true};
    std::thread worker_;
    std::thread watchdog_;
    std::mutex mutex_;
    std::condition_variable done_;
};

} // namespace gomoku::engine
