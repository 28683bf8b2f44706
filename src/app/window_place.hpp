#pragma once

#include "settings.hpp"

#include <SDL.h>

#include <optional>
#include <utility>

namespace gomoku::app {

// Where and how to open the window: the place saved last time when it still suits the
// screens (a size that fits, a position whose top is on some display), else a size made
// for the primary display, centred. --window WxH wins over the saved size.
struct WindowOpening {
    int x = SDL_WINDOWPOS_CENTERED;
    int y = SDL_WINDOWPOS_CENTERED;
    int width = 0;
    int height = 0;
    bool fullscreen = false;
};
WindowOpening window_opening(const WindowPlace& saved,
                             const std::optional<std::pair<int, int>>& asked);

// The window's place now, to save: in fullscreen or maximised, the size and position it
// had as a plain window (kept from `previous`), and the fullscreen flag.
WindowPlace window_place(SDL_Window* window, const WindowPlace& previous);

} // namespace gomoku::app
