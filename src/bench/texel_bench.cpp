#include "texel_bench.hpp"

#include "game_lines.hpp"
#include "log_scale_minimum.hpp"
#include "openings_bench.hpp"

#include "ai/board_state.hpp"
#include "ai/engine.hpp"
#include "ai/eval_weights.hpp"
#include "core/game.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <vector>

namespace gomoku::bench {

namespace {

// --- the games ----------------------------------------------------------------------------

char result_letter(GameStatus status) {
    return status == GameStatus::BlackWon ? 'B' : status == GameStatus::WhiteWon ? 'W' : 'D';
}

Point engine_move(ai::Engine& engine, const Game& game, const TexelGamesOptions& o,
                  std::uint64_t seed) {
    ai::SearchRequest request;
    request.board = game.board();
    request.rule = o.rule;
    request.to_move = game.to_move();
    request.level = ai::Level::Master;
    request.seed = seed;
    ai::Limits limits;
    limits.nodes = o.nodes;
    const std::atomic<bool> stop{false};
    return engine.search(request, limits, stop).move;
}

// One game of Master against itself from a random start; false when a move was refused.
bool play_game(const TexelGamesOptions& o, std::mt19937& rng, std::uint64_t seed) {
    const std::vector<Point> start = random_opening(o.rule, o.size, o.radius, rng);
    Game game(o.size, o.rule);
    for (Point p : start) {
        game.play(p);
    }
    // One engine a side, as in a match: each keeps its own table from move to move.
    ai::Engine black(16), white(16);
    while (!game.over() && static_cast<int>(game.move_count()) < o.max_moves) {
        ai::Engine& engine = game.to_move() == Stone::Black ? black : white;
        const Point p = engine_move(engine, game, o, seed);
        if (p == kNoPoint || !game.play(p)) {
            return false;
        }
    }
    std::printf("%s %d %c %zu", std::string(rule_name(o.rule)).c_str(), o.size,
                result_letter(game.status()), start.size());
    for (Point p : game.moves()) {
        std::printf(" %d,%d", p.x, p.y);
    }
    std::printf("\n");
    std::fflush(stdout);
    return true;
}

// --- the positions ------------------------------------------------------------------------

// One quiet position: the evaluation's counts for the side to move and its opponent, and
// the result for the side to move (1 win, 0.5 draw, 0 loss).
struct Sample {
    std::array<std::int16_t, ai::kEvalFeatures> mine{};
    std::array<std::int16_t, ai::kEvalFeatures> theirs{};
    float result = 0.5f;
};

// Where the search would stand pat on the static value: no five to make or to stop, no
// winning four of the side to move, no double threat of the opponent's.
bool quiet(const ai::BoardState& state, Stone me) {
    const Stone opp = opponent(me);
    if (state.five_cells(me).count() > 0 || state.five_cells(opp).count() > 0) {
        return false;
    }
    bool calm = true;
    state.four_cells(me).walk([&](int idx) {
        const ai::CellThreat& t = state.threat(me, idx);
        calm = !(t.makes_two_fives() && state.allowed(idx, me));
        return calm;
    });
    state.double_threat_cells(opp).walk([&](int idx) {
        calm = calm && !state.allowed(idx, opp);
        return calm;
    });
    return calm;
}

Sample sample_of(const ai::BoardState& state, Stone me, char result) {
    Sample s;
    for (int idx = state.first_cell(); idx < state.end_cell(); ++idx) {
        if (!state.on_board(idx) || !state.empty(idx)) {
            continue;
        }
        const auto mine = ai::eval_counts(state.threat(me, idx));
        const auto theirs = ai::eval_counts(state.threat(opponent(me), idx));
        for (std::size_t f = 0; f < ai::kEvalFeatures; ++f) {
            s.mine[f] = static_cast<std::int16_t>(s.mine[f] + mine[f]);
            s.theirs[f] = static_cast<std::int16_t>(s.theirs[f] + theirs[f]);
        }
    }
    const char winner = me == Stone::Black ? 'B' : 'W';
    s.result = result == 'D' ? 0.5f : result == winner ? 1.0f : 0.0f;
    return s;
}

// The quiet positions of one game line; false when the line cannot be read.
bool read_game(const std::string& line, const TexelFitOptions& o, std::vector<Sample>& out) {
    const std::optional<GameLine> game = parse_game_line(line);
    if (!game) {
        return false;
    }
    ai::BoardState state(Board(game->size), game->rule);
    Stone side = Stone::Black;
    for (std::size_t i = 0; i < game->moves.size(); ++i) {
        if (i >= game->start + static_cast<std::size_t>(o.skip) && quiet(state, side)) {
            out.push_back(sample_of(state, side, game->result));
        }
        const int idx = state.index(game->moves[i]);
        if (!state.empty(idx)) {
            return false;
        }
        state.make(idx, side);
        side = opponent(side);
    }
    return true;
}

// --- the fit ------------------------------------------------------------------------------

// The weights as one vector: attack, then guard, then the tempo.
constexpr std::size_t kParameters = 2 * ai::kEvalFeatures + 1;
using Parameters = std::array<int, kParameters>;

Parameters current_parameters() {
    Parameters p{};
    for (std::size_t f = 0; f < ai::kEvalFeatures; ++f) {
        p[f] = ai::kEvalWeights.attack[f];
        p[ai::kEvalFeatures + f] = ai::kEvalWeights.guard[f];
    }
    p[kParameters - 1] = ai::kEvalWeights.tempo;
    return p;
}

double value_of(const Sample& s, const Parameters& p) {
    double v = p[kParameters - 1];
    for (std::size_t f = 0; f < ai::kEvalFeatures; ++f) {
        v += p[f] * s.mine[f] - p[ai::kEvalFeatures + f] * s.theirs[f];
    }
    return v;
}

// Mean squared difference between the results and the predicted win chances.
double error_of(const std::vector<Sample>& samples, const Parameters& p, double k) {
    double sum = 0;
    for (const Sample& s : samples) {
        const double predicted = 1.0 / (1.0 + std::exp(-k * value_of(s, p)));
        sum += (s.result - predicted) * (s.result - predicted);
    }
    return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

// The curve's steepness that fits the current weights best (golden-section search on a
// log scale): fixed afterwards, so the fit changes the weights, not the scale.
double best_scale(const std::vector<Sample>& samples, const Parameters& p) {
    return log_scale_minimum(1e-5, 1e-1, 60, [&](double k) { return error_of(samples, p, k); });
}

// With `tied`, each guard weight stays half its attack weight (the ratio matches chose).
void tie(Parameters& p, bool tied) {
    for (std::size_t f = 0; tied && f < ai::kEvalFeatures; ++f) {
        p[ai::kEvalFeatures + f] = p[f] / 2;
    }
}

// Texel's local search: each weight in turn moves by its step while that lowers the error;
// steps halve when no weight moves, down to 1.
Parameters fit(const std::vector<Sample>& samples, Parameters p, double k, bool tied) {
    constexpr int kMaxWeight = 5000; // a cell's worth must fit its 16 bits
    Parameters step{};
    for (std::size_t i = 0; i < kParameters; ++i) {
        step[i] = std::max(1, std::abs(p[i]) / 4);
    }
    double best = error_of(samples, p, k);
    for (bool any_step = true; any_step;) {
        bool moved = false;
        for (std::size_t i = 0; i < kParameters; ++i) {
            if (tied && i >= ai::kEvalFeatures && i + 1 < kParameters) {
                continue; // a guard weight: follows its attack weight
            }
            for (int sign : {+1, -1}) {
                Parameters trial = p;
                trial[i] = std::clamp(p[i] + sign * step[i], i + 1 == kParameters ? -kMaxWeight : 0,
                                      kMaxWeight);
                tie(trial, tied);
                const double e = trial[i] == p[i] ? best : error_of(samples, trial, k);
                if (e < best) {
                    best = e;
                    p = trial;
                    moved = true;
                    break;
                }
            }
        }
        if (!moved) {
            any_step = false;
            for (int& s : step) {
                if (s > 1) {
                    s /= 2;
                    any_step = true;
                }
            }
        }
    }
    return p;
}

void print_weights(const char* name, const Parameters& p, std::size_t from) {
    std::printf("    {");
    for (std::size_t f = 0; f < ai::kEvalFeatures; ++f) {
        std::printf("%s%d", f ? ", " : "", p[from + f]);
    }
    std::printf("}, // %s\n", name);
}

} // namespace

int run_texel_games(const TexelGamesOptions& o) {
    std::mt19937 rng(o.seed);
    std::printf(
        "# gomoku-bench texel-games --rule %s --size %d --games %d --nodes %llu --seed %u\n",
        std::string(rule_name(o.rule)).c_str(), o.size, o.games,
        static_cast<unsigned long long>(o.nodes), o.seed);
    int failed = 0;
    for (int g = 0; g < o.games; ++g) {
        failed += play_game(o, rng, o.seed + static_cast<std::uint64_t>(g)) ? 0 : 1;
    }
    std::fprintf(stderr, "texel.games=%d\ntexel.failed=%d\n", o.games, failed);
    return failed == 0 ? 0 : 1;
}

int run_texel_fit(const TexelFitOptions& o) {
    std::ifstream file(o.data);
    if (!file) {
        std::fprintf(stderr, "texel-fit: cannot read %s\n", o.data.c_str());
        return 2;
    }
    std::vector<Sample> train, check;
    int games = 0, bad = 0;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        std::vector<Sample>& into = o.holdout > 1 && games % o.holdout == 0 ? check : train;
        ++games;
        bad += read_game(line, o, into) ? 0 : 1;
    }
    if (train.empty()) {
        std::fprintf(stderr, "texel-fit: no positions in %s\n", o.data.c_str());
        return 1;
    }
    const Parameters before = current_parameters();
    const double k = best_scale(train, before);
    const Parameters after = fit(train, before, k, o.tied);
    std::printf(
        "texel.games=%d\ntexel.unreadable=%d\ntexel.positions=%zu\ntexel.check_positions=%zu\n",
        games, bad, train.size(), check.size());
    std::printf("texel.scale=%.6g\n", k);
    std::printf("texel.error_before=%.6f\ntexel.error_after=%.6f\n", error_of(train, before, k),
                error_of(train, after, k));
    std::printf("texel.check_error_before=%.6f\ntexel.check_error_after=%.6f\n",
                error_of(check, before, k), error_of(check, after, k));
    std::printf(
        "// two, open two, three, open three, four, open four, double four, double three\n");
    print_weights("attack", after, 0);
    print_weights("guard", after, ai::kEvalFeatures);
    std::printf("    %d, // tempo\n", after[kParameters - 1]);
    return bad == 0 ? 0 : 1;
}

} // namespace gomoku::bench
