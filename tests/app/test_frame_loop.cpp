#include "test_support/catch.hpp"

#include "harness.hpp"

#include <atomic>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

SCENARIO("A window nobody touches draws nothing; input and animations draw") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::kStrongestLevel));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 3);

    GIVEN("the player's move, nothing moving") {
        const long before = app.frames_drawn();
        run_frames(app, 20);
        CHECK(app.frames_drawn() == before);
        CHECK(game->redraw_in() == Scene::kNoRedraw);

        WHEN("the mouse moves") {
            push_mouse(SDL_MOUSEMOTION, 300, 300);
            run_frames(app, 3);
            THEN("one frame shows the new hover") {
                CHECK(app.frames_drawn() == before + 1);
            }
        }
        WHEN("the computer thinks") {
            click_point(app, *game, {7, 7});
            run_frames(app, 1);
            REQUIRE(game->thinking());
            const long start = app.frames_drawn();
            run_frames(app, 5);
            THEN("every frame is drawn: the indicator turns") {
                CHECK(game->redraw_in() == 0);
                CHECK(app.frames_drawn() == start + 5);
            }
        }
    }
}

SCENARIO("A notice that times out is drawn away when it ends, with no input") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    click_point(app, *game, {7, 7}); // taken: refused with a notice
    run_frames(app, 1);
    REQUIRE(game->notice() == "That point is taken");
    // The stone settles in for a moment (frames at display rate), then nothing moves.
    REQUIRE(run_until(
        app, [&] { return game->redraw_in() > 0; }, 2));
    CHECK(game->redraw_in() > 0.5);
    CHECK(game->redraw_in() < 2.0);
}

namespace {

// Drops the first AI answer on its way into the queue, as a full queue would: SDL_PushEvent
// then fails for the worker. Called on the worker's thread.
std::atomic<int> dropped{0};
int drop_first_answer(void* ai_event_type, SDL_Event* event) {
    const auto type = static_cast<Uint32>(reinterpret_cast<std::uintptr_t>(ai_event_type));
    if (event->type == type && dropped.fetch_add(1) == 0) {
        return 0;
    }
    return 1;
}

} // namespace

SCENARIO("An AI answer lost on its way (SDL_PushEvent failed) is asked for again") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::Level::Beginner));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    dropped = 0;
    // (Setting a filter flushes the queue: nothing is waiting in it on the player's move.)
    SDL_SetEventFilter(drop_first_answer,
                       reinterpret_cast<void*>(static_cast<std::uintptr_t>(app.ai_event_type())));
    click_point(app, *game, {7, 7});
    const bool moved = run_until(
        app, [&] { return game->game().move_count() == 2; }, 10);
    SDL_SetEventFilter(nullptr, nullptr);
    CHECK(dropped >= 2); // the first answer was dropped, a second one came through
    CHECK(moved);
    CHECK(game->human_to_move());
}
