#pragma once

#include "ai/search_runner.hpp"
#include "ai_result_box.hpp"
#include "assets.hpp"
#include "audio.hpp"
#include "game_keeper.hpp"
#include "options.hpp"
#include "scene_stack.hpp"
#include "settings.hpp"
#include "statistics.hpp"
#include "text.hpp"
#include "translator.hpp"

#include <array>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

namespace gomoku::app {

// SDL and its helper libraries, started and stopped in the right order. Throws
// NoDisplayError when SDL finds no screen to show a window on (see below).
class SdlLibraries {
  public:
    explicit SdlLibraries(bool window_needed = true);
    ~SdlLibraries();
    SdlLibraries(const SdlLibraries&) = delete;
    SdlLibraries& operator=(const SdlLibraries&) = delete;
};

// What the AI is asked for: the computer's move, or a hint for the player. Each has its
// own runner, so a hint never delays the computer and the other way round.
// The post-game review has a runner of its own too, so a review never delays a move.
enum class AiTask { Move, Hint, Review };

// The AI's answer, or news of its progress, as an SDL event: pushed from the runner's
// thread, read in the frame loop. A progress event carries no move: the scene asks the
// App for the latest report (ai_progress).
struct AiAnswer {
    AiTask task;
    std::uint64_t generation;
    bool progress = false;
    Point move = kNoPoint;
};

// Owns the window, the renderer, the services the scenes use, and the frame loop.
class App {
  public:
    // `search` replaces the engine in both runners (tests inject slow or scripted ones).
    explicit App(const Options& options, ai::SearchRunner::SearchFunction search = {});
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Runs frames until the player quits. Returns the process exit code.
    int run();
    // One frame: events, update, draw, present. With pacing on, it first sleeps until an
    // event comes or the top scene has something due, and draws only when something
    // changed or moves, so a window nobody touches costs nothing. Public for tests and the
    // benchmark.
    void run_frame();
    // Draws the next frame even when nothing changed (the frames benchmark).
    void request_redraw() { redraw_ = true; }
    bool running() const { return running_; }
    void quit() { running_ = false; }
    // Quits, unless the top scene asks first (a game in progress).
    void request_quit();
    // Off: frames run back to back, never waiting for events (tests); on: they wait, and
    // run at most about 60 per second even without vsync.
    void set_frame_pacing(bool on) { pacing_ = on; }
    // Frames drawn and presented so far (the idle benchmark counts them).
    long frames_drawn() const { return frames_drawn_; }

    SceneStack& scenes() { return scenes_; }
    Audio& audio() { return *audio_; }
    const Settings& settings() const { return settings_; }
    // The setup of the game being played or last played: what the title screen shows. A
    // game from the command line sets it without saving it; the title saves it once the
    // player changes something there.
    const Settings& game_setup() const { return game_setup_; }
    void set_game_setup(const Settings& setup) { game_setup_ = setup; }
    // Changes and saves the settings (atomically, under the preference folder).
    void update_settings(const Settings& settings);
    void set_sound(bool on);
    // Saves the game setup part (play, level, size, rule) of `setup`, nothing else.
    void save_game_setup(const Settings& setup);
    // F11 or the setting; remembered for the next start.
    void set_fullscreen(bool on);
    bool fullscreen() const;
    const Options& options() const { return options_; }
    // The text shown for an English msgid in the player's language (see Translator).
    std::string_view tr(std::string_view msgid, std::string_view context = {}) const {
        return translator_(msgid, context);
    }
    const Translator& translator() const { return translator_; }
    bool verbose() const { return options_.verbose; }

