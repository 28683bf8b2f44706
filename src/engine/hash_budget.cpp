#include "hash_budget.hpp"

#include <algorithm>

namespace gomoku::engine {

HashBudget hash_budget(std::uint64_t max_memory_bytes) {
    HashBudget budget;
    if (max_memory_bytes == 0) {
        return budget;
    }
    const std::uint64_t reserved = HashBudget::kReservedMiB * HashBudget::kMiB;
    const std::uint64_t room = max_memory_bytes > reserved ? max_memory_bytes - reserved : 0;
    const std::uint64_t wanted_mib = room / 4 * 3 / HashBudget::kMiB;
    budget.table_mib =
        static_cast<std::size_t>(std::clamp<std::uint64_t>(wanted_mib, 1, HashBudget::kMaxMiB));
    // The engine may round the size up (to a power of two, say); anything up to the room
    // left after the reserve still fits the limit.
    budget.ceiling_bytes = std::max<std::uint64_t>(room, HashBudget::kMiB);
    return budget;
}

} // namespace gomoku::engine
