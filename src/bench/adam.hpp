#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

namespace gomoku::bench {

// Adam, the gradient descent the fits per set of shapes use (policy-fit --summaries,
// texel-fit --cells): each parameter moves by its gradient's running mean over the root of
// its running square, so rare and common sets of shapes learn at the same pace.
class Adam {
  public:
    Adam(std::size_t parameters, double rate)
        : rate_(rate), mean_(parameters, 0.0), square_(parameters, 0.0) {}

    // Moves x[i] down its gradient g at step t (counted from 1).
    void step(std::vector<double>& x, std::size_t i, double g, int t) {
        constexpr double kBeta1 = 0.9, kBeta2 = 0.999;
        mean_[i] = kBeta1 * mean_[i] + (1 - kBeta1) * g;
        square_[i] = kBeta2 * square_[i] + (1 - kBeta2) * g * g;
        const double mean = mean_[i] / (1 - std::pow(kBeta1, t));
        const double scale = std::sqrt(square_[i] / (1 - std::pow(kBeta2, t)));
        x[i] -= rate_ * mean / (scale + 1e-12);
    }

  private:
    double rate_;
    std::vector<double> mean_, square_;
};

} // namespace gomoku::bench
