#include "policy_bench.hpp"

#include "game_lines.hpp"
#include "log_scale_minimum.hpp"

#include "ai/board_state.hpp"
#include "ai/engine.hpp"
#include "ai/eval_weights.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <vector>

namespace gomoku::bench {

namespace {

constexpr std::size_t kFeatures = 2 * ai::kEvalFeatures; // the mover's counts, then the other's
using Features = std::array<std::int8_t, kFeatures>;
using Weights = std::array<double, kFeatures>;

// One labelled position: its candidate moves' features, and which of them the search chose.
struct Position {
    std::vector<Features> candidates;
    std::size_t label = 0;
};

Features features_of(const ai::BoardState& state, Stone me, int idx) {
    Features f{};
    const auto mine = ai::eval_counts(state.threat(me, idx));
    const auto theirs = ai::eval_counts(state.threat(opponent(me), idx));
    for (std::size_t i = 0; i < ai::kEvalFeatures; ++i) {
        f[i] = static_cast<std::int8_t>(mine[i]);
        f[ai::kEvalFeatures + i] = static_cast<std::int8_t>(theirs[i]);
    }
    return f;
}

// The position's candidates as the search lists them (empty, near a stone, allowed), and
// the search's move among them; nothing when the search did not choose by searching (a
// forced move, a threat search's win), or chose outside them.
std::optional<Position> label(ai::Engine& engine, const ai::BoardState& state, Stone me,
                              std::uint64_t nodes) {
    ai::SearchRequest request;
    request.board = state.board();
    request.rule = state.rule();
    request.to_move = me;
    request.level = ai::Level::Master;
    ai::Limits limits;
    limits.nodes = nodes;
    const std::atomic<bool> stop{false};
    engine.clear();
    const ai::SearchResult result = engine.search(request, limits, stop);
    if (result.reason != "search" || result.move == kNoPoint) {
        return std::nullopt;
    }
    Position position;
    bool found = false;
    for (const int idx : state.near_area()) {
        if (!state.empty(idx) || !state.near_stones(idx) || !state.allowed(idx, me)) {
            continue;
        }
        if (state.point(idx) == result.move) {
            position.label = position.candidates.size();
            found = true;
        }
        position.candidates.push_back(features_of(state, me, idx));
    }
    if (!found || position.candidates.size() < 2) {
        return std::nullopt;
    }
    return position;
}

// The labelled positions of one game, every o.every-th ply after the start; false when a
// move is on a stone.
bool read_positions(const GameLine& game, const PolicyFitOptions& o, ai::Engine& engine,
                    std::vector<Position>& out) {
    ai::BoardState state(Board(game.size), game.rule);
    Stone side = Stone::Black;
    const std::size_t first = game.start + static_cast<std::size_t>(o.skip);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        if (i >= first && (i - first) % static_cast<std::size_t>(o.every) == 0) {
            if (auto p = label(engine, state, side, o.nodes)) {
                out.push_back(std::move(*p));
            }
        }
        const int idx = state.index(game.moves[i]);
        if (!state.empty(idx)) {
            return false;
        }
        state.make(idx, side);
        side = opponent(side);
    }
    return true;
}

double score(const Features& f, const Weights& w) {
    double s = 0;
    for (std::size_t i = 0; i < kFeatures; ++i) {
        s += f[i] * w[i];
    }
    return s;
}

// The order in use (Searcher::order_score without the history), as weights.
Weights current_weights() {
    Weights w{};
    for (std::size_t i = 0; i < ai::kEvalFeatures; ++i) {
        w[i] = ai::kOrderWeights.mine[i];
        w[ai::kEvalFeatures + i] = ai::kOrderWeights.theirs[i];
    }
    return w;
}

// Mean negative log-likelihood of the labels under a softmax of the scores, and (when
// `gradient` is given) its gradient.
double loss(const std::vector<Position>& positions, const Weights& w, Weights* gradient) {
    double total = 0;
    if (gradient) {
        gradient->fill(0);
    }
    std::vector<double> scores;
    for (const Position& p : positions) {
        scores.resize(p.candidates.size());
        double top = -1e300;
        for (std::size_t c = 0; c < p.candidates.size(); ++c) {
            scores[c] = score(p.candidates[c], w);
            top = std::max(top, scores[c]);
        }
        double sum = 0;
        for (double& s : scores) {
            s = std::exp(s - top);
            sum += s;
        }
        total += std::log(sum) - (std::log(scores[p.label]));
        if (gradient) {
            for (std::size_t c = 0; c < p.candidates.size(); ++c) {
                const double share = scores[c] / sum - (c == p.label ? 1.0 : 0.0);
                for (std::size_t i = 0; i < kFeatures; ++i) {
                    (*gradient)[i] += share * p.candidates[c][i];
                }
            }
        }
    }
    const double n = positions.empty() ? 1.0 : static_cast<double>(positions.size());
    if (gradient) {
        for (double& g : *gradient) {
            g /= n;
        }
    }
    return total / n;
}

Weights scaled(Weights w, double k) {
    for (double& x : w) {
        x *= k;
    }
    return w;
}

// The softmax's temperature for the weights in use (golden-section search on a log scale),
// so that the fit starts from them and its weights come out in the same units.
double best_scale(const std::vector<Position>& positions, const Weights& w) {
    return log_scale_minimum(1e-5, 1.0, 50,
                             [&](double k) { return loss(positions, scaled(w, k), nullptr); });
}

// Gradient descent with a step that grows while the loss falls and halves when it rises.
Weights fit(const std::vector<Position>& positions, Weights w) {
    double step = 1.0;
    Weights gradient{};
    double now = loss(positions, w, &gradient);
    for (int iteration = 0; iteration < 2000 && step > 1e-6; ++iteration) {
        Weights trial = w;
        for (std::size_t i = 0; i < kFeatures; ++i) {
            trial[i] -= step * gradient[i];
        }
        Weights trial_gradient{};
        const double after = loss(positions, trial, &trial_gradient);
        if (after < now) {
            w = trial;
            now = after;
            gradient = trial_gradient;
            step *= 1.2;
        } else {
            step /= 2;
        }
    }
    return w;
}

// Shares of positions whose label is within the first 1, 7 and 11 moves by the weights
// (a tie with the label counts against it, as the search's order among equals is arbitrary).
std::array<double, 3> accuracy(const std::vector<Position>& positions, const Weights& w) {
    constexpr std::array<std::size_t, 3> kWithin{1, 7, 11};
    std::array<double, 3> hits{};
    for (const Position& p : positions) {
        const double label_score = score(p.candidates[p.label], w);
        std::size_t ahead = 0;
        for (std::size_t c = 0; c < p.candidates.size(); ++c) {
            ahead += c != p.label && score(p.candidates[c], w) >= label_score ? 1 : 0;
        }
        for (std::size_t k = 0; k < kWithin.size(); ++k) {
            hits[k] += ahead < kWithin[k] ? 1 : 0;
        }
    }
    for (double& h : hits) {
        h /= positions.empty() ? 1.0 : static_cast<double>(positions.size());
    }
    return hits;
}

void print_accuracy(const char* name, const std::vector<Position>& positions, const Weights& w) {
    const auto a = accuracy(positions, w);
    std::printf("policy.%s_top1=%.3f\npolicy.%s_top7=%.3f\npolicy.%s_top11=%.3f\n", name, a[0],
                name, a[1], name, a[2]);
}

void print_weights(const char* name, const Weights& w, std::size_t from) {
    std::printf("    {");
    for (std::size_t i = 0; i < ai::kEvalFeatures; ++i) {
        std::printf("%s%ld", i ? ", " : "", std::lround(w[from + i]));
    }
    std::printf("}, // %s\n", name);
}

} // namespace

