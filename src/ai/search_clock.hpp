#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>

namespace gomoku::ai {

// Decides when a search must give up: the caller's stop flag, the deadline, or the node
// limit. The clock and the flag are read every kCheckInterval nodes (well under a
// millisecond of search); the node limit is exact, so a node-limited search is
// deterministic.
class SearchClock {
  public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::uint64_t kCheckInterval = 128;

    SearchClock(const std::atomic<bool>& stop, Clock::time_point start, Clock::time_point deadline,
                std::uint64_t node_limit)
        : stop_(stop), start_(start), deadline_(deadline),
          node_limit_(node_limit == 0 ? std::numeric_limits<std::uint64_t>::max() : node_limit) {
        check(); // a search asked to stop before it starts does no work
    }

    // Counts one node; true when the search must stop now.
    bool tick() {
        if (stopped_) {
            return true;
        }
        if (++nodes_ >= node_limit_) {
            stopped_ = true;
        } else if (nodes_ % kCheckInterval == 0) {
            check();
        }
        return stopped_;
    }
    // Counts one node of a threat search (VCF, VCT): a node like any other for the limits,
    // and counted apart too, so a bench can tell the main search's share from theirs.
    bool tick_threat() {
        if (stopped_) {
            return true;
        }
        ++threat_nodes_;
        return tick();
    }
    void check() {
        if (stop_.load(std::memory_order_relaxed) || Clock::now() >= deadline_) {
            stopped_ = true;
        }
    }

    // A new deadline for the rest of the search (a stop already decided stays).
    void set_deadline(Clock::time_point deadline) { deadline_ = deadline; }

    // Counts the nodes of a threat search that ran on a clock of its own.
    void add_nodes(std::uint64_t n) {
        nodes_ += n;
        threat_nodes_ += n;
        if (nodes_ >= node_limit_) {
            stopped_ = true;
        }
    }

    bool stopped() const { return stopped_; }
    std::uint64_t nodes() const { return nodes_; }
    std::uint64_t threat_nodes() const { return threat_nodes_; } // part of nodes()
    Clock::duration elapsed() const { return Clock::now() - start_; }
    Clock::time_point start() const { return start_; }
    Clock::time_point deadline() const { return deadline_; }
    std::uint64_t node_limit() const { return node_limit_; }

  private:
    const std::atomic<bool>& stop_;
    Clock::time_point start_;
    Clock::time_point deadline_;
    std::uint64_t node_limit_;
    std::uint64_t nodes_ = 0;
    std::uint64_t threat_nodes_ = 0;
    bool stopped_ = false;
};

} // namespace gomoku::ai
