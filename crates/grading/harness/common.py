import atexit
import json
import linecache
import os
import sys
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

# The solution's name and text, when `ttt-judge harness --join` has put
# them in this file to make one whole program; None: the solution is read
# from its own file.
JOINED = None

# The exit status of a harness that finds none of the accepted forms in the
# solution, before it reads any case.
NO_ENTRY = 86

# With --go-on (as ttt-judge runs a batch of cases), an exception the
# solution raises on a case is printed as Python prints one that ends the
# program, and the harness goes on with the next case (see raised).
GO_ON = "--go-on" in sys.argv[1:]

# The start of the lines with which the harness speaks to the judge under
# --go-on: on stderr, asking for what was written since its last such line;
# on the answers' channel, in place of an answer. No answer starts so.
TO_JUDGE = "\x1ettt-judge "

# The functions Python runs as the program ends, before the solution adds
# its own.
AT_EXIT = getattr(atexit, "_ncallbacks", lambda: 0)()

# What a LeetCode file may use without importing it.
PRELUDE = """\
from typing import *
import bisect, collections, functools, heapq, itertools, math, re, string
from collections import Counter, defaultdict, deque
"""


def channels():
    """Keeps the original stdout for the answers alone, and points the
    solution's stdout (print, sys.stdout, file descriptor 1) at stderr, so
    that nothing the solution prints can shift or spoil an answer."""
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return answers


ANSWERS = channels()


def submitted():
    """The solution's file: the one named after the harness on the command
    line; else solution.py beside the harness or, where a judge system has
    copied the harness (as main.py) beside a submitted file of another
    name, the one other .py file there."""
    named = [arg for arg in sys.argv[1:] if not arg.startswith("--")]
    if named:
        if not os.path.isfile(named[0]):
            sys.exit("%s: no such solution file" % named[0])
        return os.path.abspath(named[0])
    path = os.path.join(HERE, "solution.py")
    if os.path.exists(path):
        return path
    mine = os.path.basename(os.path.abspath(__file__))
    others = sorted(f for f in os.listdir(HERE) if f.endswith(".py") and f != mine)
    if len(others) != 1:
        found = "none"
        if others:
            found = "%d others (%s), none of them solution.py" % (len(others), ", ".join(others))
        sys.exit(
            "%s: this ttt-judge harness wraps solution.py beside it, or the one other .py file "
            "there, and %s has %s; put the solution there, or name it after the harness: %s %s "
            "SOLUTION.py" % (mine, HERE, found, os.path.basename(sys.executable), mine)
        )
    return os.path.join(HERE, others[0])


def load():
    """Runs the solution's file (or the text joined into this one) as the
    module `solution`, with the prelude's names in scope, as LeetCode runs
    a file."""
    if JOINED is None:
        path = submitted()
        sys.path.insert(0, os.path.dirname(path))
        with open(path, "rb") as source:
            text = source.read()
    else:
        path, text = JOINED
        # A traceback quotes the solution's lines from here.
        linecache.cache[path] = (len(text), None, text.splitlines(True), path)
    module = types.ModuleType("solution")
    module.__file__ = path
    sys.modules["solution"] = module
    exec(PRELUDE, module.__dict__)
    code = compile(text, path, "exec")
    exec(code, module.__dict__)
    return module


def no_entry(what, forms):
    """Says which form is missing and which are accepted, and ends the
    harness before it reads a case."""
    name = "solution.py" if JOINED is None else JOINED[0]
    sys.stderr.write(name + " has " + what + "; the forms accepted:\n" + forms)
    sys.stderr.flush()
    os._exit(NO_ENTRY)


def defined(module):
    """What solution.py defines, for a message that says no form was found:
    `the file has: class Solution with ticTacToe, def helper`, a line, or
    nothing."""
    parts = []
    for name, value in vars(module).items():
        if name.startswith("_") or getattr(value, "__module__", None) != module.__name__:
            continue
        if isinstance(value, type):
            methods = sorted(m for m, f in vars(value).items() if callable(f) and not m.startswith("__"))
            parts.append("class " + name + (" with " + ", ".join(methods) if methods else ""))
        elif callable(value):
            parts.append("def " + name)
    return "the file has: " + ", ".join(parts) + "\n" if parts else ""


def entry(module, names, what, forms):
    """The solution's function under one of names: a top-level function,
    or a method of `class Solution` called on a fresh instance each time."""
    for name in names:
        function = getattr(module, name, None)
        if callable(function) and not isinstance(function, type):
            return function
    solution = getattr(module, "Solution", None)
    if isinstance(solution, type):
        for name in names:
            if callable(getattr(solution, name, None)):
                return lambda *args, name=name: getattr(solution(), name)(*args)
    no_entry(what, forms + defined(module))


def plain(value):
    """Anything json cannot write: iterables as lists, the rest as text."""
    if hasattr(value, "__iter__"):
        return list(value)
    return repr(value)


def tell_judge(words):
    """Writes a line to the judge on stderr, after what came before it."""
    sys.stderr.flush()
    os.write(2, (TO_JUDGE + words + "\n").encode())


def raised(error, number):
    """The line that takes the place of case number's answer, on which the
    solution raised error: the harness prints what Python prints for an
    exception that ends the program (sys.excepthook, with the traceback
    from the program's first frame), and says the process would have ended
    with status 1; or, when other code would have had its say as the
    program ended (its own excepthook, atexit, threads), only that the case
    raised, and the judge runs it alone."""
    threading = sys.modules.get("threading")
    if (
        sys.excepthook is not sys.__excepthook__
        or getattr(atexit, "_ncallbacks", lambda: 0)() != AT_EXIT
        or (threading is not None and threading.active_count() > 1)
    ):
        return TO_JUDGE + "raised"
    trace = error.__traceback__
    frame = trace.tb_frame.f_back
    while frame is not None:
        trace = types.TracebackType(trace, frame, frame.f_lasti, frame.f_lineno)
        frame = frame.f_back
    error.__traceback__ = trace
    sys.excepthook(type(error), error, trace)
    tell_judge("raised %d" % number)
    return TO_JUDGE + "raised exit 1"


def main():
    """Answers each case of stdin with one flushed line on the answers'
    channel, after a line on stderr that marks where the case's own output
    begins; answer is the variant's. An exception on a case ends the
    program, or under --go-on takes the place of its answer (but one that
    says memory ran out, which may be the batch's doing)."""
    if GO_ON:
        tell_judge("loaded")
    number = 0
    for line in sys.stdin:
        if line.strip():
            number += 1
            sys.stderr.write("--- case %d ---\n" % number)
            sys.stderr.flush()
            try:
                text = json.dumps(answer(json.loads(line)), separators=(",", ":"), default=plain)
            except MemoryError:
                raise
            except Exception as error:
                if not GO_ON:
                    raise
                text = raised(error, number)
            sys.stderr.flush()
            ANSWERS.write(text + "\n")
            ANSWERS.flush()
