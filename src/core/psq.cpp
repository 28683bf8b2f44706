#include "psq.hpp"

#include "notation.hpp"
#include "sgf_text.hpp"
#include "text_position.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace gomoku {

namespace {

struct Line {
    std::string_view text;
    std::size_t offset; // of its first byte in the file
};

std::vector<Line> split_lines(std::string_view text) {
    std::vector<Line> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n' || text[i] == '\r') {
            lines.push_back({text.substr(start, i - start), start});
            if (i + 1 < text.size() && text[i] == '\r' && text[i + 1] == '\n') {
                ++i;
            }
            start = i + 1;
        }
    }
    return lines;
}

bool is_blank(char c) {
    return c == ' ' || c == '\t';
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_blank(s.front())) {
        s.remove_prefix(1);
    }
    while (!s.empty() && is_blank(s.back())) {
        s.remove_suffix(1);
    }
    return s;
}

// An integer with blanks around it, nothing else.
bool parse_int(std::string_view text, int& value) {
    text = trim(text);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

bool is_number(std::string_view text) {
    int ignored = 0;
    return parse_int(text, ignored);
}

// Digits, signs, commas and blanks with at least one comma: meant as a move.
bool looks_like_move(std::string_view line) {
    bool comma = false;
    for (char c : line) {
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '-' && c != ',' && !is_blank(c)) {
            return false;
        }
        comma = comma || c == ',';
    }
    return comma;
}

bool starts_with_word(std::string_view text, std::string_view word) {
    if (text.size() < word.size()) {
        return false;
    }
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(text[i])) != word[i]) {
            return false;
        }
    }
    return true;
}

struct Header {
    int size = 0;
    int first_player = 0; // Piskvork's player (0 or 1) who began, for the names
};

// "Piskvorky 15x15, 11:11, 0": an empty string and the header, or the problem.
std::string read_header(std::string_view line, Header& header) {
    line = trim(line);
    const std::size_t word = starts_with_word(line, "piskvorky")  ? 9
                             : starts_with_word(line, "piskvork") ? 8
                                                                  : 0;
    const std::size_t comma = line.find(',');
    const std::string_view dims = trim(line.substr(word, comma - std::min(comma, word)));
    const std::size_t x = dims.find_first_of("xX");
    int width = 0;
    int height = 0;
    if (word == 0 || x == std::string_view::npos || !parse_int(dims.substr(0, x), width) ||
        !parse_int(dims.substr(x + 1), height) || width < 1 || height < 1) {
        return "not a Piskvork .psq file: the first line should be like "
               "'Piskvorky 15x15, 11:11, 0'";
    }
    if (width != height) {
        return "the board is " + std::to_string(width) + "x" + std::to_string(height) +
               "; only square boards can be played";
    }
    if (width < kRecordMinSize || width > kRecordMaxSize) {
        return "board size " + std::to_string(width) + " is out of range (5 to 22)";
    }
    header.size = width;
    if (comma != std::string_view::npos) {
        const std::string_view rest = line.substr(comma + 1);
        const std::size_t second = rest.find(',');
        int who = 0;
        const bool read =
            second != std::string_view::npos && parse_int(rest.substr(second + 1), who);
        header.first_player = read && who == 1 ? 1 : 0;
    }
    return "";
}

// A line that can be a player's name: not a number (the error code), not a move.
bool name_like(std::string_view line) {
    line = trim(line);
    return !line.empty() && !is_number(line) && !looks_like_move(line);
}

std::string player_name(std::string_view line) {
    const std::string_view name = trim(line);
    if (starts_with_word(name, "homo-") && name.size() == 6) {
        return ""; // Piskvork's stand-in for a person
    }
    return sgf::to_utf8(name, sgf::is_valid_utf8(name) ? sgf::Charset::Utf8 : sgf::Charset::Latin1);
}

class PsqReader {
  public:
    PsqReader(std::string_view text, Rule rule) : text_(text) { record_.rule = rule; }
    Expected<GameRecord> run();

  private:
    Expected<GameRecord> fail(std::size_t offset, std::string_view message) const {
        return Expected<GameRecord>::failure(message_at(text_, offset, message));
    }
    std::string move(const Line& line);
    void names(const std::vector<Line>& lines, std::size_t from);

    std::string_view text_;
    GameRecord record_;
    Header header_;
    std::vector<int> move_at_; // per point: 1 + the index of the move there, 0 if empty
};

