"""Statement 002, wrong: a line on the anti-diagonal does not win (WA)."""


def tictactoe(moves):
    board = [[None] * 3 for _ in range(3)]
    for i, (row, col) in enumerate(moves):
        board[row][col] = "AB"[i % 2]
    lines = [[(r, c) for c in range(3)] for r in range(3)]
    lines += [[(r, c) for r in range(3)] for c in range(3)]
    lines += [[(i, i) for i in range(3)]]
    for line in lines:
        marks = {board[r][c] for r, c in line}
        if len(marks) == 1 and None not in marks:
            return marks.pop()
    return "Draw" if len(moves) == 9 else "Pending"
