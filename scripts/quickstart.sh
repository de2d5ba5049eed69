#!/usr/bin/env bash
# Builds suture (release, with Cargo.lock's versions) and merges the two shipped examples,
# printing each result on stdout and its exit status: examples/clean, which git's line
# merge already merges (suture gives git's result without parsing anything), and
# examples/struct-fields, where both sides add a field at the end of one struct, a conflict
# for git that suture resolves (exit status 0 for both). For a real merge in a temporary
# repository, see scripts/demo.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release --locked -p suture
suture=${CARGO_TARGET_DIR:-target}/release/suture
for example in clean struct-fields; do
    echo "== suture merge examples/$example/{base,left,right}.rs"
    status=0
    "$suture" merge "examples/$example/base.rs" "examples/$example/left.rs" "examples/$example/right.rs" || status=$?
    echo "== exit status $status"
done
