#include "board_view.hpp"

#include "core/notation.hpp"
#include "theme.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::app {

namespace {

// Space around the outer lines, in cells: room for the coordinates and the edge stones.
constexpr float kMargin = 1.2f;

std::vector<Point> star_points(int size) {
    const int edge = 3; // the 4-4 points on every size we offer
    const int far = size - 1 - edge;
    const int mid = size / 2;
    std::vector<Point> points = {{edge, edge}, {far, edge}, {edge, far}, {far, far}, {mid, mid}};
    if (size >= 19) {
        points.insert(points.end(), {{mid, edge}, {mid, far}, {edge, mid}, {far, mid}});
    }
    return points;
}

} // namespace

void BoardView::layout(const SDL_Rect& area, int board_size) {
    size_ = board_size;
    const int side = std::max(1, std::min(area.w, area.h));
    cell_ = side / (static_cast<float>(size_ - 1) + 2 * kMargin);
    const int wood_side = static_cast<int>(std::lround(cell_ * (size_ - 1 + 2 * kMargin)));
    wood_ = {area.x + (area.w - wood_side) / 2, area.y + (area.h - wood_side) / 2, wood_side,
             wood_side};
    origin_x_ = wood_.x + kMargin * cell_;
    origin_y_ = wood_.y + wood_.h - kMargin * cell_;
}

SDL_FPoint BoardView::centre_of(Point p) const {
    return {origin_x_ + p.x * cell_, origin_y_ - p.y * cell_};
}

std::optional<Point> BoardView::point_at(float x, float y, float tolerance) const {
    const float fx = (x - origin_x_) / cell_;
    const float fy = (origin_y_ - y) / cell_;
    const Point p{static_cast<int>(std::lround(fx)), static_cast<int>(std::lround(fy))};
    if (p.x < 0 || p.y < 0 || p.x >= size_ || p.y >= size_) {
        return std::nullopt;
    }
    if (std::hypot(fx - p.x, fy - p.y) > tolerance) {
        return std::nullopt;
    }
    return p;
}

void BoardView::draw_grid(const Ui& ui, bool coordinates) const {
    SDL_Renderer* r = ui.renderer;
    const BoardTheme& t = *theme_;
    // The board: a rim, then the face with a slight vertical shading.
    const int rim = std::max(1, static_cast<int>(cell_ * 0.08f));
    fill_rounded(ui, wood_, rim * 2, t.edge);
    const SDL_Rect face{wood_.x + rim, wood_.y + rim, wood_.w - 2 * rim, wood_.h - 2 * rim};
    const int bands = 24;
    const auto mix = [](Uint8 a, Uint8 b, float k) {
        return static_cast<Uint8>(static_cast<float>(a) + (static_cast<float>(b) - a) * k);
    };
    for (int i = 0; i < bands; ++i) {
        const float k = static_cast<float>(i) / (bands - 1);
        const SDL_Color c{mix(t.face_top.r, t.face_bottom.r, k),
                          mix(t.face_top.g, t.face_bottom.g, k),
                          mix(t.face_top.b, t.face_bottom.b, k), 255};
        const int y0 = face.y + face.h * i / bands;
        const int y1 = face.y + face.h * (i + 1) / bands;
        fill_rect(r, {face.x, y0, face.w, y1 - y0}, c);
    }

    // Lines: 1 px on small boards, thicker on big screens; the outer frame a bit heavier.
    const float line = std::max(1.0f, cell_ / 32.0f) * t.line_weight;
    const float last = (size_ - 1) * cell_;
    SDL_SetRenderDrawColor(r, t.grid.r, t.grid.g, t.grid.b, 255);
    for (int i = 0; i < size_; ++i) {
        const float w = (i == 0 || i == size_ - 1) ? line * 1.8f : line;
        const float x = std::round(origin_x_ + i * cell_ - w / 2);
        const float y = std::round(origin_y_ - i * cell_ - w / 2);
        const SDL_FRect vertical{x, std::round(origin_y_ - last - w / 2), std::round(w),
                                 std::round(last + w)};
        const SDL_FRect horizontal{std::round(origin_x_ - w / 2), y, std::round(last + w),
                                   std::round(w)};
        SDL_RenderFillRectF(r, &vertical);
        SDL_RenderFillRectF(r, &horizontal);
    }
    for (Point p : star_points(size_)) {
        const SDL_FPoint c = centre_of(p);
        fill_disc(ui, c.x, c.y, std::max(2.0f, cell_ * 0.1f * t.line_weight), t.grid);
    }
    if (!coordinates) {
        return;
    }

    // Coordinates: letters under the board, numbers to its left.
    const int font = std::max(7, static_cast<int>(cell_ * 0.36f));
    for (int i = 0; i < size_; ++i) {
        const std::string label = to_notation({i, i});
        const SDL_FPoint c = centre_of({i, i});
        ui.text.draw(label.substr(0, 1), font, t.coordinate, static_cast<int>(c.x),
                     static_cast<int>(origin_y_ + cell_ * 0.72f), Align::Centre);
        ui.text.draw(label.substr(1), font, t.coordinate,
                     static_cast<int>(origin_x_ - cell_ * 0.62f), static_cast<int>(c.y),
                     Align::Right);
    }
}

