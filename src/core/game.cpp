#include "game.hpp"

namespace gomoku {

Game::Game(int board_size, Rule rule) : board_(board_size), rule_(rule) {}

Stone Game::winner() const {
    switch (status_) {
    case GameStatus::BlackWon:
        return Stone::Black;
    case GameStatus::WhiteWon:
        return Stone::White;
    default:
        return Stone::Empty;
    }
}

bool Game::is_legal(Point p) const {
    return !over() && is_allowed(board_, p, to_move(), rule_);
}

bool Game::play(Point p) {
    if (!is_legal(p)) {
        return false;
    }
    undone_.clear();
    place(p);
    return true;
}

void Game::place(Point p) {
    board_.set(p, to_move());
    moves_.push_back(p);
    update_status();
}

bool Game::undo() {
    if (moves_.empty()) {
        return false;
    }
    board_.set(moves_.back(), Stone::Empty);
    undone_.push_back(moves_.back());
    moves_.pop_back();
    status_ = GameStatus::Playing;
    winning_run_.clear();
    return true;
}

bool Game::redo() {
    if (undone_.empty()) {
        return false;
    }
    const Point p = undone_.back();
    undone_.pop_back();
    place(p);
    return true;
}

void Game::update_status() {
    const Point last = moves_.back();
    winning_run_ = gomoku::winning_run(board_, last, rule_);
    if (!winning_run_.empty()) {
        status_ = board_.at(last) == Stone::Black ? GameStatus::BlackWon : GameStatus::WhiteWon;
    } else if (board_.full()) {
        status_ = GameStatus::Draw;
    } else {
        status_ = GameStatus::Playing;
    }
}

} // namespace gomoku
