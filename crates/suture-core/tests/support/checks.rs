//! The merge invariants the property tests check, written once against a merge function so
//! that `suture-core` (no language) and `suture-langs` (with each file's profile) run the
//! same checks. Must not generate inputs (see `generate.rs`).

#![allow(dead_code)] // Each including test uses a different part.

use proptest::prelude::*;
use suture_core::cascade::{Method, Outcome};
use suture_core::markers::{self, Chunk, ConflictFile};
use suture_core::{ConflictStyle, Labels, MergeOptions};

/// A merge under test: base, left, right, options.
pub type MergeFn<'a> = &'a dyn Fn(&[u8], &[u8], &[u8], &MergeOptions) -> Outcome;

/// Case count: `PROPTEST_CASES` when set, else a modest 64 so the suite stays fast.
pub fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(64);
    // No regression files written next to the sources: a failure prints its minimal case.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

/// Options with distinct labels (so swapped sides are visible) and the given style.
pub fn options(style: ConflictStyle) -> MergeOptions {
    MergeOptions {
        labels: Labels { base: "B".into(), left: "L".into(), right: "R".into() },
        style,
        ..MergeOptions::default()
    }
}

fn show(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// merge(B, X, X) = merge(B, B, X) = merge(B, X, B) = X, byte for byte and clean.
pub fn check_trivial(merge: MergeFn, base: &[u8], x: &[u8]) -> Result<(), TestCaseError> {
    let options = options(ConflictStyle::Diff3);
    for (name, l, r) in [("B,X,X", x, x), ("B,B,X", base, x), ("B,X,B", x, base)] {
        let out = merge(base, l, r, &options);
        prop_assert_eq!(out.conflicts, 0, "merge({}) has conflicts:\n{}", name, show(&out.bytes));
        prop_assert_eq!(show(&out.bytes), show(x), "merge({}) is not X", name);
        prop_assert_eq!(&out.bytes, &x.to_vec(), "merge({}) differs from X in bytes", name);
    }
    Ok(())
}

/// Reads a merge result back; a result the marker parser refuses fails the case.
pub fn read_back(out: &Outcome) -> Result<ConflictFile<'_>, TestCaseError> {
    let file = markers::parse(&out.bytes, Some(7)).map_err(|e| {
        TestCaseError::fail(format!(
            "marker parser refused the output ({e}):\n{}",
            show(&out.bytes)
        ))
    })?;
    prop_assert_eq!(file.conflicts(), out.conflicts, "conflict count:\n{}", show(&out.bytes));
    Ok(file)
}

/// Swapping left and right (and their labels) gives the same result with the sides of every
/// conflict exchanged: the same common text, the same bases.
///
/// This holds exactly in diff3 style, git's and suture's default: git's xdiff merges in that
/// style at level EAGER, whose only steps (overlap of the two diffs from the base, identical
/// changes taken once) are symmetric. In `merge` and `zdiff3` style git refines each
/// conflict by diffing left against right (levels ZEALOUS and ZEALOUS_ALNUM), and that diff
/// is not symmetric when it has to choose between equal alignments, so there only the clean
/// or conflicted status is checked (see [`check_swap_status`]).
pub fn check_swap(merge: MergeFn, texts: &[Vec<u8>; 3]) -> Result<(), TestCaseError> {
    let [base, left, right] = texts;
    let forward_options = options(ConflictStyle::Diff3);
    let mut swapped_options = forward_options.clone();
    swapped_options.labels = Labels { base: "B".into(), left: "R".into(), right: "L".into() };
    let forward = merge(base, left, right, &forward_options);
    let swapped = merge(base, right, left, &swapped_options);
    let structured = |o: &Outcome| !matches!(o.method, Method::LineMerge | Method::Binary);
    if structured(&forward) || structured(&swapped) {
        // Where the structured merge places a conflict, and the order of concurrent
        // additions to a set, follow the side named left; what must not change is how many
        // conflicts there are and which lines the output holds. Which lines, not how often:
        // a conflict widened to whole lines repeats the merged rest of its first and last
        // line in each section, and which neighbour shares a line with a conflict depends
        // on the order (a set element and the separator after it, say).
        prop_assert_eq!(forward.conflicts, swapped.conflicts, "conflict counts differ");
        if structured(&forward) != structured(&swapped) {
            // The structured result won on one side only, by a tie broken on the size of
            // its conflicts (which depends on where the order of the side named left puts
            // them): the line merge's conflicts hold more text by nature.
            return Ok(());
        }
        let content = |o: &Outcome| {
            let mut lines: Vec<String> = show(&o.bytes)
                .lines()
                .filter(|l| !is_marker_line(l))
                .map(|l| l.chars().filter(|c| !c.is_whitespace() && *c != ',' && *c != ';'))
                .map(String::from_iter)
                .filter(|l| !l.is_empty())
                .collect();
            lines.sort_unstable();
            lines.dedup();
            lines
        };
        prop_assert_eq!(content(&forward), content(&swapped), "the lines held differ");
        return Ok(());
    }
    let (a, b) = (read_back(&forward)?, read_back(&swapped)?);
    prop_assert_eq!(
        a.chunks.len(),
        b.chunks.len(),
        "chunk count differs:\n{}\n---- swapped:\n{}",
        show(&forward.bytes),
        show(&swapped.bytes)
    );
    for (x, y) in a.chunks.iter().zip(&b.chunks) {
        match (x, y) {
            (Chunk::Common(x), Chunk::Common(y)) => {
                prop_assert_eq!(
                    comparable(x, &forward, &swapped),
                    comparable(y, &forward, &swapped),
                    "common text differs"
                );
            }
            (Chunk::Conflict(x), Chunk::Conflict(y)) => {
                let c = |t: &[u8]| comparable(t, &forward, &swapped);
                prop_assert_eq!(c(x.left), c(y.right), "left of a hunk vs swapped right");
                prop_assert_eq!(c(x.right), c(y.left), "right of a hunk vs swapped left");
                prop_assert_eq!(x.base.map(c), y.base.map(c), "bases differ");
            }
            _ => prop_assert!(
                false,
                "a common chunk faces a conflict:\n{}\n---- swapped:\n{}",
                show(&forward.bytes),
                show(&swapped.bytes)
            ),
        }
    }
    Ok(())
}