void BoardView::draw_stone(const Ui& ui, Point p, Stone s, Uint8 alpha, float grow) const {
    const SDL_FPoint c = centre_of(p);
    // A stone being placed comes down from a little larger, as if set on the board.
    const float radius = cell_ * 0.47f * (1.0f + 0.25f * (1.0f - grow));
    const SDL_Color o = theme_->stone_outline;
    if (o.a > 0) {
        const float width = std::max(1.5f, cell_ * 0.05f);
        fill_disc(ui, c.x, c.y, radius + width,
                  {o.r, o.g, o.b, static_cast<Uint8>(o.a * alpha / 255)});
    }
    app::draw_stone(ui, s, c.x, c.y, radius, alpha);
}

void BoardView::draw_numbers(const Ui& ui, const Board& board,
                             const std::vector<Point>& moves) const {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Point p = moves[i];
        if (!board.inside(p) || board.at(p) == Stone::Empty) {
            continue;
        }
        const std::string n = std::to_string(i + 1);
        const int size = std::max(7, static_cast<int>(cell_ * (n.size() < 3 ? 0.42f : 0.34f)));
        const SDL_Color ink = board.at(p) == Stone::Black ? SDL_Color{240, 240, 236, 255}
                                                          : SDL_Color{20, 20, 20, 255};
        const SDL_FPoint c = centre_of(p);
        ui.text.draw(n, size, ink, static_cast<int>(std::lround(c.x)),
                     static_cast<int>(std::lround(c.y)), Align::Centre, true);
    }
}

void BoardView::draw(const Ui& ui, const Board& board, const BoardMarks& marks) const {
    if (wood_.w < 8) {
        return; // a window shrunk to almost nothing: nothing sensible to draw
    }
    draw_grid(ui, marks.coordinates);

    if (marks.winning_run) {
        for (Point p : *marks.winning_run) {
            const SDL_FPoint c = centre_of(p);
            fill_disc(ui, c.x, c.y, cell_ * 0.62f, {255, 214, 64, 110});
        }
    }
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            if (const Stone s = board.at({x, y}); s != Stone::Empty) {
                const bool last = Point{x, y} == marks.last_move;
                draw_stone(ui, {x, y}, s, 255, last ? marks.last_grow : 1.0f);
            }
        }
    }
    if (marks.forbidden) {
        for (Point p : *marks.forbidden) {
            const SDL_FPoint c = centre_of(p);
            draw_cross(ui, c.x, c.y, cell_ * 0.22f, std::max(2.0f, cell_ * 0.09f),
                       theme::kForbidden);
        }
    }
    if (marks.hint && board.inside(*marks.hint) && board.at(*marks.hint) == Stone::Empty) {
        const SDL_FPoint c = centre_of(*marks.hint);
        fill_disc(ui, c.x, c.y, cell_ * (0.58f + 0.08f * marks.pulse),
                  {theme::kAccent.r, theme::kAccent.g, theme::kAccent.b, 215});
        draw_stone(ui, *marks.hint, marks.hint_stone, 190);
    }
    if (marks.ghost && board.inside(*marks.ghost) && board.at(*marks.ghost) == Stone::Empty) {
        draw_stone(ui, *marks.ghost, marks.ghost_stone, 120);
    }
    if (marks.winning_run) {
        for (Point p : *marks.winning_run) {
            const SDL_FPoint c = centre_of(p);
            fill_disc(ui, c.x, c.y, cell_ * 0.13f, theme::kWinGlow);
        }
    } else if (marks.numbered && board.inside(marks.last_move)) {
        // Numbers on the stones: a ring marks the last one, the dot would hide its number.
        const SDL_FPoint c = centre_of(marks.last_move);
        const float r = cell_ * 0.5f;
        const float w = std::max(2.0f, cell_ * 0.07f);
        for (int i = 0; i < 24; ++i) {
            const float a = static_cast<float>(i) * 6.2831853f / 24;
            fill_disc(ui, c.x + r * std::cos(a), c.y + r * std::sin(a), w * 0.6f,
                      theme_->last_move);
        }
    } else if (board.inside(marks.last_move)) {
        const SDL_FPoint c = centre_of(marks.last_move);
        fill_disc(ui, c.x, c.y, cell_ * 0.12f, theme_->last_move);
    }
    if (marks.numbered) {
        draw_numbers(ui, board, *marks.numbered);
    }
    if (marks.cursor) {
        const SDL_FPoint c = centre_of(*marks.cursor);
        const float h = cell_ * 0.5f;
        const float t = std::max(2.0f, cell_ * 0.07f);
        SDL_SetRenderDrawColor(ui.renderer, theme::kCursor.r, theme::kCursor.g, theme::kCursor.b,
                               255);
        const SDL_FRect sides[4] = {{c.x - h, c.y - h, 2 * h, t},
                                    {c.x - h, c.y + h - t, 2 * h, t},
                                    {c.x - h, c.y - h, t, 2 * h},
                                    {c.x + h - t, c.y - h, t, 2 * h}};
        SDL_RenderFillRectsF(ui.renderer, sides, 4);
    }
}

} // namespace gomoku::app
