#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"

#include <cstddef>
#include <functional>
#include <vector>

namespace gomoku::app {

class App;

// The 26 renju openings by name, direct ones on the left and indirect ones on the right,
// over the game (key L when the player opens a renju26 game). A click or Enter picks one;
// Esc closes the list without a pick.
class RenjuOpeningsScene : public Scene {
  public:
    RenjuOpeningsScene(App& app, Scene& below, std::function<void(std::size_t)> on_pick);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override { below_.on_event(event); }
    void on_events_lost() override { below_.on_events_lost(); }
    bool on_quit_request() override;
    void draw(const Ui& ui, int width, int height) override;
    bool overlay() const override { return true; }
    const char* name() const override { return "renju openings"; }

    // Index in renju_openings() order.
    const Button& button(std::size_t index) const { return buttons_[index]; }
    void pick(int index); // -1: closed without a pick

  private:
    void layout(const Ui& ui, int width, int height);

    App& app_;
    Scene& below_;
    std::function<void(std::size_t)> on_pick_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    int focused_ = 0;
    bool keyboard_used_ = false;
    bool done_ = false;
    SDL_Rect card_{};
};

} // namespace gomoku::app
