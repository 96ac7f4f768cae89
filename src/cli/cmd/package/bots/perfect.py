"""A bot for statement 000's game in the arena's JSON-lines protocol: it
reads one message a line on stdin and answers "[row, col]" on stdout when
it is due. It wins when it can and blocks when it must; with few empty
cells left (every cell on 3x3) it searches the whole game, so on 3x3 it
never loses."""
import json
import sys

SEARCH_EMPTY = 10


def windows(n, k):
    """Every line of k cells, as tuples of cell indexes."""
    out = []
    for r in range(n):
        for c in range(n):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                er, ec = r + dr * (k - 1), c + dc * (k - 1)
                if 0 <= er < n and 0 <= ec < n:
                    out.append(tuple((r + dr * i) * n + c + dc * i for i in range(k)))
    return out


class Bot:
    def __init__(self, n, k, marks, me):
        self.n, self.k, self.marks, self.me = n, k, marks, me
        self.lines = windows(n, k)
        self.memo = {}

    def won(self, cells, mark):
        return any(all(cells[i] == mark for i in line) for line in self.lines)

    def completes(self, cells, cell, mark):
        cells[cell] = mark
        done = self.won(cells, mark)
        cells[cell] = "."
        return done

    def value(self, cells, mover, other):
        """The game's value for `mover`, to move: 1 a win, 0 a draw, -1 a loss."""
        key = "".join(cells) + mover
        if key in self.memo:
            return self.memo[key]
        empty = [i for i, m in enumerate(cells) if m == "."]
        if not empty:
            return 0
        best = -2
        for cell in empty:
            cells[cell] = mover
            if self.won(cells, mover):
                score = 1
            else:
                score = -self.value(cells, other, mover)
            cells[cell] = "."
            if score > best:
                best = score
                if best == 1:
                    break
        self.memo[key] = best
        return best

    def choose(self, board):
        cells = list("".join(board))
        other = next(m for m in self.marks if m != self.me)
        empty = [i for i, m in enumerate(cells) if m == "."]
        for mark in (self.me, other):
            for cell in empty:
                if self.completes(cells, cell, mark):
                    return cell
        if len(empty) <= SEARCH_EMPTY:
            best, chosen = -2, empty[0]
            for cell in empty:
                cells[cell] = self.me
                score = -self.value(cells, other, self.me)
                cells[cell] = "."
                if score > best:
                    best, chosen = score, cell
            return chosen
        # Early on a big board: the cell on the most lines still open.
        def open_lines(cell):
            return sum(
                1
                for line in self.lines
                if cell in line and all(cells[i] in (".", self.me) for i in line)
            )

        return max(empty, key=open_lines)


def main():
    bot = None
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "start":
            bot = Bot(message["n"], message["k"], message["marks"], message["mark"])
        elif kind in ("turn", "invalid"):
            if kind == "turn":
                board = message["board"]
            cell = bot.choose(board)
            print(json.dumps([cell // bot.n, cell % bot.n]), flush=True)


main()
