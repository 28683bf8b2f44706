#pragma once

#include <cstdint>

namespace gomoku {

enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2 };

constexpr Stone opponent(Stone s) {
    return s == Stone::Black ? Stone::White : s == Stone::White ? Stone::Black : Stone::Empty;
}

// A board intersection. x is the column (0 = 'a', left), y the row (0 = row 1, bottom),
// the way gomoku and renju notation counts them.
struct Point {
    int x = -1;
    int y = -1;
    friend constexpr bool operator==(Point, Point) = default;
};

constexpr Point kNoPoint{};

// The four line directions: horizontal, vertical and the two diagonals.
struct Direction {
    int dx;
    int dy;
};
inline constexpr Direction kDirections[4] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

} // namespace gomoku
