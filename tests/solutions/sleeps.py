"""Any statement: sleeps 30 s on the first call (TLE)."""
import time


def tictactoe(moves):
    time.sleep(30)


def winner_after_each_move(n, moves):
    time.sleep(30)


class TicTacToe:
    def __init__(self, n, player_marks):
        time.sleep(30)
