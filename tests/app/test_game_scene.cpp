#include "test_support/catch.hpp"

#include "harness.hpp"

#include "ai/search.hpp"
#include "app/result_scene.hpp"
#include "app/title_scene.hpp"

#include <iterator>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

// The human's move in scripted games: a sensible one, so games end in a win or a loss.
Point pick_move(const Game& game, std::uint64_t seed) {
    ai::SearchRequest request;
    request.board = game.board();
    request.rule = game.rule();
    request.to_move = game.to_move();
    request.level = ai::Level::Easy;
    request.seed = seed;
    const std::atomic<bool> never{false};
    return ai::choose_move(request, never);
}

} // namespace

SCENARIO("A whole game against each level, by mouse clicks, reaches the result scene", "[long]") {
    const ai::Level level = GENERATE(from_range(std::begin(ai::kAllLevels), std::end(ai::kAllLevels)));
    INFO("level " << ai::level_id(level));
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, level));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    std::uint64_t seed = 1;
    while (!game->game().over()) {
        REQUIRE(run_until(app, [&] { return game->human_to_move() || game->game().over(); }, 30));
        if (game->game().over()) {
            break;
        }
        const std::size_t before = game->game().move_count();
        click_point(app, *game, pick_move(game->game(), seed++));
        REQUIRE(run_until(app, [&] { return game->game().move_count() > before; }));
    }
    REQUIRE(run_until(app, [&] { return top_scene(app) == "result"; }));
    auto* result = dynamic_cast<ResultScene*>(app.scenes().top());
    REQUIRE(result);
    const std::string headline = result->headline();
    CHECK((headline == "You win!" || headline == "You lose" || headline == "Draw"));
    if (headline != "Draw") { // two careful players can fill the board
        CHECK(game->game().winning_run().size() >= 5);
    }
    CHECK(save_shot(app, "result_vs_" + std::string(ai::level_id(level))));

    WHEN("the player takes back the losing or winning move from the result screen") {
        const std::size_t moves = game->game().move_count();
        click_rect(result->button(ResultScene::kUndo).rect, app.pixel_scale());
        REQUIRE(run_until(app, [&] { return top_scene(app) == "game"; }));
        THEN("the game goes on from before the player's last move") {
            CHECK_FALSE(game->game().over());
            CHECK(game->game().move_count() < moves);
            CHECK(game->game().to_move() == Stone::Black);
        }
    }
}

SCENARIO("A finger tap places exactly one stone") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    tap_point(app, *game, {7, 7}); // with SDL's touch-made mouse events, which must not count
    run_frames(app, 3);

    CHECK(game->game().move_count() == 1);
    CHECK(game->game().board().at({7, 7}) == Stone::Black);

    AND_WHEN("a tap lands a little off the point") {
        const SDL_FPoint d = game->board_view().centre_of({8, 8});
        const float off = game->board_view().cell() * 0.45f; // beyond the mouse tolerance
        tap_at(app, {d.x + off, d.y});
        run_frames(app, 3);
        THEN("the nearest point still counts for a finger") {
            CHECK(game->game().move_count() == 2);
            CHECK(game->game().board().at({8, 8}) == Stone::White);
        }
    }
}

SCENARIO("Clicks off the board, on a stone, or while the computer thinks change nothing") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::kStrongestLevel));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_at(2, 2); // the window's corner, off the board
    run_frames(app, 2);
    CHECK(game->game().move_count() == 0);

    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    REQUIRE(game->game().move_count() == 1);
    REQUIRE(game->thinking());
    click_point(app, *game, {3, 3}); // while thinking
    click_point(app, *game, {7, 7}); // occupied
    run_frames(app, 2);
    CHECK(game->game().board().at({3, 3}) == Stone::Empty);
    CHECK_FALSE(game->notice().empty());
    REQUIRE(run_until(app, [&] { return game->human_to_move(); }, 20));
    CHECK(game->game().move_count() == 2);
    click_point(app, *game, {7, 7}); // occupied, now on the player's turn
    run_frames(app, 2);
    CHECK(game->game().move_count() == 2);
    CHECK(game->notice() == "That point is taken");
}

