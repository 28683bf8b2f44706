#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"

#include <functional>
#include <string>
#include <vector>

namespace gomoku::app {

class App;

// A word for the player over whatever is below (a save that could not be restored, a file
// that could not be read, where an export went), with one OK button. Enter, Esc or a click
// on OK closes it. With an action, it asks first: the action's button (Enter) does it,
// Cancel (Esc) does nothing.
class MessageScene : public Scene {
  public:
    MessageScene(App& app, std::string title, std::string text);
    MessageScene(App& app, std::string title, std::string text, std::string action_label,
                 std::function<void()> action);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void draw(const Ui& ui, int width, int height) override;
    bool overlay() const override { return true; }
    const char* name() const override { return "message"; }

    const std::string& title() const { return title_; }
    const std::string& text() const { return text_; }
    // OK, or the action's button when there is an action (Cancel is then the second).
    const Button& ok_button() const { return buttons_.front(); }
    const Button& cancel_button() const { return buttons_.back(); }

  private:
    void close(bool act);

    App& app_;
    std::function<void()> action_;
    std::string title_;
    std::string text_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
};

} // namespace gomoku::app
