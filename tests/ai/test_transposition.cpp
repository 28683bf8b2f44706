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

TEST_CASE("five positions of one bucket are all kept", "[transposition]") {
    TranspositionTable tt(1);
    for (std::uint32_t p = 1; p <= 5; ++p) {
        tt.store(key_in_bucket(p), static_cast<int>(p), -10 * static_cast<int>(p),
                 p % 2 == 0 ? Bound::Lower : Bound::Exact, static_cast<int>(p) + 6);
    }
    for (std::uint32_t p = 1; p <= 5; ++p) {
        const TtEntry* e = tt.probe(key_in_bucket(p));
        REQUIRE(e != nullptr);
        CHECK(e->move == static_cast<int>(p) + 6);
        CHECK(e->score == -10 * static_cast<int>(p));
        CHECK(e->depth == p);
        CHECK(e->bound == (p % 2 == 0 ? Bound::Lower : Bound::Exact));
    }
    CHECK(tt.probe(key_in_bucket(6)) == nullptr);
}

TEST_CASE("a sixth position replaces the shallowest of this search", "[transposition]") {
    TranspositionTable tt(1);
    const int depths[] = {9, 4, 2, 7, 5};
    for (std::uint32_t p = 1; p <= 5; ++p) {
        tt.store(key_in_bucket(p), depths[p - 1], 0, Bound::Exact, static_cast<int>(p));
    }
    tt.store(key_in_bucket(6), 0, 0, Bound::Upper, 6);
    for (std::uint32_t p = 1; p <= 5; ++p) {
        CHECK((tt.probe(key_in_bucket(p)) != nullptr) == (p != 3));
    }
    CHECK(tt.probe(key_in_bucket(6)) != nullptr);
}

TEST_CASE("an older search's result goes first, however deep", "[transposition]") {
    TranspositionTable tt(1);
    tt.store(key_in_bucket(1), 12, 0, Bound::Exact, 1);
    tt.new_search();
    for (std::uint32_t p = 2; p <= 6; ++p) {
        tt.store(key_in_bucket(p), 1, 0, Bound::Exact, static_cast<int>(p));
    }
    CHECK(tt.probe(key_in_bucket(1)) == nullptr);
    for (std::uint32_t p = 2; p <= 6; ++p) {
        CHECK(tt.probe(key_in_bucket(p)) != nullptr);
    }
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
        CHECK(reinterpret_cast<std::uintptr_t>(bytes_of) % 64 == 0); // a table's buckets fill lines
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

TEST_CASE("a table uses every MiB it is given, and any key finds a bucket", "[transposition]") {
    // 3 and 37 MiB are no powers of two: a mask would have left 1 and 5 MiB unused.
    for (const std::size_t mib : {std::size_t{3}, std::size_t{37}}) {
        TranspositionTable tt(mib);
        CHECK(tt.bytes() == mib << 20);
        // The lowest and highest low halves pick the first and the last bucket; under the
        // sanitizers a bucket past the table's end would be reported here.
        for (const std::uint32_t low : {0U, 0x8000'0000U, 0xFFFF'FFFFU}) {
            const std::uint64_t key = (std::uint64_t{0x1234'5678} << 32) | low;
            tt.store(key, 3, 25, Bound::Lower, 9);
            const TtEntry* e = tt.probe(key);
            REQUIRE(e != nullptr);
            CHECK(e->score == 25);
            CHECK(e->move == 9);
        }
    }
}
