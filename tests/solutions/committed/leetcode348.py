class TicTacToe:
    def __init__(self, n: int):
        self.n = n
        self.rows = [[0] * n for _ in range(3)]
        self.cols = [[0] * n for _ in range(3)]
        self.diag = [0, 0, 0]
        self.anti = [0, 0, 0]

    def move(self, row: int, col: int, player: int) -> int:
        n = self.n
        self.rows[player][row] += 1
        self.cols[player][col] += 1
        if row == col:
            self.diag[player] += 1
        if row + col == n - 1:
            self.anti[player] += 1
        if n in (self.rows[player][row], self.cols[player][col], self.diag[player], self.anti[player]):
            return player
        return 0
