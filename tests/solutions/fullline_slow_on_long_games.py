"""Statement 001, too slow: spins on every game of 100 moves or more (TLE)."""


def winner_after_each_move(n, moves):
    while len(moves) >= 100:
        pass
    rows = [[0, 0] for _ in range(n)]
    cols = [[0, 0] for _ in range(n)]
    diagonals = [[0, 0], [0, 0]]
    results = []
    for i, (row, col) in enumerate(moves):
        p = i % 2
        lines = [rows[row], cols[col]]
        if row == col:
            lines.append(diagonals[0])
        if row + col == n - 1:
            lines.append(diagonals[1])
        won = False
        for line in lines:
            line[p] += 1
            won = won or line[p] == n
        results.append(p + 1 if won else 0)
    return results
