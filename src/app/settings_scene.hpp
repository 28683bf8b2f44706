#pragma once

#include "button_tracker.hpp"
#include "scene.hpp"
#include "settings.hpp"
#include "translator.hpp"

#include <string>
#include <vector>

namespace gomoku::app {

class App;

// Sound, volume, fullscreen, board theme, move numbers, coordinates: each a button that
// steps through its values (click, Enter, or Left/Right when focused), saved at once.
class SettingsScene : public Scene {
  public:
    explicit SettingsScene(App& app);

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "settings"; }

    enum Row {
        kSound,
        kVolume,
        kFullscreen,
        kTheme,
        kNumbers,
        kCoordinates,
        kLanguage,
        kOnTime,
        kBack,
        kRowCount
    };
    const Button& button(Row row) const { return buttons_[row]; }
    std::string label(int row) const;

  private:
    std::string language_label() const;
    void step(int row, int delta);
    void move_focus(int delta);
    void layout(const Ui& ui, int width, int height);

    App& app_;
    std::vector<Button> buttons_;
    int focused_ = kSound;
    ButtonTracker tracker_;
    bool keyboard_used_ = true;
};

// The board theme's name as the settings show it.
const char* theme_name(BoardThemeId theme);
std::string_view theme_text(const Translator& tr, BoardThemeId theme);
// The language setting after `current` ("" is the system's), `delta` steps on.
std::string next_language(const std::string& current, int delta);

} // namespace gomoku::app
