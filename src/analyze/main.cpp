// gomoku-analyze: the post-game review from the command line. Reads a game (SGF or
// Piskvork .psq), lets the engine judge every move, and writes the record back as SGF on
// standard output with the engine's view of each move as a comment (C[]) and marks: BM on a
// move that allowed a forced win or missed one, DO on a mistake, IT on an inaccuracy.

#include "ai/engine.hpp"
#include "ai/review.hpp"

#include "core/game_record.hpp"
#include "core/psq.hpp"
#include "core/sgf.hpp"

#include <atomic>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#ifndef GOMOKU_VERSION
#define GOMOKU_VERSION "dev"
#endif

namespace {

using namespace gomoku;

constexpr std::string_view kUsage =
    "usage: gomoku-analyze [--time MS] [--nodes N] [--rule freestyle|standard|renju] "
    "FILE.sgf|FILE.psq\n"
    "Writes the game as SGF to standard output, each move judged by the engine:\n"
    "  C[] its view (win chances before and after, the better move and its line),\n"
    "  BM[] a move that allowed a forced win or missed one, DO[] a mistake, IT[] an inaccuracy.\n"
    "  --time MS    thinking time per position (default 1000)\n"
    "  --nodes N    a node limit per position instead (repeatable results)\n"
    "  --rule R     the rule of a .psq file, which does not say (default freestyle)\n";

struct Options {
    std::chrono::milliseconds time{1000};
    std::uint64_t nodes = 0;
    Rule rule = Rule::Freestyle;
    std::string file;
};

std::optional<std::uint64_t> parse_number(std::string_view text) {
    std::uint64_t n = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (error != std::errc() || end != text.data() + text.size() || n == 0) {
        return std::nullopt;
    }
    return n;
}

// Exit codes: 0 done, 1 the file cannot be read or is no game, 2 the command line is wrong.
std::optional<Options> parse_options(int argc, char** argv, int& exit_code) {
    Options options;
    exit_code = 2;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--help" || arg == "--version") {
            std::cout << (arg == "--help" ? std::string(kUsage)
                                          : "gomoku-analyze " GOMOKU_VERSION "\n");
            exit_code = 0;
            return std::nullopt;
        }
        if ((arg == "--time" || arg == "--nodes") && has_value) {
            const auto n = parse_number(argv[++i]);
            if (!n) {
                std::cerr << "gomoku-analyze: " << arg << " needs a whole number above 0\n";
                return std::nullopt;
            }
            if (arg == "--time") {
                options.time = std::chrono::milliseconds(*n);
            } else {
                options.nodes = *n;
            }
        } else if (arg == "--rule" && has_value) {
            const auto rule = parse_rule(argv[++i]);
            if (!rule) {
                std::cerr << "gomoku-analyze: unknown rule '" << argv[i] << "'\n";
                return std::nullopt;
            }
            options.rule = *rule;
        } else if (!arg.empty() && arg[0] != '-' && options.file.empty()) {
            options.file = arg;
        } else {
            std::cerr << "gomoku-analyze: unknown option '" << arg << "'\n" << kUsage;
            return std::nullopt;
        }
    }
    if (options.file.empty()) {
        std::cerr << kUsage;
        return std::nullopt;
    }
    return options;
}

bool ends_with(std::string_view text, std::string_view end) {
    return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

// .psq by its name or its first word; anything else is read as SGF.
Expected<GameRecord> read_record(const std::string& name, const std::string& bytes, Rule psq_rule) {
    const bool psq =
        ends_with(name, ".psq") || ends_with(name, ".PSQ") || bytes.rfind("Piskvork", 0) == 0;
    return psq ? read_psq(bytes, psq_rule) : read_sgf(bytes);
}

// "Reviewed by gomoku-analyze 0.1.0 (Master, 1000 ms a position): 2 blunders (moves 8,
// 9), 1 mistake, 3 inaccuracies." at the head of the game comment.
void add_summary(GameRecord& record, const std::vector<ai::MoveVerdict>& verdicts,
                 const Options& options) {
    int mistakes = 0, inaccuracies = 0;
    std::string blunders;
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        switch (verdicts[i].mark) {
        case ai::MoveMark::Blunder:
        case ai::MoveMark::MissedWin:
            blunders += (blunders.empty() ? "" : ", ") + std::to_string(i + 1);
            break;
        case ai::MoveMark::Mistake:
            ++mistakes;
            break;
        case ai::MoveMark::Inaccuracy:
            ++inaccuracies;
            break;
        case ai::MoveMark::None:
            break;
        }
    }
    std::ostringstream text;
    text << "Reviewed by gomoku-analyze " GOMOKU_VERSION " (Master, ";
    if (options.nodes > 0) {
        text << options.nodes << " nodes";
    } else {
        text << options.time.count() << " ms";
    }
    text << " a position): "
         << (blunders.empty() ? "no move changed the outcome"
                              : "moves that changed the outcome: " + blunders)
         << "; " << mistakes << " mistakes, " << inaccuracies << " inaccuracies.";
    record.game_comment =
        record.game_comment.empty() ? text.str() : text.str() + "\n" + record.game_comment;
}

} // namespace

int main(int argc, char** argv) {
    int exit_code = 0;
    const auto options = parse_options(argc, argv, exit_code);
    if (!options) {
        return exit_code;
    }
    std::ifstream in(options->file, std::ios::binary);
    std::ostringstream bytes;
    if (!in || !(bytes << in.rdbuf())) {
        std::cerr << "gomoku-analyze: cannot read " << options->file << "\n";
        return 1;
    }
    Expected<GameRecord> record = read_record(options->file, bytes.str(), options->rule);
    if (!record) {
        std::cerr << "gomoku-analyze: " << options->file << ":" << record.error() << "\n";
        return 1;
    }
    const Expected<Game> game = to_game(*record);
    if (!game) {
        std::cerr << "gomoku-analyze: " << options->file << ": " << game.error() << "\n";
        return 1;
    }

    ai::Engine engine;
    ai::Limits limits;
    limits.move_time = options->nodes > 0 ? std::chrono::milliseconds(0) : options->time;
    limits.nodes = options->nodes;
    const std::atomic<bool> never{false};
    ai::GameReview review(*game);
    while (const auto position = review.next()) {
        std::fprintf(stderr, "\rgomoku-analyze: position %d of about %d", review.searched() + 1,
                     review.expected_searches());
        std::fflush(stderr);
        review.take(engine.search(*position, limits, never));
    }
    std::fprintf(stderr, "\n");
    const std::vector<ai::MoveVerdict> verdicts = review.verdicts();
    ai::annotate(record.value(), verdicts);
    if (record->result.outcome == Outcome::Unfinished && game->over()) {
        record.value().result = to_record(*game).result; // the five (or the full board) says it
    }
    add_summary(record.value(), verdicts, *options);
    std::cout << write_sgf(*record);
    return 0;
}
