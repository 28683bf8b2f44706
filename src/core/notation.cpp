#include "notation.hpp"

#include <cctype>

namespace gomoku {

std::string to_notation(Point p) {
    // Appending to one string (not string + string) also keeps GCC 12's -Wrestrict quiet.
    std::string text(1, static_cast<char>('a' + p.x));
    text += std::to_string(p.y + 1);
    return text;
}

std::string to_notation(const std::vector<Point>& points) {
    std::string text;
    for (Point p : points) {
        if (!text.empty()) {
            text += ' ';
        }
        text += p == kNoPoint ? std::string("-") : to_notation(p);
    }
    return text;
}

std::optional<Point> parse_notation(std::string_view text, int board_size) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
        text.remove_prefix(1);
    }
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
        text.remove_suffix(1);
    }
    if (text.size() < 2 || text.size() > 3) {
        return std::nullopt;
    }
    const int letter = std::tolower(static_cast<unsigned char>(text[0]));
    if (letter < 'a' || letter > 'z') {
        return std::nullopt;
    }
    int row = 0;
    for (char c : text.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(c))) {
            return std::nullopt;
        }
        row = row * 10 + (c - '0');
    }
    const Point p{letter - 'a', row - 1};
    if (text[1] == '0' || p.x >= board_size || p.y < 0 || p.y >= board_size) {
        return std::nullopt;
    }
    return p;
}

} // namespace gomoku
