#include "game_state.hpp"

#include "core/renju.hpp"

namespace gomoku::engine {

namespace {

std::string where(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

} // namespace

GameState::Refusal GameState::start(int size) {
    if (size < kMinSize || size > kMaxSize) {
        return "unsupported board size " + std::to_string(size) + " (5 to 22)";
    }
    board_.emplace(size);
    own_.reset();
    return std::nullopt;
}

void GameState::restart() {
    if (board_) {
        board_.emplace(board_->size());
    }
    own_.reset();
}

int GameState::stones_of(Stone stone) const {
    int n = 0;
    if (board_) {
        for (int y = 0; y < board_->size(); ++y) {
            for (int x = 0; x < board_->size(); ++x) {
                n += board_->at({x, y}) == stone;
            }
        }
    }
    return n;
}

Stone GameState::side_to_move() const {
    return stones_of(Stone::Black) == stones_of(Stone::White) ? Stone::Black : Stone::White;
}

GameState::Refusal GameState::check_point(Point p, const char* what) const {
    if (!board_) {
        return std::string("no game: ") + what + " before START";
    }
    if (!board_->inside(p)) {
        return std::string(what) + " off the board: " + where(p);
    }
    return std::nullopt;
}

GameState::Refusal GameState::begin() {
    if (!board_) {
        return "no game: BEGIN before START";
    }
    if (board_->stone_count() != 0) {
        return "BEGIN on a board that is not empty";
    }
    own_ = Stone::Black;
    return std::nullopt;
}

Stone GameState::engine_colour() {
    if (!own_) {
        own_ = side_to_move();
    }
    return *own_;
}

GameState::Refusal GameState::play_opponent(Point p) {
    if (auto refusal = check_point(p, "TURN")) {
        return refusal;
    }
    if (!board_->is_empty(p)) {
        return "TURN on an occupied point: " + where(p);
    }
    if (board_->stone_count() == 0) {
        own_ = Stone::White; // the opponent moved first
    } else if (!own_) {
        own_ = opponent(side_to_move()); // the opponent plays the side to move
    }
    board_->set(p, opponent(*own_));
    return std::nullopt;
}

GameState::Refusal GameState::play_own(Point p) {
    if (auto refusal = check_point(p, "move")) {
        return refusal;
    }
    if (!board_->is_empty(p)) {
        return "move on an occupied point: " + where(p);
    }
    board_->set(p, engine_colour());
    return std::nullopt;
}

GameState::Refusal GameState::take_back(Point p) {
    if (auto refusal = check_point(p, "TAKEBACK")) {
        return refusal;
    }
    if (board_->at(p) == Stone::Empty) {
        return "TAKEBACK of an empty point: " + where(p);
    }
    board_->set(p, Stone::Empty);
    return std::nullopt;
}

GameState::Refusal GameState::set_position(std::span<const StoneLine> stones) {
    if (!board_) {
        return std::string("no game: BOARD before START");
    }
    Board next(board_->size());
    int own = 0;
    int theirs = 0;
    for (const StoneLine& s : stones) {
        if (s.field == 3) {
            continue; // a continuous game's marker: not a stone of this game
        }
        if (s.field != 1 && s.field != 2) {
            return "unknown field " + std::to_string(s.field) + " at " + where(s.point) +
                   " (1, 2 or 3)";
        }
        if (!next.inside(s.point)) {
            return "stone off the board: " + where(s.point);
        }
        if (!next.is_empty(s.point)) {
            return "two stones on " + where(s.point);
        }
        // Colours are settled below; for now 1 = Black, 2 = White.
        next.set(s.point, s.field == 1 ? Stone::Black : Stone::White);
        (s.field == 1 ? own : theirs) += 1;
    }
    if (own != theirs && theirs != own + 1) {
        return "impossible stone count: " + std::to_string(own) + " own, " +
               std::to_string(theirs) + " opponent's (we are to move)";
    }
    const Stone mine = own == theirs ? Stone::Black : Stone::White;
    if (mine == Stone::White) {
        for (int y = 0; y < next.size(); ++y) {
            for (int x = 0; x < next.size(); ++x) {
                if (next.at({x, y}) != Stone::Empty) {
                    next.set({x, y}, opponent(next.at({x, y})));
                }
            }
        }
    }
    board_ = std::move(next);
    own_ = mine;
    return std::nullopt;
}

std::vector<Point> GameState::forbidden_points_now() const {
    if (!board_ || rule_ != Rule::Renju || side_to_move() != Stone::Black) {
        return {};
    }
    return forbidden_points(*board_);
}

Point GameState::any_allowed_point(Stone stone) const {
    if (!board_) {
        return kNoPoint;
    }
    Point fallback = kNoPoint;
    for (int y = 0; y < board_->size(); ++y) {
        for (int x = 0; x < board_->size(); ++x) {
            const Point p{x, y};
            if (is_allowed(*board_, p, stone, rule_)) {
                return p;
            }
            if (fallback == kNoPoint && board_->is_empty(p)) {
                fallback = p;
            }
        }
    }
    return fallback; // only forbidden points are left: playing one loses, but it is a move
}

} // namespace gomoku::engine
