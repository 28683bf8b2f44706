#include "test_support/catch.hpp"

#include "core/sgf.hpp"
#include "records_support.hpp"

using namespace gomoku;
using gomoku::test::mentions;
using gomoku::test::place_of;

namespace {

// A random game with words around it: names, a date, a result, comments with the
// characters SGF escapes, annotations and the app's own properties.
GameRecord dressed_record(int size, Rule rule, unsigned seed) {
    GameRecord record = to_record(test::random_game(size, rule, seed, size * size));
    record.application = "Gomoku:0.1.0";
    record.black_player = "Ada [human]";
    record.white_player = "Computer (Master)";
    record.date = "2026-12-01";
    record.game_comment = "A game with \\ and ] in it,\nover two lines.";
    record.result = {Outcome::WhiteWon, WinReason::Resignation};
    record.extra = {{"GN", {"Seed " + std::to_string(seed)}}, {"XR", {"a1", "b2"}}};
    for (std::size_t i = 0; i < record.moves.size(); i += 3) {
        RecordedMove& move = record.moves[i];
        move.comment = "move " + std::to_string(i + 1) + " [sic]";
        move.annotation = static_cast<Annotation>(1 + i % 4);
        move.annotation_strength = i % 2 == 0 ? 2 : 1;
        if (move.annotation == Annotation::Doubtful || move.annotation == Annotation::Interesting) {
            move.annotation_strength = 1; // DO and IT have no strength
        }
    }
    if (!record.moves.empty()) {
        record.moves.back().extra = {{"XT", {"12.5"}}};
    }
    return record;
}

std::string refusal(std::string_view text) {
    const auto record = read_sgf(text);
    REQUIRE_FALSE(record.ok());
    return record.error();
}

} // namespace

SCENARIO("SGF round trip: every size and rule, random games") {
    for (int size = kRecordMinSize; size <= kRecordMaxSize; ++size) {
        for (Rule rule : kAllRules) {
            const GameRecord record = dressed_record(size, rule, static_cast<unsigned>(size));
            const std::string text = write_sgf(record);
            const auto read = read_sgf(text);
            INFO("size " << size << ", rule " << rule_name(rule) << "\n" << text);
            REQUIRE(read.ok());
            CHECK(read.value() == record);
            const auto game = to_game(read.value());
            REQUIRE(game.ok());
            CHECK(game->move_count() == record.moves.size());
        }
    }
}

SCENARIO("SGF points: 'aa' is the top left corner, columns first") {
    GameRecord record;
    record.board_size = 15;
    RecordedMove a15;
    a15.point = {0, 14};
    RecordedMove o1;
    o1.point = {14, 0};
    record.moves = {a15, o1};
    const std::string text = write_sgf(record);
    CHECK(mentions(text, ";B[aa];W[oo]"));
    CHECK(mentions(text, "FF[4]GM[4]CA[UTF-8]SZ[15]RU[freestyle]"));
}

