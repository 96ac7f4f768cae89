"""A Gomocup brain that plays docs/ARENA.md's Gomocup exchange: in seat X
(told BEGIN) it checks every line the manager sends against the document's
`>` lines and answers its `<` lines, and answers MISMATCH (garbage) at the
first line that differs; in seat O (told TURN first) it plays the first
row from the left. The document's path is its argument.
"""

import sys

text = open(sys.argv[1]).read()
block = text.split("<!-- gomocup-exchange -->", 1)[1].split("```")[1]
script = [line for line in block.splitlines()[1:] if line]
at = 0
seat_o = False
o_moves = iter(range(15))


def out(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    line = line.rstrip("\n")
    if seat_o or (line.startswith("TURN") and script[at] == "> BEGIN"):
        seat_o = True
        if line.startswith("START") or line == "RESTART":
            out("OK")
        elif line == "ABOUT":
            out('name="row", version="1"')
        elif line.startswith("TURN"):
            out("%d,0" % next(o_moves))
        elif line == "END":
            break
        continue
    if at >= len(script) or script[at] != "> " + line:
        out("MISMATCH at %d: got %r, expected %r" % (at, line, script[at] if at < len(script) else None))
        continue
    at += 1
    while at < len(script) and script[at].startswith("< "):
        out(script[at][2:])
        at += 1
    if line == "END":
        break
