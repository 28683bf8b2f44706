#include "test_support/catch.hpp"

#include "ai/table_memory.hpp"
#include "ai/transposition.hpp"

#include <cstdint>
#include <utility>

using namespace gomoku::ai;

namespace {

// Keys that share a bucket (the low bits choose it) and differ in the checked high half.
constexpr std::uint64_t kBucketBits = 0x40;
std::uint64_t key_in_bucket(std::uint32_t position) {
    return (std::uint64_t{position} << 32) | kBucketBits;
}

} // namespace

TEST_CASE("two positions of one bucket are both kept", "[transposition]") {
    TranspositionTable tt(1);
    tt.store(key_in_bucket(1), 5, 10, Bound::Exact, 7);
    tt.store(key_in_bucket(2), 3, -20, Bound::Lower, 8);
    const TtEntry* first = tt.probe(key_in_bucket(1));
    const TtEntry* second = tt.probe(key_in_bucket(2));
    REQUIRE(first != nullptr);
    REQUIRE(second != nullptr);
    CHECK(first->move == 7);
    CHECK(first->score == 10);
    CHECK(second->move == 8);
    CHECK(second->bound == Bound::Lower);
    CHECK(tt.probe(key_in_bucket(3)) == nullptr);
}

TEST_CASE("a third position replaces the shallower of this search", "[transposition]") {
    TranspositionTable tt(1);
    tt.store(key_in_bucket(1), 9, 0, Bound::Exact, 1);
    tt.store(key_in_bucket(2), 2, 0, Bound::Exact, 2);
    tt.store(key_in_bucket(3), 0, 0, Bound::Upper, 3);
    CHECK(tt.probe(key_in_bucket(1)) != nullptr);
    CHECK(tt.probe(key_in_bucket(2)) == nullptr);
    CHECK(tt.probe(key_in_bucket(3)) != nullptr);
}

TEST_CASE("an older search's result goes first, however deep", "[transposition]") {
    TranspositionTable tt(1);
    tt.store(key_in_bucket(1), 12, 0, Bound::Exact, 1);
    tt.new_search();
    tt.store(key_in_bucket(2), 1, 0, Bound::Exact, 2);
    tt.store(key_in_bucket(3), 1, 0, Bound::Exact, 3);
    CHECK(tt.probe(key_in_bucket(1)) == nullptr);
    CHECK(tt.probe(key_in_bucket(2)) != nullptr);
    CHECK(tt.probe(key_in_bucket(3)) != nullptr);
}

TEST_CASE("the same position's result is replaced and keeps its known move", "[transposition]") {
    TranspositionTable tt(1);
    tt.store(key_in_bucket(1), 8, 0, Bound::Exact, 4);
    tt.store(key_in_bucket(2), 8, 0, Bound::Exact, 5);
    tt.store(key_in_bucket(1), 3, 40, Bound::Upper, -1);
    const TtEntry* e = tt.probe(key_in_bucket(1));
    REQUIRE(e != nullptr);
    CHECK(e->depth == 3);
    CHECK(e->score == 40);
    CHECK(e->move == 4);
    CHECK(tt.probe(key_in_bucket(2)) != nullptr);
}

TEST_CASE("table memory comes zeroed and writable, large or small", "[transposition]") {
    // 1 KiB comes from calloc; 3 MiB (on Linux) from a mapping on large pages, rounded up.
    for (const std::size_t bytes : {std::size_t{1024}, std::size_t{3} << 20}) {
        TableMemory memory(bytes);
        auto* bytes_of = static_cast<unsigned char*>(memory.data());
        REQUIRE(bytes_of != nullptr);
#if defined(__linux__)
        CHECK(memory.large_pages_asked() == (bytes >= (std::size_t{2} << 20)));
#endif
        CHECK(bytes_of[0] == 0);
        CHECK(bytes_of[bytes / 2] == 0);
        CHECK(bytes_of[bytes - 1] == 0);
        bytes_of[0] = 1;
        bytes_of[bytes - 1] = 2;
        TableMemory moved(std::move(memory));
        CHECK(memory.data() == nullptr);
        CHECK(static_cast<unsigned char*>(moved.data())[bytes - 1] == 2);
    }
}

TEST_CASE("a resized table starts empty and keeps results", "[transposition]") {
    TranspositionTable tt(1);
    tt.store(key_in_bucket(1), 5, 10, Bound::Exact, 7);
    tt.resize(8); // past 2 MiB: on Linux a mapping of its own
    CHECK(tt.probe(key_in_bucket(1)) == nullptr);
    tt.store(key_in_bucket(1), 5, 10, Bound::Exact, 7);
    const TtEntry* e = tt.probe(key_in_bucket(1));
    REQUIRE(e != nullptr);
    CHECK(e->move == 7);
    tt.clear();
    CHECK(tt.probe(key_in_bucket(1)) == nullptr);
}
