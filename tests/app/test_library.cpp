// The library of games, opening records (drop, command line), replay and review, export.

#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/games_scene.hpp"
#include "app/message_scene.hpp"
#include "app/review_scene.hpp"
#include "app/title_scene.hpp"
#include "core/notation.hpp"
#include "core/psq.hpp"
#include "core/sgf.hpp"

#include <atomic>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;
using namespace std::chrono_literals;

namespace {

Options sized(int w, int h) {
    Options o;
    o.window = std::pair{w, h};
    return o;
}

void write_text(const std::filesystem::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    out << text;
}

// Plays the points (two players) in the game scene on top.
void play_points(App& app, std::initializer_list<const char*> points) {
    GameScene* game = game_scene(app);
    REQUIRE(game);
    run_frames(app, 1);
    for (const char* p : points) {
        click_point(app, *game, *parse_notation(p, game->game().board().size()));
        run_frames(app, 2);
    }
}

void drop_file(const std::filesystem::path& file) {
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup(file.string().c_str()); // the App frees it, as SDL's own
    SDL_PushEvent(&e);
}

// Answers every review search at once unless the gate is shut: the free point nearest the
// centre, scored even. Shut, it waits for the stop flag, so "while the review runs" is a
// state the test holds.
struct Gate {
    std::atomic<bool> shut{false};
    std::atomic<int> searches{0};
};
ai::SearchRunner::SearchFunction scripted_search(std::shared_ptr<Gate> gate) {
    return [gate](const ai::SearchRequest& request, const ai::Limits&,
                  const std::atomic<bool>& stop, const ai::ProgressCallback&) {
        ++gate->searches;
        ai::SearchResult result;
        const int n = request.board.size();
        // The move and a line of two more: the free points after it along the row.
        for (int i = 0; i < n * n && result.pv.size() < 3; ++i) {
            const Point p{(n / 2 + i) % n, (n / 2 + i / n) % n};
            if (request.board.at(p) == Stone::Empty) {
                result.pv.push_back(p);
            }
        }
        result.move = result.pv.front();
        result.depth = 1;
        while (gate->shut.load() && !stop.load()) {
            std::this_thread::sleep_for(1ms);
        }
        return result;
    };
}

ReviewScene* review_on_top(App& app) {
    return dynamic_cast<ReviewScene*>(app.scenes().top());
}

} // namespace