int run_policy_fit(const PolicyFitOptions& o) {
    std::ifstream file(o.data);
    if (!file) {
        std::fprintf(stderr, "policy-fit: cannot read %s\n", o.data.c_str());
        return 2;
    }
    std::vector<Position> train, check;
    ai::Engine engine(16);
    int games = 0, bad = 0;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const std::optional<GameLine> game = parse_game_line(line);
        std::vector<Position>& into = o.holdout > 1 && games % o.holdout == 0 ? check : train;
        ++games;
        bad += game && read_positions(*game, o, engine, into) ? 0 : 1;
        if (static_cast<int>(train.size() + check.size()) >= o.positions) {
            break;
        }
    }
    if (train.empty()) {
        std::fprintf(stderr, "policy-fit: no positions in %s\n", o.data.c_str());
        return 1;
    }
    const Weights before = current_weights();
    const double k = best_scale(train, before);
    const Weights after = scaled(fit(train, scaled(before, k)), 1.0 / k);
    std::printf("policy.games=%d\npolicy.unreadable=%d\npolicy.positions=%zu\n"
                "policy.check_positions=%zu\npolicy.scale=%.6g\n",
                games, bad, train.size(), check.size(), k);
    std::printf("policy.loss_before=%.4f\npolicy.loss_after=%.4f\n",
                loss(train, scaled(before, k), nullptr), loss(train, scaled(after, k), nullptr));
    std::printf("policy.check_loss_before=%.4f\npolicy.check_loss_after=%.4f\n",
                loss(check, scaled(before, k), nullptr), loss(check, scaled(after, k), nullptr));
    print_accuracy("check_before", check, before);
    print_accuracy("check_after", check, after);
    std::printf(
        "// two, open two, three, open three, four, open four, double four, double three\n");
    print_weights("mine", after, 0);
    print_weights("theirs", after, ai::kEvalFeatures);
    return bad == 0 ? 0 : 1;
}

} // namespace gomoku::bench
