#pragma once

#include "sdl_handles.hpp"

#include <filesystem>
#include <map>
#include <string>
#include <string_view>

namespace gomoku::app {

enum class Align { Left, Centre, Right };

// Draws UTF-8 text with the game's font. Fonts are opened per pixel size on first use and
// rendered lines are kept as textures, since the same labels are drawn every frame.
class TextRenderer {
  public:
    // Opens both fonts once to check them; throws AssetError naming a bad file.
    TextRenderer(SDL_Renderer* renderer, std::filesystem::path regular, std::filesystem::path bold);

    // Draws with the text's vertical centre at y; x is the left, centre or right edge.
    // Returns where it drew (empty for empty text).
    SDL_Rect draw(std::string_view text, int pixel_size, SDL_Color colour, int x, int y,
                  Align align = Align::Left, bool bold = false);
    // The one rule for text in a box that may be too narrow: the largest size from
    // `pixel_size` down to `smallest` at which it fits, and at the smallest, cut at a
    // character with an ellipsis. Never wider than max_width.
    struct Fitted {
        std::string text;
        int size;
    };
    Fitted fit(std::string_view text, int pixel_size, int max_width, int smallest,
               bool bold = false);
    // fit() and draw, vertically centred in `box`, left-aligned. Returns where it drew.
    SDL_Rect draw_in(std::string_view text, const SDL_Rect& box, int pixel_size, int smallest,
                     SDL_Color colour, bool bold = false);
    int width(std::string_view text, int pixel_size, bool bold = false);
    // The largest size from `pixel_size` down to `smallest` at which the text fits.
    int fitting_size(std::string_view text, int pixel_size, int max_width, int smallest,
                     bool bold = false);
    // Draws left-aligned, broken at spaces into lines no wider than max_width; the first
    // line's centre is at y. Returns the number of lines drawn.
    int draw_wrapped(std::string_view text, int pixel_size, SDL_Color colour, int x, int y,
                     int max_width, int line_height);
    // Wrapped into `box`: as many lines as its height holds, the last one cut with an
    // ellipsis when the text goes on. Returns the union of what it drew.
    SDL_Rect draw_wrapped_in(std::string_view text, const SDL_Rect& box, int pixel_size,
                             SDL_Color colour, int line_height);

    std::size_t open_fonts() const { return fonts_.size(); }
    // Another pair of fonts (the language changed): checked like the constructor's, every
    // cache dropped. When both paths are one file, bold is synthesized from it.
    void set_fonts(std::filesystem::path regular, std::filesystem::path bold);

  private:
    TTF_Font* font(int pixel_size, bool bold);
    SDL_Texture* line(std::string_view text, int pixel_size, SDL_Color colour, bool bold);

    SDL_Renderer* renderer_;
    std::filesystem::path paths_[2];
    std::map<std::pair<int, bool>, FontPtr> fonts_;
    std::map<std::string, TexturePtr> lines_;
    // Measured widths: the panel fits the same labels every frame, and measuring one at
    // many sizes would otherwise open (and, past the font bound, reopen) many fonts.
    std::map<std::string, int> widths_;
};

} // namespace gomoku::app
