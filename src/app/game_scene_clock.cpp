// GameScene: the clocks (core/clocks.hpp) kept in step with the game, the flag, the
// computer's and the hint's time, and the clocks' line in the panel.

#include "ai/clock_limits.hpp"
#include "app.hpp"
#include "game_scene.hpp"
#include "theme.hpp"

#include <algorithm>
#include <cstdio>

namespace gomoku::app {

namespace {

using std::chrono::milliseconds;

// Under this a clock shows tenths and turns to the warning colour.
constexpr milliseconds kLowTime{10'000};

} // namespace

Stone GameScene::winner() const {
    return out_of_time_ != Stone::Empty ? opponent(out_of_time_) : game_.winner();
}

void GameScene::sync_clocks() {
    const milliseconds now = app_.now();
    if (over()) {
        clocks_.stop(now);
    } else {
        clocks_.start(now);
    }
    // Paused while the player cannot see the board: a dialog (confirm, help, settings) or
    // another scene on top, or the window minimised. The computer's search goes on under a
    // dialog as before; only its clock stands. While an opening rule's placements and choices
    // are going on, the stones do not yet belong to a player's colour: the clocks start
    // once the colours are settled.
    if (covered_ || minimised_ || !opening_.colours_decided(game_)) {
        clocks_.pause(now);
    } else {
        clocks_.resume(now);
    }
}

void GameScene::on_covered(bool covered) {
    if (covered == covered_) {
        return;
    }
    covered_ = covered;
    sync_clocks();
    if (covered && clocks_.enabled() && in_progress()) {
        keep(); // the time left as of now, in case the dialog is the one that quits
    }
}

void GameScene::check_flag() {
    if (!clocks_.enabled()) {
        return;
    }
    const bool minimised = (SDL_GetWindowFlags(app_.window()) & SDL_WINDOW_MINIMIZED) != 0;
    if (minimised != minimised_) {
        minimised_ = minimised;
        sync_clocks();
    }
    if (over()) {
        return;
    }
    const Stone flagged = clocks_.flagged(app_.now());
    if (flagged == Stone::Empty) {
        return;
    }
    if (app_.settings().lose_on_time) {
        lose_on_time(flagged);
    } else if (flag_noted_ != flagged) {
        // Losing on time is off: the clock only says so, once per flag, and play goes on.
        flag_noted_ = flagged;
        notice_ = std::string(flagged == Stone::Black ? app_.tr("Black's time is up")
                                                      : app_.tr("White's time is up"));
        notice_until_ = clock_ + 3.0;
    }
}

void GameScene::lose_on_time(Stone side) {
    stop_ai();
    out_of_time_ = side;
    sync_clocks();
    keep();
    count_result();
    const bool player_lost = computer() == Stone::Empty || side != computer();
    app_.audio().play(computer() != Stone::Empty && player_lost ? Sound::Loss : Sound::Win);
    if (app_.verbose()) {
        std::printf("game over: %s on time\n", side == Stone::Black ? "White" : "Black");
        std::fflush(stdout);
    }
    result_at_ = clock_; // at once: no stone to watch land
}

ai::Limits GameScene::computer_limits() const {
    const ai::Limits level = ai::game_limits(setup_.level);
    if (!clocks_.enabled()) {
        return level;
    }
    const int points = game_.board().size() * game_.board().size();
    const int empty = points - static_cast<int>(game_.move_count());
    const int own_moves = static_cast<int>(game_.move_count() / 2);
    return ai::clock_limits(level, clocks_.control(), clocks_.left(game_.to_move(), app_.now()),
                            empty, own_moves);
}

ai::Limits GameScene::hint_limits() const {
    const ai::Limits strongest = ai::game_limits(ai::kStrongestLevel);
    if (!clocks_.enabled()) {
        return strongest;
    }
    return ai::hint_clock_limits(strongest, clocks_.control(),
                                 clocks_.left(game_.to_move(), app_.now()));
}

double GameScene::clock_redraw_in() const {
    const auto next = clocks_.next_change(app_.now());
    if (!next) {
        return kNoRedraw;
    }
    return static_cast<double>(next->count()) / 1000.0;
}

void GameScene::draw_clocks(const Ui& ui) {
    const SDL_Rect& line = layout_.clocks;
    if (!clocks_.enabled() || line.h <= 0) {
        return;
    }
    const milliseconds now = app_.now();
    const int gap = ui.px(8);
    const int half = (line.w - gap) / 2;
    for (const Stone side : {Stone::Black, Stone::White}) {
        const SDL_Rect box{side == Stone::Black ? line.x : line.x + half + gap, line.y, half,
                           line.h};
        const bool counting = !over() && game_.to_move() == side;
        if (counting) {
            fill_rounded(ui, box, ui.px(5), theme::kClockRunning);
        }
        const milliseconds left = clocks_.left(side, now);
        const float r = static_cast<float>(std::min(ui.px(8), box.h / 2 - 2));
        const float cx = static_cast<float>(box.x + ui.px(6)) + r;
        draw_stone(ui, side, cx, static_cast<float>(box.y + box.h / 2), r);
        SDL_Rect text = box;
        const int indent = static_cast<int>(2 * r) + ui.px(12);
        text.x += indent;
        text.w -= indent + ui.px(4);
        const SDL_Color colour = left < kLowTime ? theme::kClockLow
                                 : counting      ? theme::kText
                                                 : theme::kTextDim;
        draw_text(ui, clock_face(left), text, 17, colour, counting);
    }
}

} // namespace gomoku::app
