#include "test_support/catch.hpp"

#include "app/options.hpp"
#include "app/settings.hpp"

#include <fstream>
#include <random>

using namespace gomoku;
using namespace gomoku::app;

SCENARIO("The command line starts straight into a game") {
    const auto p = parse_options({"--play", "white", "--size=19", "--rule", "standard", "--level",
                                  "beginner", "--mute", "--window", "800x600"});
    REQUIRE(p.error.empty());
    CHECK(p.options.play == PlayMode::HumanWhite);
    CHECK(p.options.size == 19);
    CHECK(p.options.rule == Rule::Standard);
    CHECK(p.options.level == ai::Level::Beginner);
    CHECK(p.options.mute);
    CHECK(parse_options({"--rule", "renju"}).options.rule == Rule::Renju);
    CHECK(parse_options({"--rule=RENJU"}).options.rule == Rule::Renju);
    CHECK(p.options.window == std::pair{800, 600});
    CHECK(p.options.starts_game());
    CHECK_FALSE(parse_options({}).options.starts_game());
    CHECK(parse_options({"--play", "both"}).options.play == PlayMode::TwoPlayers);
}

SCENARIO("Bad command lines get a clear message") {
    CHECK(parse_options({"--frobnicate"}).error == "unknown option '--frobnicate'");
    CHECK(parse_options({"--size", "14"}).error.find("13, 15 or 19") != std::string::npos);
    CHECK(parse_options({"--play"}).error == "option --play needs a value");
    CHECK(parse_options({"--rule", "gomoku"}).error.find("freestyle, standard or renju") !=
          std::string::npos);
    CHECK(parse_options({"--level", "god"}).error.find("beginner") != std::string::npos);
    CHECK_FALSE(parse_options({"--window", "10x10"}).error.empty());
    CHECK(parse_options({"--help"}).options.show_help);
    CHECK(parse_options({"--check-assets"}).options.check_assets);
    CHECK_FALSE(parse_options({"--check-assets"}).options.starts_game());
    CHECK(usage_text().find("--play black|white|both") != std::string::npos);
}

namespace {
std::filesystem::path temp_file(const char* name) {
    std::random_device rd;
    return std::filesystem::temp_directory_path() / (std::to_string(rd()) + name);
}
} // namespace

SCENARIO("Settings survive a round trip and a corrupt file loses nothing else") {
    const auto file = temp_file("settings.ini");
    Settings s;
    s.sound = false;
    s.play = PlayMode::TwoPlayers;
    s.level = ai::Level::Hard;
    s.size = 19;
    s.rule = Rule::Standard;
    s.volume = 50;
    s.theme = BoardThemeId::HighContrast;
    s.move_numbers = true;
    s.coordinates = false;
    s.window = {1234, 777, true, -20, 40, true};
    REQUIRE(write_settings(file, s).empty());
    CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    const auto back = read_settings(file);
    CHECK(back.warnings.empty());
    CHECK(back.settings == s);

    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out << "sound=off\nsize=banana\n\x01\x02garbage\nlevel=beginner\nrule\n"
            << "volume=30\nwindow_width=-5\ntheme=neon\nwindow_x=12\n";
    }
    const auto corrupt = read_settings(file);
    CHECK_FALSE(corrupt.settings.sound);
    CHECK(corrupt.settings.level == ai::Level::Beginner);
    CHECK(corrupt.settings.size == 15); // the default
    CHECK(corrupt.warnings.find(":2:") != std::string::npos);
    CHECK(corrupt.warnings.find(":3:") != std::string::npos);
    CHECK(corrupt.warnings.find(":5:") != std::string::npos);
    CHECK(corrupt.warnings.find(":6:") != std::string::npos); // volume not in steps of 25
    CHECK(corrupt.warnings.find(":7:") != std::string::npos);
    CHECK(corrupt.warnings.find(":8:") != std::string::npos);
    CHECK(corrupt.settings.window.has_position);
    CHECK(corrupt.settings.window.x == 12);
    CHECK(corrupt.settings.volume == 100);
    std::filesystem::remove(file);

    CHECK(read_settings(temp_file("missing.ini")).settings == Settings{});
    CHECK_FALSE(write_settings(temp_file("no/such/dir/settings.ini"), s).empty());
}
