#pragma once

// Stand-ins for the AI in the session tests: quick, predictable, and they record what the
// session asked of them.

#include "engine/move_searcher.hpp"

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

namespace gomoku::engine::test {

// Plays the first empty point at once (or after waiting for stop, if asked to), and
// remembers every request, limit and hash size it was given.
class RecordingSearcher : public MoveSearcher {
  public:
    bool wait_for_stop = false; // think until stopped, whatever the limits say
    bool round_hash_up = false; // report a table rounded up to a power of two
    Point answer = kNoPoint;    // play this instead of the first empty point
    bool no_move = false;       // answer kNoPoint, as a search with no legal move does

    void set_hash_size(std::size_t mib) override {
        resized_while_searching_ = resized_while_searching_ || searching_.load();
        std::lock_guard lock(mutex_);
        hash_sizes_.push_back(mib);
        mib_ = mib;
    }
    std::size_t hash_bytes() const override {
        std::lock_guard lock(mutex_);
        std::size_t mib = 1;
        while (round_hash_up && mib < mib_) {
            mib *= 2;
        }
        return (round_hash_up ? mib : mib_) << 20;
    }
    void clear() override { clears_.fetch_add(1); }

    ai::SearchResult search(const ai::SearchRequest& request, const ai::Limits& limits,
                            const std::atomic<bool>& stop) override {
        const auto start = std::chrono::steady_clock::now();
        searching_.store(true);
        {
            std::lock_guard lock(mutex_);
            requests_.push_back(request);
            limits_.push_back(limits);
        }
        while (wait_for_stop && !stop.load()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        ai::SearchResult result;
        result.move = answer;
        if (answer == kNoPoint && !no_move) {
            for (int y = 0; y < request.board.size() && result.move == kNoPoint; ++y) {
                for (int x = 0; x < request.board.size(); ++x) {
                    if (request.board.is_empty({x, y})) {
                        result.move = {x, y};
                        break;
                    }
                }
            }
        }
        result.reason = "stub";
        searching_.store(false);
        std::lock_guard lock(mutex_);
        stopped_.push_back(stop.load());
        thought_.push_back(std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start));
        return result;
    }

    std::vector<ai::SearchRequest> requests() const { return locked(requests_); }
    std::vector<ai::Limits> limits() const { return locked(limits_); }
    std::vector<std::size_t> hash_sizes() const { return locked(hash_sizes_); }
    std::vector<bool> stopped() const { return locked(stopped_); }
    std::vector<std::chrono::milliseconds> thought() const { return locked(thought_); }
    int clears() const { return clears_.load(); }
    bool resized_while_searching() const { return resized_while_searching_.load(); }

  private:
    template <class T> T locked(const T& value) const {
        std::lock_guard lock(mutex_);
        return value;
    }

    mutable std::mutex mutex_;
    std::size_t mib_ = 1;
    std::vector<ai::SearchRequest> requests_;
    std::vector<ai::Limits> limits_;
    std::vector<std::size_t> hash_sizes_;
    std::vector<bool> stopped_;
    std::vector<std::chrono::milliseconds> thought_;
    std::atomic<int> clears_{0};
    std::atomic<bool> searching_{false};
    std::atomic<bool> resized_while_searching_{false};
};

} // namespace gomoku::engine::test
