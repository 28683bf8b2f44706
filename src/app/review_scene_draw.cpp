// ReviewScene: layout and drawing.

#include "ai/win_chance.hpp"
#include "app.hpp"
#include "core/notation.hpp"
#include "game_library.hpp"
#include "names.hpp"
#include "review_scene.hpp"
#include "theme.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::app {

namespace {

constexpr SDL_Color kBlackLine{20, 20, 24, 255};
constexpr SDL_Color kWhiteArea{226, 224, 218, 255};
constexpr SDL_Color kBad{220, 60, 50, 255};
constexpr SDL_Color kDoubtful{236, 150, 60, 255};

SDL_Color mark_colour(ai::MoveMark mark) {
    switch (mark) {
    case ai::MoveMark::Blunder:
    case ai::MoveMark::MissedWin:
        return kBad;
    case ai::MoveMark::Mistake:
    case ai::MoveMark::Inaccuracy:
        return kDoubtful;
    case ai::MoveMark::None:
        break;
    }
    return theme::kTextDim;
}

// Black's chance after move i + 1, from the verdict on that move.
double black_chance_after(const ai::MoveVerdict& v, std::size_t i) {
    return i % 2 == 0 ? v.chance_after : 1.0 - v.chance_after;
}

} // namespace

void ReviewScene::layout(const Ui& ui, int width, int height) {
    const int margin = ui.px(14);
    portrait_ = width < height * 6 / 5;
    SDL_Rect board_area;
    if (!portrait_) {
        const int pw = std::clamp(width * 32 / 100, ui.px(250), ui.px(360));
        panel_ = {width - pw, 0, pw, height};
        board_area = {margin, margin, width - pw - 2 * margin, height - 2 * margin};
    } else {
        const int ph = std::clamp(height * 42 / 100, ui.px(250), ui.px(340));
        panel_ = {0, height - ph, width, ph};
        board_area = {margin, margin, width - 2 * margin, height - ph - 2 * margin};
    }
    view_.layout(board_area, game_.board().size());

    const int pad = ui.px(portrait_ ? 12 : 18);
    const int gap = ui.px(8);
    const int bh = ui.px(portrait_ ? 34 : 38);
    const int inner_w = panel_.w - 2 * pad;
    const int x = panel_.x + pad;
    // From the foot of the panel up: three rows of two buttons, then the four steps, the
    // slider and the graph; the text above takes what is left.
    int y = panel_.y + panel_.h - pad - bh;
    const int half = (inner_w - gap) / 2;
    const int pairs[3][2] = {{kExport, kBack}, {kOpponent, kPlay}, {kNumbers, kDepth}};
    if (portrait_) {
        // Two rows of three: the panel is wide and low.
        const int third = (inner_w - 2 * gap) / 3;
        const int rows[2][3] = {{kOpponent, kPlay, kBack}, {kNumbers, kDepth, kExport}};
        for (const auto& row : rows) {
            for (int c = 0; c < 3; ++c) {
                buttons_[row[c]].rect = {x + c * (third + gap), y, third, bh};
            }
            y -= bh + gap;
        }
    } else {
        for (const auto& pair : pairs) {
            buttons_[pair[0]].rect = {x, y, half, bh};
            buttons_[pair[1]].rect = {x + half + gap, y, inner_w - half - gap, bh};
            y -= bh + gap;
        }
    }
    const int quarter = (inner_w - 3 * gap) / 4;
    for (int i = 0; i < 4; ++i) {
        buttons_[kFirst + i].rect = {x + i * (quarter + gap), y, quarter, bh};
    }
    y -= ui.px(28) + gap;
    slider_ = {x, y, inner_w, ui.px(28)};
    // The text at the top (the heading only where there is room), then the graph in what is
    // left; a window too low for a readable graph shows none.
    heading_ = !portrait_ && panel_.h >= ui.px(520);
    const int text_bottom = panel_.y + ui.px(portrait_ ? 16 : 28) + (heading_ ? ui.px(30) : 0) +
                            ui.px(19) + ui.px(portrait_ ? 22 : 30) + ui.px(22) + ui.px(30);
    const int graph_h = std::min(y - gap - ui.px(16) - text_bottom, ui.px(portrait_ ? 60 : 110));
    if (graph_h >= ui.px(28)) {
        y -= graph_h + gap;
        graph_ = {x, y, inner_w, graph_h};
    } else {
        graph_ = {x, y, 0, 0};
    }
    progress_ = {x, y - ui.px(12), inner_w, ui.px(6)};
    // Narrow buttons get short labels.
    for (int i = 0; i < kButtonCount; ++i) {
        buttons_[i].label = label(i, buttons_[i].rect.w < ui.px(140));
    }
    buttons_[kFirst].enabled = buttons_[kPrev].enabled = shown_ > 0;
    buttons_[kNext].enabled = buttons_[kLast].enabled = shown_ < move_count();
    buttons_[kPlay].enabled = !position_.over();
}

