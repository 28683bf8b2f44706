#pragma once

#include <memory>

namespace gomoku::app {

// ALSA (Linux) prints several lines of its own on stderr when there is no sound card,
// before SDL can report "no audio device". This silences ALSA's printer while the device
// is being opened, and for good when none opens, so the game's one line says it all; when
// a device opens, ALSA's own messages come back. Does nothing where ALSA is not in use
// (other systems, or SDL on PulseAudio/PipeWire).
class AlsaQuiet {
  public:
    AlsaQuiet(); // silences
    ~AlsaQuiet();
    AlsaQuiet(const AlsaQuiet&) = delete;
    AlsaQuiet& operator=(const AlsaQuiet&) = delete;

    // A device opened: ALSA may speak again (its messages then are worth reading).
    void restore();

  private:
    void* library_ = nullptr; // libasound, loaded through SDL (it is already loaded by SDL)
    bool silenced_ = false;
};

} // namespace gomoku::app
