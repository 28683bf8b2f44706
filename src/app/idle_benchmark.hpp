#pragma once

namespace gomoku::app {

// gomoku-bench idle: CPU the real App uses while nobody touches it, on the title screen
// and on the player's move (without and with a game clock counting), each for `seconds`,
// printed as % of one core (key=value lines).
// Meant for a real display (Xvfb with the x11 driver); the dummy driver without one.
int run_idle_benchmark(double seconds);

} // namespace gomoku::app
