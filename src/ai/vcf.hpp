#pragma once

#include "board_state.hpp"
#include "search_clock.hpp"

#include <cstdint>
#include <vector>

namespace gomoku::ai {

// Victory by continuous fours (VCF): the attacker, to move, plays a four; the defender's
// reply is forced (the one point that stops the five); repeat until the attacker has two
// fives at once, a five, or (renju) a four whose only block is forbidden for Black. The
// defender's own fives are respected: a defender four must be blocked by a four.
class VcfSolver {
  public:
    VcfSolver(BoardState& state, SearchClock& clock);

    // True when `attacker` (to move) wins by fours with at most `max_fours` of its moves,
    // looking at no more than `node_budget` positions. `first` gets the first move. The
    // passes deepen one four at a time from `from_fours`, so a short win is found first; a
    // caller that has ruled out the shorter wins starts deeper and skips their passes.
    bool solve(Stone attacker, int max_fours, std::uint64_t node_budget, int* first,
               int from_fours = 1);
    std::uint64_t nodes() const { return nodes_; }

  private:
    bool search(Stone attacker, int fours_left, int* first);
    bool four_wins(Stone attacker, int m, int fours_left);
    // four_wins(attacker, m, 2) without making the four or its block (not under renju).
    bool last_fours_win(Stone attacker, int m);
    // search(attacker, 1) after the attacker's four on m and the defender's block on
    // `block`, neither made: the same answer, the same node counted.
    bool wins_after_four(Stone attacker, int m, int block);

    BoardState& state_;
    SearchClock& clock_;
    std::uint64_t nodes_ = 0;
    std::uint64_t budget_ = 0;
    // A small hash of positions known not to win, made when the first one is stored: an
    // engine makes several solvers a move, and with a millisecond to spare most store
    // nothing (zeroing every table up front cost more than such a search).
    std::vector<std::uint64_t> failed_;
};

} // namespace gomoku::ai
