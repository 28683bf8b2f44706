#include "i18n/po_reader.hpp"

#include "test_support/catch.hpp"

#include <string>

using namespace gomoku::i18n;

namespace {

const char* const kChinese = R"(# Chinese catalog
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#: src/app/title_scene.cpp:10
msgid "Gomoku"
msgstr "五子棋"

msgctxt "player"
msgid "Black"
msgstr "黑方"

msgctxt "stone"
msgid "Black"
msgstr "黑棋"

msgid "{0} move"
msgid_plural "{0} moves"
msgstr[0] "{0} 手"

msgid ""
"Two lines "
"of text\n"
"with \"quotes\" and \\ and \t."
msgstr "两行\n文字"

#, fuzzy
msgid "Hint"
msgstr "提示"

msgid "Undo"
msgstr ""
)";

std::string text_of(const std::string* s) {
    return s ? *s : std::string("<none>");
}

} // namespace

TEST_CASE("a catalog's entries are found by context and msgid", "[i18n]") {
    const PoRead read = read_po(kChinese);
    CHECK(read.problems.empty());
    const Catalog& c = read.catalog;
    CHECK(text_of(c.find("", "Gomoku")) == "五子棋");
    CHECK(text_of(c.find("player", "Black")) == "黑方");
    CHECK(text_of(c.find("stone", "Black")) == "黑棋");
    CHECK(c.find("", "Black") == nullptr);
    CHECK(text_of(c.find("", "Two lines of text\nwith \"quotes\" and \\ and \t.")) == "两行\n文字");
    CHECK(text_of(c.find_plural("", "{0} move", 1)) == "{0} 手");
    CHECK(text_of(c.find_plural("", "{0} move", 7)) == "{0} 手");
    CHECK(c.plural_rule().forms() == 1);
}

TEST_CASE("fuzzy and untranslated entries are left to English, silently", "[i18n]") {
    const PoRead read = read_po(kChinese);
    CHECK(read.catalog.find("", "Hint") == nullptr);
    CHECK(read.catalog.find("", "Undo") == nullptr);
    CHECK(read.catalog.size() == 5);
}

TEST_CASE("a broken entry is reported with its line and the rest still loads", "[i18n]") {
    const PoRead read = read_po("msgid \"One\"\nmsgstr \"一\"\n\n"
                                "msgid \"Two\"\nmsgstr \"unclosed\n\n"  // line 5
                                "msgid \"Three\"\nmsgstr \"三\\q\"\n\n" // line 8
                                "msgstr \"orphan\"\n\n"                 // line 10
                                "msgid \"{0} wins\"\nmsgstr \"胜\"\n\n" // line 12: place lost
                                "msgid \"Four\"\nmsgstr \"{1}四\"\n\n"  // line 15: unknown place
                                "msgid \"One\"\nmsgstr \"壹\"\n\n"      // line 18: duplicate
                                "msgid \"Bad\"\nmsgstr \"\xff\"\n\n"    // line 21: not UTF-8
                                "msgid \"Five\"\nmsgstr \"五\"\n");
    REQUIRE(read.problems.size() == 7);
    CHECK(read.problems[0].line == 5);
    CHECK(read.problems[0].message == "string not closed with \"");
    CHECK(read.problems[1].line == 8);
    CHECK(read.problems[1].message == "unknown escape \\q");
    CHECK(read.problems[2].line == 10);
    CHECK(read.problems[3].line == 12);
    CHECK(read.problems[3].message == "the translation leaves out {0}");
    CHECK(read.problems[4].line == 15);
    CHECK(read.problems[5].line == 18);
    CHECK(read.problems[6].line == 21);
    CHECK(text_of(read.catalog.find("", "One")) == "一");
    CHECK(text_of(read.catalog.find("", "Five")) == "五");
    CHECK(read.catalog.size() == 2);
}

TEST_CASE("a plural entry must have the header's number of forms", "[i18n]") {
    const PoRead read = read_po("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n\n"
                                "msgid \"{0} game\"\nmsgid_plural \"{0} games\"\n"
                                "msgstr[0] \"{0} 局\"\nmsgstr[1] \"{0} 局\"\n\n"
                                "msgid \"x\"\nmsgid_plural \"xs\"\nmsgstr[1] \"y\"\n");
    REQUIRE(read.problems.size() == 2);
    CHECK(read.problems[0].line == 4);
    CHECK(read.problems[0].message == "has 2 plural forms, the header says 1");
    CHECK(read.problems[1].line == 11);
    CHECK(read.problems[1].message == "expected msgstr[0]");
    CHECK(read.catalog.size() == 0);
}

TEST_CASE("English plurals without a header; other rules from Plural-Forms", "[i18n]") {
    const PoRead english = read_po("msgid \"{0} move\"\nmsgid_plural \"{0} moves\"\n"
                                   "msgstr[0] \"{0} move!\"\nmsgstr[1] \"{0} moves!\"\n");
    CHECK(english.problems.empty());
    CHECK(text_of(english.catalog.find_plural("", "{0} move", 1)) == "{0} move!");
    CHECK(text_of(english.catalog.find_plural("", "{0} move", 0)) == "{0} moves!");
    CHECK(text_of(english.catalog.find_plural("", "{0} move", 2)) == "{0} moves!");

    std::string error;
    const PluralRule polish = PluralRule::parse(
        " nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        error);
    CHECK(error.empty());
    CHECK(polish.forms() == 3);
    CHECK(polish.form(1) == 0);
    CHECK(polish.form(3) == 1);
    CHECK(polish.form(12) == 2);
    CHECK(polish.form(22) == 1);
    CHECK(polish.form(5) == 2);
    const PluralRule odd = PluralRule::parse("nplurals=2; plural=!(n - 1) + n / 0 + 7 % 0;", error);
    CHECK(odd.form(1) == 1);
    CHECK(odd.form(4) == 0);
}

TEST_CASE("a bad Plural-Forms header is reported and English plurals kept", "[i18n]") {
    for (const char* bad :
         {"nplurals=2; plural=n !!= 1;", "nplurals=0; plural=0;", "plural=n != 1;",
          "nplurals=2; plural=(n != 1;", "nplurals=2; plural=x;"}) {
        std::string error;
        const PluralRule rule = PluralRule::parse(bad, error);
        INFO(bad);
        CHECK(!error.empty());
        CHECK(rule.forms() == 2);
        CHECK(rule.form(1) == 0);
        CHECK(rule.form(2) == 1);
    }
    const PoRead read =
        read_po("msgid \"\"\nmsgstr \"\"\n\"Plural-Forms: nplurals=2; plural=n +;\\n\"\n");
    REQUIRE(read.problems.size() == 1);
    CHECK(read.problems[0].line == 1);
    CHECK(read.problems[0].message.rfind("header: plural expression:", 0) == 0);
}

TEST_CASE("a deeply nested plural expression is refused, not a stack overflow", "[i18n]") {
    std::string deep =
        "nplurals=2; plural=" + std::string(5000, '(') + "n" + std::string(5000, ')');
    std::string error;
    PluralRule::parse(deep, error);
    CHECK(error.find("nested too deeply") != std::string::npos);
}
