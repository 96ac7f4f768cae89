"""Statement 000, correct, returning statuses in the object form."""

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


class TicTacToe:
    def __init__(self, n, player_marks):
        self.n = n
        self.marks = player_marks
        self.board = {}
        self.status = {"state": "IN_PROGRESS", "winner": None}

    def play(self, player, row, col):
        expected = self.marks[len(self.board) % len(self.marks)]
        if (
            self.status["state"] != "IN_PROGRESS"
            or player != expected
            or not (0 <= row < self.n and 0 <= col < self.n)
            or (row, col) in self.board
        ):
            return {"state": "INVALID", "winner": None}
        self.board[(row, col)] = player
        if any(self.run(row, col, dr, dc) >= 3 for dr, dc in DIRECTIONS):
            self.status = {"state": "WIN", "winner": player}
        elif len(self.board) == self.n * self.n:
            self.status = {"state": "TIE", "winner": None}
        return dict(self.status)

    def run(self, row, col, dr, dc):
        mark = self.board[(row, col)]
        length = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while self.board.get((r, c)) == mark:
                length += 1
                r, c = r + sign * dr, c + sign * dc
        return length

    def getStatus(self):
        return dict(self.status)
