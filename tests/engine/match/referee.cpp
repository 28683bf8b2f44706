#include "referee.hpp"

#include <algorithm>
#include <iostream>
#include <optional>

namespace gomoku::match {

namespace {

using Clock = std::chrono::steady_clock;

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

std::string coordinates(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

// The request for `mover`'s next move: the whole position the first time in a game (when
// the game began from an opening), then only the last move.
void ask_for_move(const Referee& referee, Player& mover, Stone colour,
                  const std::vector<Point>& moves) {
    const bool first = !mover.seen_this_game;
    mover.seen_this_game = true;
    if (moves.empty()) {
        mover.send("BEGIN", referee.verbose);
        return;
    }
    if (!first) {
        mover.send("TURN " + coordinates(moves.back()), referee.verbose);
        return;
    }
    if (moves.size() == 1 && colour == Stone::White) {
        mover.send("TURN " + coordinates(moves.back()), referee.verbose);
        return;
    }
    // BOARD in game order: the protocol's own stones are 1, the opponent's 2.
    mover.send("BOARD", referee.verbose);
    const Stone first_colour = Stone::Black;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Stone stone = i % 2 == 0 ? first_colour : opponent(first_colour);
        mover.send(coordinates(moves[i]) + "," + (stone == colour ? "1" : "2"), referee.verbose);
    }
    mover.send("DONE", referee.verbose);
}

} // namespace

void Player::send(const std::string& line, bool verbose) {
    if (verbose) {
        std::cout << "  " << name << " <- " << line << "\n";
    }
    if (!process->send(line)) {
        throw Failure(name + " stopped reading its input (at '" + line + "')", this);
    }
}

std::string Player::reply(milliseconds wait, bool verbose) {
    const auto deadline = Clock::now() + wait;
    for (;;) {
        const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
        auto line = process->read_line(std::max(left, milliseconds(0)));
        if (!line) {
            throw Failure(
                name + (process->closed() ? " closed its output" : " did not reply in time"), this);
        }
        if (verbose) {
            std::cout << "  " << name << " -> " << *line << "\n";
        }
        if (line->rfind("MESSAGE", 0) != 0 && line->rfind("DEBUG", 0) != 0) {
            return *line;
        }
    }
}

Rule rule_of_gomocup(int gomocup_rule) {
    if ((gomocup_rule & 4) != 0) {
        return Rule::Renju;
    }
    return (gomocup_rule & 1) != 0 ? Rule::Standard : Rule::Freestyle;
}

void start_game(const Referee& referee, Player& p, int size, int gomocup_rule, bool first) {
    const bool verbose = referee.verbose;
    auto send_info = [&] {
        p.send("INFO timeout_turn " + std::to_string(referee.timeout_turn.count()), verbose);
        p.send("INFO timeout_match " + std::to_string(referee.timeout_match.count()), verbose);
        p.send("INFO max_memory " + std::to_string(referee.max_memory), verbose);
        p.send("INFO game_type 1", verbose);
        p.send("INFO rule " + std::to_string(gomocup_rule), verbose);
    };
    if (first && referee.info_first) {
        send_info();
    }
    p.send(first ? "START " + std::to_string(size) : "RESTART", verbose);
    const std::string ok = p.reply(milliseconds(10000), verbose);
    if (ok != "OK") {
        throw Failure(p.name + " answered '" + ok + "' to " + (first ? "START" : "RESTART"), &p);
    }
    if (first && !referee.info_first) {
        send_info();
    }
}

GameResult play_game(const Referee& referee, int size, int gomocup_rule, const Opening& opening,
                     Player& black, Player& white) {
    const Rule rule = rule_of_gomocup(gomocup_rule);
    Board board(size);
    std::vector<Point> moves;
    Stone colour = Stone::Black;
    for (Point p : opening) {
        if (!board.inside(p) || !board.is_empty(p)) {
            throw Failure("the opening does not fit a " + std::to_string(size) + "x" +
                          std::to_string(size) + " board at " + coordinates(p));
        }
        board.set(p, colour);
        moves.push_back(p);
        colour = opponent(colour);
    }
    black.used = white.used = milliseconds(0);
    black.seen_this_game = white.seen_this_game = false;
    black.moves = white.moves = 0;
    Player* mover = colour == Stone::Black ? &black : &white;
    Player* waiting = colour == Stone::Black ? &white : &black;
    const milliseconds grace = referee.timeout_turn + referee.slack + milliseconds(5000);

    for (int ply = 0;; ++ply) {
        if (referee.timeout_match.count() > 0) {
            mover->send("INFO time_left " +
                            std::to_string((referee.timeout_match - mover->used).count()),
                        referee.verbose);
        }
        const auto sent = Clock::now();
        ask_for_move(referee, *mover, colour, moves);
        const std::string line = mover->reply(grace, referee.verbose);
        const auto took = std::chrono::duration_cast<milliseconds>(Clock::now() - sent);
        mover->used += took;
        mover->slowest = std::max(mover->slowest, took);
        ++mover->moves;

        const std::string side = colour == Stone::Black ? "Black" : "White";
        const std::string who =
            mover->name + " (" + side + ", move " + std::to_string(ply + 1) + ")";
        const auto move = parse_move(line);
        if (!move) {
            throw Failure(who + " replied '" + line + "' instead of a move", mover);
        }
        if (took > referee.timeout_turn + referee.slack) {
            throw Failure(who + " took " + std::to_string(took.count()) +
                              " ms, over timeout_turn " +
                              std::to_string(referee.timeout_turn.count()) + " ms",
                          mover);
        }
        if (referee.timeout_match.count() > 0 &&
            mover->used > referee.timeout_match + referee.slack) {
            throw Failure(who + " ran out of match time: " + std::to_string(mover->used.count()) +
                              " ms",
                          mover);
        }
        if (!board.inside(*move)) {
            throw Failure(who + " played off the board: " + line, mover);
        }
        if (!board.is_empty(*move)) {
            throw Failure(who + " played on a stone: " + line, mover);
        }
        if (!is_allowed(board, *move, colour, rule)) {
            if (has_allowed_point(board, colour, rule)) {
                throw Failure(who + " played a forbidden point: " + line, mover);
            }
            return {opponent(colour),
                    mover->name + " (Black) had only forbidden points left and loses", ply + 1};
        }
        board.set(*move, colour);
        moves.push_back(*move);
        if (!winning_run(board, *move, rule).empty()) {
            return {colour, mover->name + " (" + side + ") wins", ply + 1};
        }
        if (board.full()) {
            return {Stone::Empty, "draw, the board is full", ply + 1};
        }
        std::swap(mover, waiting);
        colour = opponent(colour);
    }
}

void end_session(const Referee& referee, Player& p) {
    p.send("END", referee.verbose);
    const auto status = p.process->wait_exit(milliseconds(5000));
    if (!status) {
        throw Failure(p.name + " did not exit within 5 s of END", &p);
    }
    if (*status != 0) {
        throw Failure(p.name + " exited with status " + std::to_string(*status), &p);
    }
}

} // namespace gomoku::match
