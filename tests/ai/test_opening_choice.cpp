#include "test_support/catch.hpp"

#include "ai/opening_choice.hpp"
#include "core/notation.hpp"

using namespace gomoku;
using namespace gomoku::ai;

namespace {

Point at(const char* text) {
    return *parse_notation(text, 15);
}

// A stand-in for the search: a fixed score, or one that depends on the stones (so
// placements differ), counted.
struct FakeJudge {
    int fixed = 0;
    bool by_position = false;
    int calls = 0;
    PositionJudge judge() {
        return [this](const SearchRequest& r, const Limits&) {
            ++calls;
            if (!by_position) {
                return fixed;
            }
            int sum = 0;
            for (int y = 0; y < r.board.size(); ++y) {
                for (int x = 0; x < r.board.size(); ++x) {
                    if (r.board.at({x, y}) == r.to_move) {
                        sum += (x * 37 + y * 11) % 23;
                    }
                }
            }
            return sum * 20 - 200;
        };
    }
};

// The first free point nearest h8 that the opening allows: a plain "move" for these tests.
Point some_move(const Game& game, const Opening& opening) {
    for (int r = 0; r < 15; ++r) {
        for (int y = 7 - r; y <= 7 + r; ++y) {
            for (int x = 7 - r; x <= 7 + r; ++x) {
                if (game.board().inside({x, y}) && opening.may_place(game, {x, y})) {
                    return {x, y};
                }
            }
        }
    }
    return kNoPoint;
}

} // namespace

TEST_CASE("The chooser takes the colour its search prefers") {
    Game game;
    Opening opening(OpeningRule::Swap);
    for (const char* p : {"h8", "h9", "j10"}) {
        REQUIRE(opening.place(game, at(p)));
    }
    FakeJudge good{300};
    auto d = decide_opening(game, opening, Level::Master, 1, good.judge());
    CHECK(d.step == OpeningStep::ChooseColour);
    CHECK(d.colour == Stone::White); // White is to move and the search likes it
    CHECK(good.calls == 1);
    FakeJudge bad{-300};
    d = decide_opening(game, opening, Level::Master, 1, bad.judge());
    CHECK(d.colour == Stone::Black);
    REQUIRE(apply_opening_decision(d, game, opening));
    CHECK(opening.colour_of(Player::Second) == Stone::Black);
}

TEST_CASE("Swap2's second player: White, Black, or two more stones when it is close") {
    Game game;
    Opening opening(OpeningRule::Swap2);
    for (const char* p : {"h8", "h9", "j10"}) {
        REQUIRE(opening.place(game, at(p)));
    }
    FakeJudge white{400}, black{-400}, close{30};
    CHECK(decide_opening(game, opening, Level::Master, 1, white.judge()).option ==
          Swap2Option::TakeWhite);
    CHECK(decide_opening(game, opening, Level::Master, 1, black.judge()).option ==
          Swap2Option::TakeBlack);
    const auto d = decide_opening(game, opening, Level::Master, 1, close.judge());
    CHECK(d.option == Swap2Option::PlaceTwo);
    REQUIRE(apply_opening_decision(d, game, opening));
    CHECK(opening.actor(game) == Player::Second);
}

TEST_CASE("The placer picks the most even position among its candidates") {
    Game game;
    Opening opening(OpeningRule::Swap);
    REQUIRE(opening.place(game, at("h8")));
    FakeJudge judge{0, true};
    const auto d = decide_opening(game, opening, Level::Master, 7, judge.judge());
    REQUIRE(d.points.size() == 1);
    CHECK(opening.may_place(game, d.points.front()));
    CHECK(judge.calls > 1);
    // No candidate it judged was more even than the one it took.
    SearchRequest r;
    r.board = game.board();
    r.board.set(d.points.front(), Stone::White);
    r.to_move = Stone::Black;
    const int chosen = std::abs(judge.judge()(r, {}));
    OpeningPlanner planner(game, opening, Level::Master, 7);
    while (const SearchRequest* next = planner.next()) {
        const int score = judge.judge()(*next, {});
        CHECK(std::abs(score) >= chosen);
        planner.take(score);
    }
}

TEST_CASE("Renju26 fifth moves: two offers that do not mirror each other, White takes the better") {
    Game game(15, Rule::Renju);
    Opening opening(OpeningRule::Renju26);
    for (const char* p : {"h8", "h9", "h10"}) {
        REQUIRE(opening.place(game, at(p)));
    }
    REQUIRE(opening.choose_colour(game, Stone::White));
    REQUIRE(opening.place(game, at("h7"))); // symmetric position: mirrors are likely
    FakeJudge judge{0, true};
    const auto offer = decide_opening(game, opening, Level::Master, 3, judge.judge());
    REQUIRE(offer.points.size() == 2);
    REQUIRE(apply_opening_decision(offer, game, opening));
    CHECK(opening.step(game) == OpeningStep::ChooseFifth);
    const auto pick = decide_opening(game, opening, Level::Master, 3, judge.judge());
    REQUIRE(pick.points.size() == 1);
    REQUIRE(apply_opening_decision(pick, game, opening));
    CHECK(game.move_count() == 5);
    CHECK(opening.over(game));
}

TEST_CASE("Computer against computer through every opening rule at every level: always legal") {
    for (OpeningRule rule : kAllOpeningRules) {
        for (Level level : kAllLevels) {
            for (int fixed : {-400, 30, 400}) {
                Game game(15, rule == OpeningRule::Renju26 ? Rule::Renju : Rule::Freestyle);
                Opening opening(rule);
                FakeJudge judge{fixed, fixed == 30};
                int steps = 0;
                while (!opening.over(game) && steps < 20) {
                    ++steps;
                    if (is_opening_decision(game, opening)) {
                        const auto d = decide_opening(
                            game, opening, level, static_cast<std::uint64_t>(steps), judge.judge());
                        INFO(opening_rule_id(rule) << " " << level_id(level) << " step " << steps);
                        REQUIRE(apply_opening_decision(d, game, opening));
                    } else {
                        REQUIRE(opening.place(game, some_move(game, opening)));
                    }
                }
                CHECK(opening.over(game));
                CHECK(opening.colours_decided(game));
            }
        }
    }
}

TEST_CASE("The engine judges an opening position quickly") {
    Engine engine(4);
    Game game;
    Opening opening(OpeningRule::Swap2);
    const auto judge = engine_judge(engine);
    while (opening.step(game) != OpeningStep::ChooseSwap2) {
        REQUIRE(apply_opening_decision(decide_opening(game, opening, Level::Beginner, 5, judge),
                                       game, opening));
    }
    CHECK(game.move_count() == 3);
    REQUIRE(apply_opening_decision(decide_opening(game, opening, Level::Beginner, 5, judge), game,
                                   opening));
}
