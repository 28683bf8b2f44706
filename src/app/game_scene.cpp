#include "game_scene.hpp"

#include "app.hpp"
#include "confirm_scene.hpp"
#include "core/notation.hpp"
#include "core/renju.hpp"
#include "names.hpp"
#include "result_scene.hpp"
#include "seats.hpp"
#include "theme.hpp"
#include "title_scene.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gomoku::app {

namespace {

const char* colour_name(Stone s) { return s == Stone::Black ? "Black" : "White"; }

} // namespace

GameScene::GameScene(App& app, const Settings& setup)
    : GameScene(app, SavedGame{setup, Game(setup.size, setup.rule), {}, Opening(setup.opening),
                               GameClocks(setup.clock), Stone::Empty}) {}

GameScene::GameScene(App& app, SavedGame saved)
    : app_(app), setup_(saved.setup), game_(std::move(saved.game)),
      library_name_(std::move(saved.library_name)), seeds_(std::random_device{}()),
      cursor_{setup_.size / 2, setup_.size / 2}, opening_(std::move(saved.opening)),
      demo_(app_.options().demo), clocks_(std::move(saved.clocks)),
      out_of_time_(saved.out_of_time) {
    // A record whose times cover fewer moves than it has (another program's) goes on with
    // the clocks as they stand.
    while (clocks_.moves() < game_.move_count() && clocks_.redo(app_.now())) {
    }
    sync_clocks();
    keep();
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app_.renderer(), &w, &h);
    relayout(w, h, app_.pixel_scale());
    if (setup_.play == PlayMode::Computers) {
        notice_ = std::string(app_.tr("P pauses, S plays one move, B or W takes over that colour"));
        notice_until_ = 6;
    }
    if (app_.verbose()) {
        std::printf("new game: %s, %dx%d, %s, level %s\n",
                    std::string(play_mode_id(setup_.play)).c_str(), setup_.size, setup_.size,
                    std::string(rule_name(setup_.rule)).c_str(),
                    std::string(ai::level_id(setup_.level)).c_str());
        std::fflush(stdout);
    }
    start_ai_if_its_turn();
}

GameScene::~GameScene() { stop_ai(); }

SavedGame GameScene::snapshot() const {
    GameClocks clocks = clocks_;
    clocks.stop(app_.now()); // what the side to move has left now
    return {setup_, game_, library_name_, opening_, std::move(clocks), out_of_time_};
}

void GameScene::keep() {
    if (demo_) {
        return; // the demo's games are nobody's: not kept, not in the library
    }
    SavedGame saved = snapshot();
    if (const std::string error = app_.keeper().keep(saved); !error.empty()) {
        std::fprintf(stderr, "gomoku: the game is not saved: %s\n", error.c_str());
    }
    library_name_ = saved.library_name;
}

void GameScene::count_result() {
    if (counted_ || computer() == Stone::Empty) {
        return;
    }
    counted_ = true;
    const Stone winner = this->winner();
    const GameOutcome outcome = winner == Stone::Empty    ? GameOutcome::Draw
                                : winner == computer() ? GameOutcome::Loss
                                                       : GameOutcome::Win;
    const StatsKey key{setup_.rule, setup_.size, setup_.level};
    if (const std::string error = app_.statistics().add(key, outcome); !error.empty()) {
        std::fprintf(stderr, "gomoku: the statistics are not saved: %s\n", error.c_str());
    }
}

Stone GameScene::computer() const { return computer_colour(setup_, opening_); }

bool GameScene::computer_acts() const {
    return seats_of(setup_).of(opening_.actor(game_)).computer;
}

ai::Level GameScene::acting_level() const { return seats_of(setup_).of(opening_.actor(game_)).level; }

bool GameScene::human_to_move() const {
    return !over() && !thinking_ && !computer_acts();
}

void GameScene::start_ai_if_its_turn() {
    if (over() || !computer_acts()) {
        return;
    }
    if (setup_.play == PlayMode::Computers) {
        // Computer vs computer: the next move waits for the speed setting (update()), or
        // for a step while paused.
        demo_move_at_ = clock_ + setup_.demo_delay_ms / 1000.0;
        return;
    }
    start_ai_now();
}

void GameScene::start_ai_now() {
    demo_move_at_ = -1;
    if (over() || !computer_acts() || thinking_) {
        return;
    }
    if (ai::is_opening_decision(game_, opening_)) {
        start_opening_decision();
        return;
    }
    ai::SearchRequest request;
    request.board = game_.board();
    request.rule = game_.rule();
    request.to_move = game_.to_move();
    request.level = acting_level();
    request.seed = seeds_();
    thinking_ = true;
    progress_.reset();
    generation_ = app_.start_ai(request, AiTask::Move, computer_limits());
}

