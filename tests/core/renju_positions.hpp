#pragma once

// Positions for the renju tests, written as board diagrams that look like the board:
//
//   . . . . .        top row first (the highest y), one character per point,
//   . X X * .        spaces between points are optional and ignored;
//   . . O . .        '.' empty, 'X' Black, 'O' White,
//   . . . . .        '*' or '?' the empty point under test (at most one).
//   . . . . .
//
// The diagram is square and gives the board size: 15 rows make a 15x15 board.

#include "core/board.hpp"
#include "core/renju.hpp"

#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku::test {

struct Position {
    Board board;
    Point mark = kNoPoint;
};

inline Position parse_position(std::string_view diagram) {
    std::vector<std::string> rows;
    std::string row;
    auto end_row = [&] {
        if (!row.empty()) {
            rows.push_back(row);
        }
        row.clear();
    };
    for (char c : diagram) {
        if (c == '\n') {
            end_row();
        } else if (c != ' ' && c != '\t' && c != '\r') {
            row.push_back(c);
        }
    }
    end_row();

    const int size = static_cast<int>(rows.size());
    Position position{Board(size), kNoPoint}; // throws for a size out of range
    for (int r = 0; r < size; ++r) {
        const std::string& text = rows[static_cast<std::size_t>(r)];
        if (static_cast<int>(text.size()) != size) {
            throw std::invalid_argument("diagram row " + std::to_string(r + 1) + " has " +
                                        std::to_string(text.size()) + " points, expected " +
                                        std::to_string(size));
        }
        for (int x = 0; x < size; ++x) {
            const Point p{x, size - 1 - r}; // the top row is the highest y
            switch (text[static_cast<std::size_t>(x)]) {
            case '.':
                break;
            case 'X':
                position.board.set(p, Stone::Black);
                break;
            case 'O':
                position.board.set(p, Stone::White);
                break;
            case '*':
            case '?':
                if (position.mark != kNoPoint) {
                    throw std::invalid_argument("diagram marks more than one point");
                }
                position.mark = p;
                break;
            default:
                throw std::invalid_argument(std::string("unknown diagram character '") +
                                            text[static_cast<std::size_t>(x)] + "'");
            }
        }
    }
    return position;
}

// The board as a diagram in the same format, with row numbers and column letters around it
// (renju notation: column 'a' on the left, row 1 at the bottom) so failures can be read.
inline std::string to_diagram(const Board& board, Point mark = kNoPoint) {
    std::ostringstream out;
    const int size = board.size();
    for (int y = size - 1; y >= 0; --y) {
        out << (y + 1 < 10 ? " " : "") << y + 1 << ' ';
        for (int x = 0; x < size; ++x) {
            const Point p{x, y};
            char c = '.';
            if (p == mark) {
                c = '*';
            } else if (board.at(p) == Stone::Black) {
                c = 'X';
            } else if (board.at(p) == Stone::White) {
                c = 'O';
            }
            out << ' ' << c;
        }
        out << '\n';
    }
    out << "   ";
    for (int x = 0; x < size; ++x) {
        out << ' ' << static_cast<char>('a' + x);
    }
    out << '\n';
    return out.str();
}

// The verdict's name for test messages (the tests' own, so they do not depend on
// forbidden_name, which is under test too).
inline const char* kind_name(Forbidden kind) {
    switch (kind) {
    case Forbidden::None:
        return "None";
    case Forbidden::DoubleThree:
        return "DoubleThree";
    case Forbidden::DoubleFour:
        return "DoubleFour";
    case Forbidden::Overline:
        return "Overline";
    }
    return "(invalid Forbidden value)";
}

inline std::string point_name(Point p) {
    return std::string(1, static_cast<char>('a' + p.x)) + std::to_string(p.y + 1) +
           " (x=" + std::to_string(p.x) + ", y=" + std::to_string(p.y) + ")";
}

} // namespace gomoku::test
