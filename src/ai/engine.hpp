#pragma once

#include "search.hpp"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

namespace gomoku::ai {

// When a search must end. Zero means "no limit of this kind"; with no limit at all the
// search runs to kMaxSearchDepth or until stopped.
struct Limits {
    std::chrono::milliseconds move_time{0};  // budget for this move
    std::chrono::milliseconds match_left{0}; // match-clock mode: time left for the whole game
    std::uint64_t nodes = 0;                 // stop after about this many nodes
    int depth = 0;                           // deepest iteration to start
    // Whether time left unused is worth anything: a player waits less, a match clock keeps
    // it. False under a turn limit alone (a protocol engine with no match clock), where it
    // is simply lost: the search then starts iterations as long as it may.
    bool save_time = true;
    // When the move's time began, if before the search starts (a protocol command's
    // arrival): the budget counts from there, so the time the request waited for the worker
    // is part of it. The default (the clock's epoch) counts from the search's start.
    std::chrono::steady_clock::time_point started{};
};

inline constexpr int kMaxSearchDepth = 60;

// Scores are from the side to move's point of view. A win in n plies scores kWinScore - n.
inline constexpr int kWinScore = 30'000;
inline constexpr bool is_win_score(int score) { return score > kWinScore - 1000; }
inline constexpr bool is_loss_score(int score) { return score < -kWinScore + 1000; }

// Reported after every completed iteration of the deepening.
struct Progress {
    int depth = 0;
    int score = 0;
    std::uint64_t nodes = 0;
    std::chrono::milliseconds elapsed{0};
    std::vector<Point> pv; // principal variation, best move first
};
using ProgressCallback = std::function<void(const Progress&)>;

// One of the best moves and what the search thinks of it.
struct ScoredLine {
    Point move = kNoPoint;
    int score = 0;
    std::vector<Point> pv; // starts with `move`
};

struct SearchResult {
    Point move = kNoPoint;   // legal unless there is no legal move at all
    int score = 0;
    int depth = 0;           // deepest completed iteration (0: decided without searching)
    std::uint64_t nodes = 0;
    std::uint64_t threat_nodes = 0; // of `nodes`, those of the VCF/VCT solvers
    std::chrono::milliseconds elapsed{0};
    std::vector<Point> pv;
    std::string_view reason; // "win", "forced", "vcf", "search", "level choice", ...
    // The best distinct moves, best first: request.multipv of them when the search scored
    // that many (fewer when fewer are legal, or the move was decided without searching:
    // then only `move`). Not necessarily led by `move` at the weak levels, which may choose
    // another.
    std::vector<ScoredLine> lines;
};

// The engine: one search at a time on the calling thread, with a transposition table and
// move-ordering history that live from move to move. The game and the Gomocup program sit
// on it, through SearchRunner. Not thread-safe except for `stop`, which another thread sets.
class Engine {
  public:
    static constexpr std::size_t kDefaultHashMiB = 32;

    explicit Engine(std::size_t hash_mib = kDefaultHashMiB);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Reallocates the transposition table, empty. Its memory comes in as searches first
    // write it (as the constructor's does), which costs them time where the system commits
    // memory slowly; clear() touches all of it at once, for a moment no clock runs on.
    void set_hash_size(std::size_t mib);
    std::size_t hash_bytes() const;
    // Forgets everything learnt (a new game), and touches all of the table's memory: a new
    // game's searches are not slowed by its first use.
    void clear();

    // Thinks about request.board for request.to_move under request.rule at request.level
    // until a limit is reached or `stop` becomes true; returns the move to play. The level
    // caps depth or nodes and picks among the best few moves (seeded by request.seed) for the
    // weak levels; Master plays the best move found. Deterministic for a given node limit.
    SearchResult search(const SearchRequest& request, const Limits& limits, const std::atomic<bool>& stop,
                        const ProgressCallback& on_progress = {});

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// The limits a level plays with in the game.
Limits game_limits(Level level);

} // namespace gomoku::ai
