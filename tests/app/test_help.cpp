#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/game_layout.hpp"
#include "app/help_scene.hpp"
#include "app/title_scene.hpp"

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

bool inside(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

} // namespace

SCENARIO("Help shows the rules with diagrams, the keys and About, at any size") {
    const auto [w, h] =
        GENERATE(std::pair{kMinWindowWidth, kMinWindowHeight}, std::pair{1100, 780});
    TempPrefs prefs;
    App app(Options{});
    app.set_frame_pacing(false);
    SDL_SetWindowSize(app.window(), w, h);
    run_frames(app, 2);
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);
    click_rect(title->button(TitleScene::kHelp).rect, app.pixel_scale());
    run_frames(app, 2);
    auto* help = dynamic_cast<HelpScene*>(app.scenes().top());
    REQUIRE(help);
    const std::string size = std::to_string(w) + "x" + std::to_string(h);
    for (auto [page, button, name] :
         {std::tuple{HelpScene::kRules, HelpScene::kRulesButton, "rules"},
          std::tuple{HelpScene::kKeys, HelpScene::kKeysButton, "keys"},
          std::tuple{HelpScene::kAbout, HelpScene::kAboutButton, "about"}}) {
        click_rect(help->button(button).rect, app.pixel_scale());
        run_frames(app, 2);
        INFO("page " << name << " at " << size);
        CHECK(help->page() == page);
        // Every text drawn: below the heading's top, above the buttons, inside the window.
        const SDL_Rect window{0, 0, w, help->button(HelpScene::kBack).rect.y};
        for (const SDL_Rect& r : help->text_drawn()) {
            CHECK(r.w > 0);
            CHECK(inside(r, window));
        }
        CHECK(save_shot(app, std::string("help_") + name + "_" + size));
    }
    press_key(SDLK_ESCAPE);
    run_frames(app, 2);
    CHECK(top_scene(app) == "title");
}

SCENARIO("F1 during the computer's turn opens help, and its move still lands") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::Level::Easy));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    run_frames(app, 2);
    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    press_key(SDLK_F1);
    run_frames(app, 1);
    REQUIRE(top_scene(app) == "help");
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() == 2; }, 10));
    press_key(SDLK_q, KMOD_LCTRL); // a game in progress below: it asks
    run_frames(app, 1);
    CHECK(top_scene(app) == "confirm");
    CHECK(app.running());
    press_key(SDLK_ESCAPE); // keep playing
    press_key(SDLK_ESCAPE); // leave help
    run_frames(app, 2);
    CHECK(top_scene(app) == "game");
    CHECK(game->human_to_move());
}
