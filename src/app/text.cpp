#include "text.hpp"
#include "line_breaks.hpp"
#include "utf8_path.hpp"

#include "asset_error.hpp"

#include <algorithm>
#include <vector>

namespace gomoku::app {

namespace {
constexpr std::size_t kMaxCachedLines = 400;
constexpr std::size_t kMaxCachedWidths = 4000;
// A window resized by dragging asks for many pixel sizes, each an open font: keep a few.
constexpr std::size_t kMaxOpenFonts = 24;
} // namespace

TextRenderer::TextRenderer(SDL_Renderer* renderer, std::filesystem::path regular,
                           std::filesystem::path bold)
    : renderer_(renderer) {
    set_fonts(std::move(regular), std::move(bold));
}

void TextRenderer::set_fonts(std::filesystem::path regular, std::filesystem::path bold) {
    fonts_.clear();
    lines_.clear();
    widths_.clear();
    paths_[0] = std::move(regular);
    paths_[1] = std::move(bold);
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
        if (slot && bold && paths_[0] == paths_[1]) {
            TTF_SetFontStyle(slot.get(), TTF_STYLE_BOLD); // a font with no bold face of its own
        }
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
    std::string key = std::to_string(pixel_size) + (bold ? "b|" : "r|");
    key += text;
    if (auto it = widths_.find(key); it != widths_.end()) {
        return it->second;
    }
    int w = 0;
    int h = 0;
    if (TTF_Font* f = font(pixel_size, bold)) {
        TTF_SizeUTF8(f, std::string(text).c_str(), &w, &h);
    }
    if (widths_.size() > kMaxCachedWidths) {
        widths_.clear(); // changing texts (move counts, notices) would grow it forever
    }
    widths_.emplace(std::move(key), w);
    return w;
}

SDL_Rect TextRenderer::draw(std::string_view text, int pixel_size, SDL_Color colour, int x, int y,
                            Align align, bool bold) {
    SDL_Texture* texture = line(text, pixel_size, colour, bold);
    if (!texture) {
        return {x, y, 0, 0};
    }
    int w = 0;
    int h = 0;
    SDL_QueryTexture(texture, nullptr, nullptr, &w, &h);
    const int left = align == Align::Left ? x : align == Align::Centre ? x - w / 2 : x - w;
    const SDL_Rect dst{left, y - h / 2, w, h};
    SDL_RenderCopy(renderer_, texture, nullptr, &dst);
    return dst;
}

namespace {

// The length of the UTF-8 text without its last character.
std::size_t without_last_character(std::string_view text) {
    std::size_t end = text.size();
    while (end > 0) {
        --end;
        if ((static_cast<unsigned char>(text[end]) & 0xC0) != 0x80) {
            break; // the first byte of a character
        }
    }
    return end;
}

constexpr std::string_view kEllipsis = "\xE2\x80\xA6";

} // namespace

TextRenderer::Fitted TextRenderer::fit(std::string_view text, int pixel_size, int max_width,
                                       int smallest, bool bold) {
    const int size = fitting_size(text, pixel_size, max_width, smallest, bold);
    if (width(text, size, bold) <= max_width) {
        return {std::string(text), size};
    }
    std::string_view kept = text;
    while (!kept.empty()) {
        kept = kept.substr(0, without_last_character(kept));
        std::string candidate(kept);
        while (!candidate.empty() && candidate.back() == ' ') {
            candidate.pop_back();
        }
        candidate += kEllipsis;
        if (width(candidate, size, bold) <= max_width) {
            return {candidate, size};
        }
    }
    return {std::string(), size};
}

SDL_Rect TextRenderer::draw_in(std::string_view text, const SDL_Rect& box, int pixel_size,
                               int smallest, SDL_Color colour, bool bold) {
    if (box.h <= 0 || box.w <= 0) {
        return {box.x, box.y, 0, 0};
    }
    const Fitted f = fit(text, std::min(pixel_size, box.h), box.w, smallest, bold);
    return draw(f.text, f.size, colour, box.x, box.y + box.h / 2, Align::Left, bold);
}

SDL_Rect TextRenderer::draw_wrapped_in(std::string_view text, const SDL_Rect& box, int pixel_size,
                                       SDL_Color colour, int line_height) {
    SDL_Rect all{box.x, box.y, 0, 0};
    const int max_lines = line_height > 0 ? box.h / line_height : 0;
    if (max_lines <= 0 || box.w <= 0) {
        return all;
    }
    const std::vector<LineSpan> spans = break_lines(
        text, box.w, [this, pixel_size](std::string_view t) { return width(t, pixel_size); });
    std::vector<std::string_view> lines;
    for (const LineSpan& span : spans) {
        lines.push_back(text.substr(span.start, span.end - span.start));
    }
    if (static_cast<int>(lines.size()) > max_lines) {
        // The last line holds the rest, cut below with an ellipsis.
        lines.resize(max_lines);
        lines.back() = text.substr(spans[max_lines - 1].start);
    }
    bool first = true;
    for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
        const Fitted f = fit(lines[i], pixel_size, box.w, pixel_size);
        const SDL_Rect r =
            draw(f.text, f.size, colour, box.x, box.y + line_height * i + line_height / 2);
        if (r.w > 0) {
            if (first) {
                all = r;
                first = false;
            } else {
                SDL_UnionRect(&all, &r, &all);
            }
        }
    }
    return all;
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
    for (const LineSpan& span :
         break_lines(text, max_width,
                     [this, pixel_size](std::string_view t) { return width(t, pixel_size); })) {
        draw(text.substr(span.start, span.end - span.start), pixel_size, colour, x,
             y + lines * line_height);
        ++lines;
    }
    return lines;
}

} // namespace gomoku::app
