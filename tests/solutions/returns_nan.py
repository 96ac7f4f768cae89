"""Any statement: returns a float NaN, which is written as `NaN`, not JSON (PE)."""


def tictactoe(moves):
    return float("nan")


def winner_after_each_move(n, moves):
    return float("nan")


class TicTacToe:
    def __init__(self, n, player_marks):
        pass

    def play(self, player, row, col):
        return float("nan")

    def getStatus(self):
        return float("nan")
