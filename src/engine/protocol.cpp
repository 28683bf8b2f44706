#include "protocol.hpp"

#include <array>
#include <charconv>

namespace gomoku::engine {

namespace {

// Plain ASCII: the protocol is ASCII, and the C library's ctype functions depend on the
// locale and are undefined for negative chars.
bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}
char to_upper(char c) {
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}
char to_lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) {
        s.remove_prefix(1);
    }
    while (!s.empty() && is_space(s.back())) {
        s.remove_suffix(1);
    }
    return s;
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (to_upper(a[i]) != to_upper(b[i])) {
            return false;
        }
    }
    return true;
}

// A whole signed integer that fits an int, nothing else (no '+', no spaces inside).
std::optional<int> parse_int(std::string_view text) {
    text = trim(text);
    int value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (text.empty() || ec != std::errc() || ptr != end) {
        return std::nullopt;
    }
    return value;
}

// Comma-separated integers, e.g. "7,8" or "7, 8, 1"; exactly N of them.
template <std::size_t N> std::optional<std::array<int, N>> parse_ints(std::string_view text) {
    std::array<int, N> values{};
    for (std::size_t i = 0; i < N; ++i) {
        const std::size_t comma = i + 1 < N ? text.find(',') : std::string_view::npos;
        if (i + 1 < N && comma == std::string_view::npos) {
            return std::nullopt;
        }
        const auto value = parse_int(text.substr(0, comma));
        if (!value) {
            return std::nullopt;
        }
        values[i] = *value;
        text = i + 1 < N ? text.substr(comma + 1) : std::string_view{};
    }
    return values;
}

Command simple(CommandType type) {
    Command c;
    c.type = type;
    return c;
}

Command malformed(std::string why) {
    Command c;
    c.type = CommandType::Malformed;
    c.error = std::move(why);
    return c;
}

Command with_point(CommandType type, std::string_view name, std::string_view args) {
    const auto xy = parse_ints<2>(args);
    if (!xy) {
        return malformed(std::string(name) + " needs x,y (two whole numbers)");
    }
    Command c = simple(type);
    c.point = {(*xy)[0], (*xy)[1]};
    return c;
}

Command with_number(CommandType type, std::string_view name, std::string_view args) {
    const auto n = parse_int(args);
    if (!n) {
        return malformed(std::string(name) + " needs a whole number");
    }
    Command c = simple(type);
    c.number = *n;
    return c;
}

Command info(std::string_view args) {
    std::size_t split = 0;
    while (split < args.size() && !is_space(args[split])) {
        ++split;
    }
    Command c = simple(CommandType::Info);
    for (char ch : args.substr(0, split)) {
        c.key.push_back(to_lower(ch));
    }
    c.value = std::string(trim(args.substr(split)));
    return c;
}

// Commands that take no arguments; anything after them is ignored, as managers differ.
struct Bare {
    std::string_view name;
    CommandType type;
};
constexpr Bare kBareCommands[] = {
    {"RESTART", CommandType::Restart},
    {"BEGIN", CommandType::Begin},
    {"BOARD", CommandType::Board},
    {"YXBOARD", CommandType::YxBoard},
    {"END", CommandType::End},
    {"ABOUT", CommandType::About},
    {"STOP", CommandType::Stop},
    {"YXSTOP", CommandType::Stop},
    {"YXSHOWFORBID", CommandType::YxShowForbid},
    {"YXHASHCLEAR", CommandType::YxHashClear},
    {"SWAP2BOARD", CommandType::Swap2Board},
};

} // namespace

Command parse_command(std::string_view line) {
    line = trim(line);
    if (line.empty()) {
        return simple(CommandType::Empty);
    }
    std::size_t split = 0;
    while (split < line.size() && !is_space(line[split])) {
        ++split;
    }
    const std::string_view name = line.substr(0, split);
    const std::string_view args = trim(line.substr(split));

    for (const Bare& bare : kBareCommands) {
        if (equals_ignoring_case(name, bare.name)) {
            return simple(bare.type);
        }
    }
    if (equals_ignoring_case(name, "START")) {
        return with_number(CommandType::Start, "START", args);
    }
    if (equals_ignoring_case(name, "RECTSTART")) {
        const auto wh = parse_ints<2>(args);
        if (!wh) {
            return malformed("RECTSTART needs width,height (two whole numbers)");
        }
        Command c = simple(CommandType::RectStart);
        c.width = (*wh)[0];
        c.height = (*wh)[1];
        return c;
    }
    if (equals_ignoring_case(name, "TURN")) {
        return with_point(CommandType::Turn, "TURN", args);
    }
    if (equals_ignoring_case(name, "TAKEBACK")) {
        return with_point(CommandType::TakeBack, "TAKEBACK", args);
    }
    if (equals_ignoring_case(name, "INFO")) {
        return info(args);
    }
    if (equals_ignoring_case(name, "YXNBEST")) {
        return with_number(CommandType::YxNBest, "YXNBEST", args);
    }
    return simple(CommandType::Unknown);
}

BoardLine parse_board_line(std::string_view line) {
    line = trim(line);
    BoardLine result;
    if (line.empty()) {
        result.type = BoardLineType::Blank;
    } else if (equals_ignoring_case(line, "DONE")) {
        result.type = BoardLineType::Done;
    } else if (const auto xyf = parse_ints<3>(line)) {
        result.type = BoardLineType::Stone;
        result.stone = {{(*xyf)[0], (*xyf)[1]}, (*xyf)[2]};
    }
    return result;
}

BoardLine parse_swap2_line(std::string_view line) {
    line = trim(line);
    BoardLine result;
    if (line.empty()) {
        result.type = BoardLineType::Blank;
    } else if (equals_ignoring_case(line, "DONE")) {
        result.type = BoardLineType::Done;
    } else if (const auto xy = parse_ints<2>(line)) {
        result.type = BoardLineType::Stone;
        result.stone = {{(*xy)[0], (*xy)[1]}, 0};
    }
    return result;
}

std::optional<RuleChoice> parse_rule_value(std::string_view value) {
    const auto bits = parse_int(value);
    if (!bits || *bits < 0) {
        return std::nullopt;
    }
    if ((*bits & 4) != 0 || *bits == 2) {
        return RuleChoice::Renju;
    }
    if ((*bits & 8) != 0) {
        return RuleChoice::CaroAsStandard;
    }
    if ((*bits & 1) != 0) {
        return RuleChoice::Standard;
    }
    return RuleChoice::Freestyle;
}

std::optional<std::int64_t> parse_count(std::string_view value) {
    value = trim(value);
    std::int64_t n = 0;
    const char* end = value.data() + value.size();
    const auto [ptr, ec] = std::from_chars(value.data(), end, n);
    if (value.empty() || ec != std::errc() || ptr != end || n < 0) {
        return std::nullopt;
    }
    return n;
}

std::string format_move(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

std::string format_forbid(const std::vector<Point>& points) {
    std::string text = "FORBID ";
    for (Point p : points) {
        for (int v : {p.x, p.y}) {
            text.push_back(static_cast<char>('0' + v / 10 % 10));
            text.push_back(static_cast<char>('0' + v % 10));
        }
    }
    text.push_back('.');
    return text;
}

std::string printable(std::string_view text) {
    constexpr std::size_t kMaxEcho = 80;
    std::string out;
    for (char c : text.substr(0, kMaxEcho)) {
        const auto u = static_cast<unsigned char>(c);
        out.push_back(u >= 0x20 && u < 0x7f ? c : '?');
    }
    if (text.size() > kMaxEcho) {
        out += "...";
    }
    return out;
}

} // namespace gomoku::engine
