#pragma once

#include "catalog.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace gomoku::i18n {

// Something wrong in a .po file, at a line (1-based). The entry it is in is left out, so
// that text shows in English; the rest of the catalog loads.
struct PoProblem {
    int line;
    std::string message;
};

struct PoRead {
    Catalog catalog;
    std::vector<PoProblem> problems;
};

// Reads a gettext catalog (UTF-8): msgctxt, msgid, msgid_plural, msgstr and msgstr[N], strings
// over several lines, C escapes, comments; the header's Plural-Forms. Left out, silently:
// fuzzy entries, untranslated ones (empty msgstr), obsolete ones (#~). Left out and
// reported: entries out of order or unterminated, bad escapes, text that is not UTF-8,
// translations with a {N} place the English does not have (or missing one it has),
// duplicates, plural entries with a number of forms other than the header's.
PoRead read_po(std::string_view text);

// Every entry, translated or not (fuzzy ones too), with its msgstr as written, and no check
// of places or plural forms: what a template (.pot) asks for, for the completeness test.
PoRead read_po_entries(std::string_view text);

} // namespace gomoku::i18n
