// ReviewScene: stepping, the background review and the commands (drawing is in
// review_scene_draw.cpp).

#include "review_scene.hpp"

#include "app.hpp"
#include "atomic_file.hpp"
#include "game_library.hpp"
#include "game_scene.hpp"
#include "message_scene.hpp"
#include "names.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gomoku::app {

namespace {

constexpr double kNoticeSeconds = 2.5;

// The review's time settings: the engine's time per position searched (a review searches
// about twice as many positions as the game has moves).
struct ReviewDepth {
    const char* name;
    int milliseconds;
};
constexpr ReviewDepth kDepths[] = {{"quick", 250}, {"normal", 1000}, {"deep", 3000}};
constexpr int kDepthCount = static_cast<int>(std::size(kDepths));

// kDepths' names in the player's language.
std::string_view depth_text(const Translator& tr, int choice) {
    switch (choice) {
    case 0:
        return tr("quick", "review");
    case 1:
        return tr("normal", "review");
    default:
        return tr("deep", "review");
    }
}
constexpr int kOpponentCount = 1 + static_cast<int>(std::size(ai::kAllLevels));

} // namespace

ReviewScene::ReviewScene(App& app, GameRecord record, Game game)
    : app_(app), record_(std::move(record)), game_(std::move(game)),
      position_(game_.board().size(), game_.rule()) {
    buttons_.resize(kButtonCount);
    buttons_[kPlay].primary = true;
    show(move_count()); // the final position first: how it ended
    // The review starts with the first update(), once the scene is on top of the stack: an
    // answer can then never reach the scene below.
}

ReviewScene::~ReviewScene() {
    app_.cancel_ai(AiTask::Review);
}

void ReviewScene::show(int moves) {
    moves = std::clamp(moves, 0, move_count());
    if (moves == shown_ && position_.move_count() == static_cast<std::size_t>(moves)) {
        return;
    }
    shown_ = moves;
    position_ = Game(game_.board().size(), game_.rule());
    for (int i = 0; i < moves; ++i) {
        position_.play(game_.moves()[static_cast<std::size_t>(i)]);
    }
}

void ReviewScene::start_review() {
    app_.cancel_ai(AiTask::Review);
    verdicts_.clear();
    review_.emplace(game_, ai::kStrongestLevel);
    review_started_ = SDL_GetTicks64();
    ask_next_search();
}

void ReviewScene::ask_next_search() {
    generation_ = 0;
    if (!review_) {
        return;
    }
    if (const auto request = review_->next()) {
        ai::Limits limits;
        limits.move_time = std::chrono::milliseconds(kDepths[depth_choice_].milliseconds);
        generation_ = app_.start_ai(*request, AiTask::Review, limits);
    }
}

void ReviewScene::on_event(const SDL_Event& event) {
    if (event.type == SDL_MOUSEWHEEL) {
        // Wheel up goes back in the game, down goes on (as a page scrolls).
        const int y =
            event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -event.wheel.y : event.wheel.y;
        show(shown_ - y);
        return;
    }
    const auto answer = app_.read_ai_answer(event);
    if (!answer || answer->task != AiTask::Review || answer->progress ||
        answer->generation != generation_ || !review_) {
        return;
    }
    if (auto result = app_.take_ai_result(AiTask::Review, generation_)) {
        review_->take(*result);
        verdicts_ = review_->verdicts();
        if (review_->done() && app_.verbose()) {
            const double seconds = static_cast<double>(SDL_GetTicks64() - review_started_) / 1000.0;
            std::printf("review (%s, %d ms a position): %d searches in %.1f s\n",
                        kDepths[depth_choice_].name, kDepths[depth_choice_].milliseconds,
                        review_->searched(), seconds);
            std::fflush(stdout);
        }
    }
    ask_next_search();
}

void ReviewScene::update(double seconds) {
    clock_ += seconds;
    if (!review_) {
        start_review();
    }
    if (!notice_.empty() && clock_ > notice_until_) {
        notice_.clear();
    }
}

void ReviewScene::say(std::string text) {
    notice_ = std::move(text);
    notice_until_ = clock_ + kNoticeSeconds;
}

void ReviewScene::play_from_here() {
    if (position_.over()) {
        say(std::string(app_.tr("The game is over here: step back first")));
        return;
    }
    SavedGame saved{Settings{}, position_, {}, Opening()};
    saved.setup.size = position_.board().size();
    saved.setup.rule = position_.rule();
    if (opponent_choice_ == 0) {
        saved.setup.play = PlayMode::TwoPlayers;
    } else {
        // The player takes the side to move; the computer answers.
        saved.setup.play =
            position_.to_move() == Stone::Black ? PlayMode::HumanBlack : PlayMode::HumanWhite;
        saved.setup.level = ai::kAllLevels[opponent_choice_ - 1];
    }
    app_.scenes().replace_all(std::make_unique<GameScene>(app_, std::move(saved)));
}

