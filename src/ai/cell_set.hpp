#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace gomoku::ai {

// A set of board cell indices (below kCapacity) as a bitset: add, remove and membership in
// O(1), and a walk in ascending index order, the order the move scans use, so a search
// that walks a set instead of scanning the board visits the same cells in the same order.
class CellSet {
  public:
    static constexpr int kCapacity = 1024;

    void assign(int idx, bool member) {
        const std::uint64_t bit = std::uint64_t{1} << (idx & 63);
        std::uint64_t& word = words_[static_cast<std::size_t>(idx >> 6)];
        count_ += static_cast<int>(member) - static_cast<int>((word & bit) != 0);
        word = member ? word | bit : word & ~bit;
    }
    bool contains(int idx) const {
        return (words_[static_cast<std::size_t>(idx >> 6)] >> (idx & 63)) & 1;
    }
    int count() const { return count_; }
    bool empty() const { return count_ == 0; }
    // The smallest member; -1 when empty.
    int first() const {
        if (count_ == 0) {
            return -1; // the usual answer (a five to make is rare): no need to scan the words
        }
        for (std::size_t w = 0; w < kWords; ++w) {
            if (words_[w] != 0) {
                return static_cast<int>(w * 64) + std::countr_zero(words_[w]);
            }
        }
        return -1;
    }
    // Calls f(idx) for every member in ascending order while f returns true.
    template <class F> void walk(F&& f) const {
        if (count_ == 0) {
            return;
        }
        for (std::size_t w = 0; w < kWords; ++w) {
            for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1) {
                if (!f(static_cast<int>(w * 64) + std::countr_zero(bits))) {
                    return;
                }
            }
        }
    }
    friend bool operator==(const CellSet&, const CellSet&) = default;

  private:
    static constexpr std::size_t kWords = kCapacity / 64;
    std::array<std::uint64_t, kWords> words_{};
    int count_ = 0;
};

} // namespace gomoku::ai