SCENARIO("Every game is in the library, newest first; one opens for replay, one is deleted") {
    TempPrefs prefs;
    {
        App app(game_options(PlayMode::TwoPlayers));
        app.set_frame_pacing(false);
        play_points(app, {"h8", "i9", "g7"});
        press_key(SDLK_n); // a new game (confirmed): the first one stays in the library
        run_frames(app, 2);
        press_key(SDLK_RETURN);
        run_frames(app, 2);
        play_points(app, {"a1", "a2", "b1", "b2", "c1"});
    }
    App app(sized(900, 640));
    app.set_frame_pacing(false);
    run_frames(app, 1);
    REQUIRE(top_scene(app) == "game"); // the unfinished second game came back
    press_key(SDLK_ESCAPE);
    run_frames(app, 2);
    press_key(SDLK_RETURN); // yes, leave the game in progress (it stays in the library)
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "title");
    auto* title = dynamic_cast<TitleScene*>(app.scenes().top());
    REQUIRE(title);
    click_rect(title->button(TitleScene::kGames).rect, app.pixel_scale());
    run_frames(app, 2);
    REQUIRE(top_scene(app) == "games");
    auto* games = dynamic_cast<GamesScene*>(app.scenes().top());
    REQUIRE(games);
    REQUIRE(games->entries().size() == 2);
    CHECK(games->entries()[0].moves == 5);
    CHECK(games->entries()[1].moves == 3);
    CHECK(games->entries()[0].players == "Black vs White");
    CHECK(games->entries()[0].setup == "freestyle 15x15");
    CHECK(games->entries()[0].result == "Unfinished");
    CHECK(save_shot(app, "games_900x640"));

    WHEN("the older game is opened") {
        press_key(SDLK_DOWN);
        press_key(SDLK_RETURN);
        run_frames(app, 2);
        ReviewScene* review = review_on_top(app);
        REQUIRE(review);
        THEN("it shows the final position and steps with keys, wheel and slider") {
            CHECK(review->move_count() == 3);
            CHECK(review->shown() == 3);
            press_key(SDLK_HOME);
            run_frames(app, 1);
            CHECK(review->shown() == 0);
            CHECK(review->position().move_count() == 0);
            press_key(SDLK_RIGHT);
            run_frames(app, 1);
            CHECK(review->shown() == 1);
            CHECK(review->position().board().at(*parse_notation("h8", 15)) == Stone::Black);
            SDL_Event wheel{};
            wheel.type = SDL_MOUSEWHEEL;
            wheel.wheel.y = -1; // down: on
            SDL_PushEvent(&wheel);
            run_frames(app, 1);
            CHECK(review->shown() == 2);
            const SDL_Rect& slider = review->slider();
            click_rect({slider.x + slider.w - 4, slider.y, 4, slider.h}, app.pixel_scale());
            run_frames(app, 1);
            CHECK(review->shown() == 3);
            click_rect(review->button(ReviewScene::kPrev).rect, app.pixel_scale());
            run_frames(app, 1);
            CHECK(review->shown() == 2);
            press_key(SDLK_n);
            run_frames(app, 1);
            CHECK_FALSE(review->numbers());
            press_key(SDLK_ESCAPE);
            run_frames(app, 2);
            CHECK(top_scene(app) == "games");
        }
        THEN("Play from here goes on from the position shown, two players by default") {
            press_key(SDLK_LEFT);
            press_key(SDLK_p);
            run_frames(app, 2);
            REQUIRE(top_scene(app) == "game");
            GameScene* game = game_scene(app);
            REQUIRE(game);
            CHECK(game->game().move_count() == 2);
            CHECK(game->setup().play == PlayMode::TwoPlayers);
        }
    }
    WHEN("the newest game is deleted, after a confirmation") {
        const auto file = games->entries()[0].file;
        press_key(SDLK_DELETE);
        run_frames(app, 2);
        REQUIRE(top_scene(app) == "message");
        CHECK(save_shot(app, "games_delete_confirm"));
        press_key(SDLK_ESCAPE); // cancel: nothing goes
        run_frames(app, 2);
        CHECK(std::filesystem::exists(file));
        press_key(SDLK_DELETE);
        run_frames(app, 2);
        press_key(SDLK_RETURN);
        run_frames(app, 2);
        CHECK_FALSE(std::filesystem::exists(file));
        REQUIRE(top_scene(app) == "games");
        CHECK(games->entries().size() == 1);
        CHECK(games->entries()[0].moves == 3);
    }
}

SCENARIO("Records open by dropping them on the window or from the command line") {
    TempPrefs prefs;
    const auto psq = prefs.dir() / "piskvork.psq";
    write_text(psq, "Piskvorky 15x15, 11:11, 0\r\n8,8,100\r\n9,9,100\r\n8,9,100\r\n-1\r\n");
    const auto bad = prefs.dir() / "broken.sgf";
    write_text(bad, "(;GM[1]SZ[19];B[aa])");

    GIVEN("a running game") {
        App app(sized(900, 640));
        app.set_frame_pacing(false);
        run_frames(app, 1);
        WHEN("a .psq is dropped on the window") {
            drop_file(psq);
            run_frames(app, 2);
            ReviewScene* review = review_on_top(app);
            REQUIRE(review);
            CHECK(review->move_count() == 3);
        }
        WHEN("a record that is not a Gomoku game is dropped") {
            drop_file(bad);
            run_frames(app, 2);
            REQUIRE(top_scene(app) == "message");
            auto* message = dynamic_cast<MessageScene*>(app.scenes().top());
            REQUIRE(message);
            CHECK(message->text().find("broken.sgf: 1:") != std::string::npos);
            CHECK(message->text().find("GM[1]") != std::string::npos);
            CHECK(save_shot(app, "open_error_message"));
            press_key(SDLK_RETURN);
            run_frames(app, 2);
            CHECK(top_scene(app) == "title");
        }
    }
    GIVEN("gomoku FILE") {
        const ParsedOptions parsed = parse_options({psq.string(), "--window", "800x600"});
        REQUIRE(parsed.error.empty());
        App app(parsed.options);
        run_frames(app, 1);
        REQUIRE(review_on_top(app));
        press_key(SDLK_ESCAPE);
        run_frames(app, 2);
        CHECK(top_scene(app) == "title");
    }
}

