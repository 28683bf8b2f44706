#include "test_support/catch.hpp"

#include "engine/match/sprt.hpp"

#include <array>
#include <cmath>
#include <cstdint>

using namespace gomoku::match;

namespace {

using Counts3 = std::array<std::int64_t, 3>;
using Counts5 = std::array<std::int64_t, 5>;

// The approximation of the generalised ratio that fishtest documents (GSPRT_approximation):
// N/2 log(r0 / r1), r the mean squared distance of the outcomes from each hypothesis' score.
template <std::size_t N>
double approximate_llr(const std::array<std::int64_t, N>& counts, double elo0, double elo1) {
    double total = 0;
    for (std::int64_t c : counts) {
        total += static_cast<double>(c);
    }
    double r0 = 0;
    double r1 = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const double a = static_cast<double>(i) / static_cast<double>(N - 1);
        const double p = static_cast<double>(counts[i]) / total;
        r0 += p * (a - score_of_elo(elo0)) * (a - score_of_elo(elo0));
        r1 += p * (a - score_of_elo(elo1)) * (a - score_of_elo(elo1));
    }
    return total / 2 * std::log(r0 / r1);
}

} // namespace

TEST_CASE("Elo and expected score are the logistic model and its inverse") {
    CHECK(score_of_elo(0) == Approx(0.5));
    CHECK(elo_of_score(0.75) == Approx(400 * std::log10(3.0))); // 190.85: 3 points to 1
    CHECK(elo_of_score(score_of_elo(-123.4)) == Approx(-123.4));
    CHECK(std::isfinite(elo_of_score(1.0)));
    CHECK(elo_of_score(1.0) > 1000);
}

TEST_CASE("Wald's bounds for 5% errors are -2.94 and +2.94") {
    const SprtBounds b = sprt_bounds(0.05, 0.05);
    CHECK(b.lower == Approx(std::log(0.05 / 0.95)));
    CHECK(b.upper == Approx(2.944439).epsilon(1e-6));
    CHECK(sprt_verdict(3.0, b) == SprtVerdict::H1);
    CHECK(sprt_verdict(-3.0, b) == SprtVerdict::H0);
    CHECK(sprt_verdict(0.5, b) == SprtVerdict::Continue);
}

TEST_CASE("Without draws the ratio is the binomial one") {
    // 60 wins, 40 losses: the most likely distribution of mean s is just "win with chance s".
    const Counts3 games{40, 0, 60};
    const double s0 = score_of_elo(0);
    const double s1 = score_of_elo(10);
    const double binomial = 60 * std::log(s1 / s0) + 40 * std::log((1 - s1) / (1 - s0));
    CHECK(log_likelihood_ratio(games, 0, 10) == Approx(binomial).epsilon(1e-4));
    CHECK(log_likelihood_ratio(games, 0, 10) == Approx(0.53424).epsilon(1e-4));
}

TEST_CASE("The ratio matches fishtest's approximation and figures worked out by hand") {
    const Counts3 trinomial{80, 5, 123}; // 123-80-5 (W-L-D), as {losses, draws, wins}
    CHECK(log_likelihood_ratio(trinomial, 0, 10) == Approx(1.17994).epsilon(1e-4));
    CHECK(log_likelihood_ratio(trinomial, 0, 10) ==
          Approx(approximate_llr(trinomial, 0, 10)).epsilon(0.01));

    const Counts5 pairs{3, 20, 50, 40, 12};
    CHECK(log_likelihood_ratio(pairs, 0, 10) == Approx(2.07552).epsilon(1e-4));
    CHECK(log_likelihood_ratio(pairs, 0, 10) ==
          Approx(approximate_llr(pairs, 0, 10)).epsilon(0.02));

    // An even match speaks against a 10 Elo gain; swapping the hypotheses flips the sign.
    const Counts5 even{10, 40, 100, 40, 10};
    CHECK(log_likelihood_ratio(even, 0, 10) == Approx(-0.41302).epsilon(1e-4));
    CHECK(log_likelihood_ratio(even, 10, 0) == Approx(0.41302).epsilon(1e-4));
    CHECK(log_likelihood_ratio(Counts5{}, 0, 10) == 0);
}

TEST_CASE("The Elo estimate has a 95% interval from the spread of the outcomes") {
    const EloEstimate tri = elo_estimate(Counts3{80, 5, 123});
    CHECK(tri.elo == Approx(72.876).epsilon(1e-4));
    CHECK(tri.lower == Approx(26.263).epsilon(1e-4));
    CHECK(tri.upper == Approx(122.245).epsilon(1e-4));

    const EloEstimate even = elo_estimate(Counts5{10, 40, 100, 40, 10});
    CHECK(even.elo == Approx(0).margin(1e-9));
    CHECK(even.margin() == Approx(21.5615).epsilon(1e-4));

    const EloEstimate none = elo_estimate(Counts5{});
    CHECK(none.elo == 0);
    CHECK(none.margin() == 0);
}
