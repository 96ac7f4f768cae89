"""Any statement: fills 1 GiB on the first call (MLE)."""


def tictactoe(moves):
    return len(b"x" * (1 << 30))


def winner_after_each_move(n, moves):
    return [len(b"x" * (1 << 30))]


class TicTacToe:
    def __init__(self, n, player_marks):
        self.memory = b"x" * (1 << 30)
