#pragma once

// Helpers of the record tests: random legal games with a fixed seed, message checks.

#include "core/game.hpp"
#include "core/game_record.hpp"

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku::test {

// A legal game of random moves (empty points, none forbidden to Black under renju) until it
// ends or has `max_moves` moves. The same seed gives the same game.
inline Game random_game(int size, Rule rule, unsigned seed, int max_moves) {
    std::mt19937 random(seed);
    Game game(size, rule);
    while (!game.over() && static_cast<int>(game.move_count()) < max_moves) {
        std::vector<Point> legal;
        for (int y = 0; y < size; ++y) {
            for (int x = 0; x < size; ++x) {
                if (game.is_legal({x, y})) {
                    legal.push_back({x, y});
                }
            }
        }
        if (legal.empty()) {
            break; // renju: every empty point forbidden to Black
        }
        std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
        game.play(legal[pick(random)]);
    }
    return game;
}

inline bool mentions(const std::string& message, std::string_view part) {
    return message.find(part) != std::string::npos;
}

// "line:column: " at the start of the message.
inline std::string place_of(const std::string& message) {
    const auto colon = message.find(": ");
    return colon == std::string::npos ? "" : message.substr(0, colon);
}

} // namespace gomoku::test
