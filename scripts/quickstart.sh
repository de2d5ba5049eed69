#!/usr/bin/env bash
# Builds suture and merges the shipped examples: a clean merge (exit 0), then a conflict
# that git's line merge cannot resolve (exit 1, diff3 markers).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p suture
suture=${CARGO_TARGET_DIR:-target}/release/suture
for example in clean struct-fields; do
    echo "== suture merge examples/$example/{base,left,right}.rs"
    status=0
    "$suture" merge "examples/$example/base.rs" "examples/$example/left.rs" "examples/$example/right.rs" || status=$?
    echo "== exit status $status"
done
