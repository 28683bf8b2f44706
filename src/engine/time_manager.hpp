#pragma once

#include <chrono>
#include <optional>

namespace gomoku::engine {

using std::chrono::milliseconds;

// How long to think about one move.
struct MovePlan {
    milliseconds move_time{1};  // what the search is asked to use (Limits::move_time)
    milliseconds hard_limit{1}; // when the search is stopped whatever it is doing
    // The match clock for the engine (Limits::match_left), so it may run over move_time
    // while unsure of its move (at most twice move_time, see ai::TimeBudget); zero when
    // there is no match clock or the turn limit is what decides (twice the share would not
    // fit in the turn).
    milliseconds match_left{0};
};

// Turns the manager's clock settings into a plan for each move. The rules, all measured
// from the moment the command arrived:
//   - timeout_turn t > 0 is a wall. Stopping a search and replying takes some milliseconds,
//     so r = min(20 ms, t/2) is kept for that: the search is asked to finish by
//     t - max(2r, min(t/8, 500 ms)) and is stopped at t - max(r, min(t/20, 100 ms)) if it
//     has not replied by then (100 ms: 60 and 80 ms; 1 s: 875 and 950 ms; 5 s: 4.5 and
//     4.9 s).
//   - timeout_turn 0 means "as fast as possible": a 10 ms search, stopped at 50 ms.
//   - A match clock (time_left, or timeout_match minus what we used when the manager sends
//     no time_left; 0 and 2147483647 mean no limit) is shared out: keep back 5% plus
//     30 ms, 10 ms for every move we may still have to make (half the empty points: what a
//     reply costs beyond its search, which no budget sees), and a floor of a sixtieth of
//     timeout_match (at most 1 s) that is never spent; spend the rest over the moves still
//     to come, estimated as 30 minus the moves we have made, at least 10, and never more
//     than half the empty points. (Without the last two reserves a game that filled the
//     board ran a 1-minute clock down to 40 ms: gomoku-match, Master against itself.)
//     Each move takes
//     the smaller of the two budgets and is stopped 2% (at least 10 ms) before the match
//     clock runs out. When the share is under half the turn's move time, the engine is
//     also given the clock, to lend an unsure search up to twice its share.
// A move always gets at least 1 ms.
class TimeManager {
  public:
    static constexpr milliseconds kDefaultTurn{30'000}; // the protocol's usual default
    static constexpr milliseconds kUnlimited{2'147'483'647};

    void set_turn_limit(milliseconds t) { turn_ = t; }
    void set_match_limit(milliseconds t) { match_ = t; }
    void set_time_left(milliseconds t) { left_ = t; }
    // A new game: what was used and reported so far no longer counts.
    void new_game();
    // Time we spent on a move, so the next plan is right even without a new time_left.
    void record_used(milliseconds used);

    MovePlan plan(int empty_points, int own_moves_made) const;
    // Whether time a move leaves unused is kept for later (ai::Limits::save_time): only on a
    // match clock; under a turn limit alone it is lost.
    bool saves_time() const { return match_left().has_value(); }

    milliseconds turn_limit() const { return turn_; }
    // What is left of the match clock, or nullopt when there is no match limit.
    std::optional<milliseconds> match_left() const;

  private:
    milliseconds turn_ = kDefaultTurn;
    milliseconds match_{0};
    std::optional<milliseconds> left_;
    milliseconds used_{0};
};

} // namespace gomoku::engine
