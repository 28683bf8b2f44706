#pragma once

#include "ai/engine.hpp"

#include <cstdint>
#include <mutex>
#include <optional>

namespace gomoku::app {

// The last whole answer of one AI task, handed from the runner's thread to the frame loop.
// The SDL event carries only the generation and the move; the review needs the score and
// the line too, so the runner's callback leaves them here and the scene takes them.
class AiResultBox {
  public:
    void put(std::uint64_t generation, const ai::SearchResult& result) {
        std::lock_guard lock(mutex_);
        generation_ = generation;
        result_ = result;
    }
    // The answer of that search, once (a second call finds nothing).
    std::optional<ai::SearchResult> take(std::uint64_t generation) {
        std::lock_guard lock(mutex_);
        if (generation != generation_ || !result_) {
            return std::nullopt;
        }
        auto out = std::move(result_);
        result_.reset();
        return out;
    }

  private:
    std::mutex mutex_;
    std::uint64_t generation_ = 0;
    std::optional<ai::SearchResult> result_;
};

} // namespace gomoku::app
