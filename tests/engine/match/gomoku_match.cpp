// gomoku-match: two Gomocup programs (two builds, or one build twice) play a match from a
// file of openings, each opening twice with the colours swapped, one game at a time, and the
// result is counted from engine A's side: wins, losses and draws, the game pairs as a
// pentanomial, an Elo estimate with its 95% interval and, with --sprt, the sequential test
// that stops the match once it is decided. The games are refereed as by engine_match (see
// referee.hpp); a program at fault (a bad reply, too slow, a crash) loses that game, and
// both programs are started again for the next one.
//
//   gomoku-match --engine A --engine B --openings FILE [--size N] [--rule R]
//                [--timeout-turn MS] [--timeout-match MS] [--max-memory BYTES] [--slack MS]
//                [--games N] [--first-opening K] [--sprt ELO0,ELO1] [--alpha A] [--beta B]
//                [--model pentanomial|trinomial] [--verbose]
//
// Rules are Gomocup INFO rule values (0 freestyle, 1 exactly five, 4 renju). --games caps
// the match (default 200); --first-opening starts from the K-th opening (default 1, the
// openings are cycled); the SPRT (logistic Elo, alpha and beta 0.05 by default) is
// checked after every pair of games. Figures are printed as key=value lines, then a summary:
//   Elo +45.2 +/- 30.1 (95%), LLR 2.95 [-2.94, 2.94] H1 accepted, 123-80-5 (W-L-D) after 208 games
// With a clock (--timeout-match) the figures also give each program's games lost on time,
// its slowest reply and the least match time it had left at the end of a game.
// Exit status 0 when the match was played, 1 when it could not go on, 2 for bad arguments.

#include "bench/openings_file.hpp"
#include "referee.hpp"
#include "sprt.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace gomoku;
using namespace gomoku::match;

struct Options {
    std::vector<std::string> engines;
    std::string openings;
    int size = 15;
    int rule = 0;
    Referee referee;
    int games = 200;
    int first_opening = 1; // 1-based: a second match can go on where one stopped
    std::optional<std::array<double, 2>> sprt;
    double alpha = 0.05;
    double beta = 0.05;
    bool pentanomial = true;
};

std::array<double, 2> elo_pair(const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) {
        throw std::invalid_argument("--sprt takes ELO0,ELO1, e.g. 0,10");
    }
    return {std::stod(text.substr(0, comma)), std::stod(text.substr(comma + 1))};
}

Options parse_options(int argc, char** argv) {
    Options o;
    o.referee.timeout_turn = milliseconds(300);
    o.referee.slack = milliseconds(50);
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                throw std::invalid_argument(arg + " needs a value");
            }
            return argv[++i];
        };
        if (arg == "--engine") {
            o.engines.push_back(value());
        } else if (arg == "--openings") {
            o.openings = value();
        } else if (arg == "--size") {
            o.size = std::stoi(value());
        } else if (arg == "--rule") {
            o.rule = std::stoi(value());
        } else if (arg == "--timeout-turn") {
            o.referee.timeout_turn = milliseconds(std::stoll(value()));
        } else if (arg == "--timeout-match") {
            o.referee.timeout_match = milliseconds(std::stoll(value()));
        } else if (arg == "--max-memory") {
            o.referee.max_memory = std::stoull(value());
        } else if (arg == "--slack") {
            o.referee.slack = milliseconds(std::stoll(value()));
        } else if (arg == "--games") {
            o.games = std::stoi(value());
        } else if (arg == "--first-opening") {
            o.first_opening = std::stoi(value());
        } else if (arg == "--sprt") {
            o.sprt = elo_pair(value());
        } else if (arg == "--alpha") {
            o.alpha = std::stod(value());
        } else if (arg == "--beta") {
            o.beta = std::stod(value());
        } else if (arg == "--model") {
            const std::string model = value();
            if (model != "pentanomial" && model != "trinomial") {
                throw std::invalid_argument("--model takes pentanomial or trinomial");
            }
            o.pentanomial = model == "pentanomial";
        } else if (arg == "--verbose") {
            o.referee.verbose = true;
        } else {
            throw std::invalid_argument("unknown option " + arg);
        }
    }
    if (o.engines.size() != 2) {
        throw std::invalid_argument("give two --engine (the same path twice plays a build itself)");
    }
    if (o.openings.empty()) {
        throw std::invalid_argument("give --openings FILE");
    }
    if (o.first_opening < 1) {
        throw std::invalid_argument("--first-opening counts from 1");
    }
    if (o.games < 1) {
        throw std::invalid_argument("--games must be at least 1");
    }
    if (!(o.alpha > 0 && o.alpha < 1 && o.beta > 0 && o.beta < 1)) {
        throw std::invalid_argument("--alpha and --beta must be between 0 and 1");
    }
    return o;
}

