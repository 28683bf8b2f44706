#include "po_reader.hpp"

#include <algorithm>
#include <optional>
#include <set>

namespace gomoku::i18n {

namespace {

std::string_view trim_left(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
        s.remove_prefix(1);
    }
    return s;
}

bool starts_with(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF.
bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t length = c < 0x80         ? 1
                                   : (c >> 5) == 6  ? 2
                                   : (c >> 4) == 14 ? 3
                                   : (c >> 3) == 30 ? 4
                                                    : 0;
        if (length == 0 || i + length > s.size()) {
            return false;
        }
        unsigned long code = length == 1 ? c : c & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(s[i + k]);
            if ((next >> 6) != 2) {
                return false;
            }
            code = (code << 6) | (next & 0x3F);
        }
        constexpr unsigned long kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < kSmallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
            return false;
        }
        i += length;
    }
    return true;
}

// The {N} places of a text, as format() reads them.
std::set<int> places(std::string_view s) {
    std::set<int> found;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if ((s[i] == '{' || s[i] == '}') && i + 1 < s.size() && s[i + 1] == s[i]) {
            ++i;
            continue;
        }
        if (s[i] != '{') {
            continue;
        }
        std::size_t k = i + 1;
        int value = 0;
        while (k < s.size() && k < i + 4 && s[k] >= '0' && s[k] <= '9') {
            value = value * 10 + (s[k] - '0');
            ++k;
        }
        if (k > i + 1 && k < s.size() && s[k] == '}') {
            found.insert(value);
            i = k;
        }
    }
    return found;
}

// A quoted C string at the start of `s` (after spaces), unescaped; nothing else may follow.
// Returns the error, empty on success.
std::string read_quoted(std::string_view s, std::string& out) {
    s = trim_left(s);
    if (s.empty() || s.front() != '"') {
        return "expected a string in double quotes";
    }
    std::size_t i = 1;
    for (; i < s.size() && s[i] != '"'; ++i) {
        if (s[i] != '\\') {
            out += s[i];
            continue;
        }
        if (++i == s.size()) {
            break;
        }
        switch (s[i]) {
        case 'n':
            out += '\n';
            break;
        case 't':
            out += '\t';
            break;
        case 'r':
            out += '\r';
            break;
        case 'a':
            out += '\a';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'v':
            out += '\v';
            break;
        case '"':
        case '\\':
        case '\'':
        case '?':
            out += s[i];
            break;
        default:
            if (s[i] >= '0' && s[i] <= '7') {
                int value = 0;
                for (int k = 0; k < 3 && i < s.size() && s[i] >= '0' && s[i] <= '7'; ++k, ++i) {
                    value = value * 8 + (s[i] - '0');
                }
                --i;
                if (value > 255) {
                    return "octal escape above \\377";
                }
                out += static_cast<char>(value);
                break;
            }
            return std::string("unknown escape \\") + s[i];
        }
    }
    if (i >= s.size()) {
        return "string not closed with \"";
    }
    if (!trim_left(s.substr(i + 1)).empty()) {
        return "text after the closing \"";
    }
    return {};
}

// The entry being read.
struct Entry {
    int line = 0; // of its first keyword; 0 until one is read
    bool fuzzy = false;
    bool broken = false;
    std::optional<std::string> context;
    std::optional<std::string> id;
    std::optional<std::string> plural_id;
    std::vector<std::string> strings;
    std::string* last = nullptr; // what a continuation line extends

    bool has_string() const { return !strings.empty(); }
};

class Reader {
  public:
    explicit Reader(bool every_entry) : every_entry_(every_entry) {}

    PoRead run(std::string_view text) {
        if (starts_with(text, "\xEF\xBB\xBF")) {
            text.remove_prefix(3); // a byte-order mark some editors write
        }
        int number = 0;
        while (!text.empty()) {
            const std::size_t end = text.find('\n');
            std::string_view line = text.substr(0, end);
            text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
            if (!line.empty() && line.back() == '\r') {
                line.remove_suffix(1);
            }
            read_line(trim_left(line), ++number);
        }
        finish();
        if (!every_entry_) {
            result_.catalog.drop_bad_plurals(
                [this](int at, std::string m) { problem(at, std::move(m)); });
        }
        std::stable_sort(result_.problems.begin(), result_.problems.end(),
                         [](const PoProblem& a, const PoProblem& b) { return a.line < b.line; });
        return std::move(result_);
    }

  private:
    void read_line(std::string_view line, int number) {
        if (line.empty()) {
            finish();
            return;
        }
        if (line.front() == '#') {
            // A comment starts the next entry (its flags belong to it).
            if (entry_.line != 0) {
                finish();
            }
            if (starts_with(line, "#,") && line.find("fuzzy") != std::string_view::npos) {
                entry_.fuzzy = true;
            }
            return;
        }
        const bool starts_entry =
            starts_with(line, "msgctxt") ||
            (starts_with(line, "msgid") && !starts_with(line, "msgid_plural"));
        if (starts_entry && (entry_.broken || entry_.has_string())) {
            finish();
        }
        if (entry_.broken) {
            return; // skipping to the next entry
        }
        if (line.front() == '"') {
            if (entry_.last == nullptr) {
                return fail(number, "a string with no keyword before it");
            }
            if (std::string error = read_quoted(line, *entry_.last); !error.empty()) {
                return fail(number, error);
            }
            return;
        }
        keyword(line, number);
    }