void ReviewScene::export_game() {
    GameRecord record = record_;
    if (review_ && review_->done()) {
        ai::annotate(record, verdicts_); // the engine's verdicts travel with the game
    }
    std::string error;
    const auto file = export_record(record, export_folder(), error);
    if (file.empty()) {
        app_.scenes().push(
            std::make_unique<MessageScene>(app_, std::string(app_.tr("Not exported")), error));
        return;
    }
    std::filesystem::path psq = file;
    psq.replace_extension(".psq");
    app_.scenes().push(std::make_unique<MessageScene>(
        app_, std::string(app_.tr("Game exported")),
        format(app_.tr("The game is saved as {0} (and for Piskvork as {1})"),
               {path_text(file), path_text(psq.filename())})));
}

void ReviewScene::back() {
    app_.scenes().pop();
}

void ReviewScene::press(int button) {
    switch (button) {
    case kFirst:
        show(0);
        break;
    case kPrev:
        show(shown_ - 1);
        break;
    case kNext:
        show(shown_ + 1);
        break;
    case kLast:
        show(move_count());
        break;
    case kNumbers:
        toggle_numbers();
        break;
    case kDepth:
        depth_choice_ = (depth_choice_ + 1) % kDepthCount;
        start_review();
        break;
    case kOpponent:
        opponent_choice_ = (opponent_choice_ + 1) % kOpponentCount;
        break;
    case kPlay:
        play_from_here();
        break;
    case kExport:
        export_game();
        break;
    case kBack:
        back();
        break;
    default:
        break;
    }
}

int ReviewScene::move_at_x(const SDL_Rect& rect, float x) const {
    if (rect.w <= 0) {
        return shown_;
    }
    const float f =
        std::clamp((x - static_cast<float>(rect.x)) / static_cast<float>(rect.w), 0.0f, 1.0f);
    return static_cast<int>(std::lround(f * static_cast<float>(move_count())));
}

void ReviewScene::on_pointer(const Pointer& p) {
    const auto inside = [&](const SDL_Rect& r) {
        return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h;
    };
    if (const int button = tracker_.on_pointer(p, buttons_); button >= 0) {
        press(button);
        return;
    }
    switch (p.kind) {
    case Pointer::Kind::Down:
        if (inside(slider_) || inside(graph_)) {
            dragging_ = true;
            show(move_at_x(inside(slider_) ? slider_ : graph_, p.x));
        }
        break;
    case Pointer::Kind::Move:
        if (dragging_) {
            show(move_at_x(slider_, p.x));
        }
        break;
    case Pointer::Kind::Up:
        dragging_ = false;
        break;
    }
}

void ReviewScene::on_key(const SDL_KeyboardEvent& key) {
    switch (key.keysym.sym) {
    case SDLK_LEFT:
    case SDLK_UP:
        show(shown_ - 1);
        break;
    case SDLK_RIGHT:
    case SDLK_DOWN:
        show(shown_ + 1);
        break;
    case SDLK_HOME:
        show(0);
        break;
    case SDLK_END:
        show(move_count());
        break;
    case SDLK_PAGEUP:
        show(shown_ - 10);
        break;
    case SDLK_PAGEDOWN:
        show(shown_ + 10);
        break;
    case SDLK_n:
        toggle_numbers();
        break;
    case SDLK_d: // the review's depth: quick, normal, deep
        press(kDepth);
        break;
    case SDLK_p:
        play_from_here();
        break;
    case SDLK_e:
        export_game();
        break;
    case SDLK_ESCAPE:
    case SDLK_AC_BACK:
        back();
        break;
    default:
        break;
    }
}

const ai::MoveVerdict* ReviewScene::verdict_shown() const {
    if (shown_ <= 0 || static_cast<std::size_t>(shown_) > verdicts_.size()) {
        return nullptr;
    }
    return &verdicts_[static_cast<std::size_t>(shown_ - 1)];
}

std::string ReviewScene::label(int button, bool short_form) const {
    switch (button) {
    case kFirst:
        return "|<";
    case kPrev:
        return "<";
    case kNext:
        return ">";
    case kLast:
        return ">|";
    case kNumbers:
        if (short_form) {
            return std::string(numbers_ ? app_.tr("No. on") : app_.tr("No. off"));
        }
        return std::string(numbers_ ? app_.tr("Numbers: on") : app_.tr("Numbers: off"));
    case kDepth: {
        const std::string_view depth = depth_text(app_.translator(), depth_choice_);
        return short_form ? std::string(depth) : format(app_.tr("Review: {0}"), {depth});
    }
    case kOpponent: {
        const std::string who =
            opponent_choice_ == 0
                ? std::string(app_.tr("two players"))
                : std::string(level_text(app_.translator(), ai::kAllLevels[opponent_choice_ - 1]));
        return short_form ? who : format(app_.tr("vs: {0}"), {who});
    }
    case kPlay:
        return std::string(short_form ? app_.tr("Play on") : app_.tr("Play from here"));
    case kExport:
        return std::string(app_.tr("Export"));
    case kBack:
        return std::string(app_.tr("Back"));
    default:
        return {};
    }
}

} // namespace gomoku::app
