#pragma once

#include "core/board.hpp"
#include "core/rules.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gomoku::bench {

// One game of a texel-games file (texel_bench.hpp): "rule size result start moves...",
// result B, W or D, `start` the number of random stones that begin the moves, each move
// "x,y". The fits read their positions from these.
struct GameLine {
    Rule rule = Rule::Freestyle;
    int size = 15;
    char result = 'D';
    std::size_t start = 0;
    std::vector<Point> moves;
};

// A game's result (GameLine::result) for `me`: 1 a win, 0.5 a draw, 0 a loss.
inline double result_for(Stone me, char result) {
    const char winner = me == Stone::Black ? 'B' : 'W';
    return result == 'D' ? 0.5 : result == winner ? 1.0 : 0.0;
}

// Nothing when the line is not one (a comment, a blank line, or garbled). Moves are on the
// board but not checked for legality.
std::optional<GameLine> parse_game_line(const std::string& line);

} // namespace gomoku::bench
