#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

namespace gomoku::ai {

// Decides when a search has to give up: the caller's stop flag or the time budget. Looking
// at the clock costs more than a node, so it is only done every kCheckInterval nodes; nodes
// cost some microseconds each, which keeps the reaction to `stop` within a few milliseconds.
class SearchControl {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::uint64_t kCheckInterval = 256;

    SearchControl(const std::atomic<bool>& stop, Clock::time_point deadline)
        : stop_(stop), start_(Clock::now()), deadline_(deadline) {
        check();
    }

    // Counts one node; true when the search must stop now.
    bool tick() {
        if (!stopped_ && ++nodes_ % kCheckInterval == 0) {
            check();
        }
        return stopped_;
    }

    bool stopped() const { return stopped_; }
    std::uint64_t nodes() const { return nodes_; }
    Clock::duration elapsed() const { return Clock::now() - start_; }
    Clock::duration remaining() const { return deadline_ - Clock::now(); }
    Clock::duration budget() const { return deadline_ - start_; }

  private:
    void check() {
        if (stop_.load(std::memory_order_relaxed) || Clock::now() >= deadline_) {
            stopped_ = true;
        }
    }

    const std::atomic<bool>& stop_;
    Clock::time_point start_;
    Clock::time_point deadline_;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
};

} // namespace gomoku::ai