    // Starts a search with the level's game limits; its answer arrives as an AiAnswer event
    // (see read_ai_answer) carrying the generation returned here, which never repeats for
    // the App's lifetime.
    std::uint64_t start_ai(const ai::SearchRequest& request, AiTask task = AiTask::Move);
    // The same with limits of the caller's (the review's time per position).
    std::uint64_t start_ai(const ai::SearchRequest& request, AiTask task, const ai::Limits& limits);
    void cancel_ai(AiTask task = AiTask::Move) { worker(task).cancel(); }
    // "Move now": the search ends and its best move so far arrives as the answer.
    void move_now(AiTask task = AiTask::Move) { worker(task).stop(); }
    bool ai_busy(AiTask task = AiTask::Move) const { return worker(task).busy(); }
    std::optional<AiAnswer> read_ai_answer(const SDL_Event& event) const;
    // The whole answer (score, line) of a finished search, once; for the review.
    std::optional<ai::SearchResult> take_ai_result(AiTask task, std::uint64_t generation) {
        return results_[static_cast<std::size_t>(task)].take(generation);
    }
    // The last progress report of that search, while it is the one running.
    std::optional<ai::Progress> ai_progress(AiTask task, std::uint64_t generation) const {
        return worker(task).progress(generation);
    }
    // The SDL event type the AI's answers come as (tests filter it).
    Uint32 ai_event_type() const { return ai_event_; }

    // The time the game clocks count in: a steady clock in milliseconds from an arbitrary
    // origin, or the tests' fake one (set_time_source).
    std::chrono::milliseconds now() const;
    void set_time_source(std::function<std::chrono::milliseconds()> source) {
        time_source_ = std::move(source);
    }

    SDL_Window* window() const { return window_.get(); }
    SDL_Renderer* renderer() const { return renderer_.get(); }
    // Drawable pixels per window point (2 on a typical HiDPI screen).
    float pixel_scale() const;
    bool save_screenshot(const std::filesystem::path& file);
    std::filesystem::path settings_file() const { return settings_file_; }
    // The game in progress and the library of games, on disk (issue 13).
    GameKeeper& keeper() { return *keeper_; }
    // The player's record against each level (issue 13).
    StatisticsFile& statistics() { return *statistics_; }
    const StatisticsFile& statistics() const { return *statistics_; }
    // Opens an SGF or .psq record in the review scene, or tells the player why not.
    void open_record(const std::filesystem::path& file);

  private:
    void dispatch(const SDL_Event& event);
    void wait_for_work();
    void render(); // draws the scenes, without presenting
    void push_first_scene();
    // Loads the catalog and fonts of `language` and retitles the window.
    void use_language(const std::string& language);
    ai::SearchRunner& worker(AiTask task) const { return *ai_[static_cast<std::size_t>(task)]; }

    Options options_;
    SdlLibraries libraries_;
    WindowPtr window_;
    RendererPtr renderer_;
    std::unique_ptr<Assets> assets_;
    std::unique_ptr<TextRenderer> text_;
    std::unique_ptr<Audio> audio_;
    std::filesystem::path settings_file_;
    Settings settings_;
    Settings game_setup_;
    Translator translator_;
    std::unique_ptr<GameKeeper> keeper_;
    std::unique_ptr<StatisticsFile> statistics_;
    // Set by a runner whose SDL_PushEvent failed (full queue): the frame loop tells the
    // scene, which asks again, instead of waiting forever for an answer that never comes.
    std::atomic<bool> events_lost_{false};
    Uint32 ai_event_ = 0; // one event type; its code says which task and what kind of news
    std::array<AiResultBox, 3> results_; // before the runners, whose callbacks fill them
    std::array<std::unique_ptr<ai::SearchRunner>, 3> ai_; // after everything their callbacks touch
    SceneStack scenes_;                                   // last: scenes use all of the above

    std::function<std::chrono::milliseconds()> time_source_; // empty: the steady clock
    bool running_ = true;
    bool pacing_ = true;
    long frames_drawn_ = 0;
    bool redraw_ = true; // something changed since the last frame drawn
    std::chrono::steady_clock::time_point last_frame_;
};

} // namespace gomoku::app
