// gomoku-bench: programs that print figures as key=value lines (not pass/fail tests).
// The figures that need a window are measured in src/app, the only code that uses SDL.

#include "app/frame_benchmark.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char* argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "frames") {
        int moves = 3;
        for (std::size_t i = 1; i + 1 < args.size(); i += 2) {
            if (args[i] == "--moves") {
                moves = std::max(1, std::atoi(args[i + 1].c_str()));
            }
        }
        return gomoku::app::run_frame_benchmark(moves);
    }
    std::fprintf(stderr,
                 "usage: gomoku-bench frames [--moves N]\n"
                 "  frames  frame intervals with the AI idle and while it thinks at its\n"
                 "          strongest level (dummy video driver when there is no display)\n");
    return 2;
}
