#pragma once

#include "board_theme.hpp"
#include "core/board.hpp"
#include "ui.hpp"

#include <optional>
#include <vector>

namespace gomoku::app {

// Tap tolerances as a fraction of the grid spacing: a fingertip is less precise than a
// mouse pointer, so it gets more room (0.5 would be the whole cell around a point).
inline constexpr float kMouseTolerance = 0.42f;
inline constexpr float kTouchTolerance = 0.62f;

// What to show on the board besides the stones.
struct BoardMarks {
    Point last_move = kNoPoint;
    const std::vector<Point>* winning_run = nullptr;
    std::optional<Point> ghost; // where a move would go, drawn translucent
    Stone ghost_stone = Stone::Black;
    std::optional<Point> cursor;                   // the keyboard cursor
    const std::vector<Point>* forbidden = nullptr; // renju points Black may not play
    std::optional<Point> hint;                     // the engine's suggestion for the player
    Stone hint_stone = Stone::Black;
    float pulse = 0;                              // 0..1, animates the hint's ring
    const std::vector<Point>* numbered = nullptr; // the moves in order: numbers on the stones
    bool coordinates = true;                      // the letters and numbers around the board
    float last_grow = 1; // 0..1: the last stone settling in (the placement animation)
};

// The board's place on screen: layout, pixel <-> point, and drawing.
class BoardView {
  public:
    // Fits the largest board (with its coordinate margin) into `area`, centred.
    void layout(const SDL_Rect& area, int board_size);

    int board_size() const { return size_; }
    const SDL_Rect& wood() const { return wood_; }
    float cell() const { return cell_; }
    SDL_FPoint centre_of(Point p) const;
    // The nearest intersection when (x, y) is within tolerance * cell of it.
    std::optional<Point> point_at(float x, float y, float tolerance) const;

    void draw(const Ui& ui, const Board& board, const BoardMarks& marks) const;
    void set_theme(const BoardTheme& theme) { theme_ = &theme; }

  private:
    void draw_grid(const Ui& ui, bool coordinates) const;
    void draw_numbers(const Ui& ui, const Board& board, const std::vector<Point>& moves) const;
    void draw_stone(const Ui& ui, Point p, Stone s, Uint8 alpha, float grow = 1) const;

    const BoardTheme* theme_ = &board_theme(BoardThemeId::Wood);
    int size_ = 15;
    SDL_Rect wood_{};
    float cell_ = 1.0f;
    float origin_x_ = 0.0f; // pixel of column a
    float origin_y_ = 0.0f; // pixel of row 1 (the bottom row)
};

} // namespace gomoku::app
