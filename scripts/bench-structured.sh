#!/usr/bin/env bash
# Whole-process wall time and peak memory of `suture merge` on three large files, each with
# conflicting hunks that the structured merge resolves, next to `git merge-file` on the same
# inputs and suture's own time for its parses (from its `-vv` stage log):
#   rust  - a generated 5,000-line Rust file: both sides add a different field at the end
#           of the same two structs;
#   java  - a generated 5,000-line Java file: both sides add a different method at the end
#           of the same two classes;
#   clap  - the real 5,296-line `builder/command.rs` of the `clap_builder` crate (from the
#           cargo registry, where building suture puts it): both sides add a different
#           documented method at the end of the same `impl Command` block.
# Targets (issue 17): the whole process at most 2x the parse time; peak memory at most
# 100 MB.
#
# Usage: scripts/bench-structured.sh [RUNS]   (default 15 runs of each, alternating)
#   SUTURE=path/to/suture uses that binary instead of building a release one.
set -euo pipefail

runs=${1:-15}
repo=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z ${SUTURE:-} ]]; then
    cargo build --quiet --release -p suture --manifest-path "$repo/Cargo.toml"
    SUTURE=${CARGO_TARGET_DIR:-$repo/target}/release/suture
fi
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Generators: `side` is base, left or right. The two edited items are number 7 and
# number 60 of the file; left adds one member at their end, right another one.
gen_rust() {
    awk -v side="$1" 'BEGIN {
        print "//! Generated benchmark input.\n\nuse std::fmt;\n"
        for (i = 0; i < 125; i++) {
            printf "/// Record number %d.\n#[derive(Debug, Clone, Default)]\npub struct Record%d {\n", i, i
            for (f = 0; f < 8; f++) printf "    pub field_%d: u64,\n", f
            if (i == 7 || i == 60) {
                if (side == "left") print "    pub added_left: String,"
                if (side == "right") print "    pub added_right: Vec<u8>,"
            }
            print "}\n"
            printf "impl Record%d {\n    /// Sum of the fields.\n    pub fn total(&self) -> u64 {\n", i
            printf "        let mut sum = 0;\n"
            for (f = 0; f < 8; f++) printf "        sum += self.field_%d * %d;\n", f, (i * 7 + f) % 13 + 1
            print "        sum\n    }\n"
            printf "    /// Whether the record is empty.\n    pub fn is_empty(&self) -> bool {\n"
            print "        self.total() == 0\n    }\n}\n"
            printf "impl fmt::Display for Record%d {\n", i
            print "    fn fmt(&self, f: &mut fmt::Formatter<\047_>) -> fmt::Result {"
            printf "        write!(f, \"record %d: {}\", self.total())\n    }\n}\n\n", i
        }
    }'
}
gen_java() {
    awk -v side="$1" 'BEGIN {
        print "package bench;\n\nimport java.util.List;\nimport java.util.ArrayList;\n"
        for (i = 0; i < 116; i++) {
            printf "/** Record number %d. */\nclass Record%d {\n", i, i
            for (f = 0; f < 8; f++) printf "    private long field%d;\n", f
            print ""
            printf "    /** Sum of the fields. */\n    long total() {\n        long sum = 0;\n"
            for (f = 0; f < 8; f++) printf "        sum += field%d * %d;\n", f, (i * 7 + f) % 13 + 1
            print "        return sum;\n    }\n"
            print "    boolean isEmpty() {\n        return total() == 0;\n    }\n"
            print "    List<Long> values() {\n        List<Long> out = new ArrayList<>();"
            for (f = 0; f < 8; f++) printf "        out.add(field%d);\n", f
            print "        return out;\n    }"
            if (i == 7 || i == 60) {
                if (side == "left") print "\n    String describeLeft() {\n        return \"left \" + total();\n    }"
                if (side == "right") print "\n    int countRight() {\n        return values().size();\n    }"
            }
            print "}\n"
        }
    }'
}

