// The committed catalogs against the template the source gives (po/gomoku.pot, kept current
// by the i18n_pot_current test): every text the game shows is translated in every catalog.

#include "i18n/po_reader.hpp"

#include "test_support/catch.hpp"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

using namespace gomoku::i18n;

namespace {

std::string read_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string key_text(const std::string& context, const std::string& id) {
    return (context.empty() ? "" : "[" + context + "] ") + "\"" + id + "\"";
}

} // namespace

TEST_CASE("every catalog translates every text of the template, and only those", "[i18n]") {
    const std::filesystem::path po_dir = GOMOKU_PO_DIR;
    const PoRead pot = read_po_entries(read_file(po_dir / "gomoku.pot"));
    REQUIRE(pot.catalog.size() > 100);
    int catalogs = 0;
    for (const auto& file : std::filesystem::directory_iterator(po_dir)) {
        if (file.path().extension() != ".po") {
            continue;
        }
        ++catalogs;
        const PoRead po = read_po(read_file(file.path()));
        std::string problems, missing, stale;
        for (const PoProblem& p : po.problems) {
            problems += "\n  line " + std::to_string(p.line) + ": " + p.message;
        }
        for (const auto& [context, by_id] : pot.catalog.messages()) {
            for (const auto& [id, message] : by_id) {
                const auto c = po.catalog.messages().find(context);
                const bool found = c != po.catalog.messages().end() && c->second.count(id) != 0;
                if (!found) {
                    missing += "\n  " + key_text(context, id);
                } else if (c->second.at(id).plural_id != message.plural_id) {
                    missing +=
                        "\n  " + key_text(context, id) + " (plural \"" + message.plural_id + "\")";
                }
            }
        }
        for (const auto& [context, by_id] : po.catalog.messages()) {
            for (const auto& [id, message] : by_id) {
                const auto p = pot.catalog.messages().find(context);
                if (p == pot.catalog.messages().end() || p->second.count(id) == 0) {
                    stale += "\n  " + key_text(context, id);
                }
            }
        }
        INFO(file.path().filename().string() << ":");
        INFO("problems:" << problems);
        INFO("missing a translation (msgmerge --update FILE po/gomoku.pot, then translate):"
             << missing);
        INFO("no longer in the template (remove them):" << stale);
        CHECK(problems.empty());
        CHECK(missing.empty());
        CHECK(stale.empty());
    }
    CHECK(catalogs >= 1);
}