SCENARIO("Undo against the computer takes back two stones; during its search, one") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::Level::Easy));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_point(app, *game, {7, 7});
    REQUIRE(run_until(app, [&] { return game->game().move_count() == 2 && game->human_to_move(); }));
    click_point(app, *game, pick_move(game->game(), 3)); // a free point, whatever the reply was
    REQUIRE(run_until(app, [&] { return game->game().move_count() == 4 && game->human_to_move(); }));

    click_rect(game->button(GameScene::kUndo).rect, app.pixel_scale());
    run_frames(app, 2);
    CHECK(game->game().move_count() == 2);
    CHECK(game->game().board().stone_count() == 2);
    CHECK(game->human_to_move());

    press_key(SDLK_z, KMOD_LCTRL);
    run_frames(app, 2);
    CHECK(game->game().move_count() == 0);
    press_key(SDLK_u);
    run_frames(app, 2);
    CHECK(game->game().move_count() == 0); // nothing left to take back

}

SCENARIO("Undo while the computer thinks cancels the search and drops its answer") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::kStrongestLevel));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    REQUIRE(game->thinking());
    press_key(SDLK_u);
    run_frames(app, 1);
    CHECK_FALSE(game->thinking());
    CHECK(game->game().move_count() == 0);
    CHECK(game->human_to_move());
    // Any answer still in flight must not land on the new position.
    REQUIRE(run_until(app, [&] { return !app.ai_busy(); }, 2));
    run_frames(app, 5);
    CHECK(game->game().board().stone_count() == 0);
}

SCENARIO("Two players alternate, one move per undo, and redo brings it back") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    click_point(app, *game, {7, 8});
    run_frames(app, 1);
    CHECK(game->game().board().at({7, 7}) == Stone::Black);
    CHECK(game->game().board().at({7, 8}) == Stone::White);
    press_key(SDLK_u);
    run_frames(app, 1);
    CHECK(game->game().move_count() == 1);
    press_key(SDLK_r);
    run_frames(app, 1);
    CHECK(game->game().move_count() == 2);

    WHEN("black makes five") {
        for (int i = 0; i < 4; ++i) {
            click_point(app, *game, {i, 0});
            run_frames(app, 1);
            if (i < 3) {
                click_point(app, *game, {i, 14});
                run_frames(app, 1);
            }
        }
        click_point(app, *game, {3, 14});
        run_frames(app, 1);
        click_point(app, *game, {4, 0});
        REQUIRE(run_until(app, [&] { return top_scene(app) == "result"; }, 5));
        auto* result = dynamic_cast<ResultScene*>(app.scenes().top());
        REQUIRE(result);
        CHECK(result->headline() == "Black wins");
        CHECK(save_shot(app, "result_two_players"));
        press_key(SDLK_RETURN); // play again
        REQUIRE(run_until(app, [&] { return top_scene(app) == "game"; }, 5));
        CHECK(game->game().move_count() == 0);
    }
}

SCENARIO("The keyboard plays: arrows move a cursor, Enter places") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers, ai::Level::Beginner, 13));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    press_key(SDLK_RIGHT); // shows the cursor at the centre
    press_key(SDLK_RIGHT);
    press_key(SDLK_UP);
    press_key(SDLK_RETURN);
    run_frames(app, 2);
    CHECK(game->game().board().at({7, 7}) == Stone::Black);
    press_key(SDLK_n); // asks first (see test_confirm.cpp); Enter says yes
    run_frames(app, 2);
    press_key(SDLK_RETURN);
    run_frames(app, 2);
    CHECK(game->game().move_count() == 0);
    press_key(SDLK_ESCAPE); // nothing to lose now: straight to the title
    REQUIRE(run_until(app, [&] { return top_scene(app) == "title"; }, 5));
}

SCENARIO("The sound setting survives a restart") {
    TempPrefs prefs;
    {
        App app(game_options(PlayMode::TwoPlayers));
        app.set_frame_pacing(false);
        REQUIRE(app.audio().enabled());
        press_key(SDLK_m);
        run_frames(app, 2);
        CHECK_FALSE(app.audio().enabled());
    }
    {
        App app(Options{});
        CHECK_FALSE(app.audio().enabled());
        CHECK_FALSE(app.settings().sound);
        CHECK(top_scene(app) == "title");
    }
}

