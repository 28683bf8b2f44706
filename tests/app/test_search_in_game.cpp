// The game's use of the search runner, made deterministic with a scripted search: it
// thinks until it is stopped or the test releases it, so "while the computer thinks" is a
// state the test holds, not a race it hopes to win.

#include "test_support/catch.hpp"

#include "harness.hpp"

#include "core/rules.hpp"

#include <atomic>
#include <memory>
#include <thread>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;
using namespace std::chrono_literals;

namespace {

struct Gate {
    std::atomic<bool> open{false};
    std::atomic<int> searches{0};
};

// Reports one iteration at once (depth 3, an open three up, its move first in the line),
// then waits for the stop flag or the gate; answers with the free point nearest the
// centre, or for a hint the first free point of the top row (so a test can tell them apart).
ai::SearchRunner::SearchFunction gated_search(std::shared_ptr<Gate> gate) {
    return [gate](const ai::SearchRequest& request, const ai::Limits&,
                  const std::atomic<bool>& stop, const ai::ProgressCallback& on_progress) {
        ++gate->searches;
        const Board& board = request.board;
        ai::SearchResult result;
        const int n = board.size();
        for (int d = 0; d < n && result.move == kNoPoint; ++d) {
            for (int i = 0; i < n * n; ++i) {
                const Point p{i % n, i / n};
                if (std::max(std::abs(p.x - n / 2), std::abs(p.y - n / 2)) == d &&
                    is_allowed(board, p, request.to_move, request.rule)) {
                    result.move = p;
                    break;
                }
            }
        }
        result.depth = 3;
        result.score = 130;
        if (on_progress) {
            on_progress({3, 130, 1000, 1ms, {result.move}});
        }
        while (!stop.load() && !gate->open.load()) {
            std::this_thread::sleep_for(1ms);
        }
        return result;
    };
}

} // namespace

SCENARIO("While the computer thinks: no hint, a progress line, and Move now plays at once") {
    TempPrefs prefs;
    auto gate = std::make_shared<Gate>();
    App app(game_options(PlayMode::HumanBlack, ai::kStrongestLevel), gated_search(gate));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_point(app, *game, {3, 3});
    REQUIRE(run_until(
        app, [&] { return game->progress().has_value(); }, 5));
    REQUIRE(game->thinking());
    CHECK(game->progress()->depth == 3);

    WHEN("the player asks for a hint") {
        press_key(SDLK_h);
        run_frames(app, 2);
        THEN("it is refused with a word, and nothing is asked of the engine") {
            CHECK(game->notice() == "A hint comes on your turn");
            CHECK_FALSE(game->hinting());
            CHECK(gate->searches == 1);
        }
    }
    WHEN("the player looks at the panel") {
        run_frames(app, 2);
        THEN("the hint's button offers Move now and the panel shows the search") {
            CHECK(game->button(GameScene::kHint).label == "Move now");
            CHECK(game->button(GameScene::kHint).enabled);
            CHECK(save_shot(app, "thinking_progress"));
        }
    }
    WHEN("the player presses G") {
        press_key(SDLK_g);
        REQUIRE(run_until(
            app, [&] { return game->human_to_move(); }, 2));
        THEN("the computer's best move so far is on the board, and its search has ended") {
            CHECK(game->game().move_count() == 2);
            CHECK(game->game().board().at({7, 7}) == Stone::White);
            CHECK_FALSE(game->progress().has_value());
            CHECK(gate->searches == 1);
        }
    }
    WHEN("the player clicks Move now") {
        click_rect(game->button(GameScene::kHint).rect, app.pixel_scale());
        REQUIRE(run_until(
            app, [&] { return game->human_to_move(); }, 2));
        THEN("the computer has moved") {
            CHECK(game->game().move_count() == 2);
            CHECK(game->button(GameScene::kHint).label == "Hint");
        }
    }
    WHEN("the move is taken back and the search it was for then finishes") {
        press_key(SDLK_u);
        run_frames(app, 1);
        gate->open = true;
        REQUIRE(run_until(
            app, [&] { return !app.ai_busy(); }, 2));
        run_frames(app, 5);
        THEN("its answer never lands") {
            CHECK(game->game().move_count() == 0);
            CHECK(game->human_to_move());
        }
    }
    gate->open = true;
}

SCENARIO("A hint taken back before its answer never shows") {
    TempPrefs prefs;
    auto gate = std::make_shared<Gate>();
    App app(game_options(PlayMode::TwoPlayers), gated_search(gate));
    app.set_frame_pacing(false);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 2);
    click_point(app, *game, {3, 3});
    run_frames(app, 2);
    press_key(SDLK_h);
    run_frames(app, 2);
    REQUIRE(game->hinting());
    // The hint's search must be under way (not still queued) for its answer to be the old one.
    REQUIRE(run_until(
        app, [&] { return gate->searches == 1; }, 2));
    press_key(SDLK_u);
    run_frames(app, 1);
    gate->open = true; // the search of the old position ends and answers
    REQUIRE(run_until(
        app, [&] { return !app.ai_busy(AiTask::Hint); }, 2));
    run_frames(app, 5);
    CHECK_FALSE(game->hint().has_value());
    CHECK_FALSE(game->hinting());
    CHECK(gate->searches == 1);
}