    void keyword(std::string_view line, int number) {
        const std::size_t space = std::min(line.find_first_of(" \t\""), line.size());
        const std::string_view word = line.substr(0, space);
        const std::string_view rest = line.substr(space);
        if (entry_.line == 0) {
            entry_.line = number;
        }
        std::string* target = nullptr;
        if (word == "msgctxt") {
            if (entry_.context || entry_.id) {
                return fail(number, "msgctxt must come first in an entry, once");
            }
            target = &entry_.context.emplace();
        } else if (word == "msgid") {
            if (entry_.id) {
                return fail(number, "a second msgid in one entry");
            }
            target = &entry_.id.emplace();
        } else if (word == "msgid_plural") {
            if (!entry_.id || entry_.plural_id || entry_.has_string()) {
                return fail(number, "msgid_plural must follow the msgid, once");
            }
            target = &entry_.plural_id.emplace();
        } else if (word == "msgstr") {
            if (!entry_.id || entry_.plural_id || entry_.has_string()) {
                return fail(number, entry_.plural_id
                                        ? "a message with a plural needs msgstr[0], msgstr[1]..."
                                        : "msgstr must follow the msgid, once");
            }
            target = &entry_.strings.emplace_back();
        } else if (starts_with(word, "msgstr[")) {
            const std::string expected = "msgstr[" + std::to_string(entry_.strings.size()) + "]";
            if (!entry_.plural_id) {
                return fail(number, "msgstr[N] without msgid_plural");
            }
            if (word != expected) {
                return fail(number, "expected " + expected);
            }
            target = &entry_.strings.emplace_back();
        } else {
            return fail(number, "unknown keyword '" + std::string(word.substr(0, 20)) + "'");
        }
        entry_.last = target;
        if (std::string error = read_quoted(rest, *target); !error.empty()) {
            fail(number, error);
        }
    }

    void fail(int number, std::string message) {
        problem(number, std::move(message));
        entry_.broken = true;
        entry_.last = nullptr;
    }
    void problem(int number, std::string message) {
        result_.problems.push_back({number, std::move(message)});
    }

    void finish() {
        Entry entry = std::move(entry_);
        entry_ = Entry{};
        if (entry.line == 0 || entry.broken) {
            return;
        }
        if (!entry.id || !entry.has_string()) {
            return problem(entry.line, "an entry without msgid or msgstr");
        }
        if (entry.id->empty() && !entry.context) {
            return header(entry.strings.front(), entry.line);
        }
        const bool untranslated = std::all_of(entry.strings.begin(), entry.strings.end(),
                                              [](const std::string& s) { return s.empty(); });
        if (!every_entry_ && (entry.fuzzy || untranslated)) {
            return;
        }
        if (std::string why = every_entry_ ? std::string() : check(entry); !why.empty()) {
            return problem(entry.line, why);
        }
        Message message{entry.plural_id.value_or(""), std::move(entry.strings), entry.line};
        if (!result_.catalog.add(entry.context.value_or(""), std::move(*entry.id),
                                 std::move(message))) {
            problem(entry.line, "a second entry for the same msgid (and msgctxt)");
        }
    }

    // Why the translation cannot be used, or empty.
    static std::string check(const Entry& entry) {
        std::set<int> source = places(*entry.id);
        if (entry.plural_id) {
            const std::set<int> more = places(*entry.plural_id);
            source.insert(more.begin(), more.end());
        }
        for (const std::string& form : entry.strings) {
            if (form.empty()) {
                return "one of the plural forms is empty";
            }
            if (!valid_utf8(form)) {
                return "the translation is not UTF-8";
            }
            const std::set<int> used = places(form);
            for (int place : used) {
                if (source.count(place) == 0) {
                    return "the translation has {" + std::to_string(place) +
                           "}, the English has not";
                }
            }
            for (int place : source) {
                if (!entry.plural_id && used.count(place) == 0) {
                    return "the translation leaves out {" + std::to_string(place) + "}";
                }
            }
        }
        return {};
    }

    void header(std::string_view text, int line) {
        while (!text.empty()) {
            const std::size_t end = text.find('\n');
            const std::string_view field = text.substr(0, end);
            text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
            if (starts_with(field, "Plural-Forms:")) {
                std::string error;
                PluralRule rule = PluralRule::parse(field.substr(13), error);
                if (!error.empty()) {
                    problem(line, "header: " + error + " (English plurals used)");
                }
                result_.catalog.set_plural_rule(std::move(rule));
            } else if (starts_with(field, "Content-Type:") &&
                       field.find("charset=UTF-8") == std::string_view::npos &&
                       field.find("charset=utf-8") == std::string_view::npos) {
                problem(line, "header: the catalog must be UTF-8 (charset=UTF-8)");
            }
        }
    }

    bool every_entry_;
    Entry entry_;
    PoRead result_;
};

} // namespace

PoRead read_po(std::string_view text) {
    return Reader(false).run(text);
}

PoRead read_po_entries(std::string_view text) {
    return Reader(true).run(text);
}

} // namespace gomoku::i18n