void ReviewScene::draw(const Ui& ui, int width, int height) {
    layout(ui, width, height);
    BoardMarks marks;
    marks.last_move = position_.last_move();
    if (position_.over()) {
        marks.winning_run = &position_.winning_run();
    }
    // The engine's better move for the move shown, where it differs: a ring on the board.
    if (const ai::MoveVerdict* v = verdict_shown();
        v && v->best != kNoPoint && v->best != v->played) {
        marks.hint = v->best;
        marks.hint_stone = shown_ % 2 == 1 ? Stone::Black : Stone::White;
        marks.pulse = 0.5f;
    }
    view_.draw(ui, position_.board(), marks);
    if (numbers_) {
        draw_numbers(ui);
    }
    draw_best_line(ui);
    draw_panel(ui);
}

void ReviewScene::draw_numbers(const Ui& ui) const {
    const int size = std::max(8, static_cast<int>(view_.cell() * 0.42f));
    const auto& moves = position_.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const SDL_FPoint c = view_.centre_of(moves[i]);
        const SDL_Color colour = i % 2 == 0 ? kWhiteArea : kBlackLine;
        ui.text.draw(std::to_string(i + 1), size, colour, static_cast<int>(c.x),
                     static_cast<int>(c.y), Align::Centre, true);
    }
}

// The engine's line after its better move (which has the ring): the next few moves as faint
// stones numbered from 2, on points that are still free.
void ReviewScene::draw_best_line(const Ui& ui) const {
    const ai::MoveVerdict* v = verdict_shown();
    if (!v || v->best == kNoPoint || v->best == v->played) {
        return;
    }
    constexpr std::size_t kShown = 6;
    const Stone mover = shown_ % 2 == 1 ? Stone::Black : Stone::White;
    const int size = std::max(8, static_cast<int>(view_.cell() * 0.38f));
    for (std::size_t i = 1; i < std::min(v->best_line.size(), kShown); ++i) {
        const Point p = v->best_line[i];
        if (!position_.board().inside(p) || position_.board().at(p) != Stone::Empty) {
            continue;
        }
        const Stone side = i % 2 == 0 ? mover : opponent(mover);
        const SDL_FPoint c = view_.centre_of(p);
        draw_stone(ui, side, c.x, c.y, view_.cell() * 0.42f, 110);
        const SDL_Color colour = side == Stone::White ? kBlackLine : theme::kAccent;
        ui.text.draw(std::to_string(i + 1), size, colour, static_cast<int>(c.x),
                     static_cast<int>(c.y), Align::Centre, true);
    }
}

void ReviewScene::draw_graph(const Ui& ui) const {
    // White's share of the chances from above, Black's from below: the line is Black's.
    fill_rect(ui.renderer, graph_, kWhiteArea);
    const int n = move_count();
    if (verdicts_.empty() || n == 0) {
        return;
    }
    const auto px_x = [&](double move) {
        return static_cast<float>(graph_.x) + static_cast<float>(move / n * graph_.w);
    };
    const auto px_y = [&](double chance) {
        return static_cast<float>(graph_.y) + static_cast<float>((1.0 - chance) * graph_.h);
    };
    for (std::size_t i = 0; i < verdicts_.size(); ++i) {
        const double chance = black_chance_after(verdicts_[i], i);
        // A column per move, Black's share filled from the bottom.
        const float x0 = px_x(static_cast<double>(i));
        const float x1 = px_x(static_cast<double>(i + 1));
        const SDL_FRect column{x0, px_y(chance), std::max(1.0f, x1 - x0),
                               static_cast<float>(graph_.y + graph_.h) - px_y(chance)};
        SDL_SetRenderDrawColor(ui.renderer, 44, 46, 52, 255);
        SDL_RenderFillRectF(ui.renderer, &column);
    }
    // Half way, and the marks as dots on the line.
    SDL_SetRenderDrawColor(ui.renderer, 150, 150, 150, 255);
    SDL_RenderDrawLineF(ui.renderer, static_cast<float>(graph_.x), px_y(0.5),
                        static_cast<float>(graph_.x + graph_.w), px_y(0.5));
    for (std::size_t i = 0; i < verdicts_.size(); ++i) {
        if (verdicts_[i].mark == ai::MoveMark::None) {
            continue;
        }
        fill_disc(ui, px_x(static_cast<double>(i) + 0.5), px_y(black_chance_after(verdicts_[i], i)),
                  static_cast<float>(ui.px(3.5f)), mark_colour(verdicts_[i].mark));
    }
    // Where the board is.
    const SDL_Rect now{static_cast<int>(px_x(shown_)) - ui.px(1), graph_.y, ui.px(2), graph_.h};
    fill_rect(ui.renderer, now, theme::kAccent);
}

