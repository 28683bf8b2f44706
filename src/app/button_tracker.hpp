#pragma once

#include "scene.hpp"
#include "ui.hpp"

#include <vector>

namespace gomoku::app {

// Hover and press state for a scene's buttons. A button fires when the pointer is
// released over the same button it went down on, so sliding off cancels a press.
class ButtonTracker {
  public:
    // The index of the button that fires with this event, or -1.
    int on_pointer(const Pointer& p, const std::vector<Button>& buttons) {
        const int button = button_at(buttons, static_cast<int>(p.x), static_cast<int>(p.y));
        switch (p.kind) {
        case Pointer::Kind::Move:
            hovered_ = p.touch ? -1 : button; // a finger leaves no hover behind
            return -1;
        case Pointer::Kind::Down:
            pressed_ = button;
            return -1;
        case Pointer::Kind::Up: {
            const int fired = button >= 0 && button == pressed_ ? button : -1;
            pressed_ = -1;
            return fired;
        }
        }
        return -1;
    }
    int hovered() const { return hovered_; }
    bool pressing() const { return pressed_ >= 0; }

  private:
    int hovered_ = -1;
    int pressed_ = -1;
};

} // namespace gomoku::app
