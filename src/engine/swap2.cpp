#include "swap2.hpp"

#include "protocol.hpp"

namespace gomoku::engine {

namespace {

// Runs the opening's placement steps until `count` stones stand; the points placed.
std::vector<Point> place_until(std::size_t count, Game& game, Opening& opening, ai::Level level,
                               std::uint64_t seed, const ai::PositionJudge& judge) {
    std::vector<Point> placed;
    while (game.move_count() < count && opening.step(game) == OpeningStep::Place) {
        const ai::OpeningDecision d =
            ai::decide_opening(game, opening, level, seed + game.move_count(), judge);
        if (!ai::apply_opening_decision(d, game, opening)) {
            break;
        }
        placed.push_back(game.last_move());
    }
    return placed;
}

std::string moves_text(const std::vector<Point>& points) {
    std::string text;
    for (Point p : points) {
        if (!text.empty()) {
            text += ' ';
        }
        text += format_move(p);
    }
    return text;
}

ai::SearchRequest position(const Game& game, ai::Level level) {
    ai::SearchRequest request;
    request.board = game.board();
    request.rule = game.rule();
    request.to_move = game.to_move();
    request.level = level;
    return request;
}

} // namespace

Expected<std::string> swap2_reply(std::span<const Point> stones, int size, Rule rule,
                                  ai::Level level, std::uint64_t seed,
                                  const ai::PositionJudge& judge, const BestMove& best_move) {
    if (stones.size() != 0 && stones.size() != 3 && stones.size() != 5) {
        return Expected<std::string>::failure("SWAP2BOARD takes 0, 3 or 5 stones, not " +
                                              std::to_string(stones.size()));
    }
    Game game(size, rule);
    Opening opening(OpeningRule::Swap2);
    for (std::size_t i = 0; i < stones.size(); ++i) {
        if (i == 3 && !opening.choose_swap2(game, Swap2Option::PlaceTwo)) {
            return Expected<std::string>::failure("SWAP2BOARD: no place for two more stones");
        }
        if (!opening.place(game, stones[i])) {
            return Expected<std::string>::failure("SWAP2BOARD: stone " + std::to_string(i + 1) +
                                                  " (" + format_move(stones[i]) +
                                                  ") cannot be played");
        }
    }
    if (stones.empty()) {
        const auto placed = place_until(3, game, opening, level, seed, judge);
        return moves_text(placed);
    }
    const ai::OpeningDecision d = ai::decide_opening(game, opening, level, seed, judge);
    if (stones.size() == 3) {
        switch (d.option) {
        case Swap2Option::TakeBlack:
            return std::string("SWAP");
        case Swap2Option::TakeWhite:
            return format_move(best_move(position(game, level)));
        case Swap2Option::PlaceTwo:
            opening.choose_swap2(game, Swap2Option::PlaceTwo);
            return moves_text(place_until(5, game, opening, level, seed, judge));
        }
    }
    // Five stones: the first player takes Black (SWAP) or White and plays move 6.
    if (d.colour == Stone::Black) {
        return std::string("SWAP");
    }
    return format_move(best_move(position(game, level)));
}

} // namespace gomoku::engine
