// The player's record against each level: counted once per game, kept across starts,
// shown on the title, reset after a confirmation; a corrupt file is moved aside.

#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/message_scene.hpp"
#include "app/statistics.hpp"
#include "app/stats_scene.hpp"
#include "app/title_scene.hpp"
#include "core/notation.hpp"

#include <fstream>
#include <sstream>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

// The computer plays the first free point of the top row (far from the player's five).
ai::SearchRunner::SearchFunction harmless_search() {
    return [](const ai::SearchRequest& request, const ai::Limits&, const std::atomic<bool>&,
              const ai::ProgressCallback&) {
        ai::SearchResult result;
        result.move = first_free_from_top(request.board);
        return result;
    };
}

// Black (the player) makes five on row 8 while the computer plays along the top.
void win_a_game(App& app) {
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 1);
    for (const char* p : {"d8", "e8", "f8", "g8", "h8"}) {
        REQUIRE(run_until(app, [&] { return game->human_to_move(); }));
        click_point(app, *game, *parse_notation(p, 15));
        run_frames(app, 2);
    }
    REQUIRE(game->game().over());
}

Options plain_start() {
    Options o;
    o.window = std::pair{900, 640};
    return o;
}

} // namespace

TEST_CASE("Statistics count games, results and streaks, and read back what they write") {
    Statistics stats;
    const StatsKey key{Rule::Renju, 15, ai::Level::Master};
    for (GameOutcome o : {GameOutcome::Win, GameOutcome::Win, GameOutcome::Win, GameOutcome::Loss,
                          GameOutcome::Draw, GameOutcome::Loss, GameOutcome::Loss}) {
        stats.add(key, o);
    }
    const StatsRecord r = stats.get(key);
    CHECK(r.games == 7);
    CHECK(score_line(r) == "3-3-1");
    CHECK(r.streak == -2);
    CHECK(r.best_streak == 3);
    CHECK(stats.get({Rule::Freestyle, 15, ai::Level::Master}).games == 0);

    std::string error;
    const auto back = Statistics::parse(stats.text(), error);
    REQUIRE(back);
    CHECK(back->get(key) == r);
    CHECK_FALSE(Statistics::parse("freestyle 15 easy: 3 1 1 0 0 0\n", error)); // 1+1+0 != 3
    CHECK(error.find("line 1") != std::string::npos);
    CHECK_FALSE(Statistics::parse("freestyle 15 nobody: 1 1 0 0 1 1\n", error));
    CHECK_FALSE(Statistics::parse("\x01\x02 junk", error));
}

SCENARIO("A win against the computer is counted once, kept, shown on the title, and reset") {
    TempPrefs prefs;
    {
        App app(game_options(PlayMode::HumanBlack, ai::Level::Beginner), harmless_search());
        app.set_frame_pacing(false);
        win_a_game(app);
        const StatsKey key{Rule::Freestyle, 15, ai::Level::Beginner};
        CHECK(app.statistics().statistics().get(key).wins == 1);
        GameScene* game = game_scene(app);
        game->undo(); // the winning move taken back and played again: still one game
        run_frames(app, 2);
        click_point(app, *game, *parse_notation("h8", 15));
        run_frames(app, 2);
        REQUIRE(game->game().over());
        CHECK(app.statistics().statistics().get(key).games == 1);
    }
    App app(plain_start(), harmless_search());
    app.set_frame_pacing(false);
    run_frames(app, 1);
    REQUIRE(top_scene(app) == "title"); // the game was finished
    Settings setup = app.settings();
    setup.play = PlayMode::HumanBlack;
    setup.level = ai::Level::Beginner;
    CHECK(record_line(app, setup) ==
          "You vs Beginner, freestyle 15x15: 1-0-0  \xC2\xB7  1 win in a row");
    press_key(SDLK_s);
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "statistics");
    CHECK(save_shot(app, "statistics_900x640"));
    press_key(SDLK_DELETE);
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "message");
    press_key(SDLK_ESCAPE); // cancel
    run_frames(app, 2);
    CHECK(app.statistics().statistics().all().size() == 1);
    press_key(SDLK_DELETE);
    run_frames(app, 2);
    press_key(SDLK_RETURN); // reset
    run_frames(app, 2);
    CHECK(top_scene(app) == "statistics");
    CHECK(app.statistics().statistics().all().empty());
}

SCENARIO("A corrupt statistics file is moved aside with a word, and counting starts again") {
    TempPrefs prefs;
    const auto file = prefs.dir() / "statistics.ini";
    {
        std::ofstream out(file, std::ios::binary);
        out << "freestyle 15 easy: 9 9 9 9 9 9\n";
    }
    App app(plain_start(), harmless_search());
    run_frames(app, 1);
    REQUIRE(top_scene(app) == "message");
    auto* message = dynamic_cast<MessageScene*>(app.scenes().top());
    REQUIRE(message);
    CHECK(message->text().find("statistics.ini.bad") != std::string::npos);
    CHECK(std::filesystem::exists(prefs.dir() / "statistics.ini.bad"));
    CHECK(app.statistics().statistics().all().empty());
    press_key(SDLK_RETURN);
    run_frames(app, 2);
    CHECK(top_scene(app) == "title");
}

TEST_CASE("The statistics scene at small, large and portrait sizes (screenshots)") {
    TempPrefs prefs;
    {
        std::ofstream out(prefs.dir() / "statistics.ini", std::ios::binary);
        out << "freestyle 15 easy: 5 3 1 1 2 2\nrenju 15 master: 4 0 4 0 -4 0\n"
               "standard 19 hard: 1 1 0 0 1 1\n";
    }
    for (auto [w, h] : {std::pair{480, 360}, std::pair{1400, 900}, std::pair{480, 800}}) {
        Options o;
        o.window = std::pair{w, h};
        App app(o, harmless_search());
        run_frames(app, 1);
        REQUIRE(top_scene(app) == "title");
        CHECK(save_shot(app, "title_record_" + std::to_string(w) + "x" + std::to_string(h)));
        app.scenes().push(std::make_unique<StatsScene>(app));
        run_frames(app, 2);
        CHECK(save_shot(app, "statistics_" + std::to_string(w) + "x" + std::to_string(h)));
    }
}
