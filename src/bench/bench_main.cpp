// gomoku-bench: programs that print figures as key=value lines (not pass/fail tests).
// The figures that need a window are measured in src/app, the only code that uses SDL;
// the rest need only core and ai, so they build without the game too.

#include "forbidden_bench.hpp"

#ifdef GOMOKU_BENCH_FRAMES
#include "app/frame_benchmark.hpp"
#endif

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

// The value after `--name` in args, or `fallback`.
int int_option(const std::vector<std::string>& args, const std::string& name, int fallback) {
    for (std::size_t i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == name) {
            return std::max(1, std::atoi(args[i + 1].c_str()));
        }
    }
    return fallback;
}

} // namespace

int main(int argc, char* argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const std::string command = args.empty() ? "" : args[0];
#ifdef GOMOKU_BENCH_FRAMES
    if (command == "frames") {
        return gomoku::app::run_frame_benchmark(int_option(args, "--moves", 3));
    }
#endif
    if (command == "forbidden") {
        return gomoku::bench::run_forbidden_benchmark(int_option(args, "--positions", 300));
    }
    std::fprintf(stderr,
                 "usage: gomoku-bench COMMAND [options]\n"
#ifdef GOMOKU_BENCH_FRAMES
                 "  frames [--moves N]         frame intervals with the AI idle and while it\n"
                 "                             thinks at its strongest level (dummy video\n"
                 "                             driver when there is no display)\n"
#endif
                 "  forbidden [--positions N]  time of a full renju forbidden-point query on\n"
                 "                             random midgame positions, 15x15 and 19x19\n");
    return 2;
}
