"""Statement 002 that imports a module that is not there (and is slow to
load, so that a run per case would show)."""
import time

time.sleep(0.25)

import a_module_that_is_not_there  # noqa: E402,F401


def tictactoe(moves):
    return "Pending"
