#include "test_support/catch.hpp"

#include "core/psq.hpp"
#include "records_support.hpp"

using namespace gomoku;
using gomoku::test::mentions;
using gomoku::test::place_of;

namespace {

std::string refusal(std::string_view text) {
    const auto record = read_psq(text);
    REQUIRE_FALSE(record.ok());
    return record.error();
}

} // namespace

SCENARIO("PSQ round trip: every size and rule, random games") {
    for (int size = kRecordMinSize; size <= kRecordMaxSize; ++size) {
        for (Rule rule : kAllRules) {
            GameRecord record = to_record(test::random_game(size, rule, 100u + size, size * size));
            record.application.clear(); // not in the format
            record.result = {};         // nor this
            for (std::size_t i = 0; i < record.moves.size(); ++i) {
                record.moves[i].time_ms = static_cast<int>(i * 37 % 5000);
            }
            if (size % 2 == 0) {
                record.black_player = "pbrain-one";
                record.white_player = "Computer (Master)";
            }
            const std::string text = write_psq(record);
            const auto read = read_psq(text, rule);
            INFO("size " << size << ", rule " << rule_name(rule) << "\n" << text);
            REQUIRE(read.ok());
            CHECK(read.value() == record);
            CHECK(to_game(read.value()).ok());
        }
    }
}

SCENARIO("PSQ as Piskvork writes it") {
    GIVEN("a tournament file: CR LF, the players' names, the error code") {
        const std::string_view text = "Piskvorky 20x20, 11:11, 0\r\n"
                                      "10,10,0\r\n"
                                      "11,11,1531\r\n"
                                      "9,11,2250\r\n"
                                      "pbrain-embryo.exe\r\n"
                                      "pbrain-rapfi.exe\r\n"
                                      "-1\r\n";
        const auto record = read_psq(text);
        INFO(record.error());
        REQUIRE(record.ok());
        CHECK(record->board_size == 20);
        CHECK(record->rule == Rule::Freestyle);
        REQUIRE(record->moves.size() == 3);
        // Column 10, row 10 from the top of 20 rows: j11 from the bottom.
        CHECK(record->moves[0].point == Point{9, 10});
        CHECK(record->moves[1].point == Point{10, 9});
        CHECK(record->moves[1].time_ms == 1531);
        CHECK(record->moves[2].point == Point{8, 9});
        CHECK(record->black_player == "pbrain-embryo.exe");
        CHECK(record->white_player == "pbrain-rapfi.exe");
    }
    GIVEN("a game saved from the window: people, the second player began, no names") {
        const std::string_view text = "Piskvorky 15x15, 0:3, 1\n8,8,0\n9,8,0\n-1\n";
        const auto record = read_psq(text, Rule::Renju);
        REQUIRE(record.ok());
        CHECK(record->rule == Rule::Renju);
        CHECK(record->moves.size() == 2);
        CHECK(record->black_player.empty());
    }
    GIVEN("names after a game the second player began") {
        const auto record = read_psq("Piskvorky 15x15, 0:0, 1\n8,8,5\nfirst\nsecond\n0\n");
        REQUIRE(record.ok());
        CHECK(record->black_player == "second");
        CHECK(record->white_player == "first");
    }
    GIVEN("Piskvork's stand-ins for people, old lines without a time, blank lines, CR only") {
        const auto record = read_psq("Piskvork 10x10\r1,1\r\r2,2,7\rhomo-1\rhomo-2\r-1");
        INFO(record.error());
        REQUIRE(record.ok());
        REQUIRE(record->moves.size() == 2);
        CHECK(record->moves[0].point == Point{0, 9});
        CHECK(record->moves[0].time_ms == 0);
        CHECK(record->black_player.empty());
        CHECK(record->white_player.empty());
    }
    GIVEN("a header alone") {
        const auto record = read_psq("Piskvorky 19x19, 0:0, 0");
        REQUIRE(record.ok());
        CHECK(record->moves.empty());
    }
    GIVEN("a trailer other programs add") {
        const auto record =
            read_psq("Piskvorky 15x15, 11:11, 0\n8,8,0\nA 1\nA 2\n-1\n1,Freestyle\n");
        REQUIRE(record.ok());
        CHECK(record->moves.size() == 1);
        CHECK(record->black_player == "A 1");
    }
    GIVEN("our own file") {
        GameRecord record;
        record.board_size = 15;
        RecordedMove h8;
        h8.point = {7, 7};
        h8.time_ms = 120;
        record.moves = {h8};
        record.white_player = "Computer (Easy)";
        CHECK(write_psq(record) ==
              "Piskvorky 15x15, 0:0, 0\n8,8,120\nhomo-1\nComputer (Easy)\n-1\n");
    }
}

SCENARIO("Malformed PSQ is refused with the place and the problem") {
    CHECK(mentions(refusal(""), "1:1: the file is empty"));
    CHECK(mentions(refusal("\r\n  \n"), "the file is empty"));
    CHECK(mentions(refusal("\x7f"
                           "ELF\x02\x01\x01"),
                   "1:1: not a Piskvork .psq file"));
    CHECK(mentions(refusal("(;GM[4]SZ[15];B[hh])"), "not a Piskvork .psq file"));
    CHECK(mentions(refusal("Piskvorky 20x15, 0:0, 0\n"), "the board is 20x15; only square"));
    CHECK(mentions(refusal("Piskvorky 99999999999x99999999999, 0:0, 0\n"), "not a Piskvork"));
    CHECK(mentions(refusal("Piskvorky 40x40, 0:0, 0\n"), "board size 40 is out of range"));
    std::string error = refusal("Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n");
    CHECK(place_of(error) == "3:1");
    CHECK(mentions(error, "move 2 (16,1,0) is off the 15x15 board"));
    error = refusal("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,9,0\r\n8,8,0\r\n");
    CHECK(place_of(error) == "4:1");
    CHECK(mentions(error, "move 3 (8,8,0) is on a stone: h8 was played at move 1"));
    error = refusal("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,,0\n");
    CHECK(place_of(error) == "3:1");
    CHECK(mentions(error, "is not 'column,row,time'"));
    CHECK(mentions(refusal("Piskvorky 15x15\n8,8,99999999999\n"), "is not 'column,row,time'"));
    CHECK(mentions(refusal("Piskvorky 15x15\n0,8,0\n"), "off the 15x15 board"));
}
