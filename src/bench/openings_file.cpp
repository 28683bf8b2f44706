#include "openings_file.hpp"

#include "core/notation.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gomoku::bench {

std::vector<Opening> read_openings(const std::string& path, int size) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot read the openings file " + path);
    }
    std::vector<Opening> openings;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        const std::string where = path + ":" + std::to_string(number) + ": ";
        line = line.substr(0, line.find('#'));
        if (line.find_first_not_of(" \t\r") == std::string::npos) {
            continue;
        }
        Opening opening;
        std::istringstream words(line);
        for (std::string word; words >> word;) {
            const auto point = parse_notation(word, size);
            if (!point) {
                throw std::runtime_error(where + "'" + word + "' is not a point of a " +
                                         std::to_string(size) + "x" + std::to_string(size) +
                                         " board");
            }
            if (std::find(opening.begin(), opening.end(), *point) != opening.end()) {
                throw std::runtime_error(where + word + " is played twice");
            }
            opening.push_back(*point);
        }
        openings.push_back(std::move(opening));
    }
    if (openings.empty()) {
        throw std::runtime_error(path + " holds no opening");
    }
    return openings;
}

std::string opening_line(const Opening& opening) {
    return to_notation(opening);
}

} // namespace gomoku::bench
