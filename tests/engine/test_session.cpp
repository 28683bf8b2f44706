#include "test_support/catch.hpp"

#include "stub_searchers.hpp"

#include "engine/move_searcher.hpp"
#include "engine/session.hpp"

#include <algorithm>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace gomoku;
using namespace gomoku::engine;
using namespace std::chrono_literals;
using test::RecordingSearcher;

namespace {

struct Run {
    std::vector<std::string> replies;  // without MESSAGE lines
    std::vector<std::string> messages; // MESSAGE lines
    int exit_code = -1;
};

Run run(const std::string& script, MoveSearcher& searcher, ai::Level level = ai::Level::Master) {
    std::istringstream in(script);
    std::ostringstream out;
    Run result;
    result.exit_code = run_session(in, out, searcher, level);
    std::istringstream lines(out.str());
    for (std::string line; std::getline(lines, line);) {
        (line.rfind("MESSAGE", 0) == 0 ? result.messages : result.replies).push_back(line);
    }
    return result;
}

using Lines = std::vector<std::string>;

} // namespace

TEST_CASE("A short game: one reply per command, moves played where the search says") {
    RecordingSearcher searcher;
    const Run r = run("START 10\nINFO timeout_turn 500\nBEGIN\nTURN 5,5\n", searcher);
    CHECK(r.exit_code == 0);
    CHECK(r.replies == Lines{"OK", "0,0", "1,0"});
    CHECK(r.messages.size() == 2); // one report per move
    const auto requests = searcher.requests();
    REQUIRE(requests.size() == 2);
    CHECK(requests[0].to_move == Stone::Black);
    CHECK(requests[0].level == ai::Level::Master);
    CHECK(requests[0].board.stone_count() == 0);
    CHECK(requests[1].board.at({0, 0}) == Stone::Black);
    CHECK(requests[1].board.at({5, 5}) == Stone::White);
}

TEST_CASE("The level and the rule reach the search") {
    RecordingSearcher searcher;
    run("INFO rule 4\nSTART 15\nTURN 7,7\n", searcher, ai::Level::Easy);
    REQUIRE(searcher.requests().size() == 1);
    const ai::SearchRequest request = searcher.requests().front();
    CHECK(request.level == ai::Level::Easy);
    CHECK(request.rule == Rule::Renju);
    CHECK(request.to_move == Stone::White);
}

TEST_CASE("ABOUT names a level other than Master and the search's own limits") {
    RecordingSearcher plain;
    const Run master = run("ABOUT\n", plain);
    REQUIRE(master.replies.size() == 1);
    CHECK(master.replies[0].find("level=") == std::string::npos);
    CHECK(master.replies[0].find("nodes=") == std::string::npos);

    EngineSearcher capped(20000);
    const Run easy = run("ABOUT\n", capped, ai::Level::Easy);
    REQUIRE(easy.replies.size() == 1);
    CHECK(easy.replies[0].rfind("name=\"pbrain-gomoku\"", 0) == 0);
    CHECK(easy.replies[0].ends_with(R"(, level="easy", nodes="20000")"));
}

TEST_CASE("STOP makes the engine move now; END leaves without a move") {
    RecordingSearcher searcher;
    searcher.wait_for_stop = true;
    const Run stopped = run("START 15\nINFO timeout_turn 60000\nBEGIN\nSTOP\nABOUT\n", searcher);
    REQUIRE(stopped.replies.size() == 3);
    CHECK(stopped.replies[1] == "0,0");
    CHECK(stopped.replies[2].rfind("name=\"pbrain-gomoku\"", 0) == 0);
    CHECK(searcher.stopped() == std::vector<bool>{true});
    CHECK(searcher.thought().front() < 30s);

    RecordingSearcher other;
    other.wait_for_stop = true;
    const Run ended = run("START 15\nINFO timeout_turn 60000\nBEGIN\nEND\nABOUT\n", other);
    CHECK(ended.replies == Lines{"OK"});
    CHECK(ended.exit_code == 0);
    // The search may be dropped before it even began; if it ran, it was stopped.
    CHECK(other.stopped().size() <= 1);
    for (bool saw_stop : other.stopped()) {
        CHECK(saw_stop);
    }
}

TEST_CASE("YXSTOP too, and the input ending while thinking gives the move at once") {
    RecordingSearcher searcher;
    searcher.wait_for_stop = true;
    CHECK(run("START 15\nINFO timeout_turn 60000\nTURN 0,0\nyxstop\n", searcher).replies ==
          Lines{"OK", "1,0"});
    RecordingSearcher other;
    other.wait_for_stop = true;
    CHECK(run("START 15\nINFO timeout_turn 60000\nTURN 0,0\n", other).replies ==
          Lines{"OK", "1,0"});
    CHECK(other.thought().front() < 30s);
}

