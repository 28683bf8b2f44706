#pragma once

// Gomocup's swap2 opening commands (added to the protocol for the 2020 tournaments):
//   SWAP2BOARD / DONE                 place the first three stones: "x,y x,y x,y"
//   SWAP2BOARD / 3 x,y lines / DONE   the second player's choice: "SWAP" (take Black), one
//                                     move (stay White and play move 4), or two moves
//                                     (place moves 4 and 5 and let the opponent choose)
//   SWAP2BOARD / 5 x,y lines / DONE   the first player's choice: "SWAP" (take Black) or
//                                     one move (take White and play move 6)
// The stones come in the order played, Black first. The decisions are the game's own
// (ai/opening_choice.hpp), so pbrain-gomoku plays swap2 as the app's computer does.

#include "ai/opening_choice.hpp"
#include "core/expected.hpp"

#include <functional>
#include <span>
#include <string>

namespace gomoku::engine {

using BestMove = std::function<Point(const ai::SearchRequest&)>;

Expected<std::string> swap2_reply(std::span<const Point> stones, int size, Rule rule,
                                  ai::Level level, std::uint64_t seed,
                                  const ai::PositionJudge& judge, const BestMove& best_move);

} // namespace gomoku::engine