SCENARIO("The review runs in the background on its own runner and the game can be exported") {
    TempPrefs prefs;
    const auto exports = prefs.dir() / "exports";
    std::filesystem::create_directories(exports);
    SDL_setenv("GOMOKU_EXPORT_DIR", exports.string().c_str(), 1);
    auto gate = std::make_shared<Gate>();
    gate->shut = true;
    const auto file = prefs.dir() / "game.sgf";
    write_text(file, "(;GM[4]FF[4]SZ[15]PB[Ann]PW[Bob]RE[B+];B[hh];W[ii];B[hg];W[ig];B[hf])");
    App app(sized(900, 640), scripted_search(gate));
    app.set_frame_pacing(false);
    app.open_record(file);
    run_frames(app, 3);
    ReviewScene* review = review_on_top(app);
    REQUIRE(review);
    THEN("frames go on while the engine thinks, with the review under way") {
        run_frames(app, 5);
        CHECK(review->reviewing());
        CHECK(review->verdicts().empty());
        CHECK(review->expected_searches() >= 6);
    }
    THEN("once the searches answer, every move has a verdict") {
        gate->shut = false;
        app.move_now(AiTask::Review); // the one that was waiting on the gate
        REQUIRE(run_until(
            app, [&] { return !review->reviewing(); }, 10));
        CHECK(review->verdicts().size() == 5);
        CHECK(gate->searches >= 6);
        CHECK(save_shot(app, "review_900x640"));
        AND_THEN("an export writes the annotated record into the export folder") {
            press_key(SDLK_e);
            run_frames(app, 2);
            REQUIRE(top_scene(app) == "message");
            auto* message = dynamic_cast<MessageScene*>(app.scenes().top());
            REQUIRE(message);
            CHECK(message->title() == "Game exported");
            const auto exported = exports / "gomoku-game.sgf";
            REQUIRE(std::filesystem::exists(exported));
            std::ifstream in(exported, std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            const auto back = read_sgf(text.str());
            REQUIRE(back.ok());
            CHECK(back->black_player == "Ann");
            CHECK(back->moves.size() == 5);
            CHECK(back->moves[0].comment.find("Engine:") != std::string::npos);
            std::ifstream psq_in(exports / "gomoku-game.psq", std::ios::binary);
            std::stringstream psq_text;
            psq_text << psq_in.rdbuf();
            const auto psq = read_psq(psq_text.str());
            REQUIRE(psq.ok());
            CHECK(psq->moves.size() == 5);
        }
    }
    SDL_setenv("GOMOKU_EXPORT_DIR", "", 1);
}

TEST_CASE("The new scenes at small, large and portrait window sizes (screenshots)") {
    TempPrefs prefs;
    const auto file = prefs.dir() / "game.sgf";
    write_text(file,
               "(;GM[4]FF[4]SZ[15]PB[You]PW[Computer (Easy)]DT[2026-12-01]RE[W+R];B[hh];W[ii];"
               "B[hg];W[ig];B[hf];W[he];B[gh];W[ih];B[fh];W[ij])");
    {
        std::filesystem::create_directories(prefs.dir() / "games");
        std::ifstream in(file, std::ios::binary);
        std::ofstream out(prefs.dir() / "games" / "20261201-100000-000-1.sgf", std::ios::binary);
        out << in.rdbuf();
    }
    auto gate = std::make_shared<Gate>();
    for (auto [w, h] : {std::pair{480, 360}, std::pair{1400, 900}, std::pair{480, 800}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        App app(sized(w, h), scripted_search(gate));
        app.set_frame_pacing(false);
        app.scenes().push(std::make_unique<GamesScene>(app));
        run_frames(app, 2);
        CHECK(save_shot(app, "games_" + size));
        app.open_record(file);
        run_frames(app, 1);
        ReviewScene* review = review_on_top(app);
        REQUIRE(review);
        const bool done = run_until(
            app, [&] { return !review->reviewing(); }, 20);
        INFO("window " << size << ": " << review->searched() << " of about "
                       << review->expected_searches() << " searches, " << gate->searches
                       << " asked of the engine, running " << app.running());
        REQUIRE(done);
        press_key(SDLK_LEFT);
        press_key(SDLK_LEFT);
        run_frames(app, 2);
        CHECK(save_shot(app, "review_" + size));
    }
}
