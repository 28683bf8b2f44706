#include "test_support/catch.hpp"

#include "core/notation.hpp"
#include "core/opening.hpp"
#include "core/renju_openings.hpp"
#include "core/sgf.hpp"

#include <set>

using namespace gomoku;

namespace {

Point at(const char* text) {
    return *parse_notation(text, 15);
}

void place_all(Opening& opening, Game& game, std::initializer_list<const char*> points) {
    for (const char* p : points) {
        REQUIRE(opening.place(game, at(p)));
    }
}

} // namespace

TEST_CASE("The 26 renju openings: 13 direct and 13 indirect, every central third stone is one") {
    const auto openings = renju_openings();
    REQUIRE(openings.size() == 26);
    CHECK(std::count_if(openings.begin(), openings.end(), [](auto& o) { return o.direct; }) == 13);
    CHECK(openings[3].name == "Kagetsu");
    CHECK(openings[3].japanese == "花月");
    CHECK(openings[19].name == "Hogetsu");
    CHECK(openings[19].chinese == "浦月");
    CHECK(openings[0].name == "Kansei");  // 1-2-3 in a straight line
    CHECK(openings[13].name == "Chosei"); // 1-2-3 on a diagonal
    // Each opening names itself back, and stone 3 anywhere in the central 5x5 (with stone 2
    // in any of the 8 places next to the centre) is exactly one of them.
    for (std::size_t i = 0; i < openings.size(); ++i) {
        const auto stones = renju_opening_stones(i, 15);
        CHECK(identify_renju_opening(stones, 15) == i);
    }
    const Point c{7, 7};
    for (int wx = -1; wx <= 1; ++wx) {
        for (int wy = -1; wy <= 1; ++wy) {
            if (wx == 0 && wy == 0) {
                continue;
            }
            std::set<std::size_t> found;
            int thirds = 0;
            for (int x = -2; x <= 2; ++x) {
                for (int y = -2; y <= 2; ++y) {
                    const Point white{c.x + wx, c.y + wy};
                    const Point black{c.x + x, c.y + y};
                    if (black == c || black == white) {
                        continue;
                    }
                    const Point stones[] = {c, white, black};
                    const auto id = identify_renju_opening(stones, 15);
                    REQUIRE(id);
                    CHECK(openings[*id].direct == (wx == 0 || wy == 0));
                    found.insert(*id);
                    ++thirds;
                }
            }
            CHECK(thirds == 23);
            CHECK(found.size() == 13); // all 13 of the kind, some twice (mirror images)
        }
    }
    const Point far[] = {c, {8, 8}, {10, 7}};
    CHECK_FALSE(identify_renju_opening(far, 15));
    const Point off_centre[] = {{6, 7}, {7, 7}, {8, 8}};
    CHECK_FALSE(identify_renju_opening(off_centre, 15));
}

TEST_CASE("Opening rule ids") {
    for (OpeningRule rule : kAllOpeningRules) {
        CHECK(parse_opening_rule(opening_rule_id(rule)) == rule);
    }
    CHECK_FALSE(parse_opening_rule("swap3"));
}

TEST_CASE("No opening rule: the first player is Black and plays at once") {
    Game game;
    Opening opening;
    CHECK(opening.step(game) == OpeningStep::Play);
    CHECK(opening.over(game));
    CHECK(opening.colour_of(Player::First) == Stone::Black);
    CHECK(opening.actor(game) == Player::First);
    REQUIRE(opening.place(game, at("h8")));
    CHECK(opening.actor(game) == Player::Second);
}

TEST_CASE("Swap: three stones by the first player, then the second chooses") {
    Game game;
    Opening opening(OpeningRule::Swap);
    CHECK(opening.step(game) == OpeningStep::Place);
    CHECK(opening.actor(game) == Player::First);
    CHECK(opening.stones_to_place(game) == 3);
    CHECK_FALSE(opening.choose_colour(game, Stone::Black)); // not yet
    place_all(opening, game, {"h8", "a1", "j10"});
    CHECK(game.board().at(at("a1")) == Stone::White);
    CHECK(opening.step(game) == OpeningStep::ChooseColour);
    CHECK(opening.actor(game) == Player::Second);
    CHECK_FALSE(opening.place(game, at("c3"))); // a choice first
    CHECK_FALSE(opening.colours_decided(game));

    SECTION("the second takes Black: the first is White and moves next") {
        REQUIRE(opening.choose_colour(game, Stone::Black));
        CHECK(opening.colour_of(Player::Second) == Stone::Black);
        CHECK(opening.colour_of(Player::First) == Stone::White);
        CHECK(opening.step(game) == OpeningStep::Play);
        CHECK(opening.actor(game) == Player::First);
        CHECK(opening.over(game));
        REQUIRE(opening.place(game, at("c3")));
        CHECK(opening.actor(game) == Player::Second);
        // Undo: the stone, then the choice, then the stones one by one.
        REQUIRE(opening.undo(game));
        CHECK(opening.step(game) == OpeningStep::Play);
        REQUIRE(opening.undo(game));
        CHECK(opening.step(game) == OpeningStep::ChooseColour);
        CHECK(opening.colour_of(Player::First) == Stone::Black);
        CHECK_FALSE(opening.can_redo(game)); // redo would skip the choice
        REQUIRE(opening.undo(game));
        CHECK(game.move_count() == 2);
        CHECK(opening.step(game) == OpeningStep::Place);
        CHECK(opening.can_redo(game));
        REQUIRE(opening.redo(game));
        CHECK(opening.step(game) == OpeningStep::ChooseColour);
    }
    SECTION("the second takes White: White (the second) moves next") {
        REQUIRE(opening.choose_colour(game, Stone::White));
        CHECK(opening.colour_of(Player::Second) == Stone::White);
        CHECK(opening.actor(game) == Player::Second);
    }
}

