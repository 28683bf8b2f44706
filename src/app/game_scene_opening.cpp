// The game scene's part in the opening rules (core/opening.hpp): the human's placements,
// offers and picks, the questions shown as a ChoiceScene, the computer's decisions run one
// judging search at a time on the App's runner (the frame loop never waits), and computer
// vs computer's pause, step and take-over.

#include "app.hpp"
#include "choice_scene.hpp"
#include "core/renju_openings.hpp"
#include "game_scene.hpp"
#include "names.hpp"
#include "renju_openings_scene.hpp"
#include "seats.hpp"
#include "translator.hpp"

#include <cstdio>
#include <random>

namespace gomoku::app {

namespace {

std::string_view colour_word(const Translator& tr, Stone s) {
    return s == Stone::Black ? tr("Black", "stone") : tr("White", "stone");
}

} // namespace

bool GameScene::act_on_point(Point p) {
    if (computer_acts()) {
        refuse(std::string(setup_.play == PlayMode::Computers
                               ? app_.tr("The computer plays both sides: press B or W to take over")
                               : app_.tr("Wait for the computer's move")));
        return false;
    }
    switch (opening_.step(game_)) {
    case OpeningStep::ChooseColour:
    case OpeningStep::ChooseSwap2:
        refuse(std::string(app_.tr("Choose first (the question in the panel)")));
        return false;
    case OpeningStep::OfferFifth:
        if (!opening_.offer_fifth(game_, p)) {
            refuse(std::string(app_.tr("Not as a fifth move: it is taken, forbidden, or the mirror "
                                       "image of the other offer")));
            return false;
        }
        return true;
    case OpeningStep::ChooseFifth:
        if (!opening_.choose_fifth(game_, p)) {
            refuse(std::string(app_.tr("Pick one of the two fifth moves on offer")));
            return false;
        }
        return true;
    case OpeningStep::Place:
        if (!opening_.place(game_, p)) {
            refuse(std::string(opening_.rule() == OpeningRule::Renju26
                                   ? app_.tr("Renju opening: stone 1 on the centre, stone 2 next "
                                             "to it, stone 3 within two lines of the centre")
                                   : app_.tr("You cannot play there")));
            return false;
        }
        return true;
    case OpeningStep::Play:
        break;
    }
    if (!opening_.place(game_, p)) {
        refuse(std::string(app_.tr("You cannot play there")));
        return false;
    }
    return true;
}

void GameScene::start_opening_decision() {
    planner_.emplace(game_, opening_, acting_level(), seeds_());
    thinking_ = true;
    progress_.reset();
    if (const ai::SearchRequest* request = planner_->next()) {
        generation_ = app_.start_ai(*request, AiTask::Move, planner_->limits());
        return;
    }
    const ai::OpeningDecision decision = *planner_->decision();
    finish_opening_decision(decision);
}

void GameScene::on_opening_answer(std::uint64_t generation) {
    const auto result = app_.take_ai_result(AiTask::Move, generation);
    planner_->take(result ? result->score : 0);
    if (const ai::SearchRequest* request = planner_->next()) {
        generation_ = app_.start_ai(*request, AiTask::Move, planner_->limits());
        return;
    }
    const ai::OpeningDecision decision = *planner_->decision();
    finish_opening_decision(decision);
}

void GameScene::finish_opening_decision(const ai::OpeningDecision& decision) {
    planner_.reset();
    thinking_ = false;
    progress_.reset();
    generation_ = 0;
    const std::size_t before = game_.move_count();
    if (!ai::apply_opening_decision(decision, game_, opening_)) {
        // Never expected (the planner only proposes what Opening allows); a game must go on.
        std::fprintf(stderr,
                     "gomoku: the computer's opening decision did not fit; it decides again\n");
        start_ai_if_its_turn();
        return;
    }
    if (app_.verbose() && game_.move_count() == before) {
        std::printf("opening: %s by the computer\n", opening_values(opening_).back().c_str());
        std::fflush(stdout);
    }
    if (game_.move_count() > before) {
        moved(game_.last_move(), true);
        return;
    }
    keep();
    start_ai_if_its_turn();
}

void GameScene::prompt_if_due() {
    if (prompting_ || game_.over() || computer_acts() || app_.scenes().top() != this) {
        return;
    }
    const OpeningStep step = opening_.step(game_);
    if (step != OpeningStep::ChooseColour && step != OpeningStep::ChooseSwap2) {
        return;
    }
    ChoiceScene::Prompt prompt;
    const bool two_players = setup_.play == PlayMode::TwoPlayers;
    const Player who = opening_.actor(game_);
    if (step == OpeningStep::ChooseColour) {
        prompt.title = two_players
                           ? format(app_.tr("{0} player: choose a colour"),
                                    {who == Player::First ? app_.tr("First") : app_.tr("Second")})
                           : std::string(app_.tr("Choose your colour"));
        prompt.detail =
            format(app_.tr("{0} moves next."), {colour_word(app_.translator(), game_.to_move())});
        prompt.answers = {std::string(app_.tr("Play Black")), std::string(app_.tr("Play White")),
                          std::string(app_.tr("Take back the last stone"))};
    } else {
        prompt.title = two_players ? std::string(app_.tr("Second player: swap2"))
                                   : std::string(app_.tr("Swap2: your choice"));
        prompt.detail =
            std::string(app_.tr("White plays the fourth stone; with Black, White plays next; or "
                                "place one more of each and the other player chooses."));
        prompt.answers = {std::string(app_.tr("Take White")), std::string(app_.tr("Take Black")),
                          std::string(app_.tr("Place two more stones")),
                          std::string(app_.tr("Take back the last stone"))};
    }
    prompt.area = panel_;
    prompting_ = true;
    app_.scenes().push(std::make_unique<ChoiceScene>(
        app_, *this, std::move(prompt), [this](int answer) { answer_opening(answer); }));
}

void GameScene::answer_opening(int answer) {
    prompting_ = false;
    const OpeningStep step = opening_.step(game_);
    if (answer == -2) {
        return; // closed for a quit request: asked again if the game goes on
    }
    if (answer < 0) {
        request_title(); // Esc: as in the game; the question comes back if the player stays
        return;
    }
    bool done = false;
    if (step == OpeningStep::ChooseColour && answer < 2) {
        done = opening_.choose_colour(game_, answer == 0 ? Stone::Black : Stone::White);
    } else if (step == OpeningStep::ChooseSwap2 && answer < 3) {
        const Swap2Option options[] = {Swap2Option::TakeWhite, Swap2Option::TakeBlack,
                                       Swap2Option::PlaceTwo};
        done = opening_.choose_swap2(game_, options[answer]);
    } else {
        undo();
        return;
    }
    if (done) {
        if (app_.verbose()) {
            std::printf("opening: %s by the player\n", opening_values(opening_).back().c_str());
            std::fflush(stdout);
        }
        keep();
        start_ai_if_its_turn();
    }
}

std::string GameScene::opening_prompt() const {
    if (opening_.over(game_) || game_.over()) {
        return {};
    }
    const OpeningStep step = opening_.step(game_);
    const bool you = !computer_acts() && setup_.play != PlayMode::TwoPlayers;
    const std::string who =
        std::string(opening_.actor(game_) == Player::First ? app_.tr("First player")
                                                           : app_.tr("Second player"));
    switch (step) {
    case OpeningStep::Place: {
        if (opening_.rule() == OpeningRule::Renju26 && game_.move_count() == 0 &&
            !computer_acts()) {
            return std::string(app_.tr("Centre stone; L: the list, O: at random"));
        }
        const std::string left = std::to_string(opening_.stones_to_place(game_));
        return you ? format(app_.tr("Place a stone ({0} left)"), {left})
                   : format(app_.tr("{0}: place ({1} left)"), {who, left});
    }
    case OpeningStep::ChooseColour:
        return you ? std::string(app_.tr("Choose your colour"))
                   : format(app_.tr("{0} chooses a colour"), {who});
    case OpeningStep::ChooseSwap2:
        return you ? std::string(app_.tr("Swap2: your choice"))
                   : format(app_.tr("{0} chooses"), {who});
    case OpeningStep::OfferFifth: {
        const std::string left = std::to_string(2 - opening_.offered(game_).size());
        return you ? format(app_.tr("Offer a fifth move ({0} left)"), {left})
                   : format(app_.tr("{0}: offer a fifth ({1} left)"), {who, left});
    }
    case OpeningStep::ChooseFifth:
        return you ? std::string(app_.tr("Pick Black's fifth move"))
                   : format(app_.tr("{0}: pick the fifth"), {who});
    case OpeningStep::Play:
        break;
    }
    return {};
}

bool GameScene::renju_opening_allowed() {
    if (opening_.rule() != OpeningRule::Renju26 || game_.move_count() != 0 || !human_to_move()) {
        refuse(std::string(
            app_.tr("A renju opening from the list: on an empty board, when you open")));
        return false;
    }
    return true;
}

void GameScene::random_renju_opening() {
    if (!renju_opening_allowed()) {
        return;
    }
    const std::size_t index =
        std::uniform_int_distribution<std::size_t>(0, renju_openings().size() - 1)(seeds_);
    place_renju_opening(index, std::uniform_int_distribution<int>(0, kSymmetries - 1)(seeds_));
}

void GameScene::choose_renju_opening() {
    if (!renju_opening_allowed()) {
        return;
    }
    app_.scenes().push(std::make_unique<RenjuOpeningsScene>(
        app_, *this, [this](std::size_t index) { place_renju_opening(index, 0); }));
}

void GameScene::place_renju_opening(std::size_t index, int symmetry) {
    if (game_.move_count() != 0) {
        return; // the list was open while something else happened
    }
    const Point centre{game_.board().size() / 2, game_.board().size() / 2};
    for (Point p : renju_opening_stones(index, game_.board().size())) {
        if (!opening_.place(game_, symmetric_point(p, centre, symmetry))) {
            break; // never expected: every opening is legal on an empty board
        }
    }
    const RenjuOpening& chosen = renju_openings()[index];
    notice_ = format(app_.tr("Opening: {0} ({1})"),
                     {renju_opening_text(app_.translator(), index),
                      chosen.direct ? app_.tr("direct") : app_.tr("indirect")});
    notice_until_ = clock_ + 4;
    moved(game_.last_move(), false);
}

void GameScene::toggle_pause() {
    if (setup_.play != PlayMode::Computers) {
        return;
    }
    paused_ = !paused_;
    notice_ =
        std::string(paused_ ? app_.tr("Paused: S plays one move, P goes on") : app_.tr("Going on"));
    notice_until_ = clock_ + 2.5;
}

void GameScene::step_once() {
    if (setup_.play != PlayMode::Computers) {
        return;
    }
    paused_ = true;
    step_once_ = true;
    if (demo_move_at_ < 0 && !thinking_) {
        demo_move_at_ = clock_;
    }
}

void GameScene::take_over(Stone colour) {
    if (setup_.play != PlayMode::Computers || game_.over()) {
        return;
    }
    stop_ai();
    setup_ = gomoku::app::take_over(setup_, opening_, colour);
    counted_ = true; // a game the player joined late is not theirs to count
    paused_ = false;
    demo_ = false; // the player's game now: kept, and no next game by itself
    notice_ = format(app_.tr("You play {0} from here"), {colour_word(app_.translator(), colour)});
    notice_until_ = clock_ + 2.5;
    keep();
    start_ai_if_its_turn();
}

} // namespace gomoku::app
