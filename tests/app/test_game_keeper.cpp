// Nothing lost: the game in progress is on disk after every move and comes back when the
// game starts again; a save that cannot be read is moved aside with a word to the player.

#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/atomic_file.hpp"
#include "app/message_scene.hpp"
#include "app/saved_game.hpp"
#include "core/notation.hpp"

#include <fstream>
#include <sstream>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;

namespace {

// A start with no game on the command line: what a player gets from the desktop's menu.
Options plain_start() {
    Options o;
    o.window = std::pair{900, 640};
    return o;
}

std::string file_text(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

Point at(const char* notation) {
    return *parse_notation(notation, 15);
}

} // namespace

TEST_CASE("A saved game keeps its setup and its redo list") {
    Settings setup;
    setup.play = PlayMode::HumanWhite;
    setup.level = ai::Level::Hard;
    setup.size = 13;
    setup.rule = Rule::Renju;
    SavedGame saved{setup, Game(13, Rule::Renju), "20261201-100000-000-1"};
    for (const char* p : {"g7", "h8", "f6", "e5"}) {
        REQUIRE(saved.game.play(*parse_notation(p, 13)));
    }
    saved.game.undo();
    saved.game.undo();
    const std::string text = saved_game_text(saved);
    CHECK(text.find("PB[Computer (Hard)]") != std::string::npos);
    CHECK(text.find("PW[You]") != std::string::npos);

    const auto back = read_saved_game(text);
    REQUIRE(back.ok());
    CHECK(back->setup.play == PlayMode::HumanWhite);
    CHECK(back->setup.level == ai::Level::Hard);
    CHECK(back->setup.size == 13);
    CHECK(back->setup.rule == Rule::Renju);
    CHECK(back->library_name == saved.library_name);
    CHECK(back->game.moves() == saved.game.moves());
    CHECK(back->game.redo_line() == saved.game.redo_line());
    CHECK(back->game.to_move() == Stone::Black);
}

TEST_CASE("Writing atomically replaces the file and leaves no temporary file behind") {
    TempPrefs prefs;
    const auto file = prefs.dir() / "a.txt";
    REQUIRE(write_file_atomically(file, "one").empty());
    REQUIRE(write_file_atomically(file, "two").empty());
    CHECK(file_text(file) == "two");
    int entries = 0;
    for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(prefs.dir())) {
        ++entries;
    }
    CHECK(entries == 1);
    CHECK_FALSE(write_file_atomically(prefs.dir() / "no-such-folder" / "b.txt", "x").empty());
}

SCENARIO("The game in progress comes back after the program is gone") {
    TempPrefs prefs;
    std::vector<Point> moves;
    std::vector<Point> redo;
    {
        App app(game_options(PlayMode::TwoPlayers, ai::Level::Medium));
        app.set_frame_pacing(false);
        GameScene* game = game_scene(app);
        REQUIRE(game);
        run_frames(app, 2);
        for (const char* p : {"h8", "i9", "g7", "j10"}) {
            click_point(app, *game, at(p));
            run_frames(app, 2);
        }
        press_key(SDLK_u);
        run_frames(app, 2);
        REQUIRE(game->game().move_count() == 3);
        moves = game->game().moves();
        redo = game->game().redo_line();
    } // the App is destroyed as a killed program would be: nothing is written on the way out

    GIVEN("a new start with no game asked for on the command line") {
        App app(plain_start());
        app.set_frame_pacing(false);
        run_frames(app, 1);
        THEN("the same game is on the board, with no extra click") {
            REQUIRE(top_scene(app) == "game");
            GameScene* game = game_scene(app);
            REQUIRE(game);
            CHECK(game->game().moves() == moves);
            CHECK(game->game().redo_line() == redo);
            CHECK(game->game().to_move() == Stone::White);
            CHECK(game->setup().play == PlayMode::TwoPlayers);
            CHECK(save_shot(app, "resumed_game"));
        }
        AND_THEN("the title screen is one Esc away (and the confirm that a game in progress asks)") {
            press_key(SDLK_ESCAPE);
            run_frames(app, 2);
            REQUIRE(top_scene(app) == "confirm");
            press_key(SDLK_RETURN);
            run_frames(app, 2);
            CHECK(top_scene(app) == "title");
        }
        AND_THEN("the game is also in the library") {
            int files = 0;
            for (const auto& e : std::filesystem::directory_iterator(prefs.dir() / "games")) {
                CHECK(e.path().extension() == ".sgf");
                ++files;
            }
            CHECK(files == 1);
        }
    }
}

SCENARIO("A game against the computer comes back with its level and its side") {
    TempPrefs prefs;
    {
        App app(game_options(PlayMode::HumanWhite, ai::Level::Beginner, 13));
        app.set_frame_pacing(false);
        GameScene* game = game_scene(app);
        REQUIRE(game);
        REQUIRE(run_until(app, [&] { return game->human_to_move(); }));
        REQUIRE(game->game().move_count() == 1); // the computer opened as Black
    }
    App app(plain_start());
    app.set_frame_pacing(false);
    run_frames(app, 1);
    GameScene* game = game_scene(app);
    REQUIRE(game);
    CHECK(game->setup().play == PlayMode::HumanWhite);
    CHECK(game->setup().level == ai::Level::Beginner);
    CHECK(game->setup().size == 13);
    CHECK(game->game().move_count() == 1);
    CHECK(game->human_to_move());
}

SCENARIO("A finished game does not come back: the title does") {
    TempPrefs prefs;
    {
        App app(game_options(PlayMode::TwoPlayers));
        app.set_frame_pacing(false);
        GameScene* game = game_scene(app);
        REQUIRE(game);
        run_frames(app, 2);
        for (const char* p : {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"}) {
            click_point(app, *game, at(p));
            run_frames(app, 2);
        }
        REQUIRE(game->game().over());
    }
    App app(plain_start());
    run_frames(app, 1);
    CHECK(top_scene(app) == "title");
}

SCENARIO("A corrupt save is moved aside, the player is told once, and the game plays") {
    TempPrefs prefs;
    const auto save = prefs.dir() / "current-game.sgf";
    const std::string junk = "(;GM[4]SZ[15];B[hh];W[hh])";
    {
        std::ofstream out(save, std::ios::binary);
        out << junk;
    }
    {
        App app(plain_start());
        app.set_frame_pacing(false);
        run_frames(app, 1);
        REQUIRE(top_scene(app) == "message");
        auto* message = dynamic_cast<MessageScene*>(app.scenes().top());
        REQUIRE(message);
        CHECK(message->text().find("could not be restored") != std::string::npos);
        CHECK(message->text().find("current-game.sgf.bad") != std::string::npos);
        CHECK(save_shot(app, "corrupt_save_message"));
        CHECK(file_text(prefs.dir() / "current-game.sgf.bad") == junk);
        CHECK_FALSE(std::filesystem::exists(save));

        press_key(SDLK_RETURN);
        run_frames(app, 2);
        REQUIRE(top_scene(app) == "title");
        press_key(SDLK_RETURN); // Play is focused
        run_frames(app, 2);
        CHECK(top_scene(app) == "game");
    }
    THEN("the next start says nothing more") {
        App app(plain_start());
        run_frames(app, 1);
        CHECK(top_scene(app) != "message");
        CHECK(file_text(prefs.dir() / "current-game.sgf.bad") == junk);
    }
}