SCENARIO("SGF as other editors write it") {
    GIVEN("a file with comments, variations and properties this game does not use") {
        const std::string_view text = R"((;FF[4]GM[4]CA[UTF-8]AP[Sabaki:0.52.2]SZ[15]
GN[Club night]EV[Autumn cup]PB[Black player]PW[White player]RE[B+]DT[2024-10-05]
KM[0]RU[Renju]C[Root comment: \] escaped,
and a soft\
 break.]
;B[hh]C[The centre.];W[ig]
(;B[ii]BM[1]C[Hasty.];W[gi]TE[2]
  (;B[jj]) (;B[kk]MN[5]))
(;B[jf]C[The variation.]))
)";
        const auto record = read_sgf(text);
        REQUIRE(record.ok());
        THEN("the main line and its words are read") {
            CHECK(record->board_size == 15);
            CHECK(record->rule == Rule::Renju);
            CHECK(record->application == "Sabaki:0.52.2");
            CHECK(record->black_player == "Black player");
            CHECK(record->date == "2024-10-05");
            CHECK(record->result == GameResult{Outcome::BlackWon});
            CHECK(record->game_comment == "Root comment: ] escaped,\nand a soft break.");
            REQUIRE(record->moves.size() == 5);
            CHECK(record->moves[0].point == Point{7, 7});
            CHECK(record->moves[0].comment == "The centre.");
            CHECK(record->moves[1].point == Point{8, 8});
            CHECK(record->moves[2].annotation == Annotation::Bad);
            CHECK(record->moves[3].annotation == Annotation::Good);
            CHECK(record->moves[3].annotation_strength == 2);
            CHECK(record->moves[4].point == Point{9, 5});
        }
        THEN("unknown properties are kept and written back") {
            REQUIRE(find_property(record->extra, "GN") != nullptr);
            CHECK(find_property(record->extra, "GN")->values[0] == "Club night");
            CHECK(find_property(record->extra, "KM") != nullptr);
            const std::string again = write_sgf(record.value());
            CHECK(mentions(again, "GN[Club night]EV[Autumn cup]KM[0]"));
            CHECK(read_sgf(again).value() == record.value());
        }
    }
    GIVEN("FF[3] style: long identifiers with lowercase letters, CR LF line ends") {
        const std::string_view text = "(;FileFormat[3]GaMe[4]SiZe[13]\r\nPlayerBlack[Old]"
                                      "\r\n;Black[gg]Comment[First]\r\n;White[hh]\r\n;b[ii])\r\n";
        const auto record = read_sgf(text);
        INFO(record.error());
        REQUIRE(record.ok());
        CHECK(record->board_size == 13);
        CHECK(record->black_player == "Old");
        REQUIRE(record->moves.size() == 3);
        CHECK(record->moves[0].comment == "First");
        CHECK(record->moves[2].point == Point{8, 4});
    }
    GIVEN("text before the tree, blanks everywhere, a second game in the collection") {
        const std::string_view text = "\xEF\xBB\xBFSaved by hand\n  ( ; GM [4] SZ [ 9 ] ; B [ee] "
                                      "; W\n[dd] )\n(;GM[4]SZ[19];B[aa])";
        const auto record = read_sgf(text);
        INFO(record.error());
        REQUIRE(record.ok());
        CHECK(record->board_size == 9);
        CHECK(record->moves.size() == 2);
    }
    GIVEN("text in ISO-8859-1") {
        const auto record = read_sgf("(;GM[4]CA[ISO-8859-1]PB[Ren\xE9]C[\xE0 vous])");
        REQUIRE(record.ok());
        CHECK(record->black_player == "Ren\xC3\xA9");
        CHECK(record->game_comment == "\xC3\xA0 vous");
    }
    GIVEN("invalid UTF-8 in a comment") {
        const auto record = read_sgf("(;GM[4]C[bad \xFF byte])");
        REQUIRE(record.ok());
        CHECK(record->game_comment == "bad \xEF\xBF\xBD byte");
    }
    GIVEN("rules spelt in other ways") {
        CHECK(read_sgf("(;RU[Free style])")->rule == Rule::Freestyle);
        CHECK(read_sgf("(;RU[exactly five])")->rule == Rule::Standard);
        CHECK(read_sgf("(;RU[STANDARD])")->rule == Rule::Standard);
        CHECK(read_sgf("(;RU[RIF renju])")->rule == Rule::Renju);
        CHECK(read_sgf("(;RU[4])")->rule == Rule::Renju);
        CHECK(read_sgf("(;GM[4])")->rule == Rule::Freestyle);
        CHECK(read_sgf("(;GM[4])")->board_size == 15);
    }
    GIVEN("a comment in a node without a move") {
        const auto record = read_sgf("(;GM[4];B[hh];C[Later words.]XX[kept];W[ii])");
        REQUIRE(record.ok());
        REQUIRE(record->moves.size() == 2);
        CHECK(record->moves[0].comment == "Later words.");
        CHECK(find_property(record->moves[0].extra, "XX") != nullptr);
    }
}

