#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"
#include "settings.hpp"

#include <string>
#include <vector>

namespace gomoku::app {

class App;

// The player's record against each level, per rule and size, with a reset (confirmed).
class StatsScene : public Scene {
  public:
    explicit StatsScene(App& app);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "statistics"; }

    // Asks first; the counts go only on "Reset".
    void ask_reset();

    enum ButtonId { kReset, kBack, kButtonCount };
    const Button& button(ButtonId id) const { return buttons_[id]; }

  private:
    App& app_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
};

// "You vs Master, freestyle 15x15: 3-12-1" for the setup chosen on the title screen, with
// the streak when there is one; empty for two players.
std::string record_line(const App& app, const Settings& setup);

} // namespace gomoku::app
