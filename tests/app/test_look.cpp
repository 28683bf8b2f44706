#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/settings_scene.hpp"
#include "app/title_scene.hpp"

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

SCENARIO("The window opens where and as it was left") {
    TempPrefs prefs;
    {
        App app(Options{});
        app.set_frame_pacing(false);
        SDL_SetWindowSize(app.window(), 700, 560);
        SDL_SetWindowPosition(app.window(), 30, 40);
        run_frames(app, 2);
    }
    const Settings saved = read_settings(prefs.dir() / "settings.ini").settings;
    CHECK(saved.window.width == 700);
    CHECK(saved.window.height == 560);
    CHECK_FALSE(saved.window.fullscreen);
    {
        App app(Options{});
        int w = 0, h = 0;
        SDL_GetWindowSize(app.window(), &w, &h);
        CHECK(w == 700);
        CHECK(h == 560);
        WHEN("F11 goes fullscreen and the game ends there") {
            app.set_frame_pacing(false);
            press_key(SDLK_F11);
            run_frames(app, 2);
            CHECK(app.fullscreen());
        }
    }
    const Settings after = read_settings(prefs.dir() / "settings.ini").settings;
    if (after.window.fullscreen) {
        THEN("it starts fullscreen next time, and keeps the windowed size to come back to") {
            CHECK(after.window.width == 700);
            App app(Options{});
            CHECK(app.fullscreen());
            app.set_fullscreen(false);
            int w = 0, h = 0;
            SDL_GetWindowSize(app.window(), &w, &h);
            CHECK(w == 700);
        }
    }
}

SCENARIO("A saved window larger than every screen opens at a size for the screen") {
    TempPrefs prefs;
    Settings s;
    s.window = {20000, 15000, true, 90000, 90000, false};
    REQUIRE(write_settings(prefs.dir() / "settings.ini", s).empty());
    App app(Options{});
    int w = 0, h = 0;
    SDL_GetWindowSize(app.window(), &w, &h);
    CHECK(w < 20000);
    CHECK(w >= kMinWindowWidth);
    int x = 0, y = 0;
    SDL_GetWindowPosition(app.window(), &x, &y);
    CHECK(x < 90000);
}

SCENARIO("The settings screen changes the look, and keys toggle numbers and coordinates") {
    TempPrefs prefs;
    App app(Options{});
    app.set_frame_pacing(false);
    run_frames(app, 2);
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);
    click_rect(title->button(TitleScene::kSettings).rect, app.pixel_scale());
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "settings");
    auto* settings = dynamic_cast<SettingsScene*>(app.scenes().top());
    REQUIRE(settings);
    click_rect(settings->button(SettingsScene::kTheme).rect, app.pixel_scale());  // wood -> dark
    click_rect(settings->button(SettingsScene::kVolume).rect, app.pixel_scale()); // 100 -> 25
    click_rect(settings->button(SettingsScene::kNumbers).rect, app.pixel_scale());
    run_frames(app, 2);
    CHECK(app.settings().theme == BoardThemeId::Dark);
    CHECK(app.settings().volume == 25);
    CHECK(app.audio().volume() == 25);
    CHECK(app.settings().move_numbers);
    CHECK(settings->button(SettingsScene::kTheme).label == "Board: dark");
    CHECK(save_shot(app, "settings"));
    press_key(SDLK_ESCAPE);
    run_frames(app, 2);
    CHECK(top_scene(app) == "title");
    CHECK(read_settings(prefs.dir() / "settings.ini").settings.theme == BoardThemeId::Dark);

    WHEN("a game starts and F2 and F3 are pressed") {
        click_rect(title->button(TitleScene::kStart).rect, app.pixel_scale());
        REQUIRE(run_until(
            app, [&] { return top_scene(app) == "game"; }, 5));
        press_key(SDLK_F2);
        press_key(SDLK_F3);
        run_frames(app, 2);
        THEN("numbers and coordinates go off") {
            CHECK_FALSE(app.settings().move_numbers);
            CHECK_FALSE(app.settings().coordinates);
        }
    }
}

SCENARIO("Each board theme, with move numbers, a hint and the last move") {
    const BoardThemeId theme =
        GENERATE(BoardThemeId::Wood, BoardThemeId::Dark, BoardThemeId::HighContrast);
    TempPrefs prefs;
    Settings s;
    s.theme = theme;
    s.move_numbers = true;
    REQUIRE(write_settings(prefs.dir() / "settings.ini", s).empty());
    App app(game_options(PlayMode::TwoPlayers, ai::Level::Beginner, 15));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    const Point moves[] = {{7, 7}, {8, 8}, {6, 6}, {8, 6},  {8, 7}, {6, 8},
                           {5, 5}, {9, 9}, {9, 7}, {10, 7}, {4, 4}, {10, 10}};
    for (Point p : moves) {
        click_point(app, *game, p);
        run_frames(app, 1);
    }
    REQUIRE(game->game().move_count() == 12);
    push_mouse(SDL_MOUSEMOTION, window_pos(app, *game, {3, 10}).x,
               window_pos(app, *game, {3, 10}).y);
    run_frames(app, 2);
    CHECK(game->ghost_shown() == Point{3, 10});
    CHECK(save_shot(app, "theme_" + std::string(theme_id(theme))));
}
