#include "plural_rule.hpp"

#include <cctype>
#include <optional>

namespace gomoku::i18n {

namespace {

// Deep enough for any real rule (Arabic's is 6 choices deep), shallow enough that a hostile
// catalog cannot exhaust the stack.
constexpr int kMaxDepth = 64;

// Recursive descent, one function per C precedence level.
class ExpressionParser {
  public:
    ExpressionParser(std::string_view text, std::vector<PluralRule::Node>& nodes)
        : text_(text), nodes_(nodes) {}

    // The root's index, or nothing with error() set.
    std::optional<int> parse() {
        const int root = choice(0);
        skip_space();
        if (error_.empty() && pos_ != text_.size()) {
            fail("unexpected '" + std::string(1, text_[pos_]) + "'");
        }
        if (!error_.empty()) {
            return std::nullopt;
        }
        return root;
    }
    const std::string& error() const { return error_; }

  private:
    using Node = PluralRule::Node;

    int choice(int depth) {
        const int test = binary(0, depth);
        if (!accept("?")) {
            return test;
        }
        const int yes = choice(depth + 1);
        expect(":");
        const int no = choice(depth + 1);
        return add({Node::Choice, 0, 0, test, yes, no});
    }

    // Levels from the loosest: || && (== !=) (< <= > >=) (+ -) (* / %).
    int binary(int level, int depth) {
        if (level == 6) {
            return unary(depth);
        }
        int left = binary(level + 1, depth);
        while (error_.empty()) {
            const char op = binary_operator(level);
            if (op == 0) {
                break;
            }
            const int right = binary(level + 1, depth);
            left = add({Node::Binary, op, 0, left, right, -1});
        }
        return left;
    }

    // The operator of `level` at the cursor, consumed, or 0.
    char binary_operator(int level) {
        switch (level) {
        case 0:
            return accept("||") ? '|' : 0;
        case 1:
            return accept("&&") ? '&' : 0;
        case 2:
            return accept("==") ? '=' : accept("!=") ? '!' : 0;
        case 3:
            return accept("<=")   ? 'l'
                   : accept(">=") ? 'g'
                   : accept("<")  ? '<'
                   : accept(">")  ? '>'
                                  : 0;
        case 4:
            return accept("+") ? '+' : accept("-") ? '-' : 0;
        default:
            return accept("*") ? '*' : accept("/") ? '/' : accept("%") ? '%' : 0;
        }
    }

    int unary(int depth) {
        if (depth > kMaxDepth) {
            fail("nested too deeply");
            return add({Node::Number});
        }
        if (accept("!")) {
            return add({Node::Not, 0, 0, unary(depth + 1)});
        }
        if (accept("-")) {
            return add({Node::Negate, 0, 0, unary(depth + 1)});
        }
        if (accept("(")) {
            const int inside = choice(depth + 1);
            expect(")");
            return inside;
        }
        skip_space();
        if (pos_ < text_.size() && text_[pos_] == 'n') {
            ++pos_;
            return add({Node::N});
        }
        if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
            unsigned long value = 0;
            while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
                if (value > 100000000) {
                    fail("number too large");
                }
                value = value * 10 + static_cast<unsigned long>(text_[pos_++] - '0');
            }
            return add({Node::Number, 0, value});
        }
        fail(pos_ < text_.size() ? "unexpected '" + std::string(1, text_[pos_]) + "'"
                                 : std::string("expression ends early"));
        return add({Node::Number});
    }

    int add(Node node) {
        nodes_.push_back(node);
        return static_cast<int>(nodes_.size()) - 1;
    }
    void skip_space() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) {
            ++pos_;
        }
    }
    bool accept(std::string_view token) {
        skip_space();
        if (!error_.empty() || text_.substr(pos_, token.size()) != token) {
            return false;
        }
        // "<" must not take the first half of "<=", nor "!" of "!=", "|" of "||"...
        if (token.size() == 1 && pos_ + 1 < text_.size() && text_[pos_ + 1] == '=' &&
            (token == "<" || token == ">" || token == "!")) {
            return false;
        }
        pos_ += token.size();
        return true;
    }
    void expect(std::string_view token) {
        if (!accept(token)) {
            fail("expected '" + std::string(token) + "'");
        }
    }
    void fail(std::string message) {
        if (error_.empty()) {
            error_ = std::move(message) + " at character " + std::to_string(pos_ + 1);
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::vector<Node>& nodes_;
    std::string error_;
};

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) {
        s.remove_prefix(1);
    }
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == ';')) {
        s.remove_suffix(1);
    }
    return s;
}

