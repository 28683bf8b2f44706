#include "texel_bench.hpp"

#include "adam.hpp"
#include "game_lines.hpp"
#include "log_scale_minimum.hpp"
#include "openings_bench.hpp"
#include "summary_keys.hpp"

#include "ai/board_state.hpp"
#include "ai/engine.hpp"
#include "ai/eval_corrections.hpp"
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
    s.result = static_cast<float>(result_for(me, result));
    return s;
}

// Calls add(state, side to move, result) at each quiet position of one game line; false
// when the line cannot be read.
template <typename Add> bool read_game(const std::string& line, const TexelFitOptions& o, Add add) {
    const std::optional<GameLine> game = parse_game_line(line);
    if (!game) {
        return false;
    }
    ai::BoardState state(Board(game->size), game->rule);
    Stone side = Stone::Black;
    for (std::size_t i = 0; i < game->moves.size(); ++i) {
        if (i >= game->start + static_cast<std::size_t>(o.skip) && quiet(state, side)) {
            add(state, side, game->result);
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

// The games of a texel-games file, their quiet positions made into samples by
// make(state, side to move, result): every holdout-th game's into `check`, the others'
// into `train`. Counts the games and the unreadable lines.
struct GameCount {
    int games = 0;
    int unreadable = 0;
};
template <typename SampleType, typename Make>
GameCount read_games(std::ifstream& file, const TexelFitOptions& o, Make make,
                     std::vector<SampleType>& train, std::vector<SampleType>& check) {
    GameCount count;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        std::vector<SampleType>& into =
            o.holdout > 1 && count.games % o.holdout == 0 ? check : train;
        ++count.games;
        const bool read =
            read_game(line, o, [&](const ai::BoardState& state, Stone me, char result) {
                into.push_back(make(state, me, result));
            });
        count.unreadable += read ? 0 : 1;
    }
    return count;
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

// --- corrections per set of shapes (--cells) ------------------------------------------------
// The evaluation in use (weights and corrections, eval_corrections.hpp) plus a further
// correction for each set of four line shapes: its attack correction where the side to
// move has it, its guard correction, subtracted, where the opponent has it (kept at
// summary_index(): under renju each colour has its own rows).
using Corrections = std::vector<double>;

bool attack_index(std::size_t i) {
    return summary_role(i) == 0;
}

// One quiet position: the evaluation in use, the correction indices of the empty cells that
// have any shape, and the result for the side to move.
struct CellSample {
    float value = 0;
    float result = 0.5f;
    std::vector<std::uint16_t> cells;
};

CellSample cell_sample_of(const ai::BoardState& state, Stone me, char result) {
    CellSample s;
    s.value =
        static_cast<float>(state.attack(me) - state.guard(opponent(me)) + ai::kEvalWeights.tempo);
    s.result = static_cast<float>(result_for(me, result));
    for (int idx = state.first_cell(); idx < state.end_cell(); ++idx) {
        if (!state.on_board(idx) || !state.empty(idx)) {
            continue;
        }
        for (int role = 0; role < 2; ++role) {
            const Stone owner = role == 0 ? me : opponent(me);
            const int key = summary_key(state, owner, idx);
            if (key != 0) {
                s.cells.push_back(
                    static_cast<std::uint16_t>(summary_index(key, role, state.rule(), owner)));
            }
        }
    }
    return s;
}

double corrected_value(const CellSample& s, const Corrections& c) {
    double v = s.value;
    for (const std::uint16_t cell : s.cells) {
        v += attack_index(cell) ? c[cell] : -c[cell];
    }
    return v;
}

// The mean squared error of the predicted win chances, and (when `gradient` is given) its
// gradient by the corrections.
double cell_error(const std::vector<CellSample>& samples, const Corrections& c, double k,
                  Corrections* gradient) {
    double sum = 0;
    for (const CellSample& s : samples) {
        const double p = 1.0 / (1.0 + std::exp(-k * corrected_value(s, c)));
        sum += (s.result - p) * (s.result - p);
        if (gradient) {
            const double dv =
                -2 * (s.result - p) * p * (1 - p) * k / static_cast<double>(samples.size());
            for (const std::uint16_t cell : s.cells) {
                (*gradient)[cell] += attack_index(cell) ? dv : -dv;
            }
        }
    }
    return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

// Adam on the error plus lambda times the squared corrections (in evaluation units). Only
// sets of shapes seen in at least `least` cells move. With `tied`, a guard correction stays
// half its attack correction (of the same colour's cells), as the guard weights are half
// the attack ones.
Corrections fit_cells(const std::vector<CellSample>& samples, double k, double lambda,
                      const std::vector<int>& seen, int least, bool tied) {
    constexpr std::size_t kKeys = kSummaryKeys;
    const auto guard_of = [](std::size_t attack) { return attack + kKeys; };
    Corrections c(seen.size(), 0.0);
    Adam adam(c.size(), 2.0);
    for (int t = 1; t <= 1500; ++t) {
        Corrections g(c.size(), 0.0);
        cell_error(samples, c, k, &g);
        for (std::size_t i = 0; i < c.size(); ++i) {
            const bool attack = attack_index(i);
            if (tied && !attack) {
                continue; // follows its attack correction
            }
            const int cells = tied ? seen[i] + seen[guard_of(i)] : seen[i];
            const double gradient = tied ? g[i] + g[guard_of(i)] / 2 : g[i];
            if (cells >= least) {
                adam.step(c, i, gradient + 2 * lambda * c[i], t);
            }
        }
        for (std::size_t i = 0; i < c.size() && tied; ++i) {
            if (attack_index(i)) {
                c[guard_of(i)] = c[i] / 2;
            }
        }
    }
    return c;
}

// Prints the table to paste into eval_corrections.hpp: the rows in use plus the fit's (under
// renju, one table for each colour).
void print_cell_corrections(const Corrections& c, const std::vector<int>& seen, Rule rule) {
    const auto values = [&](int key, Stone owner) {
        const ai::EvalCorrection* in_use = row_of(ai::eval_corrections(rule, owner), key);
        const auto fitted = [&](int role) {
            return std::lround(c[summary_index(key, role, rule, owner)]);
        };
        return std::array<long, 2>{(in_use ? in_use->attack : 0) + fitted(0),
                                   (in_use ? in_use->guard : 0) + fitted(1)};
    };
    print_summary_rows(rule, "shapes (Shape values, ascending), attack, guard; cells seen",
                       {"kRenjuBlackCorrections", "kRenjuWhiteCorrections"}, seen, values);
}

int run_cell_fit(std::ifstream& file, const TexelFitOptions& o) {
    std::vector<CellSample> train, check;
    Rule rule = Rule::Freestyle; // of the games (a file holds one rule's)
    const GameCount count = read_games(
        file, o,
        [&](const ai::BoardState& state, Stone me, char result) {
            rule = state.rule();
            return cell_sample_of(state, me, result);
        },
        train, check);
    if (train.empty()) {
        std::fprintf(stderr, "texel-fit: no positions in %s\n", o.data.c_str());
        return 1;
    }
    std::vector<int> seen(kSummaryIndices, 0);
    for (const CellSample& s : train) {
        for (const std::uint16_t cell : s.cells) {
            ++seen[cell];
        }
    }
    const Corrections none(seen.size(), 0.0);
    const double k = log_scale_minimum(
        1e-5, 1e-1, 60, [&](double x) { return cell_error(train, none, x, nullptr); });
    std::printf("texel.games=%d\ntexel.unreadable=%d\ntexel.positions=%zu\n"
                "texel.check_positions=%zu\ntexel.scale=%.6g\n",
                count.games, count.unreadable, train.size(), check.size(), k);
    double best_error = cell_error(check, none, k, nullptr);
    std::printf("texel.check_error_before=%.6f\n", best_error);
    Corrections best = none;
    for (double lambda : o.lambdas) {
        const Corrections c = fit_cells(train, k, lambda, seen, o.least, o.tied);
        const double check_error = cell_error(check, c, k, nullptr);
        std::printf("texel.lambda=%g\ntexel.error_after=%.6f\ntexel.check_error_after=%.6f\n",
                    lambda, cell_error(train, c, k, nullptr), check_error);
        if (check_error < best_error) {
            best_error = check_error;
            best = c;
        }
    }
    print_cell_corrections(best, seen, rule);
    return count.unreadable == 0 ? 0 : 1;
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
    if (o.cells) {
        return run_cell_fit(file, o);
    }
    std::vector<Sample> train, check;
    const GameCount count = read_games(file, o, sample_of, train, check);
    if (train.empty()) {
        std::fprintf(stderr, "texel-fit: no positions in %s\n", o.data.c_str());
        return 1;
    }
    const Parameters before = current_parameters();
    const double k = best_scale(train, before);
    const Parameters after = fit(train, before, k, o.tied);
    std::printf(
        "texel.games=%d\ntexel.unreadable=%d\ntexel.positions=%zu\ntexel.check_positions=%zu\n",
        count.games, count.unreadable, train.size(), check.size());
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
    return count.unreadable == 0 ? 0 : 1;
}

} // namespace gomoku::bench
