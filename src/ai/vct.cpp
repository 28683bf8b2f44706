#include "vct.hpp"

#include <algorithm>
#include <array>

namespace gomoku::ai {

namespace {

constexpr int kVcfFoursAtLeaf = 6;
constexpr std::uint64_t kVcfNodesAtLeaf = 300;
constexpr int kMaxAttacks = 12; // the most promising threats tried per position
constexpr int kMaxDefences = 24;
constexpr std::size_t kMemoSlots = 1 << 14;
constexpr std::uint64_t kBlackAttacks = 0x6A09E667F3BCC909ULL; // keys Black's turn apart

struct Scored {
    int idx;
    int order;
};

} // namespace

VctSolver::VctSolver(BoardState& state, SearchClock& clock)
    : state_(state), clock_(clock), vcf_(state, clock) {}

std::size_t VctSolver::memo_slot(std::uint64_t key) {
    return static_cast<std::size_t>(key & (kMemoSlots - 1));
}

const VctSolver::Memo* VctSolver::recall(std::uint64_t key) const {
    if (memo_.empty()) {
        return nullptr;
    }
    const Memo& m = memo_[memo_slot(key)];
    return m.used && m.key == key ? &m : nullptr;
}

void VctSolver::remember(const Memo& result) {
    if (memo_.empty()) {
        memo_.resize(kMemoSlots);
    }
    memo_[memo_slot(result.key)] = result;
}

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
    const std::uint64_t key = state_.key() ^ (attacker == Stone::Black ? kBlackAttacks : 0);
    if (const Memo* known = recall(key)) {
        // A win within fewer threats is a win here; a failure with more, a failure here.
        if (known->win_move >= 0 && known->threats <= threats_left) {
            if (first) {
                *first = known->win_move;
            }
            return true;
        }
        if (known->win_move < 0 && known->threats >= threats_left) {
            return false;
        }
    }
    int win = -1;
    int needed = threats_left;
    const bool wins = expand(attacker, threats_left, &win, &needed);
    if (wins || !exhausted()) {
        // Only a finished search is remembered: one the budget cut short proved nothing.
        remember({key, static_cast<std::int16_t>(wins ? win : -1), static_cast<std::int8_t>(needed),
                  true});
    }
    if (wins && first) {
        *first = win;
    }
    return wins;
}

// search() without the memo: `*win` gets the first move of a win, `*needed` the threats it
// takes at most (none for a win by fours).
bool VctSolver::expand(Stone attacker, int threats_left, int* win, int* needed) {
    ++nodes_;
    if (clock_.tick_threat() || nodes_ > budget_) {
        return false;
    }
    const Stone defender = opponent(attacker);
    if (vcf_.solve(attacker, kVcfFoursAtLeaf, kVcfNodesAtLeaf, win)) {
        *needed = 0;
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
    std::sort(attacks.begin(), attacks.begin() + count,
              [](const Scored& a, const Scored& b) { return a.order > b.order; });
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
            const bool counters =
                state_.threat(defender, idx).makes_four() || state_.threat(defender, idx).fives > 0;
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
            *win = m;
            return true;
        }
        if (exhausted()) {
            return false;
        }
    }
    return false;
}

} // namespace gomoku::ai
