#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TtEntry {
    std::uint32_t check = 0;  // high half of the key, to tell positions sharing a slot apart
    std::int16_t score = 0;
    std::int16_t move = -1;   // cell index of the best move, -1 for none
    std::uint8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t age = 0;     // the search that wrote it
    std::uint8_t unused = 0;
};

// The transposition table: a power-of-two number of 12-byte entries in about `mib` MiB.
// One entry per slot; a new result replaces an old one unless the old one is from this
// search and deeper. Moves read back are only hints: the search checks them.
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t mib);

    void resize(std::size_t mib);
    void clear();
    void new_search() { ++age_; }
    std::size_t bytes() const { return entries_.size() * sizeof(TtEntry); }

    const TtEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, int depth, int score, Bound bound, int move);

  private:
    std::size_t slot(std::uint64_t key) const { return static_cast<std::size_t>(key) & mask_; }

    std::vector<TtEntry> entries_;
    std::size_t mask_ = 0;
    std::uint8_t age_ = 0;
};

} // namespace gomoku::ai
