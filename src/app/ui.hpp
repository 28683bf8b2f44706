#pragma once

#include "assets.hpp"
#include "text.hpp"
#include "translator.hpp"

#include <string>
#include <vector>

namespace gomoku::app {

// What a scene needs to draw: the renderer, the pictures, the font, the language, and the
// HiDPI factor (drawable pixels per window point) so sizes given in points stay the same on
// any screen.
struct Ui {
    SDL_Renderer* renderer;
    const Assets& assets;
    TextRenderer& text;
    const Translator& tr;
    float scale = 1.0f;

    int px(float points) const { return static_cast<int>(points * scale + 0.5f); }
};

void fill_rect(SDL_Renderer* renderer, const SDL_Rect& rect, SDL_Color colour);
// An anti-aliased filled circle.
void fill_disc(const Ui& ui, float cx, float cy, float radius, SDL_Color colour);
// A stone picture with its circle centred on (cx, cy); the picture's canvas is larger than
// the stone (the shadow), so it is placed by the stone geometry in Assets.
void draw_stone(const Ui& ui, Stone stone, float cx, float cy, float radius, Uint8 alpha = 255);
// An X of two bars, `half` from the centre to each tip, `thickness` wide.
void draw_cross(const Ui& ui, float cx, float cy, float half, float thickness, SDL_Color colour);
// Rounded corners without overlapping pieces, so translucent colours stay even.
void fill_rounded(const Ui& ui, const SDL_Rect& rect, int radius, SDL_Color colour);

struct Button {
    SDL_Rect rect{};
    std::string label;
    bool enabled = true;
    bool primary = false; // the action most players want next, drawn in the accent colour

    bool contains(int x, int y) const {
        return enabled && x >= rect.x && y >= rect.y && x < rect.x + rect.w && y < rect.y + rect.h;
    }
};

void draw_button(const Ui& ui, const Button& button, bool hovered, bool focused);
// Index of the button under (x, y), or -1.
int button_at(const std::vector<Button>& buttons, int x, int y);

} // namespace gomoku::app
