#include "session.hpp"

#include "hash_budget.hpp"
#include "swap2.hpp"

#include "core/rules.hpp"

#include <algorithm>
#include <random>
#include <sstream>

#ifndef GOMOKU_VERSION
#define GOMOKU_VERSION "dev"
#endif

namespace gomoku::engine {

namespace {

using std::chrono::duration_cast;
using std::chrono::milliseconds;

constexpr std::string_view kAbout = R"(name="pbrain-gomoku", version=")" GOMOKU_VERSION
                                    R"(", author="The Gomoku authors", country="International")";

// A command read this soon after we were busy was most likely waiting all along.
constexpr std::chrono::milliseconds kQueuedWithin{5};

// More stone lines than any board has points cannot be a position; stop collecting them.
constexpr std::size_t kMaxBoardLines = GameState::kMaxSize * GameState::kMaxSize;

} // namespace

Session::Session(std::ostream& out, MoveSearcher& searcher, ai::Level level)
    : out_(out), searcher_(searcher), level_(level), seed_(std::random_device{}()),
      runner_(
          {[this](std::uint64_t, const ai::SearchResult& result) { finish_search(result); }, {}},
          [this](const ai::SearchRequest& request, const ai::Limits& limits,
                 const std::atomic<bool>& stop,
                 const ai::ProgressCallback&) { return searcher_.search(request, limits, stop); }) {
}

Session::~Session() {
    cancel_search();
}

void Session::write_line(std::string_view line) {
    out_ << line << '\n';
    out_.flush();
}

void Session::reply(std::string_view line) {
    write_line(line);
    // The manager waits for this before it sends more: a resize before it cannot have kept
    // a command waiting.
    last_resize_.reset();
}

// The ABOUT line: the program, then what makes this one play unlike the default (another
// level, a node cap), so a match log shows what each side really was.
std::string Session::about() const {
    std::string line(kAbout);
    if (level_ != ai::Level::Master) {
        line += R"(, level=")" + std::string(ai::level_id(level_)) + "\"";
    }
    if (const std::string limits = searcher_.about(); !limits.empty()) {
        line += ", " + limits;
    }
    return line;
}

void Session::message(std::string_view text) {
    write_line("MESSAGE " + std::string(text));
}

Session::Next Session::handle(const InputLine& line) {
    const Next next = handle_line(line);
    launch_planned_search();
    return next;
}

void Session::wait_for_search() {
    while (!runner_.wait_idle(std::chrono::hours(1))) {
    }
}

Session::Next Session::handle_line(const InputLine& line) {
    if (block_) {
        return handle_board_line(line);
    }
    const Command command = line.too_long ? Command{} : parse_command(line.text);
    if (!line.too_long) {
        switch (command.type) {
        case CommandType::Empty:
            return Next::Continue;
        case CommandType::Stop:
            runner_.stop(); // its move is the reply; with no search running it does nothing
            return Next::Continue;
        case CommandType::End:
            cancel_search();
            return Next::Exit;
        case CommandType::Info: {
            {
                std::lock_guard lock(mutex_);
                apply_info(command);
            }
            if (!runner_.busy()) {
                std::lock_guard lock(mutex_);
                resize_hash(false);
            }
            return Next::Continue;
        }
        default:
            break;
        }
    }
    wait_for_search(); // answered in order: a running search replies first
    // The clock starts now: a manager sends the next command only after our reply, so this
    // is when it arrived; a script that sends everything at once gives each command its time.
    Clock::time_point received = Clock::now();
    std::lock_guard lock(mutex_);
    // A command read just after a table resize may have been waiting in the pipe while we
    // were busy: its clock started when the resize did (managers send INFO max_memory
    // after START, and BEGIN right behind it).
    if (last_resize_ && received - last_resize_->second < kQueuedWithin) {
        received = std::min(received, last_resize_->first);
    }
    if (line.too_long) {
        reply("ERROR line too long (more than " + std::to_string(LineReader::kDefaultMaxLength) +
              " bytes), ignored");
        return Next::Continue;
    }
    handle_in_order(command, line.text, received);
    return Next::Continue;
}

void Session::input_ended() {
    // The manager is gone or the script is over: move now rather than keep anyone waiting.
    runner_.stop();
    wait_for_search();
    block_.reset();
}

