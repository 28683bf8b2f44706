#include "help_scene.hpp"

#include "app.hpp"
#include "board_theme.hpp"
#include "theme.hpp"

#include <algorithm>
#include <string>

#ifndef GOMOKU_VERSION
#define GOMOKU_VERSION "0.0.0"
#endif

namespace gomoku::app {

namespace {

// A few points of a board, drawn small: stones, and red crosses on forbidden points.
struct Diagram {
    int columns;
    int rows;
    std::vector<std::pair<Point, Stone>> stones;
    std::vector<Point> crosses;
};

void draw_diagram(const Ui& ui, const Diagram& d, const SDL_Rect& box) {
    const BoardTheme& wood = board_theme(BoardThemeId::Wood);
    const float cell = std::min(static_cast<float>(box.w) / static_cast<float>(d.columns),
                                static_cast<float>(box.h) / static_cast<float>(d.rows));
    const float w = cell * static_cast<float>(d.columns);
    const float h = cell * static_cast<float>(d.rows);
    const float x0 = static_cast<float>(box.x) + (static_cast<float>(box.w) - w) / 2;
    const float y0 = static_cast<float>(box.y) + (static_cast<float>(box.h) - h) / 2;
    fill_rounded(
        ui, {static_cast<int>(x0), static_cast<int>(y0), static_cast<int>(w), static_cast<int>(h)},
        ui.px(4), wood.face_top);
    SDL_SetRenderDrawColor(ui.renderer, wood.grid.r, wood.grid.g, wood.grid.b, 255);
    for (int c = 0; c < d.columns; ++c) {
        const float x = x0 + cell * (static_cast<float>(c) + 0.5f);
        SDL_RenderDrawLineF(ui.renderer, x, y0 + cell / 2, x, y0 + h - cell / 2);
    }
    for (int r = 0; r < d.rows; ++r) {
        const float y = y0 + cell * (static_cast<float>(r) + 0.5f);
        SDL_RenderDrawLineF(ui.renderer, x0 + cell / 2, y, x0 + w - cell / 2, y);
    }
    const auto centre = [&](Point p) {
        return SDL_FPoint{x0 + cell * (static_cast<float>(p.x) + 0.5f),
                          y0 + cell * (static_cast<float>(p.y) + 0.5f)};
    };
    for (const auto& [p, s] : d.stones) {
        const SDL_FPoint c = centre(p);
        draw_stone(ui, s, c.x, c.y, cell * 0.45f);
    }
    for (Point p : d.crosses) {
        const SDL_FPoint c = centre(p);
        draw_cross(ui, c.x, c.y, cell * 0.25f, std::max(2.0f, cell * 0.1f), theme::kForbidden);
    }
}

std::vector<std::pair<Point, Stone>> row_of(int n, int y, Stone s, int from = 0) {
    std::vector<std::pair<Point, Stone>> out;
    for (int i = 0; i < n; ++i) {
        out.push_back({{from + i, y}, s});
    }
    return out;
}

} // namespace

HelpScene::HelpScene(App& app, Scene* below, Page page) : app_(app), below_(below), page_(page) {
    buttons_.resize(kButtonCount);
    set_labels();
}

// At draw time too, so a change of language shows at once.
void HelpScene::set_labels() {
    buttons_[kRulesButton].label = app_.tr("Rules");
    buttons_[kKeysButton].label = app_.tr("Keys");
    buttons_[kAboutButton].label = app_.tr("About");
    buttons_[kBack].label = app_.tr("Back");
}

void HelpScene::on_event(const SDL_Event& event) {
    if (below_) {
        below_->on_event(event);
    }
}

void HelpScene::on_events_lost() {
    if (below_) {
        below_->on_events_lost();
    }
}

void HelpScene::press(int button) {
    if (button == kBack) {
        app_.scenes().pop();
    } else if (button >= 0 && button < kPageCount) {
        page_ = static_cast<Page>(button);
    }
}

void HelpScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move && !p.touch) {
        keyboard_used_ = false;
    }
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        focused_ = button;
        press(button);
    }
}

