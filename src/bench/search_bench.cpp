#include "search_bench.hpp"

#include "ai/engine.hpp"
#include "core/notation.hpp"

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>
#include <string_view>

namespace gomoku::bench {

namespace {

// Moves played alternately from Black; the side to move follows. Frozen here so that the
// figures of one build can be compared with those of the next. The opening was drawn with
// random_midgame; the other two are games of the score-table baseline (against itself, and
// against the power-of-ten one) cut where neither side has a VCF (checked with
// threat_checker), so the engine has to search rather than read off a forced win.
struct SearchPosition {
    std::string_view name;
    std::string_view moves;
};
constexpr SearchPosition kPositions[] = {
    {"opening", "h8 i6 h9 j7"},
    {"midgame", "h8 h9 i9 j10 i10 i8 j7 i7 i6 k8 j8 k7 j6 j5 k6 l6 h6 g6 h7 h5 i5 g7 g8 i4 f7 f9"},
    {"crowded",
     "h8 g9 g8 f8 h10 h9 f9 h7 i8 j8 i9 g7 i7 i10 i6 i5 h6 j6 j7 k7 l8 k8 k6 j9 l7 l6 j5 m8 h11 "
     "i4 g10 e8 h4 h5 g6 g5 f6 e6 f5 f7 e7 l5 m5 i12 j10 k9 k10 l9 m9 k11 l10 m10 n11 d8 c8 "
     "g11 j11 f10 e9 d9 d7 h12 j12 i11 i13 j13 c10 c9 b9 e10"},
};

constexpr int kSize = 15;
constexpr std::uint64_t kSeed = 1;

ai::SearchRequest request_for(const SearchPosition& position) {
    ai::SearchRequest request;
    request.board = Board(kSize);
    request.rule = Rule::Freestyle;
    request.level = ai::Level::Master;
    request.seed = kSeed;
    Stone next = Stone::Black;
    std::istringstream words{std::string(position.moves)};
    for (std::string word; words >> word;) {
        request.board.set(*parse_notation(word, kSize), next);
        next = opponent(next);
    }
    request.to_move = next;
    return request;
}

ai::SearchResult run(const SearchPosition& position, const ai::Limits& limits,
                     const ai::ProgressCallback& on_progress = {}) {
    ai::Engine engine; // a fresh engine each time: nothing carried over between runs
    const std::atomic<bool> stop{false};
    return engine.search(request_for(position), limits, stop, on_progress);
}

double per_second(std::uint64_t nodes, long long ms) {
    return ms > 0 ? static_cast<double>(nodes) * 1000.0 / static_cast<double>(ms) : 0.0;
}

// Sum of the nodes of every position searched to `depth`.
std::uint64_t signature(int depth, bool print) {
    ai::Limits limits;
    limits.depth = depth;
    std::uint64_t sum = 0;
    for (const SearchPosition& position : kPositions) {
        const ai::SearchResult result = run(position, limits);
        if (print) {
            std::printf("search.%s.signature_nodes=%llu\n", std::string(position.name).c_str(),
                        static_cast<unsigned long long>(result.nodes));
            std::fflush(stdout);
        }
        sum += result.nodes;
    }
    return sum;
}

} // namespace

int run_search_benchmark(int depth, std::chrono::milliseconds move_time) {
    ai::Limits timed;
    timed.move_time = move_time;
    // The whole time, as under a protocol's turn limit (a match): the depth figure is what
    // the search reaches in that time, not where the time-saver stopped it (a stable best
    // move ends a game's search at about 40% of its budget).
    timed.save_time = false;
    for (const SearchPosition& position : kPositions) {
        // When each iteration of the deepening ended: "depth:ms" pairs.
        std::string depth_times;
        const ai::SearchResult result = run(position, timed, [&](const ai::Progress& p) {
            if (!depth_times.empty()) {
                depth_times += ',';
            }
            depth_times += std::to_string(p.depth);
            depth_times += ':';
            depth_times += std::to_string(p.elapsed.count());
        });
        const std::string key = "search." + std::string(position.name);
        const long long ms = static_cast<long long>(result.elapsed.count());
        const std::uint64_t main_nodes = result.nodes - result.threat_nodes;
        std::printf("%s.nps=%.0f\n", key.c_str(), per_second(result.nodes, ms));
        // The two kinds of node, each per second of the whole search (they add up to nps):
        // the main alpha-beta search's and the VCF/VCT solvers' (at the root and the leaves).
        std::printf("%s.main_nps=%.0f\n", key.c_str(), per_second(main_nodes, ms));
        std::printf("%s.threat_nps=%.0f\n", key.c_str(), per_second(result.threat_nodes, ms));
        std::printf("%s.depth=%d\n", key.c_str(), result.depth);
        std::printf("%s.depth_ms=%s\n", key.c_str(), depth_times.c_str());
        std::printf("%s.nodes=%llu\n", key.c_str(), static_cast<unsigned long long>(result.nodes));
        std::printf("%s.main_nodes=%llu\n", key.c_str(),
                    static_cast<unsigned long long>(main_nodes));
        std::printf("%s.threat_nodes=%llu\n", key.c_str(),
                    static_cast<unsigned long long>(result.threat_nodes));
        std::printf("%s.ms=%lld\n", key.c_str(), ms);
        std::printf("%s.move=%s\n", key.c_str(),
                    result.move == kNoPoint ? "none" : to_notation(result.move).c_str());
        std::printf("%s.reason=%s\n", key.c_str(), std::string(result.reason).c_str());
        std::fflush(stdout);
    }
    std::printf("search.signature_depth=%d\n", depth);
    const std::uint64_t first = signature(depth, true);
    std::printf("search.signature=%llu\n", static_cast<unsigned long long>(first));
    // A signature is only worth comparing if the search is deterministic: run it again.
    const std::uint64_t second = signature(depth, false);
    std::printf("search.signature_repeatable=%d\n", first == second ? 1 : 0);
    return 0;
}

} // namespace gomoku::bench
