#pragma once

#include "types.hpp"

#include <vector>

namespace gomoku {

// A square board of any size from kMinSize to kMaxSize. It only stores stones; whose turn
// it is and what wins is the business of Game and the rules.
class Board {
  public:
    static constexpr int kMinSize = 5;
    static constexpr int kMaxSize = 26; // notation uses one letter per column
    static constexpr int kDefaultSize = 15;

    explicit Board(int size = kDefaultSize);

    int size() const { return size_; }
    bool inside(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
    Stone at(Point p) const { return cells_[index(p)]; }
    // False off the board, so line scans can treat the edge like a blocking stone.
    bool is_empty(Point p) const { return inside(p) && at(p) == Stone::Empty; }
    void set(Point p, Stone s);
    int stone_count() const { return stones_; }
    bool full() const { return stones_ == size_ * size_; }

    friend bool operator==(const Board&, const Board&) = default;

  private:
    int index(Point p) const { return p.y * size_ + p.x; }

    int size_;
    int stones_ = 0;
    std::vector<Stone> cells_;
};

} // namespace gomoku