TEST_CASE("A search that does not stop by itself is stopped before timeout_turn") {
    RecordingSearcher lone;
    lone.wait_for_stop = true;
    std::istringstream in("START 15\nINFO timeout_turn 300\nBEGIN\n");
    std::ostringstream out;
    Session session(out, lone);
    LineReader reader(in);
    while (auto line = reader.next()) {
        session.handle(*line);
    }
    // Do not end the input (that stops the search): wait for the search to end instead.
    for (int i = 0; i < 5000 && lone.thought().empty(); ++i) {
        std::this_thread::sleep_for(1ms);
    }
    session.input_ended(); // joins: the output is complete now
    CHECK(out.str().find("\n0,0\n") != std::string::npos);
    REQUIRE(lone.thought().size() == 1);
    CHECK(lone.thought().front() >= 200ms);
    CHECK(lone.thought().front() < 300ms);
    CHECK(lone.limits().front().move_time <= 260ms);
}

TEST_CASE("The move time follows timeout_turn and the match clock") {
    RecordingSearcher searcher;
    run("START 15\nINFO timeout_turn 1000\nBEGIN\nINFO timeout_match 20000\nINFO time_left "
        "4000\nTURN 0,1\n",
        searcher);
    const auto limits = searcher.limits();
    REQUIRE(limits.size() == 2);
    CHECK(limits[0].move_time <= 875ms);
    CHECK(limits[0].move_time > 800ms);
    CHECK(limits[0].match_left == 0ms); // no match clock yet: the turn is a wall
    // 4 s left: (4000 - 200 - 30 - 112 x 10 - 20000 / 60) / 29 moves to go (time_manager.hpp);
    // the share is worked out here, and the engine gets the clock too (what may be spent), to
    // lend an unsure search more.
    CHECK(limits[1].move_time <= 80ms);
    CHECK(limits[1].move_time > 70ms);
    CHECK(limits[1].match_left <= 2317ms);
    CHECK(limits[1].match_left > 2250ms);
}

TEST_CASE("The search's time counts from the command's arrival") {
    // Not from the search's start: a command waits (a BOARD block's lines, the worker's
    // wake-up), and the manager's clock runs meanwhile.
    RecordingSearcher searcher;
    const auto before = std::chrono::steady_clock::now();
    run("START 15\nINFO timeout_turn 1000\nBEGIN\n", searcher);
    const auto after = std::chrono::steady_clock::now();
    const auto limits = searcher.limits();
    REQUIRE(limits.size() == 1);
    CHECK(limits[0].started >= before);
    CHECK(limits[0].started <= after);
    CHECK(limits[0].move_time == 875ms); // the whole plan: the engine counts from `started`
}

TEST_CASE("BOARD decides our colour from the counts") {
    RecordingSearcher searcher;
    const Run r = run("START 15\nBOARD\n7,7,1\n8,8,2\nDONE\nBOARD\n7,7,2\n8,8,1\n9,9,2\nDONE\n"
                      "BOARD\n1,1,1\n2,2,1\nDONE\n",
                      searcher);
    CHECK(r.replies.size() == 4);
    CHECK(r.replies[3].rfind("ERROR BOARD refused: impossible stone count", 0) == 0);
    const auto requests = searcher.requests();
    REQUIRE(requests.size() == 2);
    CHECK(requests[0].to_move == Stone::Black);
    CHECK(requests[0].board.at({7, 7}) == Stone::Black);
    CHECK(requests[1].to_move == Stone::White);
    CHECK(requests[1].board.at({8, 8}) == Stone::White);
}

TEST_CASE("YXBOARD sets the position without a reply") {
    RecordingSearcher searcher;
    const Run r = run("INFO rule 4\nSTART "
                      "15\nYXBOARD\n6,7,1\n8,7,1\n7,6,1\n7,8,1\n0,0,2\n14,0,2\n0,14,2\n14,14,2\n"
                      "DONE\nYXSHOWFORBID\n",
                      searcher);
    CHECK(r.replies == Lines{"OK", "FORBID 0707."});
    CHECK(searcher.requests().empty());
}

TEST_CASE("A move the search should not have given is replaced by a legal one") {
    RecordingSearcher searcher;
    searcher.answer = {7, 7}; // occupied by then
    const Run r = run("START 15\nTURN 7,7\n", searcher);
    CHECK(r.replies == Lines{"OK", "0,0"});
    REQUIRE_FALSE(r.messages.empty());
    CHECK(r.messages.front().find("no legal move") != std::string::npos);

    auto board_of = [](int stones) {
        std::string script = "START 5\nBOARD\n";
        for (int i = 0; i < stones; ++i) {
            script += std::to_string(i % 5) + "," + std::to_string(i / 5) + "," +
                      (i % 2 == 0 ? "2" : "1") + "\n";
        }
        return script + "DONE\n";
    };
    RecordingSearcher nowhere;
    nowhere.no_move = true;
    CHECK(run(board_of(24), nowhere).replies == Lines{"OK", "4,4"}); // the one point left
    RecordingSearcher full;
    full.no_move = true;
    CHECK(run(board_of(25), full).replies == Lines{"OK", "ERROR no move left: the board is full"});
}

