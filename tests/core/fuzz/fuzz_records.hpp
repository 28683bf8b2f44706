#pragma once

// What both record fuzzers check about a record a reader accepted or a message it gave.

#include "core/game_record.hpp"

#include <cstdlib>
#include <string>

namespace gomoku::fuzz {

// "line:column: problem", as every refusal must be.
inline void check_message(const std::string& message) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < message.size() && message[i] >= '0' && message[i] <= '9') {
            ++i;
        }
        return i > start;
    };
    const bool placed = digits() && i < message.size() && message[i++] == ':' && digits() &&
                        message.compare(i, 2, ": ") == 0 && message.size() > i + 2;
    if (!placed) {
        std::abort();
    }
}

// A record read from a file replays into a game, or the refusal names a move; the game
// gives back the same moves.
inline void check_replay(const GameRecord& record) {
    const auto game = to_game(record);
    if (!game) {
        if (game.error().rfind("move ", 0) != 0) {
            std::abort();
        }
        return;
    }
    const GameRecord back = to_record(game.value());
    if (back.moves.size() != record.moves.size() || back.board_size != record.board_size) {
        std::abort();
    }
    for (std::size_t i = 0; i < back.moves.size(); ++i) {
        if (!(back.moves[i].point == record.moves[i].point)) {
            std::abort();
        }
    }
}

// Same size and points (what every format keeps).
inline bool same_moves(const GameRecord& a, const GameRecord& b) {
    if (a.board_size != b.board_size || a.moves.size() != b.moves.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        if (!(a.moves[i].point == b.moves[i].point)) {
            return false;
        }
    }
    return true;
}

} // namespace gomoku::fuzz
