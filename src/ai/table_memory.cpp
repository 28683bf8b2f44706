#include "table_memory.hpp"

#include <cstdint>
#include <cstdlib>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gomoku::ai {

namespace {

constexpr std::size_t kCacheLine = 64;

// n rounded up to a multiple of `unit`, a power of two: an address or a size.
constexpr std::uintptr_t round_up(std::uintptr_t n, std::size_t unit) {
    return (n + unit - 1) & ~(std::uintptr_t{unit} - 1);
}

#if defined(__linux__)
constexpr std::size_t kLargePage = std::size_t{2} << 20;

// An anonymous mapping of `bytes` (a multiple of kLargePage) that starts on a large page:
// mapped a page longer, the unaligned ends given back. Null if the system refuses.
void* map_large_pages(std::size_t bytes) {
    const std::size_t padded = bytes + kLargePage;
    void* raw = mmap(nullptr, padded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) {
        return nullptr;
    }
    const auto start = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = round_up(start, kLargePage);
    const std::size_t head = aligned - start;
    const std::size_t tail = padded - head - bytes;
    if (head > 0) {
        munmap(raw, head);
    }
    if (tail > 0) {
        munmap(reinterpret_cast<void*>(aligned + bytes), tail);
    }
    void* table = reinterpret_cast<void*>(aligned);
#if defined(MADV_HUGEPAGE)
    // Advice only: where the system's large pages are off, the table gets small ones.
    madvise(table, bytes, MADV_HUGEPAGE);
#endif
    return table;
}
#endif

} // namespace

TableMemory::TableMemory(std::size_t bytes) {
#if defined(__linux__)
    if (bytes >= kLargePage) {
        const std::size_t rounded = round_up(bytes, kLargePage);
        if (void* table = map_large_pages(rounded)) {
            data_ = table;
            mapped_ = rounded;
            return;
        }
    }
#endif
    // A cache line longer, so that the table can start on one (calloc promises 16 bytes).
    allocated_ = std::calloc(bytes + kCacheLine, 1);
    if (allocated_ == nullptr) {
        throw std::bad_alloc();
    }
    data_ =
        reinterpret_cast<void*>(round_up(reinterpret_cast<std::uintptr_t>(allocated_), kCacheLine));
}

TableMemory::TableMemory(TableMemory&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)),
      allocated_(std::exchange(other.allocated_, nullptr)),
      mapped_(std::exchange(other.mapped_, 0)) {}

TableMemory& TableMemory::operator=(TableMemory&& other) noexcept {
    if (this != &other) {
        release();
        data_ = std::exchange(other.data_, nullptr);
        allocated_ = std::exchange(other.allocated_, nullptr);
        mapped_ = std::exchange(other.mapped_, 0);
    }
    return *this;
}

void TableMemory::release() noexcept {
#if defined(__linux__)
    if (mapped_ > 0) {
        munmap(data_, mapped_);
        data_ = nullptr;
        mapped_ = 0;
        return;
    }
#endif
    std::free(allocated_);
    allocated_ = nullptr;
    data_ = nullptr;
}

} // namespace gomoku::ai
