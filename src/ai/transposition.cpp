#include "transposition.hpp"

#include <algorithm>
#include <cstring>

namespace gomoku::ai {

TranspositionTable::TranspositionTable(std::size_t mib) { resize(mib); }

void TranspositionTable::resize(std::size_t mib) {
    const std::size_t count = std::max<std::size_t>(1, mib) * 1024 * 1024 / sizeof(Bucket);
    memory_ = TableMemory(); // the old table goes first, so two never coexist
    memory_ = TableMemory(count * sizeof(Bucket));
    buckets_ = count;
    age_ = 0;
}

void TranspositionTable::clear() {
    std::memset(memory_.data(), 0, bytes());
    age_ = 0;
}

namespace {

// Which of other positions' entries a new result should replace: the lowest.
int worth_keeping(const TtEntry& e, std::uint8_t age) {
    if (e.bound == Bound::None) {
        return -1;
    }
    return e.age == age ? 256 + e.depth : e.depth;
}

} // namespace

const TtEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TtEntry* b = bucket(key)->entries.data();
    const auto check = static_cast<std::uint32_t>(key >> 32);
    for (std::size_t i = 0; i < kBucket; ++i) {
        if (b[i].bound != Bound::None && b[i].check == check) {
            return &b[i];
        }
    }
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, int move) {
    TtEntry* b = bucket(key)->entries.data();
    const auto check = static_cast<std::uint32_t>(key >> 32);
    TtEntry* e = nullptr;
    for (std::size_t i = 0; i < kBucket && e == nullptr; ++i) {
        if (b[i].bound != Bound::None && b[i].check == check) {
            e = &b[i];
        }
    }
    if (e == nullptr) {
        e = b;
        for (std::size_t i = 1; i < kBucket; ++i) {
            if (worth_keeping(b[i], age_) < worth_keeping(*e, age_)) {
                e = &b[i];
            }
        }
    } else if (move < 0) {
        move = e->move; // keep a known best move when this result has none
    }
    e->check = check;
    e->score = static_cast<std::int16_t>(score);
    e->move = static_cast<std::int16_t>(move);
    e->depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    e->bound = bound;
    e->age = age_;
}

} // namespace gomoku::ai
