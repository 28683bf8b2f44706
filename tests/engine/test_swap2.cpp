#include "test_support/catch.hpp"

#include "stub_searchers.hpp"

#include "engine/protocol.hpp"
#include "engine/session.hpp"
#include "engine/swap2.hpp"

#include <sstream>
#include <string>
#include <vector>

using namespace gomoku;
using namespace gomoku::engine;
using test::RecordingSearcher;

namespace {

std::vector<std::string> replies(const std::string& script, MoveSearcher& searcher) {
    std::istringstream in(script);
    std::ostringstream out;
    run_session(in, out, searcher);
    std::vector<std::string> lines;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);) {
        if (line.rfind("MESSAGE", 0) != 0) {
            lines.push_back(line);
        }
    }
    return lines;
}

// How many "x,y" moves a reply names, each on the board and empty in `taken`.
int moves_in(const std::string& reply, const std::vector<Point>& taken) {
    std::istringstream words(reply);
    int count = 0;
    for (std::string word; words >> word;) {
        const Command c = parse_command("TURN " + word);
        if (c.type != CommandType::Turn || c.point.x < 0 || c.point.x >= 15 || c.point.y < 0 ||
            c.point.y >= 15 || std::find(taken.begin(), taken.end(), c.point) != taken.end()) {
            return -1;
        }
        ++count;
    }
    return count;
}

ai::PositionJudge fixed(int score) {
    return [score](const ai::SearchRequest&, const ai::Limits&) { return score; };
}

const BestMove kFirstFree = [](const ai::SearchRequest& r) {
    for (int i = 0; i < r.board.size() * r.board.size(); ++i) {
        const Point p{i % r.board.size(), i / r.board.size()};
        if (r.board.is_empty(p)) {
            return p;
        }
    }
    return kNoPoint;
};

const std::vector<Point> kThree{{7, 7}, {8, 7}, {9, 9}};
const std::vector<Point> kFive{{7, 7}, {8, 7}, {9, 9}, {8, 8}, {8, 6}};

} // namespace

TEST_CASE("SWAP2BOARD with no stones: three stones placed") {
    const auto reply =
        swap2_reply({}, 15, Rule::Standard, ai::Level::Master, 1, fixed(10), kFirstFree);
    REQUIRE(reply);
    CHECK(moves_in(*reply, {}) == 3);
}

TEST_CASE("SWAP2BOARD with three stones: SWAP, stay White, or two more by the search's verdict") {
    auto reply =
        swap2_reply(kThree, 15, Rule::Standard, ai::Level::Master, 1, fixed(-500), kFirstFree);
    CHECK(*reply == "SWAP"); // White to move is worse: take Black
    reply = swap2_reply(kThree, 15, Rule::Standard, ai::Level::Master, 1, fixed(500), kFirstFree);
    CHECK(*reply == "0,0"); // White is better: stay White and play move 4
    reply = swap2_reply(kThree, 15, Rule::Standard, ai::Level::Master, 1, fixed(20), kFirstFree);
    CHECK(moves_in(*reply, kThree) == 2); // close: moves 4 and 5
}

TEST_CASE("SWAP2BOARD with five stones: SWAP or White's sixth move") {
    CHECK(*swap2_reply(kFive, 15, Rule::Standard, ai::Level::Master, 1, fixed(-500), kFirstFree) ==
          "SWAP");
    CHECK(*swap2_reply(kFive, 15, Rule::Standard, ai::Level::Master, 1, fixed(500), kFirstFree) ==
          "0,0");
}

TEST_CASE("SWAP2BOARD refuses other counts and impossible stones") {
    const std::vector<Point> one{{7, 7}};
    CHECK_FALSE(swap2_reply(one, 15, Rule::Standard, ai::Level::Master, 1, fixed(0), kFirstFree));
    const std::vector<Point> twice{{7, 7}, {7, 7}, {8, 8}};
    CHECK_FALSE(swap2_reply(twice, 15, Rule::Standard, ai::Level::Master, 1, fixed(0), kFirstFree));
}

TEST_CASE("pbrain-gomoku answers SWAP2BOARD in the documented shape") {
    RecordingSearcher searcher; // scores every position 0: "close" for the second player
    const auto r = replies("START 15\n"
                           "SWAP2BOARD\nDONE\n"
                           "SWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n"
                           "SWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\n"
                           "SWAP2BOARD\n7,7\nDONE\n"
                           "SWAP2BOARD\n7,7\nBEGIN\n",
                           searcher);
    REQUIRE(r.size() == 7);
    CHECK(r[0] == "OK");
    CHECK(moves_in(r[1], {}) == 3);
    CHECK(moves_in(r[2], kThree) == 2);
    CHECK(moves_in(r[3], kFive) == 1); // 0 is not worse for White: it takes White
    CHECK(r[4].rfind("ERROR SWAP2BOARD takes 0, 3 or 5 stones", 0) == 0);
    CHECK(r[5] == "ERROR SWAP2BOARD ended without DONE");
    CHECK(r[6] == "0,0"); // BEGIN is answered after the cut block
}
