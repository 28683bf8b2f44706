// The .po reader under libFuzzer: any bytes as a catalog. A crash, a hang, a sanitizer
// report or an abort() below is a finding. Every problem must name a line inside the
// input; every message kept must be found again by its key, with a form for any count.
// The same function replays the committed corpus in the normal tests
// (tests/engine/fuzz/replay_main.cpp).

#include "i18n/po_reader.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace gomoku::i18n;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const PoRead read = read_po(text);
    const long lines = static_cast<long>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const PoProblem& p : read.problems) {
        if (p.line < 1 || p.line > lines || p.message.empty()) {
            std::abort();
        }
    }
    std::size_t seen = 0;
    for (const auto& [context, by_id] : read.catalog.messages()) {
        for (const auto& [id, message] : by_id) {
            ++seen;
            if (message.forms.empty() || read.catalog.find(context, id) != &message.forms.front()) {
                std::abort();
            }
            for (unsigned long n : {0UL, 1UL, 2UL, 5UL, 11UL, 21UL, 101UL, 1000000UL}) {
                read.catalog.find_plural(context, id, n);
            }
        }
    }
    if (seen != read.catalog.size()) {
        std::abort();
    }
    return 0;
}
