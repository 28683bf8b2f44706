#include "settings.hpp"
#include "language.hpp"
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

std::optional<bool> parse_switch(const std::string& value) {
    if (value == "on") {
        return true;
    }
    if (value == "off") {
        return false;
    }
    return std::nullopt;
}

// A whole number in [low, high], or nothing.
std::optional<int> parse_int(const std::string& value, int low, int high) {
    if (value.empty() || value.size() > 6 ||
        value.find_first_not_of("-0123456789") != std::string::npos ||
        value.find('-', 1) != std::string::npos || value == "-") {
        return std::nullopt;
    }
    const int n = std::stoi(value);
    return n >= low && n <= high ? std::optional<int>(n) : std::nullopt;
}

// The window's keys; false when the value is bad.
bool apply_window(WindowPlace& w, const std::string& key, const std::string& value) {
    constexpr int kFar = 100000;
    if (key == "fullscreen") {
        const auto on = parse_switch(value);
        w.fullscreen = on.value_or(w.fullscreen);
        return on.has_value();
    }
    const bool size = key == "window_width" || key == "window_height";
    const auto n = parse_int(value, size ? 100 : -kFar, kFar);
    if (!n) {
        return false;
    }
    if (key == "window_width") {
        w.width = *n;
    } else if (key == "window_height") {
        w.height = *n;
    } else if (key == "window_x") {
        w.x = *n;
        w.has_position = true;
    } else if (key == "window_y") {
        w.y = *n;
        w.has_position = true;
    } else {
        return false;
    }
    return true;
}

// The look-and-feel keys; false when the value is bad.
bool apply_look(Settings& s, const std::string& key, const std::string& value) {
    if (key == "volume") {
        const auto v = parse_int(value, 0, 100);
        if (!v || *v % 25 != 0) {
            return false;
        }
        s.volume = *v;
        return true;
    }
    if (key == "theme") {
        const auto t = parse_theme(value);
        s.theme = t.value_or(s.theme);
        return t.has_value();
    }
    const auto on = parse_switch(value);
    if (!on) {
        return false;
    }
    (key == "move_numbers" ? s.move_numbers : s.coordinates) = *on;
    return true;
}

// "system" (follow it) or a language the game speaks.
bool apply_language(Settings& s, const std::string& value) {
    if (value == "system") {
        s.language.clear();
        return true;
    }
    for (const Language& l : languages()) {
        if (value == l.code) {
            s.language = value;
            return true;
        }
    }
    return false;
}

// Applies one key=value; false when the key or value is not understood.
bool apply(Settings& s, const std::string& key, const std::string& value) {
    if (key.rfind("window_", 0) == 0 || key == "fullscreen") {
        return apply_window(s.window, key, value);
    }
    if (key == "volume" || key == "theme" || key == "move_numbers" || key == "coordinates") {
        return apply_look(s, key, value);
    }
    if (key == "language") {
        return apply_language(s, value);
    }
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
    } else if (key == "opening") {
        const auto o = parse_opening_rule(value);
        if (!o)
            return false;
        s.opening = *o;
    } else if (key == "level2") {
        const auto l = ai::parse_level(value);
        if (!l)
            return false;
        s.second_level = *l;
    } else if (key == "demo_delay_ms") {
        const auto v = parse_int(value, 0, 10000);
        if (!v)
            return false;
        s.demo_delay_ms = *v;
    } else if (key == "rule") {
        const auto r = parse_rule(value);
        if (!r)
            return false;
        s.rule = *r;
    } else if (key == "clock") {
        const auto c = parse_time_control(value);
        if (!c)
            return false;
        s.clock = *c;
    } else if (key == "lose_on_time") {
        if (value != "on" && value != "off")
            return false;
        s.lose_on_time = value == "on";
    } else {
        return false;
    }
    return true;
}

} // namespace

std::string_view theme_id(BoardThemeId theme) {
    switch (theme) {
    case BoardThemeId::Wood:
        return "wood";
    case BoardThemeId::Dark:
        return "dark";
    case BoardThemeId::HighContrast:
        return "contrast";
    }
    return "wood";
}

std::optional<BoardThemeId> parse_theme(std::string_view text) {
    for (BoardThemeId t : {BoardThemeId::Wood, BoardThemeId::Dark, BoardThemeId::HighContrast}) {
        if (text == theme_id(t)) {
            return t;
        }
    }
    return std::nullopt;
}

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
         << "rule=" << rule_name(s.rule) << "\n"
         << "opening=" << opening_rule_id(s.opening) << "\n"
         << "level2=" << ai::level_id(s.second_level) << "\n"
         << "demo_delay_ms=" << s.demo_delay_ms << "\n"
         << "clock=" << time_control_id(s.clock) << "\n"
         << "lose_on_time=" << (s.lose_on_time ? "on" : "off") << "\n"
         << "volume=" << s.volume << "\n"
         << "theme=" << theme_id(s.theme) << "\n"
         << "move_numbers=" << (s.move_numbers ? "on" : "off") << "\n"
         << "coordinates=" << (s.coordinates ? "on" : "off") << "\n"
         << "language=" << (s.language.empty() ? "system" : s.language) << "\n"
         << "fullscreen=" << (s.window.fullscreen ? "on" : "off") << "\n";
    if (s.window.width > 0 && s.window.height > 0) {
        text << "window_width=" << s.window.width << "\n"
             << "window_height=" << s.window.height << "\n";
    }
    if (s.window.has_position) {
        text << "window_x=" << s.window.x << "\n"
             << "window_y=" << s.window.y << "\n";
    }

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
