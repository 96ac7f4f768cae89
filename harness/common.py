import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def plain(value):
    """Anything json cannot write: iterables as lists, the rest as text."""
    if hasattr(value, "__iter__"):
        return list(value)
    return repr(value)


def main():
    """Answers each case of stdin with one flushed line; answer is the variant's."""
    for line in sys.stdin:
        if line.strip():
            text = json.dumps(answer(json.loads(line)), separators=(",", ":"), default=plain)
            sys.stdout.write(text + "\n")
            sys.stdout.flush()
