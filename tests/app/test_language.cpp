// The game in Chinese: chosen by --lang, by the system's locale, by the setting (at once,
// and remembered); a broken catalog entry stays English; the CJK font has every glyph.

#include "harness.hpp"

#include "app/asset_error.hpp"
#include "app/language.hpp"
#include "app/settings_scene.hpp"
#include "app/title_scene.hpp"
#include "i18n/po_reader.hpp"

#include "test_support/catch.hpp"

#include <SDL_ttf.h>

#include <fstream>
#include <iterator>

using namespace gomoku;
using namespace gomoku::app;
using gomoku::test::TempPrefs;

namespace {

// The system's locale is only LANG (LC_ALL, LC_MESSAGES and LANGUAGE unset) while it lives.
class LocaleEnvironment {
  public:
    explicit LocaleEnvironment(const char* lang) {
        for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"}) {
            SDL_setenv(name, "", 1);
        }
        SDL_setenv("LANG", lang, 1);
    }
    ~LocaleEnvironment() { SDL_setenv("LC_ALL", "C", 1); }
};

TitleScene* title_of(App& app) {
    app.run_frame();
    return dynamic_cast<TitleScene*>(app.scenes().top());
}

std::string read_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

SCENARIO("--lang zh_CN and LANG=zh_CN.UTF-8 both give Chinese", "[language]") {
    TempPrefs prefs;
    GIVEN("--lang zh_CN") {
        Options options;
        options.language = "zh_CN";
        App app(options);
        TitleScene* title = title_of(app);
        REQUIRE(title);
        CHECK(app.translator().language() == "zh_CN");
        CHECK(title->button(TitleScene::kStart).label == "开始");
        CHECK(title->button(TitleScene::kPlay).label == "你执黑对电脑");
    }
    GIVEN("LANG=zh_CN.UTF-8 and nothing else") {
        LocaleEnvironment locale("zh_CN.UTF-8");
        App app(Options{});
        TitleScene* title = title_of(app);
        REQUIRE(title);
        CHECK(title->button(TitleScene::kStart).label == "开始");
    }
    GIVEN("LANG=en_GB.UTF-8, or a language the game does not speak") {
        for (const char* lang : {"en_GB.UTF-8", "de_DE.UTF-8", "C"}) {
            LocaleEnvironment locale(lang);
            App app(Options{});
            TitleScene* title = title_of(app);
            REQUIRE(title);
            CHECK(title->button(TitleScene::kStart).label == "Play");
        }
    }
}

TEST_CASE("--lang takes en or zh_CN, and says so otherwise", "[language]") {
    CHECK(parse_options({"--lang", "zh_CN"}).options.language == "zh_CN");
    CHECK(parse_options({"--lang=en"}).options.language == "en");
    CHECK(parse_options({"--lang", "zh-Hans"}).options.language == "zh_CN");
    CHECK(parse_options({"--lang", "klingon"}).error ==
          "bad value 'klingon' for --lang (expected en or zh_CN)");
    CHECK(parse_options({"--lang"}).error == "option --lang needs a value");
    CHECK(parse_options({}).options.language.empty());
}

TEST_CASE("the language setting reads back, and a bad one keeps following the system",
          "[language]") {
    TempPrefs prefs;
    const std::filesystem::path file = prefs.dir() / "settings.ini";
    Settings chosen;
    chosen.language = "zh_CN";
    REQUIRE(write_settings(file, chosen).empty());
    CHECK(read_settings(file).settings.language == "zh_CN");
    std::ofstream(file) << "language=klingon\nlevel=hard\n";
    const LoadedSettings bad = read_settings(file);
    CHECK(bad.settings.language.empty());
    CHECK(bad.settings.level == ai::Level::Hard);
    CHECK(bad.warnings.find("language") != std::string::npos);
    std::ofstream(file) << "language=system\n";
    CHECK(read_settings(file).warnings.empty());
}

SCENARIO("Without the Chinese font the game starts in English, and --check-assets says why",
         "[language]") {
    TempPrefs prefs;
    const std::filesystem::path copy = prefs.dir() / "assets";
    std::filesystem::copy(GOMOKU_TEST_ASSETS, copy, std::filesystem::copy_options::recursive);
    std::filesystem::remove(copy / "fonts" / "NotoSansSC-Subset.otf");
    const std::string original = GOMOKU_TEST_ASSETS;
    SDL_setenv("GOMOKU_ASSETS", copy.string().c_str(), 1);
    {
        Options options;
        options.language = "zh_CN";
        App app(options);
        TitleScene* title = title_of(app);
        REQUIRE(title);
        CHECK(app.translator().language() == "en");
        CHECK(title->button(TitleScene::kStart).label == "Play");
    }
    Options check;
    check.check_assets = true;
    CHECK_THROWS_WITH(App(check), Catch::Contains("NotoSansSC-Subset.otf"));
    SDL_setenv("GOMOKU_ASSETS", original.c_str(), 1);
}

