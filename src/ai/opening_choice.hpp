#pragma once

// The computer's decisions in an opening rule (core/opening.hpp), made with its search:
//   placer   puts the stone whose position its search sees nearest to even (candidates
//            near the stones, each scored by a short search);
//   chooser  takes the colour its search prefers for the position;
//   swap2    the second player takes White or Black when one is clearly better, and places
//            two more stones when the position is close;
//   renju26  Black offers the two fifth moves best for Black (not symmetric to each other);
//            White picks the one worse for Black.
// Weaker levels decide less well: fewer candidates, a smaller search, and noise on every
// score, scaled by level. Never an illegal answer: every one is checked by Opening itself.
//
// The planner only says which positions it wants judged and takes their scores, so the
// game can run each search through its background runner (the frame loop never waits),
// pbrain-gomoku and tests synchronously (decide_opening).

#include "engine.hpp"
#include "level.hpp"

#include "core/opening.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

namespace gomoku::ai {

struct OpeningDecision {
    OpeningStep step = OpeningStep::Play; // the step it answers
    std::vector<Point>
        points; // Place: one stone; OfferFifth: what is still to offer; ChooseFifth: one
    Stone colour = Stone::Empty; // ChooseColour: the colour taken
    Swap2Option option = Swap2Option::TakeWhite;
};

// Does the step need the computer's opening decision (not a plain move of the game)?
bool is_opening_decision(const Game& game, const Opening& opening);

// Plays the decision through the opening's own checks; false (and the game unchanged as far
// as the checks go) when it does not fit.
bool apply_opening_decision(const OpeningDecision& decision, Game& game, Opening& opening);

class OpeningPlanner {
  public:
    OpeningPlanner(const Game& game, const Opening& opening, Level level, std::uint64_t seed);

    // The next position to judge (score for its side to move), or nullptr when decided.
    const SearchRequest* next() const;
    // The limits of each judging search.
    Limits limits() const;
    void take(int score);
    const std::optional<OpeningDecision>& decision() const { return decision_; }

  private:
    struct Candidate {
        Point point = kNoPoint;
        SearchRequest request;
        int score = 0;
    };
    void plan_candidates(const Game& game, const Opening& opening);
    void decide();
    int noisy(int score);

    OpeningStep step_;
    Stone to_move_;
    Level level_;
    std::mt19937_64 random_;
    std::vector<Candidate> candidates_;
    std::size_t judged_ = 0;
    std::vector<Point> already_offered_;
    Game game_;       // the position as it was, for the final checks
    Opening opening_; // the same
    std::optional<OpeningDecision> decision_;
};

// The whole decision at once, with `judge` scoring each position (a search, or a fake).
using PositionJudge = std::function<int(const SearchRequest&, const Limits&)>;
OpeningDecision decide_opening(const Game& game, const Opening& opening, Level level,
                               std::uint64_t seed, const PositionJudge& judge);
// The judge that runs `engine` (a short search with the planner's limits).
PositionJudge engine_judge(Engine& engine);

} // namespace gomoku::ai
