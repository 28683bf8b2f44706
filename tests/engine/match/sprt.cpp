#include "sprt.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace gomoku::match {

namespace {

// The observed distribution: outcome values a_i = i / (n - 1) and their frequencies.
struct Distribution {
    std::vector<double> value;
    std::vector<double> probability;
    double total = 0;
};

Distribution distribution_of(std::span<const std::int64_t> counts, double empty_count) {
    Distribution d;
    const std::size_t n = counts.size();
    for (std::size_t i = 0; i < n; ++i) {
        const double c = counts[i] > 0 ? static_cast<double>(counts[i]) : empty_count;
        d.value.push_back(n > 1 ? static_cast<double>(i) / static_cast<double>(n - 1) : 0.0);
        d.probability.push_back(c);
        d.total += c;
    }
    for (double& p : d.probability) {
        p /= d.total;
    }
    return d;
}

double mean_of(const Distribution& d) {
    double mean = 0;
    for (std::size_t i = 0; i < d.value.size(); ++i) {
        mean += d.probability[i] * d.value[i];
    }
    return mean;
}

// The most likely distribution with expected score s, given the observed one, is
// p_i / (1 + x (a_i - s)) where x solves sum p_i (a_i - s) / (1 + x (a_i - s)) = 0. The left
// side falls as x grows, on the interval where every denominator stays positive: bisect.
// Returns the per-outcome factors log(1 + x (a_i - s)), which the ratio needs.
std::vector<double> log_denominators(const Distribution& d, double s) {
    const double low_value = d.value.front();
    const double high_value = d.value.back();
    double lo = -1.0 / (high_value - s);
    double hi = 1.0 / (s - low_value);
    auto f = [&](double x) {
        double sum = 0;
        for (std::size_t i = 0; i < d.value.size(); ++i) {
            sum += d.probability[i] * (d.value[i] - s) / (1 + x * (d.value[i] - s));
        }
        return sum;
    };
    for (int step = 0; step < 200; ++step) {
        const double mid = (lo + hi) / 2;
        if (mid == lo || mid == hi) {
            break;
        }
        (f(mid) > 0 ? lo : hi) = mid;
    }
    const double x = (lo + hi) / 2;
    std::vector<double> out;
    for (double a : d.value) {
        out.push_back(std::log(1 + x * (a - s)));
    }
    return out;
}

} // namespace

double score_of_elo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double elo_of_score(double score) {
    // A perfect (or nil) score has no finite Elo: report a large one rather than infinity.
    constexpr double kEdge = 1e-6;
    const double s = std::clamp(score, kEdge, 1 - kEdge);
    return -400.0 * std::log10(1.0 / s - 1.0);
}

EloEstimate elo_estimate(std::span<const std::int64_t> counts) {
    const std::int64_t n = std::accumulate(counts.begin(), counts.end(), std::int64_t{0});
    if (n <= 0 || counts.size() < 2) {
        return {};
    }
    const Distribution d = distribution_of(counts, 0.0);
    const double mean = mean_of(d);
    double variance = 0;
    for (std::size_t i = 0; i < d.value.size(); ++i) {
        variance += d.probability[i] * (d.value[i] - mean) * (d.value[i] - mean);
    }
    // 1.959964: the two-sided 95% point of the normal distribution.
    const double half_width = 1.959964 * std::sqrt(variance / static_cast<double>(n));
    return {elo_of_score(mean), elo_of_score(mean - half_width), elo_of_score(mean + half_width)};
}

double log_likelihood_ratio(std::span<const std::int64_t> counts, double elo0, double elo1) {
    const std::int64_t n = std::accumulate(counts.begin(), counts.end(), std::int64_t{0});
    if (n <= 0 || counts.size() < 2) {
        return 0;
    }
    constexpr double kEmptyCount = 1e-3;
    const Distribution d = distribution_of(counts, kEmptyCount);
    const std::vector<double> under0 = log_denominators(d, score_of_elo(elo0));
    const std::vector<double> under1 = log_denominators(d, score_of_elo(elo1));
    // Per outcome, log(p1 / p0) = log(1 + x0 (a - s0)) - log(1 + x1 (a - s1)).
    double per_result = 0;
    for (std::size_t i = 0; i < d.value.size(); ++i) {
        per_result += d.probability[i] * (under0[i] - under1[i]);
    }
    return d.total * per_result;
}

SprtBounds sprt_bounds(double alpha, double beta) {
    return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds) {
    if (llr >= bounds.upper) {
        return SprtVerdict::H1;
    }
    if (llr <= bounds.lower) {
        return SprtVerdict::H0;
    }
    return SprtVerdict::Continue;
}

} // namespace gomoku::match
