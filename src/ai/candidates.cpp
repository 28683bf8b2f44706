#include "candidates.hpp"

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace gomoku::ai {

std::vector<Point> neighbourhood(const Board& board) {
    const int n = board.size();
    std::vector<Point> points;
    if (board.stone_count() == 0) {
        points.push_back({n / 2, n / 2});
        return points;
    }
    std::vector<std::uint8_t> near(static_cast<std::size_t>(n * n), 0);
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            if (board.at({x, y}) == Stone::Empty) {
                continue;
            }
            const int y0 = std::max(0, y - kNeighbourRadius);
            const int y1 = std::min(n - 1, y + kNeighbourRadius);
            const int x0 = std::max(0, x - kNeighbourRadius);
            const int x1 = std::min(n - 1, x + kNeighbourRadius);
            for (int yy = y0; yy <= y1; ++yy) {
                for (int xx = x0; xx <= x1; ++xx) {
                    near[static_cast<std::size_t>(yy * n + xx)] = 1;
                }
            }
        }
    }
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            if (near[static_cast<std::size_t>(y * n + x)] && board.at({x, y}) == Stone::Empty) {
                points.push_back({x, y});
            }
        }
    }
    return points;
}

int move_order(const Board& board, Point p, const PointThreat& mine, const PointThreat& theirs) {
    const int centre = board.size() / 2;
    const int centrality = board.size() - std::abs(p.x - centre) - std::abs(p.y - centre);
    return mine.value + theirs.value * 4 / 5 + centrality;
}

std::vector<Candidate> rank_candidates(const Board& board, Rule rule, Stone side) {
    const std::vector<Point> points = neighbourhood(board);
    std::vector<Candidate> result;
    result.reserve(points.size());
    for (Point p : points) {
        const PointThreats t = point_threats(board, p, rule);
        Candidate c{p, t.of(side), t.of(opponent(side)), 0};
        c.order = move_order(board, p, c.mine, c.theirs);
        result.push_back(c);
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const Candidate& a, const Candidate& b) { return a.order > b.order; });
    return result;
}

std::vector<Candidate> playable(const std::vector<Candidate>& candidates) {
    std::vector<Candidate> result;
    result.reserve(candidates.size());
    std::copy_if(candidates.begin(), candidates.end(), std::back_inserter(result),
                 [](const Candidate& c) { return !c.mine.forbidden; });
    return result;
}

} // namespace gomoku::ai
