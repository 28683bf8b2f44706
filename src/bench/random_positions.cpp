#include "random_positions.hpp"

#include "core/rules.hpp"

#include <vector>

namespace gomoku::bench {

bool near_a_stone(const Board& board, Point p) {
    for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
            const Point q{p.x + dx, p.y + dy};
            if (board.inside(q) && board.at(q) != Stone::Empty) {
                return true;
            }
        }
    }
    return false;
}

Board random_midgame(int size, int stones, std::mt19937& rng) {
    Board board(size);
    board.set({size / 2, size / 2}, Stone::Black);
    Stone next = Stone::White;
    std::vector<Point> options;
    while (board.stone_count() < stones) {
        options.clear();
        for (int y = 0; y < size; ++y) {
            for (int x = 0; x < size; ++x) {
                const Point p{x, y};
                if (board.at(p) == Stone::Empty && near_a_stone(board, p)) {
                    options.push_back(p);
                }
            }
        }
        if (options.empty()) {
            break;
        }
        const Point p = options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng)];
        board.set(p, next);
        if (!winning_run(board, p, Rule::Freestyle).empty()) {
            board.set(p, Stone::Empty); // keep the game going: no fives on the board
            continue;
        }
        next = opponent(next);
    }
    return board;
}

} // namespace gomoku::bench
