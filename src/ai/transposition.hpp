#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#if defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <xmmintrin.h> // _mm_prefetch
#endif

namespace gomoku::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

// All zero is an empty entry (bound None), so a table can come zeroed from the system.
struct TtEntry {
    std::uint32_t check;  // high half of the key, to tell positions sharing a slot apart
    std::int16_t score;
    std::int16_t move;    // cell index of the best move, -1 for none
    std::uint8_t depth;
    Bound bound;
    std::uint8_t age;     // the search that wrote it
    std::uint8_t unused;
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
    std::size_t bytes() const { return (mask_ + 1) * sizeof(TtEntry); }

    const TtEntry* probe(std::uint64_t key) const;
    // Asks the processor to bring the key's slot into the cache, so that a probe() a little
    // later does not wait for memory (a slot of a large table is almost never cached).
    void prefetch(std::uint64_t key) const {
        [[maybe_unused]] const TtEntry* e = entries_.get() + slot(key);
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(e);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
        _mm_prefetch(reinterpret_cast<const char*>(e), _MM_HINT_T0);
#endif
    }
    void store(std::uint64_t key, int depth, int score, Bound bound, int move);

  private:
    std::size_t slot(std::uint64_t key) const { return static_cast<std::size_t>(key) & mask_; }

    struct Free {
        void operator()(TtEntry* p) const { std::free(p); }
    };
    // calloc: a large table comes as zero pages the system maps in on first use, so making
    // one is instant and memory is only taken as the search fills it.
    std::unique_ptr<TtEntry, Free> entries_;
    std::size_t mask_ = 0;
    std::uint8_t age_ = 0;
};

} // namespace gomoku::ai
