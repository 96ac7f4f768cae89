

FORMS = """\
    def winner_after_each_move(n, moves): ...   # or winnerAfterEachMove

    class Solution:
        def winnerAfterEachMove(self, n: int, moves: List[List[int]]) -> List[int]: ...
"""

winner_after_each_move = entry(
    load(),
    ["winner_after_each_move", "winnerAfterEachMove"],
    "no `winner_after_each_move` (or `winnerAfterEachMove`) function and no "
    "`class Solution` with such a method",
    FORMS,
)


def answer(case):
    """The results of one case, one per move."""
    return winner_after_each_move(case["n"], case["moves"])


if __name__ == "__main__":
    main()
