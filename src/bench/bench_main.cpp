// gomoku-bench: programs that print figures as key=value lines (not pass/fail tests).

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int bench_frames(const std::vector<std::string>& args);

int main(int argc, char* argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args[0] == "frames") {
        return bench_frames({args.begin() + 1, args.end()});
    }
    std::fprintf(stderr,
                 "usage: gomoku-bench frames [--moves N]\n"
                 "  frames  frame intervals with the AI idle and while it thinks at its\n"
                 "          strongest level (dummy video driver when there is no display)\n");
    return 2;
}
