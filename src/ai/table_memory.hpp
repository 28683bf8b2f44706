#pragma once

#include <cstddef>

namespace gomoku::ai {

// Zeroed memory for a large table read at random places (the transposition table). On Linux
// it is aligned to 2 MiB and the system is asked to back it with 2 MiB pages: with 4 KiB
// ones nearly every probe of a table of tens of MiB also misses the processor's cache of
// page addresses. Elsewhere, and for a table under 2 MiB, it comes from calloc. Either way
// the pages stay the system's zero pages until first written, so making a table is instant,
// and the memory starts on a cache line (64 bytes), so that a table's buckets can fill lines.
// The AI's one platform file: its calls to the system stay here.
class TableMemory {
  public:
    TableMemory() = default;
    explicit TableMemory(std::size_t bytes); // throws std::bad_alloc
    ~TableMemory() { release(); }
    TableMemory(TableMemory&& other) noexcept;
    TableMemory& operator=(TableMemory&& other) noexcept;
    TableMemory(const TableMemory&) = delete;
    TableMemory& operator=(const TableMemory&) = delete;

    void* data() const { return data_; }
    // Whether the system was asked for large pages (it may still give small ones).
    bool large_pages_asked() const { return mapped_ > 0; }

  private:
    void release() noexcept;
    void* data_ = nullptr;
    // What calloc gave (data_ is its first cache-line boundary), or null.
    void* allocated_ = nullptr;
    std::size_t mapped_ = 0; // the bytes of a mapping of our own (Linux), 0 for calloc's
};

} // namespace gomoku::ai
