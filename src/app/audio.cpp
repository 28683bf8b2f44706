#include "audio.hpp"

#include "alsa_quiet.hpp"
#include "asset_error.hpp"
#include "utf8_path.hpp"

#include <algorithm>
#include <cstdio>

namespace gomoku::app {

namespace {
constexpr const char* kFiles[] = {"place.wav", "win.wav", "loss.wav", "draw.wav", "error.wav"};
}

Audio::Audio(const std::filesystem::path& sound_dir, bool enabled) : enabled_(enabled) {
    // Files first: a broken install should be reported the same with or without a device.
    for (const char* name : kFiles) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(sound_dir / name, ec)) {
            throw AssetError("missing file: " + utf8_path(sound_dir / name));
        }
    }
    AlsaQuiet alsa; // no pages of ALSA noise before our one line when there is no card
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        std::fprintf(stderr, "gomoku: no audio (%s); playing silently\n", SDL_GetError());
        return;
    }
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        std::fprintf(stderr, "gomoku: no audio device (%s); playing silently\n", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    device_open_ = true;
    alsa.restore();
    for (std::size_t i = 0; i < chunks_.size(); ++i) {
        const auto file = sound_dir / kFiles[i];
        // Our own RWops, closed by us: SDL_mixer 2.6 leaks it when the file is corrupt.
        SDL_RWops* rw = SDL_RWFromFile(utf8_path(file).c_str(), "rb");
        if (rw) {
            chunks_[i].reset(Mix_LoadWAV_RW(rw, 0));
            SDL_RWclose(rw);
        }
        if (!chunks_[i]) {
            const std::string why = Mix_GetError();
            chunks_ = {};
            Mix_CloseAudio();
            SDL_QuitSubSystem(SDL_INIT_AUDIO);
            throw AssetError("cannot read sound " + utf8_path(file) + ": " + why);
        }
    }
}

Audio::~Audio() {
    if (device_open_) {
        Mix_HaltChannel(-1);
        chunks_ = {};
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

void Audio::play(Sound sound) {
    if (device_open_ && enabled_) {
        Mix_PlayChannel(-1, chunks_[static_cast<std::size_t>(sound)].get(), 0);
    }
}

} // namespace gomoku::app

namespace gomoku::app {

void Audio::set_volume(int percent) {
    volume_ = std::clamp(percent, 0, 100);
    if (device_open_) {
        Mix_Volume(-1, MIX_MAX_VOLUME * volume_ / 100);
    }
}

} // namespace gomoku::app
