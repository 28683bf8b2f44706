// The opening rules in the game: the panel's questions for two players, the computer's
// decisions as either player (with an instant scripted search, so the test holds the
// timing), the records, and computer against computer with pause, step and take-over.

#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/choice_scene.hpp"
#include "app/names.hpp"
#include "app/renju_openings_scene.hpp"
#include "app/saved_game.hpp"
#include "app/title_scene.hpp"
#include "core/notation.hpp"
#include "core/renju_openings.hpp"
#include "core/rules.hpp"

#include <atomic>
#include <filesystem>
#include <fstream>
#include <memory>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

Point at(const char* text) {
    return *parse_notation(text, 15);
}

// Answers at once: a legal point near the stones (varied by the seed), with a score the
// test sets (for the side to move).
ai::SearchRunner::SearchFunction instant_search(std::shared_ptr<std::atomic<int>> score) {
    return [score](const ai::SearchRequest& request, const ai::Limits&, const std::atomic<bool>&,
                   const ai::ProgressCallback&) {
        const Board& board = request.board;
        const int n = board.size();
        ai::SearchResult result;
        std::vector<Point> near;
        for (int i = 0; i < n * n; ++i) {
            const Point p{i % n, i / n};
            if (!is_allowed(board, p, request.to_move, request.rule)) {
                continue;
            }
            bool close = board.stone_count() == 0;
            for (int dy = -1; dy <= 1 && !close; ++dy) {
                for (int dx = -1; dx <= 1 && !close; ++dx) {
                    const Point q{p.x + dx, p.y + dy};
                    close = board.inside(q) && board.at(q) != Stone::Empty;
                }
            }
            if (close) {
                near.push_back(p);
            }
        }
        if (!near.empty()) {
            result.move = near[(request.seed + static_cast<std::uint64_t>(board.stone_count())) %
                               near.size()];
        }
        result.score = score->load();
        result.depth = 1;
        return result;
    };
}

// At Master the computer's opening decisions follow its search without noise.
Options opening_options(PlayMode mode, OpeningRule rule, Rule game_rule = Rule::Freestyle) {
    Options o = game_options(mode, ai::Level::Master);
    o.opening = rule;
    o.rule = game_rule;
    o.demo_delay_ms = 0;
    return o;
}

ChoiceScene* choice(App& app) {
    return dynamic_cast<ChoiceScene*>(app.scenes().top());
}

void answer(App& app, std::size_t index) {
    ChoiceScene* c = choice(app);
    REQUIRE(c);
    REQUIRE(index < c->answer_count());
    click_rect(c->button(index).rect, app.pixel_scale());
    run_frames(app, 2);
}

void place(App& app, GameScene& game, std::initializer_list<const char*> points) {
    for (const char* p : points) {
        const std::size_t before =
            game.game().move_count() + game.opening().offered(game.game()).size();
        click_point(app, game, at(p));
        REQUIRE(run_until(
            app,
            [&] {
                return game.game().move_count() + game.opening().offered(game.game()).size() >
                       before;
            },
            5));
    }
}

} // namespace

SCENARIO("Two players play swap2 through the panel's questions, and undo through it") {
    const auto window = GENERATE(std::pair{900, 640}, std::pair{480, 800});
    TempPrefs prefs;
    Options o = opening_options(PlayMode::TwoPlayers, OpeningRule::Swap2);
    o.window = window;
    App app(o);
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    const std::string size = std::to_string(window.first) + "x" + std::to_string(window.second);
    CHECK(save_shot(app, "opening_swap2_place_" + size));
    place(app, *game, {"h8", "h9", "j10"});
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "choice"; }, 5));
    CHECK(choice(app)->answer_count() == 4);
    CHECK(save_shot(app, "opening_swap2_options_" + size));
    answer(app, 2); // two more stones
    CHECK(game->opening().actor(game->game()) == Player::Second);
    place(app, *game, {"g7", "k11"});
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "choice"; }, 5));
    CHECK(save_shot(app, "opening_swap2_colour_" + size));
    answer(app, 1); // the first player takes White
    CHECK(game->opening().colour_of(Player::First) == Stone::White);
    CHECK(game->opening().over(game->game()));
    CHECK(top_scene(app) == "game");

    WHEN("the players take back the colour choice") {
        press_key(SDLK_u);
        run_frames(app, 3);
        THEN("the question is asked again, and the stones stay") {
            CHECK(top_scene(app) == "choice");
            CHECK(game->game().move_count() == 5);
            CHECK_FALSE(game->opening().colours_decided(game->game()));
        }
    }
}