// The results so far, from A's side.
struct Tally {
    std::array<std::int64_t, 3> trinomial{}; // losses, draws, wins
    std::array<std::int64_t, 5> pentanomial{};
    int pending_pair_points = -1; // A's half-points in the first game of an unfinished pair
    int forfeits_a = 0;
    int forfeits_b = 0;
    std::int64_t used_ms[2]{};
    std::int64_t moves[2]{};
    // For a clock bench: games lost on time (the turn or the match clock), the slowest
    // reply, and the least match time a program had left at the end of a game.
    int time_losses[2]{};
    std::int64_t slowest_ms[2]{};
    std::int64_t least_left_ms[2]{-1, -1};

    void add_times(const std::vector<Player>& players, milliseconds match) {
        for (std::size_t i = 0; i < players.size() && i < 2; ++i) {
            slowest_ms[i] = std::max<std::int64_t>(slowest_ms[i], players[i].slowest.count());
            if (match.count() > 0) {
                const std::int64_t left = (match - players[i].used).count();
                least_left_ms[i] = least_left_ms[i] < 0 ? left : std::min(least_left_ms[i], left);
            }
        }
    }

    int games() const { return static_cast<int>(trinomial[0] + trinomial[1] + trinomial[2]); }
    // `half_points`: 0 loss, 1 draw, 2 win for A.
    void add(int half_points) {
        ++trinomial[static_cast<std::size_t>(half_points)];
        if (pending_pair_points < 0) {
            pending_pair_points = half_points;
        } else {
            ++pentanomial[static_cast<std::size_t>(pending_pair_points + half_points)];
            pending_pair_points = -1;
        }
    }
};

struct Verdict {
    EloEstimate elo;
    double llr = 0;
    SprtBounds bounds;
    SprtVerdict sprt = SprtVerdict::Continue;
};

Verdict judge(const Options& o, const Tally& t) {
    Verdict v;
    const std::span<const std::int64_t> counts = o.pentanomial
                                                     ? std::span<const std::int64_t>(t.pentanomial)
                                                     : std::span<const std::int64_t>(t.trinomial);
    v.elo = elo_estimate(counts);
    if (o.sprt) {
        v.llr = log_likelihood_ratio(counts, (*o.sprt)[0], (*o.sprt)[1]);
        v.bounds = sprt_bounds(o.alpha, o.beta);
        v.sprt = sprt_verdict(v.llr, v.bounds);
    }
    return v;
}

std::string fixed(double x, int decimals, bool sign = false) {
    if (std::fabs(x) < 0.5 * std::pow(10.0, -decimals)) {
        x = 0; // no "-0.0"
    }
    char text[64];
    std::snprintf(text, sizeof text, sign ? "%+.*f" : "%.*f", decimals, x);
    return text;
}

std::string summary(const Options& o, const Tally& t, const Verdict& v) {
    std::string line =
        "Elo " + fixed(v.elo.elo, 1, true) + " +/- " + fixed(v.elo.margin(), 1) + " (95%)";
    if (o.sprt) {
        line += ", LLR " + fixed(v.llr, 2) + " [" + fixed(v.bounds.lower, 2) + ", " +
                fixed(v.bounds.upper, 2) + "]";
        line += v.sprt == SprtVerdict::H1   ? " H1 accepted"
                : v.sprt == SprtVerdict::H0 ? " H0 accepted"
                                            : " undecided";
    }
    line += ", " + std::to_string(t.trinomial[2]) + "-" + std::to_string(t.trinomial[0]) + "-" +
            std::to_string(t.trinomial[1]) + " (W-L-D) after " + std::to_string(t.games()) +
            " games";
    return line;
}

