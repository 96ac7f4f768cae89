"""Any statement: exits with status 3 on the first call (RE)."""
import sys


def tictactoe(moves):
    sys.exit(3)


def winner_after_each_move(n, moves):
    sys.exit(3)


class TicTacToe:
    def __init__(self, n, player_marks):
        sys.exit(3)