void Session::handle_in_order(const Command& command, std::string_view line,
                              Clock::time_point received) {
    switch (command.type) {
    case CommandType::Start:
        start_game(command.number);
        return;
    case CommandType::RectStart:
        if (command.width != command.height) {
            reply("ERROR rectangular boards are not supported");
            return;
        }
        start_game(command.width);
        return;
    case CommandType::Restart:
        if (!game_.started()) {
            reply("ERROR no game: RESTART before START");
            return;
        }
        game_.restart();
        searcher_.clear();
        clock_.new_game();
        reply("OK");
        return;
    case CommandType::Begin:
        if (auto refusal = game_.begin()) {
            reply("ERROR " + *refusal);
            return;
        }
        start_search(received);
        return;
    case CommandType::Turn:
        if (auto refusal = game_.play_opponent(command.point)) {
            reply("ERROR " + *refusal);
            return;
        }
        start_search(received);
        return;
    case CommandType::Board:
    case CommandType::YxBoard: {
        BoardBlock block;
        block.think = command.type == CommandType::Board;
        block.received = received;
        block_ = std::move(block);
        return;
    }
    case CommandType::Swap2Board: {
        if (!game_.started()) {
            reply("ERROR no game: SWAP2BOARD before START");
            return;
        }
        BoardBlock block;
        block.swap2 = true;
        block.received = received;
        block_ = std::move(block);
        return;
    }
    case CommandType::TakeBack:
        if (auto refusal = game_.take_back(command.point)) {
            reply("ERROR " + *refusal);
            return;
        }
        reply("OK");
        return;
    case CommandType::About:
        reply(about());
        return;
    case CommandType::YxShowForbid:
        reply(format_forbid(game_.forbidden_points_now()));
        return;
    case CommandType::YxNBest:
        if (!game_.started()) {
            reply("ERROR no game: YXNBEST before START");
            return;
        }
        // The best moves come as MESSAGE lines before the reply, which is the best of them.
        start_search(received,
                     std::clamp(command.number, 1, GameState::kMaxSize * GameState::kMaxSize));
        return;
    case CommandType::YxHashClear:
        searcher_.clear();
        return;
    case CommandType::Malformed:
        reply("ERROR " + command.error);
        return;
    case CommandType::Unknown:
        reply("UNKNOWN " + printable(line));
        return;
    case CommandType::Empty:
    case CommandType::Stop:
    case CommandType::End:
    case CommandType::Info:
        return; // handled before the queue
    }
}

void Session::start_game(int size) {
    if (auto refusal = game_.start(size)) {
        reply("ERROR " + *refusal);
        return;
    }
    clock_.new_game();
    // Now, so the first move does not pay for them: the table, and the search's first use.
    resize_hash(true);
    searcher_.warm_up(size);
    searcher_.clear();
    reply("OK");
}

void Session::apply_info(const Command& command) {
    const std::string& key = command.key;
    auto count = [&]() -> std::optional<std::int64_t> {
        auto n = parse_count(command.value);
        if (!n) {
            message("ignored INFO " + printable(key) + ": '" + printable(command.value) +
                    "' is not a whole number >= 0");
        }
        return n;
    };
    auto ms = [](std::int64_t n) {
        return milliseconds(std::min<std::int64_t>(n, TimeManager::kUnlimited.count()));
    };
    if (key == "timeout_turn") {
        if (auto n = count()) {
            clock_.set_turn_limit(ms(*n));
        }
    } else if (key == "timeout_match") {
        if (auto n = count()) {
            clock_.set_match_limit(ms(*n));
        }
    } else if (key == "time_left") {
        if (auto n = count()) {
            clock_.set_time_left(ms(*n));
        }
    } else if (key == "max_memory") {
        if (auto n = count()) {
            max_memory_ = static_cast<std::uint64_t>(*n);
        }
    } else if (key == "rule") {
        const auto rule = parse_rule_value(command.value);
        if (!rule) {
            message("ignored INFO rule: '" + printable(command.value) + "' is not a rule number");
        } else if (*rule == RuleChoice::Renju) {
            game_.set_rule(Rule::Renju);
        } else if (*rule == RuleChoice::Standard) {
            game_.set_rule(Rule::Standard);
        } else if (*rule == RuleChoice::CaroAsStandard) {
            game_.set_rule(Rule::Standard);
            message("caro is not supported: playing exactly-five (standard) rules");
        } else {
            game_.set_rule(Rule::Freestyle);
        }
    }
    // game_type, evaluate, folder and keys we do not know need nothing from us.
}

