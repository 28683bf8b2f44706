#include "atomic_file.hpp"

#include <cstdio>
#include <random>
#include <system_error>

// The one place that needs the platform's own calls: flushing a file to the disk.
#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

namespace gomoku::app {

namespace fs = std::filesystem;

namespace {

std::FILE* open_file(const fs::path& file, bool write) {
#ifdef _WIN32
    return _wfopen(file.c_str(), write ? L"wb" : L"rb"); // wide names: any folder works
#else
    return std::fopen(file.c_str(), write ? "wb" : "rb");
#endif
}

// fflush only hands the bytes to the system; this asks it to put them on the disk, so a
// power cut after the rename cannot leave an empty file under the final name.
bool sync_to_disk(std::FILE* f) {
#ifdef _WIN32
    return _commit(_fileno(f)) == 0;
#else
    return fsync(fileno(f)) == 0;
#endif
}

// Two games (or two copies of the game) saving at once never share a temporary file.
fs::path unique_temp_name(const fs::path& file) {
    std::random_device random;
    fs::path temp = file;
    temp += ".tmp-" + std::to_string(random()) + "-" + std::to_string(random());
    return temp;
}

} // namespace

std::string write_file_atomically(const fs::path& file, std::string_view text) {
    const fs::path temp = unique_temp_name(file);
    std::FILE* f = open_file(temp, true);
    if (!f) {
        return "cannot write " + path_text(temp);
    }
    const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size() &&
                         std::fflush(f) == 0 && sync_to_disk(f);
    const bool closed = std::fclose(f) == 0;
    std::error_code ec;
    if (!written || !closed) {
        fs::remove(temp, ec);
        return "cannot write " + path_text(temp) + " (disk full?)";
    }
    fs::rename(temp, file, ec);
    if (ec) {
        fs::remove(temp, ec);
        return "cannot replace " + path_text(file) + ": " + ec.message();
    }
    return {};
}

std::optional<std::string> read_whole_file(const fs::path& file, std::string& error) {
    std::FILE* f = open_file(file, false);
    if (!f) {
        error = "cannot read " + path_text(file);
        return std::nullopt;
    }
    std::string text;
    char buffer[16384];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0) {
        text.append(buffer, n);
    }
    const bool failed = std::ferror(f) != 0;
    std::fclose(f);
    if (failed) {
        error = "cannot read " + path_text(file);
        return std::nullopt;
    }
    return text;
}

fs::path move_aside(const fs::path& file) {
    std::error_code ec;
    for (int i = 1; i < 1000; ++i) {
        fs::path bad = file;
        bad += i == 1 ? std::string(".bad") : ".bad" + std::to_string(i);
        if (fs::exists(bad, ec)) {
            continue;
        }
        fs::rename(file, bad, ec);
        return ec ? fs::path() : bad;
    }
    return {};
}

} // namespace gomoku::app
