#include "game_library.hpp"

#include "atomic_file.hpp"
#include "core/psq.hpp"
#include "core/sgf.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <system_error>

namespace gomoku::app {

namespace fs = std::filesystem;

namespace {

// Records bigger than this are not games (the largest board holds 484 moves).
constexpr std::uintmax_t kLargestRecord = 4 * 1024 * 1024;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

LibraryEntry entry_for(const fs::path& file) {
    LibraryEntry entry;
    entry.file = file;
    const auto record = read_record_file(file);
    if (!record) {
        entry.error = record.error();
        entry.result = "Unreadable";
        return entry;
    }
    entry.date = record->date;
    const std::string black = record->black_player.empty() ? "Black" : record->black_player;
    const std::string white = record->white_player.empty() ? "White" : record->white_player;
    entry.players = black + " vs " + white;
    const std::string n = std::to_string(record->board_size);
    entry.setup = std::string(rule_name(record->rule)) + " " + n + "x" + n;
    entry.result = result_words(record->result);
    entry.moves = static_cast<int>(record->moves.size());
    entry.black_player = record->black_player;
    entry.white_player = record->white_player;
    entry.rule = record->rule;
    entry.size = record->board_size;
    entry.outcome = record->result.outcome;
    return entry;
}

fs::path folder_from_env(const char* name, const char* below = nullptr) {
    const char* value = std::getenv(name);
    if (!value || !*value) {
        return {};
    }
    fs::path p = fs::u8path(value);
    if (below) {
        p /= below;
    }
    std::error_code ec;
    return fs::is_directory(p, ec) ? p : fs::path();
}

} // namespace

std::string result_words(const GameResult& result) {
    switch (result.outcome) {
    case Outcome::Unfinished:
        return "Unfinished";
    case Outcome::BlackWon:
        return "Black won";
    case Outcome::WhiteWon:
        return "White won";
    case Outcome::Draw:
        return "Draw";
    case Outcome::Void:
        return "No result";
    case Outcome::Unknown:
        return "Unknown";
    }
    return "Unknown";
}

Expected<GameRecord> read_record_file(const fs::path& file) {
    const std::string name = path_text(file.filename());
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    if (!ec && size > kLargestRecord) {
        return Expected<GameRecord>::failure(name + ": too big for a game record");
    }
    std::string error;
    const auto text = read_whole_file(file, error);
    if (!text) {
        return Expected<GameRecord>::failure(error);
    }
    auto record = lower(path_text(file.extension())) == ".psq" ? read_psq(*text) : read_sgf(*text);
    if (!record) {
        return Expected<GameRecord>::failure(name + ": " + record.error());
    }
    return record;
}

std::vector<LibraryEntry> list_games(const fs::path& folder) {
    std::vector<std::pair<fs::file_time_type, fs::path>> files;
    std::error_code ec;
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->is_regular_file(ec) && lower(path_text(it->path().extension())) == ".sgf") {
            files.emplace_back(it->last_write_time(ec), it->path());
        }
    }
    // Newest first; the names (a time stamp) break ties between files written the same tick.
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    std::vector<LibraryEntry> entries;
    entries.reserve(files.size());
    for (const auto& [time, file] : files) {
        entries.push_back(entry_for(file));
    }
    return entries;
}

fs::path export_folder() {
    if (fs::path p = folder_from_env("GOMOKU_EXPORT_DIR"); !p.empty()) {
        return p;
    }
    if (fs::path p = folder_from_env("XDG_DOWNLOAD_DIR"); !p.empty()) {
        return p;
    }
    // USERPROFILE on Windows, HOME elsewhere; the same two folder names on every desktop.
    for (const char* home : {"USERPROFILE", "HOME"}) {
        for (const char* below : {"Downloads", "Documents"}) {
            if (fs::path p = folder_from_env(home, below); !p.empty()) {
                return p;
            }
        }
        if (fs::path p = folder_from_env(home); !p.empty()) {
            return p;
        }
    }
    return {};
}

fs::path export_record(const GameRecord& record, const fs::path& folder, std::string& error) {
    if (folder.empty()) {
        error = "no folder to export to";
        return {};
    }
    const std::string stem = "gomoku-" + (record.date.empty() ? std::string("game") : record.date);
    std::error_code ec;
    for (int i = 1; i < 1000; ++i) {
        std::string name = stem;
        if (i > 1) { // (built in steps: GCC 12 sees a false overlap in "-" + to_string)
            name += '-';
            name += std::to_string(i);
        }
        const fs::path file = folder / (name + ".sgf");
        const fs::path psq = folder / (name + ".psq");
        if (fs::exists(file, ec) || fs::exists(psq, ec)) {
            continue;
        }
        error = write_file_atomically(file, write_sgf(record));
        if (error.empty()) {
            error = write_file_atomically(psq, write_psq(record));
        }
        return error.empty() ? file : fs::path();
    }
    error = "too many exported games in " + path_text(folder);
    return {};
}

} // namespace gomoku::app
