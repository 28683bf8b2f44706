#include "win_chance_bench.hpp"

#include "game_lines.hpp"
#include "log_scale_minimum.hpp"

#include "ai/engine.hpp"
#include "ai/win_chance.hpp"
#include "core/game.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace gomoku::bench {

namespace {

// The scores where the curve is read most: neither side is clearly winning (an open three
// is worth about 130, a four-three threat about 850). Beyond them the curve is near its
// ends whatever its scale; the scale is also fitted to these alone.
constexpr int kMiddle = 1500;

// A searched position: the search's score and the game's result, both for the side to move
// (the result 1 a win, 0.5 a draw, 0 a loss).
struct Scored {
    int score = 0;
    double result = 0.5;
};

// Master's score of the game's position (a fresh table, to the node limit); nothing when the
// move was not chosen by a search with a score (a forced block is answered without one).
std::optional<int> search_score(ai::Engine& engine, const Game& game, std::uint64_t nodes) {
    ai::SearchRequest request;
    request.board = game.board();
    request.rule = game.rule();
    request.to_move = game.to_move();
    request.level = ai::Level::Master;
    ai::Limits limits;
    limits.nodes = nodes;
    const std::atomic<bool> stop{false};
    engine.clear();
    const ai::SearchResult result = engine.search(request, limits, stop);
    const bool proven = ai::is_win_score(result.score) || ai::is_loss_score(result.score);
    if (result.move == kNoPoint || (!proven && result.reason != "search")) {
        return std::nullopt;
    }
    return result.score;
}

// The searched positions of one game, one in o.every plies after its start; false when a
// move is not legal.
bool score_game(const GameLine& line, const WinChanceFitOptions& o, ai::Engine& engine,
                std::vector<Scored>& out) {
    Game game(line.size, line.rule);
    const std::size_t first = line.start + static_cast<std::size_t>(o.skip);
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        if (i >= first && (i - first) % static_cast<std::size_t>(o.every) == 0 &&
            static_cast<int>(out.size()) < o.positions) {
            if (const std::optional<int> score = search_score(engine, game, o.nodes)) {
                out.push_back({*score, result_for(game.to_move(), line.result)});
            }
        }
        if (!game.play(line.moves[i])) {
            return false;
        }
    }
    return true;
}

// Mean cross-entropy of the results under the logistic curve of `scale`.
double cross_entropy(const std::vector<Scored>& positions, double scale) {
    double total = 0;
    for (const Scored& p : positions) {
        const double chance = std::clamp(ai::logistic_chance(p.score, scale), 1e-9, 1 - 1e-9);
        total -= p.result * std::log(chance) + (1 - p.result) * std::log(1 - chance);
    }
    return positions.empty() ? 0 : total / static_cast<double>(positions.size());
}

// What the scores said against what happened, by score: the count, the mean result and
// the mean chance under the curve in use and under the two fitted ones.
void print_table(const std::vector<Scored>& positions, double in_use_scale, double fitted,
                 double fitted_middle) {
    // The evaluation's limit (20000, "very bad, not lost") has a row of its own each side.
    constexpr std::array kEdges{-19'999, -10'000, -3000, -1500, -1000, -600, -300,   -100,
                                100,     300,     600,   1000,  1500,  3000, 10'000, 20'000};
    std::printf("# score from, to: positions, results, chance in use, fitted, fitted middle\n");
    for (std::size_t b = 0; b <= kEdges.size(); ++b) {
        const int from = b == 0 ? -ai::kWinScore : kEdges[b - 1];
        const int to = b == kEdges.size() ? ai::kWinScore : kEdges[b];
        int count = 0;
        double results = 0, in_use = 0, fit = 0, fit_middle = 0;
        for (const Scored& p : positions) {
            if (p.score >= from && p.score < to) {
                ++count;
                results += p.result;
                in_use += ai::logistic_chance(p.score, in_use_scale);
                fit += ai::logistic_chance(p.score, fitted);
                fit_middle += ai::logistic_chance(p.score, fitted_middle);
            }
        }
        if (count > 0) {
            std::printf("win-chance.scores %6d %6d: %5d %5.1f%% %5.1f%% %5.1f%% %5.1f%%\n", from,
                        to, count, 100 * results / count, 100 * in_use / count, 100 * fit / count,
                        100 * fit_middle / count);
        }
    }
}

