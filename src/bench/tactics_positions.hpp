#pragma once

#include "core/board.hpp"
#include "core/rules.hpp"

#include <span>
#include <string_view>
#include <vector>

namespace gomoku::bench {

// What a tactics position asks for (printed in the bench, counted in the report).
enum class TacticsCategory {
    WinIn1,       // make five
    WinIn3,       // make an open four, a double four or a four-three
    Vcf,          // win by continuous fours, five plies or longer
    DefendFour,   // the opponent has a four: block it
    DefendThreat, // the opponent threatens a four-three or has an open three: few moves hold
    Renju,        // a forbidden point for Black decides
};
inline constexpr TacticsCategory kAllTacticsCategories[] = {
    TacticsCategory::WinIn1,     TacticsCategory::WinIn3,       TacticsCategory::Vcf,
    TacticsCategory::DefendFour, TacticsCategory::DefendThreat, TacticsCategory::Renju};

std::string_view category_id(TacticsCategory category);

// How the validator (tactics_validation.hpp) proves that `answers` is exactly the set of
// correct moves.
enum class TacticsProof {
    Five,      // answers = every point where the side to move makes five
    WinIn3,    // answers = every move that wins on the side's next move, whatever the reply
    Vcf,       // every answer wins by continuous fours; every other move is proved to lose
    BlockFour, // the opponent has exactly one winning point and answers = {that point}
    Defend,    // every other move is proved to lose; after an answer the opponent has no VCF
};

struct TacticsPosition {
    std::string_view name;
    TacticsCategory category;
    TacticsProof proof;
    Rule rule;
    int size;
    Stone to_move;
    int plies;                // length of the win starting with the first answer, 0 if no win
    std::string_view answers; // every correct move, in notation, blank-separated
    std::string_view diagram; // see parse_diagram
    std::string_view idea;    // one line for the reader
};

// The suite, in a fixed order.
std::span<const TacticsPosition> tactics_positions();

// A diagram is a header line of column letters, then one line per row: the row number
// and one cell per column, 'X' Black, 'O' White, '.' empty. It may show only a window of
// the board; cells outside it are empty. Throws std::invalid_argument on a malformed one.
Board parse_diagram(std::string_view diagram, int size);
// Throws std::invalid_argument on a malformed list.
std::vector<Point> parse_moves(std::string_view moves, int size);

Board board_of(const TacticsPosition& position);
std::vector<Point> answers_of(const TacticsPosition& position);

} // namespace gomoku::bench