void print_figures(const Options& o, const Tally& t, const Verdict& v) {
    std::cout << "match.games=" << t.games() << "\n"
              << "match.wins=" << t.trinomial[2] << "\n"
              << "match.losses=" << t.trinomial[0] << "\n"
              << "match.draws=" << t.trinomial[1] << "\n"
              << "match.pentanomial=" << t.pentanomial[0] << "," << t.pentanomial[1] << ","
              << t.pentanomial[2] << "," << t.pentanomial[3] << "," << t.pentanomial[4] << "\n"
              << "match.model=" << (o.pentanomial ? "pentanomial" : "trinomial") << "\n"
              << "match.elo=" << fixed(v.elo.elo, 1) << "\n"
              << "match.elo_margin=" << fixed(v.elo.margin(), 1) << "\n"
              << "match.elo_lower=" << fixed(v.elo.lower, 1) << "\n"
              << "match.elo_upper=" << fixed(v.elo.upper, 1) << "\n"
              << "match.forfeits_a=" << t.forfeits_a << "\n"
              << "match.forfeits_b=" << t.forfeits_b << "\n";
    for (int i = 0; i < 2; ++i) {
        const char* who = i == 0 ? "a" : "b";
        std::cout << "match." << who << "_time_losses=" << t.time_losses[i] << "\n"
                  << "match." << who << "_slowest_move_ms=" << t.slowest_ms[i] << "\n";
        if (o.referee.timeout_match.count() > 0) {
            std::cout << "match." << who << "_least_match_left_ms=" << t.least_left_ms[i] << "\n";
        }
    }
    for (int i = 0; i < 2; ++i) {
        const double per_move =
            t.moves[i] > 0 ? static_cast<double>(t.used_ms[i]) / static_cast<double>(t.moves[i])
                           : 0.0;
        std::cout << "match." << (i == 0 ? "a" : "b") << "_ms_per_move=" << fixed(per_move, 1)
                  << "\n";
    }
    if (o.sprt) {
        std::cout << "match.sprt_elo0=" << (*o.sprt)[0] << "\n"
                  << "match.sprt_elo1=" << (*o.sprt)[1] << "\n"
                  << "match.llr=" << fixed(v.llr, 3) << "\n"
                  << "match.llr_lower=" << fixed(v.bounds.lower, 3) << "\n"
                  << "match.llr_upper=" << fixed(v.bounds.upper, 3) << "\n"
                  << "match.sprt="
                  << (v.sprt == SprtVerdict::H1   ? "H1"
                      : v.sprt == SprtVerdict::H0 ? "H0"
                                                  : "undecided")
                  << "\n";
    }
    std::cout << summary(o, t, v) << std::endl;
}

// The two programs, started afresh when `players` is empty (at the start, after a failure),
// and what each is: its command and its ABOUT line (pbrain-gomoku names a level or a node
// cap there), printed so that a log shows at once which side played with which limits.
void ensure_started(const Options& o, std::vector<Player>& players) {
    if (!players.empty()) {
        return;
    }
    struct Side {
        const char* name; // in the referee's messages
        const char* key;  // in the printed figures
    };
    for (const Side side : {Side{"A", "match.a"}, Side{"B", "match.b"}}) {
        const std::string& command = o.engines[players.size()];
        Player& p = players.emplace_back();
        p.name = side.name;
        p.process = std::make_unique<ChildProcess>(std::vector<std::string>{command});
        std::cout << side.key << "_engine=" << command << "\n";
        p.send("ABOUT", o.referee.verbose);
        try {
            std::cout << side.key << "_about=" << p.reply(milliseconds(5000), o.referee.verbose)
                      << "\n";
        } catch (const Failure&) {
            std::cout << side.key << "_about=(no answer)\n"; // its games will tell what is wrong
        }
    }
    std::cout.flush();
}