// The games' positions searched: the unproven scores, and how often a proof was right. A
// curve is fitted for one rule (ai::win_chance_scale): `mixed` when the games are of more.
struct Searched {
    std::optional<Rule> rule;
    bool mixed = false;
    int games = 0;
    int unreadable = 0;
    int proven = 0;
    int proven_right = 0;
    std::vector<Scored> unproven;
};

Searched search_games(std::istream& file, const WinChanceFitOptions& o) {
    Searched out;
    std::vector<Scored> all;
    ai::Engine engine;
    for (std::string text;
         static_cast<int>(all.size()) < o.positions && std::getline(file, text);) {
        if (text.empty() || text[0] == '#') {
            continue;
        }
        ++out.games;
        const std::optional<GameLine> line = parse_game_line(text);
        if (line && out.rule && *out.rule != line->rule) {
            out.mixed = true; // nothing more is searched: the fit would be refused
            break;
        }
        if (line) {
            out.rule = line->rule;
        }
        if (!line || !score_game(*line, o, engine, all)) {
            ++out.unreadable;
        }
    }
    for (const Scored& p : all) {
        if (ai::is_win_score(p.score) || ai::is_loss_score(p.score)) {
            ++out.proven;
            const double won = ai::is_win_score(p.score) ? 1.0 : 0.0;
            out.proven_right += p.result == won ? 1 : 0;
        } else {
            out.unproven.push_back(p);
        }
    }
    return out;
}

// The scale of least cross-entropy.
double fitted_scale(const std::vector<Scored>& positions) {
    return log_scale_minimum(10, 100'000, 60,
                             [&](double s) { return cross_entropy(positions, s); });
}

} // namespace

int run_win_chance_fit(const WinChanceFitOptions& o) {
    std::ifstream file(o.data);
    if (!file) {
        std::fprintf(stderr, "win-chance-fit: cannot read %s\n", o.data.c_str());
        return 2;
    }
    const Searched searched = search_games(file, o);
    if (searched.mixed) {
        std::fprintf(stderr,
                     "win-chance-fit: %s holds games of more than one rule; fit one rule "
                     "at a time\n",
                     o.data.c_str());
        return 1;
    }
    if (searched.unproven.empty() || !searched.rule) {
        std::fprintf(stderr, "win-chance-fit: no positions searched in %s\n", o.data.c_str());
        return 1;
    }
    const double in_use = ai::win_chance_scale(*searched.rule);
    std::vector<Scored> middle;
    for (const Scored& p : searched.unproven) {
        if (std::abs(p.score) < kMiddle) {
            middle.push_back(p);
        }
    }
    const double fitted = fitted_scale(searched.unproven);
    const double fitted_middle = fitted_scale(middle);
    std::printf("win-chance.rule=%s\n", std::string(rule_name(*searched.rule)).c_str());
    std::printf("win-chance.games=%d\nwin-chance.unreadable=%d\nwin-chance.positions=%zu\n"
                "win-chance.proven=%d\nwin-chance.proven_right=%d\n"
                "win-chance.scale_in_use=%g\nwin-chance.cross_entropy_in_use=%.4f\n"
                "win-chance.scale_fitted=%.0f\nwin-chance.cross_entropy_fitted=%.4f\n",
                searched.games, searched.unreadable, searched.unproven.size(), searched.proven,
                searched.proven_right, in_use, cross_entropy(searched.unproven, in_use), fitted,
                cross_entropy(searched.unproven, fitted));
    std::printf("win-chance.middle_positions=%zu\nwin-chance.scale_fitted_middle=%.0f\n"
                "win-chance.cross_entropy_middle_in_use=%.4f\n"
                "win-chance.cross_entropy_middle_fitted=%.4f\n",
                middle.size(), fitted_middle, cross_entropy(middle, in_use),
                cross_entropy(middle, fitted_middle));
    print_table(searched.unproven, in_use, fitted, fitted_middle);
    return searched.unreadable == 0 ? 0 : 1;
}

} // namespace gomoku::bench
