#pragma once

#include "ai/engine.hpp"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>

namespace gomoku::engine {

// What the protocol needs from a search. The program plays with the AI's Engine; tests and
// the fuzzer put in quick, predictable stand-ins.
class MoveSearcher {
  public:
    virtual ~MoveSearcher() = default;
    virtual void set_hash_size(std::size_t mib) = 0;
    virtual std::size_t hash_bytes() const = 0;
    virtual void clear() = 0;
    // Does the one-off work of a first search (tables built on first use, memory touched
    // for the first time) now, at START, rather than on the first move's clock.
    virtual void warm_up(int /*board_size*/) {}
    // Runs on the search thread; must return soon after `stop` becomes true.
    virtual ai::SearchResult search(const ai::SearchRequest& request, const ai::Limits& limits,
                                    const std::atomic<bool>& stop) = 0;
    // The search's own limits for ABOUT, as key="value" pairs ("" for none).
    virtual std::string about() const { return {}; }
};

class EngineSearcher final : public MoveSearcher {
  public:
    // A 1 MiB table until START says how much memory we may use. With `node_cap`, every
    // search stops after about that many nodes (the clock still applies): repeatable
    // games for engine matches that compare search changes node for node.
    explicit EngineSearcher(std::uint64_t node_cap = 0) : engine_(1), node_cap_(node_cap) {}
    void set_hash_size(std::size_t mib) override { engine_.set_hash_size(mib); }
    std::size_t hash_bytes() const override { return engine_.hash_bytes(); }
    void clear() override { engine_.clear(); }
    std::string about() const override {
        return node_cap_ > 0 ? "nodes=\"" + std::to_string(node_cap_) + "\"" : std::string{};
    }
    void warm_up(int board_size) override {
        ai::SearchRequest request;
        request.board = Board(board_size);
        request.board.set({board_size / 2, board_size / 2}, Stone::Black);
        request.to_move = Stone::White;
        request.level = ai::Level::Master;
        ai::Limits limits;
        limits.move_time = std::chrono::milliseconds(1);
        const std::atomic<bool> stop{false};
        (void)engine_.search(request, limits, stop);
    }
    ai::SearchResult search(const ai::SearchRequest& request, const ai::Limits& limits,
                            const std::atomic<bool>& stop) override {
        ai::Limits capped = limits;
        if (node_cap_ > 0) {
            capped.nodes = node_cap_;
        }
        return engine_.search(request, capped, stop);
    }

  private:
    ai::Engine engine_;
    std::uint64_t node_cap_;
};

} // namespace gomoku::engine
