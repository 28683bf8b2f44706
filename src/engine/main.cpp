// pbrain-gomoku: the engine as a Gomocup program. Managers (piskvork, Yixin-board, the
// Gomocup tournament tools) start it and talk to it over stdin/stdout.
#include "move_searcher.hpp"
#include "session.hpp"

#include "ai/level.hpp"

#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string_view>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#ifndef GOMOKU_VERSION
#define GOMOKU_VERSION "dev"
#endif

namespace {

constexpr std::string_view kUsage =
    "usage: pbrain-gomoku [--level beginner|easy|medium|hard|expert|master] [--nodes N]\n"
    "Speaks the Gomocup protocol on stdin/stdout (default level: master).\n"
    "--nodes N stops every search after about N nodes (for repeatable engine matches).\n";

} // namespace

int main(int argc, char** argv) {
    gomoku::ai::Level level = gomoku::ai::Level::Master;
    std::uint64_t node_cap = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--version") {
            std::cout << "pbrain-gomoku " GOMOKU_VERSION "\n";
            return 0;
        }
        if (arg == "--help") {
            std::cout << kUsage;
            return 0;
        }
        if (arg == "--nodes" && i + 1 < argc) {
            node_cap = std::strtoull(argv[++i], nullptr, 10);
            if (node_cap > 0) {
                continue;
            }
        }
        if (arg == "--level" && i + 1 < argc) {
            if (const auto parsed = gomoku::ai::parse_level(argv[++i])) {
                level = *parsed;
                continue;
            }
        }
        std::cerr << "pbrain-gomoku: bad option '" << arg << "'\n" << kUsage;
        return 2;
    }

#ifdef _WIN32
    // Binary stdin, so a stray Ctrl-Z byte is not taken for the end of the input; the line
    // reader copes with "\r\n" itself.
    _setmode(_fileno(stdin), _O_BINARY);
#endif
#ifdef SIGPIPE
    // A manager that closes our stdout must not kill us mid-reply; the writes just fail.
    std::signal(SIGPIPE, SIG_IGN);
#endif

    gomoku::engine::EngineSearcher searcher(node_cap);
    return gomoku::engine::run_session(std::cin, std::cout, searcher, level);
}
