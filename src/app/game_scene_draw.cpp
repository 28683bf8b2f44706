// GameScene: layout and drawing (the rules of play are in game_scene.cpp).

#include "ai/win_chance.hpp"
#include "app.hpp"
#include "core/notation.hpp"
#include "core/renju.hpp"
#include "core/renju_openings.hpp"
#include "game_layout.hpp"
#include "game_scene.hpp"
#include "names.hpp"
#include "theme.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gomoku::app {

namespace {
constexpr float kPi = 3.14159265f;

// "Depth 9 · computer 64% · h8 i9 j10": how far the search has read, its verdict as the
// computer's chance to win, and (`with_line`) the start of the line it expects.
std::string thinking_line(const Translator& tr, const ai::Progress& progress, Rule rule,
                          bool with_line) {
    constexpr std::size_t kMovesShown = 4;
    const int percent = static_cast<int>(std::lround(ai::win_chance(progress.score, rule) * 100));
    std::string line = format(tr("Depth {0}  ·  computer {1}%"),
                              {std::to_string(progress.depth), std::to_string(percent)});
    const std::vector<Point> start(
        progress.pv.begin(), progress.pv.begin() + static_cast<std::ptrdiff_t>(
                                                       std::min(progress.pv.size(), kMovesShown)));
    if (with_line && !start.empty()) {
        line += "  \xC2\xB7  " + to_notation(start);
    }
    return line;
}
} // namespace

void GameScene::relayout(int width, int height, float scale) {
    layout_ = layout_game(width, height, scale, kButtonCount, clocks_.enabled());
    panel_ = layout_.panel;
    portrait_ = layout_.portrait;
    const int old_cell = static_cast<int>(view_.cell() * 100);
    const SDL_Rect old_wood = view_.wood();
    view_.layout(layout_.board_area, game_.board().size());

    const std::string_view kLabels[kButtonCount] = {app_.tr("Undo"),     app_.tr("Redo"),
                                                    app_.tr("Hint"),     "",
                                                    app_.tr("New game"), app_.tr("Title")};
    buttons_.assign(kButtonCount, {});
    for (int i = 0; i < kButtonCount; ++i) {
        buttons_[i].label = kLabels[i];
        buttons_[i].rect = layout_.buttons[static_cast<std::size_t>(i)];
    }
    const bool audio = app_.audio().has_device();
    buttons_[kSound].label = !audio                   ? app_.tr("No audio")
                             : app_.audio().enabled() ? app_.tr("Sound: on")
                                                      : app_.tr("Sound: off");
    buttons_[kSound].enabled = audio;
    buttons_[kUndo].enabled = game_.can_undo();
    buttons_[kRedo].enabled = game_.can_redo() && !thinking_;
    // While the computer thinks, the hint's place holds "Move now" (no hint is possible then).
    if (thinking_) {
        buttons_[kHint].label = portrait_ ? app_.tr("Move", "move now") : app_.tr("Move now");
    }
    buttons_[kHint].enabled = thinking_ || (human_to_move() && !hinting_);

    const SDL_Rect& wood = view_.wood();
    if (app_.verbose() && (old_cell != static_cast<int>(view_.cell() * 100) || old_wood.x != wood.x ||
                           old_wood.y != wood.y)) {
        log_layout(scale);
    }
}

void GameScene::log_layout(float scale) const {
    // Window points, the unit xdotool clicks in, for the end-to-end test.
    const int mid = game_.board().size() / 2;
    const SDL_FPoint c = view_.centre_of({mid, mid});
    std::printf("layout: cell=%.1f centre=%s at %d,%d\n", view_.cell() / scale,
                to_notation({mid, mid}).c_str(), static_cast<int>(std::lround(c.x / scale)),
                static_cast<int>(std::lround(c.y / scale)));
    std::fflush(stdout);
}

void GameScene::draw(const Ui& ui, int width, int height) {
    relayout(width, height, ui.scale);
    if (width < 50 || height < 50) {
        return; // nothing readable fits; the next resize brings everything back
    }
    BoardMarks marks;
    marks.last_move = game_.last_move();
    if (game_.over()) { // a five, not a flag: there is a run to show only then
        marks.winning_run = &game_.winning_run();
    }
    forbidden_.clear();
    if (game_.rule() == Rule::Renju && game_.to_move() == Stone::Black && !game_.over()) {
        // Recomputed every frame: a full query takes about 20 us on 19x19
        // (gomoku-bench forbidden), far less than caching would be worth.
        forbidden_ = forbidden_points(game_.board());
        marks.forbidden = &forbidden_;
    }
    const bool hover_forbidden =
        hover_ && std::find(forbidden_.begin(), forbidden_.end(), *hover_) != forbidden_.end();
    if (hover_ && human_to_move() && !hover_forbidden) {
        marks.ghost = hover_;
        marks.ghost_stone = game_.to_move();
    }
    ghost_shown_ = marks.ghost;
    if (show_cursor_) {
        marks.cursor = cursor_;
    }
    if (hint_) {
        marks.hint = hint_;
        marks.hint_stone = game_.to_move();
        const double age = std::min(clock_ - hint_since_, kHintPulseSeconds);
        marks.pulse = 0.5f + 0.5f * std::sin(static_cast<float>(age) * 2 * kPi);
    }
    if (game_.last_move() == placed_ && placed_since_ >= 0) {
        marks.last_grow = static_cast<float>(std::min(1.0, (clock_ - placed_since_) / kPlaceSeconds));
    }
    const Settings& look = app_.settings();
    marks.coordinates = look.coordinates;
    if (look.move_numbers) {
        marks.numbered = &game_.moves();
    }
    view_.set_theme(board_theme(look.theme));
    view_.draw(ui, game_.board(), marks);
    // Renju26's fifth moves on offer: small black stones until White picks one.
    for (Point p : opening_.offered(game_)) {
        if (game_.board().at(p) == Stone::Empty) {
            const SDL_FPoint c = view_.centre_of(p);
            draw_stone(ui, Stone::Black, c.x, c.y, view_.cell() * 0.28f);
        }
    }
    draw_panel(ui);
}

