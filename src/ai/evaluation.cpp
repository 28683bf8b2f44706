#include "evaluation.hpp"

#include "core/renju.hpp"

namespace gomoku::ai {

namespace {

// Worth of a single line shape. A four is worth a little more than an open three because it
// forces the reply at once, but far less than the combinations that win by force.
int shape_value(Shape shape) {
    switch (shape) {
    case Shape::Five:
        return kFiveValue;
    case Shape::OpenFour:
        return kWinningThreatValue;
    case Shape::Four:
        return 1'500;
    case Shape::OpenThree:
        return 1'200;
    case Shape::Three:
        return 200;
    case Shape::OpenTwo:
        return 120;
    case Shape::Two:
        return 30;
    case Shape::None:
    case Shape::Overline:
        return 0;
    }
    return 0;
}

void add_shape(PointThreat& t, Shape shape) {
    switch (shape) {
    case Shape::Five:
        ++t.fives;
        break;
    case Shape::OpenFour:
        ++t.open_fours;
        break;
    case Shape::Four:
        ++t.fours;
        break;
    case Shape::OpenThree:
        ++t.open_threes;
        break;
    default:
        break;
    }
    t.value += shape_value(shape);
}

// Combinations are worth more than their parts: two threats at once cannot both be met.
void add_combinations(PointThreat& t) {
    if (t.fives > 0) {
        return;
    }
    if (t.open_fours == 0 && t.makes_winning_threat()) {
        t.value += kWinningThreatValue;
    } else if (t.makes_double_three()) {
        t.value += kDoubleThreeValue;
    }
}

} // namespace

PointThreats point_threats(const Board& board, Point p, Rule rule) {
    const std::uint8_t* black_table = shape_table(rule, Stone::Black);
    const std::uint8_t* white_table = shape_table(rule, Stone::White);
    PointThreats result;
    for (Direction d : kDirections) {
        const WindowPair w = window_indices(board, p, d);
        add_shape(result.black, static_cast<Shape>(black_table[w.black]));
        add_shape(result.white, static_cast<Shape>(white_table[w.white]));
    }
    add_combinations(result.black);
    add_combinations(result.white);
    // The shape tables see one shape per line; the referee sees two fours on one line and
    // false threes, so it has the last word. A five is never forbidden.
    if (rule == Rule::Renju && !result.black.makes_five() && is_forbidden(board, p)) {
        result.black = PointThreat{};
        result.black.forbidden = true;
    }
    return result;
}

} // namespace gomoku::ai
