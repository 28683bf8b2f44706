#pragma once

// Files the game keeps in the preference folder (the game in progress, the library, the
// statistics): written so that a crash or a power cut at any moment leaves either the old
// file or the new one, never half of one; and read back whole.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace gomoku::app {

// A path as UTF-8 text, for messages and for SDL (C++20's u8string is of char8_t).
inline std::string path_text(const std::filesystem::path& path) {
    const auto u8 = path.u8string();
    return {u8.begin(), u8.end()};
}

// Writes `text` to a temporary file with a unique name beside `file`, flushes it to the disk
// (fsync where the platform has one) and renames it over `file`. Returns an error text,
// empty on success; on failure `file` is as it was and the temporary file is gone.
std::string write_file_atomically(const std::filesystem::path& file, std::string_view text);

// The whole file, or nullopt with `error` set ("cannot read ...").
std::optional<std::string> read_whole_file(const std::filesystem::path& file, std::string& error);

// Renames a file that cannot be used to FILE.bad (FILE.bad2, ... when that exists), so the
// player's data is never deleted. Returns the new name, empty when even that failed.
std::filesystem::path move_aside(const std::filesystem::path& file);

// A file of the player's that could not be used: why, and where it is now (for the message
// the App words in the player's language).
struct LostFile {
    std::string error;             // the reader's message; empty: nothing was lost
    std::filesystem::path file;    // where it was
    std::filesystem::path kept_as; // where move_aside put it; empty: left where it was
};

} // namespace gomoku::app
