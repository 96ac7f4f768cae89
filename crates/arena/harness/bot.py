# The arena's Python bot harness: speaks the JSON-lines protocol on
# stdin/stdout and asks solution.py (beside it) for each move, through
#   choose(board, me, marks, k) -> (row, col)        a function, or
#   class Bot: def move(self, board, me, marks, k)   one object a match.
# board is a list of row strings ('.' empty), me the bot's mark, marks
# the marks in turn order (a string), k the winning length. What the bot
# prints goes to stderr: stdout carries the answers alone.
import importlib.util, json, os, sys

answers = sys.stdout
sys.stdout = sys.stderr
here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("solution", os.path.join(here, "solution.py"))
solution = importlib.util.module_from_spec(spec)
spec.loader.exec_module(solution)
if hasattr(solution, "Bot"):
    bot = solution.Bot()
    choose = bot.move
elif hasattr(solution, "choose"):
    choose = solution.choose
else:
    sys.stderr.write("the bot has neither choose(board, me, marks, k) nor class Bot with move(board, me, marks, k)\n")
    sys.exit(86)
me, marks, k, board = None, "", 3, []
for line in sys.stdin:
    message = json.loads(line)
    kind = message["type"]
    if kind == "start":
        me, marks, k = message["mark"], "".join(message["marks"]), message["k"]
    elif kind == "turn":
        board = message["board"]
    if kind in ("turn", "invalid"):
        move = choose(list(board), me, marks, k)
        try:
            row, col = move
            line = json.dumps([int(row), int(col)])
        except (TypeError, ValueError):
            # Not a (row, col) pair: written as it is, the referee's garbage.
            line = repr(move).replace("\n", " ")[:200]
        answers.write(line + "\n")
        answers.flush()
