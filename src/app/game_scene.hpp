#pragma once

#include "ai/engine.hpp"
#include "ai/opening_choice.hpp"
#include "core/opening.hpp"
#include "board_view.hpp"
#include "button_tracker.hpp"
#include "core/clocks.hpp"
#include "core/game.hpp"
#include "game_layout.hpp"
#include "saved_game.hpp"
#include "scene.hpp"
#include "settings.hpp"

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace gomoku::app {

class App;

// A game in progress: the board, the side panel, human input, and the AI's turns.
class GameScene : public Scene {
  public:
    GameScene(App& app, const Settings& setup);
    // Goes on with a kept game (the one the last run left unfinished, or one from a file).
    GameScene(App& app, SavedGame saved);
    ~GameScene() override;

    void on_pointer(const Pointer& pointer) override;
    void on_key(const SDL_KeyboardEvent& key) override;
    void on_event(const SDL_Event& event) override;
    void update(double seconds) override;
    double redraw_in() const override;
    void on_events_lost() override;
    void on_covered(bool covered) override;
    void draw(const Ui& ui, int width, int height) override;
    const char* name() const override { return "game"; }

    // Commands, shared by buttons, keys and the result scene.
    // Places a stone for the human to move; refuses with a cue when it is not their turn,
    // the point is taken, or (renju) the point is forbidden for Black.
    bool play(Point p);
    void undo();
    void redo();
    void new_game();
    void back_to_title();
    // The same, from the player's keys and buttons: during a game in progress they ask
    // first (ConfirmScene), so one stray key never throws a game away.
    void request_new_game();
    void request_title();
    bool on_quit_request() override;
    // A game the player would lose by leaving: not over, and someone has played in it
    // besides the computer's opening stone.
    bool in_progress() const;
    void toggle_sound();
    // Asks the engine, at full strength and in the background, for a move for the player.
    void ask_hint();
    // The computer plays the best move it has found so far, now.
    void move_now();

    const Game& game() const { return game_; }
    // Over by a five, a full board or a flag (losing on time on).
    bool over() const { return game_.over() || out_of_time_ != Stone::Empty; }
    // The winner by a five or on time; Empty: none (yet), or a draw.
    Stone winner() const;
    // The side that lost on time, Empty if none.
    Stone out_of_time() const { return out_of_time_; }
    const GameClocks& clocks() const { return clocks_; }
    // The game as it would be kept now, clocks included (the review, the autosave).
    SavedGame snapshot() const;
    // Seconds between the last stone and the result card: the player sees it land first.
    static constexpr double kResultDelay = 0.7;
    bool undo_action();
    void redo_action();
    const Settings& setup() const { return setup_; }
    const BoardView& board_view() const { return view_; }
    const SDL_Rect& panel() const { return panel_; }
    const GameLayout& layout() const { return layout_; }
    // The panel's text of the last frame: each box, and where its text was drawn.
    struct DrawnText {
        SDL_Rect box;
        SDL_Rect drawn;
    };
    const std::vector<DrawnText>& text_drawn() const { return text_drawn_; }
    bool thinking() const { return thinking_; }
    bool hinting() const { return hinting_; }
    // The computer's search so far (depth, score, best line), while it thinks.
    const std::optional<ai::Progress>& progress() const { return progress_; }
    // The hint on show, if any: it goes as soon as the position changes.
    std::optional<Point> hint() const { return hint_; }
    bool human_to_move() const;
    // The side the computer plays, Empty in a two-player game (and computer vs computer).
    Stone computer() const;

    // The opening rule of this game and the choices made so far (core/opening.hpp).
    const Opening& opening() const { return opening_; }
    // Is the player who must act now (place, choose, move) a computer?
    bool computer_acts() const;
    // The answer to the opening's question on show (ChoiceScene): index into its answers.
    void answer_opening(int answer);
    // Computer vs computer: pause or go on, one move while paused, and hand a colour to the
    // human from this move on.
    void toggle_pause();
    void step_once();
    void take_over(Stone colour);
    // Renju26, the first player's turn on an empty board: one of the 26 openings at random
    // (any of its eight orientations), its three stones placed at once (key O).
    void random_renju_opening();
    void choose_renju_opening(); // the list of the 26 (key L)
    bool renju_opening_allowed();
    void place_renju_opening(std::size_t index, int symmetry);
    bool paused() const { return paused_; }
    // The demo: computer vs computer, a new game a moment after each one ends (--demo, or
    // the title's Demo).
    void set_demo(bool on) { demo_ = on; }
    bool demo() const { return demo_; }
    const std::string& notice() const { return notice_; }
    // The crosses of the last frame drawn: Black's forbidden points under renju.
    const std::vector<Point>& forbidden_shown() const { return forbidden_; }
    // The translucent preview stone of the last frame drawn, if any.
    std::optional<Point> ghost_shown() const { return ghost_shown_; }

    // The hint's ring pulses this long, then stays bright: a pulse forever would keep the
    // window drawing at display rate while the player thinks. It ends at the pulse's peak.
    static constexpr double kHintPulseSeconds = 3.25;
    // A stone just placed settles in over this long.
    static constexpr double kPlaceSeconds = 0.12;

    enum ButtonId { kUndo, kRedo, kHint, kSound, kNew, kTitle, kButtonCount };
    const Button& button(ButtonId id) const { return buttons_[id]; }

  private:
    void relayout(int width, int height, float scale);
    void start_ai_if_its_turn();
    void start_ai_now();
    // The opening (game_scene_opening.cpp).
    void start_opening_decision();
    void on_opening_answer(std::uint64_t generation);
    void finish_opening_decision(const ai::OpeningDecision& decision);
    bool act_on_point(Point p); // the human's stone, offer or pick, as the step asks
    void prompt_if_due();       // shows the opening's question when a human must answer
    bool human_acted() const;   // is there an action of a human to take back?
    std::string opening_prompt() const;
    ai::Level acting_level() const;
    void stop_ai();
    void drop_hint();
    void moved(Point p, bool by_computer);
    void refuse(std::string why);
    void press(int button);
    // Runs `action` at once, or after a yes when a game is in progress.
    void confirm_then(std::string question, std::string yes, std::function<void()> action,
                      bool quits = false);
    void draw_panel(const Ui& ui);
    void draw_text(const Ui& ui, std::string_view text, const SDL_Rect& box, float points,
                   SDL_Color colour, bool bold = false);
    // The first of `forms` (longest first) that fits; see the rule in the definition.
    void draw_text(const Ui& ui, std::initializer_list<std::string_view> forms, const SDL_Rect& box,
                   float points, SDL_Color colour, bool bold = false);
    void draw_thinking(const Ui& ui, float cx, float cy) const;
    std::string opponent_text(bool short_form) const;
    std::string setup_text() const;
    std::string turn_text() const;
    void log_layout(float scale) const;
    void keep(); // writes the game to disk after every change (game_keeper.hpp)
    // The clocks follow the game: they run while it is on and the scene is on top and
    // visible, stand still otherwise (game_scene_clock.cpp).
    void sync_clocks();
    void check_flag();
    void lose_on_time(Stone side);
    // The player is to move (the hint) or the computer (its move): the limits it gets.
    ai::Limits computer_limits() const;
    ai::Limits hint_limits() const;
    void draw_clocks(const Ui& ui);
    double clock_redraw_in() const;
    void count_result(); // the player's statistics, once per game (statistics.hpp)

    App& app_;
    Settings setup_;
    Game game_;
    std::string library_name_; // the game's file in the library; empty before its first move
    bool counted_ = false;     // in the statistics already (an undone loss stays a loss)
    BoardView view_;
    GameLayout layout_;
    std::vector<DrawnText> text_drawn_;
    SDL_Rect panel_{};
    std::vector<Button> buttons_;
    bool portrait_ = false;

    std::uint64_t generation_ = 0; // the one AI answer still wanted; 0: none
    bool thinking_ = false;
    std::optional<ai::Progress> progress_;
    bool show_thinking_ = true; // the search's progress line in the panel (key I)
    std::uint64_t hint_generation_ = 0;
    bool hinting_ = false;
    std::optional<Point> hint_;
    std::optional<Point> pulsing_hint_; // the hint whose ring pulses, since hint_since_
    double hint_since_ = 0;
    Point placed_ = kNoPoint; // the last move, and since when it is on show
    double placed_since_ = -1;
    double clock_ = 0; // seconds since the scene began, for animations
    std::mt19937_64 seeds_;

    std::optional<Point> hover_;
    std::vector<Point> forbidden_; // renju: Black's forbidden points, refreshed each frame
    std::optional<Point> ghost_shown_;
    std::optional<Point> pressed_point_;
    ButtonTracker buttons_tracker_;
    bool finger_down_ = false;
    Point cursor_;
    bool show_cursor_ = false;

    Opening opening_;
    std::optional<ai::OpeningPlanner> planner_; // the computer's opening decision in progress
    bool prompting_ = false;                    // the opening's question is on show
    bool paused_ = false;          // computer vs computer
    bool step_once_ = false;       // one move although paused
    double demo_move_at_ = -1;     // when the next computer move starts (the speed setting)
    bool demo_ = false;
    GameClocks clocks_;
    Stone out_of_time_ = Stone::Empty;
    Stone flag_noted_ = Stone::Empty; // losing on time off: the side whose flag was announced
    bool covered_ = false;            // a dialog or another scene is on top
    bool minimised_ = false;

    std::string notice_;
    double notice_until_ = 0;
    static constexpr double kNoticeSeconds = 1.8; // how long a notice stays (a hint's: twice)
    double result_at_ = -1; // when to show the result card; negative when none is due
};

} // namespace gomoku::app
