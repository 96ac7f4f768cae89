"""Statement 000, correct, printing debug lines as it goes: at import, on
every call, to stdout and stderr, some without a newline."""
import sys

print("loading the solution")


class TicTacToe:
    def __init__(self, n, player_marks):
        print("new game", n, player_marks)
        self.n, self.marks, self.board, self.status = n, player_marks, {}, "IN_PROGRESS"

    def play(self, player, row, col):
        print("play", player, row, col, end="")
        sys.stdout.write(" ...\n")
        print("[debug]", file=sys.stderr)
        if (
            self.status != "IN_PROGRESS"
            or player != self.marks[len(self.board) % len(self.marks)]
            or not (0 <= row < self.n and 0 <= col < self.n)
            or (row, col) in self.board
        ):
            return "INVALID"
        self.board[(row, col)] = player
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if self.run(row, col, dr, dc) >= 3:
                self.status = "WIN:" + player
                return self.status
        if len(self.board) == self.n * self.n:
            self.status = "TIE"
        return self.status

    def run(self, row, col, dr, dc):
        length = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while self.board.get((r, c)) == self.board[(row, col)]:
                length += 1
                r, c = r + sign * dr, c + sign * dc
        return length

    def getStatus(self):
        print(self.status)
        return self.status
