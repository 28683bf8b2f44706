#pragma once

#include "expected.hpp"
#include "game.hpp"
#include "rules.hpp"
#include "types.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

// The board sizes a record may have: those the engine plays (pbrain-gomoku's range).
inline constexpr int kRecordMinSize = 5;
inline constexpr int kRecordMaxSize = 22;

// SGF's move annotations: BM (bad move), DO (doubtful), IT (interesting), TE (tesuji, a good
// move). BM and TE carry a strength, 1 (normal) or 2 (emphasised); DO and IT carry none.
enum class Annotation { None, Bad, Doubtful, Interesting, Good };

// A property the record does not interpret, kept so that it is written back: an SGF
// identifier (capital letters) and its values, as text (escapes already removed). The game
// keeps its own state here too (e.g. the redo list, clocks, the level) without core knowing.
struct RecordProperty {
    std::string id;
    std::vector<std::string> values;
    friend bool operator==(const RecordProperty&, const RecordProperty&) = default;
};

// The first property with this id, or nullptr.
const RecordProperty* find_property(const std::vector<RecordProperty>& properties,
                                    std::string_view id);
// Replaces every property with this id by one with a single value.
void set_property(std::vector<RecordProperty>& properties, std::string_view id, std::string value);

struct RecordedMove {
    Point point;
    std::string comment;
    Annotation annotation = Annotation::None;
    int annotation_strength = 1; // 1 or 2, for Bad and Good
    int time_ms = 0;             // thinking time, from .psq files (SGF does not keep it)
    std::vector<RecordProperty> extra;
    friend bool operator==(const RecordedMove&, const RecordedMove&) = default;
};

// SGF's RE: "B+R" (Black won by resignation), "W+T" (on time), "W+F" (forfeit), "B+" (no
// reason given, e.g. a five), "0" or "Draw", "Void" (no result), "?" (unknown); no RE at all
// means the game is not finished.
enum class Outcome { Unfinished, BlackWon, WhiteWon, Draw, Void, Unknown };
enum class WinReason { Unstated, Resignation, Time, Forfeit };

struct GameResult {
    Outcome outcome = Outcome::Unfinished;
    WinReason reason = WinReason::Unstated; // only for BlackWon and WhiteWon
    friend bool operator==(const GameResult&, const GameResult&) = default;
};

// SGF's spelling of a result ("B+R", "Draw", ...); empty for an unfinished game.
std::string result_text(GameResult result);
// Reads SGF's forms (also "B+Resign", "W+Time", "B+3.5", "Draw", case-insensitive for the
// words); anything else is Outcome::Unknown.
GameResult parse_result(std::string_view text);

// A game as a file keeps it: the main line only (Black first), with what people write
// around the moves.
struct GameRecord {
    int board_size = Board::kDefaultSize;
    Rule rule = Rule::Freestyle;
    std::vector<RecordedMove> moves;
    std::string game_comment;
    std::string black_player; // PB; for the computer its level, e.g. "Computer (Master)"
    std::string white_player; // PW
    GameResult result;
    std::string date;        // DT, e.g. "2026-12-01"
    std::string application; // AP, "name:version" (to_record() says "Gomoku")
    std::vector<RecordProperty> extra;
    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// Replays every move of the record under its rule. Refused, with the move's number: a size
// outside 5..22, a point off the board or on a stone, a point forbidden to Black under
// renju, a move after the game was won.
Expected<Game> to_game(const GameRecord& record);

// The main line of the game (the redo list is the game's own business), its size, rule and
// result (a won game as "B+" or "W+", a full board as a draw); the application "Gomoku"
// (the app adds its version).
GameRecord to_record(const Game& game);

} // namespace gomoku
