#pragma once

#include "search.hpp"

#include <chrono>
#include <cstdint>

namespace gomoku::ai {

// Time the Hard level may think per move; the other levels are far quicker but also stop
// at this limit.
inline constexpr std::chrono::milliseconds kHardTimeBudget{1500};

// Per-level knobs (see choose_move for what each level does).
inline constexpr double kBeginnerMissesOpenThree = 0.4; // chance to overlook an open three
inline constexpr int kMediumDepth = 3;
inline constexpr int kMediumWidth = 10;
inline constexpr int kMediumVcfFours = 5;
inline constexpr int kHardWidth = 12;
inline constexpr int kHardMaxDepth = 20;
inline constexpr int kHardVcfFours = 10;

// What choose_move decided, and how: for tests, benchmarks and debugging.
struct SearchInfo {
    Point move = kNoPoint;
    int depth = 0;           // deepest negamax iteration completed (0: no search was needed)
    std::uint64_t nodes = 0; // positions looked at
    const char* reason = ""; // which rule chose the move ("win", "block five", "search", ...)
};

// choose_move with an explicit time budget instead of the level's default.
SearchInfo analyse(const SearchRequest& request, const std::atomic<bool>& stop,
                   std::chrono::milliseconds budget);

} // namespace gomoku::ai
