"""Any statement: prints a line that is not JSON before each answer, which
the harness sends to stderr, away from the answers."""


def tictactoe(moves):
    print("the winner is A")
    return "A"


def winner_after_each_move(n, moves):
    print("the winner is player 1")
    return [0] * len(moves)


class TicTacToe:
    def __init__(self, n, player_marks):
        print("new game")

    def play(self, player, row, col):
        return "IN_PROGRESS"

    def getStatus(self):
        return "IN_PROGRESS"
