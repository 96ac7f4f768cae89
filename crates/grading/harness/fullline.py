

FORMS = """\
    def winner_after_each_move(n, moves): ...   # or winnerAfterEachMove

    class Solution:
        def winnerAfterEachMove(self, n: int, moves: List[List[int]]) -> List[int]: ...

    class TicTacToe:                             # LeetCode 348
        def __init__(self, n: int): ...
        def move(self, row: int, col: int, player: int) -> int: ...
"""

SOLUTION = load()


def leetcode_348(module):
    """LeetCode 348's `class TicTacToe`, when the solution defines it with
    a `move` method; else None."""
    game = getattr(module, "TicTacToe", None)
    if isinstance(game, type) and callable(getattr(game, "move", None)):
        return game
    return None


GAME = leetcode_348(SOLUTION)

if GAME is None:
    winner_after_each_move = entry(
        SOLUTION,
        ["winner_after_each_move", "winnerAfterEachMove"],
        "no `winner_after_each_move` (or `winnerAfterEachMove`) function, no "
        "`class Solution` with such a method and no `class TicTacToe` with a "
        "`move` method",
        FORMS,
    )


def answer(case):
    """The results of one case, one per move: from a fresh game of LeetCode
    348's class, each move made by the case's player for it (alternating
    from player 1 when the case names none), or from the statement's
    function."""
    if GAME is None:
        return winner_after_each_move(case["n"], case["moves"])
    game = GAME(case["n"])
    moves = case["moves"]
    players = case.get("players") or [1 + i % 2 for i in range(len(moves))]
    return [game.move(row, col, player) for (row, col), player in zip(moves, players)]


if __name__ == "__main__":
    main()