void GameScene::stop_ai() {
    generation_ = 0; // any answer already on its way is now stale (runners count from 1)
    progress_.reset();
    planner_.reset();
    demo_move_at_ = -1;
    if (thinking_) {
        app_.cancel_ai();
        thinking_ = false;
    }
    drop_hint();
}

void GameScene::move_now() {
    if (!thinking_) {
        refuse(std::string(app_.tr("Move now works while the computer thinks")));
        return;
    }
    app_.move_now();
}

void GameScene::drop_hint() {
    hint_generation_ = 0;
    if (hinting_) {
        app_.cancel_ai(AiTask::Hint);
        hinting_ = false;
    }
    hint_.reset();
}

void GameScene::ask_hint() {
    if (!human_to_move()) {
        refuse(std::string(over() ? app_.tr("The game is over")
                                        : app_.tr("A hint comes on your turn")));
        return;
    }
    if (hinting_ || hint_) {
        return; // one is on its way or on the board
    }
    if (opening_.step(game_) != OpeningStep::Play) {
        // The search knows moves, not the opening's placements, offers and choices.
        refuse(std::string(app_.tr("No hints during the opening's placements and choices")));
        return;
    }
    ai::SearchRequest request;
    request.board = game_.board();
    request.rule = game_.rule();
    request.to_move = game_.to_move();
    request.level = ai::kStrongestLevel;
    request.seed = seeds_();
    hinting_ = true;
    notice_ = app_.tr("Looking for a good move...");
    notice_until_ = clock_ + 60;
    hint_generation_ = app_.start_ai(request, AiTask::Hint, hint_limits());
}

void GameScene::moved(Point p, bool by_computer) {
    clocks_.move_made(app_.now());
    flag_noted_ = Stone::Empty; // a flag of the next move is news again
    sync_clocks();              // a five stops them
    drop_hint();
    keep();
    if (app_.verbose()) {
        std::printf("move %zu: %s %s (%s)\n", game_.move_count(),
                    colour_name(game_.board().at(p)), to_notation(p).c_str(),
                    by_computer ? "computer" : "player");
        std::fflush(stdout);
    }
    if (!game_.over()) {
        app_.audio().play(Sound::Place);
        start_ai_if_its_turn();
        return;
    }
    count_result();
    const Stone winner = this->winner();
    if (winner == Stone::Empty) {
        app_.audio().play(Sound::Draw);
    } else if (computer() != Stone::Empty && winner == computer()) {
        app_.audio().play(Sound::Loss);
    } else {
        app_.audio().play(Sound::Win);
    }
    if (app_.verbose()) {
        std::printf("game over: %s\n", winner == Stone::Empty ? "draw" : colour_name(winner));
        std::fflush(stdout);
    }
    result_at_ = clock_ + kResultDelay;
}

void GameScene::refuse(std::string why) {
    app_.audio().play(Sound::Refuse);
    notice_ = std::move(why);
    notice_until_ = clock_ + kNoticeSeconds;
}

bool GameScene::play(Point p) {
    if (over()) {
        refuse(std::string(app_.tr("The game is over: undo or start a new one")));
        return false;
    }
    if (thinking_) {
        refuse(std::string(app_.tr("Wait for the computer's move")));
        return false;
    }
    if (!game_.board().inside(p)) {
        return false;
    }
    if (game_.board().at(p) != Stone::Empty) {
        refuse(std::string(app_.tr("That point is taken")));
        return false;
    }
    if (game_.rule() == Rule::Renju && game_.to_move() == Stone::Black) {
        if (const Forbidden kind = forbidden_kind(game_.board(), p); kind != Forbidden::None) {
            refuse(format(app_.tr("Forbidden for Black: {0}"),
                          {forbidden_text(app_.translator(), kind)}));
            return false;
        }
    }
    if (!act_on_point(p)) {
        return false;
    }
    notice_.clear();
    if (game_.last_move() == p && game_.board().at(p) != Stone::Empty) {
        moved(p, false);
    } else {
        keep(); // an offered fifth move: no stone yet
        start_ai_if_its_turn();
    }
    return true;
}

