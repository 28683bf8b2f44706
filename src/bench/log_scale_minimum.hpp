#pragma once

#include <cmath>

namespace gomoku::bench {

// The x in [lo, hi] (both positive) where f is least, by golden-section search on a log
// scale: what the fits use to find a curve's steepness or a softmax's temperature. f must
// have one minimum in the range.
template <typename F>
double log_scale_minimum(double lo, double hi, int iterations, F f) {
    double a_end = std::log(lo), b_end = std::log(hi);
    const double golden = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < iterations; ++i) {
        const double a = b_end - golden * (b_end - a_end);
        const double b = a_end + golden * (b_end - a_end);
        if (f(std::exp(a)) < f(std::exp(b))) {
            b_end = b;
        } else {
            a_end = a;
        }
    }
    return std::exp((a_end + b_end) / 2);
}

} // namespace gomoku::bench
