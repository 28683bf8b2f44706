#include "ui.hpp"

#include "theme.hpp"

#include <algorithm>
#include <cmath>

namespace gomoku::app {

void fill_rect(SDL_Renderer* renderer, const SDL_Rect& rect, SDL_Color c) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(renderer, &rect);
}

void fill_disc(const Ui& ui, float cx, float cy, float radius, SDL_Color c) {
    SDL_Texture* disc = ui.assets.disc();
    SDL_SetTextureColorMod(disc, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(disc, c.a);
    const SDL_FRect dst{cx - radius, cy - radius, 2 * radius, 2 * radius};
    SDL_RenderCopyF(ui.renderer, disc, nullptr, &dst);
}

void draw_stone(const Ui& ui, Stone stone, float cx, float cy, float radius, Uint8 alpha) {
    const float k = radius / static_cast<float>(Assets::kStoneRadius);
    const float offset = static_cast<float>(Assets::kStoneCentre) * k;
    const float side = static_cast<float>(Assets::kStoneCanvas) * k;
    const SDL_FRect dst{cx - offset, cy - offset, side, side};
    SDL_Texture* texture = ui.assets.stone(stone);
    SDL_SetTextureAlphaMod(texture, alpha);
    SDL_RenderCopyF(ui.renderer, texture, nullptr, &dst);
    SDL_SetTextureAlphaMod(texture, 255);
}

void draw_cross(const Ui& ui, float cx, float cy, float half, float thickness, SDL_Color c) {
    // Each bar is a quad along a diagonal; t is the half-thickness projected on the axes.
    const float t = thickness * 0.5f * 0.70710678f;
    const SDL_FPoint corners[8] = {
        {cx - half - t, cy - half + t}, {cx - half + t, cy - half - t},
        {cx + half + t, cy + half - t}, {cx + half - t, cy + half + t},
        {cx + half - t, cy - half - t}, {cx + half + t, cy - half + t},
        {cx - half + t, cy + half + t}, {cx - half - t, cy + half - t},
    };
    SDL_Vertex vertices[8];
    for (int i = 0; i < 8; ++i) {
        vertices[i] = {corners[i], c, {0, 0}};
    }
    const int indices[12] = {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7};
    SDL_SetRenderDrawBlendMode(ui.renderer, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(ui.renderer, nullptr, vertices, 8, indices, 12);
}

void fill_rounded(const Ui& ui, const SDL_Rect& r, int radius, SDL_Color c) {
    radius = std::clamp(radius, 0, std::min(r.w, r.h) / 2);
    if (radius == 0) {
        fill_rect(ui.renderer, r, c);
        return;
    }
    fill_rect(ui.renderer, {r.x, r.y + radius, r.w, r.h - 2 * radius}, c);
    fill_rect(ui.renderer, {r.x + radius, r.y, r.w - 2 * radius, radius}, c);
    fill_rect(ui.renderer, {r.x + radius, r.y + r.h - radius, r.w - 2 * radius, radius}, c);

    SDL_Texture* disc = ui.assets.disc();
    int size = 0;
    SDL_QueryTexture(disc, nullptr, nullptr, &size, nullptr);
    const int half = size / 2;
    SDL_SetTextureColorMod(disc, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(disc, c.a);
    const SDL_Rect quarters[4] = {
        {0, 0, half, half}, {half, 0, half, half}, {0, half, half, half}, {half, half, half, half}};
    const SDL_Rect corners[4] = {{r.x, r.y, radius, radius},
                                 {r.x + r.w - radius, r.y, radius, radius},
                                 {r.x, r.y + r.h - radius, radius, radius},
                                 {r.x + r.w - radius, r.y + r.h - radius, radius, radius}};
    for (int i = 0; i < 4; ++i) {
        SDL_RenderCopy(ui.renderer, disc, &quarters[i], &corners[i]);
    }
}

void draw_button(const Ui& ui, const Button& b, bool hovered, bool focused) {
    // One highlight for both the pointer and the keyboard (the scenes pass at most one
    // button): a light ring that stands out from the grey buttons and the accent one alike,
    // and a lighter face.
    const bool highlighted = (hovered || focused) && b.enabled;
    const int radius = ui.px(8);
    if (highlighted) {
        const int f = ui.px(3);
        fill_rounded(ui, {b.rect.x - f, b.rect.y - f, b.rect.w + 2 * f, b.rect.h + 2 * f},
                     radius + f, theme::kFocus);
    }
    SDL_Color fill = !b.enabled    ? theme::kButtonDisabled
                     : highlighted ? theme::kButtonHover
                                   : theme::kButton;
    SDL_Color ink = b.enabled ? theme::kButtonText : theme::kTextDim;
    if (b.primary && b.enabled) {
        fill = highlighted ? theme::kAccentHover : theme::kAccent;
        ink = theme::kBackground;
    }
    fill_rounded(ui, b.rect, radius, fill);
    const int size = std::max(8, std::min(ui.px(17), b.rect.h * 45 / 100));
    const int fitted = ui.text.fitting_size(b.label, size, b.rect.w - ui.px(8), 8, b.primary);
    ui.text.draw(b.label, fitted, ink, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2,
                 Align::Centre, b.primary);
}

int button_at(const std::vector<Button>& buttons, int x, int y) {
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        if (buttons[i].contains(x, y)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

} // namespace gomoku::app