SCENARIO("Against the computer: the player opens a swap, the computer chooses its colour") {
    TempPrefs prefs;
    auto score = std::make_shared<std::atomic<int>>(400); // the side to move is better
    App app(opening_options(PlayMode::HumanBlack, OpeningRule::Swap), instant_search(score));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    place(app, *game, {"h8", "h9", "j10"});
    // White is to move and the search likes it: the computer takes White and plays move 4.
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() == 4; }, 5));
    CHECK(game->computer() == Stone::White);
    CHECK(game->human_to_move());
    WHEN("the player takes back") {
        press_key(SDLK_u);
        run_frames(app, 2);
        THEN("the computer's move and its choice go, and the player's last stone") {
            CHECK(game->game().move_count() == 2);
            CHECK(game->opening().events().empty());
            CHECK(game->human_to_move());
        }
    }
}

SCENARIO("Against the computer: the computer opens RIF renju, the player swaps and offers fifths") {
    TempPrefs prefs;
    auto score = std::make_shared<std::atomic<int>>(-50);
    App app(opening_options(PlayMode::HumanWhite, OpeningRule::Renju26, Rule::Renju),
            instant_search(score));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "choice"; }, 10));
    REQUIRE(game->game().move_count() == 3);
    CHECK(identify_renju_opening(game->game().moves(), 15)); // one of the 26
    CHECK(save_shot(app, "opening_renju_colour"));
    answer(app, 0); // the player takes Black: the computer is White and plays move 4
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() == 4 && game->human_to_move(); }, 5));
    CHECK(game->computer() == Stone::White);
    CHECK(game->opening().step(game->game()) == OpeningStep::OfferFifth);
    // Two offers (points far from the others cannot mirror each other here).
    place(app, *game, {"b2", "n3"});
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() >= 6; }, 5));
    const Point fifth = game->game().moves()[4];
    CHECK((fifth == at("b2") || fifth == at("n3")));
    CHECK(game->opening().over(game->game()));
    CHECK(save_shot(app, "opening_renju_after_fifth"));

    WHEN("the game is kept and read back") {
        const SavedGame saved{game->setup(), game->game(), {}, game->opening()};
        const auto back = read_saved_game(saved_game_text(saved));
        REQUIRE(back);
        THEN("the opening's rule and choices come back") {
            CHECK(back->setup.opening == OpeningRule::Renju26);
            CHECK(back->opening.events() == game->opening().events());
            CHECK(back->opening.colour_of(Player::Second) == Stone::Black);
            CHECK(player_name(back->setup, Stone::White, back->opening).rfind("Computer", 0) == 0);
        }
    }
}

SCENARIO("Computer against computer plays to the end with every opening rule", "[long]") {
    const OpeningRule rule =
        GENERATE(from_range(std::begin(kAllOpeningRules), std::end(kAllOpeningRules)));
    INFO(opening_rule_id(rule));
    TempPrefs prefs;
    auto score = std::make_shared<std::atomic<int>>(20);
    App app(opening_options(PlayMode::Computers, rule,
                            rule == OpeningRule::Renju26 ? Rule::Renju : Rule::Freestyle),
            instant_search(score));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    REQUIRE(run_until(
        app, [&] { return game->game().over(); }, 30));
    CHECK(game->opening().over(game->game()));
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "result"; }, 5));
}

SCENARIO("Computer against computer: pause, one step, and take over a side") {
    TempPrefs prefs;
    auto score = std::make_shared<std::atomic<int>>(20);
    App app(opening_options(PlayMode::Computers, OpeningRule::None), instant_search(score));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() >= 4; }, 5));
    press_key(SDLK_p);
    run_frames(app, 5);
    const std::size_t paused_at = game->game().move_count();
    run_frames(app, 20);
    CHECK(game->paused());
    CHECK(game->game().move_count() == paused_at);
    press_key(SDLK_s);
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() == paused_at + 1; }, 5));
    run_frames(app, 20);
    CHECK(game->game().move_count() == paused_at + 1);
    const Stone mine = game->game().to_move();
    press_key(mine == Stone::Black ? SDLK_b : SDLK_w);
    run_frames(app, 5);
    CHECK(game->computer() == opponent(mine));
    CHECK(game->human_to_move());
    CHECK(save_shot(app, "computers_taken_over"));
}

SCENARIO("Ctrl+Q over the opening's question asks once, and the question comes back") {
    TempPrefs prefs;
    App app(opening_options(PlayMode::TwoPlayers, OpeningRule::Swap));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    place(app, *game, {"h8", "h9", "j10"});
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "choice"; }, 5));
    press_key(SDLK_q, KMOD_LCTRL);
    run_frames(app, 2);
    CHECK(top_scene(app) == "confirm");
    CHECK(app.scenes().size() == 2); // the game and one question
    press_key(SDLK_ESCAPE);          // keep playing
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "choice"; }, 5));
    CHECK(app.running());
}

