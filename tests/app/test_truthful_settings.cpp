#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/result_scene.hpp"
#include "app/title_scene.hpp"

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

SCENARIO("After a game from the command line, the title shows that game's setup") {
    TempPrefs prefs;
    Settings saved;
    saved.play = PlayMode::HumanWhite;
    REQUIRE(write_settings(prefs.dir() / "settings.ini", saved).empty());

    Options options; // --size 13 --level expert --rule standard: the colour is the saved one
    options.size = 13;
    options.level = ai::Level::Expert;
    options.rule = Rule::Standard;
    options.window = std::pair{900, 640};
    App app(options);
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    CHECK(game->setup().play == PlayMode::HumanWhite);
    REQUIRE(run_until(
        app, [&] { return game->human_to_move(); }, 20)); // its opening move
    press_key(SDLK_ESCAPE); // only the computer's stone: nothing to lose, no question
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "title"; }, 5));
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);

    THEN("the title shows the game just played, and saved nothing") {
        CHECK(title->choice().size == 13);
        CHECK(title->choice().level == ai::Level::Expert);
        CHECK(title->choice().rule == Rule::Standard);
        CHECK(title->choice().play == PlayMode::HumanWhite);
        CHECK(title->button(TitleScene::kPlay).label == "You play White vs computer");
        CHECK(read_settings(prefs.dir() / "settings.ini").settings == saved);
    }
    WHEN("Play is pressed") {
        click_rect(title->button(TitleScene::kStart).rect, app.pixel_scale());
        REQUIRE(run_until(
            app, [&] { return top_scene(app) == "game"; }, 5));
        THEN("the same game starts again") {
            GameScene* again = game_scene(app);
            REQUIRE(again);
            CHECK(again->game().board().size() == 13);
            CHECK(again->game().rule() == Rule::Standard);
            CHECK(again->setup().level == ai::Level::Expert);
        }
    }
    WHEN("the player changes a setting there") {
        click_rect(title->button(TitleScene::kSize).rect, app.pixel_scale()); // 13 -> 15
        run_frames(app, 2);
        THEN("the whole setup on show is saved") {
            const Settings now = read_settings(prefs.dir() / "settings.ini").settings;
            CHECK(now.size == 15);
            CHECK(now.level == ai::Level::Expert);
            CHECK(now.rule == Rule::Standard);
        }
    }
}

namespace {

// SDL_AUDIODRIVER naming no driver: audio cannot start, as on a machine with no card.
class NoAudio {
  public:
    NoAudio() {
        const char* old = SDL_getenv("SDL_AUDIODRIVER");
        old_ = old ? old : "";
        SDL_setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    }
    ~NoAudio() { SDL_setenv("SDL_AUDIODRIVER", old_.c_str(), 1); }

  private:
    std::string old_;
};

} // namespace

SCENARIO("With no audio device the sound setting says so") {
    TempPrefs prefs;
    NoAudio no_audio;
    {
        App app(Options{});
        app.set_frame_pacing(false);
        run_frames(app, 2);
        auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
        REQUIRE(title);
        CHECK_FALSE(app.audio().has_device());
        CHECK(title->button(TitleScene::kSound).label == "Sound: no audio device");
        CHECK_FALSE(title->button(TitleScene::kSound).enabled);
        CHECK(save_shot(app, "title_no_audio"));
    }
    {
        App app(game_options(PlayMode::TwoPlayers));
        app.set_frame_pacing(false);
        run_frames(app, 2);
        GameScene* game = game_scene(app);
        REQUIRE(game);
        CHECK(game->button(GameScene::kSound).label == "No audio");
        CHECK_FALSE(game->button(GameScene::kSound).enabled);
    }
}

SCENARIO("After Undo move on the result screen, no preview stone stays on the old point") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    // Black a1-e1 against White a15-d15; the fifth black stone wins.
    for (int i = 0; i < 4; ++i) {
        click_point(app, *game, {i, 0});
        run_frames(app, 1);
        click_point(app, *game, {i, 14});
        run_frames(app, 1);
    }
    click_point(app, *game, {4, 0});
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "result"; }, 5));
    auto* result = dynamic_cast<ResultScene*>(app.scenes().top());
    REQUIRE(result);
    // The mouse goes from the board to the card's Undo button and clicks.
    click_rect(result->button(ResultScene::kUndo).rect, app.pixel_scale());
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "game"; }, 5));
    run_frames(app, 2);
    CHECK(game->game().board().at({4, 0}) == Stone::Empty);
    CHECK_FALSE(game->ghost_shown().has_value()); // the pointer is over the panel
    CHECK(save_shot(app, "after_result_undo"));
}
