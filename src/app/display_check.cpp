#include "display_check.hpp"

#include <SDL.h>

#include <string_view>

namespace gomoku::app {

std::string missing_display() {
    if (const char* chosen = SDL_GetHint(SDL_HINT_VIDEODRIVER); chosen && *chosen) {
        return {}; // the user (or a test) chose it
    }
    const char* driver = SDL_GetCurrentVideoDriver();
    if (!driver) {
        return "SDL started no video driver";
    }
    const std::string_view name = driver;
    if (name == "offscreen" || name == "dummy") {
        return "SDL could only start its '" + std::string(name) +
               "' video driver, which shows nothing. Start the game from a desktop session "
               "(DISPLAY or WAYLAND_DISPLAY set), or choose a driver with SDL_VIDEODRIVER.";
    }
    return {};
}

} // namespace gomoku::app
