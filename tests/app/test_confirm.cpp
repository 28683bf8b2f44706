#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/confirm_scene.hpp"

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

ConfirmScene* confirm(App& app) {
    return dynamic_cast<ConfirmScene*>(app.scenes().top());
}

void push_window_close(App& app) {
    SDL_Event e{};
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_CLOSE;
    e.window.windowID = SDL_GetWindowID(app.window());
    SDL_PushEvent(&e);
}

// A two-player game with three stones on the board.
GameScene* three_moves_in(App& app) {
    GameScene* game = game_scene(app);
    run_frames(app, 2);
    for (Point p : {Point{7, 7}, Point{8, 8}, Point{6, 6}}) {
        click_point(app, *game, p);
        run_frames(app, 1);
    }
    return game;
}

} // namespace

SCENARIO("New game, Title and Esc ask before throwing a game in progress away") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    GameScene* game = three_moves_in(app);
    REQUIRE(game->game().move_count() == 3);

    WHEN("N is pressed, then Esc") {
        press_key(SDLK_n);
        run_frames(app, 1);
        REQUIRE(confirm(app));
        CHECK(confirm(app)->question().text == "Start a new game?");
        CHECK(save_shot(app, "confirm_new_game"));
        press_key(SDLK_ESCAPE);
        run_frames(app, 1);
        THEN("the game is untouched and goes on") {
            CHECK(top_scene(app) == "game");
            CHECK(game->game().move_count() == 3);
            click_point(app, *game, {9, 9});
            run_frames(app, 1);
            CHECK(game->game().move_count() == 4);
        }
    }
    WHEN("N is pressed, then Enter") {
        press_key(SDLK_n);
        run_frames(app, 1);
        press_key(SDLK_RETURN);
        run_frames(app, 1);
        THEN("a new game starts") {
            CHECK(top_scene(app) == "game");
            CHECK(game->game().move_count() == 0);
        }
    }
    WHEN("the New game button is clicked, then Keep playing") {
        click_rect(game->button(GameScene::kNew).rect, app.pixel_scale());
        run_frames(app, 1);
        REQUIRE(confirm(app));
        click_rect(confirm(app)->button(ConfirmScene::kNo).rect, app.pixel_scale());
        run_frames(app, 1);
        THEN("nothing is lost") {
            CHECK(game->game().move_count() == 3);
        }
    }
    WHEN("Tab moves the focus to Keep playing and Enter presses it") {
        press_key(SDLK_n);
        run_frames(app, 1);
        REQUIRE(confirm(app));
        CHECK(confirm(app)->focused() == ConfirmScene::kYes);
        press_key(SDLK_TAB);
        press_key(SDLK_RETURN);
        run_frames(app, 1);
        THEN("the game stays") {
            CHECK(top_scene(app) == "game");
            CHECK(game->game().move_count() == 3);
        }
    }
    WHEN("Esc is pressed in the game, then Leave is clicked") {
        press_key(SDLK_ESCAPE);
        run_frames(app, 1);
        REQUIRE(confirm(app));
        CHECK(confirm(app)->question().text == "Leave this game?");
        click_rect(confirm(app)->button(ConfirmScene::kYes).rect, app.pixel_scale());
        run_frames(app, 2);
        THEN("the title shows") {
            CHECK(top_scene(app) == "title");
        }
    }
    WHEN("the Title button is clicked") {
        click_rect(game->button(GameScene::kTitle).rect, app.pixel_scale());
        run_frames(app, 1);
        THEN("it asks too") {
            REQUIRE(confirm(app));
            CHECK(confirm(app)->question().text == "Leave this game?");
        }
    }
}

SCENARIO("Quitting during a game asks; with nothing to lose it quits at once") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);

    WHEN("the window is closed on an empty board") {
        run_frames(app, 2);
        push_window_close(app);
        run_frames(app, 1);
        THEN("the game quits") {
            CHECK_FALSE(app.running());
        }
    }
    WHEN("the window is closed three moves in") {
        three_moves_in(app);
        push_window_close(app);
        run_frames(app, 1);
        REQUIRE(confirm(app));
        CHECK(confirm(app)->question().text == "Quit Gomoku?");
        CHECK(app.running());
        AND_WHEN("the player keeps playing") {
            press_key(SDLK_ESCAPE);
            run_frames(app, 1);
            CHECK(app.running());
            CHECK(top_scene(app) == "game");
        }
        AND_WHEN("the player confirms") {
            press_key(SDLK_RETURN);
            run_frames(app, 1);
            CHECK_FALSE(app.running());
        }
        AND_WHEN("Ctrl+Q comes on top of the question") {
            press_key(SDLK_q, KMOD_LCTRL);
            run_frames(app, 1);
            CHECK_FALSE(app.running()); // asked twice: that is a yes
        }
    }
    WHEN("Ctrl+Q is pressed three moves in, over a New game question") {
        three_moves_in(app);
        press_key(SDLK_n);
        run_frames(app, 1);
        press_key(SDLK_q, KMOD_LCTRL);
        run_frames(app, 1);
        THEN("the quit question replaces the other one") {
            REQUIRE(confirm(app));
            CHECK(confirm(app)->question().text == "Quit Gomoku?");
            CHECK(app.scenes().size() == 2);
            CHECK(app.running());
        }
    }
    WHEN("the system asks the program to end (SIGTERM at logout: SDL_QUIT)") {
        three_moves_in(app);
        SDL_Event e{};
        e.type = SDL_QUIT;
        SDL_PushEvent(&e);
        run_frames(app, 1);
        THEN("it ends without a question") {
            CHECK_FALSE(app.running());
        }
    }
}

SCENARIO("The computer's move lands while a question is open") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::Level::Easy));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    run_frames(app, 2);
    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    press_key(SDLK_n);
    run_frames(app, 1);
    REQUIRE(confirm(app));
    REQUIRE(run_until(
        app, [&] { return game->game().move_count() == 2; }, 10));
    press_key(SDLK_ESCAPE);
    run_frames(app, 2);
    CHECK(game->human_to_move());
    CHECK(top_scene(app) == "game");
}
