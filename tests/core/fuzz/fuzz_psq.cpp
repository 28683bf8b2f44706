// The .psq reader under libFuzzer: any bytes as a file. A crash, a hang, a sanitizer report
// or an abort() below is a finding. A refusal must say line:column; an accepted record
// must be written and read back unchanged (as .psq, and its moves as SGF) and replay into
// a game or name the move it cannot play. The same function replays the committed corpus
// in the normal tests (tests/engine/fuzz/replay_main.cpp).

#include "fuzz_records.hpp"

#include "core/psq.hpp"
#include "core/sgf.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    // The rule is the caller's: take it from the input so all three are fuzzed.
    const Rule rule = kAllRules[size % 3];
    const auto record = read_psq(text, rule);
    if (!record) {
        fuzz::check_message(record.error());
        return 0;
    }
    const auto again = read_psq(write_psq(record.value()), rule);
    if (!again || !(again.value() == record.value())) {
        std::abort();
    }
    const auto as_sgf = read_sgf(write_sgf(record.value()));
    if (!as_sgf || !fuzz::same_moves(as_sgf.value(), record.value()) || as_sgf->rule != rule) {
        std::abort();
    }
    fuzz::check_replay(record.value());
    return 0;
}
