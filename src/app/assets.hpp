#pragma once

#include "core/types.hpp"
#include "sdl_handles.hpp"

#include <filesystem>

namespace gomoku::app {

// Where the data folder is: $GOMOKU_ASSETS, then beside the program (build tree, Windows,
// macOS bundle Resources), then where the install rules put it relative to the program
// (../share/gomoku/assets on Unix), wherever the tree was moved. Throws AssetError listing
// the places tried.
std::filesystem::path find_assets_dir();

// The pictures the board is drawn with. Every file is loaded at start-up so a missing or
// corrupt one is reported at once, by name, rather than in the middle of a game.
class Assets {
  public:
    // Geometry of the stone pictures (see assets/README.md): the stone's circle has its
    // centre at (76, 76) and radius 64 on a 160x160 canvas; the rest is the soft shadow.
    static constexpr double kStoneCanvas = 160.0;
    static constexpr double kStoneCentre = 76.0;
    static constexpr double kStoneRadius = 64.0;

    Assets(SDL_Renderer* renderer, std::filesystem::path root);

    const std::filesystem::path& root() const { return root_; }
    std::filesystem::path file(const char* relative) const { return root_ / relative; }

    SDL_Texture* stone(Stone s) const { return s == Stone::Black ? black_.get() : white_.get(); }
    // A white anti-aliased disc, tinted and scaled for markers, star points and buttons.
    SDL_Texture* disc() const { return disc_.get(); }
    SurfacePtr load_icon() const;

  private:
    std::filesystem::path root_;
    TexturePtr black_;
    TexturePtr white_;
    TexturePtr disc_;
};

// Loads a PNG; throws AssetError naming the file when it is missing or not an image.
SurfacePtr load_image(const std::filesystem::path& file);

} // namespace gomoku::app
