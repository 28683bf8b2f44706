#include "confirm_scene.hpp"

#include "app.hpp"
#include "theme.hpp"

#include <algorithm>

namespace gomoku::app {

ConfirmScene::ConfirmScene(App& app, Scene& below, Question question, std::function<void()> on_yes)
    : app_(app), below_(below), question_(std::move(question)), on_yes_(std::move(on_yes)) {
    buttons_.resize(kButtonCount);
    buttons_[kYes].label = question_.yes;
    buttons_[kYes].primary = true;
    buttons_[kNo].label =
        question_.no.empty() ? std::string(app_.tr("Keep playing")) : question_.no;
}

void ConfirmScene::answer(bool yes) {
    if (answered_) {
        return; // a double click must not run the action twice
    }
    answered_ = true;
    app_.scenes().pop();
    if (yes) {
        on_yes_();
    }
}

bool ConfirmScene::on_quit_request() {
    if (question_.quits) {
        return false; // asked twice: quit
    }
    // Another question replaces this one.
    answer(false);
    return below_.on_quit_request();
}

void ConfirmScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move) {
        below_.on_pointer(p); // so the board's hover is right when the question goes
        if (!p.touch) {
            keyboard_used_ = false; // the mouse is in use: its hover is the one highlight
        }
    }
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        answer(button == kYes);
    }
}

void ConfirmScene::on_key(const SDL_KeyboardEvent& key) {
    keyboard_used_ = true;
    switch (key.keysym.sym) {
    case SDLK_LEFT:
    case SDLK_RIGHT:
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_TAB: // two buttons: every direction goes to the other one
        focused_ = focused_ == kYes ? kNo : kYes;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        answer(focused_ == kYes);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        answer(false);
        break;
    default:
        break;
    }
}

void ConfirmScene::layout(const Ui& ui, int width, int height) {
    const int pad = ui.px(20);
    const int bh = ui.px(42);
    const int gap = ui.px(12);
    SDL_Rect area = question_.area;
    if (area.w < ui.px(200) || area.h < ui.px(200)) {
        area = {0, 0, width, height};
    }
    const int w = std::min(area.w - ui.px(24), ui.px(440));
    // Side by side when both labels fit, one above the other in a narrow panel.
    const bool stacked = w < ui.px(340);
    const int buttons_h = stacked ? 2 * bh + gap : bh;
    const int h = std::min(area.h - ui.px(16), ui.px(148) + buttons_h);
    card_ = {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
    const int inner = w - 2 * pad;
    const int bottom = card_.y + card_.h - pad;
    if (stacked) {
        buttons_[kYes].rect = {card_.x + pad, bottom - 2 * bh - gap, inner, bh};
        buttons_[kNo].rect = {card_.x + pad, bottom - bh, inner, bh};
    } else {
        const int bw = (inner - gap) / 2;
        buttons_[kYes].rect = {card_.x + pad, bottom - bh, bw, bh};
        buttons_[kNo].rect = {card_.x + pad + bw + gap, bottom - bh, inner - bw - gap, bh};
    }
}

void ConfirmScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    fill_rect(ui.renderer, {0, 0, width, height}, theme::kShade);
    fill_rounded(ui, card_, ui.px(12), theme::kPanel);
    const int pad = ui.px(20);
    const int text_width = card_.w - 2 * pad;
    const int title_size = ui.text.fitting_size(question_.text, ui.px(22), text_width, ui.px(12));
    int y = card_.y + pad + ui.px(12);
    ui.text.draw(question_.text, title_size, theme::kText, card_.x + pad, y, Align::Left, true);
    y += ui.px(32);
    ui.text.draw_wrapped(question_.detail, ui.px(14), theme::kTextDim, card_.x + pad, y, text_width,
                         ui.px(19));
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], !keyboard_used_ && i == tracker_.hovered(),
                    keyboard_used_ && i == focused_);
    }
}

} // namespace gomoku::app
