"""ttt-judge harness, Python 3, classic (statement 002).

Wraps solution.py, which defines the statement's function:

    def tictactoe(moves): ...   # "A", "B", "Draw" or "Pending"

Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
answer is one line of stdout, "A", flushed at once. An exception in the
solution ends the process with its traceback on stderr.

By hand, beside solution.py: python3 harness.py < cases.jsonl
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from solution import tictactoe  # noqa: E402


def plain(value):
    """Anything json cannot write: iterables as lists, the rest as text."""
    if hasattr(value, "__iter__"):
        return list(value)
    return repr(value)


def main():
    for line in sys.stdin:
        if line.strip():
            result = tictactoe(json.loads(line)["moves"])
            sys.stdout.write(json.dumps(result, separators=(",", ":"), default=plain) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
