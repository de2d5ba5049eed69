#!/usr/bin/env bash
# Compares suture's line merge (suture=0) with `git merge-file` on every case of the shared
# corpus: output bytes and clean/conflict status must agree.
#
# Usage: scripts/corpus-line-merge-check.sh [CORPUS]
#   CORPUS defaults to $SUTURE_CORPUS, else ../shared/corpus relative to the repository.
#   SUTURE=path/to/suture uses that binary instead of building a release one.
#   STYLE=merge|diff3|zdiff3 picks the conflict style (default diff3).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
corpus=${1:-${SUTURE_CORPUS:-$repo/../shared/corpus}}
[[ -d $corpus ]] || { echo "corpus not found: $corpus" >&2; exit 2; }
if [[ -z ${SUTURE:-} ]]; then
    cargo build --quiet --release -p suture --manifest-path "$repo/Cargo.toml"
    SUTURE=${CARGO_TARGET_DIR:-$repo/target}/release/suture
fi
style=${STYLE:-diff3}
case $style in
    merge) git_flag=() ;;
    diff3 | zdiff3) git_flag=("--$style") ;;
    *) echo "unknown STYLE: $style" >&2; exit 2 ;;
esac
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null suture=0

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total=0 same=0
while IFS= read -r -d '' base; do
    dir=$(dirname "$base")
    ext=${base##*/Base.}
    left=$dir/Left.$ext right=$dir/Right.$ext
    total=$((total + 1))
    set +e
    git merge-file -p "${git_flag[@]}" -L left -L base -L right "$left" "$base" "$right" >"$tmp/git"
    git_status=$?
    "$SUTURE" merge --conflict-style "$style" -s base -x left -y right "$base" "$left" "$right" >"$tmp/suture"
    suture_status=$?
    set -e
    if ((git_status > 0)); then git_status=1; fi
    if [[ $git_status == "$suture_status" ]] && cmp -s "$tmp/git" "$tmp/suture"; then
        same=$((same + 1))
    else
        echo "differs: ${dir#"$corpus"/} (git $git_status, suture $suture_status)"
    fi
done < <(find "$corpus" -mindepth 3 -maxdepth 3 -name 'Base.*' -print0 | sort -z)

awk -v st="$style" -v s="$same" -v t="$total" 'BEGIN { printf "corpus line merge (%s): %d/%d identical to git merge-file (%.2f%%)\n", st, s, t, t ? 100 * s / t : 0 }'
[[ $same == "$total" ]]
