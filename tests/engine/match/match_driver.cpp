// engine_match: plays two Gomocup programs against each other through pipes, the way a
// tournament manager does, and checks every reply: an "x,y" on an empty point of the board
// (for Black under renju, not a forbidden one while an allowed one exists), within
// timeout_turn (+ slack) and within the match clock. MESSAGE and DEBUG lines are allowed
// before a reply; anything else fails the run. Colours alternate from game to game; the
// games of one size and rule share the two processes (START, then RESTART), which must exit
// with status 0 after END.
//
//   engine_match --engine PATH [--engine PATH] [--levels a,b] [--size N | --sizes a,b,..]
//                [--rule R | --rules a,b,..] [--timeout-turn MS] [--timeout-match MS]
//                [--max-memory BYTES] [--slack MS] [--games N] [--info-first] [--verbose]
//
// Rules are Gomocup INFO rule values: 0 freestyle, 1 exactly five, 4 renju. Exit status 0
// when every game ended properly, 1 otherwise, 2 for bad arguments.

#include "child_process.hpp"

#include "core/board.hpp"
#include "core/rules.hpp"

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
using gomoku::match::ChildProcess;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

struct Options {
    std::vector<std::string> engines;
    std::vector<std::string> levels;
    std::vector<int> sizes{15};
    std::vector<int> rules{0};
    milliseconds timeout_turn{100};
    milliseconds timeout_match{0};
    std::uint64_t max_memory = 64u << 20;
    milliseconds slack{30};
    int games = 2;
    bool info_first = false;
    bool verbose = false;
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
            o.timeout_turn = milliseconds(std::stoll(value()));
        } else if (arg == "--timeout-match") {
            o.timeout_match = milliseconds(std::stoll(value()));
        } else if (arg == "--max-memory") {
            o.max_memory = std::stoull(value());
        } else if (arg == "--slack") {
            o.slack = milliseconds(std::stoll(value()));
        } else if (arg == "--games") {
            o.games = std::stoi(value());
        } else if (arg == "--info-first") {
            o.info_first = true;
        } else if (arg == "--verbose") {
            o.verbose = true;
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

Rule rule_of(int gomocup_rule) {
    if ((gomocup_rule & 4) != 0) {
        return Rule::Renju;
    }
    return (gomocup_rule & 1) != 0 ? Rule::Standard : Rule::Freestyle;
}

// Something that makes the run fail.
struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One program in the match, with the time it has used in the current game.
struct Player {
    std::string name;
    std::unique_ptr<ChildProcess> process;
    milliseconds used{0};
    milliseconds slowest{0};

    void send(const std::string& line, bool verbose) {
        if (verbose) {
            std::cout << "  " << name << " <- " << line << "\n";
        }
        if (!process->send(line)) {
            throw Failure(name + " stopped reading its input (at '" + line + "')");
        }
    }

    // The next line that is not MESSAGE or DEBUG.
    std::string reply(milliseconds wait, bool verbose) {
        const auto deadline = Clock::now() + wait;
        for (;;) {
            const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
            auto line = process->read_line(std::max(left, milliseconds(0)));
            if (!line) {
                throw Failure(
                    name + (process->closed() ? " closed its output" : " did not reply in time"));
            }
            if (verbose) {
                std::cout << "  " << name << " -> " << *line << "\n";
            }
            if (line->rfind("MESSAGE", 0) != 0 && line->rfind("DEBUG", 0) != 0) {
                return *line;
            }
        }
    }
};

std::optional<Point> parse_move(const std::string& line) {
    const auto comma = line.find(',');
    if (comma == std::string::npos || comma == 0 || comma + 1 >= line.size()) {
        return std::nullopt;
    }
    const std::string xs = line.substr(0, comma);
    const std::string ys = line.substr(comma + 1);
    auto digits = [](const std::string& s) {
        return s.size() <= 3 &&
               std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (!digits(xs) || !digits(ys)) {
        return std::nullopt;
    }
    return Point{std::stoi(xs), std::stoi(ys)};
}

bool has_allowed_point(const Board& board, Stone stone, Rule rule) {
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (is_allowed(board, {x, y}, stone, rule)) {
                return true;
            }
        }
    }
    return false;
}

struct GameResult {
    std::string text;
    int moves = 0;
};

