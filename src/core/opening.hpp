#pragma once

// Opening rules: who places the first stones and who then plays which colour.
//
// The game record itself never changes shape: stones still alternate Black, White, Black...
// in Game. An opening rule only says, for each step, *who* acts (the first player, who
// opens, or the second) and what they must do, and it keeps the choices made. Colours are
// a fact decided during the opening: before the choice the first player is Black.
//
//   none     the first player is Black; play at once.
//   swap     the first player places three stones (Black, White, Black); the second
//            chooses a colour; White plays next.
//   swap2    the first player places three stones; the second takes White, or takes
//            Black, or places two more (White, Black) and lets the first choose a colour.
//            White plays next in every case.
//   renju26  the RIF opening rule: the first player places the first three stones as
//            one of the 26 canonical openings (stone 1 on the centre, stone 2 next to it,
//            stone 3 in the central 5x5); the second may swap (chooses a colour); White plays
//            move 4; Black offers two fifth moves that are not symmetrical to each other;
//            White picks the one Black plays, and plays move 6.

#include "expected.hpp"
#include "game.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gomoku {

enum class OpeningRule { None, Swap, Swap2, Renju26 };
inline constexpr OpeningRule kAllOpeningRules[] = {OpeningRule::None, OpeningRule::Swap,
                                                   OpeningRule::Swap2, OpeningRule::Renju26};

std::string_view opening_rule_id(OpeningRule rule); // "none", "swap", "swap2", "renju26"
std::optional<OpeningRule> parse_opening_rule(std::string_view text);

// Who acts: the player who opens, or the other. Not a colour: colours are chosen.
enum class Player { First, Second };
constexpr Player other(Player p) {
    return p == Player::First ? Player::Second : Player::First;
}

enum class OpeningStep {
    Place,        // place the next stone (of the colour Game::to_move says) for the opening
    ChooseColour, // the actor takes Black or White
    ChooseSwap2,  // swap2's second player: take White, take Black, or place two more
    OfferFifth,   // renju26: Black's player offers two fifth moves (one at a time)
    ChooseFifth,  // renju26: White's player picks which offer Black plays
    Play,         // the opening is over (or not yet at its next step): normal moves
};

enum class Swap2Option { TakeWhite, TakeBlack, PlaceTwo };

// A choice made during the opening, at the move count it was made at.
struct OpeningEvent {
    enum class Kind { Colour, Swap2, Offer };
    Kind kind = Kind::Colour;
    std::size_t at_move = 0;
    Stone colour = Stone::Empty;                 // Colour: the colour the chooser took
    Swap2Option option = Swap2Option::TakeWhite; // Swap2
    std::vector<Point> offer;                    // Offer: the fifth moves offered so far
    friend bool operator==(const OpeningEvent&, const OpeningEvent&) = default;
};

class Opening {
  public:
    Opening() = default;
    explicit Opening(OpeningRule rule) : rule_(rule) {}

    OpeningRule rule() const { return rule_; }
    const std::vector<OpeningEvent>& events() const { return events_; }

    OpeningStep step(const Game& game) const;
    // Who must act now. In Play: the player of the colour to move.
    Player actor(const Game& game) const;
    // The colour a player has: final once chosen, before that the first player is Black.
    Stone colour_of(Player player) const;
    Player player_of(Stone colour) const;
    // Colours are final (the rule's choice is made, or there is none to make).
    bool colours_decided(const Game& game) const;
    // The opening's steps are all done: from here the game is plain play.
    bool over(const Game& game) const;

    // May the actor put a stone on p now (Place or Play), or offer it (OfferFifth), or
    // pick it (ChooseFifth)? Game's own rule applies too (renju: Black's forbidden points).
    bool may_place(const Game& game, Point p) const;
    // The answer to every step; false, and nothing changes, when it is not that step or
    // the choice is not allowed.
    bool place(Game& game, Point p);
    bool choose_colour(const Game& game, Stone taken);
    bool choose_swap2(const Game& game, Swap2Option option);
    bool offer_fifth(const Game& game, Point p);
    bool choose_fifth(Game& game, Point p);
    // The fifth moves on offer (renju26, while they are offered and until one is picked).
    std::vector<Point> offered(const Game& game) const;
    // How many stones the actor still has to place in this Place step (3 for a fresh swap).
    int stones_to_place(const Game& game) const;

    // Takes back the last action, a stone or a choice. Redo is Game's, and only while the
    // opening does not wait for a choice (can_redo).
    bool can_undo(const Game& game) const;
    bool undo(Game& game);
    bool can_redo(const Game& game) const;
    bool redo(Game& game);

    // Builds an opening from recorded events, checking each against the game's moves.
    static Expected<Opening> restore(OpeningRule rule, std::vector<OpeningEvent> events,
                                     const Game& game);

  private:
    const OpeningEvent* find(OpeningEvent::Kind kind) const;
    bool placement_allowed(const Game& game, Point p) const;
    bool fifth_offer_allowed(const Game& game, Point p) const;

    OpeningRule rule_ = OpeningRule::None;
    std::vector<OpeningEvent> events_;
};

// The opening as record text, for the SGF property GKOPENING (see sgf.hpp): the rule id,
// then one value per event: "3:black" (colour taken at move 3), "3:swap2:white|black|two",
// "4:offer:h6,j6".
std::vector<std::string> opening_values(const Opening& opening);
Expected<Opening> opening_from_values(const std::vector<std::string>& values, const Game& game);

} // namespace gomoku
