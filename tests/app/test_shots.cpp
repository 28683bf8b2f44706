// Screenshots of every scene, in each language, at the largest and the smallest window, for
// a person to look at (issue 16: nothing cut off, overlapping or missing a glyph). Hidden
// from the normal run ([.shots]); under Xvfb with the real X11 driver:
//
//   xvfb-run -a -s "-screen 0 1600x1000x24" env SDL_VIDEODRIVER=x11 build/tests/app_tests "[.shots]"
//
// writes build/screenshots/lang_<language>_<width>x<height>_<scene>.png.

#include "harness.hpp"

#include "app/games_scene.hpp"
#include "app/help_scene.hpp"
#include "app/message_scene.hpp"
#include "app/settings_scene.hpp"
#include "app/stats_scene.hpp"

#include "test_support/catch.hpp"

#include <fstream>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

void shoot(App& app, const std::string& prefix, const std::string& scene) {
    run_frames(app, 3);
    CHECK(save_shot(app, "lang_" + prefix + "_" + scene));
}

void push_and_shoot(App& app, const std::string& prefix, const std::string& scene,
                    std::unique_ptr<Scene> pushed) {
    app.scenes().push(std::move(pushed));
    app.scenes().apply();
    shoot(app, prefix, scene);
    app.scenes().pop();
    app.scenes().apply();
}

void click(App& app, GameScene& game, Point p) {
    click_point(app, game, p);
    run_frames(app, 2);
}

} // namespace

TEST_CASE("screenshots of every scene in each language", "[.shots]") {
    const std::string language = GENERATE("zh_CN", "en");
    const auto [w, h] =
        GENERATE(std::pair{1280, 800}, std::pair{kMinWindowWidth, kMinWindowHeight});
    const std::string prefix = language + "_" + std::to_string(w) + "x" + std::to_string(h);
    TempPrefs prefs;
    std::ofstream(prefs.dir() / "statistics.ini")
        << "freestyle 15 master: 12 3 8 1 -2 2\nrenju 19 easy: 4 4 0 0 4 4\n";
    Options options;
    options.language = language;
    options.window = std::pair{w, h};
    App app(options);
    app.set_frame_pacing(false);
    SDL_SetWindowSize(app.window(), w, h);
    shoot(app, prefix, "title");
    push_and_shoot(app, prefix, "settings", std::make_unique<SettingsScene>(app));
    for (auto [page, name] :
         {std::pair{HelpScene::kRules, "help_rules"}, std::pair{HelpScene::kKeys, "help_keys"},
          std::pair{HelpScene::kAbout, "help_about"}}) {
        push_and_shoot(app, prefix, name, std::make_unique<HelpScene>(app, nullptr, page));
    }
    push_and_shoot(app, prefix, "stats", std::make_unique<StatsScene>(app));
    push_and_shoot(
        app, prefix, "message",
        std::make_unique<MessageScene>(
            app, std::string(app.tr("Cannot open this game")),
            "broken.sgf: 1:3: GM[1] is a Go record; only Gomoku records (GM[4]) can be read"));

    // Renju against the strongest level: the longest names, the legend, the thinking line.
    Settings setup = app.settings();
    setup.play = PlayMode::HumanBlack;
    setup.level = ai::kStrongestLevel;
    setup.rule = Rule::Renju;
    app.scenes().replace_all(std::make_unique<GameScene>(app, setup));
    app.scenes().apply();
    run_frames(app, 2);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    for (Point p : {Point{7, 7}, Point{8, 6}, Point{6, 6}}) {
        REQUIRE(run_until(
            app, [&] { return game->human_to_move(); }, 30));
        if (!game->game().board().is_empty(p)) {
            continue;
        }
        click(app, *game, p);
    }
    run_until(
        app, [&] { return game->thinking(); }, 5);
    shoot(app, prefix, "game_thinking");
    REQUIRE(run_until(
        app, [&] { return game->human_to_move(); }, 30));
    click(app, *game, {7, 7}); // refused: the point is taken
    shoot(app, prefix, "game_notice");
    press_key(SDLK_n);
    shoot(app, prefix, "confirm");
    press_key(SDLK_ESCAPE);
    run_frames(app, 2);

    // Two players to a five: the result, then the library and the review of that game.
    setup.play = PlayMode::TwoPlayers;
    setup.rule = Rule::Freestyle;
    app.scenes().replace_all(std::make_unique<GameScene>(app, setup));
    app.scenes().apply();
    run_frames(app, 2);
    game = game_scene(app);
    REQUIRE(game);
    for (int i = 0; i < 5; ++i) {
        click(app, *game, {3 + i, 7});
        if (i < 4) {
            click(app, *game, {3 + i, 8});
        }
    }
    REQUIRE(run_until(
        app, [&] { return top_scene(app) == "result"; }, 5));
    shoot(app, prefix, "result");
    app.scenes().replace_all(std::make_unique<GamesScene>(app));
    app.scenes().apply();
    shoot(app, prefix, "games");
    press_key(SDLK_RETURN);
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "review");
    run_until(
        app, [&] { return false; }, 2.5); // some verdicts in
    press_key(SDLK_LEFT);
    press_key(SDLK_LEFT);
    shoot(app, prefix, "review");
}
