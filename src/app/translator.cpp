#include "translator.hpp"

namespace gomoku::app {

Translator::Translator(std::string language, i18n::Catalog catalog)
    : language_(std::move(language)),
      catalog_(std::make_shared<const i18n::Catalog>(std::move(catalog))) {}

std::string_view Translator::operator()(std::string_view msgid, std::string_view context) const {
    const std::string* text = catalog_ ? catalog_->find(context, msgid) : nullptr;
    return text ? std::string_view(*text) : msgid;
}

std::string_view Translator::plural(std::string_view singular, std::string_view plural_form,
                                    long count) const {
    // gettext's counts are unsigned: a negative count asks for the form of its size.
    const unsigned long n = static_cast<unsigned long>(count < 0 ? -count : count);
    const std::string* text = catalog_ ? catalog_->find_plural({}, singular, n) : nullptr;
    return text ? std::string_view(*text) : n == 1 ? singular : plural_form;
}

std::string format(std::string_view pattern, std::initializer_list<std::string_view> arguments) {
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
            out += c;
            ++i;
            continue;
        }
        const std::size_t close = c == '{' ? pattern.find('}', i) : std::string_view::npos;
        std::size_t index = 0;
        bool number = close != std::string_view::npos && close > i + 1;
        for (std::size_t k = i + 1; number && k < close; ++k) {
            number = pattern[k] >= '0' && pattern[k] <= '9' && k < i + 4;
            index = index * 10 + static_cast<std::size_t>(pattern[k] - '0');
        }
        if (number && index < arguments.size()) {
            out += *(arguments.begin() + index);
            i = close;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace gomoku::app
