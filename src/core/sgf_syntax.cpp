#include "sgf_syntax.hpp"

#include "text_position.hpp"

#include <cctype>
#include <utility>

namespace gomoku::sgf {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

bool is_letter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

std::string describe(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x21 && byte <= 0x7e) {
        return std::string("'") + c + "'";
    }
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}

// FF[3] wrote identifiers with lowercase letters that do not count ("AddBlack" is AB).
std::string identifier(std::string_view letters) {
    std::string id;
    for (char c : letters) {
        if (c >= 'A' && c <= 'Z') {
            id += c;
        }
    }
    if (id.empty()) {
        for (char c : letters) {
            id += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        }
    }
    return id;
}

// Where the first game tree starts: a '(' whose next non-blank character is ';'.
std::size_t find_tree_start(std::string_view text) {
    for (std::size_t at = text.find('('); at != std::string_view::npos;
         at = text.find('(', at + 1)) {
        std::size_t next = at + 1;
        while (next < text.size() && is_space(text[next])) {
            ++next;
        }
        if (next < text.size() && text[next] == ';') {
            return at;
        }
    }
    return std::string_view::npos;
}

class Parser {
  public:
    explicit Parser(std::string_view text) : text_(text) {}

    Expected<std::vector<Node>> run();

  private:
    using Result = Expected<std::vector<Node>>;

    Result fail(std::size_t offset, std::string_view message) const {
        return Result::failure(message_at(text_, offset, message));
    }
    bool recording() const { return depth_ == main_depth_ && !main_child_seen_; }
    void skip_spaces() {
        while (pos_ < text_.size() && is_space(text_[pos_])) {
            ++pos_;
        }
    }
    // Reads one property (identifier and values) at pos_; an empty string when it went well.
    std::string read_property(Property& property);
    std::string open_tree();
    void close_tree();

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t depth_ = 0;
    // The main line is the path of first children: the depth it has reached, and whether the
    // tree at that depth has already had its first child (later ones are variations).
    std::size_t main_depth_ = 0;
    bool main_child_seen_ = false;
    std::size_t properties_ = 0;
    std::vector<Node> nodes_;
};

std::string Parser::open_tree() {
    const std::size_t at = pos_++;
    if (recording()) {
        ++main_depth_;
        main_child_seen_ = false;
    }
    ++depth_;
    skip_spaces();
    if (pos_ >= text_.size() || text_[pos_] != ';') {
        return message_at(text_, at, "a game tree '(' must start with a node ';'");
    }
    return "";
}

void Parser::close_tree() {
    if (main_depth_ == depth_) {
        --main_depth_;
        main_child_seen_ = true;
    }
    --depth_;
    ++pos_;
}

std::string Parser::read_property(Property& property) {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && is_letter(text_[pos_])) {
        ++pos_;
    }
    if (pos_ - start > kMaxIdentifierLength) {
        return message_at(text_, start, "a property name longer than 32 letters");
    }
    property.id = identifier(text_.substr(start, pos_ - start));
    property.offset = start;
    skip_spaces();
    if (pos_ >= text_.size() || text_[pos_] != '[') {
        return message_at(text_, start, "property " + property.id + " has no value '[...]'");
    }
    while (pos_ < text_.size() && text_[pos_] == '[') {
        const std::size_t open = pos_++;
        while (pos_ < text_.size() && text_[pos_] != ']') {
            pos_ += text_[pos_] == '\\' ? 2 : 1;
            if (pos_ - open > kMaxValueBytes) {
                return message_at(text_, open,
                                  "the value of " + property.id + " is longer than 4 MiB");
            }
        }
        if (pos_ >= text_.size()) {
            return message_at(text_, open, "the value of " + property.id + " has no closing ']'");
        }
        property.values.push_back(text_.substr(open + 1, pos_ - open - 1));
        property.value_offsets.push_back(open + 1);
        ++pos_;
        skip_spaces();
    }
    return "";
}

Parser::Result Parser::run() {
    const std::size_t begin = text_.find_first_not_of(" \t\r\n\v\f");
    if (begin == std::string_view::npos) {
        return fail(0, "the file is empty: no SGF game tree");
    }
    pos_ = find_tree_start(text_);
    if (pos_ == std::string_view::npos) {
        return fail(begin, "not an SGF file: no game tree '(;' found");
    }
    const std::size_t root_open = pos_;
    if (std::string error = open_tree(); !error.empty()) {
        return Result::failure(error);
    }
    while (depth_ > 0) {
        skip_spaces();
        if (pos_ >= text_.size()) {
            return fail(pos_, "the file ends inside the game tree opened at " +
                                  position_text(text_, root_open) + " (a ')' is missing)");
        }
        const char c = text_[pos_];
        if (c == '(') {
            if (std::string error = open_tree(); !error.empty()) {
                return Result::failure(error);
            }
        } else if (c == ')') {
            close_tree();
        } else if (c == ';') {
            if (recording()) {
                if (nodes_.size() == kMaxMainLineNodes) {
                    return fail(pos_, "more than 10000 nodes in the main line");
                }
                nodes_.push_back({{}, pos_});
            }
            ++pos_;
        } else if (is_letter(c)) {
            Property property;
            if (std::string error = read_property(property); !error.empty()) {
                return Result::failure(error);
            }
            if (recording() && !nodes_.empty()) {
                if (++properties_ > kMaxMainLineProperties) {
                    return fail(property.offset, "more than 100000 properties in the main line");
                }
                nodes_.back().properties.push_back(std::move(property));
            }
        } else {
            return fail(pos_, "unexpected " + describe(c) + " between properties");
        }
    }
    return std::move(nodes_);
}

} // namespace

Expected<std::vector<Node>> parse_main_line(std::string_view text) {
    return Parser(text).run();
}

} // namespace gomoku::sgf
