#include "test_support/catch.hpp"

#include "harness.hpp"

#include "app/asset_error.hpp"

#include <cstdlib>
#include <fstream>

using namespace gomoku;
using namespace gomoku::app;
using namespace gomoku::test;
namespace fs = std::filesystem;

namespace {

// A copy of the data folder that a test may break, pointed to by GOMOKU_ASSETS.
class AssetCopy {
  public:
    AssetCopy() : original_(find_assets_dir()) {
        dir_ = prefs_.dir() / "assets";
        fs::copy(original_, dir_, fs::copy_options::recursive);
        SDL_setenv("GOMOKU_ASSETS", dir_.string().c_str(), 1);
    }
    ~AssetCopy() { SDL_setenv("GOMOKU_ASSETS", original_.string().c_str(), 1); }
    fs::path file(const char* relative) const { return dir_ / relative; }

  private:
    TempPrefs prefs_;
    fs::path original_;
    fs::path dir_;
};

std::string start_error() {
    try {
        App app(Options{});
    } catch (const AssetError& e) {
        return e.what();
    }
    return {};
}

} // namespace

SCENARIO("A missing or corrupt asset is named, not crashed on") {
    for (const char* name : {"stones/white.png", "icon.png", "fonts/DejaVuSans-Bold.ttf",
                             "sounds/win.wav"}) {
        GIVEN(std::string("no ") + name) {
            AssetCopy assets;
            fs::remove(assets.file(name));
            const std::string error = start_error();
            CHECK(error.find(name) != std::string::npos);
            CHECK(error.find("missing") != std::string::npos);
        }
        GIVEN(std::string("a corrupt ") + name) {
            AssetCopy assets;
            std::ofstream(assets.file(name), std::ios::binary | std::ios::trunc) << "not really";
            const std::string error = start_error();
            CHECK(error.find(name) != std::string::npos);
        }
    }
    GIVEN("GOMOKU_ASSETS naming a folder that is not ours") {
        TempPrefs prefs;
        const std::string before = std::getenv("GOMOKU_ASSETS") ? std::getenv("GOMOKU_ASSETS") : "";
        SDL_setenv("GOMOKU_ASSETS", prefs.dir().string().c_str(), 1);
        const std::string error = start_error();
        SDL_setenv("GOMOKU_ASSETS", before.c_str(), 1);
        CHECK(error.find("not a Gomoku data folder") != std::string::npos);
    }
}
