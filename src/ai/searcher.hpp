#pragma once

#include "board_state.hpp"
#include "engine.hpp"
#include "search_clock.hpp"
#include "transposition.hpp"
#include "vcf.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace gomoku::ai {

// Beyond any score: the bound of a window open on that side.
inline constexpr int kInfinity = kWinScore + 1;
// A win `plies` plies from the root (see kWinScore).
inline constexpr int win_in(int plies) {
    return kWinScore - plies;
}

// Move-ordering memory that lives across searches: how often a move caused a cutoff, less
// how often it was searched, as a quiet move, before another move cut off.
struct History {
    std::vector<std::int32_t> score[2]; // per colour, per cell index; negative: mostly failed
    void reset(std::size_t cells) {
        for (auto& s : score) {
            s.assign(cells, 0);
        }
    }
    // A new search: what the earlier ones learnt counts a quarter. The move order reads a
    // cell's count only up to a cap (Searcher::order_score); without aging, the cells that
    // cut off most often sat at the cap after a few moves (about twenty a colour by the
    // tenth move of a measured game), and the history no longer told them apart.
    void age() {
        for (auto& s : score) {
            for (std::int32_t& h : s) {
                h /= 4;
            }
        }
    }
};

struct RootMove {
    int idx = -1;
    int score = 0;
    bool searched = false; // has a score from the current iteration
    bool exact = false;    // ... and it is exact (not a bound from a null-window search)
};

// Iterative-deepening principal-variation search over a BoardState, for one side to move.
// Nodes with a five to stop search only the block (without spending depth); nodes where the
// opponent threatens an open four search only the answers; a win by open four or double four
// is scored without searching it out; a leaf whose static value does not already fail high
// tries a short VCF, and a leaf that faces an open three searches its answers (a threat
// quiescence).
class Searcher {
  public:
    static constexpr int kMaxPly = 96;
    static constexpr int kMovesPerPly = Board::kMaxSize * Board::kMaxSize;

    Searcher(BoardState& state, TranspositionTable& tt, History& history, SearchClock& clock);

    // The root moves, best first by static order; empty when there is no legal move.
    // `see_threats` false lets a weak level overlook the opponent's open three.
    std::vector<RootMove> root_moves(Stone me, bool see_threats);

    // Searches the root moves to `depth` and sorts them best first. With `exact_count` 1,
    // principal-variation search in the window (alpha, beta): only the best move's score is
    // exact. With more, the best `exact_count` moves get exact scores (MultiPV: the hint,
    // the review, YXNBEST; all of them for the weak levels' choice): each other move is
    // first tried with a null window at the exact_count-th best score so far, and searched
    // fully only when it beats it. False when the clock stopped it before the first move
    // was done.
    bool search_root(Stone me, std::vector<RootMove>& moves, int depth, int alpha, int beta,
                     int exact_count = 1);

    // The principal variation from the transposition table, starting with `first`.
    std::vector<int> principal_variation(Stone me, int first, int max_length);

    // Static value of the position for `me` to move.
    int evaluate(Stone me) const;

  private:
    struct Move {
        int idx;
        int score;
    };
    // What scan() or scan_threats() finds at a node for the side to move.
    struct Scan {
        int my_five = -1;
        int opp_fives = 0;
        int opp_five = -1;
        int my_win = -1;         // an open four or double four I may play: wins in three plies
        int my_fours = 0;        // cells where I make a four
        bool opp_threat = false; // the opponent has a double threat to make (double_threat())
        int count = 0;
        Move* moves = nullptr; // the ply's buffer (kept off the stack: threads have small ones)
    };
    Move* buffer(int ply) {
        return buffers_.get() + static_cast<std::size_t>(ply) * (kMovesPerPly);
    }
    struct NodeBest {
        int value = -kInfinity;
        int move = -1;
        bool take(int score, int idx, int& alpha, int beta);
    };
    // The table's key of the position with `me` to move (the stones alone do not say who).
    std::uint64_t node_key(Stone me) const { return side_key(state_.key(), me); }
    // ... and of the position after `me` plays idx, the opponent to move.
    std::uint64_t child_key(Stone me, int idx) const {
        return side_key(state_.key_after(idx, me), opponent(me));
    }
    static std::uint64_t side_key(std::uint64_t stones, Stone to_move) {
        return stones ^ (to_move == Stone::White ? 0xD1B54A32D192ED03ULL : 0);
    }
    // `cut_node`: a null-window node that a well-ordered tree expects to fail high (see
    // search_move in searcher.cpp); its late quiet moves are reduced more.
    int pvs(Stone me, int depth, int alpha, int beta, int ply, bool cut_node);
    int search_move(Stone me, int m, int i, int depth, int alpha, int beta, int ply, bool cut_node,
                    int extension = 0);
    bool singular_candidate(int depth, int tt_depth, Bound tt_bound, int tt_score, int ply) const;
    // What the singular test says of the table's move: the plies added to its search (+1,
    // 0 or -1), or that the node is cut off unsearched with `value` (cut).
    struct Singular {
        int extension = 0;
        bool cut = false;
        int value = 0;
    };
    Singular singular_test(Stone me, int tt_move, int tt_score, int depth, int beta, int ply,
                           bool cut_node);
    bool answers_threat(Stone me, int idx) const;
    int keep_threat_answers(Stone me, Move* moves, int count) const;
    bool early_tt_move(Stone me, int idx, bool opp_threat) const;
    int three_three_or_stand(Stone me, int stand, int depth, int alpha, int beta, int ply);
    int search_root_move(Stone opp, std::size_t i, int depth, int alpha, int beta, int exact_count,
                         const std::vector<int>& best_exact, bool& exact);
    void scan(Stone me, Scan& out) const;
    void scan_threats(Stone me, Scan& out) const;
    int list_moves(Stone me, Move* moves) const;
    int list_threat_answers(Stone me, Move* moves) const;
    int order_score(Stone me, int idx) const;
    void remember_cutoff(Stone me, int idx, int depth, int ply, std::span<const int> tried);
    int counter_move(Stone me) const;
    bool is_quiet(Stone me, int m) const;

    BoardState& state_;
    TranspositionTable& tt_;
    History& history_;
    SearchClock& clock_;
    VcfSolver vcf_;
    // Candidate moves, one slice per ply: about half a megabyte (kMaxPly plies of the
    // largest board), left uninitialised (each slice is written before it is read), so a
    // search touches only the pages of the plies it reaches. Under ThreadSanitizer,
    // zeroing it all was over half of what a search with a millisecond to spare cost (with
    // the solvers' tables, vcf.hpp and vct.hpp, about 30 ms a move late in a 10x10 game:
    // enough to run its 3-second match clock out).
    std::unique_ptr<Move[]> buffers_;
    std::array<std::array<int, 2>, kMaxPly + 8> killers_{};
    // Per colour, per cell of the opponent's last move: the move that last cut off after it
    // (0, a wall cell, for none).
    std::array<std::array<std::int16_t, BoardState::kMaxCells>, 2> counter_moves_{};
    // Per ply, the move a singular-extension search leaves out (-1: none), and the depth of
    // the root's iteration (extensions stop at twice that many plies).
    std::array<int, kMaxPly + 8> excluded_{};
    int iteration_depth_ = 0;
};

} // namespace gomoku::ai
