#pragma once

#include <filesystem>
#include <string>

namespace gomoku::app {

// A path as UTF-8, the encoding SDL expects for every file name. path::string() would give
// the ANSI code page on Windows, where a folder like C:\Users\José then cannot be opened.
inline std::string utf8_path(const std::filesystem::path& path) {
    const std::u8string text = path.u8string();
    return {reinterpret_cast<const char*>(text.data()), text.size()};
}

} // namespace gomoku::app
