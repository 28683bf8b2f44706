#include "review.hpp"

#include "win_chance.hpp"

#include "core/notation.hpp"

#include <cmath>

namespace gomoku::ai {

namespace {

bool proven(int score) {
    return is_win_score(score) || is_loss_score(score);
}

// A forced reply (the block of a four) is played at once: its score says nothing.
bool unscored(const SearchResult& r) {
    return r.reason == "forced" && !proven(r.score);
}

SearchRequest request_for(const Game& game, Level level) {
    SearchRequest request;
    request.board = game.board();
    request.rule = game.rule();
    request.to_move = game.to_move();
    request.level = level;
    return request;
}

MoveMark judge(const MoveVerdict& v) {
    if (v.played == v.best) {
        return MoveMark::None; // the engine's own choice: nothing to say against it
    }
    if (is_win_score(v.before) && !is_win_score(v.after)) {
        return MoveMark::MissedWin;
    }
    if (!is_loss_score(v.before) && is_loss_score(v.after)) {
        return MoveMark::Blunder;
    }
    if (is_loss_score(v.before) || is_win_score(v.after)) {
        return MoveMark::None; // lost anyway, or still winning: the outcome did not change
    }
    const double drop = v.chance_before - v.chance_after;
    if (drop >= kMistakeDrop) {
        return MoveMark::Mistake;
    }
    if (drop >= kInaccuracyDrop) {
        return MoveMark::Inaccuracy;
    }
    return MoveMark::None;
}

} // namespace

std::string_view mark_name(MoveMark mark) {
    switch (mark) {
    case MoveMark::None:
        return "";
    case MoveMark::Inaccuracy:
        return "inaccuracy";
    case MoveMark::Mistake:
        return "mistake";
    case MoveMark::Blunder:
        return "allowed a forced win";
    case MoveMark::MissedWin:
        return "missed a win";
    }
    return "";
}

GameReview::GameReview(Game game, Level level) : game_(std::move(game)), level_(level) {
    Game replay(game_.board().size(), game_.rule());
    for (Point p : game_.moves()) {
        line_.push_back({request_for(replay, level_), std::nullopt});
        replay.play(p);
    }
    if (!replay.over()) {
        line_.push_back({request_for(replay, level_), std::nullopt});
    }
    best_.resize(game_.moves().size());
    reply_.resize(game_.moves().size());
    line_reply_.resize(game_.moves().size());
}

std::optional<SearchRequest> GameReview::next() const {
    for (const Position& p : line_) {
        if (!p.result) {
            return p.request;
        }
    }
    for (const auto* round : {&best_, &reply_, &line_reply_}) {
        for (const std::optional<Position>& p : *round) {
            if (p && !p->result) {
                return p->request;
            }
        }
    }
    return std::nullopt;
}

void GameReview::take(const SearchResult& result) {
    for (Position& p : line_) {
        if (!p.result) {
            p.result = result;
            if (&p == &line_.back()) {
                plan_second_round();
            }
            return;
        }
    }
    for (std::size_t i = 0; i < best_.size(); ++i) {
        if (best_[i] && !best_[i]->result) {
            best_[i]->result = result;
            // The engine's move forces a block: value it by the position after the block.
            Game after = with_engine_move(i);
            if (unscored(result) && after.play(result.move) && !after.over()) {
                reply_[i] = Position{request_for(after, level_), std::nullopt};
            }
            return;
        }
    }
    for (auto* round : {&reply_, &line_reply_}) {
        for (std::optional<Position>& p : *round) {
            if (p && !p->result) {
                p->result = result;
                return;
            }
        }
    }
}

Game GameReview::with_engine_move(std::size_t i) const {
    Game game(game_.board().size(), game_.rule());
    for (std::size_t j = 0; j < i; ++j) {
        game.play(game_.moves()[j]);
    }
    game.play(line_[i].result->move);
    return game;
}

void GameReview::plan_second_round() {
    Game replay(game_.board().size(), game_.rule());
    for (std::size_t i = 0; i < game_.moves().size(); ++i) {
        const SearchResult& r = *line_[i].result;
        if (r.move != game_.moves()[i] && replay.is_legal(r.move) && !proven(r.score)) {
            if (const Game after = with_engine_move(i); !after.over()) {
                (unscored(r) ? line_reply_ : best_)[i] =
                    Position{request_for(after, level_), std::nullopt};
            }
        }
        replay.play(game_.moves()[i]);
    }
}

int GameReview::searched() const {
    int n = 0;
    for (const Position& p : line_) {
        n += p.result ? 1 : 0;
    }
    for (const auto* round : {&best_, &reply_, &line_reply_}) {
        for (const std::optional<Position>& p : *round) {
            n += p && p->result ? 1 : 0;
        }
    }
    return n;
}

int GameReview::expected_searches() const {
    const bool planned = line_.empty() || line_.back().result.has_value();
    if (!planned) {
        return static_cast<int>(line_.size() + line_.size() / 2); // about every other move differs
    }
    int n = static_cast<int>(line_.size());
    for (const auto* round : {&best_, &reply_, &line_reply_}) {
        for (const std::optional<Position>& p : *round) {
            n += p ? 1 : 0;
        }
    }
    return n;
}

std::optional<int> GameReview::line_value(std::size_t j) const {
    if (j == line_.size()) {
        // The game is over here (a five, or a full board): the side to move lost, or drew.
        return game_.status() == GameStatus::Draw ? 0 : -kWinScore;
    }
    const std::optional<SearchResult>& r = line_[j].result;
    if (!r) {
        return std::nullopt;
    }
    if (unscored(*r) && j < game_.moves().size()) {
        if (game_.moves()[j] == r->move) {
            if (const auto after = line_value(j + 1)) {
                return -*after;
            }
        } else if (const std::optional<Position>& reply = line_reply_[j]; reply && reply->result) {
            return -reply->result->score;
        }
    }
    return r->score;
}

std::optional<int> GameReview::best_value(std::size_t i) const {
    const std::optional<Position>& b = best_[i];
    if (!b || !b->result) {
        return std::nullopt;
    }
    if (!unscored(*b->result)) {
        return -b->result->score;
    }
    const std::optional<Position>& reply = reply_[i];
    if (reply && reply->result) {
        return reply->result->score; // the mover is to move again after the forced block
    }
    return std::nullopt;
}

std::vector<MoveVerdict> GameReview::verdicts() const {
    std::vector<MoveVerdict> verdicts;
    for (std::size_t i = 0; i < game_.moves().size(); ++i) {
        const auto before = line_value(i);
        const auto after = line_value(i + 1);
        if (!before || !after) {
            break; // not searched that far yet
        }
        const SearchResult& search = *line_[i].result;
        MoveVerdict v;
        v.played = game_.moves()[i];
        v.before = *before;
        v.after = -*after;
        v.best = search.move;
        v.best_line = search.pv;
        v.chance_after = win_chance(v.after, game_.rule());
        if (proven(v.before)) {
            v.chance_before = win_chance(v.before, game_.rule());
        } else if (const auto best = best_value(i); best && v.played != v.best) {
            v.chance_before = win_chance(std::max(*best, v.after), game_.rule());
        } else {
            v.chance_before = v.chance_after; // the engine's own move, or not compared yet
        }
        v.mark = judge(v);
        verdicts.push_back(std::move(v));
    }
    return verdicts;
}

std::string describe(const MoveVerdict& v, Stone mover) {
    auto percent = [](double chance) {
        return std::to_string(static_cast<int>(std::lround(chance * 100))) + "%";
    };
    std::string text = std::string(mover == Stone::Black ? "Black " : "White ") +
                       percent(v.chance_before) + " -> " + percent(v.chance_after);
    if (v.mark != MoveMark::None) {
        text += " (" + std::string(mark_name(v.mark)) + ")";
    }
    if (v.best != kNoPoint && v.best != v.played) {
        text += "; best " + to_notation(v.best);
        if (v.best_line.size() > 1) {
            text += ": " + to_notation(v.best_line);
        }
    }
    return text;
}

void annotate(GameRecord& record, const std::vector<MoveVerdict>& verdicts) {
    for (std::size_t i = 0; i < verdicts.size() && i < record.moves.size(); ++i) {
        RecordedMove& move = record.moves[i];
        const MoveVerdict& v = verdicts[i];
        const std::string line = "Engine: " + describe(v, i % 2 == 0 ? Stone::Black : Stone::White);
        move.comment = move.comment.empty() ? line : move.comment + "\n" + line;
        switch (v.mark) {
        case MoveMark::Blunder:
        case MoveMark::MissedWin:
            move.annotation = Annotation::Bad;
            move.annotation_strength = 1;
            break;
        case MoveMark::Mistake:
            move.annotation = Annotation::Doubtful;
            break;
        case MoveMark::Inaccuracy:
            move.annotation = Annotation::Interesting;
            break;
        case MoveMark::None:
            break;
        }
    }
}

} // namespace gomoku::ai
