#!/usr/bin/env bash
# The memory bound at every --jobs: the peak RSS of `ttt-judge run` at
# --jobs 1 to 64, reading a file and reading stdin, on streams of small
# cases, of limit-size cases and with one huge case, printed next to the
# bound the README promises (4 times the largest case + 64 MB).
#
# Inputs (built once into target/bench/jobs, about 3.2 GB):
#   small.jsonl        gen --variant multi (random) cases, 194 MB, largest 1.4 KB
#   multi-200.jsonl    gen --variant multi --mode max cases (0.6 MB each), 200 MB
#   fullline-40/200/400.jsonl   gen --variant fullline --mode max cases (1 MB each)
#   fullline-1600.jsonl         four times fullline-400.jsonl
#   huge.jsonl         one 44 MB fullline case between two 80 MB runs of
#                      limit-size fullline cases, 204 MB
#
# `run` starts at most four threads a core; to measure --jobs 64 on a
# smaller machine, the script preloads benches/cores.c (built with cc),
# which makes the judge see 16 cores. Peak RSS is the kernel's count for
# the process (GNU time's %M), which other load on the machine does not
# change.
#
# Usage: benches/jobs.sh [RUNS]    (default 1; the largest peak of RUNS
# runs is printed). JOBS="1 2 8" and INPUTS="small.jsonl huge.jsonl" pick
# columns and rows; JUDGE=path measures another build.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-1}
dir=${BENCH_DIR:-target/bench}/jobs
mkdir -p "$dir"
command -v python3 >/dev/null && [ -x /usr/bin/time ] \
  || { echo "benches/jobs.sh needs python3 and GNU time (/usr/bin/time)" >&2; exit 2; }

cargo build --release --locked --quiet --bin ttt-judge
judge=${JUDGE:-target/release/ttt-judge}

preload=
if command -v cc >/dev/null; then
  cc -O2 -shared -fPIC -o "$dir/cores.so" benches/cores.c
  preload=$dir/cores.so
else
  echo "no C compiler: --jobs above four a core are capped by the judge" >&2
fi

build() {
  local file=$dir/$1
  shift
  [ -s "$file" ] || "$@" >"$file"
}

# Generated limit-size cases until the output holds at least $2 bytes.
generated() {
  local variant=$1 bytes=$2 seed=0 file
  file=$(mktemp)
  while [ "$(stat -c %s "$file")" -lt "$bytes" ]; do
    "$judge" gen --variant "$variant" --mode max --count 8 --seed "$seed" >>"$file"
    seed=$((seed + 1))
  done
  cat "$file"
  rm -f "$file"
}

huge_case() {
  python3 -c '
import sys
m = 4_100_000
w = sys.stdout.write
w("{\"n\":1000000000,\"moves\":[")
w(",".join("[%d,%d]" % (i % 100000, i // 100000) for i in range(m)))
w("]}\n")
'
}

build small.jsonl "$judge" gen --variant multi --count 500000 --seed 2
build multi-200.jsonl generated multi 200000000
for mb in 40 200 400; do
  build "fullline-$mb.jsonl" generated fullline $((mb * 1000000))
done
build fullline-1600.jsonl cat "$dir"/fullline-400.jsonl "$dir"/fullline-400.jsonl \
  "$dir"/fullline-400.jsonl "$dir"/fullline-400.jsonl
build huge-case.json huge_case
build huge.jsonl bash -c "head -n 80 '$dir/fullline-200.jsonl'; cat '$dir/huge-case.json'; head -n 80 '$dir/fullline-200.jsonl'"

# The largest peak RSS of `runs` runs of `run --jobs $3`, in MB, reading
# the file $2 named ("file") or on stdin ("stdin") as $1 says.
peak() {
  local how=$1 file=$2 jobs=$3 kb=0 line input=/dev/null named=()
  case $how in
    stdin) input=$file ;;
    file) named=("$file") ;;
  esac
  for _ in $(seq "$runs"); do
    LD_PRELOAD=$preload /usr/bin/time -o "$dir/time.out" -f '%M' \
      "$judge" run --quiet --jobs "$jobs" "${named[@]}" \
      <"$input" >/dev/null 2>"$dir/stderr.out" || true
    line=$(tail -n 1 "$dir/time.out")
    [ "$line" -gt "$kb" ] && kb=$line
  done
  awk -v k="$kb" 'BEGIN {printf "%.0f", k / 1024}'
}

jobs=${JOBS:-1 2 4 8 16 32 64}
printf '%-20s %-5s %7s %6s' input from MB largest
for j in $jobs; do printf ' %5s' "-j$j"; done
printf ' %6s\n' bound
for name in ${INPUTS:-small.jsonl multi-200.jsonl fullline-40.jsonl fullline-200.jsonl fullline-400.jsonl fullline-1600.jsonl huge.jsonl}; do
  file=$dir/$name
  big=$(awk -v b="$(wc -L <"$file")" 'BEGIN { printf "%.3f", b / 1e6 }')
  bound=$(awk -v b="$big" 'BEGIN {printf "%.0f", 4 * b + 64}')
  for how in file stdin; do
    printf '%-20s %-5s %7.0f %6s' "$name" "$how" \
      "$(awk -v b="$(stat -c %s "$file")" 'BEGIN {print b / 1e6}')" "$big"
    for j in $jobs; do
      printf ' %5s' "$(peak "$how" "$file" "$j")"
    done
    printf ' %6s\n' "$bound"
  done
done
