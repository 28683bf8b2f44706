#pragma once

#include "sdl_handles.hpp"
#include "translator.hpp"

#include <filesystem>
#include <span>
#include <string>
#include <string_view>

namespace gomoku::app {

// A language the game speaks: its catalog's code and its name in itself, as a player looks
// for it in a list.
struct Language {
    std::string_view code; // "en", "zh_CN": the catalog is locale/<code>.po
    std::string_view name; // "English", "简体中文"
};
std::span<const Language> languages();

// The game's language for a locale name as systems write them: "zh_CN.UTF-8", "zh-Hans-CN",
// "zh", "en_GB@euro" ... ; empty when the game does not speak it. Any Chinese but the
// traditional-script ones (zh_TW, zh_HK, zh-Hant) is read as Simplified Chinese.
std::string match_language(std::string_view locale);

// The language the system asks for: SDL_GetPreferredLocales (the desktop's list, in order),
// then LC_ALL, LC_MESSAGES, LANG; the first one the game speaks, else "en".
std::string system_language();

// The language to show: --lang, else the setting, else the system's.
std::string choose_language(std::string_view option, std::string_view setting);

// The font files for a language's text: DejaVu Sans for English, the CJK subset (with a
// synthesized bold, the same file twice) for Chinese, since SDL_ttf 2 has no fallback font.
struct FontFiles {
    std::filesystem::path regular;
    std::filesystem::path bold;
};
FontFiles font_files(const std::filesystem::path& assets_root, std::string_view language);

// For --check-assets: every language's catalog reads and its fonts open; throws AssetError
// naming the file that does not.
void check_language_files(SDL_Renderer* renderer, const std::filesystem::path& assets_root);

// The translator for `language`: locale/<language>.po under the data folder, read once; its
// problems go to stderr (file:line: message), and those texts stay English. English, or a
// catalog that cannot be read, gives English.
Translator load_translator(const std::filesystem::path& assets_root, const std::string& language);

} // namespace gomoku::app