std::string PsqReader::move(const Line& line) {
    std::vector<std::string_view> fields;
    std::string_view rest = line.text;
    for (std::size_t comma; (comma = rest.find(',')) != std::string_view::npos;) {
        fields.push_back(rest.substr(0, comma));
        rest.remove_prefix(comma + 1);
    }
    fields.push_back(rest);
    const std::size_t index = record_.moves.size();
    const std::string which =
        "move " + std::to_string(index + 1) + " (" + std::string(trim(line.text)) + ")";
    int x = 0;
    int y = 0;
    int time = 0;
    const bool readable = fields.size() <= 3 && fields.size() >= 2 && parse_int(fields[0], x) &&
                          parse_int(fields[1], y) &&
                          (fields.size() == 2 || parse_int(fields[2], time));
    if (!readable) {
        return message_at(text_, line.offset, which + " is not 'column,row,time'");
    }
    const int n = header_.size;
    if (x < 1 || x > n || y < 1 || y > n) {
        return message_at(text_, line.offset,
                          which + " is off the " + std::to_string(n) + "x" + std::to_string(n) +
                              " board (columns and rows 1 to " + std::to_string(n) + ")");
    }
    const Point p{x - 1, n - y};
    int& occupant = move_at_[static_cast<std::size_t>(p.y * n + p.x)];
    if (occupant != 0) {
        return message_at(text_, line.offset,
                          which + " is on a stone: " + to_notation(p) + " was played at move " +
                              std::to_string(occupant));
    }
    occupant = static_cast<int>(index + 1);
    RecordedMove played;
    played.point = p;
    played.time_ms = time;
    record_.moves.push_back(std::move(played));
    return "";
}

// After the moves, tournament files name the two players (then an error code): two lines
// that are not numbers.
void PsqReader::names(const std::vector<Line>& lines, std::size_t from) {
    std::vector<std::string_view> rest;
    for (std::size_t i = from; i < lines.size() && rest.size() < 2; ++i) {
        if (!trim(lines[i].text).empty()) {
            rest.push_back(lines[i].text);
        }
    }
    if (rest.size() < 2 || !name_like(rest[0]) || !name_like(rest[1])) {
        return;
    }
    const int black = header_.first_player;
    record_.black_player = player_name(rest[static_cast<std::size_t>(black)]);
    record_.white_player = player_name(rest[static_cast<std::size_t>(1 - black)]);
}

Expected<GameRecord> PsqReader::run() {
    std::string_view body = text_;
    const std::size_t bom = body.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
    const std::vector<Line> lines = split_lines(body.substr(bom));
    std::size_t i = 0;
    while (i < lines.size() && trim(lines[i].text).empty()) {
        ++i;
    }
    if (i == lines.size()) {
        return fail(0, "the file is empty: no Piskvork header");
    }
    const Line& header = lines[i];
    const std::size_t header_at = header.offset + bom;
    if (std::string error = read_header(header.text, header_); !error.empty()) {
        return fail(header_at, error);
    }
    record_.board_size = header_.size;
    move_at_.assign(static_cast<std::size_t>(header_.size * header_.size), 0);
    for (++i; i < lines.size(); ++i) {
        Line line = lines[i];
        line.offset += bom;
        if (trim(line.text).empty()) {
            continue;
        }
        if (!looks_like_move(line.text)) {
            break;
        }
        if (std::string error = move(line); !error.empty()) {
            return Expected<GameRecord>::failure(error);
        }
    }
    names(lines, i);
    return std::move(record_);
}

bool safe_name(std::string_view name) {
    return name_like(name) && !(starts_with_word(name, "homo-") && name.size() == 6);
}

std::string name_line(const std::string& name, std::string_view stand_in) {
    std::string line;
    for (char c : name) {
        line += c == '\n' || c == '\r' ? ' ' : c;
    }
    line = std::string(trim(line));
    return safe_name(line) ? line : std::string(stand_in);
}

} // namespace

Expected<GameRecord> read_psq(std::string_view text, Rule rule) {
    return PsqReader(text, rule).run();
}

std::string write_psq(const GameRecord& record) {
    const int n = record.board_size;
    std::string out = "Piskvorky " + std::to_string(n) + "x" + std::to_string(n) + ", 0:0, 0\n";
    for (const RecordedMove& move : record.moves) {
        out += std::to_string(move.point.x + 1) + "," + std::to_string(n - move.point.y) + "," +
               std::to_string(move.time_ms) + "\n";
    }
    if (!record.black_player.empty() || !record.white_player.empty()) {
        out += name_line(record.black_player, "homo-1") + "\n";
        out += name_line(record.white_player, "homo-2") + "\n";
    }
    out += "-1\n";
    return out;
}

} // namespace gomoku
