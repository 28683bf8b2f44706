#include "seats.hpp"

namespace gomoku::app {

Seats seats_of(const Settings& setup) {
    const Controller human{};
    const Controller computer{true, setup.level};
    switch (setup.play) {
    case PlayMode::HumanBlack:
        return {human, computer};
    case PlayMode::HumanWhite:
        return {computer, human};
    case PlayMode::TwoPlayers:
        break;
    case PlayMode::Computers:
        return {computer, Controller{true, setup.second_level}};
    }
    return {human, human};
}

const Controller& controller_of(const Seats& seats, const Opening& opening, Stone colour) {
    return seats.of(opening.player_of(colour));
}

Stone computer_colour(const Settings& setup, const Opening& opening) {
    if (setup.play != PlayMode::HumanBlack && setup.play != PlayMode::HumanWhite) {
        return Stone::Empty;
    }
    const Player computer = setup.play == PlayMode::HumanBlack ? Player::Second : Player::First;
    return opening.colour_of(computer);
}

Settings take_over(const Settings& setup, const Opening& opening, Stone colour) {
    Settings out = setup;
    const Player human = opening.player_of(colour);
    const Seats seats = seats_of(setup);
    out.level = seats.of(other(human)).level;
    out.play = human == Player::First ? PlayMode::HumanBlack : PlayMode::HumanWhite;
    return out;
}

} // namespace gomoku::app
