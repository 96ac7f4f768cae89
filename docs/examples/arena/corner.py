# A bot written as a function: a winning cell if there is one, else the
# first free corner, else the first empty cell.
def choose(board, me, marks, k):
    n = len(board)
    empty = [(r, c) for r in range(n) for c in range(n) if board[r][c] == "."]
    for r, c in empty:
        if wins(board, me, k, r, c):
            return r, c
    corners = [(0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)]
    return next((cell for cell in corners if cell in empty), empty[0])


def wins(board, me, k, r, c):
    n = len(board)
    for dr, dc in [(0, 1), (1, 0), (1, 1), (1, -1)]:
        run = 1
        for sign in (1, -1):
            rr, cc = r + sign * dr, c + sign * dc
            while 0 <= rr < n and 0 <= cc < n and board[rr][cc] == me:
                run, rr, cc = run + 1, rr + sign * dr, cc + sign * dc
        if run >= k:
            return True
    return False
