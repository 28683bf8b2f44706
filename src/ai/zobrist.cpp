#include "zobrist.hpp"

#include <array>
#include <random>

namespace gomoku::ai {

namespace {

constexpr int kSide = Board::kMaxSize;
using KeyTable = std::array<std::uint64_t, kSide * kSide * 2>;

const KeyTable& keys() {
    static const KeyTable table = [] {
        KeyTable t{};
        std::mt19937_64 rng(0x9E3779B97F4A7C15ULL);
        for (auto& k : t) {
            k = rng();
        }
        return t;
    }();
    return table;
}

} // namespace

std::uint64_t stone_key(Point p, Stone s) {
    if (s == Stone::Empty) {
        return 0;
    }
    const int colour = s == Stone::Black ? 0 : 1;
    return keys()[static_cast<std::size_t>((p.y * kSide + p.x) * 2 + colour)];
}

std::uint64_t position_key(const Board& board) {
    std::uint64_t key = 0;
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            key ^= stone_key({x, y}, board.at({x, y}));
        }
    }
    return key;
}

} // namespace gomoku::ai
