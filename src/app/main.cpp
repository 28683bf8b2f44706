// The game's entry point: read the command line, run the App, report fatal errors.

#include "app.hpp"
#include "asset_error.hpp"
#include "display_check.hpp"
#include "utf8_path.hpp"

#include <cstdio>
#include <string>
#include <vector>

#ifndef GOMOKU_VERSION
#define GOMOKU_VERSION "0.0.0"
#endif

int main(int argc, char* argv[]) {
    using namespace gomoku::app;
    const ParsedOptions parsed = parse_options(std::vector<std::string>(argv + 1, argv + argc));
    if (!parsed.error.empty()) {
        std::fprintf(stderr, "gomoku: %s\nTry 'gomoku --help'.\n", parsed.error.c_str());
        return 2;
    }
    if (parsed.options.show_help) {
        std::fputs(usage_text().c_str(), stdout);
        return 0;
    }
    if (parsed.options.show_version) {
        std::printf("gomoku %s\n", GOMOKU_VERSION);
        return 0;
    }
    try {
        App app(parsed.options);
        if (parsed.options.check_assets) {
            // Starting the App loaded every picture, font and sound: they are all there.
            std::printf("gomoku: data folder %s is complete\n",
                        utf8_path(find_assets_dir()).c_str());
            return 0;
        }
        return app.run();
    } catch (const NoDisplayError& e) {
        std::fprintf(stderr, "gomoku: %s\n", e.what()); // no screen for a message box
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gomoku: %s\n", e.what());
        // Shows only where a display exists; harmless otherwise.
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Gomoku cannot start", e.what(), nullptr);
        return 1;
    }
}
