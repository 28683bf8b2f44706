#include "test_support/catch.hpp"

#include "harness.hpp"

#include "core/renju.hpp"

#include <algorithm>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

bool shown(const GameScene& game, Point p) {
    const auto& crosses = game.forbidden_shown();
    return std::find(crosses.begin(), crosses.end(), p) != crosses.end();
}

} // namespace

SCENARIO("Renju: a tap on a point forbidden for Black is refused and leaves the board as it was") {
    TempPrefs prefs;
    Options options = game_options(PlayMode::TwoPlayers);
    options.rule = Rule::Renju;
    App app(options);
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);

    // Black g8 h8 and i6 i7; White in the corners. Black's i8 = (8,7) would be a double three.
    const Point moves[] = {{6, 7}, {0, 0}, {7, 7}, {0, 14}, {8, 5}, {14, 0}, {8, 6}, {14, 14}};
    for (Point p : moves) {
        tap_point(app, *game, p);
        run_frames(app, 2);
    }
    REQUIRE(game->game().move_count() == 8);
    const Point double_three{8, 7};
    REQUIRE(forbidden_kind(game->game().board(), double_three) == Forbidden::DoubleThree);
    CHECK(shown(*game, double_three));
    CHECK(game->forbidden_shown() == forbidden_points(game->game().board()));

    WHEN("Black taps the double three") {
        const Board before = game->game().board();
        tap_point(app, *game, double_three);
        run_frames(app, 3);
        THEN("no stone goes down and the player is told why") {
            CHECK(game->game().board() == before);
            CHECK(game->game().move_count() == 8);
            CHECK(game->notice() == "Forbidden for Black: double three");
            CHECK(save_shot(app, "renju_forbidden"));
        }
        AND_WHEN("Black clicks it with the mouse or presses Enter on it") {
            click_point(app, *game, double_three);
            run_frames(app, 3);
            CHECK(game->game().board() == before);
        }
        AND_WHEN("Black plays elsewhere") {
            tap_point(app, *game, {5, 9});
            run_frames(app, 3);
            THEN("the stone goes down and, with White to move, no crosses are shown") {
                CHECK(game->game().move_count() == 9);
                CHECK(game->forbidden_shown().empty());
                AND_WHEN("White plays on Black's forbidden point") {
                    tap_point(app, *game, double_three);
                    run_frames(app, 3);
                    CHECK(game->game().board().at(double_three) == Stone::White); // White is free
                }
            }
        }
    }
}

SCENARIO("Renju: the crosses are there while the computer thinks as Black") {
    TempPrefs prefs;
    Options options = game_options(PlayMode::HumanWhite, ai::Level::Easy);
    options.rule = Rule::Renju;
    App app(options);
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    // The computer opens as Black; play White replies until Black has a forbidden point
    // or the game ends. Whatever happens, Black's moves are never forbidden.
    for (int turn = 0; turn < 40 && !game->game().over(); ++turn) {
        REQUIRE(run_until(app, [&] { return game->human_to_move() || game->game().over(); }, 30));
        if (game->game().over()) {
            break;
        }
        run_frames(app, 1);
        CHECK(game->forbidden_shown().empty()); // White to move: no crosses
        const Board& board = game->game().board();
        Point reply = kNoPoint;
        for (int r = 1; r < 7 && reply == kNoPoint; ++r) { // a weak White: far from Black
            for (Point p : {Point{7 - r, 7 + r}, Point{7 + r, 7 - r}, Point{7 - r, 7 - r}}) {
                if (board.is_empty(p)) {
                    reply = p;
                    break;
                }
            }
        }
        REQUIRE(reply != kNoPoint);
        const std::size_t before = game->game().move_count();
        click_point(app, *game, reply);
        REQUIRE(run_until(app, [&] { return game->game().move_count() > before; }));
        run_frames(app, 1);
        if (game->thinking()) {
            CHECK(game->forbidden_shown() == forbidden_points(game->game().board()));
        }
    }
    CHECK(game->game().over());
    CHECK(game->game().winner() == Stone::Black);
}
