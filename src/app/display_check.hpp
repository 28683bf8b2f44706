#pragma once

#include <stdexcept>
#include <string>

namespace gomoku::app {

// No screen to show the window on: the program says so and exits instead of running
// invisibly.
class NoDisplayError : public std::runtime_error {
  public:
    explicit NoDisplayError(const std::string& why)
        : std::runtime_error("no graphical display found: " + why) {}
};

// Why the video driver SDL started cannot show a window, or empty when it can. SDL falls
// back to its offscreen driver when no desktop session is reachable; a driver asked for
// by name (SDL_VIDEODRIVER, e.g. dummy in the tests) is always accepted. Call after
// SDL_Init(SDL_INIT_VIDEO).
std::string missing_display();

} // namespace gomoku::app
