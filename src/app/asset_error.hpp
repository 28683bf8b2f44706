#pragma once

#include <stdexcept>
#include <string>

namespace gomoku::app {

// A file the game cannot run without is missing or unreadable. The message names the file.
class AssetError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

} // namespace gomoku::app
