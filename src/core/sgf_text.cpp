#include "sgf_text.hpp"

#include <cctype>

namespace gomoku::sgf {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD

void append_code_point(std::string& out, unsigned code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

// Length of the valid UTF-8 sequence at text[i], or 0.
std::size_t utf8_length(std::string_view text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    unsigned min = 0;
    unsigned code = 0;
    if (lead < 0x80) {
        return 1;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, min = 0x80, code = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3, min = 0x800, code = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, min = 0x10000, code = lead & 0x07;
    } else {
        return 0;
    }
    if (i + length > text.size()) {
        return 0;
    }
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0) != 0x80) {
            return 0;
        }
        code = (code << 6) | (next & 0x3F);
    }
    const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
    return code < min || code > 0x10FFFF || surrogate ? 0 : length;
}

} // namespace

std::string to_utf8(std::string_view bytes, Charset charset) {
    std::string out;
    out.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size();) {
        if (charset == Charset::Latin1) {
            append_code_point(out, static_cast<unsigned char>(bytes[i++]));
            continue;
        }
        const std::size_t length = utf8_length(bytes, i);
        if (length == 0) {
            out += kReplacement;
            ++i;
        } else {
            out.append(bytes.substr(i, length));
            i += length;
        }
    }
    return out;
}

bool is_valid_utf8(std::string_view bytes) {
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = utf8_length(bytes, i);
        if (length == 0) {
            return false;
        }
        i += length;
    }
    return true;
}

namespace {

bool is_break(char c) {
    return c == '\n' || c == '\r';
}

// The length of the line break at raw[i] (LF, CR, CR LF or LF CR), 0 if none.
std::size_t break_length(std::string_view raw, std::size_t i) {
    if (i >= raw.size() || !is_break(raw[i])) {
        return 0;
    }
    const bool pair = i + 1 < raw.size() && is_break(raw[i + 1]) && raw[i + 1] != raw[i];
    return pair ? 2 : 1;
}

} // namespace

Charset charset_named(std::string_view name) {
    std::string lower;
    for (char c : name) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    const bool latin1 = lower == "iso88591" || lower == "latin1" || lower == "l1" ||
                        lower == "windows1252" || lower == "cp1252";
    return latin1 ? Charset::Latin1 : Charset::Utf8;
}

std::string decode_text(std::string_view raw, Charset charset, bool simple) {
    std::string text;
    text.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size();) {
        if (raw[i] == '\\') {
            if (const std::size_t soft = break_length(raw, i + 1); soft > 0) {
                i += 1 + soft; // a soft line break: nothing
                continue;
            }
            ++i; // the next character as it is (but white space is still a space)
        } else if (const std::size_t hard = break_length(raw, i); hard > 0) {
            text += simple ? ' ' : '\n';
            i += hard;
            continue;
        }
        if (i < raw.size()) {
            const char c = raw[i++];
            text += c == '\t' || c == '\v' || c == '\f' ? ' ' : c;
        }
    }
    return to_utf8(text, charset);
}

std::string escape_text(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 8);
    for (char c : text) {
        if (c == '\\' || c == ']') {
            out += '\\';
        }
        out += c;
    }
    return out;
}

} // namespace gomoku::sgf
