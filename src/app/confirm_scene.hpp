#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"

#include <functional>
#include <string>
#include <vector>

namespace gomoku::app {

class App;

// A small question over the game before something that would end it (new game, title,
// quit): Enter or the first button says yes, Esc or the second says no. It sits on the
// scene that asked, which keeps receiving the AI's answers while the question is open.
class ConfirmScene : public Scene {
  public:
    struct Question {
        std::string text;   // "Abandon this game?"
        std::string detail; // what happens, in a line or two
        std::string yes;    // the button that does it: "New game"
        std::string no;     // empty: "Keep playing", in the player's language
        bool quits = false; // asked before quitting: a second quit request says yes
        SDL_Rect area{};    // where to put the card (the game's panel, so the board
                            // stays in view); empty: the middle of the window
    };
    ConfirmScene(App& app, Scene& below, Question question, std::function<void()> on_yes);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override { below_.on_event(event); }
    void on_events_lost() override { below_.on_events_lost(); }
    bool on_quit_request() override;
    void draw(const Ui& ui, int width, int height) override;
    bool overlay() const override { return true; }
    const char* name() const override { return "confirm"; }

    enum ButtonId { kYes, kNo, kButtonCount };
    const Button& button(ButtonId id) const { return buttons_[id]; }
    const SDL_Rect& card() const { return card_; }
    int focused() const { return focused_; }
    const Question& question() const { return question_; }

    void answer(bool yes);

  private:
    void layout(const Ui& ui, int width, int height);

    App& app_;
    Scene& below_; // under this scene on the stack, so it outlives it
    Question question_;
    std::function<void()> on_yes_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    int focused_ = kYes;
    bool keyboard_used_ = true; // Enter answers: show which button it presses
    bool answered_ = false;
    SDL_Rect card_{};
};

} // namespace gomoku::app
