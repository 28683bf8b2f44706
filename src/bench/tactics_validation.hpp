#pragma once

#include "tactics_positions.hpp"

#include <string>

namespace gomoku::bench {

// Why a tactics position is (not) sound; `problem` is empty when it is.
struct TacticsVerdict {
    std::string problem;
    bool ok() const { return problem.empty(); }
};

// The quick checks (well under a second for the whole suite): the diagram and answers
// parse, no five stands on the board, every answer is legal, and the answers are what the
// position's proof kind says — every five, every win in three, a VCF from every answer of
// the stated length, the one block of a four, or answers after which the opponent has no
// VCF — all judged by the brute-force threat_checker, never by the engine.
TacticsVerdict check_answers(const TacticsPosition& position);

// For the Vcf and Defend kinds (a fraction of a second for the suite): every legal move
// that is not an answer is proved to lose, so the answers are all the correct moves. The
// other kinds are complete by their definition and pass at once.
TacticsVerdict check_no_other_answer(const TacticsPosition& position);

// For the Defend kind (seconds): after each answer, no move of the opponent near the
// stones leaves every reply proved to lose, so an answer also survives a double three or
// a quiet move that prepares a four-three, not only the fours check_answers tries.
TacticsVerdict check_defences_hold(const TacticsPosition& position);

} // namespace gomoku::bench
