#include "stats_scene.hpp"

#include "app.hpp"
#include "message_scene.hpp"
#include "names.hpp"
#include "theme.hpp"

#include <algorithm>
#include <cstdio>

namespace gomoku::app {

namespace {

std::string streak_text(const Translator& tr, const StatsRecord& r) {
    if (r.streak > 0) {
        return format(tr.plural("{0} win in a row", "{0} wins in a row", r.streak),
                      {std::to_string(r.streak)});
    }
    if (r.streak < 0) {
        return format(tr.plural("{0} loss in a row", "{0} losses in a row", -r.streak),
                      {std::to_string(-r.streak)});
    }
    return {};
}

} // namespace

std::string record_line(const App& app, const Settings& setup) {
    if (setup.play == PlayMode::TwoPlayers) {
        return {};
    }
    const std::string n = std::to_string(setup.size);
    const StatsRecord r = app.statistics().statistics().get({setup.rule, setup.size, setup.level});
    const Translator& tr = app.translator();
    std::string line =
        format(tr("You vs {0}, {1} {2}x{2}: {3}"),
               {level_text(tr, setup.level), rule_word(tr, setup.rule), n, score_line(r)});
    if (const std::string streak = streak_text(tr, r); !streak.empty()) {
        line += "  \xC2\xB7  " + streak;
    }
    return line;
}

StatsScene::StatsScene(App& app) : app_(app) {
    buttons_.resize(kButtonCount);
    buttons_[kBack].primary = true;
}

void StatsScene::ask_reset() {
    app_.scenes().push(std::make_unique<MessageScene>(
        app_, std::string(app_.tr("Reset the statistics?")),
        std::string(app_.tr("Every count, for every level, starts again from zero.")),
        std::string(app_.tr("Reset")), [&app = app_] {
            if (const std::string error = app.statistics().reset(); !error.empty()) {
                std::fprintf(stderr, "gomoku: %s\n", error.c_str());
            }
        }));
}

void StatsScene::on_pointer(const Pointer& p) {
    const int button = tracker_.on_pointer(p, buttons_);
    if (button == kReset) {
        ask_reset();
    } else if (button == kBack) {
        app_.scenes().pop();
    }
}

void StatsScene::on_key(const SDL_KeyboardEvent& key) {
    switch (key.keysym.sym) {
    case SDLK_DELETE:
        ask_reset();
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        app_.scenes().pop();
        break;
    default:
        break;
    }
}

void StatsScene::draw(const Ui& ui, int width, int height) {
    const int pad = ui.px(16);
    const int bh = ui.px(40);
    const int gap = ui.px(10);
    const int bw = std::min(ui.px(160), (width - 2 * pad - gap) / 2);
    for (int i = 0; i < kButtonCount; ++i) {
        buttons_[i].rect = {width / 2 - bw - gap / 2 + i * (bw + gap), height - pad - bh, bw, bh};
    }
    const auto& all = app_.statistics().statistics().all();
    buttons_[kReset].enabled = !all.empty();
    buttons_[kReset].label = ui.tr("Reset");
    buttons_[kBack].label = ui.tr("Back");
    ui.text.draw(ui.tr("Statistics"), ui.px(28), theme::kAccent, width / 2, ui.px(30),
                 Align::Centre, true);

    const int table_w = std::min(width - 2 * pad, ui.px(760));
    const int x = (width - table_w) / 2;
    const int row_h = ui.px(30);
    const bool narrow = table_w < ui.px(520);
    const int size = ui.px(narrow ? 12 : 15);
    // Columns: setup, games, wins-losses-draws, streak now, best streak.
    const int cols[] = {x, x + table_w * 46 / 100, x + table_w * 60 / 100, x + table_w * 80 / 100,
                        x + table_w};
    int y = ui.px(76);
    const std::string_view heads[] = {ui.tr("Against"), ui.tr("Games", "count"), ui.tr("W-L-D"),
                                      ui.tr("Streak"), ui.tr("Best")};
    for (int c = 0; c < 5; ++c) {
        ui.text.draw(heads[c], size, theme::kTextDim, c == 0 ? cols[0] : cols[c], y,
                     c == 0 ? Align::Left : Align::Right);
    }
    y += row_h;
    if (all.empty()) {
        ui.text.draw(ui.tr("No games against the computer yet."), ui.px(15), theme::kTextDim,
                     width / 2, height / 2, Align::Centre);
    }
    const int last_y = height - pad - bh - row_h;
    for (const auto& [key, r] : all) {
        if (y > last_y) {
            ui.text.draw("...", size, theme::kTextDim, cols[0], y);
            break;
        }
        const std::string n = std::to_string(key.size);
        const std::string who = format(ui.tr("{0}, {1} {2}x{2}"), {level_text(ui.tr, key.level),
                                                                   rule_word(ui.tr, key.rule), n});
        // W and L as in the W-L-D heading: "3 W" is three wins in a row.
        const std::string streak =
            r.streak == 0  ? "-"
            : r.streak > 0 ? format(ui.tr("{0} W", "streak"), {std::to_string(r.streak)})
                           : format(ui.tr("{0} L", "streak"), {std::to_string(-r.streak)});
        const std::string cells[] = {who, std::to_string(r.games), score_line(r), streak,
                                     std::to_string(r.best_streak)};
        ui.text.draw(cells[0],
                     ui.text.fitting_size(cells[0], size, cols[1] - cols[0] - ui.px(40), ui.px(8)),
                     theme::kText, cols[0], y);
        for (int c = 1; c < 5; ++c) {
            ui.text.draw(cells[c], size, theme::kText, cols[c], y, Align::Right);
        }
        y += row_h;
    }
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], i == tracker_.hovered(), false);
    }
}

} // namespace gomoku::app
