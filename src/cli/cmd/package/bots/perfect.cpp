// A bot for statement 000's game in the arena's JSON-lines protocol, as
// perfect.py: it reads one message a line on stdin and answers
// "[row, col]" on stdout when it is due. It wins when it can and blocks
// when it must; with few empty cells left (every cell on 3x3) it searches
// the whole game, so on 3x3 it never loses.
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

const int SEARCH_EMPTY = 10;

// The text after `"key":` (and any spaces), or npos.
size_t after(const std::string& line, const std::string& key) {
    size_t at = line.find("\"" + key + "\":");
    if (at == std::string::npos) return at;
    at += key.size() + 3;
    while (at < line.size() && line[at] == ' ') at++;
    return at;
}

// The string value of `key` (no escapes in this protocol's strings).
std::string text(const std::string& line, const std::string& key) {
    size_t at = after(line, key);
    if (at == std::string::npos || line[at] != '"') return "";
    size_t end = line.find('"', at + 1);
    return line.substr(at + 1, end - at - 1);
}

long number(const std::string& line, const std::string& key) {
    size_t at = after(line, key);
    return at == std::string::npos ? 0 : std::stol(line.substr(at));
}

// The board's rows, joined.
std::string board(const std::string& line) {
    size_t at = after(line, "board");
    std::string cells;
    size_t end = line.find(']', at);
    bool inside = false;
    for (size_t i = at + 1; i < end; i++) {
        if (line[i] == '"') inside = !inside;
        else if (inside) cells += line[i];
    }
    return cells;
}

struct Bot {
    int n = 3, k = 3;
    char me = 'X', other = 'O';
    std::vector<std::vector<int>> lines;
    std::unordered_map<std::string, int> memo;

    void start(int size, int length, char mine, char theirs) {
        n = size, k = length, me = mine, other = theirs;
        memo.clear();
        lines.clear();
        int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                for (auto& d : dirs) {
                    int er = r + d[0] * (k - 1), ec = c + d[1] * (k - 1);
                    if (er < 0 || er >= n || ec < 0 || ec >= n) continue;
                    std::vector<int> line;
                    for (int i = 0; i < k; i++) line.push_back((r + d[0] * i) * n + c + d[1] * i);
                    lines.push_back(line);
                }
    }

    bool won(const std::string& cells, char mark) const {
        for (auto& line : lines) {
            bool all = true;
            for (int i : line) all = all && cells[i] == mark;
            if (all) return true;
        }
        return false;
    }

    // The game's value for `mover`, to move: 1 a win, 0 a draw, -1 a loss.
    int value(std::string& cells, char mover, char waiting) {
        std::string key = cells + mover;
        auto found = memo.find(key);
        if (found != memo.end()) return found->second;
        int best = -2;
        bool any = false;
        for (size_t cell = 0; cell < cells.size() && best < 1; cell++) {
            if (cells[cell] != '.') continue;
            any = true;
            cells[cell] = mover;
            int score = won(cells, mover) ? 1 : -value(cells, waiting, mover);
            cells[cell] = '.';
            if (score > best) best = score;
        }
        if (!any) best = 0;
        memo[key] = best;
        return best;
    }

    int choose(std::string cells) {
        std::vector<int> empty;
        for (size_t i = 0; i < cells.size(); i++)
            if (cells[i] == '.') empty.push_back(i);
        for (char mark : {me, other})
            for (int cell : empty) {
                cells[cell] = mark;
                bool done = won(cells, mark);
                cells[cell] = '.';
                if (done) return cell;
            }
        if ((int)empty.size() <= SEARCH_EMPTY) {
            int best = -2, chosen = empty[0];
            for (int cell : empty) {
                cells[cell] = me;
                int score = -value(cells, other, me);
                cells[cell] = '.';
                if (score > best) best = score, chosen = cell;
            }
            return chosen;
        }
        // Early on a big board: the cell on the most lines still open.
        int best = -1, chosen = empty[0];
        for (int cell : empty) {
            int open = 0;
            for (auto& line : lines) {
                bool on = false, clear = true;
                for (int i : line) {
                    on = on || i == cell;
                    clear = clear && (cells[i] == '.' || cells[i] == me);
                }
                open += on && clear;
            }
            if (open > best) best = open, chosen = cell;
        }
        return chosen;
    }
};

}  // namespace

int main() {
    Bot bot;
    std::string line, cells;
    while (std::getline(std::cin, line)) {
        std::string type = text(line, "type");
        if (type == "start") {
            char me = text(line, "mark")[0];
            bot.start(number(line, "n"), number(line, "k"), me, me == 'X' ? 'O' : 'X');
        } else if (type == "turn" || type == "invalid") {
            if (type == "turn") cells = board(line);
            int cell = bot.choose(cells);
            std::cout << "[" << cell / bot.n << ", " << cell % bot.n << "]" << std::endl;
        }
    }
}
