class TicTacToe {
public:
    /** Initialize your data structure here. */
    TicTacToe(int n) : n_(n), rows_(n), cols_(n) {}

    int move(int row, int col, int player) {
        int add = player == 1 ? 1 : -1;
        rows_[row] += add;
        cols_[col] += add;
        if (row == col) diag_ += add;
        if (row + col == n_ - 1) anti_ += add;
        if (abs(rows_[row]) == n_ || abs(cols_[col]) == n_ || abs(diag_) == n_ || abs(anti_) == n_) return player;
        return 0;
    }

private:
    int n_;
    vector<int> rows_, cols_;
    int diag_ = 0, anti_ = 0;
};
