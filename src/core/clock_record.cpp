#include "clock_record.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace gomoku {

namespace {

using std::chrono::milliseconds;

constexpr std::string_view kMainTime = "TM";
constexpr std::string_view kOvertime = "OT";
constexpr std::string_view kControl = "GKCLOCK";
constexpr std::string_view kToMoveLeft = "GKLEFT";
constexpr std::string_view kBlackLeft = "BL";
constexpr std::string_view kWhiteLeft = "WL";

std::string overtime_text(const TimeControl& control) {
    const std::string seconds =
        sgf_seconds(control.kind == TimeControl::Kind::PerMove ? control.main : control.increment);
    return control.kind == TimeControl::Kind::PerMove ? seconds + " s per move"
                                                      : seconds + " s increment per move";
}

const std::string* first_value(const std::vector<RecordProperty>& properties, std::string_view id) {
    const RecordProperty* p = find_property(properties, id);
    return p && !p->values.empty() ? &p->values.front() : nullptr;
}

// The time in property `id`, if any; an error text when it is there but not a time.
Expected<std::optional<milliseconds>> time_property(const std::vector<RecordProperty>& properties,
                                                    std::string_view id, std::string_view where) {
    using Result = Expected<std::optional<milliseconds>>;
    const std::string* text = first_value(properties, id);
    if (!text) {
        return Result(std::optional<milliseconds>{});
    }
    const auto t = parse_sgf_seconds(*text);
    if (!t) {
        return Result::failure(std::string(where) + std::string(id) + "[" + *text +
                               "] is not a time in seconds");
    }
    return Result(std::optional<milliseconds>(*t));
}

} // namespace

std::string sgf_seconds(milliseconds t) {
    const long long ms = std::max<long long>(0, t.count());
    char text[32];
    std::snprintf(text, sizeof text, "%lld.%03lld", ms / 1000, ms % 1000);
    std::string out = text;
    while (out.back() == '0') {
        out.pop_back();
    }
    if (out.back() == '.') {
        out.pop_back();
    }
    return out;
}

std::optional<milliseconds> parse_sgf_seconds(std::string_view text) {
    if (!text.empty() && text.front() == '+') {
        text.remove_prefix(1);
    }
    long long whole = 0;
    long long thousandths = 0;
    int fraction_digits = 0;
    bool in_fraction = false;
    bool any_digit = false;
    for (const char c : text) {
        if (c == '.' && !in_fraction) {
            in_fraction = true;
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            any_digit = true;
            if (!in_fraction) {
                whole = whole * 10 + (c - '0');
                if (whole > 100'000'000) {
                    return std::nullopt; // over three years: no clock of ours
                }
            } else if (fraction_digits < 3) {
                thousandths = thousandths * 10 + (c - '0');
                ++fraction_digits;
            } // digits past the millisecond are dropped
        } else {
            return std::nullopt;
        }
    }
    if (!any_digit) {
        return std::nullopt;
    }
    for (; fraction_digits < 3; ++fraction_digits) {
        thousandths *= 10;
    }
    return milliseconds(whole * 1000 + thousandths);
}

void write_clocks(GameRecord& record, const GameClocks& clocks,
                  std::optional<milliseconds> to_move_left) {
    const TimeControl& control = clocks.control();
    if (!control.enabled()) {
        return;
    }
    set_property(
        record.extra, kMainTime,
        sgf_seconds(control.kind == TimeControl::Kind::Game ? control.main : milliseconds{0}));
    set_property(record.extra, kOvertime, overtime_text(control));
    set_property(record.extra, kControl, time_control_id(control));
    if (to_move_left) {
        set_property(record.extra, kToMoveLeft, sgf_seconds(*to_move_left));
    }
    const std::size_t n = std::min(record.moves.size(), clocks.moves());
    for (std::size_t i = 0; i < n; ++i) {
        const std::string_view id = i % 2 == 0 ? kBlackLeft : kWhiteLeft;
        set_property(record.moves[i].extra, id, sgf_seconds(clocks.recorded_left(i)));
    }
}

Expected<GameClocks> read_clocks(const GameRecord& record) {
    TimeControl control;
    if (const std::string* id = first_value(record.extra, kControl)) {
        const auto parsed = parse_time_control(*id);
        if (!parsed) {
            return Expected<GameClocks>::failure("GKCLOCK[" + *id + "] is not a time control");
        }
        control = *parsed;
    } else {
        const auto main = time_property(record.extra, kMainTime, "");
        if (!main) {
            return Expected<GameClocks>::failure(main.error());
        }
        if (*main && **main > milliseconds{0}) {
            control = {TimeControl::Kind::Game, **main, milliseconds{0}};
        }
    }
    if (!control.enabled()) {
        return GameClocks{};
    }
    const auto left = time_property(record.extra, kToMoveLeft, "");
    if (!left) {
        return Expected<GameClocks>::failure(left.error());
    }
    // A move without its time keeps its mover's clock as it stood: follow both clocks along.
    std::vector<milliseconds> recorded;
    GameClocks follow(control);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        const Stone mover = i % 2 == 0 ? Stone::Black : Stone::White;
        const auto t = time_property(record.moves[i].extra, i % 2 == 0 ? kBlackLeft : kWhiteLeft,
                                     "move " + std::to_string(i + 1) + ": ");
        if (!t) {
            return Expected<GameClocks>::failure(t.error());
        }
        recorded.push_back(*t ? **t : follow.left(mover, milliseconds{0}));
        follow = GameClocks::restored(control, recorded, std::nullopt);
    }
    return GameClocks::restored(control, recorded, *left);
}

} // namespace gomoku
