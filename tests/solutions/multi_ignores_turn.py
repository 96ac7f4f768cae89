"""Statement 000, wrong: any mark may play at any time (WA)."""


class TicTacToe:
    def __init__(self, n, player_marks):
        self.n, self.board, self.status = n, {}, "IN_PROGRESS"

    def play(self, player, row, col):
        if self.status != "IN_PROGRESS" or not (0 <= row < self.n and 0 <= col < self.n):
            return "INVALID"
        if (row, col) in self.board:
            return "INVALID"
        self.board[(row, col)] = player
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            cells = [self.board.get((row + i * dr, col + i * dc)) for i in range(-2, 3)]
            if any(cells[i:i + 3] == [player] * 3 for i in range(3)):
                self.status = "WIN:" + player
        if self.status == "IN_PROGRESS" and len(self.board) == self.n * self.n:
            self.status = "TIE"
        return self.status

    def getStatus(self):
        return self.status
