#pragma once

#include "level.hpp"

#include <chrono>
#include <cstdint>

namespace gomoku::ai {

// How a level plays, made the way Stockfish and Rapfi make skill: the search is capped,
// and the weaker levels choose at random among the best few moves within a score margin,
// so they still play moves a person would consider.
struct Skill {
    int max_depth;                        // deepest iteration
    int choices;                          // how many of the best moves it may pick from
    int margin;                           // ...if they score within this of the best
    double misses_open_three;             // chance to overlook the opponent's open three
    int vcf_fours;                        // root threat search: own fours (0: none)
    int vct_threats;                      // ...and own threes and fours (0: none)
    int late_vct_threats;                 // a deeper VCT after the search, in the time it left
    bool defends_vcf;                     // checks the opponent's VCF at the root
    std::chrono::milliseconds game_time;  // thinking time per move in the game
};

const Skill& skill_of(Level level);

} // namespace gomoku::ai
