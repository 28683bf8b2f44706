#include "search.hpp"

#include "engine.hpp"

namespace gomoku::ai {

Point choose_move(const SearchRequest& request, const std::atomic<bool>& stop) {
    // A small table: this is for one-off questions; the game keeps an Engine across moves.
    constexpr std::size_t kOneOffHashMiB = 8;
    Engine engine(kOneOffHashMiB);
    return engine.search(request, game_limits(request.level), stop).move;
}

} // namespace gomoku::ai
