"""Statement 002: right on a game of at most three moves, and raises
ValueError on a longer one, after printing on stdout and stderr (and a
line as it loads, slowly, so that a run per crash would show)."""
import sys
import time

time.sleep(0.2)
print("loading")


def tictactoe(moves):
    print("moves:", len(moves))
    print("[debug]", file=sys.stderr)
    if len(moves) > 3:
        raise ValueError("too many moves: %d" % len(moves))
    return "Pending"
