#include "catalog.hpp"

namespace gomoku::i18n {

const std::string* Catalog::find(std::string_view context, std::string_view msgid) const {
    const auto by_context = messages_.find(context);
    if (by_context == messages_.end()) {
        return nullptr;
    }
    const auto found = by_context->second.find(msgid);
    return found == by_context->second.end() ? nullptr : &found->second.forms.front();
}

const std::string* Catalog::find_plural(std::string_view context, std::string_view msgid,
                                        unsigned long count) const {
    const auto by_context = messages_.find(context);
    if (by_context == messages_.end()) {
        return nullptr;
    }
    const auto found = by_context->second.find(msgid);
    if (found == by_context->second.end()) {
        return nullptr;
    }
    const unsigned long form = rule_.form(count);
    const auto& forms = found->second.forms;
    return form < forms.size() ? &forms[form] : nullptr;
}

bool Catalog::add(std::string context, std::string msgid, Message message) {
    auto& by_id = messages_[std::move(context)];
    const bool added = by_id.emplace(std::move(msgid), std::move(message)).second;
    size_ += added ? 1 : 0;
    return added;
}

} // namespace gomoku::i18n