TEST_CASE("Swap2: every branch") {
    Game game;
    Opening opening(OpeningRule::Swap2);
    place_all(opening, game, {"h8", "h9", "j10"});
    CHECK(opening.step(game) == OpeningStep::ChooseSwap2);
    CHECK(opening.actor(game) == Player::Second);

    SECTION("take White: the second plays move 4") {
        REQUIRE(opening.choose_swap2(game, Swap2Option::TakeWhite));
        CHECK(opening.colour_of(Player::Second) == Stone::White);
        CHECK(opening.actor(game) == Player::Second);
        CHECK(opening.over(game));
    }
    SECTION("take Black: the first is White and plays move 4") {
        REQUIRE(opening.choose_swap2(game, Swap2Option::TakeBlack));
        CHECK(opening.colour_of(Player::Second) == Stone::Black);
        CHECK(opening.actor(game) == Player::First);
        CHECK(game.to_move() == Stone::White);
    }
    SECTION("two more stones: the second places White and Black, the first chooses") {
        REQUIRE(opening.choose_swap2(game, Swap2Option::PlaceTwo));
        CHECK(opening.step(game) == OpeningStep::Place);
        CHECK(opening.actor(game) == Player::Second);
        CHECK(opening.stones_to_place(game) == 2);
        CHECK_FALSE(opening.colours_decided(game));
        place_all(opening, game, {"g7", "k11"});
        CHECK(game.board().at(at("g7")) == Stone::White);
        CHECK(game.board().at(at("k11")) == Stone::Black);
        CHECK(opening.step(game) == OpeningStep::ChooseColour);
        CHECK(opening.actor(game) == Player::First);
        SECTION("the first takes White and plays move 6") {
            REQUIRE(opening.choose_colour(game, Stone::White));
            CHECK(opening.colour_of(Player::First) == Stone::White);
            CHECK(opening.actor(game) == Player::First);
        }
        SECTION("the first takes Black: the second (White) plays move 6") {
            REQUIRE(opening.choose_colour(game, Stone::Black));
            CHECK(opening.colour_of(Player::First) == Stone::Black);
            CHECK(opening.actor(game) == Player::Second);
            // Undo back through the whole opening.
            int undos = 0;
            while (opening.can_undo(game)) {
                REQUIRE(opening.undo(game));
                ++undos;
            }
            CHECK(undos == 7); // colour, 2 stones, option, 3 stones
            CHECK(opening.events().empty());
            CHECK(opening.step(game) == OpeningStep::Place);
            CHECK(opening.actor(game) == Player::First);
        }
    }
}

TEST_CASE("Renju26: the RIF opening with the fifth-move offer") {
    Game game(15, Rule::Renju);
    Opening opening(OpeningRule::Renju26);
    CHECK_FALSE(opening.may_place(game, at("h9"))); // stone 1 on the centre only
    REQUIRE(opening.place(game, at("h8")));
    CHECK_FALSE(opening.may_place(game, at("h10"))); // stone 2 next to it
    REQUIRE(opening.place(game, at("i9")));
    CHECK_FALSE(opening.may_place(game, at("k8"))); // stone 3 in the central 5x5
    REQUIRE(opening.place(game, at("i7")));
    CHECK(identify_renju_opening(game.moves(), 15) == 19); // Hogetsu
    CHECK(opening.step(game) == OpeningStep::ChooseColour);
    CHECK(opening.actor(game) == Player::Second);
    REQUIRE(opening.choose_colour(game, Stone::Black)); // the second swaps
    CHECK(opening.actor(game) == Player::First);        // White now: move 4
    CHECK_FALSE(opening.over(game));
    REQUIRE(opening.place(game, at("j8")));
    CHECK(opening.step(game) == OpeningStep::OfferFifth);
    CHECK(opening.actor(game) == Player::Second); // Black's player offers
    CHECK_FALSE(opening.place(game, at("g9")));   // offered, not played
    REQUIRE(opening.offer_fifth(game, at("g9")));
    CHECK_FALSE(opening.offer_fifth(game, at("g9")));
    REQUIRE(opening.offer_fifth(game, at("f6")));
    CHECK(opening.step(game) == OpeningStep::ChooseFifth);
    CHECK(opening.actor(game) == Player::First); // White picks
    CHECK_FALSE(opening.choose_fifth(game, at("a1")));
    REQUIRE(opening.choose_fifth(game, at("f6")));
    CHECK(game.board().at(at("f6")) == Stone::Black);
    CHECK(opening.over(game));
    CHECK(opening.actor(game) == Player::First); // White plays move 6
    // Undo: the fifth stone, each offer, move 4, the choice.
    REQUIRE(opening.undo(game));
    CHECK(opening.step(game) == OpeningStep::ChooseFifth);
    REQUIRE(opening.undo(game));
    CHECK(opening.offered(game).size() == 1);
    REQUIRE(opening.undo(game));
    CHECK(opening.offered(game).empty());
    REQUIRE(opening.undo(game));
    CHECK(game.move_count() == 3);
    CHECK(opening.step(game) == OpeningStep::Play);
    REQUIRE(opening.undo(game));
    CHECK(opening.step(game) == OpeningStep::ChooseColour);
}