SCENARIO("Malformed SGF is refused with the place and the problem") {
    std::string error;
    WHEN("the file is empty") {
        CHECK(mentions(refusal(""), "1:1: the file is empty"));
        CHECK(mentions(refusal(" \n\t"), "the file is empty"));
    }
    WHEN("it is binary junk") {
        error = refusal(std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
        CHECK(mentions(error, "1:1: not an SGF file"));
    }
    WHEN("the tree is not closed") {
        error = refusal("(;GM[4]SZ[15]\n;B[hh];W[ii]\n");
        CHECK(mentions(error, "3:1: the file ends inside the game tree opened at 1:1"));
    }
    WHEN("a value is not closed") {
        error = refusal("(;GM[4]\nC[a comment that never ends");
        CHECK(place_of(error) == "2:2");
        CHECK(mentions(error, "no closing ']'"));
    }
    WHEN("a point is off the board") {
        error = refusal("(;GM[4]SZ[15];B[hh];W[pa])");
        CHECK(place_of(error) == "1:21");
        CHECK(mentions(error, "W[pa] (move 2) is off the 15x15 board"));
        CHECK(mentions(refusal("(;SZ[19];B[tt])"), "(a pass in Go records)"));
        CHECK(mentions(refusal("(;SZ[15];B[h])"), "is not a point"));
    }
    WHEN("a point is on a stone") {
        error = refusal("(;GM[4]SZ[15];B[hh];W[ii];B[hh])");
        CHECK(place_of(error) == "1:27");
        CHECK(mentions(error, "B[hh] (move 3) is on a stone: h8 was played at move 1"));
    }
    WHEN("it is a Go record") {
        error = refusal("(;GM[1]FF[4]SZ[19];B[pd];W[dp])");
        CHECK(place_of(error) == "1:3");
        CHECK(mentions(error, "GM[1] is a Go record"));
        CHECK(mentions(refusal("(;GM[2])"), "GM[2] is not a Gomoku record"));
    }
    WHEN("the size is huge, too small, not square or not a number") {
        CHECK(mentions(refusal("(;SZ[99999999999999])"),
                       "1:3: SZ[99999999999999] is not a board size"));
        CHECK(mentions(refusal("(;SZ[40])"), "SZ[40]: the board size must be 5 to 22"));
        CHECK(mentions(refusal("(;SZ[4])"), "the board size must be 5 to 22"));
        CHECK(mentions(refusal("(;SZ[15:13])"), "only square boards"));
        CHECK(mentions(refusal("(;SZ[big])"), "is not a board size"));
    }
    WHEN("the moves do not alternate from Black") {
        CHECK(mentions(refusal("(;SZ[15];W[hh])"), "W[hh] (move 1): Black is to play"));
        CHECK(mentions(refusal("(;SZ[15];B[hh];B[ii])"), "B[ii] (move 2): White is to play"));
        CHECK(mentions(refusal("(;SZ[15];B[hh]W[ii])"), "a second move in one node"));
        CHECK(mentions(refusal("(;SZ[15];B[hh][ii])"), "a move is one point"));
    }
    WHEN("it passes or sets stones up") {
        CHECK(mentions(refusal("(;SZ[15];B[])"), "B[] (move 1) is a pass"));
        CHECK(mentions(refusal("(;SZ[15]AB[hh][ii])"), "1:9: setup stones (AB)"));
    }
    WHEN("the rule is not one this game plays") {
        CHECK(mentions(refusal("(;RU[Japanese])"), "RU[Japanese] is not a rule"));
    }
    WHEN("there is junk between properties") {
        CHECK(mentions(refusal("(;SZ[15];B[hh] ! )"), "1:16: unexpected '!'"));
        CHECK(mentions(refusal("(;SZ[15] \x01)"), "unexpected byte 0x01"));
        CHECK(mentions(refusal("(;SZ[15]()"), "1:9: a game tree '(' must start with a node"));
        CHECK(mentions(refusal("(;SZ)"), "property SZ has no value"));
    }
    WHEN("a value is 100 MB long") {
        std::string text = "(;GM[4]\nC[";
        text.append(100u << 20, 'x');
        text += "])";
        error = refusal(text);
        CHECK(place_of(error) == "2:2");
        CHECK(mentions(error, "the value of C is longer than 4 MiB"));
    }
    WHEN("a comment is longer than 1 MiB, alone or with the comments after it") {
        std::string text = "(;GM[4];B[hh]\nC[";
        text.append(1u << 19, 'x');
        text += "];C[";
        text.append(1u << 19, 'y');
        text += "])";
        error = refusal(text);
        CHECK(place_of(error) == "2:" + std::to_string(5 + (1 << 19))); // the second C
        CHECK(mentions(error, "the text of C is longer than 1 MiB"));
    }
    WHEN("the trees are nested very deeply") {
        THEN("a deep variation costs no recursion and is dropped") {
            std::string text = "(;SZ[15];B[hh](;W[ii])";
            for (int i = 0; i < 200000; ++i) {
                text += "(;";
            }
            text.append(200000, ')');
            text += ')';
            const auto record = read_sgf(text);
            REQUIRE(record.ok());
            CHECK(record->moves.size() == 2);
        }
        THEN("a main line deeper than any game is refused") {
            std::string text;
            for (int i = 0; i < 200000; ++i) {
                text += "(;";
            }
            error = refusal(text);
            CHECK(place_of(error) == "1:20002");
            CHECK(mentions(error, "more than 10000 nodes in the main line"));
        }
    }
}
