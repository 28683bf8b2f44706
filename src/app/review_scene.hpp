#pragma once

#include "ai/review.hpp"
#include "board_view.hpp"
#include "button_tracker.hpp"
#include "core/game.hpp"
#include "core/game_record.hpp"
#include "scene.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gomoku::app {

class App;

// Replay and review of a finished or unfinished game (from the library, a file, the result
// screen): step through the moves (buttons, arrows, the wheel, a slider), numbers on the
// stones, and in the background the engine's verdict on every move (GameReview on the
// App's review runner): a win-chance graph, the marks, the better move on the board.
// "Play from here" goes on from the position shown, against the computer or two players.
class ReviewScene : public Scene {
  public:
    // `game` is `record` replayed (to_game): the caller has refused a record that is not.
    ReviewScene(App& app, GameRecord record, Game game);
    ~ReviewScene() override;

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override;
    void update(double seconds) override;
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "review"; }

    // Shows the position after `moves` moves (0: the empty board), clamped to the game.
    void show(int moves);
    int shown() const { return shown_; }
    int move_count() const { return static_cast<int>(game_.move_count()); }
    const Game& position() const { return position_; }
    void toggle_numbers() { numbers_ = !numbers_; }
    bool numbers() const { return numbers_; }
    void play_from_here();
    void export_game();
    void back();

    // The review's state: verdicts so far (one per move once done), searches done of about
    // how many.
    const std::vector<ai::MoveVerdict>& verdicts() const { return verdicts_; }
    // True from the start (the review begins with the first update) until it is done.
    bool reviewing() const { return !review_ || !review_->done(); }
    int searched() const { return review_ ? review_->searched() : 0; }
    int expected_searches() const { return review_ ? review_->expected_searches() : 0; }
    const std::string& notice() const { return notice_; }

    enum ButtonId {
        kFirst,
        kPrev,
        kNext,
        kLast,
        kNumbers,
        kDepth,
        kOpponent,
        kPlay,
        kExport,
        kBack,
        kButtonCount
    };
    const Button& button(ButtonId id) const { return buttons_[id]; }
    const SDL_Rect& slider() const { return slider_; }
    const SDL_Rect& graph() const { return graph_; }
    const BoardView& board_view() const { return view_; }

  private:
    void start_review();
    void ask_next_search();
    void press(int button);
    void layout(const Ui& ui, int width, int height);
    void draw_panel(const Ui& ui);
    void draw_graph(const Ui& ui) const;
    void draw_numbers(const Ui& ui) const;
    void draw_best_line(const Ui& ui) const;
    int move_at_x(const SDL_Rect& rect, float x) const;
    void say(std::string text);
    std::string label(int button, bool short_form) const;
    const ai::MoveVerdict* verdict_shown() const;

    App& app_;
    GameRecord record_;
    Game game_;     // the whole game
    Game position_; // the game up to the move shown
    int shown_ = 0;
    bool numbers_ = true;

    std::optional<ai::GameReview> review_;
    std::uint64_t generation_ = 0;
    std::vector<ai::MoveVerdict> verdicts_;
    int depth_choice_ = 0;    // index into the review's time settings
    int opponent_choice_ = 0; // 0: two players; 1..: the computer at kAllLevels[i - 1]

    BoardView view_;
    SDL_Rect panel_{};
    SDL_Rect slider_{};
    SDL_Rect graph_{};
    SDL_Rect progress_{};
    bool portrait_ = false;
    bool heading_ = true;
    std::vector<Button> buttons_;
    ButtonTracker tracker_;
    bool dragging_ = false;
    double clock_ = 0;
    Uint64 review_started_ = 0; // SDL ticks, for the log of how long a review took
    std::string notice_;
    double notice_until_ = 0;
};

} // namespace gomoku::app
