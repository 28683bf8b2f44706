#pragma once

#include "button_tracker.hpp"
#include "game_library.hpp"
#include "scene.hpp"

#include <string>
#include <vector>

namespace gomoku::app {

class App;

// The library: every kept game, newest first (date, players, rule and size, result,
// moves). Open one to replay and review it; delete one after a confirmation.
class GamesScene : public Scene {
  public:
    explicit GamesScene(App& app);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override;
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "games"; }

    void reload();
    const std::vector<LibraryEntry>& entries() const { return entries_; }
    int selected() const { return selected_; }
    void select(int index);
    void open_selected();
    // Asks first; the file goes only on "Delete".
    void delete_selected();

    enum ButtonId { kOpen, kDelete, kStats, kBack, kButtonCount };
    const Button& button(ButtonId id) const { return buttons_[id]; }
    // The rows on screen, first_visible() onwards.
    const std::vector<SDL_Rect>& rows() const { return rows_; }
    int first_visible() const { return first_; }

  private:
    void layout(const Ui& ui, int width, int height);
    void scroll_to_selected();

    App& app_;
    std::vector<LibraryEntry> entries_;
    int selected_ = 0;
    int first_ = 0;
    int visible_ = 1;
    std::vector<SDL_Rect> rows_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    int pressed_row_ = -1;
};

} // namespace gomoku::app
