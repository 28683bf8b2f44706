// The search's incremental board: every make/unmake must leave exactly what a fresh
// recount of the same position gives.

#include "test_support/catch.hpp"

#include "ai/board_state.hpp"
#include "ai/eval_corrections.hpp"
#include "ai/order_corrections.hpp"
#include "ai/zobrist.hpp"

#include <algorithm>
#include <random>
#include <vector>

using namespace gomoku;
using namespace gomoku::ai;

namespace {

// Colour s's four line shapes at a cell, sorted as the tables' rows are.
std::array<std::uint8_t, 4> sorted_shapes(const BoardState& state, Stone s, int idx) {
    std::array<std::uint8_t, 4> shapes{};
    for (int dir = 0; dir < 4; ++dir) {
        shapes[static_cast<std::size_t>(dir)] = static_cast<std::uint8_t>(state.shape(s, dir, idx));
    }
    std::sort(shapes.begin(), shapes.end());
    return shapes;
}

// The correction (eval_corrections.hpp) of a cell's shapes for colour s, for the attack
// sum or the guard one, under the state's rule (renju: colour s's own rows).
int correction(const BoardState& state, Stone s, int idx, bool attack) {
    const std::array<std::uint8_t, 4> shapes = sorted_shapes(state, s, idx);
    for (const EvalCorrection& c : eval_corrections(state.rule(), s)) {
        if (c.shapes == shapes) {
            return attack ? c.attack : c.guard;
        }
    }
    return 0;
}

// A cell's order value for colour s's shapes from scratch: as s's move (mine) or as a
// block of them, its counts weighed by kOrderWeights plus its row of kOrderCorrections (one
// table for every rule and colour).
int ordered(const BoardState& state, Stone s, int idx, bool mine) {
    const std::array<int, kEvalFeatures> counts = eval_counts(state.threat(s, idx));
    const std::array<int, kEvalFeatures>& weights =
        mine ? kOrderWeights.mine : kOrderWeights.theirs;
    int sum = 0;
    for (std::size_t f = 0; f < kEvalFeatures; ++f) {
        sum += counts[f] * weights[f];
    }
    const std::array<std::uint8_t, 4> shapes = sorted_shapes(state, s, idx);
    for (const OrderCorrection& c : kOrderCorrections) {
        if (c.shapes == shapes) {
            sum += mine ? c.mine : c.theirs;
        }
    }
    return sum;
}

// The evaluation's sum for colour s from the cells' counts, the weights and the
// corrections, from scratch.
int summed(const BoardState& state, Stone s, bool attack) {
    const std::array<int, kEvalFeatures>& weights =
        attack ? kEvalWeights.attack : kEvalWeights.guard;
    int sum = 0;
    for (int idx = state.first_cell(); idx < state.end_cell(); ++idx) {
        if (state.on_board(idx) && state.empty(idx)) {
            const std::array<int, kEvalFeatures> counts = eval_counts(state.threat(s, idx));
            for (std::size_t f = 0; f < kEvalFeatures; ++f) {
                sum += counts[f] * weights[f];
            }
            sum += correction(state, s, idx, attack);
        }
    }
    return sum;
}

// Compares every cell's shapes and threat summary, the evaluation's sums and the key.
void require_same(const BoardState& live, const Board& board, Rule rule) {
    const BoardState fresh(board, rule);
    REQUIRE(live.key() == position_key(board));
    REQUIRE(live.key() == fresh.key());
    REQUIRE(live.stone_count() == board.stone_count());
    for (Stone s : {Stone::Black, Stone::White}) {
        REQUIRE(live.attack(s) == fresh.attack(s));
        REQUIRE(live.guard(s) == fresh.guard(s));
        REQUIRE(live.attack(s) == summed(fresh, s, true));
        REQUIRE(live.guard(s) == summed(fresh, s, false));
    }
    // The scans for moves visit near_area(): it must hold every empty cell near a stone,
    // in board order.
    std::vector<int> area;
    for (const int idx : live.near_area()) {
        REQUIRE(live.is_cell(idx));
        area.push_back(idx);
    }
    REQUIRE(std::is_sorted(area.begin(), area.end()));
    // The threat sets: exactly the empty cells of each class, every one of them in the
    // area the scans visit, and the same as a fresh state's.
    for (Stone s : {Stone::Black, Stone::White}) {
        REQUIRE(live.five_cells(s) == fresh.five_cells(s));
        REQUIRE(live.four_cells(s) == fresh.four_cells(s));
        REQUIRE(live.double_threat_cells(s) == fresh.double_threat_cells(s));
        REQUIRE(live.three_three_cells(s) == fresh.three_three_cells(s));
        for (const CellSet* set : {&live.five_cells(s), &live.four_cells(s),
                                   &live.double_threat_cells(s), &live.three_three_cells(s)}) {
            std::vector<int> walked;
            set->walk([&](int idx) {
                walked.push_back(idx);
                return true;
            });
            REQUIRE(static_cast<int>(walked.size()) == set->count());
            REQUIRE(std::is_sorted(walked.begin(), walked.end()));
            REQUIRE((walked.empty() ? -1 : walked.front()) == set->first());
            for (int idx : walked) {
                REQUIRE(live.is_cell(idx));
                REQUIRE(live.empty(idx));
                REQUIRE(std::binary_search(area.begin(), area.end(), idx));
            }
        }
    }
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const int idx = live.index({x, y});
            REQUIRE(live.at(idx) == board.at({x, y}));
            REQUIRE(live.near_stones(idx) == fresh.near_stones(idx));
            if (board.at({x, y}) != Stone::Empty) {
                for (Stone s : {Stone::Black, Stone::White}) {
                    REQUIRE_FALSE(live.four_cells(s).contains(idx));
                    REQUIRE_FALSE(live.three_three_cells(s).contains(idx));
                }
                continue;
            }
            for (Stone s : {Stone::Black, Stone::White}) {
                const CellThreat& t = fresh.threat(s, idx);
                REQUIRE(live.five_cells(s).contains(idx) == (t.fives > 0));
                REQUIRE(live.four_cells(s).contains(idx) == t.makes_four());
                REQUIRE(live.double_threat_cells(s).contains(idx) == t.double_threat());
                REQUIRE(live.three_three_cells(s).contains(idx) ==
                        (t.fives == 0 && t.fours == 0 && t.open_threes >= 2));
            }
            if (fresh.near_stones(idx)) {
                REQUIRE(std::binary_search(area.begin(), area.end(), idx));
            }
            for (Stone s : {Stone::Black, Stone::White}) {
                for (int k = 0; k < 4; ++k) {
                    REQUIRE(live.shape(s, k, idx) ==
                            line_shape(board, {x, y}, kDirections[k], s, rule));
                }
                const CellThreat& a = live.threat(s, idx);
                const CellThreat& b = fresh.threat(s, idx);
                REQUIRE(a.fives == b.fives);
                REQUIRE(a.open_fours == b.open_fours);
                REQUIRE(a.fours == b.fours);
                REQUIRE(a.open_threes == b.open_threes);
                REQUIRE(a.threes == b.threes);
                REQUIRE(a.overlines == b.overlines);
                REQUIRE(a.value == b.value);
                REQUIRE(a.order_mine == ordered(fresh, s, idx, true));
                REQUIRE(a.order_theirs == ordered(fresh, s, idx, false));
                REQUIRE(live.allowed(idx, s) == is_allowed(board, {x, y}, s, rule));
            }
        }
    }
}

} // namespace