SCENARIO("The title screen sets up the game and starts it") {
    TempPrefs prefs;
    App app(Options{});
    app.set_frame_pacing(false);
    run_frames(app, 2);
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);
    const float scale = app.pixel_scale();
    click_rect(title->button(TitleScene::kPlay).rect, scale); // -> you play White
    click_rect(title->button(TitleScene::kSize).rect, scale); // 15 -> 19
    click_rect(title->button(TitleScene::kRule).rect, scale); // freestyle -> standard
    click_rect(title->button(TitleScene::kRule).rect, scale); // standard -> renju
    run_frames(app, 2);
    CHECK(title->choice().play == PlayMode::HumanWhite);
    CHECK(title->choice().size == 19);
    CHECK(title->choice().rule == Rule::Renju);
    CHECK(save_shot(app, "title_renju"));
    press_key(SDLK_DOWN); // focus moves from Play to Quit... then back up
    press_key(SDLK_UP);
    run_frames(app, 1);
    click_rect(title->button(TitleScene::kStart).rect, scale);
    REQUIRE(run_until(app, [&] { return top_scene(app) == "game"; }, 5));
    GameScene* game = game_scene(app);
    REQUIRE(game);
    CHECK(game->game().board().size() == 19);
    CHECK(game->game().rule() == Rule::Renju);
    // The computer plays Black and opens.
    REQUIRE(run_until(app, [&] { return game->game().move_count() == 1; }));
    CHECK(game->game().board().at({9, 9}) == Stone::Black);
    CHECK(app.settings().size == 19); // remembered for next time
    CHECK(app.settings().rule == Rule::Renju);
}

SCENARIO("A window resized to almost nothing and back keeps working") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    SDL_SetWindowMinimumSize(app.window(), 1, 1);
    SDL_SetWindowSize(app.window(), 1, 1);
    run_frames(app, 3);
    SDL_SetWindowSize(app.window(), 420, 900); // portrait
    run_frames(app, 3);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    click_point(app, *game, {7, 7});
    run_frames(app, 2);
    CHECK(game->game().move_count() == 1);
    CHECK(save_shot(app, "portrait"));
}

SCENARIO("A hint comes from the engine in the background and goes when the position changes") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    // Black d8 e8 f8 g8 (h8 free, c8 White): Black to move wins at h8 and only there.
    const Point moves[] = {{3, 7}, {2, 7}, {4, 7}, {0, 0}, {5, 7}, {0, 14}, {6, 7}, {14, 0}};
    for (Point p : moves) {
        click_point(app, *game, p);
        run_frames(app, 2);
    }
    REQUIRE(game->game().move_count() == 8);

    WHEN("the player presses H") {
        press_key(SDLK_h);
        run_frames(app, 1);
        CHECK((game->hinting() || game->hint()));
        REQUIRE(run_until(app, [&] { return game->hint().has_value(); }, 10));
        THEN("the hint is the winning point, shown on the board and named in the panel") {
            CHECK(*game->hint() == Point{7, 7});
            CHECK(game->notice() == "Hint: h8");
            CHECK(save_shot(app, "hint"));
        }
        AND_WHEN("a stone is played") {
            click_point(app, *game, {7, 7});
            run_frames(app, 2);
            CHECK_FALSE(game->hint().has_value());
            CHECK(game->game().over());
        }
    }
    WHEN("the Hint button is clicked and the move is taken back before the answer") {
        click_rect(game->button(GameScene::kHint).rect, app.pixel_scale());
        run_frames(app, 1);
        press_key(SDLK_u);
        run_frames(app, 1);
        THEN("no hint for the old position ever shows") {
            REQUIRE(run_until(app, [&] { return !app.ai_busy(AiTask::Hint); }, 5));
            run_frames(app, 3);
            CHECK_FALSE(game->hint().has_value());
            CHECK_FALSE(game->hinting());
        }
    }
}

SCENARIO("No hint while the computer thinks") {
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanWhite, ai::kStrongestLevel));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 1);
    REQUIRE(run_until(app, [&] { return game->human_to_move(); }, 10)); // its opening move
    click_point(app, *game, {6, 6});
    run_frames(app, 1);
    if (game->thinking()) {
        press_key(SDLK_h);
        run_frames(app, 1);
        CHECK(game->notice() == "A hint comes on your turn");
        CHECK_FALSE(game->hinting());
    }
}
