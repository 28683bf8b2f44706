#include "message_scene.hpp"

#include "app.hpp"
#include "theme.hpp"

#include <algorithm>

namespace gomoku::app {

MessageScene::MessageScene(App& app, std::string title, std::string text)
    : app_(app), title_(std::move(title)), text_(std::move(text)) {
    buttons_.resize(1);
    buttons_[0].label = app_.tr("OK");
    buttons_[0].primary = true;
}

MessageScene::MessageScene(App& app, std::string title, std::string text, std::string action_label,
                           std::function<void()> action)
    : MessageScene(app, std::move(title), std::move(text)) {
    action_ = std::move(action);
    buttons_[0].label = std::move(action_label);
    buttons_.push_back({});
    buttons_[1].label = app_.tr("Cancel");
}

void MessageScene::close(bool act) {
    app_.scenes().pop();
    if (act && action_) {
        action_();
    }
}

void MessageScene::on_pointer(const Pointer& p) {
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        close(button == 0);
    }
}

void MessageScene::on_key(const SDL_KeyboardEvent& key) {
    switch (key.keysym.sym) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        close(true);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        close(false);
        break;
    default:
        break;
    }
}

void MessageScene::draw(const Ui& ui, int width, int height) {
    fill_rect(ui.renderer, {0, 0, width, height}, theme::kShade);
    const int pad = ui.px(22);
    const int card_w = std::min(width - ui.px(24), ui.px(520));
    const int text_size = ui.px(15);
    const int line_h = ui.px(21);
    const int bh = ui.px(42);
    // Room for about six lines of text; long paths wrap at spaces or overflow the card.
    const int card_h = std::min(height - ui.px(24), ui.px(60) + 6 * line_h + bh + 2 * pad);
    const SDL_Rect card{(width - card_w) / 2, (height - card_h) / 2, card_w, card_h};
    fill_rounded(ui, card, ui.px(10), theme::kPanel);
    const int title_size = ui.text.fitting_size(title_, ui.px(24), card_w - 2 * pad, ui.px(14));
    ui.text.draw(title_, title_size, theme::kAccent, card.x + pad, card.y + pad + ui.px(10),
                 Align::Left, true);
    ui.text.draw_wrapped(text_, text_size, theme::kText, card.x + pad, card.y + pad + ui.px(50),
                         card_w - 2 * pad, line_h);
    // The action (or OK) on the right, Cancel to its left.
    const int bw = std::min(ui.px(120), (card_w - 2 * pad - ui.px(10)) / 2);
    int x = card.x + card_w - pad;
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        x -= bw;
        buttons_[i].rect = {x, card.y + card_h - pad - bh, bw, bh};
        x -= ui.px(10);
        draw_button(ui, buttons_[i], tracker_.hovered() == static_cast<int>(i), i == 0);
    }
}

} // namespace gomoku::app
