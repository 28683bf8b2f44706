#pragma once

// The player's record against the computer, per rule, board size and level: games, wins,
// losses, draws, the current streak and the best winning streak. Two-player games are not
// counted (neither side is "the player"). Kept beside the settings, written atomically.

#include "ai/level.hpp"
#include "atomic_file.hpp"
#include "core/rules.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace gomoku::app {

struct StatsKey {
    Rule rule = Rule::Freestyle;
    int size = 15;
    ai::Level level = ai::Level::Easy;
    friend auto operator<=>(const StatsKey&, const StatsKey&) = default;
};

struct StatsRecord {
    int games = 0;
    int wins = 0;
    int losses = 0;
    int draws = 0;
    int streak = 0; // wins in a row now (positive) or losses in a row (negative); a draw ends it
    int best_streak = 0; // the most wins in a row
    friend bool operator==(const StatsRecord&, const StatsRecord&) = default;
};

enum class GameOutcome { Win, Loss, Draw };

class Statistics {
  public:
    void add(const StatsKey& key, GameOutcome outcome);
    StatsRecord get(const StatsKey& key) const;
    const std::map<StatsKey, StatsRecord>& all() const { return records_; }
    void clear() { records_.clear(); }

    // One line per key: "freestyle 15 easy: games wins losses draws streak best".
    std::string text() const;
    // Refuses the whole file on any line it cannot read ("line N: ..."): counts that are
    // partly wrong would be worse than starting again.
    static std::optional<Statistics> parse(const std::string& text, std::string& error);

  private:
    std::map<StatsKey, StatsRecord> records_;
};

// "3-12-1" (wins, losses, draws).
std::string score_line(const StatsRecord& record);

// The statistics file: read at start (a corrupt one is moved aside, with a notice), written
// after every counted game and after a reset.
class StatisticsFile {
  public:
    explicit StatisticsFile(std::filesystem::path file); // empty: nothing is kept
    // The notice for the player when the file was corrupt (once), else empty.
    const std::string& notice() const { return notice_; }
    const LostFile& lost() const { return lost_; } // the same, unworded
    const Statistics& statistics() const { return stats_; }
    // Both write the file; they return an error text, empty on success.
    std::string add(const StatsKey& key, GameOutcome outcome);
    std::string reset();

  private:
    std::string save() const;

    std::filesystem::path file_;
    Statistics stats_;
    std::string notice_;
    LostFile lost_;
};

} // namespace gomoku::app
