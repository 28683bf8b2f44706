#include "sgf_values.hpp"

#include <cctype>
#include <charconv>

namespace gomoku::sgf {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        return {};
    }
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

std::optional<int> number(std::string_view text) {
    text = trim(text);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::string shown(const Property& p) {
    std::string text = p.id + "[";
    const std::string_view raw = p.values.front();
    for (char c : raw.substr(0, 20)) {
        text += c >= 0x20 && c < 0x7f ? c : '?';
    }
    text += raw.size() <= 20 ? "]" : "...]";
    return text;
}

std::optional<Rule> rule_named(std::string_view text) {
    std::string word;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (word.find("renju") != std::string::npos || word == "4") {
        return Rule::Renju;
    }
    if (word.find("standard") != std::string::npos || word.find("exact") != std::string::npos ||
        word == "1") {
        return Rule::Standard;
    }
    if (word.find("free") != std::string::npos || word == "gomoku" || word == "0" || word.empty()) {
        return Rule::Freestyle;
    }
    return std::nullopt;
}

} // namespace gomoku::sgf
