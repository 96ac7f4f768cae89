"""A bot that plays the first empty cell, row by row: it never loses a
move, but it does not look at the other seat, so it loses games."""
import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "turn":
        cells = "".join(message["board"])
        cell = cells.index(".")
        n = len(message["board"])
        print(json.dumps([cell // n, cell % n]), flush=True)