TEST_CASE("Renju26: two fifth moves that are mirror images are refused") {
    Game game(15, Rule::Renju);
    Opening opening(OpeningRule::Renju26);
    // Kansei (h8 h9 h10) with White's 4 on h7 is symmetric about the h column.
    place_all(opening, game, {"h8", "h9", "h10"});
    REQUIRE(opening.choose_colour(game, Stone::White));
    REQUIRE(opening.place(game, at("h7")));
    REQUIRE(opening.offer_fifth(game, at("g8")));
    CHECK_FALSE(opening.offer_fifth(game, at("i8"))); // g8's mirror
    CHECK(opening.offer_fifth(game, at("j9")));
}

TEST_CASE("The opening round-trips through its record values") {
    Game game(15, Rule::Renju);
    Opening opening(OpeningRule::Renju26);
    place_all(opening, game, {"h8", "i9", "i7"});
    REQUIRE(opening.choose_colour(game, Stone::White));
    REQUIRE(opening.place(game, at("j8")));
    REQUIRE(opening.offer_fifth(game, at("g9")));
    REQUIRE(opening.offer_fifth(game, at("f6")));
    REQUIRE(opening.choose_fifth(game, at("g9")));
    const auto values = opening_values(opening);
    CHECK(values == std::vector<std::string>{"renju26", "3:white", "4:offer:g9,f6"});
    const auto back = opening_from_values(values, game);
    REQUIRE(back);
    CHECK(back->events() == opening.events());
    CHECK(back->colour_of(Player::First) == Stone::Black);

    Game swapped;
    Opening swap2(OpeningRule::Swap2);
    place_all(swap2, swapped, {"h8", "h9", "j10"});
    REQUIRE(swap2.choose_swap2(swapped, Swap2Option::PlaceTwo));
    place_all(swap2, swapped, {"g7", "k11"});
    REQUIRE(swap2.choose_colour(swapped, Stone::White));
    const auto swap2_values = opening_values(swap2);
    CHECK(swap2_values == std::vector<std::string>{"swap2", "3:swap2:two", "5:white"});
    REQUIRE(opening_from_values(swap2_values, swapped));

    // A record whose choices do not fit its moves is refused with a reason.
    CHECK_FALSE(opening_from_values({"swap2", "2:swap2:two"}, swapped));
    CHECK_FALSE(opening_from_values({"swap3"}, swapped));
    CHECK_FALSE(opening_from_values({"swap", "3:green"}, swapped));
    CHECK(opening_from_values({"swap"}, swapped).error().find("move 4") != std::string::npos);
}

TEST_CASE("SGF keeps the opening in GKOPENING, and reads it back") {
    Game game;
    Opening opening(OpeningRule::Swap2);
    place_all(opening, game, {"h8", "h9", "j10"});
    REQUIRE(opening.choose_swap2(game, Swap2Option::TakeBlack));
    REQUIRE(opening.place(game, at("g7")));
    GameRecord record = to_record(game);
    record.extra.push_back({"GKOPENING", opening_values(opening)});
    const std::string text = write_sgf(record);
    CHECK(text.find("GKOPENING[swap2][3:swap2:black]") != std::string::npos);
    const auto back = read_sgf(text);
    REQUIRE(back);
    const RecordProperty* p = find_property(back->extra, "GKOPENING");
    REQUIRE(p);
    const auto game_back = to_game(*back);
    REQUIRE(game_back);
    const auto opening_back = opening_from_values(p->values, *game_back);
    REQUIRE(opening_back);
    CHECK(opening_back->events() == opening.events());
    CHECK(opening_back->colour_of(Player::Second) == Stone::Black);
}
