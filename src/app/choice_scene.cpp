#include "choice_scene.hpp"

#include "app.hpp"
#include "theme.hpp"

#include <algorithm>

namespace gomoku::app {

ChoiceScene::ChoiceScene(App& app, Scene& below, Prompt prompt, std::function<void(int)> on_answer)
    : app_(app), below_(below), prompt_(std::move(prompt)), on_answer_(std::move(on_answer)) {
    for (const std::string& a : prompt_.answers) {
        Button b;
        b.label = a;
        buttons_.push_back(b);
    }
    if (!buttons_.empty()) {
        buttons_.front().primary = true;
    }
}

void ChoiceScene::answer(int index) {
    if (answered_) {
        return; // a double click answers once
    }
    answered_ = true;
    app_.scenes().pop();
    on_answer_(index);
}

bool ChoiceScene::on_quit_request() {
    // Closed without an answer (-2): the scene below asks its own question about quitting,
    // and asks this one again if the player stays.
    answer(-2);
    return below_.on_quit_request();
}

void ChoiceScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move) {
        below_.on_pointer(p);
        if (!p.touch) {
            keyboard_used_ = false;
        }
    }
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        answer(button);
    }
}

void ChoiceScene::on_key(const SDL_KeyboardEvent& key) {
    keyboard_used_ = true;
    const int n = static_cast<int>(buttons_.size());
    switch (key.keysym.sym) {
    case SDLK_UP:
    case SDLK_LEFT:
        focused_ = (focused_ + n - 1) % n;
        break;
    case SDLK_DOWN:
    case SDLK_RIGHT:
    case SDLK_TAB:
        focused_ = (focused_ + 1) % n;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        answer(focused_);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        answer(-1);
        break;
    default:
        break;
    }
}

void ChoiceScene::layout(const Ui& ui, int width, int height) {
    const int pad = ui.px(16);
    const int bh = ui.px(40);
    const int gap = ui.px(10);
    SDL_Rect area = prompt_.area;
    if (area.w < ui.px(200) || area.h < ui.px(200)) {
        area = {0, 0, width, height};
    }
    const int w = std::min(area.w - ui.px(16), ui.px(420));
    const int n = static_cast<int>(buttons_.size());
    // Room for the detail's lines (estimated from its width, one spare), as far as it goes.
    const int lines = ui.text.width(prompt_.detail, ui.px(13)) / std::max(1, w - 2 * pad) + 2;
    const int h =
        std::min(area.h - ui.px(12), ui.px(64) + lines * ui.px(17) + n * bh + (n - 1) * gap + pad);
    card_ = {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, w, h};
    int y = card_.y + card_.h - pad - n * bh - (n - 1) * gap;
    for (Button& b : buttons_) {
        b.rect = {card_.x + pad, y, w - 2 * pad, bh};
        y += bh + gap;
    }
}

void ChoiceScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    fill_rounded(ui, card_, ui.px(12), theme::kPanel);
    const int pad = ui.px(16);
    const int text_width = card_.w - 2 * pad;
    const int title_size =
        ui.text.fitting_size(prompt_.title, ui.px(20), text_width, ui.px(12), true);
    int y = card_.y + pad + ui.px(10);
    ui.text.draw(prompt_.title, title_size, theme::kText, card_.x + pad, y, Align::Left, true);
    y += ui.px(18);
    // Between the title and the buttons; cut with an ellipsis if the card is too small.
    const SDL_Rect detail{card_.x + pad, y, text_width,
                          buttons_.empty() ? 0 : buttons_.front().rect.y - y - ui.px(6)};
    ui.text.draw_wrapped_in(prompt_.detail, detail, ui.px(13), theme::kTextDim, ui.px(17));
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const int index = static_cast<int>(i);
        draw_button(ui, buttons_[i], !keyboard_used_ && index == tracker_.hovered(),
                    keyboard_used_ && index == focused_);
    }
}

} // namespace gomoku::app
