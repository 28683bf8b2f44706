#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/game_layout.hpp"
#include "app/title_scene.hpp"

#include <string>
#include <vector>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

bool inside(const SDL_Rect& inner, const SDL_Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
           inner.y + inner.h <= outer.y + outer.h;
}

bool overlap(const SDL_Rect& a, const SDL_Rect& b) {
    return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

std::string describe(const SDL_Rect& r) {
    return std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.w) + "x" +
           std::to_string(r.h);
}

// Every box of the panel (the text lines shown and the buttons) is inside it, none overlaps
// another, and the board's wood stays out of the panel.
void check_layout(const GameScene& game) {
    const GameLayout& g = game.layout();
    std::vector<SDL_Rect> boxes;
    for (const SDL_Rect& r : g.text_boxes()) {
        if (r.h > 0) {
            boxes.push_back(r);
        }
    }
    boxes.insert(boxes.end(), g.buttons.begin(), g.buttons.end());
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        INFO("box " << i << " at " << describe(boxes[i]) << ", panel " << describe(g.panel));
        CHECK(inside(boxes[i], g.panel));
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            INFO("and box " << j << " at " << describe(boxes[j]));
            CHECK_FALSE(overlap(boxes[i], boxes[j]));
        }
    }
    const SDL_Rect wood = game.board_view().wood();
    INFO("board " << describe(wood));
    CHECK_FALSE(overlap(wood, g.panel));
    CHECK(inside(wood, g.board_area));
    // The text measured as drawn: never wider or taller than its box.
    for (const auto& t : game.text_drawn()) {
        INFO("text drawn at " << describe(t.drawn) << " in box " << describe(t.box));
        CHECK(t.drawn.w > 0);
        CHECK(inside(t.drawn, t.box));
    }
}

} // namespace

SCENARIO("Every window size lays the game out with nothing overlapping or cut") {
    const auto [w, h] = GENERATE(std::pair{kMinWindowWidth, kMinWindowHeight}, std::pair{1100, 780},
                                 std::pair{1920, 1080}, std::pair{480, 960}, std::pair{900, 900});
    const int size = GENERATE(15, 19);
    INFO("window " << w << "x" << h << ", board " << size);
    TempPrefs prefs;
    App app(game_options(PlayMode::HumanBlack, ai::kStrongestLevel, size));
    app.set_frame_pacing(false);
    SDL_SetWindowSize(app.window(), w, h);
    run_frames(app, 2);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    // The biggest board that fits beside or above the panel, with cells big enough to hit.
    CHECK(game->board_view().cell() >= 11.0f);
    CHECK(game->layout().portrait == (w < h || w == 900));

    // The longest texts: the master's name, the thinking line, a notice of two lines.
    click_point(app, *game, {7, 7});
    run_frames(app, 1);
    REQUIRE(game->thinking());
    click_point(app, *game, {7, 7}); // refused: "Wait for the computer's move"
    run_frames(app, 1);
    REQUIRE_FALSE(game->notice().empty());
    check_layout(*game);
    const bool long_side = w == 1920 || h == 960;
    if (size == 19 || long_side) {
        CHECK(save_shot(app, "layout_" + std::to_string(w) + "x" + std::to_string(h) + "_" +
                                 std::to_string(size)));
    }
}

SCENARIO("The smallest window is the minimum the layout was checked at") {
    TempPrefs prefs;
    App app(game_options(PlayMode::TwoPlayers));
    app.set_frame_pacing(false);
    SDL_SetWindowSize(app.window(), 200, 150);
    int w = 0, h = 0;
    SDL_GetWindowSize(app.window(), &w, &h);
    CHECK(w >= kMinWindowWidth);
    CHECK(h >= kMinWindowHeight);
}

SCENARIO("The title's rows fit the smallest window without overlapping") {
    TempPrefs prefs;
    App app(Options{});
    app.set_frame_pacing(false);
    SDL_SetWindowSize(app.window(), kMinWindowWidth, kMinWindowHeight);
    run_frames(app, 2);
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);
    const SDL_Rect window{0, 0, kMinWindowWidth, kMinWindowHeight - 24}; // above the footer
    for (int i = 0; i < TitleScene::kRowCount; ++i) {
        const SDL_Rect& r = title->button(static_cast<TitleScene::Row>(i)).rect;
        INFO("row " << i << " at " << describe(r));
        CHECK(inside(r, window));
        CHECK(r.y >= 100); // below the name
        for (int j = i + 1; j < TitleScene::kRowCount; ++j) {
            CHECK_FALSE(overlap(r, title->button(static_cast<TitleScene::Row>(j)).rect));
        }
    }
}
