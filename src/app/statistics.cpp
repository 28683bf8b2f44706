#include "statistics.hpp"

#include "atomic_file.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <system_error>

namespace gomoku::app {

namespace fs = std::filesystem;

void Statistics::add(const StatsKey& key, GameOutcome outcome) {
    StatsRecord& r = records_[key];
    ++r.games;
    switch (outcome) {
    case GameOutcome::Win:
        ++r.wins;
        r.streak = r.streak > 0 ? r.streak + 1 : 1;
        r.best_streak = std::max(r.best_streak, r.streak);
        break;
    case GameOutcome::Loss:
        ++r.losses;
        r.streak = r.streak < 0 ? r.streak - 1 : -1;
        break;
    case GameOutcome::Draw:
        ++r.draws;
        r.streak = 0;
        break;
    }
}

StatsRecord Statistics::get(const StatsKey& key) const {
    const auto it = records_.find(key);
    return it == records_.end() ? StatsRecord{} : it->second;
}

std::string Statistics::text() const {
    std::ostringstream out;
    out << "# Gomoku statistics: rule size level: games wins losses draws streak best-streak\n";
    for (const auto& [key, r] : records_) {
        out << rule_name(key.rule) << ' ' << key.size << ' ' << ai::level_id(key.level) << ": "
            << r.games << ' ' << r.wins << ' ' << r.losses << ' ' << r.draws << ' ' << r.streak
            << ' ' << r.best_streak << '\n';
    }
    return out.str();
}

std::optional<Statistics> Statistics::parse(const std::string& text, std::string& error) {
    Statistics stats;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (line.empty() || line[0] == '#') {
            continue;
        }
        std::istringstream fields(line);
        std::string rule, level, colon;
        StatsKey key;
        StatsRecord r;
        fields >> rule >> key.size >> level;
        if (!level.empty() && level.back() == ':') {
            level.pop_back();
        }
        fields >> r.games >> r.wins >> r.losses >> r.draws >> r.streak >> r.best_streak;
        const auto parsed_rule = parse_rule(rule);
        const auto parsed_level = ai::parse_level(level);
        std::string rest;
        const bool sane = r.games >= 0 && r.wins >= 0 && r.losses >= 0 && r.draws >= 0 &&
                          r.wins + r.losses + r.draws == r.games && r.best_streak >= 0 &&
                          r.best_streak <= r.wins && std::abs(r.streak) <= r.games;
        if (!fields || (fields >> rest) || !parsed_rule || !parsed_level || key.size < 5 ||
            key.size > 22 || !sane) {
            error = "line " + std::to_string(number) + ": cannot read '" + line.substr(0, 60) + "'";
            return std::nullopt;
        }
        key.rule = *parsed_rule;
        key.level = *parsed_level;
        stats.records_[key] = r;
    }
    return stats;
}

std::string score_line(const StatsRecord& r) {
    return std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws);
}

StatisticsFile::StatisticsFile(fs::path file) : file_(std::move(file)) {
    std::error_code ec;
    if (file_.empty() || !fs::exists(file_, ec)) {
        return;
    }
    std::string error;
    if (const auto text = read_whole_file(file_, error)) {
        if (auto stats = Statistics::parse(*text, error)) {
            stats_ = std::move(*stats);
            return;
        }
    }
    const fs::path bad = move_aside(file_);
    lost_ = {error, file_, bad};
    notice_ = "Your statistics could not be read (" + error + "), so counting starts again. ";
    notice_ += bad.empty() ? "The file is left where it was: " + path_text(file_)
                           : "The old file is kept as " + path_text(bad);
}

std::string StatisticsFile::save() const {
    return file_.empty() ? std::string() : write_file_atomically(file_, stats_.text());
}

std::string StatisticsFile::add(const StatsKey& key, GameOutcome outcome) {
    stats_.add(key, outcome);
    return save();
}

std::string StatisticsFile::reset() {
    stats_.clear();
    return save();
}

} // namespace gomoku::app
