

from solution import winner_after_each_move  # noqa: E402


def answer(case):
    """The results of one case, one per move."""
    return winner_after_each_move(case["n"], case["moves"])


if __name__ == "__main__":
    main()