std::string GameScene::opponent_text(bool short_form) const {
    const Translator& tr = app_.translator();
    const std::string level(level_text(tr, setup_.level));
    if (setup_.play == PlayMode::Computers) {
        const std::string second(level_text(tr, setup_.second_level));
        return format(short_form ? tr("{0} vs {1}") : tr("Computer ({0}) vs computer ({1})"),
                      {level, second});
    }
    if (setup_.play != PlayMode::TwoPlayers && !opening_.colours_decided(game_)) {
        // Colours are still to be chosen: say who opens.
        const bool you_open = setup_.play == PlayMode::HumanBlack;
        const std::string_view pattern =
            you_open ? (short_form ? tr("You open vs {0}") : tr("You open vs computer ({0})"))
                     : (short_form ? tr("{0} opens vs you") : tr("Computer ({0}) opens vs you"));
        return format(pattern, {level});
    }
    const PlayMode shown = setup_.play == PlayMode::TwoPlayers ? setup_.play
                           : computer() == Stone::White       ? PlayMode::HumanBlack
                                                              : PlayMode::HumanWhite;
    switch (shown) {
    case PlayMode::HumanBlack:
        return format(short_form ? tr("You (Black) vs {0}") : tr("You (Black) vs computer ({0})"),
                      {level});
    case PlayMode::HumanWhite:
        return format(short_form ? tr("You (White) vs {0}") : tr("You (White) vs computer ({0})"),
                      {level});
    case PlayMode::TwoPlayers:
    case PlayMode::Computers:
        break;
    }
    return std::string(tr("Two players"));
}

std::string GameScene::setup_text() const {
    std::string setup = format(app_.tr("{0} rule, {1}×{1}"),
                               {rule_text(app_.translator(), setup_.rule), std::to_string(setup_.size)});
    // Renju's opening, once its three stones stand: its name (RIF's romanisation).
    if (const auto id = opening_.rule() == OpeningRule::Renju26
                            ? identify_renju_opening(game_.moves(), game_.board().size())
                            : std::nullopt) {
        setup += "  \xC2\xB7  " + std::string(renju_opening_text(app_.translator(), *id));
    }
    return setup;
}

std::string GameScene::turn_text() const {
    const Translator& tr = app_.translator();
    if (over()) {
        return std::string(tr("Game over"));
    }
    if (const std::string opening = opening_prompt(); !opening.empty() && !thinking_) {
        return opening;
    }
    if (thinking_) {
        return std::string(tr("Computer is thinking"));
    }
    const bool black = game_.to_move() == Stone::Black;
    if (setup_.play == PlayMode::Computers) {
        return std::string(paused_ ? tr("Paused") : black ? tr("Black to move") : tr("White to move"));
    }
    if (computer() == Stone::Empty) {
        return std::string(black ? tr("Black to move") : tr("White to move"));
    }
    return std::string(black ? tr("Your move (Black)") : tr("Your move (White)"));
}

void GameScene::draw_text(const Ui& ui, std::initializer_list<std::string_view> forms, const SDL_Rect& box,
                          float points, SDL_Color colour, bool bold) {
    // The rule for a box too narrow: shrink to 11 points, then take the next shorter form,
    // and only the last form is ever cut (with an ellipsis).
    const int smallest = ui.px(11);
    std::string_view chosen = *(forms.end() - 1);
    for (std::string_view form : forms) {
        if (ui.text.width(form, smallest, bold) <= box.w) {
            chosen = form;
            break;
        }
    }
    const SDL_Rect drawn = ui.text.draw_in(chosen, box, ui.px(points), smallest, colour, bold);
    text_drawn_.push_back({box, drawn});
}

void GameScene::draw_text(const Ui& ui, std::string_view text, const SDL_Rect& box, float points,
                          SDL_Color colour, bool bold) {
    draw_text(ui, {text}, box, points, colour, bold);
}