# The real file: the first `impl Command` block ends at the first line that is a lone `}`
# after it; each side adds its documented method just before that line.
clap_source() {
    local registry=${CARGO_HOME:-$HOME/.cargo}/registry/src
    local found
    found=$(ls -d "$registry"/*/clap_builder-4.*/src/builder/command.rs 2>/dev/null | sort -V | tail -1)
    [[ -n $found ]] || { echo "clap_builder's command.rs not found under $registry (build suture first)" >&2; exit 1; }
    echo "$found"
}
gen_clap() {
    awk -v side="$1" '
        /^impl Command \{/ && !seen { inside = 1; seen = 1 }
        inside && /^\}$/ {
            if (side == "left") print "\n    /// Whether the command was built from the left side of the benchmark.\n    pub fn is_left_benchmark(&self) -> bool {\n        self.get_name() == \"left\"\n    }"
            if (side == "right") print "\n    /// How many arguments the command holds, for the right side of the benchmark.\n    pub fn right_benchmark_len(&self) -> usize {\n        self.get_arguments().count()\n    }"
            inside = 0
        }
        { print }' "$(clap_source)"
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
now_us() { echo "${EPOCHREALTIME/./}"; }

for lang in rust java clap; do
    ext=$([[ $lang == java ]] && echo java || echo rs)
    for side in base left right; do "gen_$lang" "$side" >"$tmp/$side.$ext"; done
    b=$tmp/base.$ext l=$tmp/left.$ext r=$tmp/right.$ext
    lines=$(wc -l <"$b")
    git_conflicts=0
    git merge-file -p "$l" "$b" "$r" >/dev/null || git_conflicts=$?
    status=0
    # The attempts store is written as in real use, but in the scratch directory: a
    # benchmark must not fill the user's.
    export SUTURE_DATA_DIR=$tmp/data
    "$SUTURE" merge "$b" "$l" "$r" -o "$tmp/out.$ext" || status=$?
    if ((status != 0)); then
        echo "$lang: suture left conflicts (exit $status); the benchmark expects a clean merge" >&2
        exit 1
    fi
    # Both sides' additions kept, as often as the side holds them.
    for added in added_left added_right describeLeft countRight is_left_benchmark right_benchmark_len; do
        side=$(grep -l "$added" "$l" "$r" | head -1 || true)
        [[ -n $side ]] || continue
        (($(grep -c "$added" "$tmp/out.$ext") == $(grep -c "$added" "$side"))) ||
            { echo "$lang: $added not kept" >&2; exit 1; }
    done
    git_times=() suture_times=() parse_times=() scratch_times=()
    for ((i = 0; i < runs; i++)); do
        t0=$(now_us)
        git merge-file -p "$l" "$b" "$r" >/dev/null || true
        t1=$(now_us)
        "$SUTURE" merge "$b" "$l" "$r" -o "$tmp/out.$ext"
        t2=$(now_us)
        git_times+=($((t1 - t0)))
        suture_times+=($((t2 - t1)))
        # From the -vv stage log: every parse of the merge ("parsed base in 5.1ms",
        # "reparsed left in 0.4ms"; later ones reuse the first tree), and the first parse,
        # of base from scratch, three times: what parsing the three files alone costs.
        read -r parsed scratch < <("$SUTURE" merge -vv "$b" "$l" "$r" -o "$tmp/log.$ext" 2>&1 |
            awk 'function ms(t) { if (t ~ /µs$/) { sub(/µs$/, "", t); return t / 1000 }
                                 if (t ~ /ms$/) { sub(/ms$/, "", t); return t }
                                 sub(/s$/, "", t); return t * 1000 }
                 /parsed (base|left|right) in/ { v = ms($NF); s += v; if (!first) first = v }
                 END { printf "%.2f %.2f\n", s, 3 * first }')
        parse_times+=("$parsed") scratch_times+=("$scratch")
    done
    peak_kb=$(/usr/bin/time -f '%M' "$SUTURE" merge "$b" "$l" "$r" -o "$tmp/out.$ext" 2>&1 >/dev/null | tail -1)
    printf '%s (%d lines, git: %d conflicts, suture: clean), %d runs each:\n' "$lang" "$lines" "$git_conflicts" "$runs"
    git_ms=$(awk -v t="$(median "${git_times[@]}")" 'BEGIN { print t / 1000 }')
    suture_ms=$(awk -v t="$(median "${suture_times[@]}")" 'BEGIN { print t / 1000 }')
    scratch_ms=$(median "${scratch_times[@]}")
    printf '  git merge-file median %.1f ms; suture merge median %.1f ms\n' "$git_ms" "$suture_ms"
    printf '  parses: three files from scratch %.1f ms; the merge'"'"'s own parses (incremental after the first) %.1f ms\n' \
        "$scratch_ms" "$(median "${parse_times[@]}")"
    printf '  suture / three parses: %.1fx (target <= 2); suture / git: %.1fx\n' \
        "$(awk -v a="$suture_ms" -v b="$scratch_ms" 'BEGIN { print a / b }')" \
        "$(awk -v a="$suture_ms" -v b="$git_ms" 'BEGIN { print a / b }')"
    printf '  suture peak memory %.1f MB (target <= 100)\n' "$(awk -v k="$peak_kb" 'BEGIN { print k / 1024 }')"
    if command -v valgrind >/dev/null && [[ -n ${INSTRUCTIONS:-} ]]; then
        count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected/ { print $NF }'; }
        printf '  instructions (callgrind): git %s, suture %s\n' \
            "$(count git merge-file -p "$l" "$b" "$r")" "$(count "$SUTURE" merge "$b" "$l" "$r" -o "$tmp/out.$ext")"
    fi
done
