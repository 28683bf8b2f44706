#include "title_scene.hpp"

#include "app.hpp"
#include "game_scene.hpp"
#include "games_scene.hpp"
#include "stats_scene.hpp"
#include "theme.hpp"

#include <algorithm>
#include <iterator>

namespace gomoku::app {

namespace {

template <typename T, std::size_t N> T cycle(const T (&values)[N], T current, int delta) {
    const auto it = std::find(std::begin(values), std::end(values), current);
    const int i = it == std::end(values) ? 0 : static_cast<int>(it - std::begin(values));
    return values[(i + delta + static_cast<int>(N)) % static_cast<int>(N)];
}

constexpr PlayMode kModes[] = {PlayMode::HumanBlack, PlayMode::HumanWhite, PlayMode::TwoPlayers};
constexpr int kSizes[] = {13, 15, 19};

} // namespace

TitleScene::TitleScene(App& app) : app_(app), choice_(app.settings()) {
    buttons_.resize(kRowCount);
    buttons_[kStart].primary = true;
}

std::string TitleScene::label(int row) const {
    switch (row) {
    case kPlay:
        switch (choice_.play) {
        case PlayMode::HumanBlack:
            return "You play Black vs computer";
        case PlayMode::HumanWhite:
            return "You play White vs computer";
        case PlayMode::TwoPlayers:
            return "Two players, one screen";
        }
        break;
    case kLevel:
        return "Computer: " + std::string(ai::level_name(choice_.level));
    case kSize: {
        const std::string n = std::to_string(choice_.size);
        return "Board: " + n + "\xC3\x97" + n;
    }
    case kRule:
        switch (choice_.rule) {
        case Rule::Freestyle:
            return "Rule: freestyle (five or more)";
        case Rule::Standard:
            return "Rule: standard (exactly five)";
        case Rule::Renju:
            return "Rule: renju (Black restricted)";
        }
        break;
    case kSound:
        return app_.audio().enabled() ? "Sound: on" : "Sound: off";
    case kStart:
        return "Play";
    case kGames:
        return "Games";
    case kQuit:
        return "Quit";
    default:
        break;
    }
    return {};
}

void TitleScene::step(int row, int delta) {
    switch (row) {
    case kPlay:
        choice_.play = cycle(kModes, choice_.play, delta);
        break;
    case kLevel:
        choice_.level = cycle(ai::kAllLevels, choice_.level, delta);
        break;
    case kSize:
        choice_.size = cycle(kSizes, choice_.size, delta);
        break;
    case kRule:
        choice_.rule = cycle(kAllRules, choice_.rule, delta);
        break;
    case kSound:
        app_.set_sound(!app_.audio().enabled());
        choice_.sound = app_.audio().enabled();
        return;
    default:
        return;
    }
    Settings saved = choice_;
    saved.sound = app_.settings().sound;
    app_.update_settings(saved);
}

void TitleScene::activate(int row) {
    if (row == kStart) {
        start_game();
    } else if (row == kGames) {
        app_.scenes().push(std::make_unique<GamesScene>(app_)); // the library
    } else if (row == kQuit) {
        app_.quit();
    } else {
        step(row, +1);
    }
}

void TitleScene::start_game() {
    app_.scenes().replace_all(std::make_unique<GameScene>(app_, choice_));
}

void TitleScene::on_pointer(const Pointer& p) {
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        focused_ = button;
        keyboard_used_ = false;
        activate(button);
    }
}

void TitleScene::on_key(const SDL_KeyboardEvent& key) {
    keyboard_used_ = true;
    switch (key.keysym.sym) {
    case SDLK_UP:
        focused_ = (focused_ + kRowCount - 1) % kRowCount;
        break;
    case SDLK_DOWN:
    case SDLK_TAB:
        focused_ = (focused_ + 1) % kRowCount;
        break;
    case SDLK_LEFT:
        step(focused_, -1);
        break;
    case SDLK_RIGHT:
        step(focused_, +1);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        activate(focused_);
        break;
    case SDLK_m:
        step(kSound, +1);
        break;
    case SDLK_s:
        app_.scenes().push(std::make_unique<StatsScene>(app_));
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        app_.quit();
        break;
    default:
        break;
    }
}

void TitleScene::layout(const Ui& ui, int width, int height) {
    const int bw = std::min(width - ui.px(40), ui.px(420));
    const int bh = std::clamp(height / 14, ui.px(30), ui.px(46));
    const int gap = std::max(ui.px(4), bh / 5);
    const int total = kRowCount * bh + (kRowCount - 1) * gap + gap * 2;
    int y = std::max(height * 30 / 100, (height - total) / 2 + ui.px(60));
    y = std::min(y, height - total - ui.px(10));
    for (int row = 0; row < kRowCount; ++row) {
        if (row == kStart) {
            y += gap * 2; // a breath between the settings and the actions
        }
        buttons_[row].rect = {(width - bw) / 2, y, bw, bh};
        buttons_[row].label = label(row);
        buttons_[row].enabled = !(row == kLevel && choice_.play == PlayMode::TwoPlayers);
        y += bh + gap;
    }
}

void TitleScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    if (width < 50 || height < 50) {
        return;
    }
    // A row of five stones above the name, the game in one picture.
    const int title_y = std::max(ui.px(40), buttons_[kPlay].rect.y - ui.px(70));
    const float r = static_cast<float>(std::min(ui.px(16), height / 30));
    for (int i = 0; i < 5; ++i) {
        draw_stone(ui, i % 2 ? Stone::White : Stone::Black, width / 2.0f + (i - 2) * r * 2.3f,
                   static_cast<float>(title_y) - r * 3.2f, r);
    }
    ui.text.draw("Gomoku", std::min(ui.px(52), height / 10), theme::kAccent, width / 2, title_y,
                 Align::Centre, true);
    // The player's record for this setup (S: the statistics scene), between the name and
    // the first button.
    const int record_y = (title_y + buttons_[kPlay].rect.y) / 2 + ui.px(12);
    const bool room = buttons_[kPlay].rect.y - title_y >= ui.px(56); // not over the name
    if (const std::string record = record_line(app_, choice_); room && !record.empty()) {
        ui.text.draw(record, ui.text.fitting_size(record, ui.px(14), width - ui.px(20), ui.px(9)),
                     theme::kTextDim, width / 2, record_y, Align::Centre);
    }
    for (int row = 0; row < kRowCount; ++row) {
        draw_button(ui, buttons_[row], row == tracker_.hovered(), keyboard_used_ && row == focused_);
    }
    ui.text.draw("Click a setting to change it  \xC2\xB7  arrows and Enter work too", ui.px(13),
                 theme::kTextDim, width / 2, height - ui.px(18), Align::Centre);
}

} // namespace gomoku::app
