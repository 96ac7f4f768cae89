#!/usr/bin/env python3
"""A judge written the way the three problem statements describe it.

Reads cases (JSON Lines, named or positional form) on stdin or from the files
given, and prints one result line per case, like `ttt-judge run`. It is kept
as the baseline for the benchmark and as an independent check of the judge.
"""
import json
import sys


def multi(n, marks, players, rows, cols, k=3):
    board = {}
    status = "IN_PROGRESS"
    turn = 0
    out = []
    for p, r, c in zip(players, rows, cols):
        if status != "IN_PROGRESS" or p != marks[turn % len(marks)] \
                or not (0 <= r < n and 0 <= c < n) or (r, c) in board:
            out.append(["INVALID", status])
            continue
        board[(r, c)] = p
        turn += 1
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            count = 1
            for s in (1, -1):
                rr, cc = r + s * dr, c + s * dc
                while board.get((rr, cc)) == p:
                    count += 1
                    rr, cc = rr + s * dr, cc + s * dc
            if count >= k:
                status = "WIN:" + p
                break
        else:
            if len(board) == n * n:
                status = "TIE"
        out.append([status, status])
    return out


def fullline(n, moves, players=None):
    """Player 1 moves first and the players alternate, unless `players`
    names the player (1 or 2) of each move, as LeetCode 348's
    move(row, col, player) does."""
    rows = [[0, 0] for _ in range(n)]
    cols = [[0, 0] for _ in range(n)]
    diag, anti = [0, 0], [0, 0]
    out = []
    for i, (r, c) in enumerate(moves):
        p = players[i] - 1 if players is not None else i % 2
        rows[r][p] += 1
        cols[c][p] += 1
        if r == c:
            diag[p] += 1
        if r + c == n - 1:
            anti[p] += 1
        won = rows[r][p] == n or cols[c][p] == n or diag[p] == n or anti[p] == n
        out.append(p + 1 if won else 0)
    return out


def classic(moves):
    rows, cols = [0] * 3, [0] * 3
    diag = anti = 0
    for i, (row, col) in enumerate(moves):
        player = 1 if i % 2 == 0 else -1
        rows[row] += player
        cols[col] += player
        if row == col:
            diag += player
        if row + col == 2:
            anti += player
        if abs(rows[row]) == 3 or abs(cols[col]) == 3 or abs(diag) == 3 or abs(anti) == 3:
            return "A" if player == 1 else "B"
    return "Draw" if len(moves) == 9 else "Pending"


def judge(case):
    if isinstance(case, dict):
        if "playerMarks" in case:
            return multi(case["n"], case["playerMarks"], case["players"], case["rows"],
                         case["cols"], case.get("k", 3))
        if "n" in case:
            return fullline(case["n"], case["moves"], case.get("players"))
        return classic(case["moves"])
    if case and isinstance(case[0], int):
        return multi(*case) if len(case) == 5 else fullline(*case)
    return classic(case)


def main():
    files = sys.argv[1:] or ["-"]
    write = sys.stdout.write
    for name in files:
        stream = sys.stdin if name == "-" else open(name)
        for line in stream:
            if line.strip():
                write(json.dumps(judge(json.loads(line)), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
