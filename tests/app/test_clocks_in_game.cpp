// The game clocks in the game scene, on a fake time source: counting for the side to move,
// standing still under a dialog, the flag and its result card, the computer's limits, and
// the autosave and the record keeping the time left.

#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/confirm_scene.hpp"
#include "app/game_layout.hpp"
#include "app/result_scene.hpp"
#include "app/saved_game.hpp"
#include "core/clock_record.hpp"
#include "core/sgf.hpp"

#include <atomic>
#include <fstream>
#include <memory>
#include <mutex>
#include <sstream>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;
using namespace std::chrono_literals;
using std::chrono::milliseconds;

namespace {

// A clock the test moves by hand.
struct FakeTime {
    milliseconds now{1'000'000};
    void attach(App& app) {
        app.set_time_source([this] { return now; });
    }
};

// The title first (the game comes once the fake time is in place), then a game with `clock`.
GameScene& start_game(App& app, FakeTime& time, PlayMode play, const TimeControl& clock) {
    time.attach(app);
    app.set_frame_pacing(false);
    Settings setup = app.game_setup();
    setup.play = play;
    setup.level = ai::Level::Beginner;
    setup.clock = clock;
    app.scenes().replace_all(std::make_unique<GameScene>(app, setup));
    run_frames(app, 2);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    return *game;
}

Options title_start() {
    Options o;
    o.window = std::pair{900, 640};
    return o;
}

// The computer plays the first free point of the top row; it notes the limits it was given.
struct LimitsSeen {
    std::mutex lock;
    std::vector<ai::Limits> seen;
};
ai::SearchRunner::SearchFunction noting_search(std::shared_ptr<LimitsSeen> limits) {
    return [limits](const ai::SearchRequest& request, const ai::Limits& given,
                    const std::atomic<bool>&, const ai::ProgressCallback&) {
        {
            std::lock_guard<std::mutex> hold(limits->lock);
            limits->seen.push_back(given);
        }
        ai::SearchResult result;
        result.move = first_free_from_top(request.board);
        return result;
    };
}

} // namespace

SCENARIO("Two players' clocks count only for the side to move, and add the increment") {
    TempPrefs prefs;
    App app(title_start());
    FakeTime time;
    GameScene& game = start_game(app, time, PlayMode::TwoPlayers, game_clock(60s, 2s));
    const GameClocks& clocks = game.clocks();
    CHECK(clocks.counting() == Stone::Black);
    time.now += 5s;
    run_frames(app, 1);
    CHECK(clocks.left(Stone::Black, time.now) == 55s);
    CHECK(clocks.left(Stone::White, time.now) == 60s);
    click_point(app, game, {7, 7});
    run_frames(app, 1);
    CHECK(clocks.counting() == Stone::White);
    CHECK(clocks.left(Stone::Black, time.now) == 57s);
    time.now += 3s;
    CHECK(clocks.left(Stone::White, time.now) == 57s);
    CHECK(clocks.left(Stone::Black, time.now) == 57s);

    // The panel redraws when a face changes, not every frame: within the second, and at
    // the next tenth under 10 s.
    REQUIRE(run_until(
        app, [&] { return game.redraw_in() > 0; }, 2)); // the stone has settled
    CHECK(game.redraw_in() <= 1.0);
    time.now += 47'950ms; // White: 9.05 s left
    CHECK(game.redraw_in() == Approx(0.051));
    CHECK(save_shot(app, "clocks_low_time"));

    WHEN("a move is taken back, both clocks are as they were") {
        press_key(SDLK_u);
        run_frames(app, 1);
        CHECK(clocks.counting() == Stone::Black);
        CHECK(clocks.left(Stone::Black, time.now) == 60s);
    }
}

SCENARIO("The clocks stand still while a dialog is open") {
    TempPrefs prefs;
    App app(title_start());
    FakeTime time;
    GameScene& game = start_game(app, time, PlayMode::TwoPlayers, game_clock(60s, 0s));
    click_point(app, game, {7, 7});
    run_frames(app, 1);
    time.now += 10s;
    press_key(SDLK_ESCAPE); // "Leave this game?"
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "confirm");
    CHECK(game.clocks().counting() == Stone::Empty);
    time.now += 120s; // far past White's whole time
    run_frames(app, 2);
    CHECK(game.clocks().left(Stone::White, time.now) == 50s);
    press_key(SDLK_ESCAPE); // no: back to the game
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "game");
    CHECK(game.clocks().counting() == Stone::White);
    time.now += 1s;
    CHECK(game.clocks().left(Stone::White, time.now) == 49s);
    CHECK_FALSE(game.over());
}

