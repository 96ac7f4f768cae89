#!/usr/bin/env bash
# The grading benchmark: what `ttt-judge grade` adds to a solution's own
# running time, with the C++ solutions in tests/solutions/.
#
#   --isolate overhead: one process per case; the time per case beyond
#     the solution's own run (the compiled harness started once per case
#     by a shell loop). Target: at most 5 ms.
#   batch mode: 10 000 fullline cases in one process (small ones from gen's
#     random mode, and larger ones on a 100 x 100 board); the time beside
#     the solution's own (the compiled harness fed the same cases directly,
#     its output to /dev/null and through a pipe). Target: at most 2x.
#
# Compiling is left out of both: a run on one case (which compiles) is
# timed and taken off.
#
# Usage: benches/grade.sh [RUNS]     (default 3; medians are printed)
#        SANDBOX=strict|basic|auto benches/grade.sh   (the level, default auto)
# Needs: cargo, g++, GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-3}
dir=${BENCH_DIR:-target/bench}/grade
mkdir -p "$dir"
command -v g++ >/dev/null || { echo "benches/grade.sh needs g++" >&2; exit 2; }

cargo build --release --locked --quiet --bin ttt-judge
judge=${CARGO_TARGET_DIR:-$PWD/target}/release/ttt-judge
sandbox=${SANDBOX:-auto}
echo "sandbox: $sandbox"

# The compiled harness and solution, as grade makes them.
for variant in classic fullline; do
  "$judge" harness cpp "$variant" >"$dir/$variant-harness.cpp"
  cp "tests/solutions/$variant.cpp" "$dir/solution.cpp"
  (cd "$dir" && g++ -std=c++17 -O2 -o "$variant-solution" "$variant-harness.cpp")
done
rm -f "$dir/solution.cpp"

isolated=200
"$judge" gen --variant classic --count "$isolated" --seed 1 >"$dir/classic.jsonl"
head -n 1 "$dir/classic.jsonl" >"$dir/classic-1.jsonl"
"$judge" gen --variant fullline --count 10000 --seed 1 >"$dir/fullline.jsonl"
split -l 1 -a 4 -d "$dir/classic.jsonl" "$dir/classic-case-"

# The median wall time, in seconds, of `runs` runs of a command.
median() {
  local times=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -o "$dir/time.out" -f '%e' "$@" >/dev/null 2>&1 || true
    times+=("$(tail -n 1 "$dir/time.out")")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

own_loop() {
  for f in "$dir"/classic-case-*; do "$dir/classic-solution" <"$f" >/dev/null; done
}
export -f own_loop
export dir

one=$(median "$judge" grade "$dir/classic-1.jsonl" tests/solutions/classic.cpp --isolate --jobs 1 --sandbox "$sandbox")
all=$(median "$judge" grade "$dir/classic.jsonl" tests/solutions/classic.cpp --isolate --jobs 1 --sandbox "$sandbox")
own=$(median bash -c own_loop)
echo "--isolate, $isolated classic cases, --jobs 1:"
echo "  grade: ${all} s (one case, compiling included: ${one} s); the solution alone, once a case: ${own} s"
awk -v a="$all" -v o="$one" -v s="$own" -v n="$isolated" \
  'BEGIN { printf "  overhead per case: %.1f ms (target <= 5 ms)\n", ((a - o) - s) / n * 1000 }'

# Batch mode: the solution's own time is taken with its output to
# /dev/null, and through a pipe (as any judge must read it).
batch() {
  local corpus=$1 label=$2
  head -n 1 "$corpus" >"$dir/batch-1.jsonl"
  local one all own piped
  one=$(median "$judge" grade "$dir/batch-1.jsonl" tests/solutions/fullline.cpp --jobs 1 --sandbox "$sandbox")
  all=$(median "$judge" grade "$corpus" tests/solutions/fullline.cpp --jobs 1 --sandbox "$sandbox")
  own=$(median sh -c "'$dir/fullline-solution' <'$corpus'")
  piped=$(median sh -c "'$dir/fullline-solution' <'$corpus' | cat")
  echo "batch, $label, --jobs 1:"
  echo "  grade: ${all} s (one case, compiling included: ${one} s)"
  echo "  the solution alone: ${own} s to /dev/null, ${piped} s through a pipe"
  awk -v a="$all" -v o="$one" -v s="$own" -v p="$piped" \
    'BEGIN { printf "  grade / solution alone: %.2fx to /dev/null, %.2fx through a pipe (target <= 2x)\n", (a - o) / s, (a - o) / p }'
}
batch "$dir/fullline.jsonl" "10 000 fullline cases of gen's random mode ($(du -h "$dir/fullline.jsonl" | cut -f1))"
"$judge" gen --variant fullline --count 10000 --seed 1 --n 100 --moves 2000 >"$dir/fullline-100.jsonl"
batch "$dir/fullline-100.jsonl" "10 000 fullline cases with n = 100 ($(du -h "$dir/fullline-100.jsonl" | cut -f1))"
