#include "vcf.hpp"

#include <algorithm>
#include <array>

namespace gomoku::ai {

namespace {

constexpr std::size_t kFailedSlots = 1 << 14;
constexpr int kLineCells = 4 * 2 * kReach; // the cells on a cell's four lines within reach

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
    const std::uint64_t memo = state_.key() ^
                               (static_cast<std::uint64_t>(fours_left) * 0x9E3779B97F4A7C15ULL) ^
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
        return true; // two five points after the move
    }
    const Stone defender = opponent(attacker);
    // One five: its block is forced, and wins only if it is forbidden (renju, Black
    // defending) or the attacker has fours left to go on with.
    if (fours_left <= 1 && !(state_.rule() == Rule::Renju && defender == Stone::Black)) {
        return false;
    }
    if (fours_left == 2 && state_.rule() != Rule::Renju) {
        return last_fours_win(attacker, m);
    }
    state_.make(m, attacker);
    // The attacker had no five (search() returns at one): the five points it has now are
    // the four's.
    const CellSet& fives = state_.five_cells(attacker);
    const int n = fives.count();
    bool won = n >= 2;
    if (n == 1) {
        const int block = fives.first();
        if (!state_.allowed(block, defender)) {
            won = true; // renju: Black's only block is forbidden
        } else if (fours_left > 1) {
            state_.make(block, defender);
            won = search(attacker, fours_left - 1, nullptr);
            state_.unmake();
        }
    }
    state_.unmake();
    return won;
}

// The last pass of search() reads only the position's threat sets and summaries, and
// after a four and its block only the cells on their lines differ: those are looked up,
// the two stones are not made. Making them and taking them back was more than half of all
// the moves an engine made at 0.3 s a move (the main search's leaf VCF asks this of each
// of its fours); the lookups play the same games in 15% fewer instructions. Not under
// renju: there the stones change which points Black may play, which only the referee on
// the made board tells.
bool VcfSolver::last_fours_win(Stone attacker, int m) {
    // The attacker had no five (search() returns at one), so the four's five points are
    // exactly the cells that rise to a five.
    int points[2] = {-1, -1};
    const int n = state_.line_gains(attacker, m, Shape::Five, Shape::Four, -1, points, 2);
    return n >= 2 || (n == 1 && wins_after_four(attacker, m, points[0]));
}

bool VcfSolver::wins_after_four(Stone attacker, int m, int block) {
    ++nodes_;
    if (clock_.tick_threat() || nodes_ > budget_) {
        return false;
    }
    // The attacker has no five after the block: its four's one five point was `block`.
    // The defender's five points: those it had that the four does not block and the
    // stones do not fill, and those its block makes.
    const Stone defender = opponent(attacker);
    int fives[2] = {-1, -1};
    int defender_fives = 0;
    state_.five_cells(defender).walk([&](int y) {
        if (y != m && y != block &&
            state_.threat_with(defender, y, m, attacker, block, defender).fives > 0) {
            fives[defender_fives++] = y;
        }
        return defender_fives < 2;
    });
    std::array<int, kLineCells> made; // only the first n are read
    const int n = defender_fives < 2 ? state_.line_gains(defender, block, Shape::Five, Shape::Four,
                                                         m, made.data(), kLineCells)
                                     : 0;
    for (int i = 0; i < n && defender_fives < 2; ++i) {
        if (state_.threat(defender, made[static_cast<std::size_t>(i)]).fives == 0) {
            fives[defender_fives++] = made[static_cast<std::size_t>(i)]; // a new five point
        }
    }
    if (defender_fives >= 2) {
        return false;
    }
    // A win is a move that makes two fives (four_wins with one four left). Such a cell
    // made two fives before the four (a defender stone only takes fives away), or lies on
    // the four's lines. Facing a five, only a move on its point counts.
    bool won = false;
    const auto try_cell = [&](int x) {
        won = x != m && x != block && state_.empty(x) && (defender_fives == 0 || x == fives[0]) &&
              state_.threat_with(attacker, x, m, attacker, block, defender).makes_two_fives();
        return !won;
    };
    state_.double_threat_cells(attacker).walk(try_cell);
    if (!won) {
        // A cell that makes two fives only with the four rises to a four or more along
        // the four's line: its other lines only lost (to the block).
        std::array<int, kLineCells> fours; // only the first count are read
        const int count = state_.line_gains(attacker, m, Shape::Four, Shape::Three, block,
                                            fours.data(), kLineCells);
        for (int i = 0; i < count && !won; ++i) {
            try_cell(fours[static_cast<std::size_t>(i)]);
        }
    }
    return won;
}

} // namespace gomoku::ai
