#include "app.hpp"

#include "asset_error.hpp"
#include "atomic_file.hpp"
#include "game_scene.hpp"
#include "game_library.hpp"
#include "message_scene.hpp"
#include "review_scene.hpp"
#include "theme.hpp"
#include "title_scene.hpp"

#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <thread>

namespace gomoku::app {

namespace fs = std::filesystem;

SdlLibraries::SdlLibraries() {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        throw std::runtime_error(std::string("cannot start SDL: ") + SDL_GetError());
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

std::pair<int, int> default_window_size() {
    int w = 1100;
    int h = 780;
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        w = std::min(w, usable.w * 9 / 10);
        h = std::min(h, usable.h * 9 / 10);
    }
    return {std::max(w, 400), std::max(h, 320)};
}

} // namespace

App::App(const Options& options, ai::SearchRunner::SearchFunction search) : options_(options) {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    const auto [w, h] = options.window.value_or(default_window_size());
    // --check-assets only loads the data files: no window to show.
    const Uint32 shown = options.check_assets ? SDL_WINDOW_HIDDEN : 0;
    window_.reset(SDL_CreateWindow("Gomoku", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                   SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | shown));
    if (!window_) {
        throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
    }
    SDL_SetWindowMinimumSize(window_.get(), 360, 300);
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
    text_ = std::make_unique<TextRenderer>(renderer_.get(), root / "fonts" / "DejaVuSans.ttf",
                                           root / "fonts" / "DejaVuSans-Bold.ttf");

    const fs::path dir = preference_dir();
    keeper_ = std::make_unique<GameKeeper>(dir);
    statistics_ = std::make_unique<StatisticsFile>(dir.empty() ? fs::path() : dir / "statistics.ini");
    if (!dir.empty()) {
        settings_file_ = dir / "settings.ini";
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
    audio_ = std::make_unique<Audio>(root / "sounds", settings_.sound && !options.mute);

    ai_event_ = SDL_RegisterEvents(1);
    if (ai_event_ == static_cast<Uint32>(-1)) {
        throw std::runtime_error("cannot register an SDL event type");
    }
    for (AiTask task : {AiTask::Move, AiTask::Hint, AiTask::Review}) {
        // The event carries the task and the kind of news in `code`, the generation and the
        // move in the data words: SDL copies them, so nothing is shared with the runner's
        // thread.
        auto push = [type = ai_event_, task](std::uint64_t generation, bool progress, Point move) {
            SDL_Event event{};
            event.type = type;
            event.user.code = static_cast<Sint32>(task) * 2 + (progress ? 1 : 0);
            event.user.data1 = reinterpret_cast<void*>(static_cast<std::uintptr_t>(generation));
            event.user.data2 = reinterpret_cast<void*>(
                static_cast<std::uintptr_t>((move.x + 1) * 64 + (move.y + 1)));
            SDL_PushEvent(&event); // safe from any thread
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

    push_first_scene();
    scenes_.apply();
    last_frame_ = std::chrono::steady_clock::now();
}

void App::push_first_scene() {
    if (options_.starts_game()) {
        Settings setup = settings_;
        setup.play = options_.play.value_or(setup.play);
        setup.size = options_.size.value_or(setup.size);
        setup.rule = options_.rule.value_or(setup.rule);
        setup.level = options_.level.value_or(setup.level);
        scenes_.push(std::make_unique<GameScene>(*this, setup));
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
        scenes_.push(std::make_unique<GameScene>(*this, std::move(*resumed.game)));
    } else {
        scenes_.push(std::make_unique<TitleScene>(*this));
    }
    if (const std::string& notice = statistics_->notice(); !notice.empty()) {
        std::fprintf(stderr, "gomoku: %s\n", notice.c_str());
        scenes_.push(std::make_unique<MessageScene>(*this, "Statistics lost", notice));
    }
    if (!resumed.notice.empty()) {
        std::fprintf(stderr, "gomoku: %s\n", resumed.notice.c_str());
        scenes_.push(std::make_unique<MessageScene>(*this, "Saved game lost", resumed.notice));
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
    scenes_.push(std::make_unique<MessageScene>(*this, "Cannot open this game", error));
}

App::~App() {
    // Scenes first (they may cancel the AI), then the worker joins before SDL goes.
    scenes_.replace_all(nullptr);
    scenes_.apply();
    for (auto& worker : ai_) {
        worker.reset();
    }
}

void App::update_settings(const Settings& settings) {
    if (settings == settings_) {
        return;
    }
    settings_ = settings;
    if (!settings_file_.empty()) {
        if (const std::string error = write_settings(settings_file_, settings_); !error.empty()) {
            std::fprintf(stderr, "gomoku: %s\n", error.c_str());
        }
    }
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
            quit();
        } else {
            scene->on_key(e.key);
        }
        break;
    default:
        scene->on_event(e);
        break;
    }
}

void App::render() {
    SDL_Renderer* r = renderer_.get();
    SDL_SetRenderDrawColor(r, theme::kBackground.r, theme::kBackground.g, theme::kBackground.b, 255);
    SDL_RenderClear(r);
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(r, &w, &h);
    const Ui ui{r, *assets_, *text_, pixel_scale()};
    scenes_.draw(ui, w, h);
}

void App::run_frame() {
    const auto start = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(start - last_frame_).count();
    last_frame_ = start;

    SDL_Event e;
    while (SDL_PollEvent(&e)) {
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
    if (Scene* scene = scenes_.top()) {
        scene->update(std::min(seconds, 0.25));
    }
    scenes_.apply();
    render();
    SDL_RenderPresent(renderer_.get());
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
    return IMG_SavePNG(shot.get(), file.string().c_str()) == 0;
}

} // namespace gomoku::app
