#pragma once

#include "core/rules.hpp"

#include <cstdint>

namespace gomoku::bench {

struct OpeningsOptions {
    Rule rule = Rule::Freestyle;
    int size = 15;
    int count = 100; // openings to keep
    std::uint32_t seed = 1;
    int depth = 6;  // of the engine's search that judges each candidate
    int radius = 3; // stones within this many points of the centre (a 7x7 square)
};

// Writes an openings file (see tests/engine/match/openings_file.hpp) to stdout: `count`
// random 3-5 stone starts near the centre that Master, searching to a fixed depth (so the
// file is the same on every machine), scores as balanced for the side to move; its
// '#' lines say how it was made. Returns 0, or 1 when too few candidates were balanced.
int run_openings_generator(const OpeningsOptions& options);

} // namespace gomoku::bench