TEST_CASE("The table is sized at START from max_memory, and resized only between searches") {
    const std::uint64_t mib = 1 << 20;
    auto max_memory = [&](std::uint64_t n) {
        return "INFO max_memory " + std::to_string(n * mib) + "\n";
    };
    RecordingSearcher searcher;
    searcher.round_hash_up = true; // a table that rounds up to a power of two
    const std::string script = max_memory(120) + "START 15\n" + max_memory(120) +
                               "INFO max_memory 0\n" + "INFO timeout_turn 60000\nBEGIN\n" +
                               max_memory(300) + "STOP\nTURN 5,5\nSTOP\n" + max_memory(40) +
                               "START 15\n";
    run(script, searcher);
    // START with 120 MiB: (120 - 16) * 3/4 = 78 MiB, which rounds up past the 104 MiB
    // allowed, so 39 (64 MiB). The same value again changes nothing; with no limit (32 MiB)
    // the 64 MiB table is kept, more than half of that; 300 MiB allows 213 MiB, more than
    // twice that: grown; 40 MiB allows only 24: shrunk to 18, then 9 MiB (16 MiB). The next
    // START finds it fitted already.
    CHECK(searcher.hash_sizes() == std::vector<std::size_t>{78, 39, 213, 18, 9});
    CHECK_FALSE(searcher.resized_while_searching());

    RecordingSearcher slow;
    slow.round_hash_up = true;
    slow.wait_for_stop = true;
    run(script, slow);
    CHECK_FALSE(slow.resized_while_searching());
    CHECK(slow.hash_sizes() == std::vector<std::size_t>{78, 39, 213, 18, 9});

    RecordingSearcher unlimited;
    run("START 15\n" + max_memory(64) + "START 19\n", unlimited);
    // No limit at the first START: 32 MiB. 64 MiB for everything (a match's, sent after
    // START) leaves up to 48 for the table, which holds the one it has: kept, with no new
    // table on the first move's clock, and the next START finds it fitted.
    CHECK(unlimited.hash_sizes() == std::vector<std::size_t>{32});
}

TEST_CASE("RESTART and START begin a new game; the searcher forgets the old one") {
    RecordingSearcher searcher;
    const Run r = run("START 15\nTURN 7,7\nRESTART\nTURN 3,3\nSTART 20\nBEGIN\n", searcher);
    CHECK(r.replies == Lines{"OK", "0,0", "OK", "0,0", "OK", "0,0"});
    const auto requests = searcher.requests();
    REQUIRE(requests.size() == 3);
    CHECK(requests[1].board.stone_count() == 1);
    CHECK(requests[1].to_move == Stone::White);
    CHECK(requests[2].board.size() == 20);
    CHECK(requests[2].to_move == Stone::Black);
    CHECK(searcher.clears() == 3);
}

TEST_CASE("Commands that arrive while thinking are answered after the move, in order") {
    RecordingSearcher searcher;
    searcher.wait_for_stop = true;
    // STOP is read only after TAKEBACK and TURN are answered: they wait for the first
    // search, which the watchdog ends (timeout_turn 200 ms).
    const Run r =
        run("START 15\nINFO timeout_turn 200\nBEGIN\nTAKEBACK 0,0\nTURN 1,0\nSTOP\n", searcher);
    CHECK(r.replies == Lines{"OK", "0,0", "OK", "0,0"});
}

TEST_CASE("YXNBEST n: n distinct best moves as MESSAGE lines, best first; the reply is the first") {
    EngineSearcher searcher;
    // ABOUT waits for the search's reply (commands are answered in order), so the search has
    // its time before the input ends.
    const Run r =
        run("START 15\nINFO timeout_turn 400\nYXBOARD\n7,7,2\n8,8,1\nDONE\nYXNBEST 3\nABOUT\n",
            searcher);
    REQUIRE(r.replies.size() == 3);
    Lines nbest;
    for (const std::string& m : r.messages) {
        if (m.rfind("MESSAGE nbest ", 0) == 0) {
            nbest.push_back(m);
        }
    }
    REQUIRE(nbest.size() == 3);
    std::vector<std::string> moves;
    std::vector<int> scores;
    for (std::size_t i = 0; i < nbest.size(); ++i) {
        std::istringstream words(nbest[i]);
        std::string message, tag, rank, move, score_word;
        int score = 0;
        words >> message >> tag >> rank >> move >> score_word >> score;
        CHECK(rank == std::to_string(i + 1) + "/3");
        CHECK(score_word == "score");
        CHECK(std::find(moves.begin(), moves.end(), move) == moves.end());
        moves.push_back(move);
        scores.push_back(score);
    }
    CHECK(std::is_sorted(scores.rbegin(), scores.rend()));
    CHECK(r.replies[1] == moves.front());
}
