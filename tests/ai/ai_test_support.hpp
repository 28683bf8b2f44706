#pragma once

#include "core/board.hpp"
#include "core/game.hpp"
#include "core/notation.hpp"

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <string_view>

#include <vector>

namespace gomoku::test {

// A board of `size` with the given Black and White stones.
inline Board make_board(int size, const std::vector<Point>& black, const std::vector<Point>& white) {
    Board board(size);
    for (Point p : black) {
        board.set(p, Stone::Black);
    }
    for (Point p : white) {
        board.set(p, Stone::White);
    }
    return board;
}

// A board of `size` after the given moves (notation such as "h8"), alternately from Black.
inline Board played_board(int size, std::initializer_list<std::string_view> moves) {
    Board board(size);
    Stone side = Stone::Black;
    for (std::string_view move : moves) {
        board.set(*parse_notation(move, size), side);
        side = opponent(side);
    }
    return board;
}

// A game of `plies` random moves near the centre (normally spread, a sixth of the board
// by default), with no five on the board.
inline Game random_game(int size, Rule rule, int plies, std::uint64_t seed, double spread = 6.0) {
    Game game(size, rule);
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> d(size / 2.0, size / spread);
    while (static_cast<int>(game.move_count()) < plies) {
        const Point p{std::clamp(static_cast<int>(d(rng)), 0, size - 1),
                      std::clamp(static_cast<int>(d(rng)), 0, size - 1)};
        if (!game.is_legal(p)) {
            continue;
        }
        game.play(p);
        if (game.over()) {
            game.undo();
            break;
        }
    }
    return game;
}

} // namespace gomoku::test