void GameScene::draw_thinking(const Ui& ui, float cx, float cy) const {
    // Eight dots chasing round where the stone of the side to move would be: it moves
    // every frame, so a frozen window would show, and it is inside the panel at any size.
    const float ring = static_cast<float>(ui.px(8));
    for (int i = 0; i < 8; ++i) {
        const float a = static_cast<float>(clock_) * 2 * kPi * 0.9f + static_cast<float>(i) * kPi / 4;
        const Uint8 alpha = static_cast<Uint8>(60 + 195 * i / 7);
        fill_disc(ui, cx + ring * std::cos(a), cy + ring * std::sin(a), static_cast<float>(ui.px(2.4f)),
                  {theme::kAccent.r, theme::kAccent.g, theme::kAccent.b, alpha});
    }
}

void GameScene::draw_panel(const Ui& ui) {
    text_drawn_.clear();
    fill_rect(ui.renderer, panel_, theme::kPanel);
    const GameLayout& g = layout_;
    if (g.title.h > 0) {
        draw_text(ui, ui.tr("Gomoku"), g.title, 28, theme::kAccent, true);
    }
    const std::string opponent = opponent_text(false);
    const std::string brief = opponent_text(true);
    if (portrait_) {
        const std::string dot = "  \xC2\xB7  ";
        const std::string both = opponent + dot + setup_text();
        const std::string both_brief = brief + dot + setup_text();
        draw_text(ui, {both, both_brief, brief}, g.opponent, 14, theme::kTextDim);
    } else {
        draw_text(ui, {opponent, brief}, g.opponent, 14, theme::kTextDim);
        draw_text(ui, setup_text(), g.setup, 14, theme::kTextDim);
    }

    // Whose turn, after a stone of that colour (or the thinking indicator).
    if (g.turn.h > 0) {
        const float r = static_cast<float>(std::min(ui.px(11), g.turn.h / 2 - 1));
        const float cx = static_cast<float>(g.turn.x) + r + 1;
        const float cy = static_cast<float>(g.turn.y + g.turn.h / 2);
        SDL_Rect text_box = g.turn;
        if (thinking_) {
            draw_thinking(ui, cx, cy);
        } else if (!over()) {
            draw_stone(ui, game_.to_move(), cx, cy, r);
        }
        if (!over()) {
            const int indent = static_cast<int>(2 * r) + ui.px(10);
            text_box.x += indent;
            text_box.w -= indent;
        }
        draw_text(ui, turn_text(), text_box, 19, theme::kText, true);
    }
    draw_clocks(ui);
    // The search's progress while the computer thinks (key I hides it).
    if (thinking_ && show_thinking_ && progress_ && g.progress.h > 0) {
        const std::string full = thinking_line(ui.tr, *progress_, game_.rule(), true);
        const std::string brief = thinking_line(ui.tr, *progress_, game_.rule(), false);
        draw_text(ui, {full, brief}, g.progress, 13, theme::kTextDim);
    }

    const std::string moves = std::to_string(game_.move_count());
    const std::string count =
        game_.move_count() > 0
            ? format(ui.tr("Move {0}  (last {1})"), {moves, to_notation(game_.last_move())})
            : format(ui.tr("Move {0}"), {moves});
    draw_text(ui, count, g.moves, 15, theme::kTextDim);
    if (!notice_.empty() && g.notice.h > 0) {
        const SDL_Rect drawn = ui.text.draw_wrapped_in(notice_, g.notice, ui.px(15), theme::kAccent, ui.px(19));
        text_drawn_.push_back({g.notice, drawn});
    }
    if (!forbidden_.empty() && g.legend.h > 0) {
        const float half = static_cast<float>(ui.px(5));
        draw_cross(ui, static_cast<float>(g.legend.x) + half, static_cast<float>(g.legend.y + g.legend.h / 2),
                   half, static_cast<float>(ui.px(2)), theme::kForbidden);
        SDL_Rect box = g.legend;
        box.x += ui.px(18);
        box.w -= ui.px(18);
        draw_text(ui, ui.tr("forbidden for Black (renju)"), box, 13, theme::kTextDim);
    }
    if (g.keys.h > 0 && setup_.play == PlayMode::Computers) {
        draw_text(ui,
                  {ui.tr("P pause  ·  S one move  ·  B or W take over"),
                   ui.tr("P pause  ·  S step  ·  B/W take over"), ui.tr("P pause  ·  S step")},
                  g.keys, 13, theme::kTextDim);
    } else if (g.keys.h > 0) {
        draw_text(ui,
                  {ui.tr("U undo  ·  H hint  ·  M sound  ·  N new"),
                   ui.tr("U undo  ·  H hint  ·  N new"), ui.tr("U undo  ·  H hint")},
                  g.keys, 12, theme::kTextDim);
    }
    for (int i = 0; i < kButtonCount; ++i) {
        draw_button(ui, buttons_[i], i == buttons_tracker_.hovered(), false);
    }
}

} // namespace gomoku::app
