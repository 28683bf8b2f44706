#pragma once

#include "board_state.hpp"
#include "search_clock.hpp"
#include "vcf.hpp"

#include <cstdint>

namespace gomoku::ai {

// Victory by continuous threats (VCT): like VCF, but the attacker may also play open
// threes. After a four the defender's reply is forced; after a three the defender may try
// every move that could stop it (the points that block the open four, the far blocks, and
// any four of its own), and the attacker must win against each. Every leaf asks VcfSolver.
class VctSolver {
  public:
    VctSolver(BoardState& state, SearchClock& clock);

    // True when `attacker` (to move) wins by threats within `max_threats` of its moves.
    bool solve(Stone attacker, int max_threats, std::uint64_t node_budget, int* first);

  private:
    bool search(Stone attacker, int threats_left, int* first);
    bool exhausted() const { return clock_.stopped() || nodes_ > budget_; }

    BoardState& state_;
    SearchClock& clock_;
    VcfSolver vcf_;
    std::uint64_t nodes_ = 0;
    std::uint64_t budget_ = 0;
};

} // namespace gomoku::ai
