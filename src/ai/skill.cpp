#include "skill.hpp"

#include "engine.hpp"

namespace gomoku::ai {

namespace {

using std::chrono::milliseconds;

// Each level should score at least 70% against the one below (gomoku-bench ladder). Over
// 200 games a step (`ladder --step LEVEL --ladder-games 200 --time-scale 0.3`), under
// freestyle, exactly five and renju: Easy over Beginner 91.5%, 93.5%, 93.5%; Medium over
// Easy 80.8%, 78.5%, 78.5%; Hard over Medium 81.0%, 83.8%, 86.5%; Expert over Hard 77.5%,
// 81.0%, 81.8%. Master over Expert (80 games, two runs of the whole ladder): 91.3%, 90.0%,
// 91.3%.
// Master's root VCT of five threats rather than four played -38.8 (-80.0..+1.4) after 126
// freestyle games at 0.3 s a move (stopped).
constexpr Skill kSkills[] = {
    /* Beginner */ {1, 10, 1500, 0.6, 0, 0, 0, false, milliseconds(400)},
    /* Easy     */ {1, 4, 400, 0.2, 0, 0, 0, false, milliseconds(400)},
    /* Medium   */ {1, 2, 60, 0.0, 3, 0, 0, false, milliseconds(400)},
    /* Hard     */ {3, 1, 0, 0.0, 6, 0, 0, false, milliseconds(600)},
    /* Expert   */ {5, 2, 20, 0.0, 10, 0, 0, false, milliseconds(1000)},
    /* Master   */ {kMaxSearchDepth, 1, 0, 0.0, 16, 4, 6, true, milliseconds(1500)},
};

} // namespace

const Skill& skill_of(Level level) { return kSkills[static_cast<int>(level)]; }

} // namespace gomoku::ai
