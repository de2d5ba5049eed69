#!/usr/bin/env bash
# Builds and runs the fuzz targets of fuzz/ (markers, line_merge, merge).
#
#   scripts/fuzz-build.sh                 CI: build every target with plain cargo on the
#                                         stable toolchain (no cargo-fuzz needed; the binaries
#                                         link libFuzzer but carry no coverage counters)
#   scripts/fuzz-build.sh instrumented    build with cargo-fuzz (coverage-guided)
#   scripts/fuzz-build.sh run T [SECS]    fuzz target T for SECS seconds (default 60), corpus
#                                         in fuzz/corpus/T, crashes in fuzz/artifacts/T
#
# cargo-fuzz is installed when missing (measured: 2 min 44 s on a loaded 2-core machine).
# Its sanitizer flags are nightly features: RUSTC_BOOTSTRAP=1 lets the stable toolchain use
# them. Address sanitizer is off: the targets are safe Rust, and libFuzzer's coverage and
# crash detection (a panic aborts) are what they need.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-plain}
if [ "$mode" = plain ]; then
    # The main workspace's target folder already holds the grammar crates compiled by the
    # tests; sharing it spares CI a second build of them.
    export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
    exec cargo build --manifest-path fuzz/Cargo.toml --bins
fi
export RUSTC_BOOTSTRAP=1
if ! cargo fuzz --version >/dev/null 2>&1; then
    cargo install cargo-fuzz --locked
fi
flags=(--sanitizer none --debug-assertions)
case "$mode" in
instrumented)
    cargo fuzz build "${flags[@]}"
    ;;
run)
    target=${2:?usage: scripts/fuzz-build.sh run TARGET [SECONDS]}
    secs=${3:-60}
    mkdir -p "fuzz/corpus/$target" "fuzz/artifacts/$target"
    cargo fuzz run "${flags[@]}" "$target" "fuzz/corpus/$target" -- \
        -max_total_time="$secs" -rss_limit_mb=2048 -max_len=65536
    ;;
*)
    echo "usage: scripts/fuzz-build.sh [plain|instrumented|run TARGET [SECONDS]]" >&2
    exit 2
    ;;
esac
