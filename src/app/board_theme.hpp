#pragma once

#include "settings.hpp"

#include <SDL.h>

namespace gomoku::app {

// The colours a board is drawn with. Stones are the same pictures on every theme; where
// the board is dark or stark, an outline keeps the stone of the board's own tone visible.
struct BoardTheme {
    SDL_Color face_top; // the face shades from top to bottom
    SDL_Color face_bottom;
    SDL_Color edge;
    SDL_Color grid;
    SDL_Color coordinate;
    SDL_Color last_move;
    SDL_Color stone_outline; // alpha 0: none
    float line_weight;       // times the usual line width
};

inline const BoardTheme& board_theme(BoardThemeId id) {
    // Wood: the classic kaya tone. Dark: slate with soft light lines, for a dim room.
    // High contrast: white with black lines twice as heavy, a pure red last-move mark,
    // and every stone outlined, for low vision.
    static constexpr BoardTheme kWood{
        {222, 184, 120, 255}, {208, 170, 108, 255}, {170, 128, 70, 255}, {74, 52, 28, 255},
        {92, 66, 36, 255},    {214, 52, 44, 255},   {0, 0, 0, 0},        1.0f};
    static constexpr BoardTheme kDark{
        {62, 70, 80, 255},    {50, 57, 66, 255},  {30, 34, 40, 255},    {150, 160, 172, 255},
        {170, 178, 188, 255}, {255, 96, 80, 255}, {190, 198, 210, 255}, 1.0f};
    static constexpr BoardTheme kContrast{
        {255, 255, 255, 255}, {255, 255, 255, 255}, {0, 0, 0, 255}, {0, 0, 0, 255},
        {0, 0, 0, 255},       {230, 0, 0, 255},     {0, 0, 0, 255}, 2.0f};
    switch (id) {
    case BoardThemeId::Dark:
        return kDark;
    case BoardThemeId::HighContrast:
        return kContrast;
    case BoardThemeId::Wood:
        break;
    }
    return kWood;
}

} // namespace gomoku::app
