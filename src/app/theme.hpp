#pragma once

#include <SDL.h>

// The game's colours in one place.
namespace gomoku::app::theme {

inline constexpr SDL_Color kBackground{38, 42, 48, 255};
inline constexpr SDL_Color kPanel{52, 57, 65, 255};
inline constexpr SDL_Color kText{236, 233, 226, 255};
inline constexpr SDL_Color kTextDim{170, 172, 176, 255};
inline constexpr SDL_Color kAccent{232, 178, 74, 255};
inline constexpr SDL_Color kAccentHover{246, 198, 104, 255};
inline constexpr SDL_Color kButton{74, 81, 92, 255};
inline constexpr SDL_Color kButtonHover{96, 105, 118, 255};
inline constexpr SDL_Color kButtonText{244, 241, 234, 255};
inline constexpr SDL_Color kButtonDisabled{60, 64, 71, 255};
inline constexpr SDL_Color kFocus{250, 248, 240, 255}; // the highlight ring: light on every button
inline constexpr SDL_Color kWood{222, 184, 120, 255};
inline constexpr SDL_Color kWoodEdge{170, 128, 70, 255};
inline constexpr SDL_Color kGrid{74, 52, 28, 255};
inline constexpr SDL_Color kCoordinate{92, 66, 36, 255};
inline constexpr SDL_Color kLastMove{214, 52, 44, 255};
inline constexpr SDL_Color kWinGlow{255, 214, 64, 255};
inline constexpr SDL_Color kForbidden{200, 30, 30, 235};
inline constexpr SDL_Color kCursor{30, 110, 220, 255};
inline constexpr SDL_Color kShade{0, 0, 0, 150};
inline constexpr SDL_Color kClockRunning{74, 81, 92, 255}; // behind the clock that counts
inline constexpr SDL_Color kClockLow{255, 120, 100, 255};  // under 10 s: legible on the panel

} // namespace gomoku::app::theme
