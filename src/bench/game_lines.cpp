#include "game_lines.hpp"

#include <cstdio>
#include <sstream>

namespace gomoku::bench {

std::optional<GameLine> parse_game_line(const std::string& line) {
    std::istringstream in(line);
    std::string rule_text;
    GameLine game;
    if (!(in >> rule_text >> game.size >> game.result >> game.start)) {
        return std::nullopt;
    }
    const std::optional<Rule> rule = parse_rule(rule_text);
    if (!rule || game.size < Board::kMinSize || game.size > Board::kMaxSize) {
        return std::nullopt;
    }
    game.rule = *rule;
    const Board board(game.size);
    for (std::string move; in >> move;) {
        Point p{};
        if (std::sscanf(move.c_str(), "%d,%d", &p.x, &p.y) != 2 || !board.inside(p)) {
            return std::nullopt;
        }
        game.moves.push_back(p);
    }
    return game;
}

} // namespace gomoku::bench
