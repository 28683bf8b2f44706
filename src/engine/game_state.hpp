#pragma once

#include "protocol.hpp"

#include "core/board.hpp"
#include "core/rules.hpp"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gomoku::engine {

// What the manager has told us about the game: the board (in Black and White, as the rules
// need colours), the rule, and which colour is ours. The protocol speaks of "own" and
// "opponent's" stones; the colours are worked out like this:
//   - BEGIN on an empty board: we move first, so we are Black.
//   - TURN on an empty board: the opponent moved first, so we are White.
//   - BOARD / YXBOARD: we are the side to move, and Black moves when both have played
//     equally often, so equal counts make us Black and one opponent's stone more makes us
//     White. Any other count cannot come from a game and is refused. (The first stone of a
//     renju BOARD, which the protocol sends in game order, is Black then as well.)
// Otherwise our colour stays for the game (a TAKEBACK does not change who is Black).
// Every change either succeeds completely or returns why not and changes nothing.
class GameState {
  public:
    static constexpr int kMinSize = 5;
    static constexpr int kMaxSize = 22; // the Gomocup protocol's largest board

    using Refusal = std::optional<std::string>; // why a change was refused; nullopt = done

    bool started() const { return board_.has_value(); }
    Refusal start(int size);
    // A new game on the same board (RESTART); nothing to do before START.
    void restart();

    const Board& board() const { return *board_; } // only when started()
    Rule rule() const { return rule_; }
    void set_rule(Rule rule) { rule_ = rule; }

    // Our colour; decided as above, or on demand (see to_move) when nothing has decided it.
    Stone own() const { return own_.value_or(Stone::Empty); }
    // The side to move by the stone counts: Black when both have as many stones.
    Stone side_to_move() const;

    Refusal begin();                // BEGIN: we play first (Black) on an empty board
    Refusal play_opponent(Point p); // TURN
    Refusal play_own(Point p);      // the move we reply
    Refusal take_back(Point p);     // TAKEBACK: any stone may be removed
    Refusal set_position(std::span<const StoneLine> stones); // BOARD / YXBOARD
    // Our colour for thinking: fixed now if nothing fixed it yet.
    Stone engine_colour();

    // Black's forbidden points when the rule is renju and Black is to move (what a renju
    // board draws); empty otherwise.
    std::vector<Point> forbidden_points_now() const;
    // A legal point for `stone`, for when the search has none to offer; kNoPoint if the
    // board is full.
    Point any_allowed_point(Stone stone) const;
    int stones_of(Stone stone) const;

  private:
    Refusal check_point(Point p, const char* what) const;

    std::optional<Board> board_;
    Rule rule_ = Rule::Freestyle;
    std::optional<Stone> own_;
};

} // namespace gomoku::engine
