#include "line_reader.hpp"

#include <streambuf>

namespace gomoku::engine {

std::optional<InputLine> LineReader::next() {
    std::streambuf* buffer = in_.rdbuf();
    if (buffer == nullptr) {
        return std::nullopt;
    }
    using Traits = std::char_traits<char>;
    InputLine line;
    bool any = false;
    for (;;) {
        const Traits::int_type c = buffer->sbumpc();
        if (Traits::eq_int_type(c, Traits::eof())) {
            in_.setstate(std::ios::eofbit);
            after_cr_ = false;
            return any ? std::optional<InputLine>(std::move(line)) : std::nullopt;
        }
        const char ch = Traits::to_char_type(c);
        if (ch == '\n' && after_cr_ && !any) {
            after_cr_ = false; // the second half of "\r\n"
            continue;
        }
        after_cr_ = false;
        if (ch == '\n' || ch == '\r') {
            after_cr_ = ch == '\r';
            return line;
        }
        any = true;
        if (line.text.size() < max_length_) {
            line.text.push_back(ch);
        } else {
            line.too_long = true;
        }
    }
}

} // namespace gomoku::engine
