#include "test_support/catch.hpp"

#include "ai/transposition.hpp"

#include <cstdint>

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
