#include "match.hpp"

#include <algorithm>
#include <cstdlib>
#include <atomic>

namespace gomoku::bench {

namespace {

using Clock = std::chrono::steady_clock;

std::chrono::milliseconds since(Clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
}

bool has_legal_move(const Game& game) {
    const int size = game.board().size();
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            if (game.is_legal({x, y})) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

EnginePlayer::EnginePlayer(ai::Level level, ai::Limits limits) : level_(level), limits_(limits) {}

std::string EnginePlayer::name() const {
    return std::string(ai::level_id(level_));
}

void EnginePlayer::new_game(std::uint64_t seed) {
    engine_.clear();
    seed_ = seed;
}

Point EnginePlayer::choose(const Game& game) {
    const std::atomic<bool> stop{false};
    const ai::SearchRequest request{game.board(), game.rule(), game.to_move(), level_,
                                    seed_ + game.move_count()};
    return engine_.search(request, limits_, stop).move;
}

std::string BaselinePlayer::name() const {
    return std::string(baseline_id(baseline_));
}

Point BaselinePlayer::choose(const Game& game) {
    return baseline_move(baseline_, game.board(), game.rule(), game.to_move(), rng_,
                         game.last_move());
}

namespace {

// Two stones of one colour on a common line, at most `reach` apart: the start of a shape.
bool aligned(Point a, Point b, int reach) {
    const int dx = b.x - a.x;
    const int dy = b.y - a.y;
    const bool line = dx == 0 || dy == 0 || dx == dy || dx == -dy;
    return line && std::max(std::abs(dx), std::abs(dy)) <= reach;
}

} // namespace

std::vector<Opening> make_openings(int count, int size, Rule rule, std::uint32_t seed) {
    // Openings should not decide the game: two stones (Black in the centre, White near it),
    // or three where Black's two stones do not yet make a shape together. Four-stone
    // openings with Black to move gave Black a ready open three too often.
    std::mt19937 rng(seed);
    const Point centre{size / 2, size / 2};
    std::vector<Opening> openings;
    while (static_cast<int>(openings.size()) < count) {
        Game game(size, rule);
        game.play(centre);
        const int stones = std::uniform_int_distribution<int>(2, 3)(rng);
        while (static_cast<int>(game.move_count()) < stones) {
            const Point p{centre.x + std::uniform_int_distribution<int>(-2, 2)(rng),
                          centre.y + std::uniform_int_distribution<int>(-2, 2)(rng)};
            game.play(p); // refused when taken (or forbidden): draw again
        }
        const auto& moves = game.moves();
        if (stones == 3 && aligned(moves[0], moves[2], 3)) {
            continue;
        }
        if (std::find(openings.begin(), openings.end(), moves) == openings.end()) {
            openings.push_back(moves);
        }
    }
    return openings;
}

GameRecord play_game(const Opening& opening, int size, Rule rule, MatchPlayer& black,
                     MatchPlayer& white, std::uint64_t seed) {
    Game game(size, rule);
    for (Point p : opening) {
        game.play(p);
    }
    black.new_game(seed);
    white.new_game(seed + 1);
    GameRecord record;
    while (!game.over()) {
        if (!has_legal_move(game)) {
            record.status = GameStatus::Draw; // renju: only forbidden points are left for Black
            break;
        }
        const Stone side = game.to_move();
        MatchPlayer& player = side == Stone::Black ? black : white;
        const auto start = Clock::now();
        const Point move = player.choose(game);
        (side == Stone::Black ? record.black_time : record.white_time) += since(start);
        ++(side == Stone::Black ? record.black_moves : record.white_moves);
        if (!game.play(move)) {
            record.forfeited_by = side;
            record.status = side == Stone::Black ? GameStatus::WhiteWon : GameStatus::BlackWon;
            break;
        }
    }
    if (game.over()) {
        record.status = game.status();
    }
    record.plies = static_cast<int>(game.move_count());
    record.moves = game.moves();
    return record;
}

MatchScore play_match(MatchPlayer& first, MatchPlayer& second, int games,
                      const std::vector<Opening>& openings, int size, Rule rule,
                      std::uint64_t seed) {
    MatchScore score;
    const auto start = Clock::now();
    for (int i = 0; i < games; ++i) {
        const bool first_is_black = i % 2 == 0;
        const Opening& opening = openings[static_cast<std::size_t>(i / 2) % openings.size()];
        MatchPlayer& black = first_is_black ? first : second;
        MatchPlayer& white = first_is_black ? second : first;
        const GameRecord record =
            play_game(opening, size, rule, black, white,
                      seed * 1'000'003 + static_cast<std::uint64_t>(i) * 7919);
        const Stone first_colour = first_is_black ? Stone::Black : Stone::White;
        const Stone winner = record.status == GameStatus::BlackWon   ? Stone::Black
                             : record.status == GameStatus::WhiteWon ? Stone::White
                                                                     : Stone::Empty;
        ++score.games;
        score.wins += winner == first_colour ? 1 : 0;
        score.losses += winner == opponent(first_colour) ? 1 : 0;
        if (winner == opponent(first_colour)) {
            score.lost.push_back(record);
        }
        score.draws += winner == Stone::Empty ? 1 : 0;
        score.forfeits += record.forfeited_by != Stone::Empty ? 1 : 0;
        score.first_time += first_is_black ? record.black_time : record.white_time;
        score.second_time += first_is_black ? record.white_time : record.black_time;
        score.first_moves += first_is_black ? record.black_moves : record.white_moves;
        score.second_moves += first_is_black ? record.white_moves : record.black_moves;
    }
    score.wall_time = since(start);
    return score;
}

} // namespace gomoku::bench
