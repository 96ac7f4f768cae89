class TicTacToe:
    def __init__(self, n, player_marks):
        self.n = n
        self.marks = player_marks
        self.board = {}
        self.status = "IN_PROGRESS"

    def play(self, player, row, col):
        due = self.marks[len(self.board) % len(self.marks)]
        if player != due or not (0 <= row < self.n and 0 <= col < self.n):
            return "INVALID"
        if (row, col) in self.board:
            return "INVALID"
        self.board[(row, col)] = player
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if self.run(row, col, dr, dc) >= 3:
                self.status = "WIN:" + player
        if self.status == "IN_PROGRESS" and len(self.board) == self.n * self.n:
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
        return self.status