void GameScene::new_game() {
    stop_ai();
    game_ = Game(setup_.size, setup_.rule);
    opening_ = Opening(setup_.opening);
    clocks_ = GameClocks(setup_.clock);
    out_of_time_ = flag_noted_ = Stone::Empty;
    sync_clocks();
    library_name_.clear(); // a new game, a new file in the library
    counted_ = false;
    keep();
    result_at_ = -1;
    notice_.clear();
    cursor_ = {setup_.size / 2, setup_.size / 2};
    start_ai_if_its_turn();
}

void GameScene::back_to_title() {
    stop_ai();
    app_.scenes().replace_all(std::make_unique<TitleScene>(app_));
}

bool GameScene::in_progress() const {
    // Computer vs computer loses nothing the player made; elsewhere a game counts once
    // someone besides the computer has acted in it.
    return !over() && setup_.play != PlayMode::Computers && human_acted();
}

void GameScene::confirm_then(std::string question, std::string yes, std::function<void()> action,
                             bool quits) {
    if (!in_progress()) {
        action();
        return;
    }
    ConfirmScene::Question q;
    q.text = std::move(question);
    const long moves = static_cast<long>(game_.move_count());
    q.detail =
        format(app_.translator().plural("The game in progress ({0} move) will be lost.",
                                        "The game in progress ({0} moves) will be lost.", moves),
               {std::to_string(moves)});
    q.yes = std::move(yes);
    q.quits = quits;
    q.area = panel_;
    app_.scenes().push(std::make_unique<ConfirmScene>(app_, *this, std::move(q), std::move(action)));
}

void GameScene::request_new_game() {
    confirm_then(std::string(app_.tr("Start a new game?")), std::string(app_.tr("New game")),
                 [this] { new_game(); });
}

void GameScene::request_title() {
    confirm_then(std::string(app_.tr("Leave this game?")), std::string(app_.tr("Leave")),
                 [this] { back_to_title(); });
}

bool GameScene::on_quit_request() {
    if (!in_progress()) {
        return false;
    }
    confirm_then(
        std::string(app_.tr("Quit Gomoku?")), std::string(app_.tr("Quit")), [this] { app_.quit(); },
        true);
    return true;
}

void GameScene::toggle_sound() { app_.set_sound(!app_.audio().enabled()); }

void GameScene::update(double seconds) {
    clock_ += seconds;
    check_flag();
    if (hint_ != pulsing_hint_) {
        pulsing_hint_ = hint_;
        hint_since_ = clock_;
    }
    if (game_.last_move() != placed_) {
        placed_ = game_.last_move();
        placed_since_ = clock_;
    }
    if (!notice_.empty() && clock_ > notice_until_) {
        notice_.clear();
    }
    if (demo_move_at_ >= 0 && (!paused_ || step_once_) && clock_ >= demo_move_at_) {
        step_once_ = false;
        start_ai_now();
    }
    prompt_if_due();
    if (result_at_ >= 0 && clock_ >= result_at_ && over() && demo_ &&
        setup_.play == PlayMode::Computers) {
        // The demo: a moment on the finished board, then the next game.
        if (clock_ >= result_at_ + 3.0) {
            result_at_ = -1;
            new_game();
        }
        return;
    }
    if (result_at_ >= 0 && clock_ >= result_at_ && over()) {
        result_at_ = -1;
        app_.scenes().push(std::make_unique<ResultScene>(app_, *this));
    }
}

} // namespace gomoku::app

namespace gomoku::app {

double GameScene::redraw_in() const {
    if (thinking_ || (hint_ && clock_ - hint_since_ < kHintPulseSeconds) ||
        clock_ - placed_since_ < kPlaceSeconds) {
        return 0; // the thinking dots turn, the hint's ring pulses, a stone settles
    }
    double due = clock_redraw_in(); // a clock's face changes: once a second, tenths under 10 s
    if (demo_move_at_ >= 0 && !paused_) {
        due = std::min(due, demo_move_at_ - clock_);
    }
    if (!notice_.empty()) {
        due = std::min(due, notice_until_ - clock_);
    }
    if (result_at_ >= 0) {
        const bool demo = demo_ && setup_.play == PlayMode::Computers;
        due = std::min(due, result_at_ + (demo ? 3.0 : 0.0) - clock_);
    }
    return std::max(due, 0.0);
}

void GameScene::on_events_lost() {
    // Which answer was lost is not known: ask again for whatever is still awaited. A
    // stale answer still on its way is dropped by its generation.
    if (thinking_) {
        thinking_ = false;
        ++generation_;
        planner_.reset(); // the decision starts over
        start_ai_now();
    }
    if (hinting_) {
        hinting_ = false;
        ++hint_generation_;
        ask_hint();
    }
}

} // namespace gomoku::app
