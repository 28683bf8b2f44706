#include "title_scene.hpp"

#include "app.hpp"
#include "clock_text.hpp"
#include "game_scene.hpp"
#include "games_scene.hpp"
#include "help_scene.hpp"
#include "names.hpp"
#include "settings_scene.hpp"
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

constexpr PlayMode kModes[] = {PlayMode::HumanBlack, PlayMode::HumanWhite, PlayMode::TwoPlayers,
                               PlayMode::Computers};
constexpr int kSizes[] = {13, 15, 19};

} // namespace

TitleScene::TitleScene(App& app) : app_(app), choice_(app.game_setup()) {
    buttons_.resize(kRowCount);
    buttons_[kStart].primary = true;
}

std::string TitleScene::label(int row) const {
    switch (row) {
    case kPlay:
        // With an opening rule colours are chosen in the opening: the row says who opens.
        if (choice_.opening != OpeningRule::None && choice_.play == PlayMode::HumanBlack) {
            return std::string(app_.tr("You open vs computer"));
        }
        if (choice_.opening != OpeningRule::None && choice_.play == PlayMode::HumanWhite) {
            return std::string(app_.tr("The computer opens vs you"));
        }
        switch (choice_.play) {
        case PlayMode::HumanBlack:
            return std::string(app_.tr("You play Black vs computer"));
        case PlayMode::HumanWhite:
            return std::string(app_.tr("You play White vs computer"));
        case PlayMode::TwoPlayers:
            return std::string(app_.tr("Two players, one screen"));
        case PlayMode::Computers:
            return std::string(app_.tr("Computer vs computer"));
        }
        break;
    case kLevel:
        if (choice_.play == PlayMode::Computers) {
            return format(app_.tr("Computers: {0} vs {1}"),
                          {level_text(app_.translator(), choice_.level),
                           level_text(app_.translator(), choice_.second_level)});
        }
        return format(app_.tr("Computer: {0}"), {level_text(app_.translator(), choice_.level)});
    case kSize: {
        const std::string n = std::to_string(choice_.size);
        return format(app_.tr("Board: {0}×{0}"), {n});
    }
    case kRule:
        switch (choice_.rule) {
        case Rule::Freestyle:
            return std::string(app_.tr("Rule: freestyle (five or more)"));
        case Rule::Standard:
            return std::string(app_.tr("Rule: standard (exactly five)"));
        case Rule::Renju:
            return std::string(app_.tr("Rule: renju (Black restricted)"));
        }
        break;
    case kOpening:
        switch (choice_.opening) {
        case OpeningRule::None:
            return std::string(app_.tr("Opening: free"));
        case OpeningRule::Swap:
            return std::string(app_.tr("Opening: swap"));
        case OpeningRule::Swap2:
            return std::string(app_.tr("Opening: swap2"));
        case OpeningRule::Renju26:
            return std::string(app_.tr("Opening: renju (26 openings, RIF)"));
        }
        break;
    case kClock:
        return format(app_.tr("Clock: {0}"),
                      {time_control_label(app_.translator(), choice_.clock)});
    case kSound:
        if (!app_.audio().has_device()) {
            return std::string(app_.tr("Sound: no audio device"));
        }
        return std::string(app_.audio().enabled() ? app_.tr("Sound: on") : app_.tr("Sound: off"));
    case kStart:
        return std::string(app_.tr("Play"));
    case kGames:
        return std::string(app_.tr("Games"));
    case kSettings:
        return std::string(app_.tr("Settings"));
    case kHelp:
        return std::string(app_.tr("Help and about"));
    case kQuit:
        return std::string(app_.tr("Quit"));
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
        if (choice_.play == PlayMode::Computers) {
            // Every pairing in turn: the second computer's level steps, then the first's.
            const int n = static_cast<int>(std::size(ai::kAllLevels));
            int pair = static_cast<int>(choice_.level) * n + static_cast<int>(choice_.second_level);
            pair = (pair + delta + n * n) % (n * n);
            choice_.level = static_cast<ai::Level>(pair / n);
            choice_.second_level = static_cast<ai::Level>(pair % n);
            break;
        }
        choice_.level = cycle(ai::kAllLevels, choice_.level, delta);
        break;
    case kSize:
        choice_.size = cycle(kSizes, choice_.size, delta);
        break;
    case kRule:
        choice_.rule = cycle(kAllRules, choice_.rule, delta);
        break;
    case kOpening:
        choice_.opening = cycle(kAllOpeningRules, choice_.opening, delta);
        break;
    case kClock: {
        const auto presets = time_control_presets();
        const auto it = std::find(presets.begin(), presets.end(), choice_.clock);
        const int n = static_cast<int>(presets.size());
        const int i = it == presets.end() ? 0 : static_cast<int>(it - presets.begin());
        choice_.clock = presets[static_cast<std::size_t>((i + delta + n) % n)];
        break;
    }
    case kSound:
        app_.set_sound(!app_.audio().enabled());
        choice_.sound = app_.audio().enabled();
        return;
    default:
        return;
    }
    // A change here makes the whole setup on show the player's choice: save all of it.
    app_.set_game_setup(choice_);
    app_.save_game_setup(choice_);
}