SCENARIO("A flag ends the game with a result card, and undo takes it back") {
    TempPrefs prefs;
    App app(title_start());
    FakeTime time;
    GameScene& game = start_game(app, time, PlayMode::TwoPlayers, per_move_clock(10s));
    click_point(app, game, {7, 7});
    run_frames(app, 1);
    time.now += 10s; // White thinks too long
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "result"; }, 5));
    CHECK(game.over());
    CHECK(game.out_of_time() == Stone::White);
    CHECK(game.winner() == Stone::Black);
    auto* result = dynamic_cast<ResultScene*>(app.scenes().top());
    REQUIRE(result);
    CHECK(result->headline() == "Black wins on time");
    CHECK(save_shot(app, "clocks_result_on_time"));
    const std::string record = saved_game_text(game.snapshot());
    CHECK(record.find("RE[B+T]") != std::string::npos);
    press_key(SDLK_u); // "Undo move"
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "game"; }, 5));
    CHECK_FALSE(game.over());
    CHECK(game.game().move_count() == 0);
    CHECK(game.clocks().left(Stone::Black, time.now) == 10s);
}

SCENARIO("With losing on time off, a flag is only a note and the game goes on") {
    TempPrefs prefs;
    App app(title_start());
    Settings s = app.settings();
    s.lose_on_time = false;
    app.update_settings(s);
    FakeTime time;
    GameScene& game = start_game(app, time, PlayMode::TwoPlayers, game_clock(30s, 0s));
    time.now += 31s;
    run_frames(app, 2);
    CHECK_FALSE(game.over());
    CHECK(game.notice() == "Black's time is up");
    CHECK(game.clocks().left(Stone::Black, time.now) == 0ms);
    click_point(app, game, {7, 7});
    run_frames(app, 1);
    CHECK(game.game().move_count() == 1);
}

SCENARIO("The computer is given limits that fit its clock") {
    TempPrefs prefs;
    auto seen = std::make_shared<LimitsSeen>();
    App app(title_start(), noting_search(seen));
    FakeTime time;
    GameScene& game = start_game(app, time, PlayMode::HumanBlack, per_move_clock(1s));
    click_point(app, game, {7, 7});
    REQUIRE(run_until(
        app, [&] { return game.game().move_count() == 2; }, 5));
    {
        std::lock_guard<std::mutex> hold(seen->lock);
        REQUIRE(seen->seen.size() == 1);
        CHECK(seen->seen[0].move_time > 0ms);
        CHECK(seen->seen[0].move_time <= 750ms); // a wall before the second is out
    }
    WHEN("the game clock is nearly gone") {
        game.new_game();
        run_frames(app, 1);
        // Back to a game clock of 60 s, with Black (the player) playing at once.
        Settings setup = game.setup();
        setup.clock = game_clock(20s, 0s);
        app.scenes().replace_all(std::make_unique<GameScene>(app, setup));
        run_frames(app, 2);
        GameScene* g = game_scene(app);
        REQUIRE(g);
        click_point(app, *g, {7, 7});
        REQUIRE(run_until(
            app, [&] { return g->game().move_count() == 2; }, 5));
        std::lock_guard<std::mutex> hold(seen->lock);
        const ai::Limits& last = seen->seen.back();
        CHECK(last.move_time <= 20s / 10);
        CHECK(last.match_left > 0ms);
        CHECK(last.match_left < 20s);
    }
}