TEST_CASE("incremental patterns equal a full recount through random games", "[ai][board_state]") {
    std::mt19937 rng(12345);
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        for (int size : {7, 15, 19}) {
            CAPTURE(rule_name(rule), size);
            Board board(size);
            BoardState live(board, rule);
            std::vector<Point> played;
            Stone s = Stone::Black;
            const int moves = std::min(size * size - 4, 70);
            for (int i = 0; i < moves; ++i) {
                // Mostly near the centre so shapes form; now and then take a move back.
                Point p;
                do {
                    std::normal_distribution<double> d(size / 2.0, size / 5.0);
                    p = {std::clamp(static_cast<int>(d(rng)), 0, size - 1),
                         std::clamp(static_cast<int>(d(rng)), 0, size - 1)};
                } while (board.at(p) != Stone::Empty);
                live.make(live.index(p), s);
                board.set(p, s);
                played.push_back(p);
                s = opponent(s);
                if (i % 7 == 6) {
                    live.unmake();
                    board.set(played.back(), Stone::Empty);
                    played.pop_back();
                    s = opponent(s);
                }
                if (i % 5 == 0 || i == moves - 1) {
                    require_same(live, board, rule);
                }
            }
            // Unmaking everything gives back the empty board exactly.
            while (!played.empty()) {
                live.unmake();
                board.set(played.back(), Stone::Empty);
                played.pop_back();
            }
            require_same(live, board, rule);
            CHECK(live.key() == 0);
        }
    }
}

TEST_CASE("a state built from a position equals one that played its stones", "[ai][board_state]") {
    Board board(15);
    const Point stones[] = {{7, 7}, {8, 8}, {7, 8}, {6, 6}, {7, 9}, {9, 9}, {7, 6}};
    Stone s = Stone::Black;
    BoardState played(Board(15), Rule::Renju);
    for (Point p : stones) {
        board.set(p, s);
        played.make(played.index(p), s);
        s = opponent(s);
    }
    require_same(played, board, Rule::Renju);
    const BoardState built(board, Rule::Renju);
    CHECK(built.ply_count() == 0); // the given position is the root
    CHECK(played.ply_count() == 7);
}

