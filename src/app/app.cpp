#include "app.hpp"
#include "utf8_path.hpp"

#include "asset_error.hpp"
#include "atomic_file.hpp"
#include "display_check.hpp"
#include "game_layout.hpp"
#include "game_library.hpp"
#include "game_scene.hpp"
#include "language.hpp"
#include "message_scene.hpp"
#include "review_scene.hpp"
#include "theme.hpp"
#include "title_scene.hpp"
#include "window_place.hpp"

#include <SDL_image.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <thread>

namespace gomoku::app {

namespace fs = std::filesystem;

SdlLibraries::SdlLibraries(bool window_needed) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        throw NoDisplayError(SDL_GetError());
    }
    if (window_needed) {
        if (const std::string why = missing_display(); !why.empty()) {
            SDL_Quit();
            throw NoDisplayError(why);
        }
    }
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        SDL_Quit();
        throw std::runtime_error(std::string("cannot start SDL_image: ") + IMG_GetError());
    }
    if (TTF_Init() != 0) {
        IMG_Quit();
        SDL_Quit();
        throw std::runtime_error(std::string("cannot start SDL_ttf: ") + TTF_GetError());
    }
}

SdlLibraries::~SdlLibraries() {
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

namespace {

fs::path preference_dir() {
    if (const char* env = std::getenv("GOMOKU_PREF_DIR"); env && *env) {
        std::error_code ec;
        fs::create_directories(env, ec);
        return env;
    }
    if (SdlStringPtr pref{SDL_GetPrefPath("Gomoku", "gomoku")}) {
        return fs::u8path(pref.get());
    }
    return {};
}

} // namespace

App::App(const Options& options, ai::SearchRunner::SearchFunction search)
    : options_(options), libraries_(!options.check_assets) {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    // The close button comes as a window event the game may answer with a question; SDL_QUIT
    // then only comes from the system (SIGTERM at logout), which must not wait for one.
    SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0");
    const fs::path pref_dir = preference_dir();
    if (!pref_dir.empty()) {
        settings_file_ = pref_dir / "settings.ini";
        auto loaded = read_settings(settings_file_);
        if (!loaded.warnings.empty()) {
            std::fprintf(stderr, "gomoku: settings file has errors, using defaults for them:\n%s",
                         loaded.warnings.c_str());
        }
        settings_ = loaded.settings;
    } else {
        std::fprintf(stderr, "gomoku: no folder for settings (%s); they will not be kept\n",
                     SDL_GetError());
    }
    const WindowOpening opening = window_opening(settings_.window, options.window);
    // --check-assets only loads the data files: no window to show.
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    flags |= options.check_assets ? SDL_WINDOW_HIDDEN : 0;
    flags |= opening.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0;
    window_.reset(SDL_CreateWindow("Gomoku", opening.x, opening.y, opening.width, opening.height, flags));
    if (!window_) {
        throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
    }
    SDL_SetWindowMinimumSize(window_.get(), kMinWindowWidth, kMinWindowHeight);
    renderer_.reset(SDL_CreateRenderer(window_.get(), -1,
                                       SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC));
    if (!renderer_) {
        // The dummy video driver and some virtual machines only have the software renderer.
        renderer_.reset(SDL_CreateRenderer(window_.get(), -1, 0));
    }
    if (!renderer_) {
        throw std::runtime_error(std::string("cannot create a renderer: ") + SDL_GetError());
    }
    SDL_SetRenderDrawBlendMode(renderer_.get(), SDL_BLENDMODE_BLEND);

    const fs::path root = find_assets_dir();
    assets_ = std::make_unique<Assets>(renderer_.get(), root);
    SDL_SetWindowIcon(window_.get(), assets_->load_icon().get());
    const FontFiles english = font_files(root, "en");
    text_ = std::make_unique<TextRenderer>(renderer_.get(), english.regular, english.bold);
    use_language(choose_language(options.language, settings_.language));
    if (options.check_assets) {
        check_language_files(renderer_.get(), root);
    }

    keeper_ = std::make_unique<GameKeeper>(pref_dir);
    statistics_ = std::make_unique<StatisticsFile>(pref_dir.empty() ? fs::path() : pref_dir / "statistics.ini");
    audio_ = std::make_unique<Audio>(root / "sounds", settings_.sound && !options.mute);
    audio_->set_volume(settings_.volume);

    ai_event_ = SDL_RegisterEvents(1);
    if (ai_event_ == static_cast<Uint32>(-1)) {
        throw std::runtime_error("cannot register an SDL event type");
    }
    for (AiTask task : {AiTask::Move, AiTask::Hint, AiTask::Review}) {
        // The event carries the task and the kind of news in `code`, the generation and the
        // move in the data words: SDL copies them, so nothing is shared with the runner's
        // thread. SDL_PushEvent is safe from any thread and fails when the queue is full: a
        // lost answer is noted (the frame loop has the scene ask again); a lost progress
        // report only leaves the panel a report behind.
        auto push = [type = ai_event_, task, lost = &events_lost_](std::uint64_t generation, bool progress,
                                                                  Point move) {
            SDL_Event event{};
            event.type = type;
            event.user.code = static_cast<Sint32>(task) * 2 + (progress ? 1 : 0);
            event.user.data1 = reinterpret_cast<void*>(static_cast<std::uintptr_t>(generation));
            event.user.data2 = reinterpret_cast<void*>(
                static_cast<std::uintptr_t>((move.x + 1) * 64 + (move.y + 1)));
            if (SDL_PushEvent(&event) != 1 && !progress) {
                lost->store(true);
            }
        };
        ai::SearchRunner::Callbacks callbacks{
            [push, box = &results_[static_cast<std::size_t>(task)]](std::uint64_t g,
                                                                    const ai::SearchResult& r) {
                box->put(g, r);
                push(g, false, r.move);
            },
            [push](std::uint64_t g, const ai::Progress&) { push(g, true, kNoPoint); }};
        ai_[static_cast<std::size_t>(task)] =
            std::make_unique<ai::SearchRunner>(std::move(callbacks), search);
    }

    game_setup_ = settings_;
    push_first_scene();
    scenes_.apply();
    last_frame_ = std::chrono::steady_clock::now();
}

void App::push_first_scene() {
    if (options_.starts_game()) {
        // The title shows the game played, without saving it (game_setup_, not settings_).
        game_setup_.play = options_.play.value_or(game_setup_.play);
        game_setup_.size = options_.size.value_or(game_setup_.size);
        game_setup_.rule = options_.rule.value_or(game_setup_.rule);
        game_setup_.opening = options_.opening.value_or(game_setup_.opening);
        game_setup_.demo_delay_ms = options_.demo_delay_ms.value_or(game_setup_.demo_delay_ms);
        if (options_.demo) {
            game_setup_.play = PlayMode::Computers;
        }
        game_setup_.level = options_.level.value_or(game_setup_.level);
        game_setup_.clock = options_.clock.value_or(game_setup_.clock);
        scenes_.push(std::make_unique<GameScene>(*this, game_setup_));
        return;
    }
    if (!options_.open_file.empty()) {
        // gomoku FILE: the record to replay, the title below it.
        scenes_.push(std::make_unique<TitleScene>(*this));
        open_record(fs::u8path(options_.open_file));
        return;
    }
    // The game the last run left unfinished comes back as it was, the title one Esc away.
    GameKeeper::Resumed resumed = keeper_->resume();
    if (resumed.game) {
        if (verbose()) {
            std::printf("resumed game: %zu moves\n", resumed.game->game.move_count());
            std::fflush(stdout);
        }
        // Only the game's own choices: the rest of the settings (sound, theme, window) stay.
        const Settings& played = resumed.game->setup;
        game_setup_.play = played.play;
        game_setup_.size = played.size;
        game_setup_.rule = played.rule;
        game_setup_.level = played.level;
        game_setup_.clock = played.clock;
        scenes_.push(std::make_unique<GameScene>(*this, std::move(*resumed.game)));
    } else {
        scenes_.push(std::make_unique<TitleScene>(*this));
    }
    if (const std::string& notice = statistics_->notice(); !notice.empty()) {
        std::fprintf(stderr, "gomoku: %s\n", notice.c_str());
        const LostFile& lost = statistics_->lost();
        const std::string text =
            lost.kept_as.empty()
                ? format(tr("Your statistics could not be read ({0}), so counting starts again. "
                            "The file is left where it was: {1}"),
                         {lost.error, path_text(lost.file)})
                : format(tr("Your statistics could not be read ({0}), so counting starts again. "
                            "The old file is kept as {1}"),
                         {lost.error, path_text(lost.kept_as)});
        scenes_.push(
            std::make_unique<MessageScene>(*this, std::string(tr("Statistics lost")), text));
    }
    if (!resumed.notice.empty()) {
        std::fprintf(stderr, "gomoku: %s\n", resumed.notice.c_str());
        const LostFile& lost = resumed.lost;
        const std::string text =
            lost.kept_as.empty() ? format(tr("The game in progress could not be restored ({0}). "
                                             "The file is left where it was: {1}"),
                                          {lost.error, path_text(lost.file)})
                                 : format(tr("The game in progress could not be restored ({0}). "
                                             "The file is kept as {1}"),
                                          {lost.error, path_text(lost.kept_as)});
        scenes_.push(
            std::make_unique<MessageScene>(*this, std::string(tr("Saved game lost")), text));
    }
}

void App::open_record(const fs::path& file) {
    auto record = read_record_file(file);
    std::string error = record ? std::string() : record.error();
    if (record) {
        auto game = to_game(*record);
        if (game) {
            scenes_.push(std::make_unique<ReviewScene>(*this, std::move(record).value(),
                                                       std::move(game).value()));
            return;
        }
        error = path_text(file.filename()) + ": " + game.error();
    }
    std::fprintf(stderr, "gomoku: %s\n", error.c_str());
    scenes_.push(
        std::make_unique<MessageScene>(*this, std::string(tr("Cannot open this game")), error));
}

App::~App() {
    if (!options_.check_assets) {
        Settings s = settings_;
        s.window = window_place(window_.get(), settings_.window);
        update_settings(s); // the window opens there next time
    }
    // Scenes first (they may cancel the AI), then the worker joins before SDL goes.
    scenes_.replace_all(nullptr);
    scenes_.apply();
    for (auto& worker : ai_) {
        worker.reset();
    }
}

void App::use_language(const std::string& language) {
    translator_ = load_translator(assets_->root(), language);
    const FontFiles fonts = font_files(assets_->root(), translator_.language());
    try {
        text_->set_fonts(fonts.regular, fonts.bold);
    } catch (const AssetError& e) {
        // Without its font the language cannot be shown: English, which always can.
        std::fprintf(stderr, "gomoku: %s; the game stays in English\n", e.what());
        translator_ = Translator();
        const FontFiles english = font_files(assets_->root(), "en");
        text_->set_fonts(english.regular, english.bold);
    }
    SDL_SetWindowTitle(window_.get(), std::string(tr("Gomoku")).c_str());
    redraw_ = true;
}

void App::update_settings(const Settings& settings) {
    if (settings == settings_) {
        return;
    }
    const bool new_language = settings.language != settings_.language;
    settings_ = settings;
    if (new_language) {
        // Labels are built at draw time, so the next frame is all in the new language.
        use_language(choose_language({}, settings_.language));
    }
    if (!settings_file_.empty()) {
        if (const std::string error = write_settings(settings_file_, settings_); !error.empty()) {
            std::fprintf(stderr, "gomoku: %s\n", error.c_str());
        }
    }
}

void App::save_game_setup(const Settings& setup) {
    Settings s = settings_;
    s.play = setup.play;
    s.level = setup.level;
    s.size = setup.size;
    s.rule = setup.rule;
    s.clock = setup.clock;
    update_settings(s);
}

void App::set_fullscreen(bool on) {
    Settings s = settings_;
    if (on && !fullscreen()) {
        s.window = window_place(window_.get(), settings_.window); // the size to come back to
    }
    SDL_SetWindowFullscreen(window_.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    s.window.fullscreen = on;
    update_settings(s);
    redraw_ = true;
}

bool App::fullscreen() const {
    return (SDL_GetWindowFlags(window_.get()) & SDL_WINDOW_FULLSCREEN) != 0;
}

void App::set_sound(bool on) {
    audio_->set_enabled(on);
    Settings s = settings_;
    s.sound = on;
    update_settings(s);
}

std::uint64_t App::start_ai(const ai::SearchRequest& request, AiTask task) {
    return worker(task).go(request, ai::game_limits(request.level));
}

std::uint64_t App::start_ai(const ai::SearchRequest& request, AiTask task,
                            const ai::Limits& limits) {
    return worker(task).go(request, limits);
}

std::optional<AiAnswer> App::read_ai_answer(const SDL_Event& event) const {
    if (event.type != ai_event_) {
        return std::nullopt;
    }
    const auto generation =
        static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(event.user.data1));
    const auto move = static_cast<int>(reinterpret_cast<std::uintptr_t>(event.user.data2));
    return AiAnswer{static_cast<AiTask>(event.user.code / 2), generation, event.user.code % 2 == 1,
                    Point{move / 64 - 1, move % 64 - 1}};
}

float App::pixel_scale() const {
    int ww = 0, wh = 0, dw = 0, dh = 0;
    SDL_GetWindowSize(window_.get(), &ww, &wh);
    SDL_GetRendererOutputSize(renderer_.get(), &dw, &dh);
    return ww > 0 && dw > 0 ? static_cast<float>(dw) / static_cast<float>(ww) : 1.0f;
}

int App::run() {
    while (running_ && !scenes_.empty()) {
        run_frame();
    }
    return 0;
}

void App::dispatch(const SDL_Event& e) {
    Scene* scene = scenes_.top();
    if (!scene) {
        return;
    }
    const float scale = pixel_scale();
    switch (e.type) {
    case SDL_MOUSEMOTION:
        // SDL also turns touches into mouse events; the finger events below handle them.
        if (e.motion.which != SDL_TOUCH_MOUSEID) {
            scene->on_pointer({Pointer::Kind::Move, e.motion.x * scale, e.motion.y * scale, false});
        }
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e.button.which != SDL_TOUCH_MOUSEID && e.button.button == SDL_BUTTON_LEFT) {
            scene->on_pointer({e.type == SDL_MOUSEBUTTONDOWN ? Pointer::Kind::Down : Pointer::Kind::Up,
                               e.button.x * scale, e.button.y * scale, false});
        }
        break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION: {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(renderer_.get(), &w, &h);
        const auto kind = e.type == SDL_FINGERDOWN ? Pointer::Kind::Down
                          : e.type == SDL_FINGERUP ? Pointer::Kind::Up
                                                   : Pointer::Kind::Move;
        scene->on_pointer({kind, e.tfinger.x * w, e.tfinger.y * h, true});
        break;
    }
    case SDL_KEYDOWN:
        if (e.key.keysym.sym == SDLK_q && (e.key.keysym.mod & KMOD_CTRL)) {
            request_quit();
        } else if (e.key.keysym.sym == SDLK_F11) {
            set_fullscreen(!fullscreen());
        } else {
            scene->on_key(e.key);
        }
        break;
    case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_CLOSE) {
            request_quit();
        } else {
            scene->on_event(e);
        }
        break;
    default:
        scene->on_event(e);
        break;
    }
}

