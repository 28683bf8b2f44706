#include "skill.hpp"

#include "engine.hpp"

namespace gomoku::ai {

namespace {

using std::chrono::milliseconds;

// Each level should score at least 70% against the one below (gomoku-bench ladder).
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
