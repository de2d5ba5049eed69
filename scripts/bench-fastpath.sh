#!/usr/bin/env bash
# Whole-process wall time of `suture merge` against `git merge-file` on a clean merge of a
# generated 5,000-line file: alternating runs, medians and the median of per-pair ratios.
# Target: suture at most 1.0x git (the clean path parses nothing).
#
# Usage: scripts/bench-fastpath.sh [RUNS]   (default 30 runs of each)
#   SUTURE=path/to/suture uses that binary instead of building a release one.
set -euo pipefail

runs=${1:-30}
repo=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z ${SUTURE:-} ]]; then
    cargo build --quiet --release -p suture --manifest-path "$repo/Cargo.toml"
    SUTURE=${CARGO_TARGET_DIR:-$repo/target}/release/suture
fi
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Base: 5,000 source-like lines. Left edits every 100th line, right every 100th line 50
# further on: 100 non-overlapping changes, a clean merge.
awk 'BEGIN { for (i = 0; i < 5000; i++) print "    let value_" i " = compute(" i % 97 ", \"" i "\");" }' >"$tmp/base"
awk '{ if ((NR - 1) % 100 == 0) print $0 " // left"; else print }' "$tmp/base" >"$tmp/left"
awk '{ if ((NR - 1) % 100 == 50) print $0 " // right"; else print }' "$tmp/base" >"$tmp/right"

git merge-file -p "$tmp/left" "$tmp/base" "$tmp/right" >"$tmp/git.out"
"$SUTURE" merge "$tmp/base" "$tmp/left" "$tmp/right" >"$tmp/suture.out"
cmp -s "$tmp/git.out" "$tmp/suture.out" || { echo "outputs differ" >&2; exit 1; }

now_us() { echo "${EPOCHREALTIME/./}"; }
git_times=() suture_times=() ratios=()
for ((i = 0; i < runs; i++)); do
    t0=$(now_us)
    git merge-file -p "$tmp/left" "$tmp/base" "$tmp/right" >/dev/null
    t1=$(now_us)
    "$SUTURE" merge "$tmp/base" "$tmp/left" "$tmp/right" >/dev/null
    t2=$(now_us)
    git_times+=($((t1 - t0)))
    suture_times+=($((t2 - t1)))
    ratios+=("$(awk -v s=$((t2 - t1)) -v g=$((t1 - t0)) 'BEGIN { printf "%.4f", s / g }')")
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
g=$(median "${git_times[@]}")
s=$(median "${suture_times[@]}")
r=$(median "${ratios[@]}")
printf 'clean 5,000-line merge, %d runs each: git merge-file median %s us, suture merge median %s us\n' "$runs" "$g" "$s"
printf 'ratio suture/git: %.2fx (medians), %.2fx (median of per-run ratios)\n' "$(awk -v s="$s" -v g="$g" 'BEGIN { print s / g }')" "$r"

# Wall time is noisy on a shared machine; instruction counts are not.
if command -v valgrind >/dev/null; then
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ { print $NF }'; }
    gi=$(count git merge-file -p "$tmp/left" "$tmp/base" "$tmp/right")
    si=$(count "$SUTURE" merge "$tmp/base" "$tmp/left" "$tmp/right")
    printf 'instructions (callgrind): git %s, suture %s, ratio %.2fx\n' "$gi" "$si" "$(awk -v s="$si" -v g="$gi" 'BEGIN { print s / g }')"
fi
