#pragma once

// Reading SGF values that are not text: numbers, the rule; quoting a value in a message.

#include "rules.hpp"
#include "sgf_syntax.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace gomoku::sgf {

// Without SGF's white space (blanks and line breaks) at either end.
std::string_view trim(std::string_view s);

// An integer with white space around it and nothing else.
std::optional<int> number(std::string_view text);

// "SZ[40]" for a message: at most 20 bytes of the first value, anything but printable ASCII
// as '?'.
std::string shown(const Property& p);

// RU's value, case and punctuation ignored: "renju" anywhere (also "RIF renju") or 4 is
// renju; "standard" or "exact" (or 1) is standard; "free", "gomoku", 0 or nothing is
// freestyle (the numbers are the Gomocup protocol's INFO rule).
std::optional<Rule> rule_named(std::string_view text);

} // namespace gomoku::sgf
