// gomoku-bench: programs that print figures as key=value lines (not pass/fail tests).
// The figures that need a window are measured in src/app, the only code that uses SDL;
// the rest need only core and ai, so they build without the game too.

#include "forbidden_bench.hpp"
#include "ladder_bench.hpp"
#include "opening_games_bench.hpp"
#include "openings_bench.hpp"
#include "policy_bench.hpp"
#include "search_bench.hpp"
#include "tactics_bench.hpp"
#include "texel_bench.hpp"
#include "win_chance_bench.hpp"

#ifdef GOMOKU_BENCH_FRAMES
#include "app/frame_benchmark.hpp"
#include "app/idle_benchmark.hpp"
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

// The value after `--name` in args, or `fallback`.
int int_option(const std::vector<std::string>& args, const std::string& name, int fallback,
               int minimum = 1) {
    for (std::size_t i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == name) {
            return std::max(minimum, std::atoi(args[i + 1].c_str()));
        }
    }
    return fallback;
}

// The value after `--name` in args, or `fallback`.
std::string string_option(const std::vector<std::string>& args, const std::string& name,
                          const std::string& fallback) {
    for (std::size_t i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == name) {
            return args[i + 1];
        }
    }
    return fallback;
}

// "0,1e-4,0.001" into numbers; false when an item is not one.
bool parse_numbers(const std::string& text, std::vector<double>& out) {
    out.clear();
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        char* end = nullptr;
        const double value = std::strtod(item.c_str(), &end);
        if (item.empty() || *end != '\0') {
            return false;
        }
        out.push_back(value);
    }
    return !out.empty();
}

// --lambdas (a fit's penalties) into `out`, left as it is when absent; false, with a
// message, when it is not a list of numbers.
bool lambdas_option(const std::vector<std::string>& args, const char* command,
                    std::vector<double>& out) {
    const std::string lambdas = string_option(args, "--lambdas", "");
    if (!lambdas.empty() && !parse_numbers(lambdas, out)) {
        std::fprintf(stderr, "%s: --lambdas takes numbers separated by commas\n", command);
        return false;
    }
    return true;
}

bool flag(const std::vector<std::string>& args, const std::string& name) {
    return std::find(args.begin() + 1, args.end(), name) != args.end();
}

int ladder(const std::vector<std::string>& args) {
    gomoku::bench::LadderOptions options;
    const std::optional<gomoku::Rule> rule =
        gomoku::parse_rule(string_option(args, "--rule", "freestyle"));
    if (!rule) {
        std::fprintf(stderr, "ladder: --rule takes freestyle, standard or renju\n");
        return 2;
    }
    options.rule = *rule;
    options.size = std::clamp(int_option(args, "--size", options.size), gomoku::Board::kMinSize,
                              gomoku::Board::kMaxSize);
    options.move_time = std::chrono::milliseconds(int_option(args, "--movetime", 0));
    options.time_scale =
        std::clamp(std::atof(string_option(args, "--time-scale", "1").c_str()), 0.01, 10.0);
    options.baseline_time_scale = std::clamp(
        std::atof(string_option(args, "--baseline-time-scale", "1").c_str()), 0.01, 10.0);
    const std::string step = string_option(args, "--step", "");
    if (!step.empty()) {
        options.only_step = gomoku::ai::parse_level(step);
        if (!options.only_step || *options.only_step == gomoku::ai::kAllLevels[0]) {
            std::fprintf(stderr, "ladder: --step takes easy, medium, hard, expert or master\n");
            return 2;
        }
    }
    // --games sets both counts, for a quick run; the other two set one each (0 skips that part).
    // One step plays no baseline games unless asked to.
    const int games = int_option(args, "--games", 0);
    options.ladder_games =
        int_option(args, "--ladder-games", games > 0 ? games : options.ladder_games, 0);
    const int baseline_default = !step.empty() ? 0 : games > 0 ? games : options.baseline_games;
    options.baseline_games = int_option(args, "--baseline-games", baseline_default, 0);
    options.openings_file = string_option(args, "--openings", "");
    if (!options.openings_file.empty()) {
        try {
            options.openings = gomoku::bench::read_openings(options.openings_file, options.size);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "ladder: %s\n", e.what());
            return 2;
        }
    }
    return gomoku::bench::run_ladder_benchmark(options);
}

