#pragma once

#include "sdl_handles.hpp"

#include <array>
#include <filesystem>
#include <string>

namespace gomoku::app {

enum class Sound { Place, Win, Loss, Draw, Refuse };

// The game's sounds through SDL_mixer. No audio device is not an error: the game runs
// silently and says so once on stderr. A missing or corrupt sound file is an AssetError.
class Audio {
  public:
    Audio(const std::filesystem::path& sound_dir, bool enabled);
    ~Audio();
    Audio(const Audio&) = delete;
    Audio& operator=(const Audio&) = delete;

    void play(Sound sound);
    bool enabled() const { return enabled_; }
    void set_enabled(bool on) { enabled_ = on; }
    // 0 to 100 percent of full volume, for every sound.
    void set_volume(int percent);
    int volume() const { return volume_; }
    bool has_device() const { return device_open_; }

  private:
    bool device_open_ = false;
    bool enabled_;
    int volume_ = 100;
    std::array<ChunkPtr, 5> chunks_;
};

} // namespace gomoku::app