void App::request_quit() {
    Scene* scene = scenes_.top();
    if (!scene || !scene->on_quit_request()) {
        quit();
    }
}

void App::render() {
    SDL_Renderer* r = renderer_.get();
    SDL_SetRenderDrawColor(r, theme::kBackground.r, theme::kBackground.g, theme::kBackground.b, 255);
    SDL_RenderClear(r);
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(r, &w, &h);
    const Ui ui{r, *assets_, *text_, translator_, pixel_scale()};
    scenes_.draw(ui, w, h);
}

void App::wait_for_work() {
    Scene* scene = scenes_.top();
    const double due = scene ? scene->redraw_in() : Scene::kNoRedraw;
    if (due <= 0) {
        return; // something moves: draw at display rate
    }
    // Wake at least once a second anyway, for checks that no event announces (see the
    // lost-answer flag). The worker's SDL_PushEvent wakes this wait at once.
    constexpr double kLongestWait = 1.0;
    const int ms = static_cast<int>(std::ceil(std::min(due, kLongestWait) * 1000.0));
    if (SDL_WaitEventTimeout(nullptr, ms) == 0 && due <= kLongestWait) {
        redraw_ = true; // the scene's deadline came (a notice expires, a card is due)
    }
}

std::chrono::milliseconds App::now() const {
    if (time_source_) {
        return time_source_();
    }
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now().time_since_epoch());
}

