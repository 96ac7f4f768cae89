"""Statement 002 under a name the statement does not give (and slow to
load, so that a run per case would show)."""
import time

time.sleep(0.25)


def tic_tac_toe(moves):
    return "Pending"
