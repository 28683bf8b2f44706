#pragma once

namespace gomoku::app {

// gomoku-bench frames: runs the real App and game scene, measures the interval between
// frame starts with the AI idle and then while it searches at its strongest level over
// `moves` of its turns, and prints key=value lines. Returns the process exit code.
int run_frame_benchmark(int moves);

} // namespace gomoku::app
