#pragma once

#include "plural_rule.hpp"

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku::i18n {

// One translated message: msgstr, or msgstr[0..] for a message with a plural.
struct Message {
    std::string plural_id; // msgid_plural; empty for a message without plural
    std::vector<std::string> forms;
    int line = 0; // where its msgid is in the .po file
};

// The translations of one language, looked up by (msgctxt, msgid). Only entries that are
// translated, not fuzzy and well formed are in it: anything else falls back to the msgid.
class Catalog {
  public:
    // The translation, or nullptr.
    const std::string* find(std::string_view context, std::string_view msgid) const;
    // The form for `count` of a message with a plural, or nullptr (the caller's English).
    const std::string* find_plural(std::string_view context, std::string_view msgid,
                                   unsigned long count) const;

    // false (and nothing changes) when (context, msgid) is already there.
    bool add(std::string context, std::string msgid, Message message);
    std::size_t size() const { return size_; }
    const PluralRule& plural_rule() const { return rule_; }
    void set_plural_rule(PluralRule rule) { rule_ = std::move(rule); }

    // Every message: context -> msgid -> message (the completeness test lists them).
    using Messages =
        std::map<std::string, std::map<std::string, Message, std::less<>>, std::less<>>;
    const Messages& messages() const { return messages_; }
    // Drops messages whose number of forms the plural rule does not have.
    template <typename Report> void drop_bad_plurals(Report report);

  private:
    Messages messages_;
    std::size_t size_ = 0;
    PluralRule rule_;
};

template <typename Report> void Catalog::drop_bad_plurals(Report report) {
    for (auto& [context, by_id] : messages_) {
        for (auto it = by_id.begin(); it != by_id.end();) {
            const Message& m = it->second;
            if (!m.plural_id.empty() && m.forms.size() != rule_.forms()) {
                report(m.line, "has " + std::to_string(m.forms.size()) +
                                   " plural forms, the header says " +
                                   std::to_string(rule_.forms()));
                it = by_id.erase(it);
                --size_;
            } else {
                ++it;
            }
        }
    }
}

} // namespace gomoku::i18n
