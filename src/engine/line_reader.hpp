#pragma once

#include <cstddef>
#include <istream>
#include <optional>
#include <string>

namespace gomoku::engine {

struct InputLine {
    std::string text;      // without the line end; may hold any bytes, NUL included
    bool too_long = false; // the line went on past the limit: text holds its start only
};

// Reads lines from a stream opened in binary mode, whatever bytes they hold, without ever
// keeping more than `max_length` bytes of one line: a manager (or garbage) that never sends
// a newline cannot make the engine grow without bound. "\n", "\r\n" and a lone "\r" all end
// a line, so input from any system reads the same.
class LineReader {
  public:
    static constexpr std::size_t kDefaultMaxLength = 16 * 1024;

    explicit LineReader(std::istream& in, std::size_t max_length = kDefaultMaxLength)
        : in_(in), max_length_(max_length) {}

    // The next line, or nullopt once the input has ended (a last line without a line end
    // still counts).
    std::optional<InputLine> next();

  private:
    std::istream& in_;
    std::size_t max_length_;
    bool after_cr_ = false; // the previous line ended with '\r': a '\n' now belongs to it
};

} // namespace gomoku::engine
