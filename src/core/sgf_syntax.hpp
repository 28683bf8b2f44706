#pragma once

// SGF's syntax, without meaning: the nodes of a file's main line. Used by the SGF reader.

#include "expected.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku::sgf {

struct Property {
    std::string id;                       // capital letters only (see parse_main_line)
    std::vector<std::string_view> values; // raw: escapes still in, views into the text
    std::vector<std::size_t> value_offsets;
    std::size_t offset = 0; // of the identifier, for messages
};

struct Node {
    std::vector<Property> properties;
    std::size_t offset = 0; // of its ';'
};

// Limits that keep a hostile file from costing more than a real one ever needs.
// A value as written, and as text once read (UTF-8, escapes removed; a node's comments
// together): the writer's escapes at most double the text, so whatever the reader accepts,
// written again, is read again.
inline constexpr std::size_t kMaxValueBytes = 4 << 20;
inline constexpr std::size_t kMaxTextBytes = 1 << 20;
inline constexpr std::size_t kMaxMainLineNodes = 10000;
inline constexpr std::size_t kMaxMainLineProperties = 100000;
inline constexpr std::size_t kMaxIdentifierLength = 32;

// The nodes of the first game tree of the collection, from the root along the first
// variation at every branch (other variations are checked for syntax, then dropped; other
// games of the collection and anything after the first tree are ignored). Bytes before the
// first "(;" are skipped (mail headers, a byte order mark). Identifiers in FF[3] style keep
// their capital letters only ("AddBlack" is AB); one in lowercase only is read in capitals.
// One pass, no recursion: nesting depth costs nothing. Errors are "line:column: problem".
Expected<std::vector<Node>> parse_main_line(std::string_view text);

} // namespace gomoku::sgf
