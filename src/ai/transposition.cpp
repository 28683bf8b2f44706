#include "transposition.hpp"

#include <algorithm>

namespace gomoku::ai {

TranspositionTable::TranspositionTable(std::size_t mib) { resize(mib); }

void TranspositionTable::resize(std::size_t mib) {
    const std::size_t wanted = std::max<std::size_t>(1, mib) * 1024 * 1024 / sizeof(TtEntry);
    std::size_t count = 1;
    while (count * 2 <= wanted) {
        count *= 2;
    }
    entries_.assign(count, TtEntry{});
    entries_.shrink_to_fit();
    mask_ = count - 1;
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TtEntry{});
    age_ = 0;
}

const TtEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TtEntry& e = entries_[slot(key)];
    return e.bound != Bound::None && e.check == static_cast<std::uint32_t>(key >> 32) ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, int move) {
    TtEntry& e = entries_[slot(key)];
    const auto check = static_cast<std::uint32_t>(key >> 32);
    if (e.bound != Bound::None && e.age == age_ && e.check != check && e.depth > depth) {
        return; // keep the deeper result of this search
    }
    if (move < 0 && e.check == check) {
        move = e.move; // keep a known best move when this result has none
    }
    e.check = check;
    e.score = static_cast<std::int16_t>(score);
    e.move = static_cast<std::int16_t>(move);
    e.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    e.bound = bound;
    e.age = age_;
}

} // namespace gomoku::ai
