#include "saved_game.hpp"

#include "core/clock_record.hpp"
#include "core/notation.hpp"
#include "core/sgf.hpp"
#include "seats.hpp"

#include <chrono>
#include <cstdio>

namespace gomoku::app {

namespace {

constexpr std::string_view kPlay = "GKPLAY";
constexpr std::string_view kLevel = "GKLEVEL";
constexpr std::string_view kSecondLevel = "GKLEVEL2";
constexpr std::string_view kRedo = "GKREDO";
constexpr std::string_view kName = "GKNAME";
constexpr std::string_view kOpening = "GKOPENING";

const std::string* first_value(const GameRecord& record, std::string_view id) {
    const RecordProperty* p = find_property(record.extra, id);
    return p && !p->values.empty() ? &p->values.front() : nullptr;
}

} // namespace

std::string player_name(const Settings& setup, Stone side, const Opening& opening) {
    if (setup.play == PlayMode::TwoPlayers) {
        return side == Stone::Black ? "Black" : "White";
    }
    const Seats seats = seats_of(setup); // controller_of answers with a reference into it
    const Controller player = controller_of(seats, opening, side);
    if (player.computer) {
        return "Computer (" + std::string(ai::level_name(player.level)) + ")";
    }
    return "You";
}

std::string today() {
    const auto now = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{now};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return text;
}

std::string timestamp_for_file_name() {
    using namespace std::chrono;
    const auto now = system_clock::now();
    const auto day = floor<days>(now);
    const year_month_day ymd{day};
    const hh_mm_ss time{floor<milliseconds>(now - day)};
    char text[32];
    std::snprintf(text, sizeof text, "%04d%02u%02u-%02d%02d%02d-%03d", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()),
                  static_cast<int>(time.hours().count()), static_cast<int>(time.minutes().count()),
                  static_cast<int>(time.seconds().count()),
                  static_cast<int>(time.subseconds().count()));
    return text;
}

GameRecord saved_game_record(const SavedGame& saved) {
    GameRecord record = to_record(saved.game);
    record.black_player = player_name(saved.setup, Stone::Black, saved.opening);
    record.white_player = player_name(saved.setup, Stone::White, saved.opening);
    record.date = today();
    set_property(record.extra, kPlay, std::string(play_mode_id(saved.setup.play)));
    set_property(record.extra, kLevel, std::string(ai::level_id(saved.setup.level)));
    if (saved.setup.play == PlayMode::Computers) {
        set_property(record.extra, kSecondLevel, std::string(ai::level_id(saved.setup.second_level)));
    }
    if (!saved.library_name.empty()) {
        set_property(record.extra, kName, saved.library_name);
    }
    if (saved.opening.rule() != OpeningRule::None) {
        record.extra.push_back({std::string(kOpening), opening_values(saved.opening)});
    }
    const std::vector<Point> redo = saved.game.redo_line();
    if (!redo.empty()) {
        RecordProperty line{std::string(kRedo), {}};
        for (Point p : redo) {
            line.values.push_back(to_notation(p));
        }
        record.extra.push_back(std::move(line));
    }
    if (saved.clocks.enabled()) {
        write_clocks(record, saved.clocks,
                     saved.clocks.left(saved.clocks.to_move(), std::chrono::milliseconds{0}));
    }
    if (saved.out_of_time != Stone::Empty) {
        record.result = {saved.out_of_time == Stone::Black ? Outcome::WhiteWon : Outcome::BlackWon,
                         WinReason::Time};
    }
    return record;
}

std::string saved_game_text(const SavedGame& saved) {
    return write_sgf(saved_game_record(saved));
}

Expected<SavedGame> saved_game_from(const GameRecord& record) {
    auto game = to_game(record);
    if (!game) {
        return Expected<SavedGame>::failure(game.error());
    }
    auto clocks = read_clocks(record);
    if (!clocks) {
        return Expected<SavedGame>::failure(clocks.error());
    }
    SavedGame saved{Settings{}, std::move(game).value(), {}, Opening(), std::move(clocks).value(),
                    Stone::Empty};
    saved.setup.clock = saved.clocks.control();
    // Lost on time: the record says so, and the board shows no five.
    if (record.result.reason == WinReason::Time && !saved.game.over()) {
        if (record.result.outcome == Outcome::BlackWon) {
            saved.out_of_time = Stone::White;
        } else if (record.result.outcome == Outcome::WhiteWon) {
            saved.out_of_time = Stone::Black;
        }
    }
    saved.setup.size = record.board_size;
    saved.setup.rule = record.rule;
    saved.setup.play = PlayMode::TwoPlayers;
    if (const std::string* play = first_value(record, kPlay)) {
        saved.setup.play = parse_play_mode(*play).value_or(PlayMode::TwoPlayers);
    }
    if (const std::string* level = first_value(record, kLevel)) {
        saved.setup.level = ai::parse_level(*level).value_or(saved.setup.level);
    }
    if (const std::string* level = first_value(record, kSecondLevel)) {
        saved.setup.second_level = ai::parse_level(*level).value_or(saved.setup.second_level);
    }
    if (const std::string* name = first_value(record, kName)) {
        saved.library_name = *name;
    }
    if (const RecordProperty* opening = find_property(record.extra, kOpening)) {
        auto restored = opening_from_values(opening->values, saved.game);
        if (!restored) {
            return Expected<SavedGame>::failure("GKOPENING: " + restored.error());
        }
        saved.opening = std::move(restored).value();
        saved.setup.opening = saved.opening.rule();
    }
    // The redo list comes back as it was made: play its moves, then take them back.
    if (const RecordProperty* redo = find_property(record.extra, kRedo)) {
        std::size_t replayed = 0;
        for (const std::string& value : redo->values) {
            const auto p = parse_notation(value, record.board_size);
            if (!p || !saved.game.play(*p)) {
                return Expected<SavedGame>::failure("GKREDO: '" + value +
                                                    "' cannot be played there");
            }
            ++replayed;
        }
        for (std::size_t i = 0; i < replayed; ++i) {
            saved.game.undo();
        }
    }
    return saved;
}

Expected<SavedGame> read_saved_game(std::string_view sgf) {
    auto record = read_sgf(sgf);
    if (!record) {
        return Expected<SavedGame>::failure(record.error());
    }
    return saved_game_from(*record);
}

} // namespace gomoku::app
