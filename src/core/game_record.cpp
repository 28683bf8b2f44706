#include "game_record.hpp"

#include "notation.hpp"
#include "renju.hpp"

#include <algorithm>
#include <cctype>

namespace gomoku {

const RecordProperty* find_property(const std::vector<RecordProperty>& properties,
                                    std::string_view id) {
    const auto it = std::find_if(properties.begin(), properties.end(),
                                 [id](const RecordProperty& p) { return p.id == id; });
    return it == properties.end() ? nullptr : &*it;
}

void set_property(std::vector<RecordProperty>& properties, std::string_view id, std::string value) {
    std::erase_if(properties, [id](const RecordProperty& p) { return p.id == id; });
    properties.push_back({std::string(id), {std::move(value)}});
}

std::string result_text(GameResult result) {
    switch (result.outcome) {
    case Outcome::Unfinished:
        return "";
    case Outcome::Draw:
        return "Draw";
    case Outcome::Void:
        return "Void";
    case Outcome::Unknown:
        return "?";
    case Outcome::BlackWon:
    case Outcome::WhiteWon:
        break;
    }
    std::string text = result.outcome == Outcome::BlackWon ? "B+" : "W+";
    switch (result.reason) {
    case WinReason::Resignation:
        return text + 'R';
    case WinReason::Time:
        return text + 'T';
    case WinReason::Forfeit:
        return text + 'F';
    case WinReason::Unstated:
        break;
    }
    return text;
}

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

WinReason parse_reason(std::string_view text) {
    const std::string word = lower(text);
    if (word == "r" || word == "resign" || word == "resignation") {
        return WinReason::Resignation;
    }
    if (word == "t" || word == "time") {
        return WinReason::Time;
    }
    if (word == "f" || word == "forfeit") {
        return WinReason::Forfeit;
    }
    return WinReason::Unstated; // a score, or nothing
}

} // namespace

GameResult parse_result(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
        text.remove_prefix(1);
    }
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
        text.remove_suffix(1);
    }
    const std::string word = lower(text);
    if (word.empty()) {
        return {};
    }
    if (word == "0" || word == "draw" || word == "jigo") {
        return {Outcome::Draw};
    }
    if (word == "void") {
        return {Outcome::Void};
    }
    if (word.size() >= 2 && (word[0] == 'b' || word[0] == 'w') && word[1] == '+') {
        return {word[0] == 'b' ? Outcome::BlackWon : Outcome::WhiteWon,
                parse_reason(text.substr(2))};
    }
    return {Outcome::Unknown};
}

namespace {

// Why `game` refuses p, for a move that Game::play() turned down.
std::string refusal(const Game& game, Point p) {
    const Board& board = game.board();
    if (!board.inside(p)) {
        const int n = board.size();
        return "is off the " + std::to_string(n) + "x" + std::to_string(n) + " board";
    }
    if (board.at(p) != Stone::Empty) {
        return "is on a stone";
    }
    if (game.over()) {
        return game.status() == GameStatus::Draw
                   ? std::string("comes after the board was full")
                   : std::string(game.winner() == Stone::Black ? "Black" : "White") +
                         " had already won";
    }
    if (game.rule() == Rule::Renju && game.to_move() == Stone::Black) {
        return "is forbidden to Black under renju (" +
               std::string(forbidden_name(forbidden_kind(board, p))) + ")";
    }
    return "is not a legal move";
}

std::string point_text(Point p) {
    // Off the board the letter may not exist: say it as columns and rows from 1.
    return p.x >= 0 && p.x < 26 && p.y >= 0
               ? to_notation(p)
               : std::to_string(p.x + 1) + "," + std::to_string(p.y + 1);
}

} // namespace

Expected<Game> to_game(const GameRecord& record) {
    const int size = record.board_size;
    if (size < kRecordMinSize || size > kRecordMaxSize) {
        return Expected<Game>::failure("board size " + std::to_string(size) + " is out of range (" +
                                       std::to_string(kRecordMinSize) + " to " +
                                       std::to_string(kRecordMaxSize) + ")");
    }
    Game game(size, record.rule);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Point p = record.moves[i].point;
        if (!game.play(p)) {
            return Expected<Game>::failure("move " + std::to_string(i + 1) + " (" + point_text(p) +
                                           ") " + refusal(game, p));
        }
    }
    return game;
}

GameRecord to_record(const Game& game) {
    GameRecord record;
    record.board_size = game.board().size();
    record.rule = game.rule();
    record.application = "Gomoku";
    for (Point p : game.moves()) {
        RecordedMove move;
        move.point = p;
        record.moves.push_back(std::move(move));
    }
    switch (game.status()) {
    case GameStatus::BlackWon:
        record.result = {Outcome::BlackWon};
        break;
    case GameStatus::WhiteWon:
        record.result = {Outcome::WhiteWon};
        break;
    case GameStatus::Draw:
        record.result = {Outcome::Draw};
        break;
    case GameStatus::Playing:
        break;
    }
    return record;
}

} // namespace gomoku
