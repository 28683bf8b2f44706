// Reading the tactics suite's diagrams and move lists (tactics_positions.hpp).

#include "tactics_positions.hpp"

#include "core/notation.hpp"

#include <cctype>
#include <stdexcept>
#include <string>

namespace gomoku::bench {

namespace {

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        const std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
        }
        if (i > start) {
            words.push_back(text.substr(start, i - start));
        }
    }
    return words;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        if (!split_words(line).empty()) {
            lines.push_back(line);
        }
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    }
    return lines;
}

[[noreturn]] void malformed(std::string_view what, std::string_view where) {
    throw std::invalid_argument(std::string(what) + ": '" + std::string(where) + "'");
}

} // namespace

Board parse_diagram(std::string_view diagram, int size) {
    const std::vector<std::string_view> lines = split_lines(diagram);
    if (lines.empty()) {
        malformed("empty diagram", diagram);
    }
    std::vector<int> columns;
    for (std::string_view letter : split_words(lines.front())) {
        const int column = std::tolower(static_cast<unsigned char>(letter.front())) - 'a';
        if (letter.size() != 1 || column < 0 || column >= size) {
            malformed("bad column letter", letter);
        }
        columns.push_back(column);
    }
    Board board(size);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::vector<std::string_view> words = split_words(lines[i]);
        int row = 0;
        for (char c : words.front()) {
            if (!std::isdigit(static_cast<unsigned char>(c))) {
                malformed("bad row number", lines[i]);
            }
            row = row * 10 + (c - '0');
        }
        if (row < 1 || row > size || words.size() != columns.size() + 1) {
            malformed("bad row", lines[i]);
        }
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const std::string_view cell = words[c + 1];
            const Point p{columns[c], row - 1};
            if (cell == "X") {
                board.set(p, Stone::Black);
            } else if (cell == "O") {
                board.set(p, Stone::White);
            } else if (cell != ".") {
                malformed("bad cell", lines[i]);
            }
        }
    }
    return board;
}

std::vector<Point> parse_moves(std::string_view moves, int size) {
    std::vector<Point> points;
    for (std::string_view word : split_words(moves)) {
        const std::optional<Point> p = parse_notation(word, size);
        if (!p) {
            malformed("bad move", word);
        }
        points.push_back(*p);
    }
    return points;
}

Board board_of(const TacticsPosition& position) {
    return parse_diagram(position.diagram, position.size);
}

std::vector<Point> answers_of(const TacticsPosition& position) {
    return parse_moves(position.answers, position.size);
}

} // namespace gomoku::bench