TEST_CASE("locale names are matched to the game's languages", "[language]") {
    CHECK(match_language("zh_CN.UTF-8") == "zh_CN");
    CHECK(match_language("zh-Hans-CN") == "zh_CN");
    CHECK(match_language("zh_SG") == "zh_CN");
    CHECK(match_language("zh") == "zh_CN");
    CHECK(match_language("zh_TW.UTF-8").empty());
    CHECK(match_language("zh-Hant").empty());
    CHECK(match_language("en_US@euro") == "en");
    CHECK(match_language("fr_FR").empty());
    CHECK(match_language("C").empty());
    CHECK(next_language("", +1) == "en");
    CHECK(next_language("en", +1) == "zh_CN");
    CHECK(next_language("zh_CN", +1).empty());
    CHECK(next_language("", -1) == "zh_CN");
}

SCENARIO("The Settings row changes the language at once, and it is remembered", "[language]") {
    TempPrefs prefs;
    {
        App app(Options{});
        app.scenes().push(std::make_unique<SettingsScene>(app));
        app.scenes().apply();
        app.run_frame();
        auto* settings = dynamic_cast<SettingsScene*>(app.scenes().top());
        REQUIRE(settings);
        CHECK(settings->button(SettingsScene::kLanguage).label ==
              "Language: as the system (English)");
        for (int i = 0; i < SettingsScene::kLanguage; ++i) {
            test::press_key(SDLK_DOWN);
        }
        test::press_key(SDLK_RIGHT); // system -> English
        test::press_key(SDLK_RIGHT); // English -> 简体中文
        app.run_frame();
        CHECK(app.settings().language == "zh_CN");
        CHECK(settings->button(SettingsScene::kLanguage).label == "语言：简体中文");
        CHECK(settings->button(SettingsScene::kBack).label == "返回");
        test::press_key(SDLK_ESCAPE);
        app.run_frame();
        TitleScene* title = dynamic_cast<TitleScene*>(app.scenes().top());
        REQUIRE(title);
        CHECK(title->button(TitleScene::kSettings).label == "设置");
    }
    App again(Options{});
    TitleScene* title = title_of(again);
    REQUIRE(title);
    CHECK(title->button(TitleScene::kStart).label == "开始");
    CHECK(read_file(prefs.dir() / "settings.ini").find("language=zh_CN\n") != std::string::npos);
}

TEST_CASE("a broken catalog entry stays English, the rest is translated", "[language]") {
    TempPrefs prefs;
    std::filesystem::create_directories(prefs.dir() / "locale");
    std::ofstream(prefs.dir() / "locale" / "zh_CN.po")
        << "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=1; plural=0;\\n\"\n\n"
           "msgid \"Undo\"\nmsgstr \"悔棋\n\n"        // not closed
           "msgid \"Hint: {0}\"\nmsgstr \"提示\"\n\n" // loses its place
           "msgid \"Redo\"\nmsgstr \"重做\"\n\n"
           "msgid \"{0} move\"\nmsgid_plural \"{0} moves\"\nmsgstr[0] \"{0} 手\"\n";
    const Translator tr = load_translator(prefs.dir(), "zh_CN");
    CHECK(tr.language() == "zh_CN");
    CHECK(tr("Undo") == "Undo");
    CHECK(format(tr("Hint: {0}"), {"h8"}) == "Hint: h8");
    CHECK(tr("Redo") == "重做");
    CHECK(tr.plural("{0} move", "{0} moves", 1) == "{0} 手");
    CHECK(tr.plural("{0} move", "{0} moves", 5) == "{0} 手");
    CHECK(tr("Not in the catalog") == "Not in the catalog");
    const Translator missing = load_translator(prefs.dir() / "nowhere", "zh_CN");
    CHECK(missing("Redo") == "Redo");
    const Translator english;
    CHECK(english.plural("{0} move", "{0} moves", 1) == "{0} move");
    CHECK(english.plural("{0} move", "{0} moves", 0) == "{0} moves");
}

TEST_CASE("the CJK font subset has a glyph for every character of every catalog", "[language]") {
    REQUIRE(TTF_Init() == 0);
    const std::filesystem::path assets = GOMOKU_TEST_ASSETS;
    TTF_Font* font =
        TTF_OpenFont((assets / "fonts" / "NotoSansSC-Subset.otf").string().c_str(), 16);
    REQUIRE(font);
    std::string text;
    for (const auto& file : std::filesystem::directory_iterator(assets / "locale")) {
        text += read_file(file.path());
    }
    for (const Language& l : languages()) {
        text += l.name;
    }
    std::string missing;
    int checked = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        Uint32 code = length == 1 ? c : c & (0x7F >> length);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k) {
            code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        }
        const std::string_view glyph = std::string_view(text).substr(i, length);
        i += length;
        if (code < 0x20) {
            continue;
        }
        ++checked;
        if (TTF_GlyphIsProvided32(font, code) == 0 && missing.find(glyph) == std::string::npos) {
            missing.append(" ").append(glyph);
        }
    }
    TTF_CloseFont(font);
    // The check can fail: the English font has no Chinese at all.
    TTF_Font* dejavu = TTF_OpenFont((assets / "fonts" / "DejaVuSans.ttf").string().c_str(), 16);
    REQUIRE(dejavu);
    CHECK(TTF_GlyphIsProvided32(dejavu, 0x4E94) == 0); // 五
    TTF_CloseFont(dejavu);
    TTF_Quit();
    INFO("not in the subset (run third_party/noto-cjk/make_subset.py):" << missing);
    CHECK(missing.empty());
    CHECK(checked > 1000);
}
