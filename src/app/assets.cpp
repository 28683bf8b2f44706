#include "assets.hpp"
#include "utf8_path.hpp"

#include "asset_error.hpp"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

// Where the install rules put the data folder, relative to the program (set by CMake).
#ifndef GOMOKU_ASSETS_RELATIVE
#define GOMOKU_ASSETS_RELATIVE "../share/gomoku/assets"
#endif

namespace gomoku::app {

namespace fs = std::filesystem;

namespace {

bool looks_like_assets(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "stones" / "black.png", ec);
}

TexturePtr to_texture(SDL_Renderer* renderer, SDL_Surface* surface, const fs::path& file) {
    TexturePtr texture(SDL_CreateTextureFromSurface(renderer, surface));
    if (!texture) {
        throw AssetError("cannot use " + utf8_path(file) + ": " + SDL_GetError());
    }
    SDL_SetTextureBlendMode(texture.get(), SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture.get(), SDL_ScaleModeLinear);
    return texture;
}

// A white disc with a one-pixel soft edge, drawn once at start-up. Big enough that scaled
// down it stays smooth.
SurfacePtr make_disc(int size) {
    SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32));
    if (!surface) {
        throw AssetError(std::string("cannot create a drawing surface: ") + SDL_GetError());
    }
    const double r = size / 2.0;
    auto* pixels = static_cast<Uint8*>(surface->pixels);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const double d = std::hypot(x + 0.5 - r, y + 0.5 - r);
            const double coverage = std::clamp(r - d, 0.0, 1.0);
            Uint8* px = pixels + y * surface->pitch + x * 4;
            px[0] = px[1] = px[2] = 255;
            px[3] = static_cast<Uint8>(std::lround(coverage * 255));
        }
    }
    return surface;
}

} // namespace

fs::path find_assets_dir() {
    std::vector<fs::path> tried;
    if (const char* env = std::getenv("GOMOKU_ASSETS"); env && *env) {
        // An explicit choice is not second-guessed: if it is wrong, say so.
        if (looks_like_assets(env)) {
            return env;
        }
        throw AssetError(std::string("GOMOKU_ASSETS=") + env +
                         " has no stones/black.png: not a Gomoku data folder");
    }
    SdlStringPtr base{SDL_GetBasePath()};
    if (base) {
        const fs::path dir = fs::u8path(base.get());
        // Beside the program (build tree, Windows, and a macOS bundle, whose base path is
        // Contents/Resources/), then where the install rules put it relative to the program.
        for (const fs::path& candidate :
             {dir / "assets", dir / fs::path(GOMOKU_ASSETS_RELATIVE),
              dir / ".." / "share" / "gomoku" / "assets", dir / ".." / "Resources" / "assets"}) {
            const fs::path normal = candidate.lexically_normal();
            if (std::find(tried.begin(), tried.end(), normal) != tried.end()) {
                continue;
            }
            tried.push_back(normal);
            if (looks_like_assets(normal)) {
                return normal;
            }
        }
    }
    std::string message = "cannot find the game's data folder (assets: stones, sounds, fonts).";
    if (base) {
        message += " Looked in:";
        for (const auto& p : tried) {
            message += "\n  " + utf8_path(p);
        }
    } else {
        message += std::string(" SDL cannot tell where the program is: ") + SDL_GetError();
    }
    message +=
        "\nReinstall the game, or set GOMOKU_ASSETS to the folder that holds stones/black.png.";
    throw AssetError(message);
}

SurfacePtr load_image(const fs::path& file) {
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
        throw AssetError("missing file: " + utf8_path(file));
    }
    SurfacePtr surface(IMG_Load(utf8_path(file).c_str()));
    if (!surface) {
        throw AssetError("cannot read image " + utf8_path(file) + ": " + IMG_GetError());
    }
    return surface;
}

Assets::Assets(SDL_Renderer* renderer, fs::path root) : root_(std::move(root)) {
    const fs::path black = file("stones/black.png");
    const fs::path white = file("stones/white.png");
    black_ = to_texture(renderer, load_image(black).get(), black);
    white_ = to_texture(renderer, load_image(white).get(), white);
    disc_ = to_texture(renderer, make_disc(128).get(), "disc");
}

SurfacePtr Assets::load_icon() const {
    return load_image(file("icon.png"));
}

} // namespace gomoku::app
