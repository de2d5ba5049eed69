#!/usr/bin/env bash
# Installs Jujutsu (jj-cli from the crate registry) into a cache folder, then runs the
# integration test that drives `jj resolve --tool suture` (crates/suture/tests/integration/jj.rs).
#
#   scripts/jj-check.sh              # cache: $SUTURE_JJ_CACHE, else $XDG_CACHE_HOME/suture/jj, else ~/.cache/suture/jj
#   JJ_VERSION=0.45.1 scripts/jj-check.sh
#
# The first run compiles jj (a long build, run at low priority on one job); later runs reuse
# the cached binary. jj-cli 0.46 needs a newer rustc than this workspace's 1.95, hence the pin.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${JJ_VERSION:-0.45.1}
cache=${SUTURE_JJ_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/suture/jj}
jj="$cache/bin/jj"
if ! { [ -x "$jj" ] && "$jj" --version | grep -qx "jj $version"; }; then
    echo "== installing jj-cli $version into $cache (this compiles for a long time)"
    nice -n 15 env CARGO_BUILD_JOBS=1 cargo install jj-cli --version "$version" --locked --root "$cache"
fi
echo "== $("$jj" --version)"
SUTURE_JJ="$jj" cargo test -p suture --test integration jj:: -- --nocapture