int openings(const std::vector<std::string>& args) {
    gomoku::bench::OpeningsOptions options;
    const std::optional<gomoku::Rule> rule =
        gomoku::parse_rule(string_option(args, "--rule", "freestyle"));
    if (!rule) {
        std::fprintf(stderr, "openings: --rule takes freestyle, standard or renju\n");
        return 2;
    }
    options.rule = *rule;
    options.size = std::clamp(int_option(args, "--size", options.size), gomoku::Board::kMinSize,
                              gomoku::Board::kMaxSize);
    options.count = int_option(args, "--count", options.count);
    options.seed = static_cast<std::uint32_t>(int_option(args, "--seed", 1, 0));
    options.depth = int_option(args, "--depth", options.depth);
    options.radius = int_option(args, "--radius", options.radius);
    options.settled = int_option(args, "--settled", options.settled);
    options.threshold = int_option(args, "--threshold", 0, 0);
    options.play_nodes = int_option(args, "--play-nodes", 0, 0);
    options.play_games = int_option(args, "--play-games", options.play_games, 1);
    options.play_wins = int_option(args, "--play-wins", options.play_wins, 0);
    return gomoku::bench::run_openings_generator(options);
}

int texel_games(const std::vector<std::string>& args) {
    gomoku::bench::TexelGamesOptions options;
    const std::optional<gomoku::Rule> rule =
        gomoku::parse_rule(string_option(args, "--rule", "freestyle"));
    if (!rule) {
        std::fprintf(stderr, "texel-games: --rule takes freestyle, standard or renju\n");
        return 2;
    }
    options.rule = *rule;
    options.size = std::clamp(int_option(args, "--size", options.size), gomoku::Board::kMinSize,
                              gomoku::Board::kMaxSize);
    options.games = int_option(args, "--games", options.games);
    options.nodes =
        static_cast<std::uint64_t>(int_option(args, "--nodes", static_cast<int>(options.nodes)));
    options.seed = static_cast<std::uint32_t>(int_option(args, "--seed", 1, 0));
    return gomoku::bench::run_texel_games(options);
}

int texel_fit(const std::vector<std::string>& args) {
    gomoku::bench::TexelFitOptions options;
    options.data = string_option(args, "--data", "");
    if (options.data.empty()) {
        std::fprintf(stderr, "texel-fit: --data FILE is needed (a texel-games file)\n");
        return 2;
    }
    options.skip = int_option(args, "--skip", options.skip, 0);
    options.tied = flag(args, "--tied");
    options.cells = flag(args, "--cells");
    options.least = int_option(args, "--least", options.least, 1);
    if (!lambdas_option(args, "texel-fit", options.lambdas)) {
        return 2;
    }
    return gomoku::bench::run_texel_fit(options);
}

int win_chance_fit(const std::vector<std::string>& args) {
    gomoku::bench::WinChanceFitOptions options;
    options.data = string_option(args, "--data", "");
    if (options.data.empty()) {
        std::fprintf(stderr, "win-chance-fit: --data FILE is needed (a texel-games file)\n");
        return 2;
    }
    options.nodes =
        static_cast<std::uint64_t>(int_option(args, "--nodes", static_cast<int>(options.nodes)));
    options.every = int_option(args, "--every", options.every);
    options.skip = int_option(args, "--skip", options.skip, 0);
    options.positions = int_option(args, "--positions", options.positions);
    return gomoku::bench::run_win_chance_fit(options);
}