void Session::resize_hash(bool force) {
    if (!force && !game_.started()) {
        return; // allocated at START
    }
    const HashBudget budget = hash_budget(max_memory_);
    if (budget.table_mib == hash_mib_) {
        return;
    }
    if (!force && hash_mib_ != 0) {
        // Mid-game (piskvork sends max_memory after START, right before the first move) a
        // new table costs time on somebody's clock: keep the one we have if it fits the
        // limit and is at least half what we would get. A new one is not touched here (as
        // START's is, by clear()): its memory comes in as the search writes it, within the
        // search's budget. Touched here, on the machine of the commit that says so, a new
        // 238 MiB table (350 MB allowed) made a 0.3 s first move up to 0.62 s long, and a
        // 1 GiB table up to 2.2 s.
        const std::uint64_t current = searcher_.hash_bytes();
        const bool fits = budget.ceiling_bytes == 0 || current <= budget.ceiling_bytes;
        if (fits && current * 2 > std::uint64_t{budget.table_mib} * HashBudget::kMiB) {
            hash_mib_ = budget.table_mib;
            return;
        }
    }
    const Clock::time_point start = Clock::now();
    std::size_t mib = budget.table_mib;
    searcher_.set_hash_size(mib);
    while (budget.ceiling_bytes != 0 && searcher_.hash_bytes() > budget.ceiling_bytes && mib > 1) {
        mib /= 2;
        searcher_.set_hash_size(mib);
    }
    hash_mib_ = budget.table_mib;
    last_resize_.emplace(start, Clock::now());
}

void Session::start_search(Clock::time_point received, int multipv) {
    resize_hash(false);
    const Stone me = game_.engine_colour();
    const Board& board = game_.board();
    const MovePlan plan =
        clock_.plan(board.size() * board.size() - board.stone_count(), game_.stones_of(me));

    ai::SearchRequest request;
    request.board = board;
    request.rule = game_.rule();
    request.to_move = me;
    request.level = level_;
    request.seed = seed_ + searches_++;
    request.multipv = multipv;
    ai::Limits limits;
    // The budget counts from the command's arrival: a BOARD block's lines, a table resize
    // and the worker's wake-up all take their time out of it. A wake-up can come 100 ms
    // late on a shared machine; counted from the search's own start, a 0.3 s move once
    // replied 353 ms after its command had been read.
    limits.started = received;
    limits.move_time = plan.move_time;
    limits.match_left = plan.match_left;
    limits.save_time = clock_.saves_time();

    search_received_ = received;
    multipv_ = multipv;
    planned_ = PlannedSearch{request, limits, received + plan.hard_limit};
}

void Session::launch_planned_search() {
    std::optional<PlannedSearch> planned;
    {
        std::lock_guard lock(mutex_);
        planned = std::exchange(planned_, std::nullopt);
    }
    if (planned) {
        runner_.go(std::move(planned->request), planned->limits, planned->hard_deadline);
    }
}

void Session::finish_search(const ai::SearchResult& result) {
    std::lock_guard lock(mutex_);
    const Stone me = game_.own();
    Point move = result.move;
    if (!is_allowed(game_.board(), move, me, game_.rule())) {
        move = game_.any_allowed_point(me);
        if (move == kNoPoint) {
            reply("ERROR no move left: the board is full");
            return;
        }
        message("the search found no legal move; playing " + format_move(move));
    }
    (void)game_.play_own(move); // legal: checked above
    const auto used = duration_cast<milliseconds>(Clock::now() - search_received_);
    clock_.record_used(used);
    message("depth " + std::to_string(result.depth) + " score " + std::to_string(result.score) +
            " nodes " + std::to_string(result.nodes) + " time " + std::to_string(used.count()) +
            " ms (" + std::string(result.reason) + ")");
    if (multipv_ > 1) {
        message_lines(result.lines);
    }
    reply(format_move(move));
}

// YXNBEST's answer: "MESSAGE nbest K/N X,Y score S line X,Y X,Y ...", one per move, best
// first (fewer than asked when fewer moves are worth scoring, e.g. against a four).
void Session::message_lines(const std::vector<ai::ScoredLine>& lines) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::ostringstream text;
        text << "nbest " << i + 1 << '/' << lines.size() << ' ' << format_move(lines[i].move)
             << " score " << lines[i].score << " line";
        for (Point p : lines[i].pv) {
            text << ' ' << format_move(p);
        }
        message(text.str());
    }
}

