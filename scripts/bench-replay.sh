#!/usr/bin/env bash
# Benchmark of `suture replay` on a real history (default: the kotlinx.coroutines bundle in
# ../shared/repos): merges examined per second, the split of the time between the walk
# and tree merges (gitoxide) and suture's own merges, and seconds per conflicting file
# against `git merge-file` on the same three revisions. Not a timed test: figures only.
#
# Usage: scripts/bench-replay.sh [RUNS] [BUNDLE_OR_REPO]   (default 3 runs)
#   SUTURE=path/to/suture uses that binary instead of building a release one.
#   JOBS=N replays with N workers (default 1, so the split adds up to the wall time).
set -euo pipefail

runs=${1:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
source=${2:-$here/../shared/repos/kotlinx.coroutines.bundle}
jobs=${JOBS:-1}
if [[ -z ${SUTURE:-} ]]; then
    cargo build --quiet --release -p suture --manifest-path "$here/Cargo.toml"
    SUTURE=${CARGO_TARGET_DIR:-$here/target}/release/suture
fi
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git clone -q "$source" "$tmp/repo" 2>/dev/null

for run in $(seq "$runs"); do
    "$SUTURE" replay "$tmp/repo" --jobs "$jobs" --json "$tmp/run-$run.jsonl" >/dev/null
done

python3 - "$tmp" "$runs" <<'PY'
import json, statistics, subprocess, sys, time
tmp, runs = sys.argv[1], int(sys.argv[2])
summaries, records = [], []
for run in range(1, runs + 1):
    lines = [json.loads(l) for l in open("%s/run-%d.jsonl" % (tmp, run))]
    summaries.append(lines[-1]["summary"])
    records = [l for l in lines[:-1] if l["outcome"] != "skipped"]
med = lambda key: statistics.median(s[key] for s in summaries)
s = summaries[-1]
wall = med("seconds")
print("merges walked %d, examined %d, git conflicting %d; %d content-conflicting files"
      % (s["merges_walked"], s["merges_examined"], s["merges_conflicting"], s["files_conflicting"]))
print("wall (median of %d runs): %.2f s  ->  %.0f merges examined/s" % (runs, wall, s["merges_examined"] / wall))
tree, own = med("ms_tree") / 1000, med("ms_total") / 1000
print("split: walk + tree merges %.2f s (%.0f%%), suture's merges %.2f s (%.0f%%)"
      % (tree, 100 * tree / (tree + own), own, 100 * own / (tree + own)))
print("suture per conflicting file: median %.1f ms, p95 %.1f ms, mean %.1f ms"
      % (med("ms_median"), med("ms_p95"), 1000 * own / max(1, s["files_conflicting"])))

# git merge-file on the same files: the three revisions come from the merge base and the
# parents (a file renamed on one side is left out: its path differs between revisions).
repo = tmp + "/repo"
git = lambda *a: subprocess.run(["git", "-C", repo, *a], capture_output=True).stdout
times = []
for r in records:
    m = r["merge"]
    base = git("merge-base", m + "^1", m + "^2").decode().strip()
    blobs = [git("show", "%s:%s" % (rev, r["path"])) for rev in (base, m + "^1", m + "^2")]
    if not all(blobs):
        continue
    for name, blob in zip(("base", "left", "right"), blobs):
        open("%s/%s" % (tmp, name), "wb").write(blob)
    start = time.perf_counter()
    subprocess.run(["git", "merge-file", "-p", tmp + "/left", tmp + "/base", tmp + "/right"],
                   capture_output=True)
    times.append(1000 * (time.perf_counter() - start))
if times:
    times.sort()
    print("git merge-file per file (%d files, process start included): median %.1f ms, p95 %.1f ms"
          % (len(times), times[len(times) // 2], times[min(len(times) - 1, int(0.95 * len(times)))]))
PY
