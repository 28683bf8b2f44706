#include "window_place.hpp"

#include "game_layout.hpp"

#include <algorithm>

namespace gomoku::app {

namespace {

std::pair<int, int> size_for_screen() {
    int w = 1100;
    int h = 780;
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        w = std::min(w, usable.w * 9 / 10);
        h = std::min(h, usable.h * 9 / 10);
    }
    return {std::max(w, kMinWindowWidth), std::max(h, kMinWindowHeight)};
}

// True when the window's top strip (where its title bar is) lies well inside a display,
// so the player can grab it: a screen unplugged since leaves the position unused.
bool top_on_a_display(int x, int y, int width) {
    const SDL_Rect strip{x, y, width, 32};
    for (int i = 0; i < SDL_GetNumVideoDisplays(); ++i) {
        SDL_Rect bounds;
        SDL_Rect shared;
        if (SDL_GetDisplayUsableBounds(i, &bounds) == 0 &&
            SDL_IntersectRect(&strip, &bounds, &shared) == SDL_TRUE && shared.w >= 120 &&
            shared.h >= 16) {
            return true;
        }
    }
    return false;
}

bool fits_a_display(int width, int height) {
    for (int i = 0; i < SDL_GetNumVideoDisplays(); ++i) {
        SDL_Rect bounds;
        if (SDL_GetDisplayUsableBounds(i, &bounds) == 0 && width <= bounds.w &&
            height <= bounds.h) {
            return true;
        }
    }
    return false;
}

} // namespace

WindowOpening window_opening(const WindowPlace& saved,
                             const std::optional<std::pair<int, int>>& asked) {
    WindowOpening o;
    o.fullscreen = saved.fullscreen;
    if (asked) {
        std::tie(o.width, o.height) = *asked;
        return o;
    }
    const bool saved_size = saved.width >= kMinWindowWidth && saved.height >= kMinWindowHeight &&
                            fits_a_display(saved.width, saved.height);
    std::tie(o.width, o.height) =
        saved_size ? std::pair{saved.width, saved.height} : size_for_screen();
    if (saved_size && saved.has_position && top_on_a_display(saved.x, saved.y, o.width)) {
        o.x = saved.x;
        o.y = saved.y;
    }
    return o;
}

WindowPlace window_place(SDL_Window* window, const WindowPlace& previous) {
    WindowPlace place = previous;
    const Uint32 flags = SDL_GetWindowFlags(window);
    place.fullscreen = (flags & SDL_WINDOW_FULLSCREEN) != 0;
    if ((flags & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED | SDL_WINDOW_MINIMIZED)) == 0) {
        SDL_GetWindowSize(window, &place.width, &place.height);
        SDL_GetWindowPosition(window, &place.x, &place.y);
        place.has_position = true;
    }
    return place;
}

} // namespace gomoku::app