void Session::cancel_search() {
    runner_.cancel(); // abandoned (END): nobody wants this move
    wait_for_search();
}

Session::Next Session::handle_board_line(const InputLine& line) {
    BoardBlock& block = *block_;
    auto fail = [&](std::string why) {
        if (!block.error) {
            block.error = std::move(why);
        }
    };
    if (line.too_long) {
        fail("a line too long to be a stone");
        return Next::Continue;
    }
    const BoardLine board_line = block.swap2 ? parse_swap2_line(line.text) : parse_board_line(line.text);
    switch (board_line.type) {
    case BoardLineType::Blank:
        return Next::Continue;
    case BoardLineType::Stone:
        if (block.stones.size() >= kMaxBoardLines) {
            fail("more stones than the board has points");
        } else {
            block.stones.push_back(board_line.stone);
        }
        return Next::Continue;
    case BoardLineType::Done: {
        BoardBlock done = std::move(block);
        block_.reset();
        finish_board_block(std::move(done));
        return Next::Continue;
    }
    case BoardLineType::Other:
        break;
    }
    const Command command = parse_command(line.text);
    if (command.type == CommandType::Unknown) {
        fail("bad line in BOARD: '" + printable(line.text) + "'");
        return Next::Continue;
    }
    // A command: the manager has given up on this block (or never meant DONE). Say so and
    // go on with the command.
    const bool think = block.think;
    const BoardBlock cut = block;
    block_.reset();
    if (command.type == CommandType::End) {
        return handle_line(line);
    }
    {
        std::lock_guard lock(mutex_);
        reply(std::string("ERROR ") + (cut.swap2 ? "SWAP2BOARD" : think ? "BOARD" : "YXBOARD") +
              " ended without DONE");
    }
    return handle_line(line);
}

void Session::finish_board_block(BoardBlock block) {
    if (block.swap2) {
        std::lock_guard lock(mutex_);
        finish_swap2_block(block);
        return;
    }
    const char* name = block.think ? "BOARD" : "YXBOARD";
    std::lock_guard lock(mutex_);
    if (block.error) {
        reply(std::string("ERROR ") + name + " refused: " + *block.error);
        return;
    }
    if (auto refusal = game_.set_position(block.stones)) {
        reply(std::string("ERROR ") + name + " refused: " + *refusal);
        return;
    }
    if (block.think) {
        start_search(block.received);
    }
}

void Session::finish_swap2_block(const BoardBlock& block) {
    if (block.error) {
        reply("ERROR SWAP2BOARD refused: " + *block.error);
        return;
    }
    // Decided here, on this thread: the runner is idle (commands are answered in order) and
    // the manager waits for the answer. Each judging search is short and capped in time.
    const auto turn = clock_.turn_limit();
    const auto judge_time = turn.count() > 0 ? std::max(turn / 40, std::chrono::milliseconds(20))
                                             : std::chrono::milliseconds(250);
    const std::atomic<bool> stop{false};
    const ai::PositionJudge judge = [&](const ai::SearchRequest& request, const ai::Limits& limits) {
        ai::Limits capped = limits;
        capped.move_time = judge_time;
        return searcher_.search(request, capped, stop).score;
    };
    const BestMove best = [&](const ai::SearchRequest& request) {
        ai::Limits limits;
        limits.move_time = turn.count() > 0 ? turn / 4 : std::chrono::milliseconds(2000);
        return searcher_.search(request, limits, stop).move;
    };
    std::vector<Point> stones;
    for (const StoneLine& s : block.stones) {
        stones.push_back(s.point);
    }
    const auto answer = swap2_reply(stones, game_.board().size(), game_.rule(), level_, seed_ + searches_++,
                                    judge, best);
    reply(answer ? *answer : "ERROR " + answer.error());
}

int run_session(std::istream& in, std::ostream& out, MoveSearcher& searcher, ai::Level level) {
    Session session(out, searcher, level);
    LineReader reader(in);
    while (const auto line = reader.next()) {
        if (session.handle(*line) == Session::Next::Exit) {
            return 0;
        }
    }
    session.input_ended();
    return 0;
}

} // namespace gomoku::engine
