#include "forbidden_bench.hpp"

#include "core/renju.hpp"
#include "random_positions.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

namespace gomoku::bench {

namespace {

using Clock = std::chrono::steady_clock;

void measure(int size, int positions, std::mt19937& rng) {
    constexpr int kRepeats = 20; // per position, so one timing is well above the clock's grain
    std::vector<double> micros;
    long long forbidden = 0;
    long long stones = 0;
    for (int i = 0; i < positions; ++i) {
        const int wanted = std::uniform_int_distribution<int>(20, size * size / 3)(rng);
        const Board board = random_midgame(size, wanted, rng);
        stones += board.stone_count();
        std::size_t found = 0;
        const auto start = Clock::now();
        for (int r = 0; r < kRepeats; ++r) {
            found += forbidden_points(board).size();
        }
        const std::chrono::duration<double, std::micro> took = Clock::now() - start;
        micros.push_back(took.count() / kRepeats);
        forbidden += static_cast<long long>(found / kRepeats);
    }
    std::sort(micros.begin(), micros.end());
    double sum = 0;
    for (double m : micros) {
        sum += m;
    }
    const auto at = [&](double q) {
        return micros[std::min(micros.size() - 1, static_cast<std::size_t>(q * micros.size()))];
    };
    std::printf("forbidden.%d.positions=%d\n", size, positions);
    std::printf("forbidden.%d.mean_stones=%.1f\n", size, static_cast<double>(stones) / positions);
    std::printf("forbidden.%d.mean_forbidden_points=%.2f\n", size,
                static_cast<double>(forbidden) / positions);
    std::printf("forbidden.%d.query_mean_us=%.1f\n", size, sum / positions);
    std::printf("forbidden.%d.query_median_us=%.1f\n", size, at(0.5));
    std::printf("forbidden.%d.query_p99_us=%.1f\n", size, at(0.99));
    std::printf("forbidden.%d.query_max_us=%.1f\n", size, micros.back());
    // How much of one 60 Hz frame (16.7 ms) the worst query takes.
    std::printf("forbidden.%d.worst_share_of_frame=%.4f\n", size, micros.back() / 16667.0);
}

} // namespace

int run_forbidden_benchmark(int positions) {
    std::mt19937 rng(20261130);
    forbidden_points(Board(15)); // builds the line table once, outside the timings
    for (int size : {15, 19}) {
        measure(size, positions, rng);
    }
    return 0;
}

} // namespace gomoku::bench
