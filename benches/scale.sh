#!/usr/bin/env bash
# Two-core scaling on fullline: wall time of `ttt-judge run` with one job
# and with two on a file (read in chunks by the threads), two jobs on the
# same bytes through stdin (read as one stream by one thread), and the
# hand-written ceiling of one thread (examples/ceiling.rs), side by side
# in one run, with the ratios. Needs a quiet machine: check `uptime` first.
#
# Corpora: limit-size fullline cases (gen --mode max), 40 and 200 MB, built
# into target/bench/jobs as benches/jobs.sh builds them.
#
# Usage: benches/scale.sh [RUNS]   (default 10; hyperfine if installed,
# else the best of RUNS runs of GNU time).
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-10}
dir=${BENCH_DIR:-target/bench}/jobs
mkdir -p "$dir"
cargo build --release --locked --quiet --bin ttt-judge --example ceiling
target=${CARGO_TARGET_DIR:-target}
judge=${JUDGE:-$target/release/ttt-judge}
ceiling=$target/release/examples/ceiling

for mb in 40 200; do
  file=$dir/fullline-$mb.jsonl
  seed=0
  [ -s "$file" ] || while [ "$(stat -c %s "$file" 2>/dev/null || echo 0)" -lt $((mb * 1000000)) ]; do
    "$judge" gen --variant fullline --mode max --count 8 --seed "$seed" >>"$file"
    seed=$((seed + 1))
  done
done

# The best wall time of `runs` runs of a shell command, in seconds.
best() {
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 1 --runs "$runs" --export-json "$dir/hf.json" -N "$1" >/dev/null 2>&1 \
      || hyperfine --warmup 1 --runs "$runs" --export-json "$dir/hf.json" "$1" >/dev/null
    python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["results"][0]["min"])' "$dir/hf.json"
  else
    local b=
    for _ in $(seq "$runs"); do
      /usr/bin/time -o "$dir/time.out" -f '%e' bash -c "$1" >/dev/null 2>&1
      t=$(tail -n 1 "$dir/time.out")
      [ -z "$b" ] || awk -v t="$t" -v b="$b" 'BEGIN {exit !(t < b)}' && b=$t
    done
    echo "$b"
  fi
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0 ? a / b : 0)}'; }

printf '%-12s %9s %9s %9s %9s %10s %10s\n' corpus ceiling '-j1' '-j2 file' '-j2 stdin' '-j1/-j2' '-j1/ceil'
for mb in 40 200; do
  file=$dir/fullline-$mb.jsonl
  "$judge" run --quiet --jobs 1 "$file" | cmp -s - <("$judge" run --quiet --jobs 2 "$file") \
    || { echo "--jobs 1 and --jobs 2 differ on $file" >&2; exit 1; }
  c=$(best "$ceiling $file")
  one=$(best "$judge run --quiet --jobs 1 $file")
  two=$(best "$judge run --quiet --jobs 2 $file")
  piped=$(best "bash -c '$judge run --quiet --jobs 2 < $file'")
  printf '%-12s %9s %9s %9s %9s %10s %10s\n' "fullline-$mb" "$c" "$one" "$two" "$piped" \
    "$(ratio "$one" "$two")" "$(ratio "$one" "$c")"
done
