#pragma once

// Drives the real App under SDL's dummy drivers with synthetic events.

#include "app/app.hpp"
#include "app/game_scene.hpp"

#include <SDL.h>

#include <atomic>
#include <filesystem>
#include <functional>
#include <random>
#include <string>

namespace gomoku::test {

// A private preference folder per test, so tests never see each other's settings (or the
// developer's), removed afterwards.
class TempPrefs {
  public:
    TempPrefs() {
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
        SDL_setenv("GOMOKU_ASSETS", GOMOKU_TEST_ASSETS, 0); // the build tree's data folder
        std::random_device rd;
        dir_ = std::filesystem::temp_directory_path() /
               ("gomoku-test-" + std::to_string(rd()) + std::to_string(rd()));
        std::filesystem::create_directories(dir_);
        SDL_setenv("GOMOKU_PREF_DIR", dir_.string().c_str(), 1);
        // English whatever the machine's locale, so labels compare with the English text
        // (tests of the language choice set these themselves).
        SDL_setenv("LC_ALL", "C", 1);
    }
    ~TempPrefs() {
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    const std::filesystem::path& dir() const { return dir_; }

  private:
    std::filesystem::path dir_;
};

// A fake computer's harmless move: the first free point of the top row (then the rows below),
// far from where the tests' players make their lines.
inline Point first_free_from_top(const Board& board) {
    const int n = board.size();
    for (int i = 0; i < n * n; ++i) {
        const Point p{i % n, n - 1 - i / n};
        if (board.at(p) == Stone::Empty) {
            return p;
        }
    }
    return kNoPoint;
}

inline app::Options game_options(app::PlayMode mode, ai::Level level = ai::Level::Beginner,
                                 int size = 15) {
    app::Options o;
    o.play = mode;
    o.level = level;
    o.size = size;
    o.window = std::pair{900, 640};
    return o;
}

inline app::GameScene* game_scene(app::App& app) {
    for (std::size_t i = 0; i < app.scenes().size(); ++i) {
        if (auto* g = dynamic_cast<app::GameScene*>(app.scenes().at(i))) {
            return g;
        }
    }
    return nullptr;
}

inline std::string top_scene(app::App& app) {
    return app.scenes().top() ? app.scenes().top()->name() : "";
}

// Runs frames until `done` holds or `seconds` pass; true when it held.
inline bool run_until(app::App& app, const std::function<bool()>& done, double seconds = 10) {
    const Uint64 end = SDL_GetTicks64() + static_cast<Uint64>(seconds * 1000);
    while (!done()) {
        if (SDL_GetTicks64() > end || !app.running()) {
            return false;
        }
        app.run_frame();
        SDL_Delay(1); // leave the core to the AI worker
    }
    return true;
}

// Saves what the window shows to build/screenshots/NAME.png, for a person to look at.
inline bool save_shot(app::App& app, const std::string& name) {
    std::filesystem::create_directories(GOMOKU_TEST_SHOTS);
    return app.save_screenshot(std::filesystem::path(GOMOKU_TEST_SHOTS) / (name + ".png"));
}

inline void run_frames(app::App& app, int n) {
    for (int i = 0; i < n; ++i) {
        app.run_frame();
    }
}

// Window coordinates (what SDL's mouse events carry) of a board point.
inline SDL_Point window_pos(app::App& app, app::GameScene& game, Point p) {
    const SDL_FPoint c = game.board_view().centre_of(p);
    const float scale = app.pixel_scale();
    return {static_cast<int>(c.x / scale + 0.5f), static_cast<int>(c.y / scale + 0.5f)};
}

inline void push_mouse(Uint32 type, int x, int y, Uint32 which = 0) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
        e.motion.which = which;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.x = x;
        e.button.y = y;
        e.button.which = which;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
    }
    SDL_PushEvent(&e);
}

inline void click_at(int x, int y) {
    push_mouse(SDL_MOUSEMOTION, x, y);
    push_mouse(SDL_MOUSEBUTTONDOWN, x, y);
    push_mouse(SDL_MOUSEBUTTONUP, x, y);
}

inline void click_point(app::App& app, app::GameScene& game, Point p) {
    const SDL_Point w = window_pos(app, game, p);
    click_at(w.x, w.y);
}

// A finger tap at a drawable-pixel position, followed (as SDL does for every touch) by
// mouse events marked as coming from the touch screen.
inline void tap_at(app::App& app, SDL_FPoint pixel) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app.renderer(), &w, &h);
    const float scale = app.pixel_scale();
    const int wx = static_cast<int>(pixel.x / scale + 0.5f);
    const int wy = static_cast<int>(pixel.y / scale + 0.5f);
    SDL_Event e{};
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = 1;
    e.tfinger.x = pixel.x / static_cast<float>(w);
    e.tfinger.y = pixel.y / static_cast<float>(h);
    e.type = SDL_FINGERDOWN;
    SDL_PushEvent(&e);
    push_mouse(SDL_MOUSEBUTTONDOWN, wx, wy, SDL_TOUCH_MOUSEID);
    e.type = SDL_FINGERUP;
    SDL_PushEvent(&e);
    push_mouse(SDL_MOUSEBUTTONUP, wx, wy, SDL_TOUCH_MOUSEID);
}

inline void tap_point(app::App& app, app::GameScene& game, Point p) {
    tap_at(app, game.board_view().centre_of(p));
}

inline void click_rect(const SDL_Rect& pixels, float scale) {
    click_at(static_cast<int>((pixels.x + pixels.w / 2) / scale),
             static_cast<int>((pixels.y + pixels.h / 2) / scale));
}

inline void press_key(SDL_Keycode key, Uint16 mod = KMOD_NONE) {
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    e.key.state = SDL_PRESSED;
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

} // namespace gomoku::test
