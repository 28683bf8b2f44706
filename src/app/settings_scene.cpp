#include "settings_scene.hpp"

#include "app.hpp"
#include "language.hpp"
#include "theme.hpp"

#include <algorithm>

namespace gomoku::app {

const char* theme_name(BoardThemeId theme) {
    switch (theme) {
    case BoardThemeId::Wood:
        return "wood";
    case BoardThemeId::Dark:
        return "dark";
    case BoardThemeId::HighContrast:
        return "high contrast";
    }
    return "wood";
}

SettingsScene::SettingsScene(App& app) : app_(app) {
    buttons_.resize(kRowCount);
    buttons_[kBack].primary = true;
}

std::string_view theme_text(const Translator& tr, BoardThemeId theme) {
    switch (theme) {
    case BoardThemeId::Wood:
        return tr("wood", "theme");
    case BoardThemeId::Dark:
        return tr("dark", "theme");
    case BoardThemeId::HighContrast:
        return tr("high contrast", "theme");
    }
    return tr("wood", "theme");
}

// Each language by its own name, so a player who cannot read the current one finds theirs;
// "as the system" first, in the language shown.
std::string SettingsScene::language_label() const {
    const std::string& chosen = app_.settings().language;
    for (const Language& l : languages()) {
        if (chosen == l.code) {
            return std::string(l.name);
        }
    }
    const std::string system = system_language();
    for (const Language& l : languages()) {
        if (system == l.code) {
            return format(app_.tr("as the system ({0})"), {l.name});
        }
    }
    return std::string(app_.tr("as the system"));
}

// "" (the system's), then each language in turn, round and round.
std::string next_language(const std::string& current, int delta) {
    std::vector<std::string> choices{""};
    for (const Language& l : languages()) {
        choices.emplace_back(l.code);
    }
    const int count = static_cast<int>(choices.size());
    int at = 0;
    for (int i = 0; i < count; ++i) {
        at = choices[static_cast<std::size_t>(i)] == current ? i : at;
    }
    return choices[static_cast<std::size_t>(((at + delta) % count + count) % count)];
}

std::string SettingsScene::label(int row) const {
    const Settings& s = app_.settings();
    // Whole sentences for the catalog ("on" alone translates badly in some languages).
    switch (row) {
    case kSound:
        if (!app_.audio().has_device()) {
            return std::string(app_.tr("Sound: no audio device"));
        }
        return std::string(app_.audio().enabled() ? app_.tr("Sound: on") : app_.tr("Sound: off"));
    case kVolume:
        return format(app_.tr("Volume: {0}%"), {std::to_string(s.volume)});
    case kFullscreen:
        return std::string(app_.fullscreen() ? app_.tr("Fullscreen (F11): on")
                                             : app_.tr("Fullscreen (F11): off"));
    case kTheme:
        return format(app_.tr("Board: {0}", "theme"), {theme_text(app_.translator(), s.theme)});
    case kNumbers:
        return std::string(s.move_numbers ? app_.tr("Move numbers (F2): on")
                                          : app_.tr("Move numbers (F2): off"));
    case kCoordinates:
        return std::string(s.coordinates ? app_.tr("Coordinates (F3): on")
                                         : app_.tr("Coordinates (F3): off"));
    case kLanguage:
        return format(app_.tr("Language: {0}"), {language_label()});
    case kOnTime:
        return std::string(s.lose_on_time ? app_.tr("Out of time: the game is lost")
                                          : app_.tr("Out of time: only a note"));
    case kBack:
        return std::string(app_.tr("Back"));
    default:
        return {};
    }
}

void SettingsScene::step(int row, int delta) {
    Settings s = app_.settings();
    switch (row) {
    case kSound:
        app_.set_sound(!app_.audio().enabled());
        return;
    case kVolume:
        // 25 %, 50 %, 75 %, 100 %, round and round.
        s.volume = ((s.volume / 25 - 1 + delta + 4) % 4 + 1) * 25;
        app_.audio().set_volume(s.volume);
        app_.audio().play(Sound::Place); // hear the new level
        break;
    case kFullscreen:
        app_.set_fullscreen(!app_.fullscreen());
        return;
    case kTheme: {
        constexpr BoardThemeId kThemes[] = {BoardThemeId::Wood, BoardThemeId::Dark,
                                            BoardThemeId::HighContrast};
        const int i = static_cast<int>(s.theme);
        s.theme = kThemes[(i + delta + 3) % 3];
        break;
    }
    case kNumbers:
        s.move_numbers = !s.move_numbers;
        break;
    case kCoordinates:
        s.coordinates = !s.coordinates;
        break;
    case kLanguage:
        s.language = next_language(s.language, delta);
        break;
    case kOnTime:
        s.lose_on_time = !s.lose_on_time;
        break;
    case kBack:
        app_.scenes().pop();
        return;
    default:
        return;
    }
    app_.update_settings(s);
}

void SettingsScene::move_focus(int delta) {
    for (int i = 0; i < kRowCount; ++i) {
        focused_ = (focused_ + delta + kRowCount) % kRowCount;
        if (buttons_[focused_].enabled) {
            return;
        }
    }
}

void SettingsScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move && !p.touch) {
        keyboard_used_ = false;
    }
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        focused_ = button;
        step(button, +1);
    }
}

void SettingsScene::on_key(const SDL_KeyboardEvent& key) {
    keyboard_used_ = true;
    switch (key.keysym.sym) {
    case SDLK_UP:
        move_focus(-1);
        break;
    case SDLK_DOWN:
    case SDLK_TAB:
        move_focus(+1);
        break;
    case SDLK_LEFT:
        if (focused_ != kBack)
            step(focused_, -1);
        break;
    case SDLK_RIGHT:
        if (focused_ != kBack)
            step(focused_, +1);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        step(focused_, +1);
        break;
    case SDLK_F2:
        step(kNumbers, +1);
        break;
    case SDLK_F3:
        step(kCoordinates, +1);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        app_.scenes().pop();
        break;
    default:
        break;
    }
}

void SettingsScene::layout(const Ui& ui, int width, int height) {
    const int bw = std::min(width - ui.px(40), ui.px(420));
    const int bh = std::clamp(height / 13, ui.px(30), ui.px(46));
    const int gap = std::max(ui.px(4), bh / 5);
    const int total = kRowCount * bh + kRowCount * gap + gap;
    int y = std::max(ui.px(70), (height - total) / 2);
    for (int row = 0; row < kRowCount; ++row) {
        if (row == kBack) {
            y += gap;
        }
        buttons_[row].rect = {(width - bw) / 2, y, bw, bh};
        buttons_[row].label = label(row);
        buttons_[row].enabled = row != kSound || app_.audio().has_device();
        buttons_[row].enabled =
            buttons_[row].enabled && (row != kVolume || app_.audio().has_device());
        y += bh + gap;
    }
}

void SettingsScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    if (width < 50 || height < 50) {
        return;
    }
    ui.text.draw(ui.tr("Settings"), std::min(ui.px(40), height / 12), theme::kAccent, width / 2,
                 std::max(ui.px(34), buttons_[0].rect.y - ui.px(36)), Align::Centre, true);
    for (int row = 0; row < kRowCount; ++row) {
        draw_button(ui, buttons_[row], !keyboard_used_ && row == tracker_.hovered(),
                    keyboard_used_ && row == focused_);
    }
}

} // namespace gomoku::app
