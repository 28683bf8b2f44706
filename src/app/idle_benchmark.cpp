// gomoku-bench idle: does a window that waits for the player cost anything?
// Runs the real App's frame loop untouched and reads the process's CPU time around it.

#include "idle_benchmark.hpp"

#include "app.hpp"
#include "process_cpu.hpp"
#include "utf8_path.hpp"

#include <SDL.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace gomoku::app {

namespace {

using Clock = std::chrono::steady_clock;

struct IdleFigures {
    double cpu_percent = 0;
    long frames = 0;
    double seconds = 0;
};

// Runs the App's loop for `seconds` (after a short warm-up) and measures it.
IdleFigures measure(App& app, double seconds) {
    const auto run_for = [&app](double s) {
        const auto end = Clock::now() + std::chrono::duration<double>(s);
        while (Clock::now() < end && app.running()) {
            app.run_frame();
        }
    };
    run_for(0.5); // the first frames build textures and the glyph cache
    const long frames_before = app.frames_drawn();
    const double cpu_before = process_cpu_seconds();
    const auto begin = Clock::now();
    run_for(seconds);
    IdleFigures f;
    f.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
    f.cpu_percent = 100.0 * (process_cpu_seconds() - cpu_before) / f.seconds;
    f.frames = app.frames_drawn() - frames_before;
    return f;
}

void print(const char* name, const IdleFigures& f) {
    std::printf("%s_cpu_percent=%.2f\n%s_frames_drawn=%ld\n%s_seconds=%.2f\n", name, f.cpu_percent,
                name, f.frames, name, f.seconds);
}

} // namespace

int run_idle_benchmark(double seconds) {
    SDL_SetMainReady(); // called from a plain main(), not through SDL2main
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") &&
        !std::getenv("SDL_VIDEODRIVER")) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    }
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    const auto prefs = std::filesystem::temp_directory_path() / "gomoku-bench-prefs";
    SDL_setenv("GOMOKU_PREF_DIR", utf8_path(prefs).c_str(), 1);
    try {
        Options title;
        title.mute = true;
        title.window = std::pair{1100, 780};
        IdleFigures on_title;
        std::string driver;
        {
            App app(title);
            driver = SDL_GetCurrentVideoDriver();
            on_title = measure(app, seconds);
        }
        Options game = title;
        game.play = PlayMode::HumanBlack; // Black moves first: the player's move
        IdleFigures on_move;
        {
            App app(game);
            on_move = measure(app, seconds);
        }
        // The same with a game clock counting for the player: one frame a second, no more.
        game.clock = game_clock(std::chrono::seconds(300), std::chrono::seconds(3));
        IdleFigures on_clock;
        {
            App app(game);
            on_clock = measure(app, seconds);
        }
        std::printf("video_driver=%s\n", driver.c_str());
        print("title", on_title);
        print("player_move", on_move);
        print("player_move_clock", on_clock);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gomoku-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}

} // namespace gomoku::app
