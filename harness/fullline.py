"""ttt-judge harness, Python 3, fullline (statement 001).

Wraps solution.py, which defines the statement's function:

    def winner_after_each_move(n, moves): ...   # one 0, 1 or 2 per move

Each line of stdin is one case, {"n": 4, "moves": [[0, 0], ...]}; each
case's answer is one line of stdout, [0,0,1], flushed at once. An
exception in the solution ends the process with its traceback on stderr.

By hand, beside solution.py: python3 harness.py < cases.jsonl
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from solution import winner_after_each_move  # noqa: E402


def plain(value):
    """Anything json cannot write: iterables as lists, the rest as text."""
    if hasattr(value, "__iter__"):
        return list(value)
    return repr(value)


def main():
    for line in sys.stdin:
        if line.strip():
            case = json.loads(line)
            result = winner_after_each_move(case["n"], case["moves"])
            sys.stdout.write(json.dumps(result, separators=(",", ":"), default=plain) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
