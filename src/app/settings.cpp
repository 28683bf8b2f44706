#include "settings.hpp"
#include "utf8_path.hpp"

#include <fstream>
#include <sstream>
#include <system_error>

namespace gomoku::app {

namespace {

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r");
    const auto e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// Applies one key=value; false when the key or value is not understood.
bool apply(Settings& s, const std::string& key, const std::string& value) {
    if (key == "sound") {
        if (value != "on" && value != "off")
            return false;
        s.sound = value == "on";
    } else if (key == "play") {
        const auto m = parse_play_mode(value);
        if (!m)
            return false;
        s.play = *m;
    } else if (key == "level") {
        const auto l = ai::parse_level(value);
        if (!l)
            return false;
        s.level = *l;
    } else if (key == "size") {
        if (value != "13" && value != "15" && value != "19")
            return false;
        s.size = std::stoi(value);
    } else if (key == "rule") {
        const auto r = parse_rule(value);
        if (!r)
            return false;
        s.rule = *r;
    } else {
        return false;
    }
    return true;
}

} // namespace

LoadedSettings read_settings(const std::filesystem::path& file) {
    LoadedSettings out;
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        return out;
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        line = trim(line);
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const auto eq = line.find('=');
        const std::string key = trim(line.substr(0, eq));
        const std::string value = eq == std::string::npos ? "" : trim(line.substr(eq + 1));
        if (eq == std::string::npos || !apply(out.settings, key, value)) {
            out.warnings += utf8_path(file) + ":" + std::to_string(number) + ": ignored '" +
                            line.substr(0, 60) + "'\n";
        }
    }
    return out;
}

std::string write_settings(const std::filesystem::path& file, const Settings& s) {
    std::ostringstream text;
    text << "# Gomoku settings, rewritten by the game\n"
         << "sound=" << (s.sound ? "on" : "off") << "\n"
         << "play=" << play_mode_id(s.play) << "\n"
         << "level=" << ai::level_id(s.level) << "\n"
         << "size=" << s.size << "\n"
         << "rule=" << rule_name(s.rule) << "\n";

    std::filesystem::path temp = file;
    temp += ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << text.str();
        out.flush();
        if (!out) {
            return "cannot write " + utf8_path(temp);
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, file, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return "cannot replace " + utf8_path(file) + ": " + ec.message();
    }
    return {};
}

} // namespace gomoku::app