/// In every style, swapping the sides keeps a clean merge clean (with the same bytes) and a
/// conflicted one conflicted.
pub fn check_swap_status(
    merge: MergeFn,
    texts: &[Vec<u8>; 3],
    style: ConflictStyle,
) -> Result<(), TestCaseError> {
    let [base, left, right] = texts;
    let options = options(style);
    let forward = merge(base, left, right, &options);
    let swapped = merge(base, right, left, &options);
    prop_assert_eq!(forward.conflicts == 0, swapped.conflicts == 0, "{:?}", style);
    if forward.conflicts == 0 {
        prop_assert_eq!(
            comparable(&forward.bytes, &forward, &swapped),
            comparable(&swapped.bytes, &forward, &swapped)
        );
    }
    Ok(())
}

/// A conflict marker line of the checks' options (7 characters and a label or nothing).
fn is_marker_line(line: &str) -> bool {
    ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].iter().any(|m| line.starts_with(m))
}

/// Text to compare across a swap. The line merge is symmetric byte for byte. The structured
/// merge is symmetric up to order: where both sides add to one spot of a set, the side
/// named left comes first (as a human reading `ours` then `theirs` would write it), so
/// its results are compared as multisets of lines; the blank lines and separators that a
/// set element's conflict carries with it may sit on either side of it.
fn comparable(text: &[u8], forward: &Outcome, swapped: &Outcome) -> String {
    let structured = |o: &Outcome| !matches!(o.method, Method::LineMerge | Method::Binary);
    if structured(forward) || structured(swapped) {
        let shown = show(text);
        let mut lines: Vec<&str> = shown
            .lines()
            .map(|l| l.trim().trim_matches([',', ';']).trim())
            .filter(|l| !l.is_empty())
            .collect();
        lines.sort_unstable();
        lines.join("\n")
    } else {
        show(text)
    }
}

/// Whether a hunk section is text of `input`: a substring, or (git adds a line break before
/// the next marker when a side ends without one) a suffix of it once that break is removed.
fn from_input(section: &[u8], input: &[u8]) -> bool {
    if section.is_empty() || input.windows(section.len()).any(|w| w == section) {
        return true;
    }
    let trimmed = section.strip_suffix(b"\n").unwrap_or(section);
    let trimmed = trimmed.strip_suffix(b"\r").unwrap_or(trimmed);
    input.ends_with(trimmed)
}

/// The looser reading for structured conflicts: a conflict on one element of a list carries
/// the separator that joins it to its neighbour (so that taking either side gives valid
/// code) and prints the element at its place's indentation; and a conflict on one node
/// inside a line, printed line-aligned, carries the rest of that line as merged (a key that
/// one side renamed, beside the value both sides changed), so that taking either side keeps
/// the other side's change there. Every line of the section, stripped of separators and
/// indentation, must be a line of the input — or, for that merged context, be made of the
/// input's line at that node with tokens of the other inputs: nothing invented. A whole line
/// that every section of the hunk holds is such merged context too: a conflict in last place
/// takes the separator before it, and with it the line of the element before (which a side
/// may have added).
fn from_input_elements(
    section: &[u8],
    input: &[u8],
    all: [&[u8]; 3],
    context: &std::collections::HashSet<String>,
) -> bool {
    let strip = |line: &str| line.trim().trim_matches([',', ';']).trim().to_owned();
    let input = show(input);
    let lines: std::collections::HashSet<String> = input.lines().map(strip).collect();
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_alphanumeric() && c != '_')
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let known: std::collections::HashSet<String> =
        all.iter().flat_map(|t| words(&show(t))).collect();
    let own: std::collections::HashSet<String> = words(&input).into_iter().collect();
    show(section).lines().map(strip).all(|l| {
        l.is_empty()
            || lines.contains(&l)
            || context.contains(&l)
            || (words(&l).iter().all(|w| known.contains(w))
                && words(&l).iter().any(|w| own.contains(w)))
    })
}

