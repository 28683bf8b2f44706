#include "test_support/catch.hpp"

#include "engine/protocol.hpp"

using namespace gomoku;
using namespace gomoku::engine;

TEST_CASE("Commands are read whatever their case and spacing") {
    CHECK(parse_command("START 15").type == CommandType::Start);
    CHECK(parse_command("start 15").number == 15);
    CHECK(parse_command("  StArT\t19  ").number == 19);
    CHECK(parse_command("begin").type == CommandType::Begin);
    CHECK(parse_command("RESTART").type == CommandType::Restart);
    CHECK(parse_command("END").type == CommandType::End);
    CHECK(parse_command("about").type == CommandType::About);
    CHECK(parse_command("Board").type == CommandType::Board);
    CHECK(parse_command("yxboard").type == CommandType::YxBoard);
    CHECK(parse_command("STOP").type == CommandType::Stop);
    CHECK(parse_command("yxstop").type == CommandType::Stop);
    CHECK(parse_command("YXSHOWFORBID").type == CommandType::YxShowForbid);
    CHECK(parse_command("YXHASHCLEAR").type == CommandType::YxHashClear);
    CHECK(parse_command("").type == CommandType::Empty);
    CHECK(parse_command(" \t\r").type == CommandType::Empty);
    CHECK(parse_command("STARTLE 15").type == CommandType::Unknown);
    CHECK(parse_command("DONE").type == CommandType::Unknown); // only inside a BOARD
}

TEST_CASE("Coordinates are x then y, and only whole numbers") {
    const Command turn = parse_command("TURN 3,11");
    REQUIRE(turn.type == CommandType::Turn);
    CHECK(turn.point == Point{3, 11});
    CHECK(parse_command("TURN 3 , 11").point == Point{3, 11});
    CHECK(parse_command("takeback 0,0").type == CommandType::TakeBack);
    CHECK(parse_command("TURN -1,4").point == Point{-1, 4}); // the board decides it is off

    for (const char* bad :
         {"TURN", "TURN 3", "TURN 3,", "TURN ,3", "TURN 3,4,5", "TURN a,b", "TURN 3.0,4",
          "TURN 0x3,4", "TURN +3,4", "TURN 3 4", "TURN 99999999999,1", "TAKEBACK 1"}) {
        INFO(bad);
        const Command c = parse_command(bad);
        CHECK(c.type == CommandType::Malformed);
        CHECK_FALSE(c.error.empty());
    }
}

TEST_CASE("START, RECTSTART and YXNBEST take numbers") {
    CHECK(parse_command("START 22").number == 22);
    CHECK(parse_command("START -3").number == -3); // range is the game's business
    CHECK(parse_command("START x").type == CommandType::Malformed);
    CHECK(parse_command("START").type == CommandType::Malformed);
    const Command rect = parse_command("RECTSTART 20,15");
    REQUIRE(rect.type == CommandType::RectStart);
    CHECK(rect.width == 20);
    CHECK(rect.height == 15);
    CHECK(parse_command("RECTSTART 20").type == CommandType::Malformed);
    CHECK(parse_command("YXNBEST 5").number == 5);
    CHECK(parse_command("YXNBEST").type == CommandType::Malformed);
}

TEST_CASE("INFO gives a lower-case key and the rest of the line") {
    const Command c = parse_command("INFO Timeout_Turn   5000 ");
    REQUIRE(c.type == CommandType::Info);
    CHECK(c.key == "timeout_turn");
    CHECK(c.value == "5000");
    CHECK(parse_command("INFO folder C:\\Program Files\\x").value == "C:\\Program Files\\x");
    CHECK(parse_command("INFO").key.empty());
}

TEST_CASE("Counts are whole numbers of any size that are not negative") {
    CHECK(parse_count("0") == 0);
    CHECK(parse_count(" 350000000 ") == 350000000);
    CHECK(parse_count("8589934592") == 8589934592LL);
    CHECK_FALSE(parse_count("-1"));
    CHECK_FALSE(parse_count("1e6"));
    CHECK_FALSE(parse_count(""));
    CHECK_FALSE(parse_count("99999999999999999999999"));
}

TEST_CASE("Gomocup rule values") {
    CHECK(parse_rule_value("0") == RuleChoice::Freestyle);
    CHECK(parse_rule_value("1") == RuleChoice::Standard);
    CHECK(parse_rule_value("2") == RuleChoice::Renju); // Yixin-board
    CHECK(parse_rule_value("4") == RuleChoice::Renju);
    CHECK(parse_rule_value("5") == RuleChoice::Renju);
    CHECK(parse_rule_value("3") == RuleChoice::Standard); // exactly five + continuous game
    CHECK(parse_rule_value("8") == RuleChoice::CaroAsStandard);
    CHECK_FALSE(parse_rule_value("renju"));
    CHECK_FALSE(parse_rule_value("-4"));
}

TEST_CASE("Lines inside a BOARD block") {
    const BoardLine stone = parse_board_line(" 7, 8 ,2 ");
    REQUIRE(stone.type == BoardLineType::Stone);
    CHECK(stone.stone.point == Point{7, 8});
    CHECK(stone.stone.field == 2);
    CHECK(parse_board_line("done").type == BoardLineType::Done);
    CHECK(parse_board_line("").type == BoardLineType::Blank);
    CHECK(parse_board_line("7,8").type == BoardLineType::Other);
    CHECK(parse_board_line("7,8,1,1").type == BoardLineType::Other);
    CHECK(parse_board_line("TURN 7,8").type == BoardLineType::Other);
}

TEST_CASE("Replies are spelt the way managers read them") {
    CHECK(format_move({0, 14}) == "0,14");
    CHECK(format_forbid({}) == "FORBID .");
    CHECK(format_forbid({{7, 7}, {10, 3}}) == "FORBID 07071003.");
    CHECK(printable("TU\0RN\x1b\xff"
                    "7") == "TU");
    CHECK(printable(std::string_view("TU\0RN\x1b\xff"
                                     "7",
                                     8)) == "TU?RN??7");
    CHECK(printable(std::string(100, 'a')) == std::string(80, 'a') + "...");
}