SCENARIO("The title's demo (key D): the computer plays itself, and starts the next game by itself",
         "[long]") {
    TempPrefs prefs;
    {
        // No pause between the demo's moves, so the test sees a whole game quickly.
        std::ofstream settings(std::filesystem::path(SDL_getenv("GOMOKU_PREF_DIR")) /
                               "settings.ini");
        settings << "demo_delay_ms=0\n";
    }
    auto score = std::make_shared<std::atomic<int>>(20);
    Options o;
    o.window = std::pair{900, 640};
    App app(o, instant_search(score));
    app.set_frame_pacing(false);
    run_frames(app, 2);
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);
    press_key(SDLK_d);
    REQUIRE(run_until(
        app, [&] { return game_scene(app) != nullptr; }, 5));
    GameScene* game = game_scene(app);
    CHECK(game->demo());
    CHECK(game->setup().play == PlayMode::Computers);
    CHECK(app.game_setup().play != PlayMode::Computers); // the player's own setup stays
    REQUIRE(run_until(
        app, [&] { return game->game().over(); }, 30));
    REQUIRE(run_until(
        app, [&] { return !game->game().over() && game->game().move_count() < 5; }, 10));
    CHECK(top_scene(app) == "game"); // no result card in the demo
}

SCENARIO("Renju26: key O places one of the 26 openings at random") {
    TempPrefs prefs;
    auto score = std::make_shared<std::atomic<int>>(300);
    App app(opening_options(PlayMode::HumanBlack, OpeningRule::Renju26, Rule::Renju),
            instant_search(score));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    press_key(SDLK_o);
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() >= 3; }, 5));
    const auto id = identify_renju_opening(std::span(game->game().moves()).first(3), 15);
    REQUIRE(id);
    // White to move is good for the computer's search: it keeps White and plays move 4.
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() == 4; }, 5));
    CHECK(game->computer() == Stone::White);
    run_frames(app, 2);
    const std::string name(renju_openings()[*id].name);
    CHECK(save_shot(app, "opening_renju_random_" + name));
}

SCENARIO("Renju26: key L lists the 26 openings by name, and a click places the one picked") {
    TempPrefs prefs;
    auto score = std::make_shared<std::atomic<int>>(300);
    App app(opening_options(PlayMode::HumanBlack, OpeningRule::Renju26, Rule::Renju),
            instant_search(score));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    press_key(SDLK_l);
    run_frames(app, 2);
    auto* list = dynamic_cast<RenjuOpeningsScene*>(app.scenes().top());
    REQUIRE(list);
    // Esc closes it without a stone.
    press_key(SDLK_ESCAPE);
    run_frames(app, 2);
    CHECK(top_scene(app) == "game");
    CHECK(game->game().move_count() == 0);
    // Hogetsu (浦月), the 20th: its button, clicked, places its three stones.
    press_key(SDLK_l);
    run_frames(app, 2);
    list = dynamic_cast<RenjuOpeningsScene*>(app.scenes().top());
    REQUIRE(list);
    constexpr std::size_t kHogetsu = 19;
    CHECK(list->button(kHogetsu).label == "Hogetsu");
    CHECK(save_shot(app, "opening_renju_list"));
    click_rect(list->button(kHogetsu).rect, app.pixel_scale());
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() >= 3; }, 5));
    CHECK(identify_renju_opening(std::span(game->game().moves()).first(3), 15) == kHogetsu);
}

TEST_CASE("The renju openings' names in the app follow core's order", "[renju]") {
    const Translator english;
    const auto openings = renju_openings();
    for (std::size_t i = 0; i < openings.size(); ++i) {
        CHECK(renju_opening_text(english, i) == openings[i].name);
    }
    CHECK(renju_opening_text(english, openings.size()).empty());
}

TEST_CASE("The command line and the settings carry the opening rule and computer vs computer") {
    const auto parsed =
        parse_options({"--opening", "renju26", "--play", "computers", "--demo-delay", "0"});
    REQUIRE(parsed.error.empty());
    CHECK(parsed.options.opening == OpeningRule::Renju26);
    CHECK(parsed.options.play == PlayMode::Computers);
    CHECK(parsed.options.demo_delay_ms == 0);
    CHECK(parsed.options.starts_game());
    CHECK(parse_options({"--opening", "swap3"}).error ==
          "bad value 'swap3' for --opening (expected none, swap, swap2 or renju26)");
    CHECK(parse_options({"--demo"}).options.demo);

    TempPrefs prefs;
    const auto file = std::filesystem::path(SDL_getenv("GOMOKU_PREF_DIR")) / "settings.ini";
    Settings s;
    s.opening = OpeningRule::Swap2;
    s.play = PlayMode::Computers;
    s.second_level = ai::Level::Expert;
    s.demo_delay_ms = 250;
    REQUIRE(write_settings(file, s).empty());
    const LoadedSettings back = read_settings(file);
    CHECK(back.warnings.empty());
    CHECK(back.settings == s);
}
