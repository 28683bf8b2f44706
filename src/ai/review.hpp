#pragma once

#include "engine.hpp"
#include "search.hpp"

#include "core/game.hpp"
#include "core/game_record.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gomoku::ai {

// The post-game review: the engine searches the position before every move and the one
// after the last, and each move is judged by what those searches say. The search before
// move i gives the mover's chances and the best move; the search before move i+1 (the
// opponent to move) gives, negated, the chances the move left. Where the move was not the
// engine's, the position after the engine's move is searched too, so the two are compared
// alike, both one ply later (comparing with the search before the move would count the
// mover's tempo as a loss on every move). A forced reply (the block of a four) is answered
// at once with no real score, so such a position is valued by the one after the block.

// What a move did to the outcome, worst first.
enum class MoveMark {
    None,
    Inaccuracy, // the win chance dropped by kInaccuracyDrop or more
    Mistake,    // ... by kMistakeDrop or more
    Blunder,    // allowed a forced win: the opponent now wins by force, and did not before
    MissedWin,  // a forced win was there, and the move let it go
};
inline constexpr double kInaccuracyDrop = 0.15;
inline constexpr double kMistakeDrop = 0.30;

std::string_view mark_name(MoveMark mark); // "missed a win", "allowed a forced win", ...

struct MoveVerdict {
    Point played;
    int before = 0;               // the mover's score before the move (its best move's)
    int after = 0;                // the mover's score after it (the opponent's, negated)
    double chance_before = 0.5;   // the mover's win chance with the engine's move
    double chance_after = 0.5;    // ... and with the move played
    Point best = kNoPoint;        // the engine's move in the position before
    std::vector<Point> best_line; // starts with `best`
    MoveMark mark = MoveMark::None;
};

// A review, one search at a time, so that the game can run it on its search runner in the
// background (go() with next(), take() the answer) and gomoku-analyze in a loop.
class GameReview {
  public:
    explicit GameReview(Game game, Level level = kStrongestLevel);

    // The position to search next; none when the review is complete.
    std::optional<SearchRequest> next() const;
    // The answer to next().
    void take(const SearchResult& result);
    bool done() const { return !next(); }
    // Searches done, and about how many in all (the second round's count is an estimate
    // until the first round is done).
    int searched() const;
    int expected_searches() const;

    const Game& game() const { return game_; }
    // The verdicts on the moves judged so far (all of them once done()).
    std::vector<MoveVerdict> verdicts() const;

  private:
    struct Position {
        SearchRequest request;
        std::optional<SearchResult> result;
    };
    // Score of main-line position j for its side to move, with forced replies resolved.
    std::optional<int> line_value(std::size_t j) const;
    // Score, for the mover of move i, of the engine's move instead.
    std::optional<int> best_value(std::size_t i) const;
    void plan_second_round();
    // The position after move i's engine move instead of the move played.
    Game with_engine_move(std::size_t i) const;

    Game game_;
    Level level_;
    std::vector<Position> line_;                 // before each move, and after the last
    std::vector<std::optional<Position>> best_;  // after the engine's move, where it differs
    std::vector<std::optional<Position>> reply_; // after the forced reply to that move
    // After the forced reply that was due before move j and not played (it lost, or
    // another move was as good): the position's value is that of the reply.
    std::vector<std::optional<Position>> line_reply_;
    bool second_round_planned_ = false;
};

// One line for a record's comment: "White 38% -> 21% (mistake); best h8: h8 i9 j10".
std::string describe(const MoveVerdict& verdict, Stone mover);

// Writes the verdicts into the record's moves (the i-th verdict to the i-th move): the
// description as a comment line of its own after what the move's comment already says, and
// BM for a blunder or a missed win, DO for a mistake, IT for an inaccuracy.
void annotate(GameRecord& record, const std::vector<MoveVerdict>& verdicts);

} // namespace gomoku::ai
