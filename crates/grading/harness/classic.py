

FORMS = """\
    def tictactoe(moves): ...

    class Solution:
        def tictactoe(self, moves: List[List[int]]) -> str: ...
"""

tictactoe = entry(
    load(),
    ["tictactoe"],
    "no `tictactoe` function and no `class Solution` with a `tictactoe` method",
    FORMS,
)


def answer(case):
    """The result of one case."""
    return tictactoe(case["moves"])


if __name__ == "__main__":
    main()
