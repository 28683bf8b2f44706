#pragma once

// SGF's text values: escapes, soft line breaks, white space, character sets.

#include <string>
#include <string_view>

namespace gomoku::sgf {

enum class Charset { Utf8, Latin1 };

// From CA[...]: ISO-8859-1 (latin1, Windows-1252) or, for anything else, UTF-8.
Charset charset_named(std::string_view name);

// The bytes as valid UTF-8: Latin-1 converted, invalid UTF-8 sequences as U+FFFD.
std::string to_utf8(std::string_view bytes, Charset charset);
bool is_valid_utf8(std::string_view bytes);

// A raw value as text: "\x" is x, a backslash before a line break removes both (a soft
// break), line breaks become '\n' (simple text: a space), other white space a space. The
// bytes are turned into valid UTF-8 (invalid sequences become U+FFFD).
std::string decode_text(std::string_view raw, Charset charset, bool simple);

// A value as SGF writes it: '\' and ']' escaped.
std::string escape_text(std::string_view text);

} // namespace gomoku::sgf
