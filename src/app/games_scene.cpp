#include "games_scene.hpp"

#include "app.hpp"
#include "atomic_file.hpp"
#include "message_scene.hpp"
#include "names.hpp"
#include "stats_scene.hpp"
#include "theme.hpp"

#include <algorithm>
#include <system_error>

namespace gomoku::app {

namespace {

// "You vs Computer (Easy)", in the player's language.
std::string players_text(const Translator& tr, const LibraryEntry& e) {
    return format(tr("{0} vs {1}"), {player_text(tr, e.black_player, Stone::Black),
                                     player_text(tr, e.white_player, Stone::White)});
}

} // namespace

GamesScene::GamesScene(App& app) : app_(app) {
    buttons_.resize(kButtonCount);
    buttons_[kOpen].primary = true;
    reload();
}

void GamesScene::reload() {
    entries_ = list_games(app_.keeper().games_folder());
    selected_ = std::clamp(selected_, 0, std::max(0, static_cast<int>(entries_.size()) - 1));
    scroll_to_selected();
}

void GamesScene::select(int index) {
    if (entries_.empty()) {
        return;
    }
    selected_ = std::clamp(index, 0, static_cast<int>(entries_.size()) - 1);
    scroll_to_selected();
}

void GamesScene::scroll_to_selected() {
    if (selected_ < first_) {
        first_ = selected_;
    } else if (selected_ >= first_ + visible_) {
        first_ = selected_ - visible_ + 1;
    }
    first_ = std::clamp(first_, 0, std::max(0, static_cast<int>(entries_.size()) - visible_));
}

void GamesScene::open_selected() {
    if (entries_.empty()) {
        return;
    }
    app_.open_record(entries_[static_cast<std::size_t>(selected_)].file);
}

void GamesScene::delete_selected() {
    if (entries_.empty()) {
        return;
    }
    const LibraryEntry& entry = entries_[static_cast<std::size_t>(selected_)];
    const std::filesystem::path file = entry.file;
    const Translator& tr = app_.translator();
    const std::string what =
        entry.error.empty()
            ? format(tr.plural("{0}, {1}, {2} move", "{0}, {1}, {2} moves", entry.moves),
                     {players_text(tr, entry), entry.date, std::to_string(entry.moves)})
            : path_text(file.filename());
    app_.scenes().push(
        std::make_unique<MessageScene>(app_, std::string(tr("Delete this game?")),
                                       format(tr("{0}. It cannot be brought back."), {what}),
                                       std::string(tr("Delete")), [this, file] {
                                           std::error_code ec;
                                           std::filesystem::remove(file, ec);
                                           reload();
                                       }));
}

void GamesScene::on_pointer(const Pointer& p) {
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        switch (button) {
        case kOpen:
            open_selected();
            break;
        case kDelete:
            delete_selected();
            break;
        case kStats:
            app_.scenes().push(std::make_unique<StatsScene>(app_));
            break;
        case kBack:
            app_.scenes().pop();
            break;
        default:
            break;
        }
        return;
    }
    int row = -1;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const SDL_Rect& r = rows_[i];
        if (p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h) {
            row = first_ + static_cast<int>(i);
        }
    }
    if (p.kind == Pointer::Kind::Down) {
        pressed_row_ = row;
    } else if (p.kind == Pointer::Kind::Up && row >= 0 && row == pressed_row_) {
        // A tap selects; a tap on the selected game opens it.
        if (row == selected_) {
            open_selected();
        } else {
            select(row);
        }
    }
}

void GamesScene::on_key(const SDL_KeyboardEvent& key) {
    switch (key.keysym.sym) {
    case SDLK_UP:
        select(selected_ - 1);
        break;
    case SDLK_DOWN:
        select(selected_ + 1);
        break;
    case SDLK_PAGEUP:
        select(selected_ - visible_);
        break;
    case SDLK_PAGEDOWN:
        select(selected_ + visible_);
        break;
    case SDLK_HOME:
        select(0);
        break;
    case SDLK_END:
        select(static_cast<int>(entries_.size()) - 1);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        open_selected();
        break;
    case SDLK_DELETE:
    case SDLK_BACKSPACE:
        delete_selected();
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        app_.scenes().pop();
        break;
    default:
        break;
    }
}

