#!/usr/bin/env bash
# Two builds of ttt-judge, timed in turn on the same corpora: for each
# corpus and job setting (default and --jobs 1), runs A and B alternately
# RUNS times, checks they print the same bytes, and prints the median
# seconds of each and B/A. Interleaving keeps a busy machine's drift out
# of the ratio.
#
# Usage: benches/compare.sh A B [CORPUS]...   (default corpora: the ones
#        benches/run.sh makes in target/bench; RUNS=15 by default)
# Example, against the last commit:
#   git worktree add /tmp/base HEAD && (cd /tmp/base && cargo build --release)
#   cargo build --release
#   benches/compare.sh /tmp/base/target/release/ttt-judge target/release/ttt-judge
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -ge 2 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
a=$1 b=$2
shift 2
corpora=("$@")
[ ${#corpora[@]} -gt 0 ] || corpora=(target/bench/multi.jsonl target/bench/fullline.jsonl)
runs=${RUNS:-15}

median() { sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

for corpus in "${corpora[@]}"; do
  [ -s "$corpus" ] || { echo "no corpus $corpus (benches/run.sh makes it)" >&2; exit 2; }
  cmp -s <("$a" run -q "$corpus") <("$b" run -q "$corpus") \
    || { echo "A and B print different bytes on $corpus" >&2; exit 1; }
  for jobs in default 1; do
    args=(run -q)
    [ "$jobs" = 1 ] && args+=(--jobs 1)
    : >"$corpus.a.times"
    : >"$corpus.b.times"
    for _ in $(seq "$runs"); do
      /usr/bin/time -a -o "$corpus.a.times" -f %e "$a" "${args[@]}" "$corpus" >/dev/null
      /usr/bin/time -a -o "$corpus.b.times" -f %e "$b" "${args[@]}" "$corpus" >/dev/null
    done
    ma=$(median <"$corpus.a.times")
    mb=$(median <"$corpus.b.times")
    printf '%-32s jobs %-8s A %6.2f s   B %6.2f s   B/A %.3f\n' "$corpus" "$jobs" "$ma" "$mb" \
      "$(awk -v a="$ma" -v b="$mb" 'BEGIN {print (a > 0 ? b / a : 0)}')"
    rm -f "$corpus.a.times" "$corpus.b.times"
  done
done
