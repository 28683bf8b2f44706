#include "renju_openings.hpp"

#include <utility>

namespace gomoku {

namespace {

// RIF's table, with White's stone above the centre (direct) or up and to the right
// (indirect). Checked against the 26 in tests/core/test_openings.cpp: each third stone in
// the central 5x5 is exactly one of them.
constexpr RenjuOpening kOpenings[] = {
    {"Kansei", "寒星", "寒星", true, 0, 2},      {"Keigetsu", "渓月", "溪月", true, 1, 2},
    {"Sosei", "疏星", "疏星", true, 2, 2},       {"Kagetsu", "花月", "花月", true, 1, 1},
    {"Zangetsu", "残月", "残月", true, 2, 1},    {"Ugetsu", "雨月", "雨月", true, 1, 0},
    {"Kinsei", "金星", "金星", true, 2, 0},      {"Shogetsu", "松月", "松月", true, 0, -1},
    {"Kyugetsu", "丘月", "丘月", true, 1, -1},   {"Shingetsu", "新月", "新月", true, 2, -1},
    {"Zuisei", "瑞星", "瑞星", true, 0, -2},     {"Sangetsu", "山月", "山月", true, 1, -2},
    {"Yusei", "遊星", "游星", true, 2, -2},      {"Chosei", "長星", "长星", false, 2, 2},
    {"Kyogetsu", "峡月", "峡月", false, 2, 1},   {"Kosei", "恒星", "恒星", false, 2, 0},
    {"Suigetsu", "水月", "水月", false, 2, -1},  {"Ryusei", "流星", "流星", false, 2, -2},
    {"Ungetsu", "雲月", "云月", false, 1, 0},    {"Hogetsu", "浦月", "浦月", false, 1, -1},
    {"Rangetsu", "嵐月", "岚月", false, 1, -2},  {"Gingetsu", "銀月", "银月", false, 0, -1},
    {"Myojo", "明星", "明星", false, 0, -2},     {"Shagetsu", "斜月", "斜月", false, -1, -1},
    {"Meigetsu", "名月", "名月", false, -1, -2}, {"Suisei", "彗星", "彗星", false, -2, -2},
};

Point centre_of(int size) {
    return {size / 2, size / 2};
}

} // namespace

std::span<const RenjuOpening> renju_openings() {
    return kOpenings;
}

Point symmetric_point(Point p, Point c, int symmetry) {
    int x = p.x - c.x;
    int y = p.y - c.y;
    if (symmetry & 4) {
        std::swap(x, y);
    }
    if (symmetry & 1) {
        x = -x;
    }
    if (symmetry & 2) {
        y = -y;
    }
    return {c.x + x, c.y + y};
}

std::array<Point, 3> renju_opening_stones(std::size_t index, int size) {
    const RenjuOpening& o = kOpenings[index];
    const Point c = centre_of(size);
    const Point white = o.direct ? Point{c.x, c.y + 1} : Point{c.x + 1, c.y + 1};
    return {c, white, Point{c.x + o.dx, c.y + o.dy}};
}

std::optional<std::size_t> identify_renju_opening(std::span<const Point> stones, int size) {
    if (stones.size() < 3) {
        return std::nullopt;
    }
    const Point c = centre_of(size);
    for (std::size_t i = 0; i < std::size(kOpenings); ++i) {
        const auto shape = renju_opening_stones(i, size);
        for (int s = 0; s < kSymmetries; ++s) {
            if (symmetric_point(shape[1], c, s) == stones[1] &&
                symmetric_point(shape[2], c, s) == stones[2] && stones[0] == c) {
                return i;
            }
        }
    }
    return std::nullopt;
}

} // namespace gomoku
