#pragma once

#include <vector>

namespace gomoku::ai {

// What a check for the opponent's forced win says of one root move.
enum class RefutationCheck {
    Refutes,    // after the move the opponent no longer wins (or the clock cut the check short)
    Loses,      // after the move the opponent still wins
    NotReached, // the clock stopped the checks before this move
};

// The root moves worth searching when the opponent, to move, would win by threats: all but
// those the check found losing, in their order. A move the checks did not reach stays, as
// nothing is known against it; when every move loses, all stay, and the search picks the
// longest resistance. `check(move)` is called once per move, in order.
template <class Move, class Check>
std::vector<Move> drop_losing_moves(const std::vector<Move>& moves, Check&& check) {
    std::vector<Move> kept;
    for (const Move& m : moves) {
        if (check(m) != RefutationCheck::Loses) {
            kept.push_back(m);
        }
    }
    return kept.empty() ? moves : kept;
}

// The first of `order` (moves, best first) the check does not find losing, or `fallback`
// when every one loses. A move whose check the clock cut short counts as not losing:
// nothing is known against it, and every move before it loses.
template <class Move, class Check>
Move first_not_losing(const std::vector<Move>& order, Move fallback, Check&& check) {
    for (const Move& m : order) {
        if (check(m) != RefutationCheck::Loses) {
            return m;
        }
    }
    return fallback;
}

} // namespace gomoku::ai
