#include "text.hpp"
#include "utf8_path.hpp"

#include "asset_error.hpp"

#include <algorithm>

namespace gomoku::app {

namespace {
constexpr std::size_t kMaxCachedLines = 400;
// A window resized by dragging asks for many pixel sizes, each an open font: keep a few.
constexpr std::size_t kMaxOpenFonts = 24;
} // namespace

TextRenderer::TextRenderer(SDL_Renderer* renderer, std::filesystem::path regular,
                           std::filesystem::path bold)
    : renderer_(renderer), paths_{std::move(regular), std::move(bold)} {
    for (bool b : {false, true}) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(paths_[b], ec)) {
            throw AssetError("missing file: " + utf8_path(paths_[b]));
        }
        if (!font(16, b)) {
            throw AssetError("cannot read font " + utf8_path(paths_[b]) + ": " + TTF_GetError());
        }
    }
}

TTF_Font* TextRenderer::font(int pixel_size, bool bold) {
    pixel_size = std::clamp(pixel_size, 6, 400);
    const std::pair key{pixel_size, bold};
    if (auto it = fonts_.find(key); it != fonts_.end()) {
        return it->second.get();
    }
    if (fonts_.size() >= kMaxOpenFonts) {
        fonts_.clear(); // no caller keeps a font past its own call: all may go
    }
    auto& slot = fonts_[key];
    if (!slot) {
        slot.reset(TTF_OpenFont(utf8_path(paths_[bold]).c_str(), pixel_size));
    }
    return slot.get();
}

SDL_Texture* TextRenderer::line(std::string_view text, int pixel_size, SDL_Color c, bool bold) {
    if (text.empty()) {
        return nullptr;
    }
    std::string key = std::to_string(pixel_size) + (bold ? "b" : "r") + std::to_string(c.r) + "," +
                      std::to_string(c.g) + "," + std::to_string(c.b) + "," + std::to_string(c.a) +
                      "|";
    key += text;
    if (auto it = lines_.find(key); it != lines_.end()) {
        return it->second.get();
    }
    TTF_Font* f = font(pixel_size, bold);
    if (!f) {
        return nullptr;
    }
    SurfacePtr surface(TTF_RenderUTF8_Blended(f, std::string(text).c_str(), c));
    if (!surface) {
        return nullptr;
    }
    if (lines_.size() > kMaxCachedLines) {
        lines_.clear(); // changing labels (move counts) would otherwise grow it forever
    }
    TexturePtr texture(SDL_CreateTextureFromSurface(renderer_, surface.get()));
    SDL_Texture* raw = texture.get();
    lines_[key] = std::move(texture);
    return raw;
}

int TextRenderer::width(std::string_view text, int pixel_size, bool bold) {
    int w = 0;
    int h = 0;
    if (TTF_Font* f = font(pixel_size, bold)) {
        TTF_SizeUTF8(f, std::string(text).c_str(), &w, &h);
    }
    return w;
}

void TextRenderer::draw(std::string_view text, int pixel_size, SDL_Color colour, int x, int y,
                        Align align, bool bold) {
    SDL_Texture* texture = line(text, pixel_size, colour, bold);
    if (!texture) {
        return;
    }
    int w = 0;
    int h = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
    const int left = align == Align::Left ? x : align == Align::Centre ? x - w / 2 : x - w;
    const SDL_Rect dst{left, y - h / 2, w, h};
    SDL_RenderCopy(renderer_, texture, nullptr, &dst);
}

int TextRenderer::fitting_size(std::string_view text, int pixel_size, int max_width, int smallest,
                               bool bold) {
    int size = pixel_size;
    while (size > smallest && width(text, size, bold) > max_width) {
        --size;
    }
    return size;
}

int TextRenderer::draw_wrapped(std::string_view text, int pixel_size, SDL_Color colour, int x,
                               int y, int max_width, int line_height) {
    int lines = 0;
    std::string current;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t space = text.find(' ', start);
        const std::size_t end = space == std::string_view::npos ? text.size() : space;
        const std::string_view word = text.substr(start, end - start);
        const std::string longer =
            current.empty() ? std::string(word) : current + " " + std::string(word);
        if (!current.empty() && width(longer, pixel_size) > max_width) {
            draw(current, pixel_size, colour, x, y + lines * line_height);
            ++lines;
            current = std::string(word);
        } else {
            current = longer;
        }
        start = end + 1;
    }
    if (!current.empty()) {
        draw(current, pixel_size, colour, x, y + lines * line_height);
        ++lines;
    }
    return lines;
}

} // namespace gomoku::app
