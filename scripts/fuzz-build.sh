#!/usr/bin/env bash
# Builds the cargo-fuzz targets (fuzz/), as CI does. Installs cargo-fuzz when missing
# (about 3 minutes on a 2-core machine). libFuzzer's sanitizer flags need nightly features;
# RUSTC_BOOTSTRAP=1 lets this stable toolchain use them.
#
#   scripts/fuzz-build.sh            build every target
#   scripts/fuzz-build.sh run T SECS run target T for SECS seconds (corpus in fuzz/corpus/T)
set -euo pipefail
cd "$(dirname "$0")/.."
export RUSTC_BOOTSTRAP=1
if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi
# Without address sanitizer: libFuzzer's coverage and its crash detection (panics abort)
# are what the targets need, and the build stays small.
flags=(--sanitizer none --debug-assertions)
if [ "${1:-}" = run ]; then
    target=$2
    secs=${3:-60}
    mkdir -p "fuzz/corpus/$target"
    cargo fuzz run "${flags[@]}" "$target" "fuzz/corpus/$target" -- \
        -max_total_time="$secs" -rss_limit_mb=2048 -max_len=65536
else
    cargo fuzz build "${flags[@]}"
fi