void GamesScene::on_event(const SDL_Event& event) {
    if (event.type == SDL_MOUSEWHEEL) {
        first_ = std::clamp(first_ - event.wheel.y, 0,
                            std::max(0, static_cast<int>(entries_.size()) - visible_));
    }
}

void GamesScene::layout(const Ui& ui, int width, int height) {
    const int pad = ui.px(16);
    const int bh = ui.px(40);
    const int gap = ui.px(10);
    const int bw = std::min(ui.px(160), (width - 2 * pad - (kButtonCount - 1) * gap) / kButtonCount);
    const int buttons_w = kButtonCount * bw + (kButtonCount - 1) * gap;
    for (int i = 0; i < kButtonCount; ++i) {
        buttons_[i].rect = {(width - buttons_w) / 2 + i * (bw + gap), height - pad - bh, bw, bh};
        buttons_[i].enabled = i == kBack || i == kStats || !entries_.empty();
    }
    const int top = ui.px(64);
    const int row_h = ui.px(width < ui.px(560) ? 52 : 44);
    visible_ = std::max(1, (height - top - bh - 2 * pad) / row_h);
    scroll_to_selected();
    rows_.clear();
    const int row_w = std::min(width - 2 * pad, ui.px(900));
    for (int i = first_; i < std::min(static_cast<int>(entries_.size()), first_ + visible_); ++i) {
        rows_.push_back({(width - row_w) / 2, top + (i - first_) * row_h, row_w, row_h - ui.px(4)});
    }
}

void GamesScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    const int pad = ui.px(16);
    buttons_[kOpen].label = ui.tr("Open");
    buttons_[kDelete].label = ui.tr("Delete");
    buttons_[kStats].label = ui.tr("Statistics");
    buttons_[kBack].label = ui.tr("Back");
    ui.text.draw(ui.tr("Games"), ui.px(28), theme::kAccent, width / 2, ui.px(30), Align::Centre,
                 true);
    if (entries_.empty()) {
        ui.text.draw(ui.tr("No games yet: every game you play is kept here."), ui.px(15),
                     theme::kTextDim, width / 2, height / 2, Align::Centre);
    }
    const bool narrow = width < ui.px(560);
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const int index = first_ + static_cast<int>(i);
        const LibraryEntry& e = entries_[static_cast<std::size_t>(index)];
        const SDL_Rect& r = rows_[i];
        fill_rounded(ui, r, ui.px(6), index == selected_ ? theme::kButtonHover : theme::kButton);
        const int x = r.x + ui.px(12);
        const int w = r.w - ui.px(24);
        std::string first = e.error.empty() ? players_text(ui.tr, e) : path_text(e.file.filename());
        std::string second =
            e.error.empty()
                ? format(ui.tr.plural("{0}  ·  {1} {2}x{2}  ·  {3}  ·  {4} move",
                                      "{0}  ·  {1} {2}x{2}  ·  {3}  ·  {4} moves", e.moves),
                         {e.date, rule_word(ui.tr, e.rule), std::to_string(e.size),
                          outcome_text(ui.tr, e.outcome), std::to_string(e.moves)})
                : e.error;
        if (!narrow && e.error.empty()) {
            // One line on a wide screen: players left, the rest right.
            ui.text.draw(first, ui.px(15), theme::kText, x, r.y + r.h / 2, Align::Left, true);
            ui.text.draw(second, ui.text.fitting_size(second, ui.px(14), w / 2, ui.px(9)),
                         theme::kTextDim, r.x + r.w - ui.px(12), r.y + r.h / 2, Align::Right);
        } else {
            ui.text.draw(first, ui.text.fitting_size(first, ui.px(15), w, ui.px(9)), theme::kText,
                         x, r.y + r.h / 3, Align::Left, true);
            ui.text.draw(second, ui.text.fitting_size(second, ui.px(13), w, ui.px(8)),
                         e.error.empty() ? theme::kTextDim : theme::kAccent, x, r.y + r.h * 3 / 4);
        }
    }
    if (!entries_.empty()) {
        const std::string count = format(
            ui.tr("{0} of {1}"), {std::to_string(selected_ + 1), std::to_string(entries_.size())});
        ui.text.draw(count, ui.px(12), theme::kTextDim, width - pad, ui.px(30), Align::Right);
    }
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], i == tracker_.hovered(), false);
    }
}

} // namespace gomoku::app
