# A bot speaking the arena's protocol itself: it plays the first empty
# cell, row by row; after an INVALID it tries the next one.
import json
import sys

skip = 0
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "turn":
        board, skip = message["board"], 0
    elif message["type"] == "invalid":
        skip += 1
    else:
        continue
    empty = [[r, c] for r, row in enumerate(board) for c, x in enumerate(row) if x == "."]
    print(json.dumps(empty[skip % len(empty)]), flush=True)
