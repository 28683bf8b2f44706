#include "opening.hpp"

#include "notation.hpp"
#include "renju_openings.hpp"

#include <algorithm>
#include <cstdlib>

namespace gomoku {

namespace {

constexpr std::string_view kRuleIds[] = {"none", "swap", "swap2", "renju26"};

Point centre_of(const Game& game) {
    const int c = game.board().size() / 2;
    return {c, c};
}

int distance(Point a, Point b) {
    return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
}

// Does the symmetry map every stone of the board onto a stone of its own colour?
bool keeps_position(const Board& board, Point centre, int symmetry) {
    for (int y = 0; y < board.size(); ++y) {
        for (int x = 0; x < board.size(); ++x) {
            const Point p{x, y};
            if (board.at(p) == Stone::Empty) {
                continue;
            }
            const Point q = symmetric_point(p, centre, symmetry);
            if (!board.inside(q) || board.at(q) != board.at(p)) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

std::string_view opening_rule_id(OpeningRule rule) {
    return kRuleIds[static_cast<int>(rule)];
}

std::optional<OpeningRule> parse_opening_rule(std::string_view text) {
    for (OpeningRule rule : kAllOpeningRules) {
        if (opening_rule_id(rule) == text) {
            return rule;
        }
    }
    return std::nullopt;
}

const OpeningEvent* Opening::find(OpeningEvent::Kind kind) const {
    for (const OpeningEvent& e : events_) {
        if (e.kind == kind) {
            return &e;
        }
    }
    return nullptr;
}

OpeningStep Opening::step(const Game& game) const {
    const std::size_t n = game.move_count();
    switch (rule_) {
    case OpeningRule::None:
        return OpeningStep::Play;
    case OpeningRule::Swap:
        if (n < 3) {
            return OpeningStep::Place;
        }
        return find(OpeningEvent::Kind::Colour) ? OpeningStep::Play : OpeningStep::ChooseColour;
    case OpeningRule::Swap2: {
        if (n < 3) {
            return OpeningStep::Place;
        }
        const OpeningEvent* option = find(OpeningEvent::Kind::Swap2);
        if (!option) {
            return OpeningStep::ChooseSwap2;
        }
        if (option->option != Swap2Option::PlaceTwo) {
            return OpeningStep::Play;
        }
        if (n < 5) {
            return OpeningStep::Place;
        }
        return find(OpeningEvent::Kind::Colour) ? OpeningStep::Play : OpeningStep::ChooseColour;
    }
    case OpeningRule::Renju26: {
        if (n < 3) {
            return OpeningStep::Place;
        }
        if (!find(OpeningEvent::Kind::Colour)) {
            return OpeningStep::ChooseColour;
        }
        if (n != 4) {
            return OpeningStep::Play;
        }
        const OpeningEvent* offer = find(OpeningEvent::Kind::Offer);
        return offer && offer->offer.size() == 2 ? OpeningStep::ChooseFifth
                                                 : OpeningStep::OfferFifth;
    }
    }
    return OpeningStep::Play;
}

Stone Opening::colour_of(Player player) const {
    // The colour the second player has; the first has the other one.
    Stone second = Stone::White;
    if (const OpeningEvent* option = find(OpeningEvent::Kind::Swap2);
        option && option->option != Swap2Option::PlaceTwo) {
        second = option->option == Swap2Option::TakeBlack ? Stone::Black : Stone::White;
    } else if (const OpeningEvent* colour = find(OpeningEvent::Kind::Colour)) {
        // In swap2 after two more stones the first player chooses; elsewhere the second.
        const bool first_chose = rule_ == OpeningRule::Swap2;
        second = first_chose ? opponent(colour->colour) : colour->colour;
    }
    return player == Player::Second ? second : opponent(second);
}

Player Opening::player_of(Stone colour) const {
    return colour_of(Player::First) == colour ? Player::First : Player::Second;
}

Player Opening::actor(const Game& game) const {
    const std::size_t n = game.move_count();
    switch (step(game)) {
    case OpeningStep::Place:
        return n < 3 ? Player::First : Player::Second;
    case OpeningStep::ChooseColour:
        return rule_ == OpeningRule::Swap2 ? Player::First : Player::Second;
    case OpeningStep::ChooseSwap2:
        return Player::Second;
    case OpeningStep::OfferFifth:
        return player_of(Stone::Black);
    case OpeningStep::ChooseFifth:
        return player_of(Stone::White);
    case OpeningStep::Play:
        break;
    }
    return player_of(game.to_move());
}

bool Opening::colours_decided(const Game&) const {
    switch (rule_) {
    case OpeningRule::None:
        return true;
    case OpeningRule::Swap2: {
        const OpeningEvent* option = find(OpeningEvent::Kind::Swap2);
        return (option && option->option != Swap2Option::PlaceTwo) ||
               find(OpeningEvent::Kind::Colour) != nullptr;
    }
    default:
        return find(OpeningEvent::Kind::Colour) != nullptr;
    }
}

bool Opening::over(const Game& game) const {
    return step(game) == OpeningStep::Play && colours_decided(game) &&
           (rule_ != OpeningRule::Renju26 || game.move_count() >= 5);
}

bool Opening::placement_allowed(const Game& game, Point p) const {
    if (!game.is_legal(p)) {
        return false;
    }
    if (rule_ != OpeningRule::Renju26) {
        return true;
    }
    // RIF: stone 1 on the centre, stone 2 next to it, stone 3 in the central 5x5 (every
    // such stone makes one of the 26 openings).
    const int d = distance(p, centre_of(game));
    switch (game.move_count()) {
    case 0:
        return d == 0;
    case 1:
        return d == 1;
    default:
        return d <= 2;
    }
}

bool Opening::fifth_offer_allowed(const Game& game, Point p) const {
    if (!game.is_legal(p)) {
        return false;
    }
    const std::vector<Point> already = offered(game);
    if (already.empty()) {
        return true;
    }
    // The two offers must not be the same move up to a symmetry of the position.
    const Point c = centre_of(game);
    for (int s = 0; s < kSymmetries; ++s) {
        if (symmetric_point(p, c, s) == already.front() && keeps_position(game.board(), c, s)) {
            return false;
        }
    }
    return true;
}

bool Opening::may_place(const Game& game, Point p) const {
    switch (step(game)) {
    case OpeningStep::Place:
        return placement_allowed(game, p);
    case OpeningStep::Play:
        return game.is_legal(p);
    case OpeningStep::OfferFifth:
        return fifth_offer_allowed(game, p);
    case OpeningStep::ChooseFifth: {
        const std::vector<Point> offer = offered(game);
        return std::find(offer.begin(), offer.end(), p) != offer.end() && game.is_legal(p);
    }
    default:
        return false;
    }
}

bool Opening::place(Game& game, Point p) {
    const OpeningStep now = step(game);
    if ((now != OpeningStep::Place && now != OpeningStep::Play) || !may_place(game, p)) {
        return false;
    }
    return game.play(p);
}

bool Opening::choose_colour(const Game& game, Stone taken) {
    if (step(game) != OpeningStep::ChooseColour || taken == Stone::Empty) {
        return false;
    }
    OpeningEvent e;
    e.kind = OpeningEvent::Kind::Colour;
    e.at_move = game.move_count();
    e.colour = taken;
    events_.push_back(e);
    return true;
}

bool Opening::choose_swap2(const Game& game, Swap2Option option) {
    if (step(game) != OpeningStep::ChooseSwap2) {
        return false;
    }
    OpeningEvent e;
    e.kind = OpeningEvent::Kind::Swap2;
    e.at_move = game.move_count();
    e.option = option;
    events_.push_back(e);
    return true;
}

bool Opening::offer_fifth(const Game& game, Point p) {
    if (step(game) != OpeningStep::OfferFifth || !fifth_offer_allowed(game, p)) {
        return false;
    }
    if (events_.empty() || events_.back().kind != OpeningEvent::Kind::Offer) {
        OpeningEvent e;
        e.kind = OpeningEvent::Kind::Offer;
        e.at_move = game.move_count();
        events_.push_back(e);
    }
    events_.back().offer.push_back(p);
    return true;
}

bool Opening::choose_fifth(Game& game, Point p) {
    if (step(game) != OpeningStep::ChooseFifth || !may_place(game, p)) {
        return false;
    }
    return game.play(p);
}

std::vector<Point> Opening::offered(const Game& game) const {
    // On offer until White has picked one (then it is move 5 and the other is gone).
    const OpeningEvent* offer = find(OpeningEvent::Kind::Offer);
    return offer && offer->at_move == game.move_count() ? offer->offer : std::vector<Point>{};
}

int Opening::stones_to_place(const Game& game) const {
    if (step(game) != OpeningStep::Place) {
        return 0;
    }
    const int n = static_cast<int>(game.move_count());
    return n < 3 ? 3 - n : 5 - n;
}

bool Opening::can_undo(const Game& game) const {
    return (!events_.empty() && events_.back().at_move == game.move_count()) || game.can_undo();
}

bool Opening::undo(Game& game) {
    if (!events_.empty() && events_.back().at_move == game.move_count()) {
        OpeningEvent& last = events_.back();
        if (last.kind == OpeningEvent::Kind::Offer && last.offer.size() > 1) {
            last.offer.pop_back();
        } else {
            events_.pop_back();
        }
        return true;
    }
    return game.undo();
}

bool Opening::can_redo(const Game& game) const {
    const OpeningStep now = step(game);
    return game.can_redo() && (now == OpeningStep::Place || now == OpeningStep::Play);
}

bool Opening::redo(Game& game) {
    return can_redo(game) && game.redo();
}

Expected<Opening> Opening::restore(OpeningRule rule, std::vector<OpeningEvent> events,
                                   const Game& game) {
    Opening opening(rule);
    Game replay(game.board().size(), game.rule());
    std::size_t next = 0;
    auto fail = [](std::size_t move, std::string_view what) {
        return Expected<Opening>::failure("the opening at move " + std::to_string(move) + ": " +
                                          std::string(what));
    };
    auto apply_events = [&]() -> std::string {
        while (next < events.size() && events[next].at_move == replay.move_count()) {
            const OpeningEvent& e = events[next++];
            bool ok = false;
            switch (e.kind) {
            case OpeningEvent::Kind::Colour:
                ok = opening.choose_colour(replay, e.colour);
                break;
            case OpeningEvent::Kind::Swap2:
                ok = opening.choose_swap2(replay, e.option);
                break;
            case OpeningEvent::Kind::Offer:
                ok = !e.offer.empty() && e.offer.size() <= 2;
                for (Point p : e.offer) {
                    ok = ok && opening.offer_fifth(replay, p);
                }
                break;
            }
            if (!ok) {
                return "a choice that does not fit the game";
            }
        }
        return {};
    };
    for (Point p : game.moves()) {
        if (const std::string error = apply_events(); !error.empty()) {
            return fail(replay.move_count(), error);
        }
        const bool played = opening.step(replay) == OpeningStep::ChooseFifth
                                ? opening.choose_fifth(replay, p)
                                : opening.place(replay, p);
        if (!played) {
            return fail(replay.move_count() + 1, "a stone the opening rule does not allow");
        }
    }
    if (const std::string error = apply_events(); !error.empty()) {
        return fail(replay.move_count(), error);
    }
    if (next != events.size()) {
        return fail(replay.move_count(), "a choice after the last move");
    }
    return opening;
}

namespace {

std::string_view option_id(Swap2Option option) {
    switch (option) {
    case Swap2Option::TakeWhite:
        return "white";
    case Swap2Option::TakeBlack:
        return "black";
    case Swap2Option::PlaceTwo:
        return "two";
    }
    return "white";
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos) {
            return parts;
        }
        start = end + 1;
    }
}

std::optional<OpeningEvent> parse_event(std::string_view text, int size) {
    const auto parts = split(text, ':');
    if (parts.size() < 2 || parts[0].empty()) {
        return std::nullopt;
    }
    OpeningEvent e;
    for (char c : parts[0]) {
        if (c < '0' || c > '9' || e.at_move > 1000) {
            return std::nullopt;
        }
        e.at_move = e.at_move * 10 + static_cast<std::size_t>(c - '0');
    }
    if (parts.size() == 2 && (parts[1] == "black" || parts[1] == "white")) {
        e.kind = OpeningEvent::Kind::Colour;
        e.colour = parts[1] == "black" ? Stone::Black : Stone::White;
        return e;
    }
    if (parts.size() == 3 && parts[1] == "swap2") {
        e.kind = OpeningEvent::Kind::Swap2;
        for (Swap2Option o :
             {Swap2Option::TakeWhite, Swap2Option::TakeBlack, Swap2Option::PlaceTwo}) {
            if (option_id(o) == parts[2]) {
                e.option = o;
                return e;
            }
        }
        return std::nullopt;
    }
    if (parts.size() == 3 && parts[1] == "offer") {
        e.kind = OpeningEvent::Kind::Offer;
        for (std::string_view point : split(parts[2], ',')) {
            const auto p = parse_notation(point, size);
            if (!p) {
                return std::nullopt;
            }
            e.offer.push_back(*p);
        }
        return e;
    }
    return std::nullopt;
}

} // namespace

std::vector<std::string> opening_values(const Opening& opening) {
    std::vector<std::string> values{std::string(opening_rule_id(opening.rule()))};
    for (const OpeningEvent& e : opening.events()) {
        std::string value = std::to_string(e.at_move) + ":";
        switch (e.kind) {
        case OpeningEvent::Kind::Colour:
            value += e.colour == Stone::Black ? "black" : "white";
            break;
        case OpeningEvent::Kind::Swap2:
            value += "swap2:" + std::string(option_id(e.option));
            break;
        case OpeningEvent::Kind::Offer:
            value += "offer:";
            for (std::size_t i = 0; i < e.offer.size(); ++i) {
                if (i > 0) {
                    value += ',';
                }
                value += to_notation(e.offer[i]);
            }
            break;
        }
        values.push_back(std::move(value));
    }
    return values;
}

Expected<Opening> opening_from_values(const std::vector<std::string>& values, const Game& game) {
    if (values.empty()) {
        return Opening();
    }
    const auto rule = parse_opening_rule(values.front());
    if (!rule) {
        return Expected<Opening>::failure("unknown opening rule '" + values.front() + "'");
    }
    std::vector<OpeningEvent> events;
    for (std::size_t i = 1; i < values.size(); ++i) {
        auto e = parse_event(values[i], game.board().size());
        if (!e) {
            return Expected<Opening>::failure("cannot read the opening choice '" + values[i] + "'");
        }
        events.push_back(std::move(*e));
    }
    return Opening::restore(*rule, std::move(events), game);
}

} // namespace gomoku
