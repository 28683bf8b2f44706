#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"

#include <vector>

namespace gomoku::app {

class App;

// Help: the three rules with small diagrams, the keys, and About (version, licences).
// Opened from the title or with F1 during a game; the scene below keeps receiving the
// AI's answers while it is open.
class HelpScene : public Scene {
  public:
    enum Page { kRules, kKeys, kAbout, kPageCount };
    HelpScene(App& app, Scene* below, Page page = kRules);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override;
    void on_events_lost() override;
    // Quitting from help over a game in progress asks, as from the game itself.
    bool on_quit_request() override { return below_ && below_->on_quit_request(); }
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "help"; }

    Page page() const { return page_; }
    enum ButtonId { kRulesButton, kKeysButton, kAboutButton, kBack, kButtonCount };
    const Button& button(ButtonId id) const { return buttons_[id]; }
    // Where the last frame drew its text, with the area it had to stay in.
    const std::vector<SDL_Rect>& text_drawn() const { return text_drawn_; }
    const SDL_Rect& content() const { return content_; }

  private:
    void press(int button);
    void draw_rules(const Ui& ui);
    void draw_keys(const Ui& ui);
    void draw_about(const Ui& ui);
    void set_labels();
    void text(const Ui& ui, std::string_view words, SDL_Rect box, float points, SDL_Color colour,
              bool bold = false);

    App& app_;
    Scene* below_;
    Page page_;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    int focused_ = kBack;
    bool keyboard_used_ = true;
    SDL_Rect content_{};
    std::vector<SDL_Rect> text_drawn_;
};

} // namespace gomoku::app