int policy_fit(const std::vector<std::string>& args) {
    gomoku::bench::PolicyFitOptions options;
    options.data = string_option(args, "--data", "");
    if (options.data.empty()) {
        std::fprintf(stderr, "policy-fit: --data FILE is needed (a texel-games file)\n");
        return 2;
    }
    options.nodes =
        static_cast<std::uint64_t>(int_option(args, "--nodes", static_cast<int>(options.nodes), 1));
    options.every = int_option(args, "--every", options.every, 1);
    options.skip = int_option(args, "--skip", options.skip, 0);
    options.positions = int_option(args, "--positions", options.positions, 1);
    options.summaries = flag(args, "--summaries");
    options.least = int_option(args, "--least", options.least, 1);
    options.write_labels = string_option(args, "--write-labels", "");
    options.read_labels = string_option(args, "--read-labels", "");
    if (!lambdas_option(args, "policy-fit", options.lambdas)) {
        return 2;
    }
    return gomoku::bench::run_policy_fit(options);
}

int opening_games(const std::vector<std::string>& args) {
    gomoku::bench::OpeningGamesOptions options;
    const auto opening = gomoku::parse_opening_rule(string_option(args, "--opening", "swap2"));
    const auto rule = gomoku::parse_rule(string_option(args, "--rule", "freestyle"));
    if (!opening || !rule) {
        std::fprintf(
            stderr,
            "opening-games: --opening none|swap|swap2|renju26, --rule freestyle|standard|renju\n");
        return 2;
    }
    options.opening = *opening;
    options.rule = *rule;
    options.time_scale = int_option(args, "--time-permille", 50, 1) / 1000.0;
    return gomoku::bench::run_opening_games(options);
}

} // namespace