void App::run_frame() {
    if (pacing_ && !redraw_) {
        wait_for_work();
    }
    const auto start = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(start - last_frame_).count();
    last_frame_ = start;

    SDL_Event e;
    while (SDL_PollEvent(&e)) {
        redraw_ = true;
        if (e.type == SDL_QUIT) {
            quit();
        } else if (e.type == SDL_DROPFILE) {
            // A record dropped on the window opens for replay (UTF-8 path, SDL's to free).
            if (SdlStringPtr dropped{e.drop.file}) {
                open_record(fs::u8path(dropped.get()));
            }
        } else {
            dispatch(e);
        }
        scenes_.apply();
    }
    if (events_lost_.exchange(false)) {
        if (Scene* scene = scenes_.top()) {
            scene->on_events_lost();
        }
        redraw_ = true;
    }
    if (Scene* scene = scenes_.top()) {
        scene->update(std::min(seconds, 0.25));
    }
    if (scenes_.apply()) {
        redraw_ = true;
    }
    if (Scene* scene = scenes_.top(); scene && scene->redraw_in() <= 0) {
        redraw_ = true; // an animation's next step
    }
    if (!redraw_) {
        return;
    }
    redraw_ = false;
    render();
    SDL_RenderPresent(renderer_.get());
    ++frames_drawn_;
    if (pacing_) {
        // With vsync the present above already waited; without it (dummy driver, some
        // virtual machines) do not spin a core that the AI could use.
        std::this_thread::sleep_until(start + std::chrono::microseconds(16600));
    }
}

bool App::save_screenshot(const fs::path& file) {
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(renderer_.get(), &w, &h);
    render(); // read back a fresh frame: the buffer after a present is undefined
    SurfacePtr shot(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32));
    if (!shot || SDL_RenderReadPixels(renderer_.get(), nullptr, SDL_PIXELFORMAT_RGBA32,
                                      shot->pixels, shot->pitch) != 0) {
        return false;
    }
    return IMG_SavePNG(shot.get(), utf8_path(file).c_str()) == 0;
}

} // namespace gomoku::app
