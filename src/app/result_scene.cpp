#include "result_scene.hpp"

#include "app.hpp"
#include "core/notation.hpp"
#include "game_scene.hpp"
#include "review_scene.hpp"
#include "theme.hpp"

#include <algorithm>

namespace gomoku::app {

ResultScene::ResultScene(App& app, GameScene& game) : app_(app), game_(game) {
    buttons_.resize(kButtonCount);
    buttons_[kAgain].primary = true;
    set_labels();
}

// Again at draw time, so a change of language shows at once.
void ResultScene::set_labels() {
    buttons_[kAgain].label = app_.tr("Play again");
    buttons_[kUndo].label = app_.tr("Undo move");
    buttons_[kReview].label = app_.tr("Review");
    buttons_[kTitle].label = app_.tr("Title");
}

bool ResultScene::player_lost() const {
    const Stone winner = game_.game().winner();
    return winner != Stone::Empty && game_.computer() != Stone::Empty && winner == game_.computer();
}

std::string ResultScene::headline() const {
    const Stone winner = game_.winner();
    if (winner == Stone::Empty) {
        return std::string(app_.tr("Draw"));
    }
    if (game_.out_of_time() != Stone::Empty) {
        if (game_.computer() == Stone::Empty) {
            return std::string(winner == Stone::Black ? app_.tr("Black wins on time")
                                                      : app_.tr("White wins on time"));
        }
        return std::string(winner == game_.computer() ? app_.tr("You lose on time")
                                                      : app_.tr("You win on time"));
    }
    if (game_.computer() == Stone::Empty) {
        return std::string(winner == Stone::Black ? app_.tr("Black wins") : app_.tr("White wins"));
    }
    return std::string(player_lost() ? app_.tr("You lose") : app_.tr("You win!"));
}

void ResultScene::press(int button) {
    switch (button) {
    case kAgain:
        app_.scenes().pop();
        game_.new_game();
        break;
    case kUndo:
        app_.scenes().pop();
        game_.undo();
        break;
    case kReview: // the game replayed and judged; Back comes here again
        app_.scenes().push(
            std::make_unique<ReviewScene>(app_, saved_game_record(game_.snapshot()), game_.game()));
        break;
    case kTitle:
        game_.back_to_title();
        break;
    default:
        break;
    }
}

void ResultScene::on_pointer(const Pointer& p) {
    if (p.kind == Pointer::Kind::Move) {
        // The board below keeps following the pointer, so that after "Undo move" its
        // preview stone is where the pointer is, not where the last stone was played.
        game_.on_pointer(p);
        keyboard_used_ = keyboard_used_ && p.touch;
    }
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        press(button);
    }
}

void ResultScene::on_key(const SDL_KeyboardEvent& key) {
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    keyboard_used_ = true;
    switch (key.keysym.sym) {
    case SDLK_LEFT:
    case SDLK_UP:
        focused_ = (focused_ + kButtonCount - 1) % kButtonCount;
        break;
    case SDLK_RIGHT:
    case SDLK_DOWN:
    case SDLK_TAB:
        focused_ = (focused_ + 1) % kButtonCount;
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        press(focused_);
        break;
    case SDLK_n:
        press(kAgain);
        break;
    case SDLK_u:
        press(kUndo);
        break;
    case SDLK_z:
        if (ctrl)
            press(kUndo);
        break;
    case SDLK_m:
        game_.toggle_sound();
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        press(kTitle);
        break;
    default:
        break;
    }
}

void ResultScene::draw(const Ui& ui, int /*width*/, int /*height*/) {
    // The card covers the game's side panel, never the board and its winning five.
    const SDL_Rect& panel = game_.panel();
    const bool portrait = panel.w > panel.h * 2;
    const int pad = ui.px(20);
    fill_rect(ui.renderer, panel, theme::kPanel);

    const std::string title = headline();
    const Stone winner = game_.winner();
    std::string detail;
    if (game_.out_of_time() != Stone::Empty) {
        detail = std::string(game_.out_of_time() == Stone::Black ? app_.tr("Black's time ran out")
                                                                 : app_.tr("White's time ran out"));
    } else if (winner == Stone::Empty) {
        detail = ui.tr("The board is full");
    } else {
        const auto& run = game_.game().winning_run();
        detail = format(winner == Stone::Black ? ui.tr("Black: five in a row, {0}–{1}")
                                               : ui.tr("White: five in a row, {0}–{1}"),
                        {to_notation(run.front()), to_notation(run.back())});
    }
    const long count = static_cast<long>(game_.game().move_count());
    const std::string moves =
        format(ui.tr.plural("{0} move", "{0} moves", count), {std::to_string(count)});
    set_labels();

    const int bh = ui.px(44);
    const int gap = ui.px(10);
    int y = panel.y + ui.px(portrait ? 34 : 60);
    const SDL_Color headline_colour =
        player_lost() || title == app_.tr("You lose on time") ? theme::kText : theme::kAccent;
    // "White wins on time" is longer than "You win!": shrink it to the card's width.
    const int headline_size =
        ui.text.fitting_size(title, ui.px(portrait ? 30 : 36), panel.w - 2 * pad, ui.px(18), true);
    ui.text.draw(title, headline_size, headline_colour, panel.x + pad, y, Align::Left, true);
    y += ui.px(portrait ? 32 : 44);
    ui.text.draw(detail, ui.px(14), theme::kTextDim, panel.x + pad, y);
    y += ui.px(20);
    ui.text.draw(moves, ui.px(14), theme::kTextDim, panel.x + pad, y);

    if (portrait) {
        const int bw = (panel.w - 2 * pad - (kButtonCount - 1) * gap) / kButtonCount;
        for (int i = 0; i < kButtonCount; ++i) {
            buttons_[i].rect = {panel.x + pad + i * (bw + gap), panel.y + panel.h - pad - bh, bw,
                                bh};
        }
    } else {
        y += ui.px(40);
        for (int i = 0; i < kButtonCount; ++i) {
            buttons_[i].rect = {panel.x + pad, y, panel.w - 2 * pad, bh};
            y += bh + gap;
        }
    }
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], !keyboard_used_ && i == tracker_.hovered(),
                    keyboard_used_ && i == focused_);
    }
}

} // namespace gomoku::app
