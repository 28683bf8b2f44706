#pragma once

// Who plays which colour: a fact of the game, decided during the opening. The setup says
// who the two players are (the first opens); the opening (core/opening.hpp) says which
// colour each one holds, so the game scene asks here wherever it needs "is the computer to
// act?" or "which colour is the computer's?".

#include "ai/level.hpp"
#include "core/opening.hpp"
#include "settings.hpp"

namespace gomoku::app {

struct Controller {
    bool computer = false;
    ai::Level level = ai::Level::Easy;
    friend bool operator==(const Controller&, const Controller&) = default;
};

struct Seats {
    Controller first; // the player who opens (Black when there is no opening rule)
    Controller second;
    const Controller& of(Player p) const { return p == Player::First ? first : second; }
};

Seats seats_of(const Settings& setup);
// A reference into `seats`: keep the Seats alive while it is used.
const Controller& controller_of(const Seats& seats, const Opening& opening, Stone colour);
// The colour of the one computer against a human; Empty with two players or two computers.
Stone computer_colour(const Settings& setup, const Opening& opening);
// Computer against computer: the setup that hands `colour` to the human from here on (the
// player who holds it becomes the human, the other stays the computer at its level).
Settings take_over(const Settings& setup, const Opening& opening, Stone colour);

} // namespace gomoku::app
