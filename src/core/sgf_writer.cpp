#include "sgf.hpp"

#include "sgf_text.hpp"

namespace gomoku {

namespace {

constexpr int kMovesPerLine = 10;

bool writable_id(std::string_view id) {
    if (id.empty() || sgf_interprets(id)) {
        return false;
    }
    for (char c : id) {
        if (c < 'A' || c > 'Z') {
            return false;
        }
    }
    return true;
}

void property(std::string& out, std::string_view id, std::string_view value) {
    out += id;
    out += '[';
    out += sgf::escape_text(value);
    out += ']';
}

void extras(std::string& out, const std::vector<RecordProperty>& properties) {
    for (const RecordProperty& p : properties) {
        if (!writable_id(p.id) || p.values.empty()) {
            continue;
        }
        out += p.id;
        for (const std::string& value : p.values) {
            out += '[';
            out += sgf::escape_text(value);
            out += ']';
        }
    }
}

std::string point(Point p, int size) {
    // Row letters count from the top, Point rows from the bottom.
    return {static_cast<char>('a' + p.x), static_cast<char>('a' + (size - 1 - p.y))};
}

void annotation(std::string& out, const RecordedMove& move) {
    const std::string strength = move.annotation_strength == 2 ? "2" : "1";
    switch (move.annotation) {
    case Annotation::None:
        break;
    case Annotation::Bad:
        property(out, "BM", strength);
        break;
    case Annotation::Good:
        property(out, "TE", strength);
        break;
    case Annotation::Doubtful:
        property(out, "DO", "");
        break;
    case Annotation::Interesting:
        property(out, "IT", "");
        break;
    }
}

void root(std::string& out, const GameRecord& record) {
    out += "(;FF[4]GM[4]CA[UTF-8]";
    if (!record.application.empty()) {
        property(out, "AP", record.application);
    }
    property(out, "SZ", std::to_string(record.board_size));
    property(out, "RU", rule_name(record.rule));
    out += '\n';
    const std::pair<std::string_view, const std::string*> info[] = {
        {"PB", &record.black_player}, {"PW", &record.white_player}, {"DT", &record.date}};
    bool line = false;
    for (const auto& [id, value] : info) {
        if (!value->empty()) {
            property(out, id, *value);
            line = true;
        }
    }
    if (const std::string result = result_text(record.result); !result.empty()) {
        property(out, "RE", result);
        line = true;
    }
    if (line) {
        out += '\n';
    }
    if (!record.game_comment.empty()) {
        property(out, "C", record.game_comment);
        out += '\n';
    }
    if (!record.extra.empty()) {
        extras(out, record.extra);
        out += '\n';
    }
}

} // namespace

std::string write_sgf(const GameRecord& record) {
    std::string out;
    root(out, record);
    int on_line = 0;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const RecordedMove& move = record.moves[i];
        // A move with words of its own gets a line of its own.
        const bool plain =
            move.comment.empty() && move.annotation == Annotation::None && move.extra.empty();
        if (on_line > 0 && (!plain || on_line == kMovesPerLine)) {
            out += '\n';
            on_line = 0;
        }
        out += ';';
        property(out, i % 2 == 0 ? "B" : "W", point(move.point, record.board_size));
        annotation(out, move);
        if (!move.comment.empty()) {
            property(out, "C", move.comment);
        }
        extras(out, move.extra);
        ++on_line;
        if (!plain) {
            out += '\n';
            on_line = 0;
        }
    }
    if (on_line > 0) {
        out += '\n';
    }
    out += ")\n";
    return out;
}

} // namespace gomoku
