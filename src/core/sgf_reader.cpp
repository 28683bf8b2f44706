#include "sgf.hpp"

#include "notation.hpp"
#include "sgf_syntax.hpp"
#include "sgf_text.hpp"
#include "sgf_values.hpp"
#include "text_position.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gomoku {

namespace {

using sgf::Node;
using sgf::number;
using sgf::Property;
using sgf::rule_named;
using sgf::shown;
using sgf::trim;

constexpr std::array<std::string_view, 20> kInterpreted = {"FF", "GM", "SZ", "CA", "AP", "RU", "PB",
                                                           "PW", "RE", "DT", "C",  "B",  "W",  "BM",
                                                           "TE", "DO", "IT", "AB", "AW", "AE"};

// Builds the record node by node, checking each move against the stones already down.
class RecordBuilder {
  public:
    explicit RecordBuilder(std::string_view text) : text_(text) {}

    // Empty when the node went well, else the message.
    std::string root(const Node& node);
    std::string node(const Node& node, bool is_root);
    GameRecord take() { return std::move(record_); }

  private:
    std::string at(std::size_t offset, std::string_view message) const {
        return message_at(text_, offset, message);
    }
    // The value as text; a text too long is remembered, for node() to report.
    std::string text(const Property& p, bool simple, std::size_t value = 0) {
        std::string decoded = sgf::decode_text(p.values[value], charset_, simple);
        check_length(p, decoded.size());
        return decoded;
    }
    void check_length(const Property& p, std::size_t length) {
        if (length > sgf::kMaxTextBytes && too_long_.empty()) {
            too_long_ = at(p.offset, "the text of " + p.id + " is longer than 1 MiB");
        }
    }
    std::string size(const Property& p);
    std::string game_type(const Property& p) const;
    std::string move(const Property& p);
    std::string game_info(const Property& p);
    void note(const Property& p, bool has_move);

