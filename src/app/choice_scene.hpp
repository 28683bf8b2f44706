#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"

#include <functional>
#include <string>
#include <vector>

namespace gomoku::app {

class App;

// A choice among a few answers over the game's panel, the board in view: the opening
// rules' questions (which colour; swap2's three options). Up/Down or Tab move the focus,
// Enter takes it, Esc answers -1 (the scene below decides what that means), a quit request
// closes it with -2 (no answer) before the scene below handles the quit. Like
// ConfirmScene it passes the AI's answers down to the scene it sits on.
class ChoiceScene : public Scene {
  public:
    struct Prompt {
        std::string title;                // "Choose your colour"
        std::string detail;               // a line or two on what each answer does
        std::vector<std::string> answers; // one button each, top to bottom
        SDL_Rect area{};                  // where to put the card; empty: mid-window
    };
    ChoiceScene(App& app, Scene& below, Prompt prompt, std::function<void(int)> on_answer);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override { below_.on_event(event); }
    void on_events_lost() override { below_.on_events_lost(); }
    bool on_quit_request() override;
    void draw(const Ui& ui, int width, int height) override;
    bool overlay() const override { return true; }
    const char* name() const override { return "choice"; }

    const Button& button(std::size_t i) const { return buttons_[i]; }
    std::size_t answer_count() const { return buttons_.size(); }
    const Prompt& prompt() const { return prompt_; }
    void answer(int index);

  private:
    void layout(const Ui& ui, int width, int height);

    App& app_;
    Scene& below_;
    Prompt prompt_;
    std::function<void(int)> on_answer_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    int focused_ = 0;
    bool keyboard_used_ = true;
    bool answered_ = false;
    SDL_Rect card_{};
};

} // namespace gomoku::app
