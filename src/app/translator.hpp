#pragma once

#include "i18n/catalog.hpp"

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>

namespace gomoku::app {

// Every string a player reads goes through one Translator (issue 16): the msgid is the
// English text itself, as gettext does, so English needs no catalog and a missing entry
// falls back to English. The App owns the one in use: scenes call app.tr("..."), drawing
// code ui.tr("..."). Never build a sentence by concatenating translated pieces: give the
// catalog the whole sentence with numbered places, {0} {1}, and fill them with format().
class Translator {
  public:
    // English: every text is its own msgid.
    Translator() = default;
    // The catalog of `language` ("zh_CN"); what it lacks stays English.
    Translator(std::string language, i18n::Catalog catalog);

    // The text shown for `msgid`. `context` tells apart equal English words with different
    // translations (msgctxt): tr("Black", "stone") against tr("Black", "player").
    std::string_view operator()(std::string_view msgid, std::string_view context = {}) const;
    // The form for `count` of a text with a plural ("{0} move" / "{0} moves"), chosen by
    // the catalog's plural rule; the count still has to be filled in with format().
    std::string_view plural(std::string_view singular, std::string_view plural_form,
                            long count) const;

    // The catalog's language, "en" for English.
    const std::string& language() const { return language_; }

  private:
    std::string language_ = "en";
    std::shared_ptr<const i18n::Catalog> catalog_; // null for English; shared by copies
};

// `pattern` with {0}, {1}, ... replaced by the arguments in that order; "{{" and "}}" are braces.
// A place with no argument is left as written, so a bad translation shows, not crashes.
std::string format(std::string_view pattern, std::initializer_list<std::string_view> arguments);

} // namespace gomoku::app