void ReviewScene::draw_panel(const Ui& ui) {
    fill_rect(ui.renderer, panel_, theme::kPanel);
    const int pad = ui.px(portrait_ ? 12 : 18);
    const int x = panel_.x + pad;
    const int w = panel_.w - 2 * pad;
    int y = panel_.y + ui.px(portrait_ ? 16 : 28);
    if (heading_) {
        ui.text.draw(ui.tr("Review"), ui.px(26), theme::kAccent, x, y, Align::Left, true);
        y += ui.px(30);
    }
    const std::string n = std::to_string(game_.board().size());
    const std::string players =
        format(ui.tr("{0} vs {1}"), {player_text(ui.tr, record_.black_player, Stone::Black),
                                     player_text(ui.tr, record_.white_player, Stone::White)});
    std::string about =
        format(ui.tr("{0} {1}×{1}  ·  {2}"),
               {rule_word(ui.tr, game_.rule()), n, outcome_text(ui.tr, record_.result.outcome)});
    if (!record_.date.empty()) {
        about += "  ·  " + record_.date;
    }
    ui.text.draw(players, ui.text.fitting_size(players, ui.px(15), w, ui.px(10)), theme::kText, x,
                 y);
    y += ui.px(19);
    ui.text.draw(about, ui.text.fitting_size(about, ui.px(13), w, ui.px(9)), theme::kTextDim, x, y);
    y += ui.px(portrait_ ? 22 : 30);

    const std::string shown = std::to_string(shown_), total = std::to_string(move_count());
    const std::string where = shown_ == 0 ? format(ui.tr("Move {0} of {1}"), {shown, total})
                              : shown_ % 2 == 1
                                  ? format(ui.tr("Move {0} of {1}  ·  Black {2}"),
                                           {shown, total, to_notation(position_.last_move())})
                                  : format(ui.tr("Move {0} of {1}  ·  White {2}"),
                                           {shown, total, to_notation(position_.last_move())});
    ui.text.draw(where, ui.text.fitting_size(where, ui.px(17), w * 9 / 10, ui.px(10)), theme::kText,
                 x, y, Align::Left, true);
    y += ui.px(22);
    if (const ai::MoveVerdict* v = verdict_shown()) {
        const std::string line =
            verdict_text(ui.tr, *v, shown_ % 2 == 1 ? Stone::Black : Stone::White);
        const SDL_Color colour =
            v->mark == ai::MoveMark::None ? theme::kTextDim : mark_colour(v->mark);
        const int lines_room = std::max(1, (progress_.y - ui.px(10) - y) / ui.px(17) + 1);
        if (lines_room >= 2) {
            ui.text.draw_wrapped(line, ui.px(13), colour, x, y, w, ui.px(17));
        } else {
            ui.text.draw(line, ui.text.fitting_size(line, ui.px(13), w, ui.px(8)), colour, x, y);
        }
    } else if (shown_ > 0 && reviewing()) {
        ui.text.draw(ui.tr("The engine is judging the moves..."), ui.px(13), theme::kTextDim, x, y);
    }
    if (!notice_.empty()) {
        ui.text.draw(notice_, ui.text.fitting_size(notice_, ui.px(13), w, ui.px(9)), theme::kAccent,
                     x, progress_.y - ui.px(12));
    }

    // The review's progress, then the graph and the slider.
    if (reviewing()) {
        fill_rect(ui.renderer, progress_, theme::kButtonDisabled);
        const int total = std::max(1, expected_searches());
        SDL_Rect done = progress_;
        done.w = progress_.w * std::min(searched(), total) / total;
        fill_rect(ui.renderer, done, theme::kAccent);
    }
    if (graph_.w > 0) {
        draw_graph(ui);
    }
    fill_rect(ui.renderer, {slider_.x, slider_.y + slider_.h / 2 - ui.px(2), slider_.w, ui.px(4)},
              theme::kButton);
    const int knob_x = slider_.x + (move_count() > 0 ? slider_.w * shown_ / move_count() : 0);
    fill_disc(ui, static_cast<float>(knob_x), static_cast<float>(slider_.y + slider_.h / 2),
              static_cast<float>(ui.px(9)), theme::kAccent);
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], i == tracker_.hovered(), false);
    }
}

} // namespace gomoku::app
