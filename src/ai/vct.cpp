#include "vct.hpp"

#include <algorithm>
#include <array>

namespace gomoku::ai {

namespace {

constexpr int kVcfFoursAtLeaf = 6;
constexpr std::uint64_t kVcfNodesAtLeaf = 300;
constexpr int kMaxAttacks = 12;  // the most promising threats tried per position
constexpr int kMaxDefences = 24;

struct Scored {
    int idx;
    int order;
};

} // namespace

VctSolver::VctSolver(BoardState& state, SearchClock& clock) : state_(state), clock_(clock), vcf_(state, clock) {}

bool VctSolver::solve(Stone attacker, int max_threats, std::uint64_t node_budget, int* first) {
    nodes_ = 0;
    budget_ = node_budget;
    for (int threats = 1; threats <= max_threats && !exhausted(); ++threats) {
        if (search(attacker, threats, first)) {
            return true;
        }
    }
    return false;
}

bool VctSolver::search(Stone attacker, int threats_left, int* first) {
    ++nodes_;
    if (clock_.tick_threat() || nodes_ > budget_) {
        return false;
    }
    const Stone defender = opponent(attacker);
    int win = -1;
    if (vcf_.solve(attacker, kVcfFoursAtLeaf, kVcfNodesAtLeaf, &win)) {
        if (first) {
            *first = win;
        }
        return true;
    }
    if (threats_left <= 0) {
        return false;
    }
    // Threats worth trying: fours and open threes the attacker may play, best first.
    // If the defender has a four on the board, the attacker's move must block it.
    std::array<Scored, 160> attacks{};
    int count = 0;
    int defender_five = -1;
    int defender_fives = 0;
    for (const int idx : state_.near_area()) {
        if (!state_.empty(idx) || !state_.near_stones(idx)) {
            continue;
        }
        if (state_.threat(defender, idx).fives > 0) {
            ++defender_fives;
            defender_five = idx;
        }
        const CellThreat& t = state_.threat(attacker, idx);
        if ((t.makes_four() || t.open_threes > 0) && count < static_cast<int>(attacks.size())) {
            attacks[static_cast<std::size_t>(count++)] = {idx, t.value};
        }
    }
    if (defender_fives >= 2) {
        return false;
    }
    std::sort(attacks.begin(), attacks.begin() + count, [](const Scored& a, const Scored& b) { return a.order > b.order; });
    int tried = 0;
    for (int i = 0; i < count && tried < kMaxAttacks; ++i) {
        const int m = attacks[static_cast<std::size_t>(i)].idx;
        if ((defender_fives == 1 && m != defender_five) || !state_.allowed(m, attacker)) {
            continue;
        }
        ++tried;
        state_.make(m, attacker);
        // The defender's answers: every point where the attacker would now make a five or
        // an open four (or a four on the threatened lines), and every four of its own.
        std::array<int, kMaxDefences> defences{};
        int n = 0;
        bool too_many = false;
        for (const int idx : state_.near_area()) {
            if (too_many) {
                break;
            }
            if (!state_.empty(idx) || !state_.near_stones(idx)) {
                continue;
            }
            const CellThreat& a = state_.threat(attacker, idx);
            const bool blocks = a.fives > 0 || a.open_fours > 0 || a.fours > 0;
            const bool counters = state_.threat(defender, idx).makes_four() || state_.threat(defender, idx).fives > 0;
            if ((blocks || counters) && state_.allowed(idx, defender)) {
                if (n == kMaxDefences) {
                    too_many = true; // too loose a threat to read out: treat it as failing
                } else {
                    defences[static_cast<std::size_t>(n++)] = idx;
                }
            }
        }
        bool wins = !too_many;
        if (wins && n == 0) {
            wins = true; // nothing can stop it (renju: Black's blocks are all forbidden)
        }
        for (int j = 0; j < n && wins; ++j) {
            state_.make(defences[static_cast<std::size_t>(j)], defender);
            wins = search(attacker, threats_left - 1, nullptr);
            state_.unmake();
        }
        state_.unmake();
        if (wins) {
            if (first) {
                *first = m;
            }
            return true;
        }
        if (exhausted()) {
            return false;
        }
    }
    return false;
}

} // namespace gomoku::ai
