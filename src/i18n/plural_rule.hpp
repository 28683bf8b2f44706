#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku::i18n {

// The plural rule of a catalog's Plural-Forms header: "nplurals=2; plural=(n != 1);".
// The expression is the C subset gettext documents and catalogs use: n, decimal numbers,
// ( ), ! - (unary), * / %, + -, < <= > >=, == !=, &&, ||, and ?: ; arithmetic is unsigned
// as in gettext, a division by zero gives 0 (never a crash on a bad catalog).
class PluralRule {
  public:
    // English: two forms, the first for n == 1.
    PluralRule();
    // Parses a Plural-Forms value; on failure, error() says why and the rule stays English.
    static PluralRule parse(std::string_view header_value, std::string& error);

    std::size_t forms() const { return forms_; }
    // The form for n: 0 .. forms()-1, or forms() and above when the expression says so
    // (the caller then falls back to English).
    unsigned long form(unsigned long n) const;

    struct Node {
        enum Kind { Number, N, Not, Negate, Binary, Choice } kind;
        char op = 0; // Binary: one of * / % + - < > l(<=) g(>=) = (==) ! (!=) & (&&) | (||)
        unsigned long value = 0;
        int a = -1, b = -1, c = -1; // operands, indices into nodes_
    };

  private:
    std::size_t forms_ = 2;
    std::vector<Node> nodes_; // the expression tree
    int root_ = 0;
};

} // namespace gomoku::i18n
