#include "line_breaks.hpp"

#include <optional>

namespace gomoku::app {

namespace {

// The code point at `at` and its length in bytes (a stray byte counts as one character).
std::pair<char32_t, std::size_t> decode(std::string_view s, std::size_t at) {
    const auto c = static_cast<unsigned char>(s[at]);
    const std::size_t length = c < 0x80         ? 1
                               : (c >> 5) == 6  ? 2
                               : (c >> 4) == 14 ? 3
                               : (c >> 3) == 30 ? 4
                                                : 1;
    if (length == 1 || at + length > s.size()) {
        return {c, 1};
    }
    char32_t code = c & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
        code = (code << 6) | (static_cast<unsigned char>(s[at + k]) & 0x3F);
    }
    return {code, length};
}

bool wide(char32_t c) {
    return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x20000 && c <= 0x3FFFF);
}

bool closing(char32_t c) {
    return std::u32string_view(U"，。、；：！？）」』】》〉…·％”’,.;:!?)%").find(c) !=
           std::u32string_view::npos;
}

bool opening(char32_t c) {
    return std::u32string_view(U"（「『【《〈“‘(").find(c) != std::u32string_view::npos;
}

// A place to break: the line ends at `end`, the next begins at `next`.
struct Break {
    std::size_t end;
    std::size_t next;
};

// The next place after `from` where a line may break, or none before the text ends.
std::optional<Break> next_break(std::string_view s, std::size_t from) {
    std::size_t i = from;
    char32_t before = 0;
    while (i < s.size()) {
        if (s[i] == ' ') {
            std::size_t next = i;
            while (next < s.size() && s[next] == ' ') {
                ++next;
            }
            if (i > from) {
                return Break{i, next};
            }
            i = next;
            continue;
        }
        const auto [c, length] = decode(s, i);
        if (i > from && before != 0 && (wide(before) || wide(c)) && !closing(c) &&
            !opening(before)) {
            return Break{i, i};
        }
        before = c;
        i += length;
    }
    return std::nullopt;
}

} // namespace

std::vector<LineSpan> break_lines(std::string_view text, int max_width,
                                  const std::function<int(std::string_view)>& width) {
    std::vector<LineSpan> lines;
    std::size_t start = 0;
    while (start < text.size() && text[start] == ' ') {
        ++start;
    }
    while (start < text.size()) {
        // The last break that still fits, or the first one when nothing fits.
        std::optional<Break> chosen;
        std::size_t from = start;
        while (const auto b = next_break(text, from)) {
            if (chosen && width(text.substr(start, b->end - start)) > max_width) {
                break;
            }
            chosen = b;
            from = b->next;
            if (width(text.substr(start, b->end - start)) > max_width) {
                break; // a single word too wide: it gets its line
            }
        }
        if (!chosen || width(text.substr(start)) <= max_width) {
            lines.push_back({start, text.size()});
            break;
        }
        lines.push_back({start, chosen->end});
        start = chosen->next;
    }
    // Trailing spaces of the last line are not drawn.
    if (!lines.empty()) {
        while (lines.back().end > lines.back().start && text[lines.back().end - 1] == ' ') {
            --lines.back().end;
        }
    }
    return lines;
}

} // namespace gomoku::app
