// GameScene: what the player does — the panel's buttons, pointer and keys — and the events
// the App passes on (the AI's answers, window changes).

#include "app.hpp"
#include "game_scene.hpp"
#include "help_scene.hpp"
#include "names.hpp"

#include "core/notation.hpp"

#include <algorithm>

namespace gomoku::app {

void GameScene::press(int button) {
    switch (button) {
    case kUndo:
        undo();
        break;
    case kRedo:
        redo();
        break;
    case kHint:
        // While the computer thinks there is no hint to ask for: the button moves it now.
        if (thinking_) {
            move_now();
        } else {
            ask_hint();
        }
        break;
    case kSound:
        toggle_sound();
        break;
    case kNew:
        request_new_game();
        break;
    case kTitle:
        request_title();
        break;
    default:
        break;
    }
}

void GameScene::on_pointer(const Pointer& p) {
    const float tolerance = p.touch ? kTouchTolerance : kMouseTolerance;
    const auto point = view_.point_at(p.x, p.y, tolerance);
    if (const int button = buttons_tracker_.on_pointer(p, buttons_); button >= 0) {
        press(button);
        pressed_point_.reset();
        return;
    }
    switch (p.kind) {
    case Pointer::Kind::Move:
        if (!p.touch || finger_down_) {
            hover_ = point;
        }
        break;
    case Pointer::Kind::Down:
        // Stones go down on release, so a finger can slide to the right point first.
        pressed_point_ = point;
        finger_down_ = p.touch;
        hover_ = point;
        show_cursor_ = false;
        break;
    case Pointer::Kind::Up:
        if (point && pressed_point_) {
            play(*point);
        }
        pressed_point_.reset();
        if (p.touch) {
            finger_down_ = false;
            hover_.reset(); // no pointer stays over the board after a tap
        }
        break;
    }
}

void GameScene::on_key(const SDL_KeyboardEvent& key) {
    const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
    const int last = game_.board().size() - 1;
    auto move_cursor = [&](int dx, int dy) {
        if (show_cursor_) {
            cursor_ = {std::clamp(cursor_.x + dx, 0, last), std::clamp(cursor_.y + dy, 0, last)};
        }
        show_cursor_ = true;
        hover_.reset();
    };
    switch (key.keysym.sym) {
    case SDLK_LEFT:
        move_cursor(-1, 0);
        break;
    case SDLK_RIGHT:
        move_cursor(1, 0);
        break;
    case SDLK_UP:
        move_cursor(0, 1);
        break;
    case SDLK_DOWN:
        move_cursor(0, -1);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (show_cursor_) {
            play(cursor_);
        } else {
            show_cursor_ = true;
        }
        break;
    case SDLK_u:
        undo();
        break;
    case SDLK_h:
        ask_hint();
        break;
    case SDLK_g:
        move_now();
        break;
    case SDLK_i:
        show_thinking_ = !show_thinking_;
        break;
    case SDLK_z:
        if (ctrl) undo();
        break;
    case SDLK_r:
        redo();
        break;
    case SDLK_y:
        if (ctrl) redo();
        break;
    case SDLK_m:
        toggle_sound();
        break;
    case SDLK_F1:
        app_.scenes().push(std::make_unique<HelpScene>(app_, this));
        break;
    case SDLK_F2:
    case SDLK_F3: {
        Settings s = app_.settings();
        (key.keysym.sym == SDLK_F2 ? s.move_numbers : s.coordinates) ^= true;
        app_.update_settings(s);
        break;
    }
    case SDLK_n:
        request_new_game();
        break;
    case SDLK_p:
        toggle_pause();
        break;
    case SDLK_o:
        random_renju_opening();
        break;
    case SDLK_l:
        choose_renju_opening();
        break;
    case SDLK_s:
        step_once();
        break;
    case SDLK_b:
    case SDLK_w:
        take_over(key.keysym.sym == SDLK_b ? Stone::Black : Stone::White);
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        request_title();
        break;
    default:
        break;
    }
}

void GameScene::on_event(const SDL_Event& event) {
    const auto answer = app_.read_ai_answer(event);
    if (!answer) {
        return;
    }
    if (answer->progress) {
        if (answer->task == AiTask::Move && answer->generation == generation_ && thinking_) {
            progress_ = app_.ai_progress(AiTask::Move, generation_);
        }
        return;
    }
    if (answer->task == AiTask::Hint) {
        if (answer->generation == hint_generation_ && hinting_) {
            hinting_ = false;
            if (game_.is_legal(answer->move)) {
                hint_ = answer->move;
                notice_ = format(app_.tr("Hint: {0}"), {to_notation(answer->move)});
                notice_until_ = clock_ + kNoticeSeconds * 2;
            }
        }
        return;
    }
    if (answer->generation != generation_ || !thinking_) {
        return; // an answer to a position that no longer exists (undo, new game)
    }
    if (planner_) {
        on_opening_answer(answer->generation);
        return;
    }
    thinking_ = false;
    progress_.reset();
    Point move = answer->move;
    if (!game_.is_legal(move)) {
        // Never expected; a game must go on all the same.
        std::fprintf(stderr, "gomoku: the AI proposed an illegal move; playing the first free point\n");
        for (int i = 0; i < game_.board().size() * game_.board().size(); ++i) {
            const Point p{i % game_.board().size(), i / game_.board().size()};
            if (game_.is_legal(p)) {
                move = p;
                break;
            }
        }
    }
    if (game_.play(move)) {
        moved(move, true);
    }
}

} // namespace gomoku::app
