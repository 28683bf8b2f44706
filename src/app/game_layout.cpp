#include "game_layout.hpp"

#include <algorithm>

namespace gomoku::app {

namespace {

// Heights of the panel's lines, in points.
constexpr float kTitleLine = 44;
constexpr float kInfoLine = 19;
constexpr float kTurnLine = 32;
constexpr float kSmallLine = 21;
constexpr float kClockLine = 26;
constexpr float kNoticeLines = 40; // two lines of 19 and a little air
constexpr float kButtonGap = 8;

struct Metrics {
    float scale;
    int px(float points) const { return static_cast<int>(points * scale + 0.5f); }
};

int button_height(const Metrics& m, int available) {
    return std::clamp(available / 16, m.px(32), m.px(42));
}

int grid_height(const Metrics& m, int rows, int bh) {
    return rows * bh + (rows - 1) * m.px(kButtonGap);
}

// Lays `count` buttons in `columns` columns filling `area` from its bottom edge up.
void lay_buttons(const Metrics& m, GameLayout& g, const SDL_Rect& area, std::size_t count,
                 int columns, int bh) {
    const int gap = m.px(kButtonGap);
    const int rows = static_cast<int>((count + columns - 1) / columns);
    const int top = area.y + area.h - grid_height(m, rows, bh);
    g.buttons.assign(count, {});
    for (std::size_t i = 0; i < count; ++i) {
        const int row = static_cast<int>(i) / columns;
        const int col = static_cast<int>(i) % columns;
        // The last row's buttons share its whole width.
        const int in_row = std::min<int>(columns, static_cast<int>(count) - row * columns);
        const int x0 = area.x + (area.w + gap) * col / in_row;
        const int x1 = area.x + (area.w + gap) * (col + 1) / in_row - gap;
        g.buttons[i] = {x0, top + row * (bh + gap), x1 - x0, bh};
    }
}

// Puts a line of `points` height at y (advancing y) when it ends above `limit`.
SDL_Rect take_line(const Metrics& m, int x, int w, int& y, float points, int limit) {
    const int h = m.px(points);
    if (y + h > limit) {
        return {x, y, w, 0};
    }
    const SDL_Rect r{x, y, w, h};
    y += h;
    return r;
}

int portrait_columns(const Metrics& m, int width, std::size_t count) {
    const int fit = std::max(1, width / m.px(104));
    const int n = static_cast<int>(count);
    if (fit >= n) {
        return n;
    }
    // Rows of equal length where possible: 6 buttons as 3+3 rather than 4+2.
    const int rows = (n + fit - 1) / fit;
    return (n + rows - 1) / rows;
}

// The text above the buttons in a portrait panel: info, turn, progress, moves, notice.
float portrait_text_points(bool clocks) {
    return kInfoLine + kTurnLine + (clocks ? kClockLine : 0) + kSmallLine * 2 + kNoticeLines;
}

int portrait_panel_height(const Metrics& m, int width, std::size_t count, bool clocks) {
    const int pad = m.px(14);
    const int columns = portrait_columns(m, width - 2 * pad, count);
    const int rows = static_cast<int>((count + columns - 1) / columns);
    return pad + m.px(portrait_text_points(clocks)) + m.px(6) + grid_height(m, rows, m.px(36)) +
           pad;
}

int landscape_panel_width(const Metrics& m, int width) {
    return std::clamp(width * 27 / 100, m.px(220), m.px(330));
}

void layout_landscape(const Metrics& m, GameLayout& g, int width, int height, std::size_t count,
                      bool clocks) {
    const int margin = m.px(14);
    const int pw = landscape_panel_width(m, width);
    g.panel = {width - pw, 0, pw, height};
    g.board_area = {margin, margin, width - pw - 2 * margin, height - 2 * margin};

    const int pad = m.px(18);
    const int x = g.panel.x + pad;
    const int w = pw - 2 * pad;
    const int bh = button_height(m, height);
    lay_buttons(m, g, {x, pad, w, height - 2 * pad}, count, 2, bh);
    const int limit = g.buttons.front().y - m.px(10);

    int y = pad + m.px(4);
    // The name goes first when space is short: the window's title bar says it too.
    const int needed = m.px(kTitleLine + 2 * kInfoLine + kTurnLine + (clocks ? kClockLine : 0) +
                            2 * kSmallLine + kNoticeLines + kSmallLine + kSmallLine + 12);
    if (limit - y >= needed) {
        g.title = take_line(m, x, w, y, kTitleLine, limit);
    } else {
        g.title = {x, y, w, 0};
    }
    g.opponent = take_line(m, x, w, y, kInfoLine, limit);
    g.setup = take_line(m, x, w, y, kInfoLine, limit);
    y += m.px(8);
    g.turn = take_line(m, x, w, y, kTurnLine, limit);
    g.clocks = clocks ? take_line(m, x, w, y, kClockLine, limit) : SDL_Rect{x, y, w, 0};
    g.progress = take_line(m, x, w, y, kSmallLine, limit);
    g.moves = take_line(m, x, w, y, kSmallLine, limit);
    g.notice = take_line(m, x, w, y, kNoticeLines, limit);
    g.legend = take_line(m, x, w, y, kSmallLine, limit);
    // The keys sit just above the buttons, when the column has room to spare.
    const int keys_h = m.px(kSmallLine);
    g.keys = limit - y >= keys_h + m.px(24) ? SDL_Rect{x, limit - keys_h, w, keys_h}
                                            : SDL_Rect{x, y, w, 0};
}

void layout_portrait(const Metrics& m, GameLayout& g, int width, int height, std::size_t count,
                     bool clocks) {
    const int margin = m.px(14);
    const int board_side =
        std::max(0, std::min(width - 2 * margin,
                             height - portrait_panel_height(m, width, count, clocks) - 2 * margin));
    // The board at the top, as large as it gets; the panel takes all that is left.
    g.board_area = {margin, margin, width - 2 * margin, board_side};
    const int top = board_side + 2 * margin - m.px(6);
    g.panel = {0, top, width, height - top};

    const int pad = m.px(14);
    const int x = pad;
    const int w = width - 2 * pad;
    const int columns = portrait_columns(m, w, count);
    lay_buttons(m, g, {x, g.panel.y, w, g.panel.h - pad}, count, columns, m.px(36));
    const int limit = g.buttons.front().y - m.px(6);

    int y = g.panel.y + pad;
    g.opponent = take_line(m, x, w, y, kInfoLine, limit); // with the setup: one line
    g.setup = {x, y, w, 0};
    g.turn = take_line(m, x, w, y, kTurnLine, limit);
    g.clocks = clocks ? take_line(m, x, w, y, kClockLine, limit) : SDL_Rect{x, y, w, 0};
    g.progress = take_line(m, x, w, y, kSmallLine, limit);
    g.moves = take_line(m, x, w, y, kSmallLine, limit);
    g.notice = take_line(m, x, w, y, kNoticeLines, limit);
    g.title = g.legend = g.keys = {x, y, w, 0};
}

} // namespace

std::vector<SDL_Rect> GameLayout::text_boxes() const {
    return {title, opponent, setup, turn, clocks, progress, moves, notice, legend, keys};
}

GameLayout layout_game(int width, int height, float scale, std::size_t button_count, bool clocks) {
    const Metrics m{scale};
    GameLayout g;
    button_count = std::max<std::size_t>(button_count, 1);
    const int margin = m.px(14);
    const int landscape_side =
        std::min(width - landscape_panel_width(m, width) - 2 * margin, height - 2 * margin);
    const int portrait_side =
        std::min(width - 2 * margin,
                 height - portrait_panel_height(m, width, button_count, clocks) - 2 * margin);
    g.portrait = portrait_side > landscape_side;
    if (g.portrait) {
        layout_portrait(m, g, width, height, button_count, clocks);
    } else {
        layout_landscape(m, g, width, height, button_count, clocks);
    }
    return g;
}

} // namespace gomoku::app
