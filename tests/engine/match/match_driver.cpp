// engine_match: plays two Gomocup programs against each other through pipes, the way a
// tournament manager does, and checks every reply (see referee.hpp); any failure fails the
// run. Colours alternate from game to game; the
// games of one size and rule share the two processes (START, then RESTART), which must exit
// with status 0 after END.
//
//   engine_match --engine PATH [--engine PATH] [--levels a,b] [--size N | --sizes a,b,..]
//                [--rule R | --rules a,b,..] [--timeout-turn MS] [--timeout-match MS]
//                [--max-memory BYTES] [--slack MS] [--games N] [--info-first] [--verbose]
//
// Rules are Gomocup INFO rule values: 0 freestyle, 1 exactly five, 4 renju. Exit status 0
// when every game ended properly, 1 otherwise, 2 for bad arguments.

#include "referee.hpp"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace gomoku;
using namespace gomoku::match;

struct Options {
    std::vector<std::string> engines;
    std::vector<std::string> levels;
    std::vector<int> sizes{15};
    std::vector<int> rules{0};
    Referee referee;
    int games = 2;
};

std::vector<std::string> split(const std::string& text, char by) {
    std::vector<std::string> parts;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, by);) {
        parts.push_back(part);
    }
    return parts;
}

std::vector<int> numbers(const std::string& text) {
    std::vector<int> out;
    for (const std::string& part : split(text, ',')) {
        out.push_back(std::stoi(part));
    }
    return out;
}

Options parse_options(int argc, char** argv) {
    Options o;
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
        } else if (arg == "--levels") {
            o.levels = split(value(), ',');
        } else if (arg == "--size" || arg == "--sizes") {
            o.sizes = numbers(value());
        } else if (arg == "--rule" || arg == "--rules") {
            o.rules = numbers(value());
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
        } else if (arg == "--info-first") {
            o.referee.info_first = true;
        } else if (arg == "--verbose") {
            o.referee.verbose = true;
        } else {
            throw std::invalid_argument("unknown option " + arg);
        }
    }
    if (o.engines.empty() || o.engines.size() > 2) {
        throw std::invalid_argument("give one or two --engine");
    }
    if (o.engines.size() == 1) {
        o.engines.push_back(o.engines.front());
    }
    if (!o.levels.empty() && o.levels.size() != 2) {
        throw std::invalid_argument("--levels needs two levels");
    }
    return o;
}

// Plays o.games games at one size and rule; true if all went well.
bool play_config(const Options& o, int size, int gomocup_rule) {
    Player players[2];
    for (int i = 0; i < 2; ++i) {
        std::vector<std::string> argv{o.engines[static_cast<std::size_t>(i)]};
        std::string name = i == 0 ? "A" : "B";
        if (!o.levels.empty()) {
            argv.push_back("--level");
            argv.push_back(o.levels[static_cast<std::size_t>(i)]);
            name += "/" + o.levels[static_cast<std::size_t>(i)];
        }
        players[i].name = name;
        players[i].process = std::make_unique<ChildProcess>(argv);
    }
    const std::string config =
        "size " + std::to_string(size) + ", rule " + std::to_string(gomocup_rule);
    try {
        for (int game = 0; game < o.games; ++game) {
            for (Player& p : players) {
                start_game(o.referee, p, size, gomocup_rule, game == 0);
            }
            Player& black = players[game % 2];
            Player& white = players[1 - game % 2];
            const GameResult result = play_game(o.referee, size, gomocup_rule, {}, black, white);
            std::cout << config << ", game " << game + 1 << ": " << result.text << " after "
                      << result.moves << " moves; slowest reply " << black.name << " "
                      << black.slowest.count() << " ms, " << white.name << " "
                      << white.slowest.count() << " ms" << std::endl;
        }
        for (Player& p : players) {
            end_session(o.referee, p);
        }
    } catch (const Failure& failure) {
        std::cout << config << ": FAILED: " << failure.what() << std::endl;
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    Options options;
    try {
        options = parse_options(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "engine_match: " << e.what() << "\n";
        return 2;
    }
    bool ok = true;
    for (int size : options.sizes) {
        for (int rule : options.rules) {
            try {
                ok = play_config(options, size, rule) && ok;
            } catch (const std::exception& e) {
                std::cout << "size " << size << ", rule " << rule << ": FAILED: " << e.what()
                          << std::endl;
                ok = false;
            }
        }
    }
    std::cout << (ok ? "all games ended properly" : "some games FAILED") << std::endl;
    return ok ? 0 : 1;
}