// Plays one game; black and white are the two players for this game.
GameResult play_game(const Options& o, int size, int gomocup_rule, Player& black, Player& white) {
    const Rule rule = rule_of(gomocup_rule);
    Board board(size);
    black.used = white.used = milliseconds(0);
    Player* mover = &black;
    Player* waiting = &white;
    Stone colour = Stone::Black;
    std::optional<Point> last;
    const milliseconds grace = o.timeout_turn + o.slack + milliseconds(5000);

    for (int ply = 0;; ++ply) {
        if (o.timeout_match.count() > 0) {
            mover->send("INFO time_left " + std::to_string((o.timeout_match - mover->used).count()),
                        o.verbose);
        }
        const auto sent = Clock::now();
        mover->send(last ? "TURN " + std::to_string(last->x) + "," + std::to_string(last->y)
                         : "BEGIN",
                    o.verbose);
        const std::string line = mover->reply(grace, o.verbose);
        const auto took = std::chrono::duration_cast<milliseconds>(Clock::now() - sent);
        mover->used += took;
        mover->slowest = std::max(mover->slowest, took);

        const std::string who = mover->name + " (" + (colour == Stone::Black ? "Black" : "White") +
                                ", move " + std::to_string(ply + 1) + ")";
        const auto move = parse_move(line);
        if (!move) {
            throw Failure(who + " replied '" + line + "' instead of a move");
        }
        if (took > o.timeout_turn + o.slack) {
            throw Failure(who + " took " + std::to_string(took.count()) +
                          " ms, over timeout_turn " + std::to_string(o.timeout_turn.count()) +
                          " ms");
        }
        if (o.timeout_match.count() > 0 && mover->used > o.timeout_match + o.slack) {
            throw Failure(who + " ran out of match time: " + std::to_string(mover->used.count()) +
                          " ms");
        }
        if (!board.inside(*move)) {
            throw Failure(who + " played off the board: " + line);
        }
        if (!board.is_empty(*move)) {
            throw Failure(who + " played on a stone: " + line);
        }
        if (!is_allowed(board, *move, colour, rule)) {
            if (has_allowed_point(board, colour, rule)) {
                throw Failure(who + " played a forbidden point: " + line);
            }
            return {mover->name + " (Black) had only forbidden points left and loses", ply + 1};
        }
        board.set(*move, colour);
        if (!winning_run(board, *move, rule).empty()) {
            return {mover->name + " (" + (colour == Stone::Black ? "Black" : "White") + ") wins",
                    ply + 1};
        }
        if (board.full()) {
            return {"draw, the board is full", ply + 1};
        }
        last = move;
        std::swap(mover, waiting);
        colour = opponent(colour);
    }
}

// START (or RESTART) and the INFO lines: after START, as piskvork sends them, unless
// --info-first asks for them before (as some analysis boards do).
void start_game(const Options& o, Player& p, int size, int gomocup_rule, bool first) {
    auto send_info = [&] {
        p.send("INFO timeout_turn " + std::to_string(o.timeout_turn.count()), o.verbose);
        p.send("INFO timeout_match " + std::to_string(o.timeout_match.count()), o.verbose);
        p.send("INFO max_memory " + std::to_string(o.max_memory), o.verbose);
        p.send("INFO game_type 1", o.verbose);
        p.send("INFO rule " + std::to_string(gomocup_rule), o.verbose);
    };
    if (first && o.info_first) {
        send_info();
    }
    p.send(first ? "START " + std::to_string(size) : "RESTART", o.verbose);
    const std::string ok = p.reply(milliseconds(10000), o.verbose);
    if (ok != "OK") {
        throw Failure(p.name + " answered '" + ok + "' to " + (first ? "START" : "RESTART"));
    }
    if (first && !o.info_first) {
        send_info();
    }
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
                start_game(o, p, size, gomocup_rule, game == 0);
            }
            Player& black = players[game % 2];
            Player& white = players[1 - game % 2];
            const GameResult result = play_game(o, size, gomocup_rule, black, white);
            std::cout << config << ", game " << game + 1 << ": " << result.text << " after "
                      << result.moves << " moves; slowest reply " << black.name << " "
                      << black.slowest.count() << " ms, " << white.name << " "
                      << white.slowest.count() << " ms" << std::endl;
        }
        for (Player& p : players) {
            p.send("END", o.verbose);
            const auto status = p.process->wait_exit(milliseconds(5000));
            if (!status) {
                throw Failure(p.name + " did not exit within 5 s of END");
            }
            if (*status != 0) {
                throw Failure(p.name + " exited with status " + std::to_string(*status));
            }
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