void HelpScene::on_key(const SDL_KeyboardEvent& key) {
    keyboard_used_ = true;
    switch (key.keysym.sym) {
    case SDLK_LEFT:
        focused_ = (focused_ + kButtonCount - 1) % kButtonCount;
        break;
    case SDLK_RIGHT:
    case SDLK_TAB:
        focused_ = (focused_ + 1) % kButtonCount;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        press(focused_);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
    case SDLK_F1:
        app_.scenes().pop();
        break;
    default:
        break;
    }
}

void HelpScene::text(const Ui& ui, std::string_view words, SDL_Rect box, float points,
                     SDL_Color colour, bool bold) {
    SDL_Rect drawn;
    if (bold) {
        drawn = ui.text.draw_in(words, box, ui.px(points), ui.px(11), colour, true);
    } else {
        const int size = ui.px(points);
        drawn = ui.text.draw_wrapped_in(words, box, size, colour, size * 13 / 10);
    }
    text_drawn_.push_back(drawn);
}

void HelpScene::draw_rules(const Ui& ui) {
    struct Rule {
        std::string_view name;
        std::string_view words;
        Diagram diagram;
    };
    auto five_and_six = row_of(6, 0, Stone::Black);
    auto exact = row_of(5, 0, Stone::White);
    exact.push_back({{5, 0}, Stone::Black});
    Diagram three_three{5, 5, {}, {{2, 2}}};
    // Black's two open threes would cross at the centre: a double three.
    three_three.stones = {{{0, 2}, Stone::Black},
                          {{1, 2}, Stone::Black},
                          {{2, 0}, Stone::Black},
                          {{2, 1}, Stone::Black}};
    const Rule rules[] = {
        {ui.tr("Freestyle"),
         ui.tr("Five or more stones in a row wins, across, down or diagonally. Six black "
               "stones in a row win too."),
         {6, 1, five_and_six, {}}},
        {ui.tr("Standard"),
         ui.tr("Exactly five in a row wins. A row of six or more (an overline) does not "
               "win for either side."),
         {6, 1, exact, {}}},
        {ui.tr("Renju"),
         ui.tr("Black, who moves first, may not make a double three, a double four or an "
               "overline; the board marks those points with a red cross. An exact five "
               "always wins. White has no restriction."),
         three_three},
    };
    const int gap = ui.px(10);
    const int row_h = std::min((content_.h - 2 * gap) / 3, ui.px(150));
    const int picture = std::min(ui.px(120), std::min(row_h, content_.w / 3));
    const float words = content_.w > ui.px(600) ? 15.0f : 13.0f;
    for (int i = 0; i < 3; ++i) {
        const SDL_Rect row{content_.x, content_.y + i * (row_h + gap), content_.w, row_h};
        const int head = ui.px(24);
        draw_diagram(ui, rules[i].diagram,
                     {row.x, row.y + head / 2, picture, std::min(row.h - head / 2, picture)});
        const int tx = row.x + picture + gap * 2;
        const int tw = row.x + row.w - tx;
        text(ui, rules[i].name, {tx, row.y, tw, head}, 18, theme::kAccent, true);
        text(ui, rules[i].words, {tx, row.y + head, tw, row.h - head}, words, theme::kText);
    }
}

