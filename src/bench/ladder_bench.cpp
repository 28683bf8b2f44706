#include "ladder_bench.hpp"

#include "match.hpp"

#include "core/notation.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>

namespace gomoku::bench {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint32_t kOpeningSeed = 20261201;
constexpr std::uint64_t kLadderSeed = 1;
constexpr std::uint64_t kBaselineSeed = 2;

ai::Limits bench_limits(ai::Level level, const LadderOptions& options, double time_scale) {
    ai::Limits limits = ai::game_limits(level);
    limits.move_time = options.move_time.count() > 0
                           ? options.move_time
                           : std::chrono::milliseconds(static_cast<long long>(
                                 static_cast<double>(limits.move_time.count()) * time_scale));
    limits.match_left = std::chrono::milliseconds{0};
    return limits;
}

double per(std::chrono::milliseconds total, int count) {
    return count > 0 ? static_cast<double>(total.count()) / count : 0.0;
}

double percent(double points, int games) {
    return games > 0 ? 100.0 * points / games : 0.0;
}

// The moves of each game the upper player lost, so it can be replayed and studied.
void print_lost_games(const std::string& key, const MatchScore& score) {
    for (const GameRecord& game : score.lost) {
        std::printf("%s.lost_game=%s\n", key.c_str(), to_notation(game.moves).c_str());
    }
}

void print_ladder_pair(ai::Level upper, ai::Level lower, const LadderOptions& options,
                       const std::vector<Opening>& openings) {
    EnginePlayer strong(upper, bench_limits(upper, options, options.time_scale));
    EnginePlayer weak(lower, bench_limits(lower, options, options.time_scale));
    const MatchScore score =
        play_match(strong, weak, options.ladder_games, openings, options.size, options.rule,
                   kLadderSeed + static_cast<std::uint64_t>(upper));
    const std::string key = "ladder." + strong.name() + "_vs_" + weak.name();
    std::printf("%s.score=%g/%d\n", key.c_str(), score.points(), score.games);
    std::printf("%s.percent=%.1f\n", key.c_str(), percent(score.points(), score.games));
    std::printf("%s.wins=%d\n%s.draws=%d\n%s.losses=%d\n", key.c_str(), score.wins, key.c_str(),
                score.draws, key.c_str(), score.losses);
    std::printf("%s.forfeits=%d\n", key.c_str(), score.forfeits);
    std::printf("%s.upper_ms_per_move=%.1f\n", key.c_str(),
                per(score.first_time, score.first_moves));
    std::printf("%s.lower_ms_per_move=%.1f\n", key.c_str(),
                per(score.second_time, score.second_moves));
    print_lost_games(key, score);
    std::fflush(stdout);
}

void print_baseline_match(Baseline baseline, const LadderOptions& options,
                          const std::vector<Opening>& openings) {
    EnginePlayer master(ai::Level::Master,
                        bench_limits(ai::Level::Master, options, options.baseline_time_scale));
    BaselinePlayer reference(baseline);
    const MatchScore score =
        play_match(master, reference, options.baseline_games, openings, options.size, options.rule,
                   kBaselineSeed + static_cast<std::uint64_t>(baseline));
    const std::string key = "baseline." + reference.name();
    std::printf("%s.games=%d\n", key.c_str(), score.games);
    std::printf("%s.master_wins=%d\n%s.draws=%d\n%s.losses=%d\n", key.c_str(), score.wins,
                key.c_str(), score.draws, key.c_str(), score.losses);
    std::printf("%s.forfeits=%d\n", key.c_str(), score.forfeits);
    std::printf("%s.ms_per_game=%.0f\n", key.c_str(), per(score.wall_time, score.games));
    std::printf("%s.master_ms_per_move=%.1f\n", key.c_str(),
                per(score.first_time, score.first_moves));
    std::printf("%s.baseline_ms_per_move=%.1f\n", key.c_str(),
                per(score.second_time, score.second_moves));
    print_lost_games(key, score);
    std::fflush(stdout);
}

} // namespace

int run_ladder_benchmark(const LadderOptions& options) {
    const auto start = Clock::now();
    std::printf("ladder.rule=%s\nladder.size=%d\nladder.move_time_ms=%lld\nladder.time_scale=%.2f\n",
                std::string(rule_name(options.rule)).c_str(), options.size,
                static_cast<long long>(options.move_time.count()), options.time_scale);
    auto move_ms = [&](ai::Level level, double scale) {
        return static_cast<long long>(bench_limits(level, options, scale).move_time.count());
    };
    for (ai::Level level : ai::kAllLevels) {
        std::printf("ladder.%s.move_ms=%lld\n", std::string(ai::level_id(level)).c_str(),
                    move_ms(level, options.time_scale));
    }
    std::printf("baseline.master_move_ms=%lld\n", move_ms(ai::Level::Master, options.baseline_time_scale));
    std::printf("ladder.games=%d\nbaseline.games_each=%d\n", options.ladder_games,
                options.baseline_games);
    // Enough openings for every game to have its own pair (one per colour).
    const int pairs = (std::max(options.ladder_games, options.baseline_games) + 1) / 2;
    const std::vector<Opening> openings =
        options.openings.empty() ? make_openings(pairs, options.size, options.rule, kOpeningSeed)
                                 : options.openings;
    std::printf("ladder.openings=%s\n",
                options.openings.empty() ? "random" : options.openings_file.c_str());
    for (std::size_t i = 1; i < std::size(ai::kAllLevels) && options.ladder_games > 0; ++i) {
        if (!options.only_step || *options.only_step == ai::kAllLevels[i]) {
            print_ladder_pair(ai::kAllLevels[i], ai::kAllLevels[i - 1], options, openings);
        }
    }
    for (Baseline baseline : kAllBaselines) {
        if (options.baseline_games > 0) {
            print_baseline_match(baseline, options, openings);
        }
    }
    const std::chrono::duration<double> took = Clock::now() - start;
    std::printf("ladder.total_s=%.1f\n", took.count());
    return 0;
}

} // namespace gomoku::bench
