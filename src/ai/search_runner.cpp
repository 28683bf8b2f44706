#include "search_runner.hpp"

#include <algorithm>

namespace gomoku::ai {

namespace {

// condition_variable::wait_until misbehaves with time_point::max() on some libraries (the
// conversion to the system clock overflows), so "no deadline" is a day away instead.
SearchRunner::Clock::time_point bounded(SearchRunner::Clock::time_point deadline) {
    return std::min(deadline, SearchRunner::Clock::now() + std::chrono::hours(24));
}

} // namespace

SearchRunner::SearchRunner(Callbacks callbacks, SearchFunction search)
    : callbacks_(std::move(callbacks)), search_(std::move(search)),
      engine_(search_ ? nullptr : std::make_unique<Engine>()), worker_([this] { work(); }),
      watchdog_([this] { watch(); }) {}

SearchRunner::~SearchRunner() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
        pending_.reset();
        wanted_.reset();
        stop_ = true;
    }
    changed_.notify_all();
    deadline_changed_.notify_all();
    worker_.join();
    watchdog_.join();
}

std::uint64_t SearchRunner::go(SearchRequest request, Limits limits,
                               Clock::time_point hard_deadline) {
    std::uint64_t generation;
    {
        std::lock_guard lock(mutex_);
        generation = ++last_generation_;
        stop_ = true; // the running search, if any, ends; the worker resets the flag
        pending_ = Job{std::move(request), limits, hard_deadline, generation, false};
        wanted_ = generation;
        progress_.reset();
    }
    changed_.notify_all();
    return generation;
}

void SearchRunner::stop() {
    std::lock_guard lock(mutex_);
    if (pending_) {
        pending_->stop_at_once = true;
    } else if (running_ && running_ == wanted_) {
        stop_ = true;
    }
}

void SearchRunner::cancel() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
        pending_.reset();
        wanted_.reset();
        progress_.reset();
    }
    changed_.notify_all();
}

bool SearchRunner::busy() const {
    std::lock_guard lock(mutex_);
    return running_.has_value() || pending_.has_value();
}

bool SearchRunner::wait_idle(std::chrono::milliseconds timeout) const {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, [this] { return !running_ && !pending_; });
}

std::optional<Progress> SearchRunner::progress(std::uint64_t generation) const {
    std::lock_guard lock(mutex_);
    if (generation != progress_generation_) {
        return std::nullopt;
    }
    return progress_;
}

SearchResult SearchRunner::run(const Job& job) {
    const std::uint64_t generation = job.generation;
    const ProgressCallback report = [this, generation](const Progress& p) {
        std::lock_guard lock(mutex_);
        if (wanted_ != generation) {
            return;
        }
        progress_generation_ = generation;
        progress_ = p;
        if (callbacks_.on_progress) {
            callbacks_.on_progress(generation, p);
        }
    };
    if (search_) {
        return search_(job.request, job.limits, stop_, report);
    }
    return engine_->search(job.request, job.limits, stop_, report);
}

void SearchRunner::work() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return quit_ || pending_.has_value(); });
        if (quit_) {
            return;
        }
        const Job job = std::move(*pending_);
        pending_.reset();
        running_ = job.generation;
        running_deadline_ = job.hard_deadline;
        stop_ = job.stop_at_once;
        deadline_changed_.notify_all();

        lock.unlock();
        const SearchResult result = run(job);
        lock.lock();

        running_.reset();
        running_deadline_ = Clock::time_point::max();
        deadline_changed_.notify_all();
        if (wanted_ == job.generation && !pending_) {
            wanted_.reset();
            callbacks_.on_result(job.generation, result);
        }
        changed_.notify_all();
    }
}

void SearchRunner::watch() {
    std::unique_lock lock(mutex_);
    while (!quit_) {
        if (!running_ || running_deadline_ == Clock::time_point::max()) {
            deadline_changed_.wait(lock);
            continue;
        }
        const std::uint64_t watched = *running_;
        const Clock::time_point deadline = running_deadline_;
        const bool changed = deadline_changed_.wait_until(
            lock, bounded(deadline), [&] { return quit_ || running_ != watched; });
        if (!changed && Clock::now() >= deadline) {
            stop_ = true; // the answer is still delivered: it is the search's best so far
            deadline_changed_.wait(lock, [&] { return quit_ || running_ != watched; });
        }
    }
}

} // namespace gomoku::ai
