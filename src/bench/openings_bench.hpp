#pragma once

#include "core/board.hpp"
#include "core/rules.hpp"

#include <cstdint>
#include <random>
#include <vector>

namespace gomoku::bench {

struct OpeningsOptions {
    Rule rule = Rule::Freestyle;
    int size = 15;
    int count = 100; // openings to keep
    std::uint32_t seed = 1;
    int depth = 6; // of the engine's search that judges each candidate
    // How many of the deepest iterations must all score the candidate as balanced: the
    // scores swing between depths (the side to move's shapes weigh more), so one depth's
    // even score can hide an opening that a ply more calls won.
    int settled = 1;
    // Balanced: the side to move's score within +/- this (default: a quarter of an open
    // three's value, about one open two more or less).
    int threshold = 0; // 0: the default
    int radius = 3;    // stones within this many points of the centre (a 7x7 square)
    // Balanced in play too (0: off): a candidate the evaluation calls balanced is also
    // played out by Master against itself, play_games times, each at a node budget a move
    // 30% larger than the one before starting at play_nodes, and kept only when each colour
    // wins at least play_wins of them. The evaluation alone keeps openings that one colour
    // wins in most games (see tests/engine/match/openings/README.md).
    int play_nodes = 0;
    int play_games = 4;
    int play_wins = 2;
};

// Writes an openings file (see openings_file.hpp) to stdout: `count`
// random 3-5 stone starts near the centre that Master, searching to a fixed depth (so the
// file is the same on every machine), scores as balanced for the side to move at that depth
// and the `settled - 1` depths before it; its '#' lines say how it was made. Returns 0, or
// 1 when too few candidates were balanced. With play_nodes, only the candidates that are
// also balanced in Master's games against itself are kept (OpeningsOptions).
int run_openings_generator(const OpeningsOptions& options);

// 3 to 5 different points within `radius` of the centre, played alternately from Black;
// none may be forbidden to the colour that plays it (renju) or end the game.
std::vector<Point> random_opening(Rule rule, int size, int radius, std::mt19937& rng);

} // namespace gomoku::bench