void TitleScene::move_focus(int delta) {
    // Past the rows that are greyed out (the level with two players, sound with no device).
    for (int i = 0; i < kRowCount; ++i) {
        focused_ = (focused_ + delta + kRowCount) % kRowCount;
        if (buttons_[focused_].enabled) {
            return;
        }
    }
}

void TitleScene::activate(int row) {
    if (row == kStart) {
        start_game();
    } else if (row == kGames) {
        app_.scenes().push(std::make_unique<GamesScene>(app_)); // the library
    } else if (row == kSettings) {
        app_.scenes().push(std::make_unique<SettingsScene>(app_));
    } else if (row == kHelp) {
        app_.scenes().push(std::make_unique<HelpScene>(app_, this));
    } else if (row == kQuit) {
        app_.quit();
    } else {
        step(row, +1);
    }
}

void TitleScene::start_demo() {
    // The setup on show, played by two computers; the player's own choice is not changed.
    Settings demo = choice_;
    demo.play = PlayMode::Computers;
    if (demo.level == demo.second_level) {
        demo.second_level = demo.level == ai::Level::Master ? ai::Level::Expert : ai::Level::Master;
    }
    auto scene = std::make_unique<GameScene>(app_, demo);
    scene->set_demo(true);
    app_.scenes().replace_all(std::move(scene));
}

void TitleScene::start_game() {
    app_.set_game_setup(choice_);
    app_.scenes().replace_all(std::make_unique<GameScene>(app_, choice_));
}

void TitleScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move && !p.touch) {
        keyboard_used_ = false; // the pointer's hover is now the one highlight
    }
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
        move_focus(-1);
        break;
    case SDLK_DOWN:
    case SDLK_TAB:
        move_focus(+1);
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
    case SDLK_d:
        start_demo();
        break;
    case SDLK_s:
        app_.scenes().push(std::make_unique<StatsScene>(app_));
        break;
    case SDLK_F1:
        activate(kHelp);
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
    // Top to bottom: the name (header_), the rows, the one-line footer; the rows take
    // what is left, down to 24 points each, so nothing overlaps at the smallest window.
    const int bw = std::min(width - ui.px(40), ui.px(420));
    const int footer = ui.px(30);
    // The name gives up height first when the rows at their smallest would not fit.
    const int rows_at_least = kRowCount * ui.px(24) + (kRowCount + 3) * ui.px(3);
    header_ = std::max(ui.px(60), std::min({ui.px(170), height * 26 / 100, height - footer - rows_at_least}));
    const int available = height - header_ - footer;
    const int spare = (available - kRowCount * ui.px(24)) / (kRowCount + 3);
    const int gap = std::clamp(std::min(available / 60, spare), ui.px(2), ui.px(9));
    const int bh =
        std::clamp((available - (kRowCount + 1) * gap) / kRowCount, ui.px(24), ui.px(46));
    const int total = kRowCount * bh + (kRowCount + 1) * gap;
    int y = header_ + std::max(0, (available - total) / 2);
    for (int row = 0; row < kRowCount; ++row) {
        if (row == kStart) {
            y += gap * 2; // a breath between the settings and the actions
        }
        buttons_[row].rect = {(width - bw) / 2, y, bw, bh};
        buttons_[row].label = label(row);
        buttons_[row].enabled = !(row == kLevel && choice_.play == PlayMode::TwoPlayers) &&
                                !(row == kSound && !app_.audio().has_device());
        y += bh + gap;
    }
}

void TitleScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    if (width < 50 || height < 50) {
        return;
    }
    // A row of five stones above the name, the game in one picture, inside the header.
    const float r = static_cast<float>(std::min(ui.px(16), header_ / 9));
    const int name_size = std::min(ui.px(52), header_ * 4 / 10);
    const int title_y = header_ - name_size * 6 / 10 - ui.px(4);
    for (int i = 0; i < 5; ++i) {
        draw_stone(ui, i % 2 ? Stone::White : Stone::Black, width / 2.0f + (i - 2) * r * 2.3f,
                   static_cast<float>(title_y - name_size * 6 / 10) - r * 1.4f, r);
    }
    ui.text.draw(ui.tr("Gomoku"), name_size, theme::kAccent, width / 2, title_y, Align::Centre,
                 true);
    // The player's record for this setup (S: the statistics scene), between the name and
    // the first button.
    const int record_y = (title_y + buttons_[kPlay].rect.y) / 2 + ui.px(12);
    const bool room = buttons_[kPlay].rect.y - title_y >= ui.px(56); // not over the name
    if (const std::string record = record_line(app_, choice_); room && !record.empty()) {
        ui.text.draw(record, ui.text.fitting_size(record, ui.px(14), width - ui.px(20), ui.px(9)),
                     theme::kTextDim, width / 2, record_y, Align::Centre);
    }
    for (int row = 0; row < kRowCount; ++row) {
        draw_button(ui, buttons_[row], !keyboard_used_ && row == tracker_.hovered(),
                    keyboard_used_ && row == focused_);
    }
    const std::string_view tip =
        ui.tr("Click a setting to change it  ·  arrows and Enter work too");
    ui.text.draw(tip, ui.text.fitting_size(tip, ui.px(13), width - ui.px(16), ui.px(9)),
                 theme::kTextDim, width / 2, height - ui.px(18), Align::Centre);
}

} // namespace gomoku::app