/// Every conflict read back gives texts that appear in the inputs: each hunk's left section
/// in left, right in right, base in base.
pub fn check_no_invented_content(
    merge: MergeFn,
    texts: &[Vec<u8>; 3],
) -> Result<(), TestCaseError> {
    let [base, left, right] = texts;
    for style in [ConflictStyle::Diff3, ConflictStyle::Merge, ConflictStyle::Zdiff3] {
        let out = merge(base, left, right, &options(style));
        let file = read_back(&out)?;
        let structured = !matches!(out.method, Method::LineMerge | Method::Binary);
        for hunk in file.hunks() {
            // Lines every section holds, stripped as `from_input_elements` strips them.
            let lines_of = |t: &[u8]| -> std::collections::HashSet<String> {
                show(t)
                    .lines()
                    .map(|l| l.trim().trim_matches([',', ';']).trim().to_owned())
                    .collect()
            };
            let mut context = lines_of(hunk.left);
            context.retain(|l| lines_of(hunk.right).contains(l));
            if let Some(section) = hunk.base {
                context.retain(|l| lines_of(section).contains(l));
            }
            let from_input = |section: &[u8], input: &[u8]| {
                if structured {
                    from_input_elements(section, input, [base, left, right], &context)
                } else {
                    from_input(section, input)
                }
            };
            prop_assert!(
                from_input(hunk.left, left),
                "{:?} left section {:?}",
                style,
                show(hunk.left)
            );
            prop_assert!(
                from_input(hunk.right, right),
                "{:?} right section {:?}",
                style,
                show(hunk.right)
            );
            if let Some(section) = hunk.base {
                // zdiff3 moves lines both sides added out of the hunk, so its base section
                // is still a piece of the base but the rebuilt base is not.
                prop_assert!(
                    from_input(section, base),
                    "{:?} base section {:?}",
                    style,
                    show(section)
                );
            }
        }
    }
    Ok(())
}

/// Whether `needles` is a subsequence of `haystack`.
fn is_subsequence(needles: &[String], haystack: &[String]) -> bool {
    let mut rest = haystack.iter();
    needles.iter().all(|needle| rest.any(|line| line == needle))
}

fn lines(bytes: &[u8]) -> Vec<String> {
    show(bytes).lines().map(super::generate::normalise_line).collect()
}

/// No line that both sides kept unchanged from the base is lost: in the merged text (with
/// each conflict read as its left side, and again as its right side) the kept lines appear
/// in base order.
pub fn check_kept_lines(
    merge: MergeFn,
    texts: &[Vec<u8>; 3],
    kept: &[String],
) -> Result<(), TestCaseError> {
    let [base, left, right] = texts;
    let out = merge(base, left, right, &options(ConflictStyle::Diff3));
    let file = read_back(&out)?;
    for (side, text) in [("left", file.left()), ("right", file.right())] {
        prop_assert!(
            is_subsequence(kept, &lines(&text)),
            "a kept line is missing from the {} reading of:\n{}\nkept: {:?}",
            side,
            show(&out.bytes),
            kept
        );
    }
    Ok(())
}

/// For language files, where "kept" by provenance and by a diff can differ (see
/// `Triple::kept_lines`): every kept line that git's line merge keeps (in its left, resp.
/// right, reading) is kept by the merge under test too. A structured merge may never lose
/// more than the line merge.
pub fn check_kept_lines_vs_line_merge(
    merge: MergeFn,
    texts: &[Vec<u8>; 3],
    kept: &[String],
) -> Result<(), TestCaseError> {
    let [base, left, right] = texts;
    let options = options(ConflictStyle::Diff3);
    let reference = suture_core::linemerge::line_merge(base, left, right, &options);
    let reference = markers::parse(&reference.bytes, Some(7))
        .map_err(|e| TestCaseError::fail(format!("line merge output unreadable: {e}")))?;
    let out = merge(base, left, right, &options);
    let file = read_back(&out)?;
    for (side, theirs, ours) in [
        ("left", lines(&reference.left()), lines(&file.left())),
        ("right", lines(&reference.right()), lines(&file.right())),
    ] {
        for line in kept.iter().filter(|l| theirs.contains(l)) {
            prop_assert!(
                ours.contains(line),
                "{:?} lost from the {} reading of:\n{}",
                line,
                side,
                show(&out.bytes)
            );
        }
    }
    Ok(())
}
