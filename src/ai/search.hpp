#pragma once

#include "level.hpp"

#include "core/board.hpp"
#include "core/rules.hpp"

#include <atomic>
#include <cstdint>

namespace gomoku::ai {

struct SearchRequest {
    Board board;
    Rule rule = Rule::Freestyle;
    Stone to_move = Stone::Black;
    Level level = Level::Medium;
    std::uint64_t seed = 0; // for the weak levels' controlled random choice
    // How many best moves to score exactly and report (MultiPV: the hint, the review,
    // YXNBEST). More costs time: each extra line is a full-window search.
    int multipv = 1;
};

// The move the AI plays. Always a legal (empty, on-board) point unless the board is full,
// then kNoPoint. Returns early with its best move so far when `stop` becomes true.
Point choose_move(const SearchRequest& request, const std::atomic<bool>& stop);

} // namespace gomoku::ai
