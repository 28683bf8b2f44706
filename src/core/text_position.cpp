#include "text_position.hpp"

#include <algorithm>

namespace gomoku {

TextPosition position_of(std::string_view text, std::size_t offset) {
    // Computed only when a message needs it, so one pass over the text at most.
    offset = std::min(offset, text.size());
    TextPosition at;
    for (std::size_t i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool crlf = c == '\r' && i + 1 < text.size() && text[i + 1] == '\n';
        if (c == '\n' || (c == '\r' && !crlf)) {
            ++at.line;
            at.column = 1;
        } else if ((c & 0xC0) != 0x80 && !crlf) {
            ++at.column;
        }
    }
    return at;
}

std::string position_text(std::string_view text, std::size_t offset) {
    const TextPosition at = position_of(text, offset);
    std::string out = std::to_string(at.line);
    out += ':';
    out += std::to_string(at.column);
    return out;
}

std::string message_at(std::string_view text, std::size_t offset, std::string_view message) {
    std::string out = position_text(text, offset);
    out += ": ";
    out += message;
    return out;
}

} // namespace gomoku
