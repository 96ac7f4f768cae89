"""Statement 000, wrong: two in a row already wins (WA)."""


class TicTacToe:
    def __init__(self, n, player_marks):
        self.n, self.marks, self.board, self.status = n, player_marks, {}, "IN_PROGRESS"

    def play(self, player, row, col):
        if (
            self.status != "IN_PROGRESS"
            or player != self.marks[len(self.board) % len(self.marks)]
            or not (0 <= row < self.n and 0 <= col < self.n)
            or (row, col) in self.board
        ):
            return "INVALID"
        self.board[(row, col)] = player
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if player in (self.board.get((row + dr, col + dc)), self.board.get((row - dr, col - dc))):
                self.status = "WIN:" + player
        if self.status == "IN_PROGRESS" and len(self.board) == self.n * self.n:
            self.status = "TIE"
        return self.status

    def getStatus(self):
        return self.status
