"""ttt-judge harness, Python 3, fullline (statement 001).

Wraps solution.py, which defines the statement's function:

    def winner_after_each_move(n, moves): ...   # one 0, 1 or 2 per move

Each line of stdin is one case, {"n": 4, "moves": [[0, 0], ...]}; each
case's answer is one line of stdout, [0,0,1], flushed at once. An
exception in the solution ends the process with its traceback on stderr.

By hand, beside solution.py: python3 harness.py < cases.jsonl
"""

