// gomoku-bench frames: does the window keep its frame rate while the AI thinks?
// Runs the real App and game scene, measures the interval between frame starts with the
// AI idle, then while it searches at its strongest level, and prints percentiles.

#include "frame_benchmark.hpp"
#include "utf8_path.hpp"

#include "ai/search.hpp"
#include "app.hpp"
#include "game_scene.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

using Clock = std::chrono::steady_clock;

double percentile(std::vector<double> v, double q) {
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

void print_stats(const char* name, const std::vector<double>& ms) {
    std::printf("%s_frames=%zu\n%s_p50_ms=%.2f\n%s_p99_ms=%.2f\n%s_max_ms=%.2f\n", name, ms.size(),
                name, percentile(ms, 0.5), name, percentile(ms, 0.99), name,
                ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()));
}

// Draws one frame and returns the time since the previous frame started. The App would
// sleep through a frame where nothing changes; asking for the redraw measures drawing.
double timed_frame(gomoku::app::App& app, Clock::time_point& last) {
    app.request_redraw();
    app.run_frame();
    const auto now = Clock::now();
    const double ms = std::chrono::duration<double, std::milli>(now - last).count();
    last = now;
    return ms;
}

void click(gomoku::app::App& app, const gomoku::app::GameScene& game, gomoku::Point p) {
    const SDL_FPoint c = game.board_view().centre_of(p);
    const float scale = app.pixel_scale();
    for (Uint32 type : {SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP}) {
        SDL_Event e{};
        e.type = type;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = static_cast<int>(c.x / scale);
        e.button.y = static_cast<int>(c.y / scale);
        SDL_PushEvent(&e);
    }
}

} // namespace

namespace gomoku::app {

int run_frame_benchmark(int moves) {
    SDL_SetMainReady(); // called from a plain main(), not through SDL2main
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") &&
        !std::getenv("SDL_VIDEODRIVER")) {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    }
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    const auto prefs = std::filesystem::temp_directory_path() / "gomoku-bench-prefs";
    SDL_setenv("GOMOKU_PREF_DIR", utf8_path(prefs).c_str(), 1);

    gomoku::app::Options options;
    options.play = gomoku::app::PlayMode::HumanBlack;
    options.level = gomoku::ai::kStrongestLevel;
    options.mute = true;
    options.window = std::pair{1000, 720};
    try {
        gomoku::app::App app(options);
        auto* game = dynamic_cast<gomoku::app::GameScene*>(app.scenes().top());
        if (!game) {
            std::fprintf(stderr, "gomoku-bench: the game scene did not start\n");
            return 1;
        }
        auto last = Clock::now();
        for (int i = 0; i < 10; ++i) {
            timed_frame(app, last); // warm up: textures, glyph cache
        }
        std::vector<double> idle, thinking;
        for (int i = 0; i < 240; ++i) {
            idle.push_back(timed_frame(app, last));
        }
        double think_seconds = 0;
        for (int m = 0; m < moves && !game->game().over(); ++m) {
            gomoku::ai::SearchRequest request;
            request.board = game->game().board();
            request.to_move = game->game().to_move();
            request.level = gomoku::ai::Level::Easy;
            request.seed = static_cast<std::uint64_t>(m);
            const std::atomic<bool> never{false};
            click(app, *game, gomoku::ai::choose_move(request, never));
            timed_frame(app, last); // the click lands, the search starts
            const auto begin = Clock::now();
            while (game->thinking() && app.running()) {
                thinking.push_back(timed_frame(app, last));
            }
            think_seconds += std::chrono::duration<double>(Clock::now() - begin).count();
        }
        SDL_RendererInfo info{};
        SDL_GetRendererInfo(app.renderer(), &info);
        std::printf("video_driver=%s\nrenderer=%s\nlevel=%s\nai_moves=%d\nthinking_seconds=%.2f\n",
                    SDL_GetCurrentVideoDriver(), info.name,
                    std::string(gomoku::ai::level_id(options.level.value())).c_str(), moves,
                    think_seconds);
        print_stats("idle", idle);
        print_stats("thinking", thinking);
        const double ratio = percentile(thinking, 0.99) / std::max(0.001, percentile(idle, 0.99));
        std::printf("p99_ratio=%.3f\n", ratio);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gomoku-bench: %s\n", e.what());
        return 1;
    }
    return 0;
}

} // namespace gomoku::app
