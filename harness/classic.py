

from solution import tictactoe  # noqa: E402


def answer(case):
    """The result of one case."""
    return tictactoe(case["moves"])


if __name__ == "__main__":
    main()
