#include "opening_games_bench.hpp"

#include "ai/engine.hpp"
#include "ai/opening_choice.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>

namespace gomoku::bench {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct GameReport {
    bool ok = true;
    std::string result;
    std::size_t moves = 0;
    std::string choices;
    double slowest_decision_ms = 0;
    double slowest_move_ms = 0;
};

GameReport play(const OpeningGamesOptions& o, ai::Level first, ai::Level second,
                std::uint64_t seed) {
    GameReport report;
    Game game(o.size, o.rule);
    Opening opening(o.opening);
    ai::Engine engines[2] = {ai::Engine(16), ai::Engine(16)};
    const std::atomic<bool> stop{false};
    int guard = 0;
    while (!game.over() && ++guard < o.size * o.size + 20) {
        const Player actor = opening.actor(game);
        const ai::Level level = actor == Player::First ? first : second;
        ai::Engine& engine = engines[actor == Player::First ? 0 : 1];
        const auto start = Clock::now();
        if (ai::is_opening_decision(game, opening)) {
            const auto d =
                ai::decide_opening(game, opening, level, seed++, ai::engine_judge(engine));
            report.slowest_decision_ms = std::max(report.slowest_decision_ms, ms_since(start));
            if (!ai::apply_opening_decision(d, game, opening)) {
                report.ok = false;
                report.result = "illegal opening decision";
                return report;
            }
            continue;
        }
        ai::SearchRequest request;
        request.board = game.board();
        request.rule = game.rule();
        request.to_move = game.to_move();
        request.level = level;
        request.seed = seed++;
        ai::Limits limits = ai::game_limits(level);
        limits.move_time = std::chrono::milliseconds(std::max<long long>(
            1, static_cast<long long>(limits.move_time.count() * o.time_scale)));
        const ai::SearchResult r = engine.search(request, limits, stop);
        report.slowest_move_ms = std::max(report.slowest_move_ms, ms_since(start));
        if (!opening.place(game, r.move)) {
            report.ok = false;
            report.result = "illegal move";
            return report;
        }
    }
    const auto values = opening_values(opening);
    for (std::size_t i = 1; i < values.size(); ++i) {
        report.choices += (i > 1 ? " " : "") + values[i];
    }
    report.moves = game.move_count();
    const Stone winner = game.winner();
    report.result = winner == Stone::Empty                       ? "draw"
                    : opening.player_of(winner) == Player::First ? "first wins"
                                                                 : "second wins";
    report.ok = game.over();
    return report;
}

} // namespace

int run_opening_games(const OpeningGamesOptions& o) {
    std::printf("computer vs computer, opening %s, %s %dx%d, move time x%.3g\n",
                std::string(opening_rule_id(o.opening)).c_str(),
                std::string(rule_name(o.rule)).c_str(), o.size, o.size, o.time_scale);
    std::printf("%-8s %-8s %-12s %5s %9s %9s  %s\n", "first", "second", "result", "moves",
                "decide_ms", "move_ms", "choices");
    int failures = 0;
    std::uint64_t seed = 1;
    double slowest_decision = 0;
    for (ai::Level first : ai::kAllLevels) {
        for (ai::Level second : ai::kAllLevels) {
            const GameReport r = play(o, first, second, seed);
            seed += 1000;
            failures += r.ok ? 0 : 1;
            slowest_decision = std::max(slowest_decision, r.slowest_decision_ms);
            std::printf("%-8s %-8s %-12s %5zu %9.0f %9.0f  %s\n",
                        std::string(ai::level_id(first)).c_str(),
                        std::string(ai::level_id(second)).c_str(), r.result.c_str(), r.moves,
                        r.slowest_decision_ms, r.slowest_move_ms, r.choices.c_str());
            std::fflush(stdout);
        }
    }
    std::printf("games: %zu, failed: %d, slowest opening decision: %.0f ms\n",
                std::size(ai::kAllLevels) * std::size(ai::kAllLevels), failures, slowest_decision);
    return failures == 0 ? 0 : 1;
}

} // namespace gomoku::bench
