// GameScene: taking actions back and playing them again, through the opening's record of
// stones and choices, with the clocks following the stones.

#include "app.hpp"
#include "game_scene.hpp"
#include "seats.hpp"

namespace gomoku::app {

void GameScene::undo() {
    result_at_ = -1;
    if (setup_.play == PlayMode::TwoPlayers || setup_.play == PlayMode::Computers) {
        stop_ai();
        if (undo_action()) {
            out_of_time_ = flag_noted_ = Stone::Empty;
        }
        sync_clocks();
        keep();
        start_ai_if_its_turn();
        return;
    }
    // Against the computer, take back actions (stones, and the opening's choices) until one
    // of the player's is gone: the player's last move and the computer's reply, or just the
    // player's move when the computer is still thinking about it (the search is cancelled).
    if (!human_acted()) {
        refuse(std::string(app_.tr("Nothing to take back")));
        return;
    }
    stop_ai();
    while (opening_.can_undo(game_)) {
        undo_action();
        if (!computer_acts()) {
            break; // the action just taken back was the player's
        }
    }
    out_of_time_ = flag_noted_ = Stone::Empty;
    sync_clocks();
    notice_.clear();
    keep();
    start_ai_if_its_turn(); // when only the computer's actions were left before it
}

bool GameScene::human_acted() const {
    Game game = game_;
    Opening opening = opening_;
    const Seats seats = seats_of(setup_);
    while (opening.can_undo(game)) {
        opening.undo(game);
        if (!seats.of(opening.actor(game)).computer) {
            return true;
        }
    }
    return false;
}

void GameScene::redo() {
    if (thinking_ || !opening_.can_redo(game_) || out_of_time_ != Stone::Empty) {
        return;
    }
    result_at_ = -1;
    drop_hint();
    redo_action();
    // Against the computer, redo the reply too, as undo took both back.
    if (!over() && computer() != Stone::Empty && computer_acts() && opening_.can_redo(game_)) {
        redo_action();
    }
    sync_clocks();
    keep();
    if (game_.over()) {
        result_at_ = clock_ + kResultDelay;
    } else {
        start_ai_if_its_turn();
    }
}

// One action of the opening's undo list; the clocks go back with it when it was a stone
// (a colour choice has no time of its own). True when it was a stone.
bool GameScene::undo_action() {
    const std::size_t stones = game_.move_count();
    opening_.undo(game_);
    if (game_.move_count() == stones) {
        return false;
    }
    clocks_.undo(app_.now());
    return true;
}

// One action of the opening's redo list, and the recorded times when it is a stone.
void GameScene::redo_action() {
    const std::size_t stones = game_.move_count();
    opening_.redo(game_);
    if (game_.move_count() > stones) {
        clocks_.redo(app_.now());
    }
}

} // namespace gomoku::app
