#include "tactics_bench.hpp"

#include "ai/engine.hpp"
#include "core/notation.hpp"
#include "tactics_positions.hpp"
#include "tactics_validation.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <map>
#include <string>

namespace gomoku::bench {

namespace {

struct Tally {
    int solved = 0;
    int total = 0;
};

} // namespace

int run_tactics_benchmark(std::chrono::milliseconds move_time, bool prove_defences) {
    ai::Engine engine;
    const std::atomic<bool> stop{false};
    ai::Limits limits;
    limits.move_time = move_time;
    std::map<TacticsCategory, Tally> by_category;
    Tally all;
    long long max_ms = 0;
    int invalid = 0;
    for (const TacticsPosition& position : tactics_positions()) {
        const std::string key = "tactics." + std::string(position.name);
        // The suite is only worth running if its answers are right: check them first.
        TacticsVerdict verdict = check_answers(position);
        if (verdict.ok()) {
            verdict = check_no_other_answer(position);
        }
        if (verdict.ok() && prove_defences) {
            verdict = check_defences_hold(position);
        }
        if (!verdict.ok()) {
            std::fprintf(stderr, "%s: invalid position: %s\n", key.c_str(),
                         verdict.problem.c_str());
            std::printf("%s.valid=0\n", key.c_str());
            ++invalid;
            continue;
        }
        engine.clear(); // no memory of the previous position
        const ai::SearchRequest request{board_of(position), position.rule, position.to_move,
                                        ai::Level::Master, 1};
        const ai::SearchResult result = engine.search(request, limits, stop);
        const std::vector<Point> answers = answers_of(position);
        const bool solved = std::find(answers.begin(), answers.end(), result.move) != answers.end();
        const long long ms = static_cast<long long>(result.elapsed.count());
        std::printf("%s.solved=%d\n", key.c_str(), solved ? 1 : 0);
        std::printf("%s.ms=%lld\n", key.c_str(), ms);
        std::printf("%s.depth=%d\n", key.c_str(), result.depth);
        std::printf("%s.move=%s\n", key.c_str(),
                    result.move == kNoPoint ? "none" : to_notation(result.move).c_str());
        std::fflush(stdout);
        max_ms = std::max(max_ms, ms);
        for (Tally* tally : {&all, &by_category[position.category]}) {
            tally->solved += solved ? 1 : 0;
            ++tally->total;
        }
    }
    for (const auto& [category, tally] : by_category) {
        const std::string key = "tactics.category_" + std::string(category_id(category));
        std::printf("%s.solved=%d\n%s.total=%d\n", key.c_str(), tally.solved, key.c_str(),
                    tally.total);
    }
    std::printf("tactics.solved=%d\ntactics.total=%d\ntactics.max_ms=%lld\n", all.solved, all.total,
                max_ms);
    if (invalid > 0) {
        std::printf("tactics.invalid=%d\n", invalid);
    }
    return invalid > 0 ? 1 : 0;
}

} // namespace gomoku::bench