SCENARIO("The autosave keeps the time left, and a resumed game goes on with it") {
    TempPrefs prefs;
    std::string kept;
    {
        App app(title_start());
        FakeTime time;
        GameScene& game = start_game(app, time, PlayMode::TwoPlayers, game_clock(300s, 3s));
        time.now += 12'300ms;
        click_point(app, game, {7, 7});
        run_frames(app, 1);
        time.now += 4s;
        click_point(app, game, {8, 8});
        run_frames(app, 1);
        time.now += 7'500ms; // Black thinks, then the player opens help (F1): kept then
        press_key(SDLK_F1);
        run_frames(app, 2);
        REQUIRE(top_scene(app) != "game");
        std::ifstream in(app.keeper().autosave_file(), std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        kept = text.str();
    }
    CHECK(kept.find("GKCLOCK[game:300+3]") != std::string::npos);
    CHECK(kept.find("TM[300]") != std::string::npos);
    CHECK(kept.find("BL[287.7]") != std::string::npos);
    CHECK(kept.find("WL[296]") != std::string::npos);
    auto saved = read_saved_game(kept);
    REQUIRE(saved);
    CHECK(saved->setup.clock == game_clock(300s, 3s));
    CHECK(saved->clocks.left(Stone::Black, 0ms) == 283'200ms); // 290.7 - 7.5
    CHECK(saved->clocks.left(Stone::White, 0ms) == 299s);

    App again(title_start());
    FakeTime time;
    time.attach(again);
    again.set_frame_pacing(false);
    again.scenes().replace_all(std::make_unique<GameScene>(again, std::move(saved).value()));
    run_frames(again, 2);
    GameScene* game = game_scene(again);
    REQUIRE(game);
    CHECK(game->clocks().counting() == Stone::Black);
    time.now += 1s;
    CHECK(game->clocks().left(Stone::Black, time.now) == 282'200ms);
}

SCENARIO("--clock starts a game with that time control; a bad one is refused with the forms") {
    const ParsedOptions good = parse_options({"--clock", "game:300+3"});
    REQUIRE(good.error.empty());
    CHECK(good.options.clock == game_clock(300s, 3s));
    CHECK(good.options.starts_game());
    CHECK(parse_options({"--clock=move:30"}).options.clock == per_move_clock(30s));
    const ParsedOptions bad = parse_options({"--clock", "5+3"});
    CHECK(bad.error == "bad value '5+3' for --clock (expected none, move:SECONDS (1-3600) or "
                       "game:SECONDS+INCREMENT, e.g. game:300+3)");
    CHECK(usage_text().find("--clock none|move:S|game:S+I") != std::string::npos);
}

SCENARIO("The time control and losing on time are remembered in the settings") {
    TempPrefs prefs;
    const auto file = prefs.dir() / "settings.ini";
    Settings s;
    s.clock = game_clock(180s, 2s);
    s.lose_on_time = false;
    REQUIRE(write_settings(file, s).empty());
    const LoadedSettings back = read_settings(file);
    CHECK(back.warnings.empty());
    CHECK(back.settings.clock == game_clock(180s, 2s));
    CHECK_FALSE(back.settings.lose_on_time);
    std::ofstream(file) << "clock=game:soon\n";
    const LoadedSettings broken = read_settings(file);
    CHECK(broken.settings.clock == TimeControl{});
    CHECK(broken.warnings.find("ignored 'clock=game:soon'") != std::string::npos);
}

SCENARIO("The clocks' line has room at every window size, beside and under the board") {
    const auto inside = [](const SDL_Rect& inner, const SDL_Rect& outer) {
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
               inner.y + inner.h <= outer.y + outer.h;
    };
    const auto apart = [](const SDL_Rect& a, const SDL_Rect& b) {
        return a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0 || a.x + a.w <= b.x ||
               b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
    };
    for (const auto& [w, h] : {std::pair{480, 480}, std::pair{480, 720}, std::pair{900, 640},
                               std::pair{640, 1000}, std::pair{1920, 1080}}) {
        for (const float scale : {1.0f, 2.0f}) {
            INFO(w << "x" << h << " at scale " << scale);
            const GameLayout g = layout_game(static_cast<int>(w * scale),
                                             static_cast<int>(h * scale), scale, 6, true);
            CHECK(g.clocks.h > 0);
            CHECK(inside(g.clocks, g.panel));
            for (const SDL_Rect& other : g.text_boxes()) {
                if (&other != &g.clocks && !(other.x == g.clocks.x && other.y == g.clocks.y)) {
                    CHECK(apart(g.clocks, other));
                }
            }
            for (const SDL_Rect& button : g.buttons) {
                CHECK(apart(g.clocks, button));
            }
            CHECK(layout_game(static_cast<int>(w * scale), static_cast<int>(h * scale), scale, 6)
                      .clocks.h == 0);
        }
    }
}
