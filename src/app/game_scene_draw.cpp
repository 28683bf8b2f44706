// GameScene: layout and drawing (the rules of play are in game_scene.cpp).

#include "app.hpp"
#include "core/notation.hpp"
#include "core/renju.hpp"
#include "game_scene.hpp"
#include "theme.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gomoku::app {

namespace {
constexpr float kPi = 3.14159265f;
}

void GameScene::relayout(int width, int height, float scale) {
    const auto px = [scale](float points) { return static_cast<int>(points * scale + 0.5f); };
    const int margin = px(14);
    portrait_ = width < height * 6 / 5;
    SDL_Rect board_area;
    if (!portrait_) {
        const int pw = std::clamp(width * 27 / 100, px(220), px(330));
        panel_ = {width - pw, 0, pw, height};
        board_area = {margin, margin, width - pw - 2 * margin, height - 2 * margin};
    } else {
        const int ph = std::clamp(height * 24 / 100, px(150), px(210));
        panel_ = {0, height - ph, width, ph};
        board_area = {margin, margin, width - 2 * margin, height - ph - 2 * margin};
    }
    const int old_cell = static_cast<int>(view_.cell() * 100);
    const SDL_Rect old_wood = view_.wood();
    view_.layout(board_area, game_.board().size());

    // Buttons: a column at the panel's foot (landscape) or a row along it (portrait).
    static const char* const kLabels[kButtonCount] = {"Undo", "Redo", "Hint", "", "New game", "Title"};
    buttons_.assign(kButtonCount, {});
    for (int i = 0; i < kButtonCount; ++i) {
        buttons_[i].label = kLabels[i];
    }
    const bool audio = app_.audio().has_device();
    buttons_[kSound].label = !audio ? "No audio" : app_.audio().enabled() ? "Sound: on" : "Sound: off";
    const int gap = px(10);
    const int pad = px(20);
    const int bh = px(42);
    if (!portrait_) {
        const int bw = panel_.w - 2 * pad;
        int y = panel_.y + panel_.h - pad - bh;
        for (int i : {kTitle, kNew}) {
            buttons_[i].rect = {panel_.x + pad, y, bw, bh};
            y -= bh + gap;
        }
        const int half = (bw - gap) / 2;
        for (auto [left, right] : {std::pair{kHint, kSound}, std::pair{kUndo, kRedo}}) {
            buttons_[left].rect = {panel_.x + pad, y, half, bh};
            buttons_[right].rect = {panel_.x + pad + half + gap, y, bw - half - gap, bh};
            y -= bh + gap;
        }
    } else {
        const int bw = (panel_.w - 2 * pad - (kButtonCount - 1) * gap) / kButtonCount;
        for (int i = 0; i < kButtonCount; ++i) {
            buttons_[i].rect = {panel_.x + pad + i * (bw + gap), panel_.y + panel_.h - pad - bh, bw, bh};
        }
        buttons_[kNew].label = "New";
        buttons_[kSound].label = !audio ? "No audio" : app_.audio().enabled() ? "Sound" : "Muted";
    }
    buttons_[kSound].enabled = audio;
    buttons_[kUndo].enabled = game_.can_undo();
    buttons_[kRedo].enabled = game_.can_redo() && !thinking_;
    buttons_[kHint].enabled = human_to_move() && !hinting_;

    const SDL_Rect& wood = view_.wood();
    if (app_.verbose() && (old_cell != static_cast<int>(view_.cell() * 100) || old_wood.x != wood.x ||
                           old_wood.y != wood.y)) {
        log_layout(scale);
    }
}

void GameScene::log_layout(float scale) const {
    // Window points, the unit xdotool clicks in, for the end-to-end test.
    const int mid = game_.board().size() / 2;
    const SDL_FPoint c = view_.centre_of({mid, mid});
    std::printf("layout: cell=%.1f centre=%s at %d,%d\n", view_.cell() / scale,
                to_notation({mid, mid}).c_str(), static_cast<int>(std::lround(c.x / scale)),
                static_cast<int>(std::lround(c.y / scale)));
    std::fflush(stdout);
}

void GameScene::draw(const Ui& ui, int width, int height) {
    relayout(width, height, ui.scale);
    if (width < 50 || height < 50) {
        return; // nothing readable fits; the next resize brings everything back
    }
    BoardMarks marks;
    marks.last_move = game_.last_move();
    if (game_.over()) {
        marks.winning_run = &game_.winning_run();
    }
    forbidden_.clear();
    if (game_.rule() == Rule::Renju && game_.to_move() == Stone::Black && !game_.over()) {
        // Recomputed every frame: a full query takes about 20 us on 19x19
        // (gomoku-bench forbidden), far less than caching would be worth.
        forbidden_ = forbidden_points(game_.board());
        marks.forbidden = &forbidden_;
    }
    const bool hover_forbidden =
        hover_ && std::find(forbidden_.begin(), forbidden_.end(), *hover_) != forbidden_.end();
    if (hover_ && human_to_move() && !hover_forbidden) {
        marks.ghost = hover_;
        marks.ghost_stone = game_.to_move();
    }
    ghost_shown_ = marks.ghost;
    if (show_cursor_) {
        marks.cursor = cursor_;
    }
    if (hint_) {
        marks.hint = hint_;
        marks.hint_stone = game_.to_move();
        const double age = std::min(clock_ - hint_since_, kHintPulseSeconds);
        marks.pulse = 0.5f + 0.5f * std::sin(static_cast<float>(age) * 2 * kPi);
    }
    view_.draw(ui, game_.board(), marks);
    draw_panel(ui);
}

