#!/usr/bin/env bash
# The bounds benchmark: inputs built to make a judge walk long runs or hold
# too much memory, each timed with its peak RSS at --jobs 1 and --jobs 4,
# next to the bounds the README promises:
#
#   time:   a case of long runs costs no more than 3x an ordinary case of
#           the same bytes (`gen --mode max` output);
#   memory: peak RSS at most 4x the largest case's bytes + 64 MB, whatever
#           --jobs is and however long the stream.
#
# Inputs (built once into target/bench/bounds, about 2.4 GB):
#   walk.json       n = 10^9, k = 10^18, one player, 160 000 row-major calls
#   walk-k.json     the same with k = 10^6 (long runs, and a win possible)
#   walk-6000.json  n = 6000, k = 10^18, 1 000 000 row-major calls
#   ordinary.jsonl  gen --mode max multi cases, as many bytes as walk.json
#   ordinary-6000.jsonl   the same, as many bytes as walk-6000.json
#   multi-248.json  one 248 MB multi line: n = 30000, 31M calls, all rejected
#   multi-248x4.jsonl     four of them
#   fullline-227.json     one 227 MB fullline case on a 10^9 board
#   stream-40/200/400.jsonl   limit-size fullline cases (gen --mode max)
#
# Usage: benches/bounds.sh [RUNS]     (default 3; the median time and the
# largest peak are printed). JUDGE=path times another build; INPUTS="a b"
# times only those inputs. Needs: cargo, python3, GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-3}
dir=${BENCH_DIR:-target/bench}/bounds
mkdir -p "$dir"
command -v python3 >/dev/null && [ -x /usr/bin/time ] \
  || { echo "benches/bounds.sh needs python3 and GNU time (/usr/bin/time)" >&2; exit 2; }

cargo build --release --locked --quiet --bin ttt-judge
judge=${JUDGE:-target/release/ttt-judge}

build() {
  local file=$dir/$1
  shift
  [ -s "$file" ] || "$@" >"$file"
}

walk() {
  python3 - "$@" <<'EOF'
import json, sys
n, k, m, width = (int(a) for a in sys.argv[1:])
print(json.dumps({"n": n, "playerMarks": ["X"], "k": k, "players": ["X"] * m,
                  "rows": [i // width for i in range(m)],
                  "cols": [i % width for i in range(m)]}, separators=(",", ":")))
EOF
}

# Generated cases until the file holds at least $2 bytes.
generated() {
  local variant=$1 bytes=$2 seed=0 file
  file=$(mktemp)
  while [ "$(stat -c %s "$file")" -lt "$bytes" ]; do
    "$judge" gen --variant "$variant" --mode max --count 1 --seed "$seed" >>"$file"
    seed=$((seed + 1))
  done
  cat "$file"
  rm -f "$file"
}

build walk.json walk 1000000000 1000000000000000000 160000 1000000000
build walk-k.json walk 1000000000 1000000 160000 1000000000
build walk-6000.json walk 6000 1000000000000000000 1000000 6000
build ordinary.jsonl generated multi "$(stat -c %s "$dir/walk.json")"
build ordinary-6000.jsonl generated multi "$(stat -c %s "$dir/walk-6000.json")"
build multi-248.json python3 -c '
import sys
m = 31_000_000
w = sys.stdout.write
w("{\"n\":30000,\"playerMarks\":[\"X\",\"O\"],\"players\":[")
w(",".join(["\"O\""] * m))
w("],\"rows\":[" + ",".join(["1"] * m) + "],\"cols\":[" + ",".join(["1"] * m) + "]}\n")
'
build multi-248x4.jsonl cat "$dir/multi-248.json" "$dir/multi-248.json" "$dir/multi-248.json" "$dir/multi-248.json"
build fullline-227.json python3 -c '
import sys
m = 19_000_000
w = sys.stdout.write
w("{\"n\":1000000000,\"moves\":[")
w(",".join("[%d,%d]" % (i % 100000, i // 100000) for i in range(m)))
w("]}\n")
'
for mb in 40 200 400; do
  build "stream-$mb.jsonl" generated fullline $((mb * 1000000))
done

# Runs a command `runs` times; prints "median_seconds peak_megabytes".
measure() {
  local times=() kb=0 line
  for _ in $(seq "$runs"); do
    /usr/bin/time -o "$dir/time.out" -f '%e %M' "$@" >/dev/null 2>"$dir/stderr.out" || true
    line=$(tail -n 1 "$dir/time.out")
    times+=("${line% *}")
    [ "${line#* }" -gt "$kb" ] && kb=${line#* }
  done
  printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')" \
    "$(awk -v k="$kb" 'BEGIN {printf "%.0f", k / 1024}')"
}

# The largest line of a file, in MB.
largest() {
  awk -v b="$(wc -L <"$1")" 'BEGIN { printf "%.1f", b / 1e6 }'
}

printf '%-22s %8s %7s %9s %7s %9s %11s\n' input MB 'largest' 's -j1' 'MB -j1' 's -j4' 'MB -j4'
all="walk.json walk-k.json ordinary.jsonl walk-6000.json ordinary-6000.jsonl
  multi-248.json multi-248x4.jsonl fullline-227.json stream-40.jsonl stream-200.jsonl stream-400.jsonl"
for name in ${INPUTS:-$all}; do
  file=$dir/$name
  read -r s1 m1 < <(measure "$judge" run --quiet --jobs 1 "$file")
  read -r s4 m4 < <(measure "$judge" run --quiet --jobs 4 "$file")
  big=$(largest "$file")
  bound=$(awk -v b="$big" 'BEGIN {printf "%.0f", 4 * b + 64}')
  printf '%-22s %8.1f %7s %9s %7s %9s %7s (bound %s MB)\n' "$name" \
    "$(awk -v b="$(stat -c %s "$file")" 'BEGIN {print b / 1e6}')" "$big" "$s1" "$m1" "$s4" "$m4" "$bound"
done
