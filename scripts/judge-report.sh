#!/usr/bin/env bash
# What each judge of the cascade turns down, on real merges: runs `../shared/tools/evaluate`
# over each corpus once with every judge and once without each one (`--without-judge NAME`),
# and prints per judge what leaving it out changes:
#   right lost   - cases resolved as the authors did only because the judge is off
#                  (it turned down a right merge; its cost),
#   wrong kept   - cases resolved differently from the authors once it is off
#                  (it prevented a wrong merge; what it pays).
# About 2 minutes per judge and corpus on 2 cores (10 judges, 2 corpora: 40 minutes).
#
# Usage: scripts/judge-report.sh [CORPUS...]   (default ../shared/corpus ../shared/corpus-check)
#   SUTURE=path/to/suture uses that binary instead of building a release one;
#   EVALUATE=path/to/evaluate (default ../shared/tools/evaluate); JOBS (default 2).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
evaluate=${EVALUATE:-$repo/../shared/tools/evaluate}
jobs=${JOBS:-2}
corpora=("$@")
((${#corpora[@]})) || corpora=("$repo/../shared/corpus" "$repo/../shared/corpus-check")
if [[ -z ${SUTURE:-} ]]; then
    cargo build --quiet --release -p suture --manifest-path "$repo/Cargo.toml"
    SUTURE=${CARGO_TARGET_DIR:-$repo/target}/release/suture
fi
# The judges' names, in their order, as `--without-judge` lists them when given an unknown one.
mapfile -t judges < <(
    "$SUTURE" merge --without-judge '?' 2>&1 |
    sed -n 's/.*\[possible values: \([a-z_, ]*\)\].*/\1/p' | tr -d ' ' | tr ',' '\n')
if ((${#judges[@]} == 0)); then
    echo "judge-report: no judge names from $SUTURE" >&2
    exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SUTURE_DATA_DIR=$tmp/data

run() { # run OUT [--without-judge NAME]
    local out=$1 corpus=$2
    shift 2
    "$evaluate" --jobs "$jobs" --out "$out" \
        --tool "$SUTURE merge $* -p {name} {base} {left} {right} -o {out}" "$corpus" >/dev/null 2>&1
}
# Per case: right (resolved, equal ignoring white space), wrong (resolved otherwise), or
# conflict; then what moved between the run with every judge and the one without.
moved() {
    python3 - "$1" "$2" <<'PY'
import json, sys
def verdicts(path):
    out = {}
    for line in open(path):
        case = json.loads(line)
        out[case["case"]] = "right" if case["resolved"] and case["ws"] else \
            "wrong" if case["resolved"] else "conflict"
    return out
every, without = verdicts(sys.argv[1]), verdicts(sys.argv[2])
right_lost = sum(1 for c in every if every[c] != "right" and without[c] == "right")
wrong_kept = sum(1 for c in every if every[c] != "wrong" and without[c] == "wrong")
print(right_lost, wrong_kept)
PY
}

printf '%-14s' judge
for corpus in "${corpora[@]}"; do printf ' | %-28s' "$(basename "$corpus"): right lost / wrong kept"; done
echo
for i in "${!corpora[@]}"; do run "$tmp/every-$i.jsonl" "${corpora[$i]}"; done
for judge in "${judges[@]}"; do
    printf '%-14s' "$judge"
    for i in "${!corpora[@]}"; do
        run "$tmp/without-$i.jsonl" "${corpora[$i]}" --without-judge "$judge"
        read -r lost kept < <(moved "$tmp/every-$i.jsonl" "$tmp/without-$i.jsonl")
        printf ' | %-28s' "$lost / $kept"
    done
    echo
done
