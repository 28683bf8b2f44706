#pragma once

#include <optional>
#include <string>
#include <utility>

namespace gomoku {

// A value, or the message that says why there is none. (std::expected is C++23; this is the
// little of it that the readers need.)
template <typename T> class Expected {
  public:
    Expected(T value) : value_(std::move(value)) {}
    static Expected failure(std::string message) { return Expected(std::move(message), 0); }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *value_; }
    T& value() & { return *value_; }
    T&& value() && { return std::move(*value_); }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    // Empty when ok().
    const std::string& error() const { return error_; }

  private:
    Expected(std::string message, int) : error_(std::move(message)) {}

    std::optional<T> value_;
    std::string error_;
};

} // namespace gomoku