void GameScene::draw_panel(const Ui& ui) {
    fill_rect(ui.renderer, panel_, theme::kPanel);
    const int pad = ui.px(20);
    const int x = panel_.x + pad;
    int y = panel_.y + (portrait_ ? ui.px(24) : ui.px(36));
    const int line = ui.px(portrait_ ? 26 : 30);

    if (!portrait_) {
        ui.text.draw("Gomoku", ui.px(28), theme::kAccent, x, y, Align::Left, true);
        y += ui.px(34);
    }
    std::string setup = std::string(rule_name(setup_.rule)) + " rule, " +
                        std::to_string(setup_.size) + "\xC3\x97" + std::to_string(setup_.size);
    setup[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(setup[0])));
    const std::string opponent =
        computer() == Stone::Empty ? "Two players"
                                   : "Against the computer (" + std::string(ai::level_name(setup_.level)) + ")";
    if (portrait_) {
        ui.text.draw(setup + "  \xC2\xB7  " + opponent, ui.px(14), theme::kTextDim, x, y);
    } else {
        ui.text.draw(opponent, ui.px(14), theme::kTextDim, x, y);
        y += ui.px(20);
        ui.text.draw(setup, ui.px(14), theme::kTextDim, x, y);
    }
    y += line + ui.px(6);

    // Whose turn, with a stone of that colour.
    std::string turn;
    const Stone side = game_.to_move();
    if (game_.over()) {
        turn = "Game over";
    } else if (thinking_) {
        turn = "Computer is thinking";
    } else if (computer() == Stone::Empty) {
        turn = std::string(side == Stone::Black ? "Black" : "White") + " to move";
    } else {
        turn = std::string("Your move (") + (side == Stone::Black ? "Black" : "White") + ")";
    }
    const float r = static_cast<float>(ui.px(11));
    if (!game_.over()) {
        draw_stone(ui, side, static_cast<float>(x) + r, static_cast<float>(y), r);
    }
    const int text_x = game_.over() ? x : x + static_cast<int>(2 * r) + ui.px(10);
    ui.text.draw(turn, ui.px(19), theme::kText, text_x, y, Align::Left, true);
    if (thinking_) {
        // Eight dots chasing round: it moves every frame, so a frozen window would show.
        const float cx = static_cast<float>(text_x + ui.text.width(turn, ui.px(19), true) + ui.px(22));
        const float ring = static_cast<float>(ui.px(9));
        for (int i = 0; i < 8; ++i) {
            const float a = static_cast<float>(clock_) * 2 * kPi * 0.9f + i * kPi / 4;
            const Uint8 alpha = static_cast<Uint8>(60 + 195 * i / 7);
            fill_disc(ui, cx + ring * std::cos(a), static_cast<float>(y) + ring * std::sin(a),
                      static_cast<float>(ui.px(2.4f)), {theme::kAccent.r, theme::kAccent.g,
                                                        theme::kAccent.b, alpha});
        }
    }
    y += line;
    std::string count = "Move " + std::to_string(game_.move_count());
    if (game_.move_count() > 0) {
        count += "  (last " + to_notation(game_.last_move()) + ")";
    }
    ui.text.draw(count, ui.px(15), theme::kTextDim, x, y);
    y += line;
    const int text_width = panel_.x + panel_.w - pad - x;
    if (!notice_.empty()) {
        y += ui.px(19) * ui.text.draw_wrapped(notice_, ui.px(15), theme::kAccent, x, y, text_width, ui.px(19));
    }
    if (!forbidden_.empty() && !portrait_) {
        const int size = ui.px(13);
        const float half = static_cast<float>(ui.px(5));
        draw_cross(ui, static_cast<float>(x) + half, static_cast<float>(y + ui.px(10)), half,
                   static_cast<float>(ui.px(2)), theme::kForbidden);
        ui.text.draw_wrapped("forbidden for Black (renju)", size, theme::kTextDim,
                             x + ui.px(18), y + ui.px(10), text_width - ui.px(18), ui.px(17));
    }
    if (!portrait_ && buttons_[kUndo].rect.y - y > ui.px(90)) {
        const char* keys = "U undo  \xC2\xB7  H hint  \xC2\xB7  M sound  \xC2\xB7  N new";
        ui.text.draw(keys, ui.text.fitting_size(keys, ui.px(12), text_width, ui.px(9)),
                     theme::kTextDim, x, buttons_[kUndo].rect.y - ui.px(22));
    }
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], i == buttons_tracker_.hovered(), false);
    }
}

} // namespace gomoku::app
