"""A Gomocup brain in the style of the Python template (pisqpipe): a loop
reading the manager's commands from stdin, answering OK and x,y.

It wins when it can, blocks the opponent's five when it must, else plays
the empty cell nearest the centre. An argument makes it misbehave, as the
arena's tests need:

  occupied        its first answer after a TURN names the opponent's
                  stone; after the BOARD sent back it checks the position
                  against its own and plays on (BOARD-MISMATCH if wrong)
  garbage         answers every move with a line that is no move
  spam            writes MESSAGE lines forever instead of a move
  spam-slow       the same, a line every 50 ms
  refuse-restart  answers UNKNOWN to RESTART, and plays on after START
"""

import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else ""
width = 0
board = {}  # (x, y) -> 1 its own stone, 2 the opponent's
tricked = False


def out(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def brain_init(size):
    global width
    if size < 5 or size > 20:
        out("ERROR unsupported size")
        return
    width = size
    board.clear()
    out("OK")


def brain_restart():
    board.clear()
    out("OK")


def five(x, y, who):
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            cx, cy = x + sign * dx, y + sign * dy
            while board.get((cx, cy)) == who:
                run += 1
                cx, cy = cx + sign * dx, cy + sign * dy
        if run >= 5:
            return True
    return False


def choose():
    empty = [(x, y) for y in range(width) for x in range(width) if (x, y) not in board]
    for who in (1, 2):
        for x, y in empty:
            if five(x, y, who):
                return x, y
    middle = (width - 1) / 2
    return min(empty, key=lambda c: (abs(c[0] - middle) + abs(c[1] - middle), c[1], c[0]))


def brain_turn():
    if MODE == "garbage":
        out("I would rather not")
        return
    if MODE.startswith("spam"):
        while True:
            out("MESSAGE still thinking")
            if MODE == "spam-slow":
                time.sleep(0.05)
    x, y = choose()
    board[(x, y)] = 1
    out("%d,%d" % (x, y))


def main():
    global tricked
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        words = line.strip().split(" ", 1)
        command = words[0].upper()
        rest = words[1] if len(words) > 1 else ""
        if command == "START":
            brain_init(int(rest))
        elif command == "RESTART":
            if MODE == "refuse-restart":
                out("UNKNOWN RESTART")
            else:
                brain_restart()
        elif command == "BEGIN":
            brain_turn()
        elif command == "TURN":
            x, y = (int(v) for v in rest.split(","))
            board[(x, y)] = 2
            if MODE == "occupied" and not tricked:
                tricked = True
                out("%d,%d" % (x, y))
                continue
            brain_turn()
        elif command == "BOARD":
            sent = {}
            while True:
                entry = sys.stdin.readline().strip()
                if entry == "DONE":
                    break
                x, y, who = (int(v) for v in entry.split(","))
                sent[(x, y)] = who
            if sent != board:
                out("BOARD-MISMATCH %r %r" % (sorted(sent.items()), sorted(board.items())))
                continue
            brain_turn()
        elif command == "INFO":
            pass
        elif command == "END":
            return
        elif command == "ABOUT":
            out('name="testbrain", version="1.0", author="ttt-judge", country="none"')
        else:
            out("UNKNOWN " + command)


main()
