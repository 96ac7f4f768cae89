#!/usr/bin/env bash
# The throughput benchmark: generates a JSON Lines corpus of limit-size
# cases per variant (multi: n = 200, 16 players, 40 000 calls; fullline:
# n = 1000, 100 000 moves), checks that ttt-judge and the Python judge agree
# on it, then prints for each corpus the median wall time and peak memory of
#
#   ttt-judge run            (default jobs: one per core)
#   ttt-judge run --jobs 1
#   parse_only               (the same input parsed into the same case types, nothing else)
#   jq -c .                  (reading and writing the same JSON)
#   benches/judge.py         (the statements' own algorithms, in Python)
#
# and the ratios between them.
#
# Usage: benches/run.sh [MEGABYTES] [RUNS]     (defaults: 200 and 5)
# Needs: cargo, jq, python3, GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."

size_mb=${1:-200}
runs=${2:-5}
dir=${BENCH_DIR:-target/bench}
mkdir -p "$dir"

for tool in jq python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "benches/run.sh needs $tool" >&2; exit 2; }
done

cargo build --release --locked --quiet --bin ttt-judge --example parse_only
judge=target/release/ttt-judge
parse_only=target/release/examples/parse_only

# Appends generated cases to the corpus until it holds size_mb megabytes.
make_corpus() {
  local variant=$1 file=$2 seed=0
  : >"$file"
  while [ "$(stat -c %s "$file")" -lt $((size_mb * 1000000)) ]; do
    "$judge" gen --variant "$variant" --mode max --count 8 --seed "$seed" >>"$file"
    seed=$((seed + 1))
  done
}

# Runs a command `runs` times; prints "median_seconds peak_kilobytes".
measure() {
  local times=() rss=0 line
  for _ in $(seq "$runs"); do
    /usr/bin/time -o "$dir/time.out" -f '%e %M' "$@" >/dev/null 2>&1
    line=$(tail -n 1 "$dir/time.out")
    times+=("${line% *}")
    [ "${line#* }" -gt "$rss" ] && rss=${line#* }
  done
  local median
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$median $rss"
}

printf '%-10s %-22s %9s %9s %10s\n' corpus command seconds MB/s 'peak RSS'
for variant in multi fullline; do
  corpus="$dir/$variant.jsonl"
  [ -s "$corpus" ] && [ "$(stat -c %s "$corpus")" -ge $((size_mb * 1000000)) ] || make_corpus "$variant" "$corpus"
  mb=$(awk -v b="$(stat -c %s "$corpus")" 'BEGIN {printf "%.1f", b / 1e6}')

  "$judge" run --quiet "$corpus" >"$dir/$variant.judge.out"
  python3 benches/judge.py "$corpus" >"$dir/$variant.python.out"
  cmp -s "$dir/$variant.judge.out" "$dir/$variant.python.out" \
    || { echo "ttt-judge and benches/judge.py disagree on $corpus" >&2; exit 1; }
  "$judge" run --quiet --jobs 1 "$corpus" | cmp -s - "$dir/$variant.judge.out" \
    || { echo "--jobs 1 and the default jobs give different bytes on $corpus" >&2; exit 1; }

  declare -A secs=() kb=()
  for name in default jobs1 parse jq python; do
    case $name in
      default) cmd=("$judge" run --quiet "$corpus") ;;
      jobs1) cmd=("$judge" run --quiet --jobs 1 "$corpus") ;;
      parse) cmd=("$parse_only" "$corpus") ;;
      jq) cmd=(jq -c . "$corpus") ;;
      python) cmd=(python3 benches/judge.py "$corpus") ;;
    esac
    read -r s k < <(measure "${cmd[@]}")
    secs[$name]=$s
    kb[$name]=$k
    label=$name
    case $name in
      default) label="ttt-judge run" ;;
      jobs1) label="ttt-judge run -j1" ;;
      parse) label="parse only" ;;
      jq) label="jq -c ." ;;
      python) label="python judge" ;;
    esac
    printf '%-10s %-22s %9.2f %9.0f %8.1f MB\n' "$variant ${mb}MB" "$label" "$s" \
      "$(awk -v m="$mb" -v s="$s" 'BEGIN {print (s > 0 ? m / s : 0)}')" \
      "$(awk -v k="$k" 'BEGIN {print k / 1024}')"
  done
  ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0 ? a / b : 0)}'; }
  echo "  jq / ttt-judge:           $(ratio "${secs[jq]}" "${secs[default]}")x   (target >= 25)"
  echo "  python / ttt-judge:       $(ratio "${secs[python]}" "${secs[default]}")x   (target >= 40)"
  echo "  -j1 / parse only:         $(ratio "${secs[jobs1]}" "${secs[parse]}")x   (target <= 1.3)"
  echo "  -j1 / default jobs:       $(ratio "${secs[jobs1]}" "${secs[default]}")x   (target >= 1.7 on 2 cores)"
  unset secs kb
done
