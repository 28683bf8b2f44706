#include "policy_bench.hpp"

#include "adam.hpp"
#include "game_lines.hpp"
#include "log_scale_minimum.hpp"
#include "summary_keys.hpp"

#include "ai/board_state.hpp"
#include "ai/engine.hpp"
#include "ai/eval_weights.hpp"
#include "ai/order_corrections.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <unordered_map>
#include <vector>

namespace gomoku::bench {

namespace {

constexpr std::size_t kFeatures = 2 * ai::kEvalFeatures; // the mover's counts, then the other's
using Features = std::array<std::int8_t, kFeatures>;
using Weights = std::array<double, kFeatures>;

// One labelled position: its candidate moves' features, and which of them the search chose.
struct Position {
    std::vector<Features> candidates;
    // For the fit per set of shapes (--summaries): each candidate's order value in use
    // (Searcher::order_score without the history) and the indices of its two corrections
    // (summary_index()), for the mover's shapes and for the opponent's.
    std::vector<int> order;
    std::vector<std::array<std::uint16_t, 2>> keys;
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

// The search's move in a position (Master, a fresh table, to the node limit); nothing when
// it did not choose by searching (a forced move, a threat search's win).
std::optional<Point> search_label(ai::Engine& engine, const ai::BoardState& state, Stone me,
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
    return result.move;
}

// The position's candidates as the search lists them (empty, near a stone, allowed), with
// `chosen` among them as the label; nothing when it is not one of them.
std::optional<Position> labelled(const ai::BoardState& state, Stone me, Point chosen) {
    Position position;
    bool found = false;
    for (const int idx : state.near_area()) {
        if (!state.empty(idx) || !state.near_stones(idx) || !state.allowed(idx, me)) {
            continue;
        }
        if (state.point(idx) == chosen) {
            position.label = position.candidates.size();
            found = true;
        }
        position.candidates.push_back(features_of(state, me, idx));
        position.order.push_back(state.threat(me, idx).order_mine +
                                 state.threat(opponent(me), idx).order_theirs);
        const Stone other = opponent(me);
        position.keys.push_back({static_cast<std::uint16_t>(summary_index(
                                     summary_key(state, me, idx), 0, state.rule(), me)),
                                 static_cast<std::uint16_t>(summary_index(
                                     summary_key(state, other, idx), 1, state.rule(), other))});
    }
    if (!found || position.candidates.size() < 2) {
        return std::nullopt;
    }
    return position;
}

// A game's labels (--write-labels, --read-labels): the plies labelled and the search's move
// at each. A labels file has a line for each game labelled, "HASH PLY=X,Y ...", HASH the
// game line's FNV-1a hash in hex, so that files of games labelled apart (one run for each
// part of the games) may be joined in any order.
using GameLabels = std::vector<std::pair<std::size_t, Point>>;

std::uint64_t line_hash(const std::string& line) {
    std::uint64_t h = 14695981039346656037ULL;
    for (const char c : line) {
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    }
    return h;
}

std::unordered_map<std::uint64_t, GameLabels> read_labels(std::istream& in) {
    std::unordered_map<std::uint64_t, GameLabels> labels;
    for (std::string line; std::getline(in, line);) {
        std::istringstream words(line);
        std::string hash, item;
        if (!(words >> hash)) {
            continue;
        }
        GameLabels& game = labels[std::strtoull(hash.c_str(), nullptr, 16)];
        while (words >> item) {
            std::size_t ply = 0;
            Point p{};
            if (std::sscanf(item.c_str(), "%zu=%d,%d", &ply, &p.x, &p.y) == 3) {
                game.emplace_back(ply, p);
            }
        }
    }
    return labels;
}

// Where a game's labels come from: a search of each position, or a labels file.
struct Labeller {
    ai::Engine* engine = nullptr; // searches when there is no file
    const std::unordered_map<std::uint64_t, GameLabels>* file = nullptr;
    std::ostream* write = nullptr; // --write-labels
};

// The labelled positions of one game, every o.every-th ply after the start; false when a
// move is on a stone.
bool read_positions(const std::string& line, const GameLine& game, const PolicyFitOptions& o,
                    const Labeller& labeller, std::vector<Position>& out) {
    const std::uint64_t hash = line_hash(line);
    const GameLabels* from_file = nullptr;
    if (labeller.file) {
        const auto found = labeller.file->find(hash);
        if (found == labeller.file->end()) {
            return true; // not labelled: no positions
        }
        from_file = &found->second;
    }
    GameLabels written;
    ai::BoardState state(Board(game.size), game.rule);
    Stone side = Stone::Black;
    const std::size_t first = game.start + static_cast<std::size_t>(o.skip);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        std::optional<Point> chosen;
        if (from_file) {
            const auto at = std::find_if(from_file->begin(), from_file->end(),
                                         [&](const auto& label) { return label.first == i; });
            if (at != from_file->end()) {
                chosen = at->second;
            }
        } else if (i >= first && (i - first) % static_cast<std::size_t>(o.every) == 0) {
            chosen = search_label(*labeller.engine, state, side, o.nodes);
            if (chosen) {
                written.emplace_back(i, *chosen);
            }
        }
        if (chosen) {
            if (auto p = labelled(state, side, *chosen)) {
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
    if (labeller.write) {
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
        *labeller.write << hex;
        for (const auto& [ply, p] : written) {
            *labeller.write << ' ' << ply << '=' << p.x << ',' << p.y;
        }
        *labeller.write << '\n' << std::flush;
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

// Mean negative log-likelihood of the labels under a softmax of the candidates' scores,
// score(p, c); with `share`, share(p, c, x) is told each candidate's part of the gradient
// (its probability, less one for the label) divided by the number of positions.
template <class Score, class Share>
double softmax_loss(const std::vector<Position>& positions, Score score, Share share) {
    double total = 0;
    const double n = positions.empty() ? 1.0 : static_cast<double>(positions.size());
    std::vector<double> scores;
    for (const Position& p : positions) {
        scores.resize(p.candidates.size());
        double top = -1e300;
        for (std::size_t c = 0; c < scores.size(); ++c) {
            scores[c] = score(p, c);
            top = std::max(top, scores[c]);
        }
        double sum = 0;
        for (double& s : scores) {
            s = std::exp(s - top);
            sum += s;
        }
        total += std::log(sum) - std::log(scores[p.label]);
        for (std::size_t c = 0; c < scores.size(); ++c) {
            share(p, c, (scores[c] / sum - (c == p.label ? 1.0 : 0.0)) / n);
        }
    }
    return total / n;
}

// The loss of linear weights, and (when `gradient` is given) its gradient.
double loss(const std::vector<Position>& positions, const Weights& w, Weights* gradient) {
    if (gradient) {
        gradient->fill(0);
    }
    return softmax_loss(
        positions, [&](const Position& p, std::size_t c) { return score(p.candidates[c], w); },
        [&](const Position& p, std::size_t c, double x) {
            for (std::size_t i = 0; gradient && i < kFeatures; ++i) {
                (*gradient)[i] += x * p.candidates[c][i];
            }
        });
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

// Shares of positions whose label is within the first 1, 7 and 11 moves by score(p, c)
// (a tie with the label counts against it, as the search's order among equals is arbitrary).
template <class Score>
std::array<double, 3> accuracy(const std::vector<Position>& positions, Score score) {
    constexpr std::array<std::size_t, 3> kWithin{1, 7, 11};
    std::array<double, 3> hits{};
    for (const Position& p : positions) {
        const double label_score = score(p, p.label);
        std::size_t ahead = 0;
        for (std::size_t c = 0; c < p.candidates.size(); ++c) {
            ahead += c != p.label && score(p, c) >= label_score ? 1 : 0;
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

void print_accuracy(const char* name, const std::array<double, 3>& a) {
    std::printf("policy.%s_top1=%.3f\npolicy.%s_top7=%.3f\npolicy.%s_top11=%.3f\n", name, a[0],
                name, a[1], name, a[2]);
}

void print_accuracy(const char* name, const std::vector<Position>& positions, const Weights& w) {
    print_accuracy(name, accuracy(positions, [&](const Position& p, std::size_t c) {
                       return score(p.candidates[c], w);
                   }));
}

void print_weights(const char* name, const Weights& w, std::size_t from) {
    std::printf("    {");
    for (std::size_t i = 0; i < ai::kEvalFeatures; ++i) {
        std::printf("%s%ld", i ? ", " : "", std::lround(w[from + i]));
    }
    std::printf("}, // %s\n", name);
}

// --- corrections per set of shapes (--summaries) -------------------------------------------
// The order in use (weights and corrections, order_corrections.hpp) times the softmax's
// scale, plus a further correction for each set of shapes, the mover's and the opponent's
// (kept at summary_index(): under renju each colour has its own rows). In the softmax's
// units.
using Corrections = std::vector<double>;

double corrected(const Position& p, std::size_t i, double k, const Corrections& c) {
    return k * p.order[i] + c[p.keys[i][0]] + c[p.keys[i][1]];
}

// The loss with corrections c, and (when `gradient` is given) its gradient.
double summary_loss(const std::vector<Position>& positions, double k, const Corrections& c,
                    Corrections* gradient) {
    return softmax_loss(
        positions, [&](const Position& p, std::size_t i) { return corrected(p, i, k, c); },
        [&](const Position& p, std::size_t i, double x) {
            if (gradient) {
                (*gradient)[p.keys[i][0]] += x;
                (*gradient)[p.keys[i][1]] += x;
            }
        });
}

// Adam on the loss plus lambda times the squared corrections. Only sets of shapes seen in
// at least `least` candidates move: the rest keep the order in use.
Corrections fit_summaries(const std::vector<Position>& positions, double k, double lambda,
                          const std::vector<int>& seen, int least) {
    Corrections c(seen.size(), 0.0);
    Adam adam(c.size(), 0.02);
    for (int t = 1; t <= 1000; ++t) {
        Corrections g(c.size(), 0.0);
        summary_loss(positions, k, c, &g);
        for (std::size_t i = 0; i < c.size(); ++i) {
            if (seen[i] >= least) {
                adam.step(c, i, g[i] + 2 * lambda * c[i], t);
            }
        }
    }
    return c;
}

void print_summary_accuracy(const char* name, const std::vector<Position>& positions, double k,
                            const Corrections& c) {
    print_accuracy(name, accuracy(positions, [&](const Position& p, std::size_t i) {
                       return corrected(p, i, k, c);
                   }));
}

// Prints the table to paste into order_corrections.hpp: the rows in use plus the fit's
// (under renju, one table for each colour's cells, both on top of the one table in use).
void print_corrections(const Corrections& c, double k, const std::vector<int>& seen, Rule rule) {
    const auto values = [&](int key, Stone owner) {
        const ai::OrderCorrection* in_use = row_of<ai::OrderCorrection>(ai::kOrderCorrections, key);
        const auto fitted = [&](int role) {
            return std::lround(c[summary_index(key, role, rule, owner)] / k);
        };
        return std::array<long, 2>{(in_use ? in_use->mine : 0) + fitted(0),
                                   (in_use ? in_use->theirs : 0) + fitted(1)};
    };
    print_summary_rows(rule, "shapes (Shape values, ascending), mine, theirs; candidates seen",
                       {"", ""}, seen, values);
}

void run_summary_fit(const std::vector<Position>& train, const std::vector<Position>& check,
                     const PolicyFitOptions& o, Rule rule) {
    std::vector<int> seen(kSummaryIndices, 0);
    for (const Position& p : train) {
        for (const auto& key : p.keys) {
            ++seen[key[0]];
            ++seen[key[1]];
        }
    }
    const Corrections none(seen.size(), 0.0);
    const double k = log_scale_minimum(
        1e-5, 1.0, 50, [&](double x) { return summary_loss(train, x, none, nullptr); });
    std::printf("policy.positions=%zu\npolicy.check_positions=%zu\npolicy.scale=%.6g\n",
                train.size(), check.size(), k);
    std::printf("policy.check_loss_before=%.4f\n", summary_loss(check, k, none, nullptr));
    print_summary_accuracy("check_before", check, k, none);
    Corrections best = none;
    double best_loss = summary_loss(check, k, none, nullptr);
    for (double lambda : o.lambdas) {
        const Corrections c = fit_summaries(train, k, lambda, seen, o.least);
        const double check_loss = summary_loss(check, k, c, nullptr);
        std::printf("policy.lambda=%g\npolicy.loss_after=%.4f\npolicy.check_loss_after=%.4f\n",
                    lambda, summary_loss(train, k, c, nullptr), check_loss);
        print_summary_accuracy("check_after", check, k, c);
        if (check_loss < best_loss) {
            best_loss = check_loss;
            best = c;
        }
    }
    print_corrections(best, k, seen, rule);
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
    Labeller labeller;
    labeller.engine = &engine;
    std::unordered_map<std::uint64_t, GameLabels> file_labels;
    if (!o.read_labels.empty()) {
        std::ifstream in(o.read_labels);
        if (!in) {
            std::fprintf(stderr, "policy-fit: cannot read %s\n", o.read_labels.c_str());
            return 2;
        }
        file_labels = read_labels(in);
        labeller.file = &file_labels;
    }
    std::ofstream out;
    if (!o.write_labels.empty()) {
        out.open(o.write_labels);
        if (!out) {
            std::fprintf(stderr, "policy-fit: cannot write %s\n", o.write_labels.c_str());
            return 2;
        }
        labeller.write = &out;
    }
    int games = 0, bad = 0;
    Rule rule = Rule::Freestyle; // of the games (a file holds one rule's)
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const std::optional<GameLine> game = parse_game_line(line);
        std::vector<Position>& into = o.holdout > 1 && games % o.holdout == 0 ? check : train;
        ++games;
        rule = game ? game->rule : rule;
        bad += game && read_positions(line, *game, o, labeller, into) ? 0 : 1;
        if (static_cast<int>(train.size() + check.size()) >= o.positions) {
            break;
        }
    }
    if (train.empty()) {
        std::fprintf(stderr, "policy-fit: no positions in %s\n", o.data.c_str());
        return 1;
    }
    if (o.summaries) {
        std::printf("policy.games=%d\npolicy.unreadable=%d\n", games, bad);
        run_summary_fit(train, check, o, rule);
        return bad == 0 ? 0 : 1;
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
