#pragma once

#include "core/types.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The Gomocup ("piskvork") protocol as text: what a manager's line means, and how the
// engine's replies are spelt. Pure functions, no state, so the parser can be tested and
// fuzzed on its own. Commands and INFO keys are case-insensitive; coordinates are x
// (column) then y (row), 0-based.
namespace gomoku::engine {

enum class CommandType {
    Empty,        // a blank line: ignored
    Start,        // START n
    RectStart,    // RECTSTART w,h
    Restart,      // RESTART
    Begin,        // BEGIN
    Turn,         // TURN x,y
    Board,        // BOARD, then x,y,field lines, then DONE; the engine moves
    YxBoard,      // YXBOARD ... DONE: the same position, but no move
    TakeBack,     // TAKEBACK x,y
    End,          // END
    About,        // ABOUT
    Info,         // INFO key value
    YxShowForbid, // YXSHOWFORBID
    Stop,         // STOP or YXSTOP: move now
    YxNBest,      // YXNBEST n
    YxHashClear,  // YXHASHCLEAR
    Swap2Board,   // SWAP2BOARD, then x,y lines (0, 3 or 5), then DONE (swap2.hpp)
    Malformed,    // a known command with arguments it cannot read: reply ERROR
    Unknown,      // not a command we know: reply UNKNOWN
};

struct Command {
    CommandType type = CommandType::Empty;
    int number = 0;    // START size, YXNBEST count
    int width = 0;     // RECTSTART
    int height = 0;    // RECTSTART
    Point point;       // TURN, TAKEBACK (not checked against any board here)
    std::string key;   // INFO: the key, lower case
    std::string value; // INFO: the rest of the line, trimmed
    std::string error; // Malformed: what is wrong
};

Command parse_command(std::string_view line);

// One line inside a BOARD or YXBOARD block.
struct StoneLine {
    Point point;
    int field = 0; // 1 own stone, 2 opponent's, 3 ignored (Gomocup's continuous-game marker)
};
enum class BoardLineType {
    Stone, // "x,y,field": three integers (range not checked here)
    Done,  // DONE
    Blank, // nothing: ignored
    Other, // anything else: a command that cut the block short, or garbage
};
struct BoardLine {
    BoardLineType type = BoardLineType::Other;
    StoneLine stone;
};
BoardLine parse_board_line(std::string_view line);
// One line inside a SWAP2BOARD block: "x,y" (a Stone with field 0), DONE, blank, other.
BoardLine parse_swap2_line(std::string_view line);

// Gomocup INFO rule values to our rules: bit 4 (or Yixin's value 2) is renju, bit 1 is
// "exactly five", anything else freestyle. Caro (bit 8) is not supported: played as
// exactly-five, the nearest rule we have. nullopt for text that is not a number.
enum class RuleChoice { Freestyle, Standard, Renju, CaroAsStandard };
std::optional<RuleChoice> parse_rule_value(std::string_view value);

// Reads a whole non-negative number (e.g. milliseconds or bytes) from an INFO value.
std::optional<std::int64_t> parse_count(std::string_view value);

// "7,8"
std::string format_move(Point p);
// "FORBID 0707." (two digits for x, two for y, per point), "FORBID ." when none.
std::string format_forbid(const std::vector<Point>& points);
// The line with control and non-ASCII bytes shown as '?', cut to a sensible length, so a
// reply that echoes input (UNKNOWN, ERROR) never carries garbage back to the manager.
std::string printable(std::string_view text);

} // namespace gomoku::engine
