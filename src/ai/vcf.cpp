#include "vcf.hpp"

#include <algorithm>
#include <array>

namespace gomoku::ai {

namespace {

constexpr std::size_t kFailedSlots = 1 << 14;

struct FourMove {
    int idx;
    int order;
};

} // namespace

VcfSolver::VcfSolver(BoardState& state, SearchClock& clock) : state_(state), clock_(clock) {}

bool VcfSolver::solve(Stone attacker, int max_fours, std::uint64_t node_budget, int* first,
                      int from_fours) {
    nodes_ = 0;
    budget_ = node_budget;
    // Deepening one four at a time finds a short win first; the shallow passes are cheap.
    for (int fours = from_fours; fours <= max_fours; ++fours) {
        if (search(attacker, fours, first)) {
            return true;
        }
        if (clock_.stopped() || nodes_ >= budget_) {
            break;
        }
    }
    return false;
}

int VcfSolver::completions(Stone attacker, int idx, int* points) const {
    int count = 0;
    for (int k = 0; k < 4; ++k) {
        for (int j = -4; j <= 4; ++j) {
            const int q = idx + j * state_.step(k);
            if (j == 0 || !state_.empty(q) || state_.threat(attacker, q).fives == 0) {
                continue;
            }
            if (count == 0 || points[0] != q) {
                points[count++] = q;
                if (count == 2) {
                    return count;
                }
            }
        }
    }
    return count;
}

bool VcfSolver::search(Stone attacker, int fours_left, int* first) {
    ++nodes_;
    if (clock_.tick_threat() || nodes_ > budget_) {
        return false;
    }
    const Stone defender = opponent(attacker);
    if (const int five = state_.five_cells(attacker).first(); five >= 0) {
        if (first) {
            *first = five;
        }
        return true;
    }
    const CellSet& defender_five_cells = state_.five_cells(defender);
    const int defender_fives = defender_five_cells.count();
    const int defender_five = defender_fives == 1 ? defender_five_cells.first() : -1;
    std::array<FourMove, 96> fours; // only the first four_count are read
    int four_count = 0;
    state_.four_cells(attacker).walk([&](int idx) {
        const CellThreat& mine = state_.threat(attacker, idx);
        // Open fours (or double fours) end it at once; then fours that also build.
        fours[static_cast<std::size_t>(four_count++)] = {idx, mine.open_fours * 10000 +
                                                                  mine.fours * 3000 + mine.value};
        return four_count < static_cast<int>(fours.size());
    });
    if (fours_left <= 0 || defender_fives >= 2 || four_count == 0) {
        return false;
    }
    // With one four left there is nothing deeper to remember: the fours are read from
    // their cells' summaries, mostly without a move made.
    const bool last = fours_left == 1;
    const std::uint64_t memo = state_.key() ^ (static_cast<std::uint64_t>(fours_left) * 0x9E3779B97F4A7C15ULL) ^
                               (attacker == Stone::Black ? 0x5555555555555555ULL : 0);
    const std::size_t slot = static_cast<std::size_t>(memo & (kFailedSlots - 1));
    if (!last && !failed_.empty() && failed_[slot] == memo) {
        return false;
    }
    std::sort(fours.begin(), fours.begin() + four_count,
              [](const FourMove& a, const FourMove& b) { return a.order > b.order; });
    for (int i = 0; i < four_count; ++i) {
        const int m = fours[static_cast<std::size_t>(i)].idx;
        if (defender_fives == 1 && m != defender_five) {
            continue; // the defender threatens five: only a four that blocks it keeps going
        }
        if (!state_.allowed(m, attacker)) {
            continue;
        }
        if (four_wins(attacker, m, fours_left)) {
            if (first) {
                *first = m;
            }
            return true;
        }
        if (clock_.stopped() || nodes_ > budget_) {
            return false;
        }
    }
    if (!last) {
        if (failed_.empty()) {
            failed_.assign(kFailedSlots, 0);
        }
        failed_[slot] = memo;
    }
    return false;
}

// Does the attacker's four at m (allowed, the attacker to move) win within fours_left fours?
bool VcfSolver::four_wins(Stone attacker, int m, int fours_left) {
    if (state_.threat(attacker, m).makes_two_fives()) {
        return true; // what completions() would count after the move
    }
    const Stone defender = opponent(attacker);
    // One five: its block is forced, and wins only if it is forbidden (renju, Black
    // defending) or the attacker has fours left to go on with.
    if (fours_left <= 1 && !(state_.rule() == Rule::Renju && defender == Stone::Black)) {
        return false;
    }
    state_.make(m, attacker);
    int points[2] = {-1, -1};
    const int n = completions(attacker, m, points);
    bool won = n >= 2;
    if (n == 1) {
        if (!state_.allowed(points[0], defender)) {
            won = true; // renju: Black's only block is forbidden
        } else if (fours_left > 1) {
            state_.make(points[0], defender);
            won = search(attacker, fours_left - 1, nullptr);
            state_.unmake();
        }
    }
    state_.unmake();
    return won;
}

} // namespace gomoku::ai
