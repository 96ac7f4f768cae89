"""ttt-judge harness, Python 3, classic (statement 002).

Wraps solution.py, which defines one of the statement's forms (the names
of `typing` are in scope, as on LeetCode):

    def tictactoe(moves): ...   # "A", "B", "Draw" or "Pending"

    class Solution:             # or LeetCode's form
        def tictactoe(self, moves: List[List[int]]) -> str: ...

Each line of stdin is one case, {"moves": [[0, 0], ...]}; each case's
answer is one line of stdout, "A", flushed at once. Stdout carries the
answers alone: what the solution prints goes to stderr, after a `--- case
N ---` line for each case. A file with none of these forms ends the
harness with status 86 before it reads a case, saying which forms are
accepted. An exception in the solution ends the process with its message
on stderr.

With --go-on (as ttt-judge grade runs a batch of cases), an exception
on a case is printed as it would be were it to end the process, and the
harness goes on with the next case, writing a line that starts with
the byte 0x1e in place of its answer.

By hand, beside solution.py: python3 harness.py < cases.jsonl (pypy3 or
any Python 3 too), or with the solution named after the harness:
python3 harness.py mine.py < cases.jsonl
Without solution.py, the one other .py file beside the harness is wrapped:
a problem package's include/python3/main.py is this file, and the judge
system copies it beside the submitted file.
"""

