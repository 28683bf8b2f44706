#pragma once

#include "board.hpp"
#include "rules.hpp"

#include <vector>

namespace gomoku {

enum class GameStatus { Playing, BlackWon, WhiteWon, Draw };

// A game record: the moves played, the moves taken back (for redo), and the position and
// result they lead to. Black always moves first.
class Game {
  public:
    explicit Game(int board_size = Board::kDefaultSize, Rule rule = Rule::Freestyle);

    const Board& board() const { return board_; }
    Rule rule() const { return rule_; }
    Stone to_move() const { return moves_.size() % 2 == 0 ? Stone::Black : Stone::White; }
    GameStatus status() const { return status_; }
    bool over() const { return status_ != GameStatus::Playing; }
    Stone winner() const;
    const std::vector<Point>& moves() const { return moves_; }
    std::size_t move_count() const { return moves_.size(); }
    Point last_move() const { return moves_.empty() ? kNoPoint : moves_.back(); }
    // The stones of the winning run, empty unless a side has won.
    const std::vector<Point>& winning_run() const { return winning_run_; }

    bool is_legal(Point p) const;
    // Plays p for the side to move; false (and nothing changes) when p is not legal.
    // A new move clears the redo list.
    bool play(Point p);
    bool undo();
    bool redo();
    bool can_undo() const { return !moves_.empty(); }
    bool can_redo() const { return !undone_.empty(); }
    // The moves redo() would play, in the order it would play them: what a saved game keeps
    // to bring its redo list back (replay them, then undo as many).
    std::vector<Point> redo_line() const { return {undone_.rbegin(), undone_.rend()}; }

  private:
    void place(Point p);
    void update_status();

    Board board_;
    Rule rule_;
    std::vector<Point> moves_;
    std::vector<Point> undone_;
    GameStatus status_ = GameStatus::Playing;
    std::vector<Point> winning_run_;
};

} // namespace gomoku
