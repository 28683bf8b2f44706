#include "test_support/catch.hpp"

#include "bench/openings_file.hpp"

#include "core/rules.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <stdexcept>
#include <string>

using namespace gomoku;
using namespace gomoku::bench;

namespace {

std::string write_temp(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream(path) << text;
    return path.string();
}

std::string error_of(const std::string& path, int size) {
    try {
        read_openings(path, size);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST_CASE("An openings file is read line by line; a bad line is named") {
    const std::string good =
        write_temp("gomoku_openings_good.txt", "# a comment\n\nh8 i9 h10 # +12\n  g7 h8\r\n");
    const auto openings = read_openings(good, 15);
    REQUIRE(openings.size() == 2);
    CHECK(opening_line(openings[0]) == "h8 i9 h10");
    CHECK(openings[1].size() == 2);

    const std::string off = write_temp("gomoku_openings_off.txt", "h8 i9\n# fine so far\nh8 q9\n");
    CHECK(error_of(off, 15).find("gomoku_openings_off.txt:3: 'q9'") != std::string::npos);
    const std::string twice = write_temp("gomoku_openings_twice.txt", "h8 i9 h8\n");
    CHECK(error_of(twice, 15).find(":1: h8 is played twice") != std::string::npos);
    const std::string empty = write_temp("gomoku_openings_empty.txt", "# nothing\n");
    CHECK(error_of(empty, 15).find("holds no opening") != std::string::npos);
    CHECK(error_of("/nonexistent/openings.txt", 15).find("cannot read") != std::string::npos);
    std::filesystem::remove(good);
    std::filesystem::remove(off);
    std::filesystem::remove(twice);
    std::filesystem::remove(empty);
}

TEST_CASE("The committed openings are 50 to 100 different 3-5 stone starts that decide nothing") {
    struct File {
        const char* name;
        Rule rule;
        std::size_t count;
    };
    for (const auto& [file, rule, count] :
         {File{"freestyle15.txt", Rule::Freestyle, 100},
          File{"freestyle15-d9.txt", Rule::Freestyle, 100},
          File{"freestyle15-play.txt", Rule::Freestyle, 99},
          File{"standard15.txt", Rule::Standard, 100}, File{"renju15.txt", Rule::Renju, 100},
          File{"renju15-play.txt", Rule::Renju, 50}}) {
        INFO(file);
        const auto openings = read_openings(std::string(GOMOKU_OPENINGS_DIR) + "/" + file, 15);
        CHECK(openings.size() == count);
        std::set<std::string> seen;
        for (const Opening& opening : openings) {
            INFO(opening_line(opening));
            CHECK(opening.size() >= 3);
            CHECK(opening.size() <= 5);
            CHECK(seen.insert(opening_line(opening)).second);
            Board board(15);
            Stone colour = Stone::Black;
            for (Point p : opening) {
                CHECK(is_allowed(board, p, colour, rule));
                board.set(p, colour);
                CHECK(winning_run(board, p, rule).empty());
                colour = opponent(colour);
            }
        }
    }
}
