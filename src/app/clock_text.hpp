#pragma once

#include "core/clock_control.hpp"
#include "translator.hpp"

#include <string>

namespace gomoku::app {

// The time control as the title screen names it: "No clock", "30 s a move", "5 min + 3 s",
// "1 min" (whole minutes as minutes, anything else in seconds).
std::string time_control_label(const Translator& tr, const TimeControl& control);

} // namespace gomoku::app
