#include "renju_openings_scene.hpp"

#include "app.hpp"
#include "names.hpp"
#include "theme.hpp"

#include "core/renju_openings.hpp"

#include <algorithm>

namespace gomoku::app {

namespace {

constexpr int kPerColumn = 13; // the direct openings, then the indirect ones

} // namespace

RenjuOpeningsScene::RenjuOpeningsScene(App& app, Scene& below,
                                       std::function<void(std::size_t)> on_pick)
    : app_(app), below_(below), on_pick_(std::move(on_pick)), buttons_(renju_openings().size()) {}

void RenjuOpeningsScene::pick(int index) {
    if (done_) {
        return; // a double click picks once
    }
    done_ = true;
    app_.scenes().pop();
    if (index >= 0) {
        on_pick_(static_cast<std::size_t>(index));
    }
}

bool RenjuOpeningsScene::on_quit_request() {
    pick(-1);
    return below_.on_quit_request();
}

void RenjuOpeningsScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move && !p.touch) {
        keyboard_used_ = false;
    }
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        pick(button);
    }
}

void RenjuOpeningsScene::on_key(const SDL_KeyboardEvent& key) {
    keyboard_used_ = true;
    const int n = static_cast<int>(buttons_.size());
    switch (key.keysym.sym) {
    case SDLK_UP:
        focused_ = (focused_ + n - 1) % n;
        break;
    case SDLK_DOWN:
    case SDLK_TAB:
        focused_ = (focused_ + 1) % n;
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        focused_ = (focused_ + kPerColumn) % n; // the same row of the other column
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        pick(focused_);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        pick(-1);
        break;
    default:
        break;
    }
}

void RenjuOpeningsScene::layout(const Ui& ui, int width, int height) {
    const int pad = ui.px(12);
    const int gap = ui.px(4);
    const int header = ui.px(58); // the title and the two column heads
    const int w = std::min(width - ui.px(16), ui.px(460));
    const int bh =
        std::clamp((height - ui.px(16) - header - pad - (kPerColumn - 1) * gap) / kPerColumn,
                   ui.px(14), ui.px(30));
    const int h = header + kPerColumn * bh + (kPerColumn - 1) * gap + pad;
    card_ = {(width - w) / 2, std::max(0, (height - h) / 2), w, h};
    const int column_w = (w - 3 * pad) / 2;
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const int column = static_cast<int>(i) / kPerColumn;
        const int row = static_cast<int>(i) % kPerColumn;
        buttons_[i].rect = {card_.x + pad + column * (column_w + pad),
                            card_.y + header + row * (bh + gap), column_w, bh};
        buttons_[i].label = std::string(renju_opening_text(ui.tr, i));
    }
}

void RenjuOpeningsScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    fill_rect(ui.renderer, {0, 0, width, height}, theme::kShade); // the list, not the board
    fill_rounded(ui, card_, ui.px(12), theme::kPanel);
    const int pad = ui.px(12);
    const std::string_view title = ui.tr("Choose a renju opening");
    ui.text.draw(title, ui.text.fitting_size(title, ui.px(18), card_.w - 2 * pad, ui.px(11), true),
                 theme::kText, card_.x + pad, card_.y + pad + ui.px(8), Align::Left, true);
    const int head_y = card_.y + ui.px(44);
    ui.text.draw(ui.tr("Direct"), ui.px(13), theme::kTextDim, buttons_[0].rect.x, head_y,
                 Align::Left);
    ui.text.draw(ui.tr("Indirect"), ui.px(13), theme::kTextDim, buttons_[kPerColumn].rect.x, head_y,
                 Align::Left);
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        const int index = static_cast<int>(i);
        draw_button(ui, buttons_[i], !keyboard_used_ && index == tracker_.hovered(),
                    keyboard_used_ && index == focused_);
    }
}

} // namespace gomoku::app