    std::string_view text_;
    GameRecord record_;
    sgf::Charset charset_ = sgf::Charset::Utf8;
    std::vector<int> move_at_; // per point: 1 + the index of the move there, 0 if empty
    std::string too_long_;
};

std::string RecordBuilder::size(const Property& p) {
    const std::string_view value = p.values.front();
    const auto colon = value.find(':');
    const auto columns = number(value.substr(0, colon));
    const auto rows = colon == std::string_view::npos ? columns : number(value.substr(colon + 1));
    if (!columns || !rows) {
        return at(p.offset, shown(p) + " is not a board size");
    }
    if (*columns != *rows) {
        return at(p.offset, shown(p) + ": only square boards can be played");
    }
    if (*columns < kRecordMinSize || *columns > kRecordMaxSize) {
        return at(p.offset, shown(p) + ": the board size must be 5 to 22");
    }
    record_.board_size = *columns;
    return "";
}

std::string RecordBuilder::game_type(const Property& p) const {
    const auto game = number(p.values.front());
    if (game == 4) {
        return "";
    }
    if (game == 1) {
        return at(p.offset, "GM[1] is a Go record; only Gomoku records (GM[4]) can be read");
    }
    return at(p.offset, shown(p) + " is not a Gomoku record (GM[4])");
}

std::string RecordBuilder::root(const Node& node) {
    // Properties of a node have no order: what the others depend on comes first.
    for (const Property& p : node.properties) {
        if (p.id == "CA") {
            charset_ = sgf::charset_named(p.values.front());
        }
    }
    for (const Property& p : node.properties) {
        std::string error = p.id == "GM" ? game_type(p) : p.id == "SZ" ? size(p) : "";
        if (!error.empty()) {
            return error;
        }
    }
    const auto n = static_cast<std::size_t>(record_.board_size);
    move_at_.assign(n * n, 0);
    return "";
}

std::string RecordBuilder::move(const Property& p) {
    const bool black = p.id == "B";
    const std::size_t number = record_.moves.size() + 1;
    const std::string which = " (move " + std::to_string(number) + ")";
    if (black != (number % 2 == 1)) {
        return at(p.offset, shown(p) + which + ": " + (black ? "White" : "Black") +
                                " is to play; moves alternate, Black first");
    }
    if (p.values.size() > 1) {
        return at(p.offset, p.id + " has " + std::to_string(p.values.size()) +
                                " values; a move is one point");
    }
    const std::string_view value = trim(p.values.front());
    if (value.empty()) {
        return at(p.offset, shown(p) + which + " is a pass; Gomoku has no passes");
    }
    const int n = record_.board_size;
    const bool letters = value.size() == 2 && value[0] >= 'a' && value[0] <= 'z' &&
                         value[1] >= 'a' && value[1] <= 'z';
    if (!letters) {
        return at(p.offset, shown(p) + which + " is not a point (two letters, like 'hh')");
    }
    const Point point{value[0] - 'a', n - 1 - (value[1] - 'a')};
    const std::string board = std::to_string(n) + "x" + std::to_string(n);
    if (point.x >= n || point.y < 0) {
        const std::string go = value == "tt" ? " (a pass in Go records)" : "";
        return at(p.offset, shown(p) + which + " is off the " + board + " board" + go);
    }
    int& occupant = move_at_[static_cast<std::size_t>(point.y * n + point.x)];
    if (occupant != 0) {
        return at(p.offset, shown(p) + which + " is on a stone: " + to_notation(point) +
                                " was played at move " + std::to_string(occupant));
    }
    occupant = static_cast<int>(number);
    RecordedMove played;
    played.point = point;
    record_.moves.push_back(std::move(played));
    return "";
}

std::string RecordBuilder::game_info(const Property& p) {
    if (p.id == "PB") {
        record_.black_player = text(p, true);
    } else if (p.id == "PW") {
        record_.white_player = text(p, true);
    } else if (p.id == "DT") {
        record_.date = text(p, true);
    } else if (p.id == "AP") {
        record_.application = text(p, true);
    } else if (p.id == "RE") {
        record_.result = parse_result(text(p, true));
    } else if (p.id == "RU") {
        const auto rule = rule_named(text(p, true));
        if (!rule) {
            return at(p.offset, shown(p) + " is not a rule this game plays "
                                           "(freestyle, standard or renju)");
        }
        record_.rule = *rule;
    }
    return "";
}

// Comments, annotations and unknown properties: on the node's move, or (a node without
// one) on the move before, or on the game before the first move.
void RecordBuilder::note(const Property& p, bool has_move) {
    RecordedMove* owner = record_.moves.empty() ? nullptr : &record_.moves.back();
    if (p.id == "C") {
        std::string& comment = owner ? owner->comment : record_.game_comment;
        comment += comment.empty() ? "" : "\n\n";
        comment += text(p, false);
        check_length(p, comment.size());
        return;
    }
    const bool annotation = p.id == "BM" || p.id == "TE" || p.id == "DO" || p.id == "IT";
    if (annotation) {
        if (has_move) {
            owner->annotation = p.id == "BM"   ? Annotation::Bad
                                : p.id == "TE" ? Annotation::Good
                                : p.id == "DO" ? Annotation::Doubtful
                                               : Annotation::Interesting;
            const bool strong = (p.id == "BM" || p.id == "TE") && number(p.values[0]) == 2;
            owner->annotation_strength = strong ? 2 : 1;
        }
        return; // an annotation without a move means nothing
    }
    if (sgf_interprets(p.id)) {
        return; // a root property (SZ, GM, ...) away from the root means nothing either
    }
    RecordProperty kept{p.id, {}};
    for (std::size_t i = 0; i < p.values.size(); ++i) {
        kept.values.push_back(text(p, false, i));
    }
    (owner ? owner->extra : record_.extra).push_back(std::move(kept));
}

std::string RecordBuilder::node(const Node& node, bool is_root) {
    const Property* the_move = nullptr;
    for (const Property& p : node.properties) {
        if (p.id == "AB" || p.id == "AW" || p.id == "AE") {
            return at(p.offset, "setup stones (" + p.id +
                                    ") are not supported: a game here starts from an empty "
                                    "board with Black's move");
        }
        if (p.id == "B" || p.id == "W") {
            if (the_move) {
                return at(p.offset,
                          "a second move in one node (" + the_move->id + " and " + p.id + ")");
            }
            the_move = &p;
        }
    }
    if (the_move) {
        if (std::string error = move(*the_move); !error.empty()) {
            return error;
        }
    }
    for (const Property& p : node.properties) {
        const bool root_only = p.id == "FF" || p.id == "GM" || p.id == "SZ" || p.id == "CA";
        if (&p == the_move || (is_root && root_only)) {
            continue;
        }
        const bool info = p.id == "PB" || p.id == "PW" || p.id == "DT" || p.id == "AP" ||
                          p.id == "RE" || p.id == "RU";
        if (!info) {
            note(p, the_move != nullptr);
        } else if (std::string error = game_info(p); !error.empty()) {
            return error;
        }
    }
    return too_long_;
}

} // namespace

bool sgf_interprets(std::string_view id) {
    for (std::string_view known : kInterpreted) {
        if (id == known) {
            return true;
        }
    }
    return false;
}

Expected<GameRecord> read_sgf(std::string_view text) {
    auto nodes = sgf::parse_main_line(text);
    if (!nodes) {
        return Expected<GameRecord>::failure(nodes.error());
    }
    RecordBuilder builder(text);
    const std::vector<Node>& main_line = nodes.value();
    for (std::size_t i = 0; i < main_line.size(); ++i) {
        std::string error = i == 0 ? builder.root(main_line[0]) : "";
        if (error.empty()) {
            error = builder.node(main_line[i], i == 0);
        }
        if (!error.empty()) {
            return Expected<GameRecord>::failure(error);
        }
    }
    return builder.take();
}

} // namespace gomoku
