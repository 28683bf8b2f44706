#include "rules.hpp"

#include "renju.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace gomoku {

std::string_view rule_name(Rule rule) {
    switch (rule) {
    case Rule::Freestyle:
        return "freestyle";
    case Rule::Standard:
        return "standard";
    case Rule::Renju:
        return "renju";
    }
    return "freestyle";
}

std::optional<Rule> parse_rule(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (Rule r : kAllRules) {
        if (lower == rule_name(r)) {
            return r;
        }
    }
    return std::nullopt;
}

bool run_wins(Rule rule, Stone stone, int length) {
    switch (rule) {
    case Rule::Freestyle:
        return length >= 5;
    case Rule::Standard:
        return length == 5;
    case Rule::Renju:
        return stone == Stone::Black ? length == 5 : length >= 5;
    }
    return false;
}

namespace {

int count_side(const Board& board, Point p, int dx, int dy, Stone stone) {
    int n = 0;
    for (Point q{p.x + dx, p.y + dy}; board.inside(q) && board.at(q) == stone;
         q = {q.x + dx, q.y + dy}) {
        ++n;
    }
    return n;
}

} // namespace

int run_length(const Board& board, Point p, Direction d, Stone stone) {
    return 1 + count_side(board, p, d.dx, d.dy, stone) + count_side(board, p, -d.dx, -d.dy, stone);
}

std::vector<Point> winning_run(const Board& board, Point p, Rule rule) {
    if (!board.inside(p) || board.at(p) == Stone::Empty) {
        return {};
    }
    const Stone stone = board.at(p);
    for (Direction d : kDirections) {
        const int back = count_side(board, p, -d.dx, -d.dy, stone);
        const int length = 1 + back + count_side(board, p, d.dx, d.dy, stone);
        if (run_wins(rule, stone, length)) {
            std::vector<Point> run;
            for (int i = -back; i < length - back; ++i) {
                run.push_back({p.x + i * d.dx, p.y + i * d.dy});
            }
            return run;
        }
    }
    return {};
}

bool is_allowed(const Board& board, Point p, Stone stone, Rule rule) {
    if (!board.is_empty(p)) {
        return false;
    }
    return !(rule == Rule::Renju && stone == Stone::Black && is_forbidden(board, p));
}

} // namespace gomoku
