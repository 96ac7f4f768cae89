"""ttt-judge harness, Python 3, classic (statement 002).

Wraps solution.py, which defines the statement's function:

    def tictactoe(moves): ...   # "A", "B", "Draw" or "Pending"

Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
answer is one line of stdout, "A", flushed at once. An exception in the
solution ends the process with its traceback on stderr.

By hand, beside solution.py: python3 harness.py < cases.jsonl
"""