void HelpScene::draw_keys(const Ui& ui) {
    const std::string_view keys[][2] = {
        {ui.tr("Click, tap"), ui.tr("place a stone (where you release)")},
        {ui.tr("Arrows, Enter"), ui.tr("move the cursor, place")},
        {ui.tr("U, Ctrl+Z"), ui.tr("undo your move (and the reply)")},
        {ui.tr("R, Ctrl+Y"), ui.tr("redo")},
        {ui.tr("H"), ui.tr("a hint from the engine")},
        {ui.tr("G"), ui.tr("make the computer move now")},
        {ui.tr("I"), ui.tr("show or hide the thinking line")},
        {ui.tr("N"), ui.tr("new game (asks first)")},
        {ui.tr("Esc"), ui.tr("back to the title (asks first)")},
        {ui.tr("M"), ui.tr("sound on or off")},
        {ui.tr("P, S"), ui.tr("computer vs computer: pause, one move")},
        {ui.tr("B, W"), ui.tr("computer vs computer: take over that colour")},
        {ui.tr("D (title)"), ui.tr("demo: the computer plays itself")},
        {ui.tr("L, O (renju26)"), ui.tr("the 26 openings by name, one at random")},
        {ui.tr("F2, F3"), ui.tr("move numbers, coordinates")},
        {ui.tr("F1"), ui.tr("this help")},
        {ui.tr("F11"), ui.tr("fullscreen")},
        {ui.tr("Ctrl+Q"), ui.tr("quit (asks first during a game)")},
    };
    const int n = static_cast<int>(std::size(keys));
    const int line = std::min(ui.px(30), content_.h / n);
    const int key_w = std::min(ui.px(140), content_.w / 3);
    for (int i = 0; i < n; ++i) {
        const int y = content_.y + i * line;
        text(ui, keys[i][0], {content_.x, y, key_w - ui.px(8), line}, 15, theme::kAccent, true);
        SDL_Rect box{content_.x + key_w, y, content_.w - key_w, line};
        const SDL_Rect drawn = ui.text.draw_in(keys[i][1], box, ui.px(15), ui.px(11), theme::kText);
        text_drawn_.push_back(drawn);
    }
}

void HelpScene::draw_about(const Ui& ui) {
    int y = content_.y;
    const int w = content_.w;
    text(ui, format(ui.tr("Gomoku {0}"), {GOMOKU_VERSION}), {content_.x, y, w, ui.px(34)}, 26,
         theme::kAccent, true);
    y += ui.px(40);
    const std::string_view paragraphs[] = {
        ui.tr("Five in a row against the computer or a friend. MIT licence; copyright 2026 the "
              "Gomoku authors."),
        ui.tr("Font: DejaVu Sans, under the Bitstream Vera licence (DejaVu's changes are in the "
              "public domain): free to use, copy, change and pass on; its text is in "
              "LICENSE.DejaVu beside the font."),
        ui.tr("Chinese font: Noto Sans CJK SC (only the characters the game uses), under the "
              "SIL Open Font License 1.1; its text is in LICENSE.NotoSansCJK beside the font."),
        ui.tr("Made with SDL2, SDL2_image, SDL2_mixer and SDL2_ttf (zlib licence). Stones, sounds "
              "and icon are drawn by the game's own script; the board themes are drawn in code."),
    };
    const int bottom = content_.y + content_.h;
    for (const std::string_view p : paragraphs) {
        text(ui, p, {content_.x, y, w, bottom - y}, 14, theme::kText);
        const SDL_Rect& drawn = text_drawn_.back();
        y = drawn.y + drawn.h + ui.px(14); // the next paragraph after the lines this one took
    }
}

void HelpScene::draw(const Ui& ui, int width, int height) {
    text_drawn_.clear();
    const int pad = ui.px(20);
    const int bh = ui.px(40);
    const int gap = ui.px(10);
    const int w = std::min(width - 2 * pad, ui.px(760));
    const int x = (width - w) / 2;
    const int bw = (w - 3 * gap) / kButtonCount;
    for (int i = 0; i < kButtonCount; ++i) {
        buttons_[i].rect = {x + i * (bw + gap), height - pad - bh, bw, bh};
    }
    const int heading = ui.px(44);
    content_ = {x, pad + heading, w, height - 2 * pad - heading - bh - gap * 2};
    if (width < 50 || height < 50) {
        return;
    }
    set_labels();
    const std::string_view titles[] = {ui.tr("How to win"), ui.tr("Keys"), ui.tr("About")};
    text(ui, titles[page_], {x, pad, w, heading - gap}, 30, theme::kAccent, true);
    switch (page_) {
    case kRules:
        draw_rules(ui);
        break;
    case kKeys:
        draw_keys(ui);
        break;
    case kAbout:
        draw_about(ui);
        break;
    default:
        break;
    }
    for (int i = 0; i < kButtonCount; ++i) {
        Button b = buttons_[i];
        b.primary = i == page_; // the page on show, in the accent colour
        draw_button(ui, b, !keyboard_used_ && i == tracker_.hovered(),
                    keyboard_used_ && i == focused_);
    }
}

} // namespace gomoku::app
