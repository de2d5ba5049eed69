#!/usr/bin/env bash
# Checks `suture replay` against the corpus evaluation (issue 15, "agrees with the corpus
# evaluation"). Manual: the corpus is not available in CI.
#
# 1. Picks N cases of the corpus (default 200), round-robin over its repositories.
# 2. Builds a git repository from them: per case, one commit holding Base at
#    <repo>/<case>/<file name from meta.json>, Left committed on main, Right on a branch,
#    and the merge commit (first parent Left) holding Resolved.
# 3. Replays it with `suture replay --json`, and runs `evaluate` on the same cases with
#    the same binary as a `suture merge` tool.
# 4. Compares the per-file outcomes (exact/ws/different/conflict against
#    equal/equal_ws/different/conflict) and prints the agreement.
#
# Usage: scripts/replay-vs-evaluate.sh [N] [SUTURE_BINARY]
# Env: CORPUS (default ../shared/corpus), EVALUATE (default ../shared/tools/evaluate),
#      WORK (default: a temporary directory, kept and printed).
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
count="${1:-200}"
suture="${2:-$here/target/release/suture}"
corpus="${CORPUS:-$here/../shared/corpus}"
evaluate="${EVALUATE:-$here/../shared/tools/evaluate}"
work="${WORK:-$(mktemp -d -t replay-vs-evaluate.XXXXXX)}"
[ -x "$suture" ] || { echo "no suture binary at $suture (cargo build --release)" >&2; exit 2; }
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }

python3 - "$corpus" "$work" "$count" <<'PY'
import json, os, sys
corpus, work, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
repos = sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d)))
queues = {r: sorted(c for c in os.listdir(os.path.join(corpus, r))
                    if os.path.exists(os.path.join(corpus, r, c, "meta.json"))) for r in repos}
picked = []
while len(picked) < count and any(queues.values()):
    for r in repos:
        if queues[r] and len(picked) < count:
            picked.append((r, queues[r].pop(0)))
# The selection as a corpus of its own (copies: evaluate's walk does not follow links),
# so evaluate sees exactly the same cases.
import shutil
sel = os.path.join(work, "cases")
for r, c in picked:
    target = os.path.join(sel, r, c)
    if os.path.islink(target):
        os.unlink(target)
    if not os.path.exists(target):
        shutil.copytree(os.path.join(corpus, r, c), target)
with open(os.path.join(work, "cases.txt"), "w") as f:
    for r, c in picked:
        f.write("%s/%s\n" % (r, c))
print("picked %d cases into %s" % (len(picked), sel), file=sys.stderr)
PY

# The repository: one merge per case, each on its own base so cases never interact.
repo="$work/repo"
rm -rf "$repo"
git init -q -b main "$repo"
g() { git -C "$repo" -c user.name=replay -c user.email=replay@example.invalid -c commit.gpgsign=false "$@"; }
g commit -q --allow-empty -m root
while read -r case; do
  dir="$work/cases/$case"
  ext=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["ext"])' "$dir/meta.json")
  name=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["file_name"])' "$dir/meta.json")
  path="$case/$name"
  mkdir -p "$repo/$case"
  cp "$dir/Base.$ext" "$repo/$path"; g add -- "$path"; g commit -q -m "$case: base"
  g checkout -q -b "right-$(echo "$case" | tr '/' '-')"
  cp "$dir/Right.$ext" "$repo/$path"; g commit -q --allow-empty -am "$case: right"
  g checkout -q main
  cp "$dir/Left.$ext" "$repo/$path"; g commit -q --allow-empty -am "$case: left"
  g merge -q --no-ff --no-commit "right-$(echo "$case" | tr '/' '-')" >/dev/null 2>&1 || true
  cp "$dir/Resolved.$ext" "$repo/$path"; g add -- "$path"
  g commit -q --allow-empty -m "$case: merge"
done < "$work/cases.txt"

"$suture" replay "$repo" --json "$work/replay.jsonl" > "$work/replay.txt"
"$evaluate" --tool "$suture merge -p {name} {base} {left} {right} -o {out}" \
  --out "$work/evaluate.jsonl" "$work/cases" > "$work/evaluate.txt"

python3 - "$work" <<'PY'
import collections, json, sys
work = sys.argv[1]
replay = {}
for line in open(work + "/replay.jsonl"):
    r = json.loads(line)
    if "summary" in r:
        continue
    case = r["path"].rsplit("/", 1)[0]
    replay[case] = r["outcome"]
def classify(r):
    if r["timeout"]: return "timeout"
    if r["crash"]: return "crash"
    if r["markers"]: return "conflict"
    if r["exact"]: return "equal"
    if r["ws"]: return "equal_ws"
    return "different"
evaluate = {r["case"]: classify(r) for r in map(json.loads, open(work + "/evaluate.jsonl"))}
agree = sum(1 for c, o in evaluate.items() if replay.get(c) == o)
pairs = collections.Counter((evaluate[c], replay.get(c, "not conflicting in replay")) for c in evaluate)
print("cases: %d; replay found %d conflicting files" % (len(evaluate), len(replay)))
print("same outcome: %d of %d (%.1f%%)" % (agree, len(evaluate), 100.0 * agree / max(1, len(evaluate))))
for kind in ("equal", "equal_ws", "different", "conflict"):
    print("  %-10s evaluate %4d   replay %4d" % (kind, sum(1 for o in evaluate.values() if o == kind),
                                               sum(1 for o in replay.values() if o == kind)))
print("disagreements (evaluate -> replay):")
for (a, b), n in sorted(pairs.items()):
    if a != b:
        print("  %-10s -> %-26s %4d" % (a, b, n))
with open(work + "/disagreements.txt", "w") as f:
    for c in sorted(evaluate):
        if replay.get(c) != evaluate[c]:
            f.write("%s %s %s\n" % (c, evaluate[c], replay.get(c)))
print("details in %s" % work)
PY
