// The fast forbidden-point test (src/core/renju.cpp) against the plain reference
// (renju_reference.cpp) on every empty point of 10,000 random positions: 5,000 on 15x15 and
// 5,000 on 19x19, of varied density and colour balance. Deterministic: fixed seed, and only
// std::mt19937's raw output (the same on every standard library) is used.

#include "test_support/catch.hpp"

#include "core/renju.hpp"
#include "renju_positions.hpp"
#include "renju_reference.hpp"

#include <cstdint>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace gomoku;
using gomoku::reference::reference_forbidden_kind;
using gomoku::test::kind_name;
using gomoku::test::point_name;
using gomoku::test::to_diagram;

namespace {

constexpr int kPositionsPerSize = 5000;

// 0 .. n-1 from the raw generator output (std::uniform_int_distribution is not the same on
// every standard library; the tiny modulo bias does not matter here).
int below(std::mt19937& rng, int n) {
    return static_cast<int>(rng() % static_cast<std::uint32_t>(n));
}

int run_through(const Board& board, Point p, Direction d, Stone s) {
    int n = 1;
    for (int sign : {-1, 1}) {
        for (Point q{p.x + sign * d.dx, p.y + sign * d.dy}; board.inside(q) && board.at(q) == s;
             q = {q.x + sign * d.dx, q.y + sign * d.dy}) {
            ++n;
        }
    }
    return n;
}

bool would_make_five_or_more(const Board& board, Point p, Stone s) {
    for (Direction d : kDirections) {
        if (run_through(board, p, d, s) >= 5) {
            return true;
        }
    }
    return false;
}

bool has_five_or_more(const Board& board) {
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p{x, y};
            if (board.at(p) != Stone::Empty && would_make_five_or_more(board, p, board.at(p))) {
                return true;
            }
        }
    }
    return false;
}

struct Recipe {
    int density_percent; // stones per point of the region, 5..45
    int black_percent;   // share of Black among the stones, 45..80
    int region;          // side of the square the stones go in (clusters make shapes)
    int grow_percent;    // chance a Black stone is put next to a Black stone already there
    bool avoid_fives;    // never put a stone that makes five or more of its colour
};

Recipe random_recipe(std::mt19937& rng, int size) {
    Recipe r{};
    r.density_percent = 5 + below(rng, 41);
    r.black_percent = 45 + below(rng, 36);
    r.region = below(rng, 3) == 0 ? size : 7 + below(rng, size - 6);
    r.grow_percent = below(rng, 2) == 0 ? 0 : 30 + below(rng, 50);
    r.avoid_fives = below(rng, 2) == 0;
    return r;
}

Board random_position(std::mt19937& rng, int size, const Recipe& r) {
    Board board(size);
    const int x0 = below(rng, size - r.region + 1);
    const int y0 = below(rng, size - r.region + 1);
    const int target = r.region * r.region * r.density_percent / 100;
    std::vector<Point> black;
    int placed = 0;
    for (int attempt = 0; placed < target && attempt < 20 * target + 100; ++attempt) {
        const Stone s = below(rng, 100) < r.black_percent ? Stone::Black : Stone::White;
        Point p{x0 + below(rng, r.region), y0 + below(rng, r.region)};
        if (s == Stone::Black && !black.empty() && below(rng, 100) < r.grow_percent) {
            // One or two points from a Black stone along a line: makes twos, threes, fours.
            const Point from =
                black[static_cast<std::size_t>(below(rng, static_cast<int>(black.size())))];
            const Direction d = kDirections[below(rng, 4)];
            const int step = (below(rng, 2) == 0 ? -1 : 1) * (1 + below(rng, 2));
            p = {from.x + step * d.dx, from.y + step * d.dy};
        }
        if (!board.is_empty(p) || (r.avoid_fives && would_make_five_or_more(board, p, s))) {
            continue;
        }
        board.set(p, s);
        if (s == Stone::Black) {
            black.push_back(p);
        }
        ++placed;
    }
    return board;
}

struct Tally {
    long long points = 0;
    long long kinds[4] = {};
    int positions = 0;
    int positions_with_five = 0;
    int positions_with_forbidden = 0;
    int mismatches = 0;
    int list_mismatches = 0;
};

void judge_position(const Board& board, Tally& tally) {
    std::vector<Point> expected_list;
    bool any = false;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p{x, y};
            if (!board.is_empty(p)) {
                continue;
            }
            ++tally.points;
            const Forbidden fast = forbidden_kind(board, p);
            const Forbidden slow = reference_forbidden_kind(board, p);
            ++tally.kinds[static_cast<int>(slow)];
            if (fast != Forbidden::None) {
                expected_list.push_back(p);
                any = true;
            }
            if (fast != slow || is_forbidden(board, p) != (fast != Forbidden::None)) {
                if (++tally.mismatches <= 10) {
                    std::ostringstream msg;
                    msg << "position " << tally.positions << ", " << board.size() << "x"
                        << board.size() << ", point " << point_name(p) << ":\n"
                        << "  forbidden_kind:           " << kind_name(fast) << "\n"
                        << "  reference_forbidden_kind: " << kind_name(slow) << "\n"
                        << "  is_forbidden:             " << is_forbidden(board, p) << "\n"
                        << to_diagram(board, p);
                    FAIL_CHECK(msg.str());
                }
            }
        }
    }
    if (forbidden_points(board) != expected_list && ++tally.list_mismatches <= 3) {
        FAIL_CHECK("forbidden_points differs from forbidden_kind in position "
                   << tally.positions << ":\n"
                   << to_diagram(board));
    }
    tally.positions_with_forbidden += any;
    tally.positions_with_five += has_five_or_more(board);
    ++tally.positions;
}

} // namespace

TEST_CASE("Renju: the fast forbidden-point test agrees with the reference on random positions",
          "[renju][differential]") {
    std::mt19937 rng(20240611u);
    Tally tally;
    for (int size : {15, 19}) {
        for (int i = 0; i < kPositionsPerSize; ++i) {
            const Recipe recipe = random_recipe(rng, size);
            judge_position(random_position(rng, size, recipe), tally);
        }
    }
    std::cout << "renju differential: " << tally.positions << " positions ("
              << tally.positions_with_five << " with a five or more on the board, "
              << tally.positions_with_forbidden << " with a forbidden point), " << tally.points
              << " empty points: " << tally.kinds[0] << " allowed, " << tally.kinds[1]
              << " double three, " << tally.kinds[2] << " double four, " << tally.kinds[3]
              << " overline\n";
    CHECK(tally.mismatches == 0);
    CHECK(tally.list_mismatches == 0);
    REQUIRE(tally.positions == 2 * kPositionsPerSize);
    // Not vacuous: every kind turns up often, and both kinds of position occur.
    CHECK(tally.kinds[static_cast<int>(Forbidden::DoubleThree)] >= 1000);
    CHECK(tally.kinds[static_cast<int>(Forbidden::DoubleFour)] >= 1000);
    CHECK(tally.kinds[static_cast<int>(Forbidden::Overline)] >= 1000);
    CHECK(tally.positions_with_five >= 500);
    CHECK(tally.positions - tally.positions_with_five >= 500);
}
