#include "tactics_validation.hpp"

#include "core/notation.hpp"
#include "random_positions.hpp"
#include "threat_checker.hpp"

#include <algorithm>
#include <stdexcept>

namespace gomoku::bench {

namespace {

constexpr int kMaxVcfPlies = 35;

bool before(Point a, Point b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
}

std::vector<Point> sorted(std::vector<Point> points) {
    std::sort(points.begin(), points.end(), before);
    return points;
}

std::string list(const std::vector<Point>& points) {
    return points.empty() ? "none" : to_notation(points);
}

std::string expect_same(const std::vector<Point>& answers, const std::vector<Point>& found,
                        const char* what) {
    if (sorted(answers) == sorted(found)) {
        return {};
    }
    return std::string(what) + " are " + list(sorted(found)) + ", answers are " +
           list(sorted(answers));
}

bool five_on_board(const Board& board, Rule rule) {
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (board.at({x, y}) != Stone::Empty && !winning_run(board, {x, y}, rule).empty()) {
                return true;
            }
        }
    }
    return false;
}

std::string check_proof(const TacticsPosition& position, const Board& board,
                        const std::vector<Point>& answers) {
    const Stone side = position.to_move;
    const Stone other = opponent(side);
    const Rule rule = position.rule;
    const std::vector<Point> own_fives = winning_points(board, side, rule);
    const std::vector<Point> their_fives = winning_points(board, other, rule);
    const int expected_plies = position.proof == TacticsProof::Five     ? 1
                               : position.proof == TacticsProof::WinIn3 ? 3
                               : position.proof == TacticsProof::Vcf    ? position.plies
                                                                        : 0;
    if (position.plies != expected_plies) {
        return "plies should be " + std::to_string(expected_plies);
    }
    switch (position.proof) {
    case TacticsProof::Five:
        return expect_same(answers, own_fives, "the fives");
    case TacticsProof::WinIn3:
        if (!own_fives.empty() || !their_fives.empty()) {
            return "a side can already make five";
        }
        return expect_same(answers, win_in_3_moves(board, side, rule), "the wins in three");
    case TacticsProof::BlockFour:
        if (!own_fives.empty()) {
            return "the side to move can make five";
        }
        return expect_same(answers, their_fives, "the opponent's winning points");
    case TacticsProof::Vcf:
        if (!own_fives.empty()) {
            return "the side to move can make five";
        }
        for (Point answer : answers) {
            const auto line = shortest_vcf(board, side, rule, kMaxVcfPlies, answer);
            if (!line) {
                return "no VCF starts with " + to_notation(answer);
            }
            if (answer == answers.front() && line->plies() != position.plies) {
                return "the VCF from " + to_notation(answer) + " takes " +
                       std::to_string(line->plies()) + " plies (" + list(line->moves) + "), not " +
                       std::to_string(position.plies);
            }
        }
        return {};
    case TacticsProof::Defend:
        if (!own_fives.empty()) {
            return "the side to move can make five";
        }
        for (Point answer : answers) {
            Board after = board;
            after.set(answer, side);
            if (!winning_points(after, other, rule).empty()) {
                return to_notation(answer) + " leaves a five";
            }
            if (const auto line = shortest_vcf(after, other, rule, kMaxVcfPlies)) {
                return to_notation(answer) + " loses to the VCF " + list(line->moves);
            }
        }
        return {};
    }
    return "unknown proof kind";
}

} // namespace

TacticsVerdict check_answers(const TacticsPosition& position) {
    try {
        const Board board = board_of(position);
        const std::vector<Point> answers = answers_of(position);
        if (answers.empty()) {
            return {"no answers"};
        }
        if (five_on_board(board, position.rule)) {
            return {"a five stands on the board"};
        }
        for (Point answer : answers) {
            if (!is_allowed(board, answer, position.to_move, position.rule)) {
                return {to_notation(answer) + " is not a legal move"};
            }
            if (std::count(answers.begin(), answers.end(), answer) > 1) {
                return {to_notation(answer) + " is listed twice"};
            }
        }
        return {check_proof(position, board, answers)};
    } catch (const std::invalid_argument& e) {
        return {e.what()};
    }
}

TacticsVerdict check_no_other_answer(const TacticsPosition& position) {
    if (position.proof != TacticsProof::Vcf && position.proof != TacticsProof::Defend) {
        return {};
    }
    try {
        const Board board = board_of(position);
        const std::vector<Point> answers = answers_of(position);
        return {expect_same(answers, unproved_losses(board, position.to_move, position.rule),
                            "the moves not proved to lose")};
    } catch (const std::invalid_argument& e) {
        return {e.what()};
    }
}

TacticsVerdict check_defences_hold(const TacticsPosition& position) {
    if (position.proof != TacticsProof::Defend) {
        return {};
    }
    try {
        const Board board = board_of(position);
        const Stone side = position.to_move;
        const Stone other = opponent(side);
        for (Point answer : answers_of(position)) {
            Board after = board;
            after.set(answer, side);
            for (int y = 0; y < board.size(); ++y) {
                for (int x = 0; x < board.size(); ++x) {
                    const Point threat{x, y};
                    if (!near_a_stone(after, threat) ||
                        !is_allowed(after, threat, other, position.rule)) {
                        continue;
                    }
                    after.set(threat, other);
                    const bool lost = proves_every_move_loses(after, side, position.rule);
                    after.set(threat, Stone::Empty);
                    if (lost) {
                        return {to_notation(answer) + " loses to " + to_notation(threat) +
                                " and fours"};
                    }
                }
            }
        }
        return {};
    } catch (const std::invalid_argument& e) {
        return {e.what()};
    }
}

} // namespace gomoku::bench
