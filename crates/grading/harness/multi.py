

FORMS = """\
    class TicTacToe:
        def __init__(self, n, player_marks): ...
        def play(self, player, row, col): ...   # returns a status
        def getStatus(self): ...                # or get_status
"""

solution = load()
try:
    from solution import TicTacToe  # noqa: E402
except ImportError:
    TicTacToe = None
if not (
    isinstance(TicTacToe, type)
    and callable(getattr(TicTacToe, "play", None))
    and callable(getattr(TicTacToe, "getStatus", None) or getattr(TicTacToe, "get_status", None))
):
    no_entry("no `class TicTacToe` with `play` and `getStatus` (or `get_status`) methods", FORMS)

WORDS = ("INVALID", "IN_PROGRESS", "TIE")


def status_text(status):
    """The string form of a status; anything else is left as it is."""
    if isinstance(status, dict) and set(status) <= {"state", "winner"}:
        state = status.get("state")
        state = getattr(state, "value", state)
        winner = status.get("winner")
        if state in WORDS and winner is None:
            return state
        if state == "WIN" and isinstance(winner, str):
            return "WIN:" + winner
    return status


def answer(case):
    """The [playResult, statusAfter] pairs of one case, on a fresh game."""
    game = TicTacToe(case["n"], list(case["playerMarks"]))
    get_status = getattr(game, "getStatus", None) or game.get_status
    pairs = []
    for player, row, col in zip(case["players"], case["rows"], case["cols"]):
        played = status_text(game.play(player, row, col))
        pairs.append([played, status_text(get_status())])
    return pairs


if __name__ == "__main__":
    main()