int main(int argc, char* argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const std::string command = args.empty() ? "" : args[0];
#ifdef GOMOKU_BENCH_FRAMES
    if (command == "frames") {
        return gomoku::app::run_frame_benchmark(int_option(args, "--moves", 3));
    }
    if (command == "idle") {
        return gomoku::app::run_idle_benchmark(int_option(args, "--seconds", 10));
    }
#endif
    if (command == "forbidden") {
        return gomoku::bench::run_forbidden_benchmark(int_option(args, "--positions", 300));
    }
    if (command == "tactics") {
        return gomoku::bench::run_tactics_benchmark(
            std::chrono::milliseconds(int_option(args, "--movetime", 1000)),
            flag(args, "--validate"));
    }
    if (command == "ladder") {
        return ladder(args);
    }
    if (command == "openings") {
        return openings(args);
    }
    if (command == "texel-games") {
        return texel_games(args);
    }
    if (command == "texel-fit") {
        return texel_fit(args);
    }
    if (command == "win-chance-fit") {
        return win_chance_fit(args);
    }
    if (command == "policy-fit") {
        return policy_fit(args);
    }
    if (command == "opening-games") {
        return opening_games(args);
    }
    if (command == "search") {
        return gomoku::bench::run_search_benchmark(
            int_option(args, "--depth", 6),
            std::chrono::milliseconds(int_option(args, "--movetime", 1000)));
    }
    std::fprintf(stderr,
                 "usage: gomoku-bench COMMAND [options]\n"
#ifdef GOMOKU_BENCH_FRAMES
                 "  frames [--moves N]         frame intervals with the AI idle and while it\n"
                 "                             thinks at its strongest level (dummy video\n"
                 "                             driver when there is no display)\n"
                 "  idle [--seconds S]         CPU of the untouched window, as %% of one core,\n"
                 "                             on the title screen and on the player's move\n"
                 "                             (default 10 s each; use a real display)\n"
#endif
                 "  forbidden [--positions N]  time of a full renju forbidden-point query on\n"
                 "                             random midgame positions, 15x15 and 19x19\n"
                 "  tactics [--movetime MS] [--validate]\n"
                 "                             Master on the tactics suite (default 1000 ms a\n"
                 "                             position); --validate also proves (slowly) that\n"
                 "                             the defences hold against a quiet threat\n"
                 "  ladder [--games N] [--ladder-games N] [--baseline-games N]\n"
                 "         [--time-scale F] [--baseline-time-scale G | --movetime MS]\n"
                 "         [--rule freestyle|standard|renju] [--size N] [--openings FILE]\n"
                 "                             each level against the one below (20 games) and\n"
                 "                             Master against the three seed baselines (20\n"
                 "                             games each; 0 games skips a part); each level\n"
                 "                             thinks for its game time times F (default 1),\n"
                 "                             Master against the baselines times G (default\n"
                 "                             1), or MS for all; openings from FILE (as for\n"
                 "                             gomoku-match) instead of random 2-3 stones\n"
                 "         [--step LEVEL]      only LEVEL against the level below it (and\n"
                 "                             no baselines unless --baseline-games)\n"
                 "  openings [--rule R] [--size N] [--count K] [--seed S] [--depth D]\n"
                 "           [--radius R] [--settled L] [--threshold T]\n"
                 "           [--play-nodes P [--play-games G] [--play-wins W]]\n"
                 "                             K balanced 3-5 stone openings for gomoku-match,\n"
                 "                             within R of the centre, scored within +/-T by\n"
                 "                             Master at each depth from D-L+1 to D, to stdout\n"
                 "                             (default freestyle 15, 100, seed 1, depth 6,\n"
                 "                             radius 3, settled 1, T a quarter of an open\n"
                 "                             three's value); with P, also won W times by\n"
                 "                             each colour in G games of Master against\n"
                 "                             itself at P nodes a move, 30%% more each game\n"
                 "                             (default 4 and 2)\n"
                 "  texel-games [--rule R] [--size N] [--games G] [--nodes K] [--seed S]\n"
                 "                             G games of Master against itself at K nodes a\n"
                 "                             move from random starts, one line each, to\n"
                 "                             stdout (default freestyle 15, 1000, 4000, 1)\n"
                 "  texel-fit --data FILE [--skip P] [--tied]\n"
                 "                             fits the evaluation's weights to those games'\n"
                 "                             results and prints them (see texel_bench.hpp);\n"
                 "                             --tied keeps each guard weight half the attack\n"
                 "                             weight and fits only those\n"
                 "    [--cells [--lambdas L1,L2,...] [--least M]]\n"
                 "                             fits instead a correction for each set of a\n"
                 "                             cell's four line shapes, seen in M cells\n"
                 "                             (default 2000), for each penalty L (default 0)\n"
                 "  policy-fit --data FILE [--nodes K] [--every E] [--skip P] [--positions N]\n"
                 "                             fits the move order's weights to the moves\n"
                 "                             Master picks at K nodes (default 50000) in N\n"
                 "                             positions (default 3000) of those games, one\n"
                 "                             in E plies (default 3); see policy_bench.hpp\n"
                 "    [--summaries [--lambdas L1,L2,...] [--least M]]\n"
                 "                             fits instead a correction for each set of a\n"
                 "                             cell's four line shapes, seen in M candidates\n"
                 "                             (default 100), for each penalty L (default 0)\n"
                 "    [--write-labels FILE] [--read-labels FILE]\n"
                 "                             keeps the searches' moves, or fits from kept\n"
                 "                             ones without searching\n"
                 "  win-chance-fit --data FILE [--nodes K] [--every E] [--skip P]\n"
                 "                 [--positions N]\n"
                 "                             the win chance's scale that best predicts those\n"
                 "                             games' results from Master's scores at K nodes\n"
                 "                             (default 200000) in N positions (default 2500),\n"
                 "                             one in E plies (default 5); win_chance_bench.hpp\n"
                 "  opening-games [--opening none|swap|swap2|renju26] [--rule R]\n"
                 "                [--time-permille P]\n"
                 "                             computer vs computer at every level pairing\n"
                 "                             through the opening rule (default swap2,\n"
                 "                             freestyle) to the end; each move at P/1000 of\n"
                 "                             the level's game time (default 50)\n"
                 "  search [--depth D] [--movetime MS]\n"
                 "                             nodes per second on three fixed positions and a\n"
                 "                             node-count signature at depth D (default 6)\n");
    return 2;
}