// The value of `name=` in "nplurals=2; plural=...;", or nothing.
std::optional<std::string_view> field(std::string_view header, std::string_view name) {
    std::size_t at = 0;
    while ((at = header.find(name, at)) != std::string_view::npos) {
        const bool starts = at == 0 || header[at - 1] == ' ' || header[at - 1] == ';';
        std::size_t eq = at + name.size();
        while (eq < header.size() && header[eq] == ' ') {
            ++eq;
        }
        if (starts && eq < header.size() && header[eq] == '=') {
            std::size_t end = header.find(';', eq);
            return trim(header.substr(eq + 1, end == std::string_view::npos ? end : end - eq - 1));
        }
        at += name.size();
    }
    return std::nullopt;
}

} // namespace

PluralRule::PluralRule() {
    // (n != 1)
    nodes_ = {{Node::N}, {Node::Number, 0, 1}, {Node::Binary, '!', 0, 0, 1, -1}};
    root_ = 2;
}

PluralRule PluralRule::parse(std::string_view header_value, std::string& error) {
    const auto count = field(header_value, "nplurals");
    const auto expression = field(header_value, "plural");
    if (!count || !expression) {
        error = "Plural-Forms needs nplurals=N; plural=EXPRESSION;";
        return {};
    }
    std::size_t forms = 0;
    for (char c : *count) {
        if (c < '0' || c > '9' || forms > 99) {
            error = "nplurals must be a number from 1 to 100";
            return {};
        }
        forms = forms * 10 + static_cast<std::size_t>(c - '0');
    }
    if (forms < 1 || forms > 100) {
        error = "nplurals must be a number from 1 to 100";
        return {};
    }
    PluralRule rule;
    rule.nodes_.clear();
    ExpressionParser parser(*expression, rule.nodes_);
    const auto root = parser.parse();
    if (!root) {
        error = "plural expression: " + parser.error();
        return {};
    }
    rule.root_ = *root;
    rule.forms_ = forms;
    return rule;
}

unsigned long PluralRule::form(unsigned long n) const {
    // Reads the operands by index, never recursing deeper than the parser allowed.
    struct Evaluator {
        const std::vector<Node>& nodes;
        unsigned long n;
        unsigned long run(int i) const {
            const Node& node = nodes[static_cast<std::size_t>(i)];
            switch (node.kind) {
            case Node::Number:
                return node.value;
            case Node::N:
                return n;
            case Node::Not:
                return run(node.a) == 0 ? 1 : 0;
            case Node::Negate:
                return 0 - run(node.a);
            case Node::Choice:
                return run(node.a) != 0 ? run(node.b) : run(node.c);
            case Node::Binary:
                return binary(node.op, node.a, node.b);
            }
            return 0;
        }
        unsigned long binary(char op, int a, int b) const {
            if (op == '&') {
                return run(a) != 0 && run(b) != 0 ? 1 : 0;
            }
            if (op == '|') {
                return run(a) != 0 || run(b) != 0 ? 1 : 0;
            }
            const unsigned long x = run(a), y = run(b);
            switch (op) {
            case '*':
                return x * y;
            case '/':
                return y == 0 ? 0 : x / y;
            case '%':
                return y == 0 ? 0 : x % y;
            case '+':
                return x + y;
            case '-':
                return x - y;
            case '<':
                return x < y;
            case '>':
                return x > y;
            case 'l':
                return x <= y;
            case 'g':
                return x >= y;
            case '=':
                return x == y;
            case '!':
                return x != y;
            default:
                return 0;
            }
        }
    };
    return Evaluator{nodes_, n}.run(root_);
}

} // namespace gomoku::i18n
