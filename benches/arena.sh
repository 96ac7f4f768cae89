#!/usr/bin/env bash
# The arena benchmark: two C++ bots (a function bot each, wrapped by the
# C++ bot harness and compiled with -O2) play one long match a seating on 3×3, and the referee's
# cost is given as games a second and wall-clock time a move (pipe round
# trips and the referee's own work: the bots' moves take microseconds).
#
# Usage: benches/arena.sh [GAMES] [SANDBOX]   (default 5000 games a seating,
# --sandbox auto). JUDGE=path times another build. Needs: cargo, g++,
# python3.
set -euo pipefail
cd "$(dirname "$0")/.."

games=${1:-5000}
sandbox=${2:-auto}
dir=${BENCH_DIR:-target/bench}/arena
mkdir -p "$dir"
command -v g++ >/dev/null && command -v python3 >/dev/null \
  || { echo "benches/arena.sh needs g++ and python3" >&2; exit 2; }

cargo build --release --locked --quiet --bin ttt-judge
judge=${JUDGE:-${CARGO_TARGET_DIR:-target}/release/ttt-judge}

cat >"$dir/first.cpp" <<'BOT'
std::pair<int, int> choose(const std::vector<std::string>& board, char me, const std::string& marks, int k) {
    for (int r = 0; r < (int)board.size(); r++)
        for (int c = 0; c < (int)board[r].size(); c++)
            if (board[r][c] == '.') return {r, c};
    return {0, 0};
}
BOT
cat >"$dir/last.cpp" <<'BOT'
std::pair<int, int> choose(const std::vector<std::string>& board, char me, const std::string& marks, int k) {
    for (int r = (int)board.size() - 1; r >= 0; r--)
        for (int c = (int)board[r].size() - 1; c >= 0; c--)
            if (board[r][c] == '.') return {r, c};
    return {0, 0};
}
BOT

# The bots compiled once, here, with the arena's C++ bot harness, and
# given to the arena as protocol commands: no compilation is timed.
for bot in first last; do
  mkdir -p "$dir/$bot"
  cp "$dir/$bot.cpp" "$dir/$bot/solution.cpp"
  cp crates/arena/harness/bot.cpp "$dir/$bot/harness.cpp"
  g++ -O2 -o "$dir/$bot/bot" "$dir/$bot/harness.cpp"
done

# One run of one game a seating costs what a tournament costs besides its
# games (starting, compiling the bots); a long run's cost beyond it is the
# games'.
play() {
  local games=$1 out=$2
  local start end
  start=$(date +%s.%N)
  "$judge" arena "$dir/first/bot" "$dir/last/bot" --games "$games" --jobs 2 \
    --sandbox "$sandbox" --record "$out" >"$dir/standings.txt"
  end=$(date +%s.%N)
  python3 -c "print($end - $start)"
}
short=$(play 1 "$dir/short.jsonl")
long=$(play "$games" "$dir/games.jsonl")
python3 - "$dir/short.jsonl" "$dir/games.jsonl" "$short" "$long" <<'PY'
import json, sys
def count(path):
    games = moves = 0
    for line in open(path):
        games += 1
        moves += len(json.loads(line)["rows"])
    return games, moves
(g1, m1), (g2, m2) = count(sys.argv[1]), count(sys.argv[2])
t1, t2 = float(sys.argv[3]), float(sys.argv[4])
games, moves, wall = g2 - g1, m2 - m1, t2 - t1
print(f"{g2} games, {m2} moves in {t2:.2f} s; {t1:.2f} s for a tournament of {g1} games")
print(f"{games / wall:.0f} games a second, {wall / moves * 1e6:.1f} µs of wall-clock time a move")
PY
cat "$dir/standings.txt"
