#pragma once

#include "board_state.hpp"
#include "search_clock.hpp"
#include "vcf.hpp"

#include <cstdint>
#include <vector>

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
    bool expand(Stone attacker, int threats_left, int* win, int* needed);
    bool exhausted() const { return clock_.stopped() || nodes_ > budget_; }
    // What a finished search of a position (attacker to move) proved.
    struct Memo {
        std::uint64_t key = 0;
        std::int16_t win_move = -1; // the first move of a win, or -1: no win
        std::int8_t threats = 0;    // a win within this many threats, or none within them
        bool used = false;
    };
    static std::size_t memo_slot(std::uint64_t key); // the one slot a result may sit in
    const Memo* recall(std::uint64_t key) const;     // the position's result, if stored
    void remember(const Memo& result);               // makes the table on first use

    BoardState& state_;
    SearchClock& clock_;
    VcfSolver vcf_;
    std::uint64_t nodes_ = 0;
    std::uint64_t budget_ = 0;
    // A small table of finished results, kept across solve() calls: a threat sequence's
    // moves come in many orders, and the same position recurs. Made when the first result
    // is stored: with a millisecond to spare a solve stores nothing, and three solvers a
    // move zeroing their tables up front cost more than their searches. One table for the
    // whole game instead (kept by the engine with its transposition table, shared by the
    // three solvers of every move) played -12.3 (-47.6..+22.7) over 198 freestyle games
    // at 0.3 s a move against this.
    std::vector<Memo> memo_;
};

} // namespace gomoku::ai
