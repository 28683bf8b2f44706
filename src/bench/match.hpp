#pragma once

#include "ai/engine.hpp"
#include "baselines.hpp"
#include "core/game.hpp"
#include "openings_file.hpp"

#include <chrono>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace gomoku::bench {

// A player in a bench game: asked for a move whenever it is its turn.
class MatchPlayer {
  public:
    virtual ~MatchPlayer() = default;
    virtual std::string name() const = 0;
    // A game begins; `seed` fixes the player's random choices for that game.
    virtual void new_game(std::uint64_t seed) = 0;
    virtual Point choose(const Game& game) = 0;
};

// The engine at one level with fixed limits; its tables are cleared for every game.
class EnginePlayer final : public MatchPlayer {
  public:
    EnginePlayer(ai::Level level, ai::Limits limits);
    std::string name() const override;
    void new_game(std::uint64_t seed) override;
    Point choose(const Game& game) override;

  private:
    ai::Engine engine_;
    ai::Level level_;
    ai::Limits limits_;
    std::uint64_t seed_ = 0;
};

class BaselinePlayer final : public MatchPlayer {
  public:
    explicit BaselinePlayer(Baseline baseline) : baseline_(baseline) {}
    std::string name() const override;
    void new_game(std::uint64_t seed) override {
        rng_.seed(static_cast<std::mt19937::result_type>(seed));
    }
    Point choose(const Game& game) override;

  private:
    Baseline baseline_;
    std::mt19937 rng_;
};

// `count` different openings drawn from `seed`: Black on the centre, then White, and
// sometimes Black again, within two points of it; Black's two stones never already make a
// shape together, so the opening does not decide the game.
std::vector<Opening> make_openings(int count, int size, Rule rule, std::uint32_t seed);

// One game from the opening between two players, refereed by core Game. A player whose
// move Game refuses loses the game (a forfeit); a side with no legal move ends it drawn.
struct GameRecord {
    GameStatus status = GameStatus::Playing;
    Stone forfeited_by = Stone::Empty;
    int plies = 0;
    std::chrono::milliseconds black_time{0}; // thinking time of each side
    std::chrono::milliseconds white_time{0};
    int black_moves = 0;
    int white_moves = 0;
    std::vector<Point> moves; // the whole game, opening included
};
GameRecord play_game(const Opening& opening, int size, Rule rule, MatchPlayer& black,
                     MatchPlayer& white, std::uint64_t seed);

// The games of `first` against `second`, from first's side.
struct MatchScore {
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int forfeits = 0; // games either side lost by an illegal move
    std::chrono::milliseconds first_time{0};
    std::chrono::milliseconds second_time{0};
    std::chrono::milliseconds wall_time{0};
    int first_moves = 0;
    int second_moves = 0;
    std::vector<GameRecord> lost; // the games `first` lost, to replay them

    double points() const { return wins + 0.5 * draws; }
};

// `games` games; game i starts from opening i / 2 (cycling through `openings`) and gives
// `first` Black when i is even, White when it is odd, so each opening is played with both
// colours. The seed of game i is derived from `seed` and i.
MatchScore play_match(MatchPlayer& first, MatchPlayer& second, int games,
                      const std::vector<Opening>& openings, int size, Rule rule,
                      std::uint64_t seed);

} // namespace gomoku::bench
