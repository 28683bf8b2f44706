#pragma once

#include <SDL.h>

#include <cstddef>
#include <vector>

namespace gomoku::app {

// Where everything of the game screen goes, for a drawable size: the board as large as
// the window allows, and a panel beside it (wide windows) or under it (tall and square
// ones), whichever leaves the bigger board. Every box is inside the panel and no two
// overlap; a box with zero height is not shown at this size.
struct GameLayout {
    bool portrait = false; // the panel under the board
    SDL_Rect board_area{};
    SDL_Rect panel{};
    SDL_Rect title{};    // "Gomoku" (landscape, when there is room)
    SDL_Rect opponent{}; // who plays whom (portrait: with the setup on one line)
    SDL_Rect setup{};    // rule and board size
    SDL_Rect turn{};     // whose move, the stone or the thinking indicator at its left
    SDL_Rect clocks{};   // both players' clocks side by side (only with a time control)
    SDL_Rect progress{}; // one line for the search's progress while the computer thinks
    SDL_Rect moves{};    // move count and last move
    SDL_Rect notice{};   // up to two lines
    SDL_Rect legend{};   // the renju cross explained (landscape, when there is room)
    SDL_Rect keys{};     // the main keys (landscape, when there is room)
    std::vector<SDL_Rect> buttons;

    // All the text boxes above, for checks.
    std::vector<SDL_Rect> text_boxes() const;
};

// The smallest window (in window points) at which everything stays legible: board cells
// of at least 11 px on 19x19 and text of at least 11 px, nothing overlapping.
inline constexpr int kMinWindowWidth = 480;
inline constexpr int kMinWindowHeight = 480;

// `clocks`: room for the clocks' line (a game with a time control); without it the line has
// zero height and the rest is laid out as before.
GameLayout layout_game(int width, int height, float scale, std::size_t button_count,
                       bool clocks = false);

} // namespace gomoku::app
