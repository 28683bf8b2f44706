// The protocol under libFuzzer: any bytes, as a manager's input, go through the line reader,
// the parser and a whole session (with a quick stand-in for the search), and every line the
// engine writes must be one a manager can read. A crash, a hang, a sanitizer report or an
// abort() below is a finding. The same function replays the corpus in the normal tests
// (replay_main.cpp).

#include "engine/move_searcher.hpp"
#include "engine/protocol.hpp"
#include "engine/session.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

namespace {

using namespace gomoku;
using namespace gomoku::engine;

// Answers at once: usually the first empty point counted from a place that depends on the
// position, sometimes an occupied point or none at all, so the session's checks are used.
class QuickSearcher final : public MoveSearcher {
  public:
    void set_hash_size(std::size_t mib) override { mib_ = mib; }
    std::size_t hash_bytes() const override { return mib_ << 20; }
    void clear() override {}
    ai::SearchResult search(const ai::SearchRequest& request, const ai::Limits&,
                            const std::atomic<bool>&) override {
        ai::SearchResult result;
        const Board& board = request.board;
        const int cells = board.size() * board.size();
        const int count = board.stone_count();
        if (count % 7 == 3) {
            return result; // no move
        }
        for (int i = 0; i < cells; ++i) {
            const int cell = (i + count * 5) % cells;
            const Point p{cell % board.size(), cell / board.size()};
            if (board.is_empty(p) == (count % 11 != 5)) {
                result.move = p;
                break;
            }
        }
        return result;
    }

  private:
    std::size_t mib_ = 1;
};

bool is_digits(std::string_view s) {
    if (s.empty()) {
        return false;
    }
    for (char c : s) {
        if (c < '0' || c > '9') {
            return false;
        }
    }
    return true;
}

// Lines a manager understands: printable ASCII, and one of the reply forms.
bool well_formed(std::string_view line) {
    for (char c : line) {
        if (c < 0x20 || c > 0x7e) {
            return false;
        }
    }
    for (std::string_view prefix : {"ERROR ", "UNKNOWN ", "MESSAGE ", "name=\"pbrain-gomoku\""}) {
        if (line.substr(0, prefix.size()) == prefix) {
            return true;
        }
    }
    if (line == "OK") {
        return true;
    }
    if (line.substr(0, 7) == "FORBID ") {
        const std::string_view points = line.substr(7);
        return !points.empty() && points.back() == '.' && points.size() % 4 == 1 &&
               (points.size() == 1 || is_digits(points.substr(0, points.size() - 1)));
    }
    const std::size_t comma = line.find(',');
    if (comma == std::string_view::npos) {
        return false;
    }
    const std::string_view x = line.substr(0, comma);
    const std::string_view y = line.substr(comma + 1);
    return is_digits(x) && is_digits(y) && x.size() <= 2 && y.size() <= 2 &&
           std::stoi(std::string(x)) < 22 && std::stoi(std::string(y)) < 22;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);

    // The parser alone, on the whole input as one line.
    (void)parse_command(input);
    (void)parse_board_line(input);
    (void)printable(input);

    // A whole session.
    std::istringstream in(input);
    std::ostringstream out;
    QuickSearcher searcher;
    run_session(in, out, searcher);

    std::istringstream written(out.str());
    std::size_t lines_in = 1;
    for (char c : input) {
        lines_in += c == '\n' || c == '\r';
    }
    std::size_t replies = 0;
    for (std::string line; std::getline(written, line);) {
        if (!well_formed(line)) {
            std::abort();
        }
        replies += line.rfind("MESSAGE ", 0) != 0;
    }
    // At most one reply per line, two when a command cuts a BOARD short.
    if (replies > 2 * lines_in) {
        std::abort();
    }
    return 0;
}
