#include "transposition.hpp"

#include <algorithm>
#include <cstring>
#include <new>

namespace gomoku::ai {

TranspositionTable::TranspositionTable(std::size_t mib) { resize(mib); }

void TranspositionTable::resize(std::size_t mib) {
    const std::size_t wanted = std::max<std::size_t>(1, mib) * 1024 * 1024 / sizeof(TtEntry);
    std::size_t count = 1;
    while (count * 2 <= wanted) {
        count *= 2;
    }
    entries_.reset(); // the old table goes first, so two never coexist
    entries_.reset(static_cast<TtEntry*>(std::calloc(count, sizeof(TtEntry))));
    if (!entries_) {
        throw std::bad_alloc();
    }
    mask_ = count - 1;
    age_ = 0;
}

void TranspositionTable::clear() {
    std::memset(static_cast<void*>(entries_.get()), 0, bytes());
    age_ = 0;
}

const TtEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TtEntry& e = entries_.get()[slot(key)];
    return e.bound != Bound::None && e.check == static_cast<std::uint32_t>(key >> 32) ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, int move) {
    TtEntry& e = entries_.get()[slot(key)];
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
