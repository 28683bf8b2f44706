#include "test_support/catch.hpp"

#include "core/clock_record.hpp"
#include "core/clocks.hpp"
#include "core/game.hpp"
#include "core/sgf.hpp"

#include <chrono>

using namespace gomoku;
using namespace std::chrono_literals;
using std::chrono::milliseconds;

SCENARIO("Time controls have a text id that reads back") {
    CHECK(time_control_id(TimeControl{}) == "none");
    CHECK(time_control_id(per_move_clock(30s)) == "move:30");
    CHECK(time_control_id(game_clock(300s, 3s)) == "game:300+3");
    for (const TimeControl& preset : time_control_presets()) {
        CHECK(parse_time_control(time_control_id(preset)) == preset);
    }
    CHECK(parse_time_control("game:60") == game_clock(60s, 0s));
    for (const char* bad : {"", "move:", "move:0", "move:-5", "move:3601", "game:0+3", "game:60+",
                            "game:+3", "game:60+601", "game:60+3x", "Game:60", "5+3", "none "}) {
        INFO(bad);
        CHECK_FALSE(parse_time_control(bad));
    }
}

SCENARIO("A clock face shows minutes and seconds, tenths under ten seconds, rounded down") {
    CHECK(clock_face(300'000ms) == "5:00");
    CHECK(clock_face(299'999ms) == "4:59");
    CHECK(clock_face(10'000ms) == "0:10");
    CHECK(clock_face(9'999ms) == "9.9");
    CHECK(clock_face(50ms) == "0.0");
    CHECK(clock_face(-20ms) == "0.0");
    CHECK(clock_face(3'723'000ms) == "1:02:03");
}

SCENARIO("A game clock counts only for the side to move and adds the increment after a move") {
    GameClocks clocks(game_clock(60s, 2s));
    CHECK(clocks.left(Stone::Black, 0ms) == 60s);
    CHECK(clocks.counting() == Stone::Empty); // not started: nothing counts
    CHECK(clocks.left(Stone::Black, 5'000ms) == 60s);
    clocks.start(1'000ms);
    CHECK(clocks.counting() == Stone::Black);
    CHECK(clocks.left(Stone::Black, 11'000ms) == 50s);
    CHECK(clocks.left(Stone::White, 11'000ms) == 60s);
    clocks.move_made(11'000ms);
    CHECK(clocks.left(Stone::Black, 11'000ms) == 52s); // 50 s left, plus 2
    CHECK(clocks.counting() == Stone::White);
    CHECK(clocks.left(Stone::Black, 20'000ms) == 52s); // Black's clock stands
    CHECK(clocks.left(Stone::White, 20'000ms) == 51s);
    CHECK(clocks.recorded_left(0) == 50s); // the record keeps the time before the increment
}

SCENARIO("A per-move clock starts afresh every move") {
    GameClocks clocks(per_move_clock(10s));
    clocks.start(0ms);
    CHECK(clocks.left(Stone::Black, 7'500ms) == 2'500ms);
    clocks.move_made(7'500ms);
    CHECK(clocks.left(Stone::Black, 7'500ms) == 10s);
    CHECK(clocks.left(Stone::White, 8'500ms) == 9s);
    CHECK(clocks.recorded_left(0) == 2'500ms);
    CHECK(clocks.flagged(17'499ms) == Stone::Empty);
    CHECK(clocks.flagged(17'500ms) == Stone::White);
}

SCENARIO("A paused clock loses nothing") {
    GameClocks clocks(game_clock(60s, 0s));
    clocks.start(0ms);
    clocks.pause(4'000ms);
    CHECK(clocks.counting() == Stone::Empty);
    CHECK(clocks.left(Stone::Black, 100'000ms) == 56s);
    CHECK(clocks.flagged(100'000ms) == Stone::Empty);
    clocks.pause(100'000ms); // twice is once
    clocks.resume(200'000ms);
    CHECK(clocks.left(Stone::Black, 201'000ms) == 55s);
    clocks.stop(202'000ms);
    CHECK(clocks.left(Stone::Black, 900'000ms) == 54s);
}

SCENARIO("The side to move flags when its time runs out, and its clock stays at zero") {
    GameClocks clocks(game_clock(5s, 1s));
    clocks.start(0ms);
    CHECK(clocks.flagged(4'999ms) == Stone::Empty);
    CHECK(clocks.flagged(5'000ms) == Stone::Black);
    CHECK(clocks.left(Stone::Black, 9'000ms) == 0ms);
    WHEN("the game goes on (losing on time is off), the flagged side's move adds to zero") {
        clocks.move_made(9'000ms);
        CHECK(clocks.left(Stone::Black, 9'000ms) == 1s);
        CHECK(clocks.recorded_left(0) == 0ms);
        CHECK(clocks.flagged(9'000ms) == Stone::Empty);
    }
    WHEN("the game ends on the flag, the clocks stop") {
        clocks.stop(5'000ms);
        CHECK(clocks.flagged(60'000ms) == Stone::Black);
        CHECK(clocks.counting() == Stone::Empty);
    }
}

SCENARIO("Undo puts the clocks back as they were at that position; redo replays the record") {
    GameClocks clocks(game_clock(60s, 3s));
    clocks.start(0ms);
    clocks.move_made(10'000ms); // Black 50 + 3
    clocks.move_made(15'000ms); // White 55 + 3
    clocks.move_made(17'000ms); // Black 51 + 3
    REQUIRE(clocks.moves() == 3);
    // White thinks for 20 s, then the player takes back two moves (against the computer).
    REQUIRE(clocks.undo(37'000ms));
    REQUIRE(clocks.undo(37'000ms));
    CHECK(clocks.moves() == 1);
    CHECK(clocks.to_move() == Stone::White);
    CHECK(clocks.left(Stone::Black, 37'000ms) == 53s);
    CHECK(clocks.left(Stone::White, 37'000ms) == 60s);
    CHECK(clocks.counting() == Stone::White);
    CHECK(clocks.left(Stone::White, 38'000ms) == 59s);
    REQUIRE(clocks.redo(38'000ms));
    CHECK(clocks.left(Stone::White, 38'000ms) == 58s);
    CHECK(clocks.left(Stone::Black, 39'000ms) == 52s); // Black counts from the redo
    WHEN("a different move is made, the redo line is gone") {
        REQUIRE(clocks.undo(40'000ms));
        clocks.move_made(41'000ms);
        CHECK(clocks.moves() == 2);
        REQUIRE(clocks.redo(41'000ms)); // nothing recorded: the clocks stand
        CHECK(clocks.moves() == 3);
        CHECK(clocks.left(Stone::Black, 41'000ms) == 53s);
    }
    CHECK_FALSE(GameClocks(game_clock(60s, 0s)).undo(0ms));
}

SCENARIO("The redraw is due when the face next changes") {
    GameClocks clocks(game_clock(60s, 0s));
    CHECK_FALSE(clocks.next_change(0ms)); // nothing counts
    clocks.start(0ms);
    CHECK(clocks.next_change(0ms) == 1ms);        // 60.000 -> 59.999 shows 0:59
    CHECK(clocks.next_change(1ms) == 1000ms);     // 59.999 shows 0:59 until 58.999
    CHECK(clocks.next_change(50'450ms) == 51ms);  // 9.550 shows 9.5 until 9.499
    CHECK(clocks.next_change(50'401ms) == 100ms); // 9.599 -> 9.499 shows 9.4
    CHECK(clocks.next_change(70'000ms) == 0ms);   // flagged: now
}

namespace {

Game three_moves() {
    Game game(15, Rule::Freestyle);
    REQUIRE(game.play({7, 7}));
    REQUIRE(game.play({8, 8}));
    REQUIRE(game.play({6, 6}));
    return game;
}

} // namespace

SCENARIO("Clocks round-trip through SGF with TM, OT and the time left after each move") {
    GameClocks clocks(game_clock(300s, 3s));
    clocks.start(0ms);
    clocks.move_made(12'345ms);
    clocks.move_made(20'000ms);
    clocks.move_made(21'000ms);
    GameRecord record = to_record(three_moves());
    write_clocks(record, clocks, clocks.left(Stone::White, 30'500ms));
    const std::string sgf = write_sgf(record);
    CHECK(sgf.find("TM[300]") != std::string::npos);
    CHECK(sgf.find("OT[3 s increment per move]") != std::string::npos);
    CHECK(sgf.find("BL[287.655]") != std::string::npos);
    CHECK(sgf.find("WL[292.345]") != std::string::npos);

    const auto read = read_sgf(sgf);
    REQUIRE(read);
    const auto back = read_clocks(*read);
    REQUIRE(back);
    CHECK(back->control() == clocks.control());
    CHECK(back->moves() == 3);
    CHECK_FALSE(back->running());
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(back->recorded_left(i) == clocks.recorded_left(i));
    }
    CHECK(back->left(Stone::Black, 0ms) == clocks.left(Stone::Black, 30'500ms));
    CHECK(back->left(Stone::White, 0ms) == 285'845ms); // as kept, mid-move
    CHECK(back->left(Stone::White, 0ms) == clocks.left(Stone::White, 30'500ms));
}

SCENARIO("A per-move clock's record says TM[0] and the move time as overtime") {
    GameClocks clocks(per_move_clock(30s));
    clocks.start(0ms);
    clocks.move_made(4'000ms);
    GameRecord record = to_record(three_moves());
    write_clocks(record, clocks, std::nullopt);
    const std::string sgf = write_sgf(record);
    CHECK(sgf.find("TM[0]") != std::string::npos);
    CHECK(sgf.find("OT[30 s per move]") != std::string::npos);
    const auto back = read_clocks(*read_sgf(sgf));
    REQUIRE(back);
    CHECK(back->control() == per_move_clock(30s));
    CHECK(back->left(Stone::White, 0ms) == 30s);
}

SCENARIO("Records of other programs: TM alone is a game clock; bad times are refused") {
    GameRecord record = to_record(three_moves());
    CHECK_FALSE(read_clocks(record)->enabled());
    set_property(record.extra, "TM", "600");
    set_property(record.moves[0].extra, "BL", "590.5");
    auto clocks = read_clocks(record);
    REQUIRE(clocks);
    CHECK(clocks->control() == game_clock(600s, 0s));
    CHECK(clocks->left(Stone::Black, 0ms) == 590'500ms);
    CHECK(clocks->left(Stone::White, 0ms) == 600s); // no WL: the clock as it stood
    set_property(record.moves[1].extra, "WL", "soon");
    const auto bad = read_clocks(record);
    REQUIRE_FALSE(bad);
    CHECK(bad.error() == "move 2: WL[soon] is not a time in seconds");
    set_property(record.extra, "GKCLOCK", "game:fast");
    CHECK_FALSE(read_clocks(record));
    CHECK(parse_sgf_seconds("12.3456") == 12'345ms);
    CHECK(parse_sgf_seconds("+7") == 7s);
    CHECK_FALSE(parse_sgf_seconds("-7"));
    CHECK_FALSE(parse_sgf_seconds("."));
    CHECK(sgf_seconds(287'400ms) == "287.4");
}
