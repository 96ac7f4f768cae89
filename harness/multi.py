"""ttt-judge harness, Python 3, multi (statement 000).

Wraps solution.py, which defines the statement's class:

    class TicTacToe:
        def __init__(self, n, player_marks): ...
        def play(self, player, row, col): ...   # returns a status
        def getStatus(self): ...                # or get_status

A status is a string ("IN_PROGRESS", "WIN:X", "TIE", "INVALID") or a dict
{"state": ..., "winner": ...}. Each line of stdin is one case,
{"n": 3, "playerMarks": ["X", "O"], "players": [...], "rows": [...],
"cols": [...]}, played on a fresh game; each case's answer is one line of
stdout, [[playResult, statusAfter], ...], flushed at once. An exception in
the solution ends the process with its traceback on stderr.

By hand, beside solution.py: python3 harness.py < cases.jsonl
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from solution import TicTacToe  # noqa: E402

WORDS = ("INVALID", "IN_PROGRESS", "TIE")


def status_text(status):
    """The string form of a status; anything else is left as it is."""
    if isinstance(status, dict) and set(status) <= {"state", "winner"}:
        state = status.get("state")
        state = getattr(state, "value", state)
        winner = status.get("winner")
        if state in WORDS and winner is None:
            return state
        if state == "WIN" and isinstance(winner, str):
            return "WIN:" + winner
    return status


def plain(value):
    """Anything json cannot write: iterables as lists, the rest as text."""
    if hasattr(value, "__iter__"):
        return list(value)
    return repr(value)


def answer(case):
    """The [playResult, statusAfter] pairs of one case, on a fresh game."""
    game = TicTacToe(case["n"], list(case["playerMarks"]))
    get_status = getattr(game, "getStatus", None) or game.get_status
    pairs = []
    for player, row, col in zip(case["players"], case["rows"], case["cols"]):
        played = status_text(game.play(player, row, col))
        pairs.append([played, status_text(get_status())])
    return pairs


def main():
    for line in sys.stdin:
        if line.strip():
            text = json.dumps(answer(json.loads(line)), separators=(",", ":"), default=plain)
            sys.stdout.write(text + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
