#pragma once

// The arithmetic of an engine match: an Elo estimate with a 95% interval and the sequential
// probability ratio test (SPRT) that decides when enough games were played. Pure functions
// on result counts, so they can be checked against numbers worked out by hand.
//
// Results are counts over equally spaced outcomes, worst first, from one side's view:
//   - trinomial: {losses, draws, wins}, the outcome of one game (scores 0, 1/2, 1);
//   - pentanomial: the two games of one opening (colours swapped) together, by the pair's
//     points 0, 1/2, 1, 3/2, 2 (scores 0, 1/4, 1/2, 3/4, 1 a game).
// The pentanomial model is the better one here: the two games of a pair share the opening,
// so they are not independent, and counting them as one outcome takes that into account.
//
// The log-likelihood ratio is the generalised one of chess engines' testing frameworks
// (fishtest's "LLR_logistic"): for each hypothesis, the most likely outcome distribution
// whose expected score is that of its logistic Elo, compared on the observed counts (an
// empty count is taken as 0.001, as there, so that a distribution is never degenerate).

#include <cstdint>
#include <span>

namespace gomoku::match {

// The expected score of a side that is `elo` stronger (logistic model), and back.
double score_of_elo(double elo);
double elo_of_score(double score);

struct EloEstimate {
    double elo = 0;
    double lower = 0; // the 95% interval
    double upper = 0;
    double margin() const { return (upper - lower) / 2; }
};
// From the counts (3 or 5 of them, see above); all zero with no result yet.
EloEstimate elo_estimate(std::span<const std::int64_t> counts);

// log(likelihood under elo1 / likelihood under elo0) of the counts; 0 with no result yet.
double log_likelihood_ratio(std::span<const std::int64_t> counts, double elo0, double elo1);

struct SprtBounds {
    double lower = 0; // at or below: H0 (elo = elo0) accepted
    double upper = 0; // at or above: H1 (elo = elo1) accepted
};
// Wald's bounds for false-positive rate alpha and false-negative rate beta.
SprtBounds sprt_bounds(double alpha, double beta);

enum class SprtVerdict { Continue, H0, H1 };
SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds);

} // namespace gomoku::match
