#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"
#include "settings.hpp"

#include <string>
#include <vector>

namespace gomoku::app {

class App;

// The first screen: who plays, the computer's level, board size, rule, sound; play or quit.
// Each setting is a button that steps through its values (click, or Left/Right when focused).
class TitleScene : public Scene {
  public:
    explicit TitleScene(App& app);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "title"; }

    const Settings& choice() const { return choice_; }
    void start_game();
    // The demo (key D: a row more would not fit the smallest window): the setup on show,
    // computer against computer, game after game.
    void start_demo();

    enum Row {
        kPlay,
        kLevel,
        kSize,
        kRule,
        kOpening,
        kClock,
        kSound,
        kStart,
        kGames,
        kSettings,
        kHelp,
        kQuit,
        kRowCount
    };
    const Button& button(Row row) const { return buttons_[row]; }

  private:
    void step(int row, int delta);
    void activate(int row);
    void move_focus(int delta);
    std::string label(int row) const;
    void layout(const Ui& ui, int width, int height);

    App& app_;
    Settings choice_;
    std::vector<Button> buttons_;
    int focused_ = kStart;
    ButtonTracker tracker_;
    bool keyboard_used_ = false;
    int header_ = 0; // the height above the rows, for the name
};

} // namespace gomoku::app
