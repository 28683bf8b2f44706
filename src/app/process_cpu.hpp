#pragma once

namespace gomoku::app {

// CPU seconds this process has used so far, all threads, user and system (the one
// platform-specific call of the idle benchmark; negative when the system cannot tell).
double process_cpu_seconds();

} // namespace gomoku::app
