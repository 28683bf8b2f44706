#pragma once

#include <cstddef>
#include <cstdint>

namespace gomoku::engine {

// The transposition table's size from the manager's max_memory (bytes for the whole
// process, 0 = no limit). The rest of the process (code, stacks, the search's other tables,
// the allocator's slack) is given a fixed 16 MiB; the table gets three quarters of what
// remains, at most 1 GiB, at least 1 MiB (below about 17 MB nothing can be promised). With
// no limit it is asked for 32 MiB, which is plenty for the time a move usually gets, and
// small enough that a limit of 64 MiB (36 MiB for the table, up to 48) arriving after
// START, as piskvork sends it, keeps it: the game plays on the table START made and
// touched, the one the engine matches here measure (a table made later comes in page by
// page as the search writes it: Session::resize_hash).
struct HashBudget {
    static constexpr std::size_t kMiB = std::size_t{1} << 20;
    static constexpr std::size_t kReservedMiB = 16;
    static constexpr std::size_t kUnlimitedMiB = 32;
    static constexpr std::size_t kMaxMiB = 1024;

    std::size_t table_mib = kUnlimitedMiB; // what to ask the engine for
    std::uint64_t ceiling_bytes = 0;       // the table must not be larger (0: no limit)
};

HashBudget hash_budget(std::uint64_t max_memory_bytes);

} // namespace gomoku::engine
