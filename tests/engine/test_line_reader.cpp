#include "test_support/catch.hpp"

#include "engine/line_reader.hpp"

#include <sstream>
#include <string>
#include <vector>

using namespace gomoku::engine;

namespace {

std::vector<InputLine> read_all(const std::string& bytes,
                                std::size_t max_length = LineReader::kDefaultMaxLength) {
    std::istringstream in(bytes);
    LineReader reader(in, max_length);
    std::vector<InputLine> lines;
    while (auto line = reader.next()) {
        lines.push_back(*line);
    }
    return lines;
}

} // namespace

TEST_CASE("Every line end reads the same") {
    const auto lines = read_all("a\nb\r\nc\rd\n\ne");
    REQUIRE(lines.size() == 6);
    CHECK(lines[0].text == "a");
    CHECK(lines[1].text == "b");
    CHECK(lines[2].text == "c");
    CHECK(lines[3].text == "d");
    CHECK(lines[4].text.empty());
    CHECK(lines[5].text == "e"); // no line end: still a line
}

TEST_CASE("An empty input has no lines, a lone line end one empty line") {
    CHECK(read_all("").empty());
    REQUIRE(read_all("\r\n").size() == 1);
    CHECK(read_all("\n\n").size() == 2);
}

TEST_CASE("Any byte may be in a line") {
    const std::string bytes("x\0y\xff\x1a", 5);
    const auto lines = read_all(bytes + "\n");
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].text == bytes);
}

TEST_CASE("A line past the limit keeps only its start, and the next line is whole") {
    const auto lines = read_all(std::string(100, 'x') + "\nnext\n", 10);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].too_long);
    CHECK(lines[0].text == std::string(10, 'x'));
    CHECK_FALSE(lines[1].too_long);
    CHECK(lines[1].text == "next");
    const auto exact = read_all(std::string(10, 'x') + "\n", 10);
    CHECK_FALSE(exact.at(0).too_long);
}
