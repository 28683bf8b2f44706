#include "names.hpp"

#include "core/notation.hpp"

#include <cmath>
#include <iterator>

namespace gomoku::app {

std::string_view level_text(const Translator& tr, ai::Level level) {
    // Written out, not tr(ai::level_name(level)), so the .pot script finds every msgid.
    switch (level) {
    case ai::Level::Beginner:
        return tr("Beginner", "level");
    case ai::Level::Easy:
        return tr("Easy", "level");
    case ai::Level::Medium:
        return tr("Medium", "level");
    case ai::Level::Hard:
        return tr("Hard", "level");
    case ai::Level::Expert:
        return tr("Expert", "level");
    case ai::Level::Master:
        return tr("Master", "level");
    }
    return ai::level_name(level);
}

std::string_view rule_text(const Translator& tr, Rule rule) {
    switch (rule) {
    case Rule::Freestyle:
        return tr("Freestyle");
    case Rule::Standard:
        return tr("Standard");
    case Rule::Renju:
        return tr("Renju");
    }
    return tr("Freestyle");
}

std::string_view rule_word(const Translator& tr, Rule rule) {
    switch (rule) {
    case Rule::Freestyle:
        return tr("freestyle", "rule");
    case Rule::Standard:
        return tr("standard", "rule");
    case Rule::Renju:
        return tr("renju", "rule");
    }
    return tr("freestyle", "rule");
}

std::string_view side_text(const Translator& tr, Stone side) {
    return side == Stone::White ? tr("White", "player") : tr("Black", "player");
}

std::string player_text(const Translator& tr, std::string_view name, Stone side) {
    if (name.empty() || name == "Black" || name == "White") {
        return std::string(side_text(tr, name.empty()      ? side
                                         : name == "White" ? Stone::White
                                                           : Stone::Black));
    }
    if (name == "You") {
        return std::string(tr("You"));
    }
    for (ai::Level level : ai::kAllLevels) {
        if (name == "Computer (" + std::string(ai::level_name(level)) + ")") {
            return format(tr("Computer ({0})"), {level_text(tr, level)});
        }
    }
    return std::string(name);
}

std::string_view outcome_text(const Translator& tr, Outcome outcome) {
    switch (outcome) {
    case Outcome::Unfinished:
        return tr("Unfinished");
    case Outcome::BlackWon:
        return tr("Black won");
    case Outcome::WhiteWon:
        return tr("White won");
    case Outcome::Draw:
        return tr("Draw");
    case Outcome::Void:
        return tr("No result");
    case Outcome::Unknown:
        break;
    }
    return tr("Unknown");
}

namespace {

std::string_view mark_text(const Translator& tr, ai::MoveMark mark) {
    switch (mark) {
    case ai::MoveMark::Inaccuracy:
        return tr("inaccuracy");
    case ai::MoveMark::Mistake:
        return tr("mistake");
    case ai::MoveMark::Blunder:
        return tr("allowed a forced win");
    case ai::MoveMark::MissedWin:
        return tr("missed a win");
    case ai::MoveMark::None:
        break;
    }
    return {};
}

std::string percent(double chance) {
    return std::to_string(static_cast<int>(std::lround(chance * 100)));
}

} // namespace

std::string verdict_text(const Translator& tr, const ai::MoveVerdict& v, Stone mover) {
    std::string text =
        format(mover == Stone::Black ? tr("Black {0}% -> {1}%") : tr("White {0}% -> {1}%"),
               {percent(v.chance_before), percent(v.chance_after)});
    if (v.mark != ai::MoveMark::None) {
        text = format(tr("{0} ({1})", "verdict"), {text, mark_text(tr, v.mark)});
    }
    if (v.best != kNoPoint && v.best != v.played) {
        text = v.best_line.size() > 1 ? format(tr("{0}; best {1}: {2}"), {text, to_notation(v.best),
                                                                          to_notation(v.best_line)})
                                      : format(tr("{0}; best {1}"), {text, to_notation(v.best)});
    }
    return text;
}

std::string_view forbidden_text(const Translator& tr, Forbidden kind) {
    switch (kind) {
    case Forbidden::DoubleThree:
        return tr("double three");
    case Forbidden::DoubleFour:
        return tr("double four");
    case Forbidden::Overline:
        return tr("overline");
    case Forbidden::None:
        break;
    }
    return forbidden_name(kind);
}

} // namespace gomoku::app

namespace gomoku::app {

std::string_view renju_opening_text(const Translator& tr, std::size_t index) {
    // Literal calls, one a name, so the template extractor sees every one; the order is
    // renju_openings()'s (a test compares the English with core's names).
    const std::string_view names[] = {
        tr("Kansei", "renju opening"),   tr("Keigetsu", "renju opening"),
        tr("Sosei", "renju opening"),    tr("Kagetsu", "renju opening"),
        tr("Zangetsu", "renju opening"), tr("Ugetsu", "renju opening"),
        tr("Kinsei", "renju opening"),   tr("Shogetsu", "renju opening"),
        tr("Kyugetsu", "renju opening"), tr("Shingetsu", "renju opening"),
        tr("Zuisei", "renju opening"),   tr("Sangetsu", "renju opening"),
        tr("Yusei", "renju opening"),    tr("Chosei", "renju opening"),
        tr("Kyogetsu", "renju opening"), tr("Kosei", "renju opening"),
        tr("Suigetsu", "renju opening"), tr("Ryusei", "renju opening"),
        tr("Ungetsu", "renju opening"),  tr("Hogetsu", "renju opening"),
        tr("Rangetsu", "renju opening"), tr("Gingetsu", "renju opening"),
        tr("Myojo", "renju opening"),    tr("Shagetsu", "renju opening"),
        tr("Meigetsu", "renju opening"), tr("Suisei", "renju opening"),
    };
    return index < std::size(names) ? names[index] : std::string_view{};
}

} // namespace gomoku::app
