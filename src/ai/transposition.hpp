#pragma once

#include "table_memory.hpp"

#include <array>
#include <cstddef>
#include <cstdint>

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

// The transposition table: `mib` MiB of 64-byte buckets (any number of them, so that a
// budget is used whole), each of five 12-byte entries in one cache line. A position may sit
// in any entry of its bucket; a new result replaces the same position's, else the least
// worth keeping of the five (an empty one, then an older search's, then the shallowest).
// Moves read back are only hints: the search checks them.
// Against one entry a slot (where a result did not replace a deeper one of the same
// search), buckets of two entries played at 0.3 s a move in freestyle: +19.3 (-18.7..+57.8)
// over 198 games before the internal iterative reduction, +31.7 (-1.5..+65.5) over 198 with
// it. Those buckets (24 bytes) crossed a cache line one time in three; these, against them:
// +16.7 (-10.7..+44.3) over 396 freestyle games at 0.3 s a move (two runs: +26.4, +7.0),
// the same nodes/s and the same depth-10 node signature on a fresh table.
class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t mib);

    void resize(std::size_t mib);
    void clear();
    void new_search() { ++age_; }
    std::size_t bytes() const { return static_cast<std::size_t>(buckets_) * sizeof(Bucket); }

    const TtEntry* probe(std::uint64_t key) const;
    // Asks the processor to bring the key's bucket into the cache, so that a probe() a little
    // later does not wait for memory (a bucket of a large table is almost never cached).
    void prefetch(std::uint64_t key) const {
        [[maybe_unused]] const Bucket* e = bucket(key);
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(e);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
        _mm_prefetch(reinterpret_cast<const char*>(e), _MM_HINT_T0);
#endif
    }
    void store(std::uint64_t key, int depth, int score, Bound bound, int move);

  private:
    static constexpr std::size_t kBucket = 5; // entries a bucket
    struct alignas(64) Bucket {
        std::array<TtEntry, kBucket> entries;
        std::uint32_t unused;
    };
    static_assert(sizeof(Bucket) == 64, "a bucket is one cache line");
    // The key's low half, scaled to the number of buckets (a multiply and a shift, where a
    // mask would need a power of two of them and leave up to half a budget unused), picks
    // the bucket; its high half is the entries' check.
    Bucket* bucket(std::uint64_t key) const {
        const std::uint64_t low = key & 0xFFFF'FFFFU;
        return static_cast<Bucket*>(memory_.data()) +
               static_cast<std::size_t>((low * buckets_) >> 32);
    }
    TableMemory memory_; // zeroed, on large pages where the system has them
    std::uint64_t buckets_ = 0; // fewer than 2^32: the index above stays in range
    std::uint8_t age_ = 0;
};

} // namespace gomoku::ai
