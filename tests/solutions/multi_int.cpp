// Statement 000, correct: int coordinates, no #include, std names unqualified.

class TicTacToe {
public:
    TicTacToe(int n, vector<char> playerMarks) : n_(n), marks_(move(playerMarks)) {}

    string play(char player, int row, int col) {
        if (status_ != "IN_PROGRESS" || player != marks_[board_.size() % marks_.size()]
            || row < 0 || row >= n_ || col < 0 || col >= n_ || board_.count({row, col})) {
            return "INVALID";
        }
        board_[{row, col}] = player;
        const long long directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (const auto& d : directions) {
            if (run(row, col, d[0], d[1]) >= 3) {
                status_ = string("WIN:") + player;
                return status_;
            }
        }
        if (board_.size() == static_cast<size_t>(n_) * n_) status_ = "TIE";
        return status_;
    }

    string getStatus() { return status_; }

private:
    int run(int row, int col, long long dr, long long dc) {
        char mark = board_[{row, col}];
        int length = 1;
        for (int sign : {1, -1}) {
            auto cell = board_.find({row + sign * dr, col + sign * dc});
            for (long long step = 2; cell != board_.end() && cell->second == mark; step++) {
                length++;
                cell = board_.find({row + sign * step * dr, col + sign * step * dc});
            }
        }
        return length;
    }

    int n_;
    vector<char> marks_;
    map<pair<long long, long long>, char> board_;
    string status_ = "IN_PROGRESS";
};