int run_match(const Options& o, const std::vector<Opening>& openings) {
    std::vector<Player> players;
    bool fresh = true;
    Tally tally;
    // A program that fails game after game (a wrong path, a crash at START) stops the match
    // rather than losing every game in a moment.
    constexpr int kFailuresInARow = 3;
    int failures_in_a_row = 0;
    for (int game = 0; game < o.games; ++game) {
        const std::size_t opening =
            static_cast<std::size_t>(o.first_opening - 1 + game / 2) % openings.size();
        const bool a_black = game % 2 == 0;
        ensure_started(o, players);
        Player& a = players[0];
        Player& b = players[1];
        Player& black = a_black ? a : b;
        Player& white = a_black ? b : a;
        std::string text;
        int half_points = 1;
        try {
            for (Player& p : players) {
                start_game(o.referee, p, o.size, o.rule, fresh);
            }
            fresh = false;
            const GameResult result =
                play_game(o.referee, o.size, o.rule, openings[opening], black, white);
            const Stone a_colour = a_black ? Stone::Black : Stone::White;
            half_points = result.winner == Stone::Empty ? 1 : result.winner == a_colour ? 2 : 0;
            text = result.text + " after " + std::to_string(result.moves) + " moves";
            for (int i = 0; i < 2; ++i) {
                tally.used_ms[i] += players[static_cast<std::size_t>(i)].used.count();
                tally.moves[i] += players[static_cast<std::size_t>(i)].moves;
            }
            tally.add_times(players, o.referee.timeout_match);
        } catch (const Failure& failure) {
            if (failure.culprit == nullptr) {
                std::cout << "match stopped: " << failure.what() << std::endl;
                return 1;
            }
            const bool a_at_fault = failure.culprit == &a;
            tally.add_times(players, o.referee.timeout_match);
            const std::string why = failure.what();
            if (why.find("ran out of match time") != std::string::npos ||
                why.find("over timeout_turn") != std::string::npos ||
                why.find("did not reply in time") != std::string::npos) {
                ++tally.time_losses[a_at_fault ? 0 : 1];
            }
            half_points = a_at_fault ? 0 : 2;
            ++(a_at_fault ? tally.forfeits_a : tally.forfeits_b);
            text = std::string("FORFEIT: ") + failure.what();
            players.clear(); // both start again: the one at fault may be in any state
            fresh = true;
            if (++failures_in_a_row >= kFailuresInARow) {
                std::cout << "match stopped: " << kFailuresInARow
                          << " games in a row ended by a failure, the last: " << failure.what()
                          << std::endl;
                return 1;
            }
        }
        if (!fresh) {
            failures_in_a_row = 0;
        }
        tally.add(half_points);
        std::cout << "game " << game + 1 << " (opening " << opening + 1 << ", A "
                  << (a_black ? "Black" : "White") << "): " << text << "; A "
                  << (half_points == 2   ? "won"
                      : half_points == 0 ? "lost"
                                         : "drew")
                  << std::endl;
        if (game % 2 == 1) {
            const Verdict v = judge(o, tally);
            std::cout << "  " << summary(o, tally, v) << std::endl;
            if (v.sprt != SprtVerdict::Continue) {
                break;
            }
        }
    }
    for (Player& p : players) {
        try {
            end_session(o.referee, p);
        } catch (const Failure& failure) {
            std::cout << "after the match: " << failure.what() << std::endl;
        }
    }
    print_figures(o, tally, judge(o, tally));
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    Options options;
    std::vector<Opening> openings;
    try {
        options = parse_options(argc, argv);
        openings = bench::read_openings(options.openings, options.size);
    } catch (const std::exception& e) {
        std::cerr << "gomoku-match: " << e.what() << "\n";
        return 2;
    }
    try {
        return run_match(options, openings);
    } catch (const std::exception& e) {
        std::cout << "match stopped: " << e.what() << std::endl;
        return 1;
    }
}
