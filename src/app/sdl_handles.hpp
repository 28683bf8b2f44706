#pragma once

// Owning handles for SDL objects, so no app code calls a destroy function by hand.

#include <SDL.h>
#include <SDL_mixer.h>
#include <SDL_ttf.h>

#include <memory>

namespace gomoku::app {

template <auto Destroy> struct SdlDeleter {
    template <typename T> void operator()(T* p) const {
        if (p) {
            Destroy(p);
        }
    }
};

using WindowPtr = std::unique_ptr<SDL_Window, SdlDeleter<SDL_DestroyWindow>>;
using RendererPtr = std::unique_ptr<SDL_Renderer, SdlDeleter<SDL_DestroyRenderer>>;
using TexturePtr = std::unique_ptr<SDL_Texture, SdlDeleter<SDL_DestroyTexture>>;
using SurfacePtr = std::unique_ptr<SDL_Surface, SdlDeleter<SDL_FreeSurface>>;
using FontPtr = std::unique_ptr<TTF_Font, SdlDeleter<TTF_CloseFont>>;
using ChunkPtr = std::unique_ptr<Mix_Chunk, SdlDeleter<Mix_FreeChunk>>;

// Frees an SDL_GetBasePath / SDL_GetPrefPath string.
using SdlStringPtr = std::unique_ptr<char, SdlDeleter<SDL_free>>;

} // namespace gomoku::app
