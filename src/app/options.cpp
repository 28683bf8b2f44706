#include "options.hpp"

#include "language.hpp"

#include <charconv>

namespace gomoku::app {

std::string_view play_mode_id(PlayMode mode) {
    switch (mode) {
    case PlayMode::HumanBlack:
        return "black";
    case PlayMode::HumanWhite:
        return "white";
    case PlayMode::TwoPlayers:
        return "both";
    case PlayMode::Computers:
        return "computers";
    }
    return "black";
}

Stone computer_side(PlayMode mode) {
    switch (mode) {
    case PlayMode::HumanBlack:
        return Stone::White;
    case PlayMode::HumanWhite:
        return Stone::Black;
    case PlayMode::TwoPlayers:
    case PlayMode::Computers:
        return Stone::Empty;
    }
    return Stone::Empty;
}

std::optional<PlayMode> parse_play_mode(std::string_view text) {
    for (PlayMode m : {PlayMode::HumanBlack, PlayMode::HumanWhite, PlayMode::TwoPlayers,
                       PlayMode::Computers}) {
        if (text == play_mode_id(m)) {
            return m;
        }
    }
    return std::nullopt;
}

namespace {

std::optional<int> parse_int(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<std::pair<int, int>> parse_window(std::string_view text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string_view::npos) {
        return std::nullopt;
    }
    const auto w = parse_int(text.substr(0, x));
    const auto h = parse_int(text.substr(x + 1));
    if (!w || !h || *w < 200 || *h < 200 || *w > 16384 || *h > 16384) {
        return std::nullopt;
    }
    return std::pair{*w, *h};
}

} // namespace

ParsedOptions parse_options(const std::vector<std::string>& args) {
    ParsedOptions out;
    Options& o = out.options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string name = args[i];
        std::optional<std::string> value;
        if (const auto eq = name.find('='); name.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = name.substr(eq + 1);
            name.resize(eq);
        }
        const auto need_value = [&]() -> std::optional<std::string> {
            if (value) {
                return value;
            }
            if (i + 1 < args.size()) {
                return args[++i];
            }
            out.error = "option " + name + " needs a value";
            return std::nullopt;
        };
        const auto bad = [&](const std::string& v, const char* expected) {
            out.error = "bad value '" + v + "' for " + name + " (expected " + expected + ")";
        };

        if (name == "-h" || name == "--help") {
            o.show_help = true;
        } else if (name == "-v" || name == "--version") {
            o.show_version = true;
        } else if (name == "--check-assets") {
            o.check_assets = true;
        } else if (name == "--verbose") {
            o.verbose = true;
        } else if (name == "--mute") {
            o.mute = true;
        } else if (name == "--play") {
            const auto v = need_value();
            if (!v) break;
            if (!(o.play = parse_play_mode(*v))) bad(*v, "black, white, both or computers");
        } else if (name == "--size") {
            const auto v = need_value();
            if (!v) break;
            const auto n = parse_int(*v);
            if (n && (*n == 13 || *n == 15 || *n == 19)) {
                o.size = *n;
            } else {
                bad(*v, "13, 15 or 19");
            }
        } else if (name == "--rule") {
            const auto v = need_value();
            if (!v) break;
            if (!(o.rule = parse_rule(*v))) bad(*v, "freestyle, standard or renju");
        } else if (name == "--level") {
            const auto v = need_value();
            if (!v) break;
            if (!(o.level = ai::parse_level(*v))) {
                std::string names;
                for (ai::Level l : ai::kAllLevels) {
                    names += names.empty() ? "" : ", ";
                    names += ai::level_id(l);
                }
                bad(*v, names.c_str());
            }
        } else if (name == "--lang") {
            const auto v = need_value();
            if (!v)
                break;
            o.language = match_language(*v);
            if (o.language.empty())
                bad(*v, "en or zh_CN");
        } else if (name == "--opening") {
            const auto v = need_value();
            if (!v) break;
            if (!(o.opening = parse_opening_rule(*v))) bad(*v, "none, swap, swap2 or renju26");
        } else if (name == "--demo-delay") {
            const auto v = need_value();
            if (!v) break;
            const auto n = parse_int(*v);
            if (n && *n >= 0 && *n <= 10000) {
                o.demo_delay_ms = *n;
            } else {
                bad(*v, "milliseconds, 0 to 10000");
            }
        } else if (name == "--demo") {
            o.demo = true;
        } else if (name == "--clock") {
            const auto v = need_value();
            if (!v) break;
            if (!(o.clock = parse_time_control(*v))) {
                bad(*v, "none, move:SECONDS (1-3600) or game:SECONDS+INCREMENT, e.g. game:300+3");
            }
        } else if (name == "--window") {
            const auto v = need_value();
            if (!v) break;
            if (!(o.window = parse_window(*v))) bad(*v, "WIDTHxHEIGHT, e.g. 1024x768");
        } else if (!name.empty() && name[0] != '-' && o.open_file.empty()) {
            o.open_file = name;
        } else {
            out.error = "unknown option '" + args[i] + "'";
        }
        if (!out.error.empty()) {
            break;
        }
    }
    return out;
}

std::string usage_text() {
    std::string levels;
    for (ai::Level l : ai::kAllLevels) {
        levels += levels.empty() ? "" : "|";
        levels += ai::level_id(l);
    }
    return "Usage: gomoku [options] [FILE.sgf|FILE.psq]\n"
           "Five in a row against the computer or a friend.\n\n"
           "Options that start straight into a game:\n"
           "  --play black|white|both|computers\n"
           "                           your colour against the computer, two players, or\n"
           "                           the computer against itself; with an opening rule\n"
           "                           black means you open, white the computer opens\n"
           "  --size 13|15|19          board size (default 15)\n"
           "  --rule freestyle|standard|renju\n"
           "                           five or more wins / exactly five wins / renju:\n"
           "                           Black needs exactly five and may not play a\n"
           "                           double three, double four or overline\n"
           "  --level " +
           levels +
           "\n"
           "                           computer strength\n"
           "  --opening none|swap|swap2|renju26\n"
           "                           opening rule: the first player places three stones\n"
           "                           and the second chooses a colour (swap), or also\n"
           "                           may place two more (swap2); renju26: one of the 26\n"
           "                           renju openings, swap, and two fifth moves offered\n"
           "  --demo                   the computer plays itself, game after game\n"
           "  --demo-delay MS          computer vs computer: pause between moves (800)\n"
           "  --clock none|move:S|game:S+I\n"
           "                           time control: none; S seconds for every move; or\n"
           "                           S seconds each for the game, I seconds added after\n"
           "                           each move (game:300+3 is 5 min + 3 s)\n"
           "A FILE opens that game record for replay and review.\n"
           "Other options:\n"
           "  --lang en|zh_CN          language of the game (default: the setting, else\n"
           "                           the system's); this help stays in English\n"
           "  --mute                   start with sound off\n"
           "  --window WxH             window size in points, e.g. 1024x768\n"
           "  --verbose                print moves and layout on standard output\n"
           "  --version                print the version and exit\n"
           "  --check-assets           load every data file, print where they are and exit\n"
           "  --help                   print this text and exit\n\n"
           "In the game: click or tap a point; arrows and Enter/Space to play with the keys;\n"
           "U or Ctrl+Z undo, R or Ctrl+Y redo, H hint, M sound, N new game, Esc back.\n";
}

} // namespace gomoku::app
