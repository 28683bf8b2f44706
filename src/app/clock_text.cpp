#include "clock_text.hpp"

namespace gomoku::app {

std::string time_control_label(const Translator& tr, const TimeControl& control) {
    using std::chrono::duration_cast;
    using std::chrono::seconds;
    const long long main = duration_cast<seconds>(control.main).count();
    const long long increment = duration_cast<seconds>(control.increment).count();
    switch (control.kind) {
    case TimeControl::Kind::None:
        break;
    case TimeControl::Kind::PerMove:
        return format(tr("{0} s a move"), {std::to_string(main)});
    case TimeControl::Kind::Game: {
        const bool minutes = main % 60 == 0;
        const std::string amount = std::to_string(minutes ? main / 60 : main);
        if (increment == 0) {
            return format(minutes ? tr("{0} min") : tr("{0} s"), {amount});
        }
        return format(minutes ? tr("{0} min + {1} s") : tr("{0} s + {1} s"),
                      {amount, std::to_string(increment)});
    }
    }
    return std::string(tr("No clock"));
}

} // namespace gomoku::app