TEST_CASE("a four-three is a double threat; a four or an open three alone is not",
          "[ai][board_state]") {
    Board board(15);
    // Row 7: White on c8, Black on d8 e8 f8; column g: Black on g6 g7.
    board.set({2, 7}, Stone::White);
    for (Point p : {Point{3, 7}, Point{4, 7}, Point{5, 7}, Point{6, 5}, Point{6, 6}}) {
        board.set(p, Stone::Black);
    }
    const BoardState state(board, Rule::Freestyle);
    const CellThreat& four_three = state.threat(Stone::Black, state.index({6, 7}));
    CHECK(four_three.fours == 1);
    CHECK(four_three.open_threes == 1);
    CHECK(four_three.double_threat());
    const CellThreat& four = state.threat(Stone::Black, state.index({7, 7})); // d8 e8 f8 . h8
    CHECK(four.fours == 1);
    CHECK_FALSE(four.double_threat());
    const CellThreat& open_three = state.threat(Stone::Black, state.index({6, 4})); // g5 g6 g7
    CHECK(open_three.open_threes == 1);
    CHECK_FALSE(open_three.double_threat());
}

TEST_CASE("stones looked at without making them equal stones made", "[ai][board_state]") {
    std::mt19937 rng(20261206);
    int gains = 0;
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        // Freestyle's windows stop four cells out: an overline wins, so the fifth cell
        // never changes a shape there.
        const int reach = rule == Rule::Freestyle ? kReach - 1 : kReach;
        for (int size : {7, 15}) {
            for (int position = 0; position < 6; ++position) {
                CAPTURE(rule_name(rule), size, position);
                Board board(size);
                std::normal_distribution<double> d(size / 2.0, size / 5.0);
                const auto near_centre = [&] {
                    return Point{std::clamp(static_cast<int>(d(rng)), 0, size - 1),
                                 std::clamp(static_cast<int>(d(rng)), 0, size - 1)};
                };
                Stone s = Stone::Black;
                for (int i = 0; i < std::min(size * size / 2, 12 + 4 * position); ++i) {
                    Point p;
                    do {
                        p = near_centre();
                    } while (board.at(p) != Stone::Empty);
                    board.set(p, s);
                    s = opponent(s);
                }
                const BoardState before(board, rule);
                for (int at = before.first_cell(); at < before.end_cell(); ++at) {
                    if (!before.on_board(at) || !before.empty(at) || !before.near_stones(at)) {
                        continue;
                    }
                    for (Stone mover : {Stone::Black, Stone::White}) {
                        // The opponent's stone somewhere near, or (now and then) none.
                        int at2 = -1;
                        if (rng() % 4 != 0) {
                            do {
                                at2 = before.index(near_centre());
                            } while (at2 == at || !before.empty(at2));
                        }
                        BoardState after(board, rule);
                        after.make(at, mover);
                        if (at2 >= 0) {
                            after.make(at2, opponent(mover));
                        }
                        const auto within_reach = [&](int x, int stone) {
                            if (stone < 0) {
                                return false;
                            }
                            const Point a = before.point(x);
                            const Point b = before.point(stone);
                            return std::abs(a.x - b.x) <= kReach && std::abs(a.y - b.y) <= kReach;
                        };
                        for (int x = before.first_cell(); x < before.end_cell(); ++x) {
                            if (!before.on_board(x) || !after.empty(x) ||
                                !(within_reach(x, at) || within_reach(x, at2))) {
                                continue; // farther, no line within a window joins x to a stone
                            }
                            for (Stone viewer : {Stone::Black, Stone::White}) {
                                // Every set of four shapes has one summary, shared by all
                                // states: the same summary is the same object.
                                REQUIRE(&before.threat_with(viewer, x, at, mover, at2,
                                                            opponent(mover)) ==
                                        &after.threat(viewer, x));
                            }
                        }
                        // Every line looked at: the lines line_gains() leaves out have no gains.
                        for (auto [least, through] : {std::pair{Shape::Four, Shape::Three},
                                                      std::pair{Shape::Five, Shape::Four}}) {
                            std::vector<int> expected;
                            for (int k = 0; k < 4; ++k) {
                                for (int j = -reach; j <= reach; ++j) {
                                    const int x = at + j * before.step(k);
                                    if (j != 0 && before.is_cell(x) && after.empty(x) &&
                                        after.shape(mover, k, x) >= least &&
                                        after.shape(mover, k, x) > before.shape(mover, k, x)) {
                                        expected.push_back(x);
                                    }
                                }
                            }
                            std::array<int, 40> points{};
                            const int found = before.line_gains(mover, at, least, through, at2,
                                                                points.data(), 40);
                            REQUIRE(std::vector<int>(points.begin(), points.begin() + found) ==
                                    expected);
                            gains += found;
                        }
                    }
                }
            }
        }
    }
    CHECK(gains > 200); // the gains are not checked only in passing
}
