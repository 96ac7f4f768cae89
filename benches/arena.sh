#!/usr/bin/env bash
# The arena benchmark: two C++ bots (a function bot each, wrapped by the
# C++ bot harness and compiled with -O2) play one long match a seating on 3×3, and the referee's
# cost is given as games a second and wall-clock time a move (pipe round
# trips and the referee's own work: the bots' moves take microseconds),
# and as the referee's own CPU time a move, apart from the bots'.
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
# Prints the wall-clock time of the run and the referee's own CPU time
# (its threads', not the bots'): read from /proc/PID/stat once it has
# exited and before it is reaped, when the kernel still holds its times.
play() {
  local games=$1 out=$2
  python3 - "$judge" arena "$dir/first/bot" "$dir/last/bot" --games "$games" --jobs 2 \
    --sandbox "$sandbox" --record "$out" <<'PY' 3>"$dir/standings.txt"
import os, subprocess, sys, time
start = time.monotonic()
child = subprocess.Popen(sys.argv[1:], stdout=3, pass_fds=(3,))
os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)
wall = time.monotonic() - start
with open(f"/proc/{child.pid}/stat") as f:
    fields = f.read().rsplit(")", 1)[1].split()
own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
if child.wait() != 0:
    sys.exit("the arena failed")
print(wall, own)
PY
}
read -r short short_cpu < <(play 1 "$dir/short.jsonl")
read -r long long_cpu < <(play "$games" "$dir/games.jsonl")
python3 - "$dir/short.jsonl" "$dir/games.jsonl" "$short" "$long" "$short_cpu" "$long_cpu" <<'PY'
import json, sys
def count(path):
    games = moves = 0
    for line in open(path):
        games += 1
        moves += len(json.loads(line)["rows"])
    return games, moves
(g1, m1), (g2, m2) = count(sys.argv[1]), count(sys.argv[2])
t1, t2, c1, c2 = map(float, sys.argv[3:7])
games, moves, wall, cpu = g2 - g1, m2 - m1, t2 - t1, c2 - c1
print(f"{g2} games, {m2} moves in {t2:.2f} s; {t1:.2f} s for a tournament of {g1} games")
print(f"{games / wall:.0f} games a second, {wall / moves * 1e6:.1f} µs of wall-clock time a move")
print(f"the referee's own CPU time: {cpu / moves * 1e6:.1f} µs a move ({c2:.2f} s in all)")
PY
cat "$dir/standings.txt"
