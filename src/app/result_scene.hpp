#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"

#include <string>
#include <vector>

namespace gomoku::app {

class App;
class GameScene;

// The outcome over the final board (which stays visible, the winning five highlighted),
// with play again, undo (a mis-click that lost the game) and back to the title.
class ResultScene : public Scene {
  public:
    ResultScene(App& app, GameScene& game);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void draw(const Ui& ui, int width, int height) override;
    bool overlay() const override { return true; }
    const char* name() const override { return "result"; }

    // "You win", "You lose", "Draw", or "Black wins" / "White wins" with two players.
    std::string headline() const;
    bool player_lost() const;
    void set_labels();

    enum ButtonId { kAgain, kUndo, kReview, kTitle, kButtonCount };
    const Button& button(ButtonId id) const { return buttons_[id]; }

  private:
    void press(int button);

    App& app_;
    GameScene& game_; // below this scene on the stack, so it outlives it
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    int focused_ = kAgain;
    bool keyboard_used_ = true; // Enter plays again: show it until the mouse moves
};

} // namespace gomoku::app
