#pragma once

#include "game_state.hpp"
#include "line_reader.hpp"
#include "move_searcher.hpp"
#include "protocol.hpp"
#include "time_manager.hpp"

#include "ai/level.hpp"
#include "ai/search_runner.hpp"

#include <chrono>
#include <cstdint>
#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gomoku::engine {

// One conversation with a manager: reads its lines, keeps the game, thinks on a search
// thread and writes one reply line per command (plus MESSAGE lines), each flushed.
//
// Order: commands are answered in the order they came. A command that arrives while the
// engine thinks waits for the move to be sent (and its clock starts when it is taken up, so
// a script that sends everything at once gives each move its time), except:
//   - STOP / YXSTOP: the search stops now and its best move is sent;
//   - END: the search is abandoned (no move is sent) and the session ends;
//   - INFO: takes effect at once (for the next move; a new max_memory resizes the table
//     when the search is over).
// When the input ends (the manager is gone, or a script is over), a running search is
// stopped and its move sent at once, then the session ends. A BOARD block that a command
// cuts short is refused with ERROR and the command then answered.
//
// Threads: handle() and input_ended() belong to one thread (the program's main thread,
// reading stdin); the search runs on the shared search runner, whose thread only ever
// finishes a move, under the session's mutex, and every line is written under it. The main
// thread never calls the runner while it holds that mutex (the runner delivers under its own
// lock, so the two locks are always taken runner first).
class Session {
  public:
    enum class Next { Continue, Exit };

    Session(std::ostream& out, MoveSearcher& searcher, ai::Level level = ai::Level::Master);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    Next handle(const InputLine& line);
    void input_ended();

  private:
    using Clock = std::chrono::steady_clock;

    // A BOARD or YXBOARD block being read, until DONE.
    struct BoardBlock {
        bool think = true;  // BOARD moves, YXBOARD only sets the position
        bool swap2 = false; // SWAP2BOARD: x,y lines, answered by swap2.hpp
        Clock::time_point received;
        std::vector<StoneLine> stones;
        std::optional<std::string> error; // the first thing wrong with it
    };

    // A search planned under the mutex and handed to the runner once it is released.
    struct PlannedSearch {
        ai::SearchRequest request;
        ai::Limits limits;
        Clock::time_point hard_deadline;
    };

    Next handle_line(const InputLine& line);
    Next handle_board_line(const InputLine& line);
    void finish_board_block(BoardBlock block);
    void finish_swap2_block(const BoardBlock& block);
    // Commands answered in order: no search is running, the mutex is held.
    void handle_in_order(const Command& command, std::string_view line, Clock::time_point received);
    void start_game(int size);
    void apply_info(const Command& command);
    void start_search(Clock::time_point received, int multipv = 1);
    void launch_planned_search();
    void finish_search(const ai::SearchResult& result);
    void message_lines(const std::vector<ai::ScoredLine>& lines);
    void wait_for_search();
    void cancel_search();
    // Fits the searcher's table to max_memory: always at START (`force`), later only if the
    // table no longer fits or is much smaller than allowed. Only while no search runs.
    void resize_hash(bool force);
    void write_line(std::string_view line);
    void reply(std::string_view line);   // an answer to a command
    std::string about() const;
    void message(std::string_view text); // chatter: MESSAGE text

    std::ostream& out_;
    MoveSearcher& searcher_;
    ai::Level level_;
    std::uint64_t seed_;

    std::mutex mutex_; // everything below except block_ and runner_, shared with finish_search
    GameState game_;
    TimeManager clock_;
    std::uint64_t max_memory_ = 0;
    std::size_t hash_mib_ = 0;    // the budget the table was last fitted to; 0: none yet
    std::uint64_t searches_ = 0;  // searches started, for the weak levels' seeds
    std::optional<PlannedSearch> planned_;
    Clock::time_point search_received_; // when the command the running search answers came
    int multipv_ = 1;                   // how many best moves the running search reports
    std::optional<std::pair<Clock::time_point, Clock::time_point>> last_resize_; // start, end

    std::optional<BoardBlock> block_;
    ai::SearchRunner runner_; // last, so it is joined before the rest goes
};

// Reads `in` line by line into a session writing to `out` until END or the end of the
// input; returns the process exit code (0).
int run_session(std::istream& in, std::ostream& out, MoveSearcher& searcher,
                ai::Level level = ai::Level::Master);

} // namespace gomoku::engine
