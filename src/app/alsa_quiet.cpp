#include "alsa_quiet.hpp"

#include <SDL.h>

namespace gomoku::app {

#if defined(__linux__)

namespace {

// ALSA's snd_lib_error_handler_t and snd_lib_error_set_handler, looked up at run time so
// the game does not link libasound itself (SDL loads it only when it uses ALSA).
using ErrorHandler = void (*)(const char* file, int line, const char* function, int err,
                              const char* fmt, ...);
using SetHandler = int (*)(ErrorHandler handler);

void say_nothing(const char*, int, const char*, int, const char*, ...) {}

SetHandler set_handler(void* library) {
    return library ? reinterpret_cast<SetHandler>(
                         SDL_LoadFunction(library, "snd_lib_error_set_handler"))
                   : nullptr;
}

} // namespace

AlsaQuiet::AlsaQuiet() : library_(SDL_LoadObject("libasound.so.2")) {
    if (const SetHandler set = set_handler(library_)) {
        silenced_ = set(say_nothing) == 0;
    }
    SDL_ClearError(); // a missing libasound is no error worth keeping
}

void AlsaQuiet::restore() {
    if (const SetHandler set = set_handler(library_); set && silenced_) {
        set(nullptr); // ALSA's default printer
        silenced_ = false;
    }
}

AlsaQuiet::~AlsaQuiet() {
    // Still silenced: no device, and ALSA keeps the handler (a function of this program)
    // until the process ends; the library stays loaded with it.
    if (library_ && !silenced_) {
        SDL_UnloadObject(library_);
    }
}

#else

AlsaQuiet::AlsaQuiet() = default;
void AlsaQuiet::restore() {}
AlsaQuiet::~AlsaQuiet() = default;

#endif

} // namespace gomoku::app
