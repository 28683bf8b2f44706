#include "translator.hpp"

namespace gomoku::app {

// English until the catalogs land (issue 16): every text is its own msgid.
std::string_view Translator::operator()(std::string_view msgid, std::string_view) const {
    return msgid;
}

std::string_view Translator::plural(std::string_view singular, std::string_view plural_form,
                                    long count) const {
    return count == 1 ? singular : plural_form;
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
