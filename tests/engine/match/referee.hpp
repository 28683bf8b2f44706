#pragma once

// Referees games between two Gomocup programs through pipes, the way a tournament manager
// does, and checks every reply: an "x,y" on an empty point of the board (for Black under
// renju, not a forbidden one while an allowed one exists), within timeout_turn (+ slack) and
// within the match clock. MESSAGE and DEBUG lines are allowed before a reply; anything else
// is a Failure. Shared by engine_match (a test: any failure fails it) and gomoku-match (a
// bench: a failure loses the game for the program at fault).

#include "child_process.hpp"

#include "bench/openings_file.hpp"

#include "core/board.hpp"
#include "core/rules.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace gomoku::match {

using std::chrono::milliseconds;

// What the manager tells both programs, and how it judges them.
struct Referee {
    milliseconds timeout_turn{100};
    milliseconds timeout_match{0};
    std::uint64_t max_memory = 64u << 20;
    milliseconds slack{30};
    bool info_first = false; // INFO before START, as some analysis boards send it
    bool verbose = false;    // echo every line
};

// One program in the match, with the time it has used in the current game.
struct Player {
    std::string name;
    std::unique_ptr<ChildProcess> process;
    milliseconds used{0};
    milliseconds slowest{0};
    int moves = 0;               // replies in the current game
    bool seen_this_game = false; // has had a BOARD or BEGIN/TURN in this game

    void send(const std::string& line, bool verbose);
    // The next line that is not MESSAGE or DEBUG; a Failure when none comes within `wait`.
    std::string reply(milliseconds wait, bool verbose);
};

// Something that ends the game or the run; `culprit` is the program at fault, if any.
struct Failure : std::runtime_error {
    Failure(const std::string& what, const Player* culprit = nullptr)
        : std::runtime_error(what), culprit(culprit) {}
    const Player* culprit;
};

Rule rule_of_gomocup(int gomocup_rule);

using bench::Opening; // the stones played before the programs take over

struct GameResult {
    Stone winner = Stone::Empty; // Empty: a draw
    std::string text;
    int moves = 0; // moves the programs made (the opening not counted)
};

// START (or RESTART) and the INFO lines: after START, as piskvork sends them, unless
// referee.info_first asks for them before.
void start_game(const Referee& referee, Player& p, int size, int gomocup_rule, bool first);

// One game from `opening`; black and white are the programs for this game. With an empty
// opening Black gets BEGIN; otherwise each program first gets the position as BOARD.
// Throws Failure when a program misbehaves.
GameResult play_game(const Referee& referee, int size, int gomocup_rule, const Opening& opening,
                     Player& black, Player& white);

// END, then the program must exit with status 0 within 5 s; a Failure otherwise.
void end_session(const Referee& referee, Player& p);

} // namespace gomoku::match
