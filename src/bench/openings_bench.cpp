#include "openings_bench.hpp"

#include "ai/board_state.hpp"
#include "ai/engine.hpp"
#include "core/notation.hpp"
#include "match.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace gomoku::bench {

namespace {

// Balanced: the side to move is better or worse by less than a quarter of an open three,
// i.e. by less than a small positional edge (an open three is a threat that must be
// answered; a quarter of it is about one open two more or less), unless told otherwise.
int balance_threshold(const OpeningsOptions& o) {
    return o.threshold > 0 ? o.threshold : ai::shape_value(ai::Shape::OpenThree) / 4;
}

// How many of the deepest iterations are judged: at least the last, at most all of them.
int judged_depths(const OpeningsOptions& o) {
    return std::clamp(o.settled, 1, o.depth);
}

// The eight symmetries of the square: one opening and its mirror images are one opening.
Point transform(Point p, int symmetry, int size) {
    const int last = size - 1;
    int x = (symmetry & 1) != 0 ? last - p.x : p.x;
    int y = (symmetry & 2) != 0 ? last - p.y : p.y;
    if ((symmetry & 4) != 0) {
        std::swap(x, y);
    }
    return {x, y};
}

// The smallest text among the eight images, with each colour's stones sorted: the same
// key for every opening that differs only by symmetry or by the order of one colour's
// stones (which gives the same position).
std::string canonical_key(const Opening& opening, int size) {
    std::string best;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        std::vector<Point> colours[2];
        for (std::size_t i = 0; i < opening.size(); ++i) {
            colours[i % 2].push_back(transform(opening[i], symmetry, size));
        }
        std::string key;
        for (auto& stones : colours) {
            std::sort(stones.begin(), stones.end(),
                      [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
            key += to_notation(stones) + " / ";
        }
        if (best.empty() || key < best) {
            best = key;
        }
    }
    return best;
}

// Is the opening balanced for Master, searching to a fixed depth: its score for the side to
// move within the threshold at each of the last `settled` depths, and no forced win found by
// the threat searches. The search stops at the first depth that is not balanced (most
// candidates end at the first depth judged); which one does not depend on the clock, so the
// file is the same on every machine. The score is that of the deepest iteration.
std::optional<int> balanced_score(ai::Engine& engine, const OpeningsOptions& o,
                                  const Opening& opening) {
    ai::SearchRequest request;
    request.board = Board(o.size);
    request.rule = o.rule;
    request.level = ai::Level::Master;
    request.seed = 1;
    Stone colour = Stone::Black;
    for (Point p : opening) {
        request.board.set(p, colour);
        colour = opponent(colour);
    }
    request.to_move = colour;
    ai::Limits limits;
    limits.depth = o.depth;
    engine.clear(); // each judgement on its own: the file does not depend on the order
    std::atomic<bool> stop{false};
    const int first_judged = o.depth - judged_depths(o) + 1;
    const int threshold = balance_threshold(o);
    bool balanced = true;
    const ai::SearchResult result =
        engine.search(request, limits, stop, [&](const ai::Progress& p) {
            if (p.depth >= first_judged && std::abs(p.score) >= threshold) {
                balanced = false;
                stop = true;
            }
        });
    // The deepest iteration's score was judged above; a threat search's win ends the search
    // before it.
    if (!balanced || result.reason != "search" || result.depth != o.depth) {
        return std::nullopt;
    }
    return result.score;
}

// Is the opening balanced in play: Master against itself (the same node budget a move for
// both sides, a larger one each game, so the games differ) wins at least play_wins games
// with each colour? Node budgets, not the clock, so the file is the same on every machine.
bool balanced_in_play(const OpeningsOptions& o, const Opening& opening) {
    int wins[2] = {0, 0}; // Black, White
    for (int game = 0; game < o.play_games; ++game) {
        ai::Limits limits;
        limits.nodes = static_cast<std::uint64_t>(o.play_nodes * (1.0 + 0.3 * game));
        EnginePlayer black(ai::Level::Master, limits);
        EnginePlayer white(ai::Level::Master, limits);
        const GameRecord record = play_game(opening, o.size, o.rule, black, white, 1);
        wins[0] += record.status == GameStatus::BlackWon ? 1 : 0;
        wins[1] += record.status == GameStatus::WhiteWon ? 1 : 0;
        const int left = o.play_games - game - 1;
        if (wins[0] + left < o.play_wins || wins[1] + left < o.play_wins) {
            return false; // one colour can no longer win enough
        }
    }
    return true;
}

} // namespace

std::vector<Point> random_opening(Rule rule, int size, int radius, std::mt19937& rng) {
    const int centre = size / 2;
    std::uniform_int_distribution<int> stones(3, 5);
    std::uniform_int_distribution<int> offset(-radius, radius);
    for (;;) {
        Board board(size);
        std::vector<Point> opening;
        const int count = stones(rng);
        Stone colour = Stone::Black;
        bool fine = true;
        while (fine && static_cast<int>(opening.size()) < count) {
            const Point p{centre + offset(rng), centre + offset(rng)};
            if (!board.is_empty(p)) {
                continue;
            }
            fine = is_allowed(board, p, colour, rule);
            board.set(p, colour);
            fine = fine && winning_run(board, p, rule).empty();
            opening.push_back(p);
            colour = opponent(colour);
        }
        if (fine) {
            return opening;
        }
    }
}

int run_openings_generator(const OpeningsOptions& o) {
    std::mt19937 rng(o.seed);
    ai::Engine engine;
    std::set<std::string> seen;
    std::vector<std::pair<Opening, int>> kept;
    int tried = 0;
    const int threshold = balance_threshold(o);
    const int max_tries = std::max(1000, o.count * 400);
    while (static_cast<int>(kept.size()) < o.count && tried < max_tries) {
        const Opening opening = random_opening(o.rule, o.size, o.radius, rng);
        if (!seen.insert(canonical_key(opening, o.size)).second) {
            continue;
        }
        ++tried;
        const std::optional<int> score = balanced_score(engine, o, opening);
        if (score && (o.play_nodes <= 0 || balanced_in_play(o, opening))) {
            kept.emplace_back(opening, *score);
        }
    }
    std::printf("# Balanced openings: %s, %dx%d. Made by\n", std::string(rule_name(o.rule)).c_str(),
                o.size, o.size);
    std::printf("#   gomoku-bench openings --rule %s --size %d --count %d --seed %u --depth %d "
                "--radius %d --settled %d --threshold %d",
                std::string(rule_name(o.rule)).c_str(), o.size, o.count, o.seed, o.depth, o.radius,
                judged_depths(o), threshold);
    if (o.play_nodes > 0) {
        std::printf(" --play-nodes %d --play-games %d --play-wins %d", o.play_nodes, o.play_games,
                    o.play_wins);
    }
    std::printf("\n");
    std::printf("# Random 3-5 stone starts within %d points of the centre (mirror images and\n"
                "# reorderings counted once), kept when Master, searching to depth %d, scores\n"
                "# the side to move within +/-%d (an open three is worth %d) at each of\n"
                "# its last %d iterations",
                o.radius, o.depth, threshold - 1, ai::shape_value(ai::Shape::OpenThree),
                judged_depths(o));
    if (o.play_nodes > 0) {
        std::printf(",\n# and each colour wins at least %d of %d games of Master against itself\n"
                    "# (%d nodes a move, 30%% more each game)",
                    o.play_wins, o.play_games, o.play_nodes);
    }
    std::printf(": %zu of %d.\n"
                "# One opening a line, stones alternately from Black; the score follows '#'.\n",
                kept.size(), tried);
    for (const auto& [opening, score] : kept) {
        std::printf("%s # %+d\n", to_notation(opening).c_str(), score);
    }
    std::fflush(stdout);
    if (static_cast<int>(kept.size()) < o.count) {
        std::fprintf(stderr, "openings: only %zu of %d balanced after %d tries\n", kept.size(),
                     o.count, tried);
        return 1;
    }
    return 0;
}

} // namespace gomoku::bench
