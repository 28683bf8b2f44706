#include "search_thread.hpp"

#include <algorithm>

namespace gomoku::engine {

namespace {

// condition_variable::wait_until misbehaves with time_point::max() on some libraries (the
// conversion to the system clock overflows), so "no deadline" is a day away instead.
SearchThread::Clock::time_point bounded(SearchThread::Clock::time_point deadline) {
    return std::min(deadline, SearchThread::Clock::now() + std::chrono::hours(24));
}

} // namespace

SearchThread::~SearchThread() {
    stop();
    wait();
}

void SearchThread::start(Job job, Clock::time_point deadline) {
    wait();
    stop_.store(false);
    finished_.store(false);
    worker_ = std::thread([this, job = std::move(job)] {
        job(stop_);
        {
            // Under the mutex, so the watchdog cannot miss the wake-up between its check
            // and its wait.
            std::lock_guard lock(mutex_);
            finished_.store(true);
        }
        done_.notify_all();
    });
    watchdog_ = std::thread([this, until = bounded(deadline)] {
        std::unique_lock lock(mutex_);
        if (!done_.wait_until(lock, until, [this] { return finished_.load(); })) {
            stop_.store(true);
        }
    });
}

void SearchThread::stop() {
    stop_.store(true);
}

void SearchThread::wait() {
    if (worker_.joinable()) {
        worker_.join();
    }
    if (watchdog_.joinable()) {
        watchdog_.join();
    }
}

} // namespace gomoku::engine
