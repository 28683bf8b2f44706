#pragma once

// A program run with its stdin and stdout on pipes, read line by line with a timeout.
// POSIX only (fork, exec, pipe, poll): the match driver is a Linux/macOS test tool.

#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace gomoku::match {

class ChildProcess {
  public:
    // Starts argv[0] (looked up in PATH if it has no '/'); throws std::runtime_error.
    explicit ChildProcess(const std::vector<std::string>& argv);
    // Kills the program if it is still running.
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Sends one line; false if the program no longer reads.
    bool send(const std::string& line);
    // The next line the program writes, without its line end; nullopt when none came
    // within `timeout` or the program closed its stdout (then closed() is true).
    std::optional<std::string> read_line(std::chrono::milliseconds timeout);
    bool closed() const { return closed_; }
    // Closes the program's stdin (it sees the end of its input).
    void close_input();
    // The exit status once it has exited within `timeout` (128 + n for signal n).
    std::optional<int> wait_exit(std::chrono::milliseconds timeout);

  private:
    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::string pending_;
    bool closed_ = false;
    std::optional<int> status_;
};

} // namespace gomoku::match
