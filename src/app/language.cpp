#include "language.hpp"

#include "asset_error.hpp"
#include "text.hpp"
#include "utf8_path.hpp"

#include "i18n/po_reader.hpp"

#include <SDL.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>

namespace gomoku::app {

namespace {

constexpr std::array kLanguages{Language{"en", "English"}, Language{"zh_CN", "简体中文"}};

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) {
        c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}

} // namespace

std::span<const Language> languages() {
    return kLanguages;
}

std::string match_language(std::string_view locale) {
    const std::string l = lower(locale.substr(0, locale.find_first_of(".@")));
    const std::string_view head = std::string_view(l).substr(0, l.find_first_of("-_"));
    if (head == "en") {
        return "en";
    }
    if (head == "zh") {
        const bool traditional =
            l.find("hant") != std::string::npos || l.find("tw") != std::string::npos ||
            l.find("hk") != std::string::npos || l.find("mo") != std::string::npos;
        return traditional ? "" : "zh_CN";
    }
    return {};
}

namespace {

// The locale a variable names, when it is set (an empty one counts as unset, as in POSIX).
std::optional<std::string> locale_variable(const char* name) {
    const char* value = std::getenv(name);
    if (!value || !*value) {
        return std::nullopt;
    }
    const std::string found = match_language(value);
    return found.empty() ? "en" : found; // "C", "POSIX", a language we lack: English
}

} // namespace

std::string system_language() {
    // LC_ALL and LC_MESSAGES override LANG (POSIX), but SDL's Unix code reads only LANG and
    // LANGUAGE: they come first. Elsewhere they are rarely set and the desktop's list decides.
    for (const char* name : {"LC_ALL", "LC_MESSAGES"}) {
        if (auto found = locale_variable(name)) {
            return *found;
        }
    }
    // SDL >= 2.0.14 asks the desktop (Windows, macOS, Android; LANG and LANGUAGE on Unix).
    if (SDL_Locale* locales = SDL_GetPreferredLocales()) {
        std::string found;
        for (const SDL_Locale* l = locales; l->language && found.empty(); ++l) {
            found = match_language(std::string(l->language) + (l->country ? "_" : "") +
                                   (l->country ? l->country : ""));
        }
        SDL_free(locales);
        if (!found.empty()) {
            return found;
        }
    }
    return locale_variable("LANG").value_or("en");
}

std::string choose_language(std::string_view option, std::string_view setting) {
    if (!option.empty()) {
        return std::string(option);
    }
    if (!setting.empty()) {
        return std::string(setting);
    }
    return system_language();
}

FontFiles font_files(const std::filesystem::path& assets_root, std::string_view language) {
    const std::filesystem::path fonts = assets_root / "fonts";
    if (language == "zh_CN") {
        return {fonts / "NotoSansSC-Subset.otf", fonts / "NotoSansSC-Subset.otf"};
    }
    return {fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf"};
}

void check_language_files(SDL_Renderer* renderer, const std::filesystem::path& assets_root) {
    for (const Language& l : languages()) {
        const FontFiles fonts = font_files(assets_root, l.code);
        TextRenderer check(renderer, fonts.regular, fonts.bold); // throws naming a bad font
        const std::filesystem::path catalog =
            assets_root / "locale" / (std::string(l.code) + ".po");
        std::error_code ec;
        if (l.code != "en" && !std::filesystem::is_regular_file(catalog, ec)) {
            throw AssetError("missing file: " + utf8_path(catalog));
        }
    }
}

Translator load_translator(const std::filesystem::path& assets_root, const std::string& language) {
    if (language == "en" || language.empty()) {
        return {};
    }
    const std::filesystem::path file = assets_root / "locale" / (language + ".po");
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "gomoku: cannot read %s: the game stays in English\n",
                     utf8_path(file).c_str());
        return {};
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    i18n::PoRead read = i18n::read_po(text);
    for (const i18n::PoProblem& p : read.problems) {
        std::fprintf(stderr, "gomoku: %s:%d: %s; that text stays in English\n",
                     utf8_path(file).c_str(), p.line, p.message.c_str());
    }
    return Translator(language, std::move(read.catalog));
}

} // namespace gomoku::app
