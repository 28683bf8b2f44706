#include "async_search.hpp"

namespace gomoku::ai {

AsyncSearch::AsyncSearch(Callback on_result, Solver solver)
    : on_result_(std::move(on_result)), solver_(std::move(solver)), worker_([this] { run(); }) {
    // solver_ is read by the worker only after a request arrives, under the lock.
}

AsyncSearch::~AsyncSearch() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
        pending_.reset();
        wanted_generation_.reset();
        stop_ = true;
    }
    changed_.notify_all();
    worker_.join();
}

void AsyncSearch::start(SearchRequest request, std::uint64_t generation) {
    {
        std::lock_guard lock(mutex_);
        stop_ = true; // the running search, if any, ends; the worker resets the flag
        pending_ = std::move(request);
        pending_generation_ = generation;
        wanted_generation_ = generation;
    }
    changed_.notify_all();
}

void AsyncSearch::cancel() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
        pending_.reset();
        wanted_generation_.reset();
    }
    changed_.notify_all();
}

bool AsyncSearch::busy() const {
    std::lock_guard lock(mutex_);
    return searching_ || pending_.has_value();
}

bool AsyncSearch::wait_idle(std::chrono::milliseconds timeout) const {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, [this] { return !searching_ && !pending_; });
}

void AsyncSearch::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [this] { return quit_ || pending_.has_value(); });
        if (quit_) {
            return;
        }
        const SearchRequest request = std::move(*pending_);
        const std::uint64_t generation = pending_generation_;
        pending_.reset();
        searching_ = true;
        stop_ = false;

        lock.unlock();
        const Point move = solver_ ? solver_(request, stop_)
                                   : engine_.search(request, game_limits(request.level), stop_).move;
        lock.lock();

        searching_ = false;
        if (wanted_generation_ == generation && !pending_) {
            wanted_generation_.reset();
            on_result_(Result{generation, move});
        }
        changed_.notify_all();
    }
}

} // namespace gomoku::ai
