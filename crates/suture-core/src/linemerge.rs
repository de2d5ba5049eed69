//! The git-compatible three-way line merge (the fast path).
//!
//! Owns: running gix-merge's built-in text driver (Myers diff, git's xdiff merge levels)
//! on the raw bytes of the three revisions, for the three conflict styles, labels and
//! marker size, and counting the conflict hunks it leaves.
//! Must not: normalise line endings or decode text (git merges raw bytes, and so must we to
//! stay byte-identical), parse anything, or write a diff of its own.
//!
//! Every known difference from `git merge-file` is marked `DEVIATION:` below.

use std::num::NonZeroU8;

use bstr::{BStr, ByteSlice};
use gix_merge::blob::Resolution;
use gix_merge::blob::builtin_driver::text::{self, Conflict, Merge};

use crate::options::{ConflictStyle, MergeOptions};

/// Result of a line merge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineMerge {
    /// The merged bytes, conflict markers included.
    pub bytes: Vec<u8>,
    /// Number of conflict hunks (what `git merge-file` returns as its exit status, uncapped).
    pub conflicts: usize,
}

impl LineMerge {
    /// Whether the merge left no conflict.
    pub fn is_clean(&self) -> bool {
        self.conflicts == 0
    }
}

/// The marker size git uses when none or a nonsensical one is given.
pub const DEFAULT_MARKER_SIZE: usize = 7;

/// Merges three byte strings line by line exactly as `git merge-file` does.
pub fn line_merge(base: &[u8], left: &[u8], right: &[u8], options: &MergeOptions) -> LineMerge {
    let mut input = imara_diff::InternedInput::default();
    // gix-merge names the sides as git's xdiff does: current = ours = left, other = right.
    let merge = Merge::new(&mut input, left, base, right, imara_diff::Algorithm::Myers);
    let conflict = Conflict::Keep {
        style: driver_style(options.style),
        marker_size: driver_marker_size(options.marker_size),
    };
    let labels = &options.labels;
    let labels = text::Labels {
        ancestor: Some(labels.base.as_bytes().as_bstr()),
        current: Some(labels.left.as_bytes().as_bstr()),
        other: Some(labels.right.as_bytes().as_bstr()),
    };
    let mut bytes = Vec::with_capacity(left.len().max(right.len()) + 64);
    if merge.run(&mut bytes, labels, conflict) != Resolution::Conflict {
        return LineMerge { bytes, conflicts: 0 };
    }
    let probe = probe_label([base, left, right]);
    let conflicts = count_conflicts(&merge, &probe, labels, conflict);
    let empty = |label: &Option<&BStr>| label.is_some_and(|l| l.is_empty());
    if empty(&labels.ancestor) || empty(&labels.current) || empty(&labels.other) {
        bytes = render_empty_labels(&merge, &probe, labels, conflict);
    }
    LineMerge { bytes, conflicts }
}

fn driver_style(style: ConflictStyle) -> text::ConflictStyle {
    match style {
        // DEVIATION: in `merge` style git's xdiff (level ZEALOUS_ALNUM) joins two conflict
        // hunks when only a few lines lie between them; gix-merge sometimes keeps them as two
        // hunks, or joins other ones. Seen on about 0.2% of the random triples of
        // tests/git_oracle.rs, never on a clean merge and never in diff3/zdiff3 style.
        ConflictStyle::Merge => text::ConflictStyle::Merge,
        ConflictStyle::Diff3 => text::ConflictStyle::Diff3,
        ConflictStyle::Zdiff3 => text::ConflictStyle::ZealousDiff3,
    }
}

/// git treats a marker size of 0 as the default of 7.
fn driver_marker_size(size: usize) -> NonZeroU8 {
    let size = if size == 0 { DEFAULT_MARKER_SIZE } else { size };
    // DEVIATION: gix-merge stores the marker size in a `u8`, so markers longer than 255
    // characters are written 255 long; git writes them as long as asked.
    let size = u8::try_from(size).unwrap_or(u8::MAX);
    NonZeroU8::new(size).unwrap_or(NonZeroU8::MIN)
}

/// A label that occurs in none of the inputs, so that its occurrences in a rendering are
/// exactly the markers the driver wrote.
fn probe_label(inputs: [&[u8]; 3]) -> String {
    (0u32..)
        .map(|n| format!("\0suture-conflict-probe-{n}\0"))
        .find(|probe| inputs.iter().all(|input| input.find(probe.as_bytes()).is_none()))
        .unwrap_or_default()
}

/// The driver only says whether a conflict remains. To count the hunks without guessing
/// from marker-like lines (which the inputs may hold themselves), the prepared merge is
/// rendered once more with the probe as left label: each hunk writes it once. This costs
/// one extra render, and only on conflicting files.
fn count_conflicts(
    merge: &Merge<'_, '_>,
    probe: &str,
    labels: text::Labels<'_>,
    conflict: Conflict,
) -> usize {
    let probe_labels = text::Labels { current: Some(BStr::new(probe.as_bytes())), ..labels };
    let mut out = Vec::new();
    merge.run(&mut out, probe_labels, conflict);
    out.find_iter(probe.as_bytes()).count()
}

/// git writes `<<<<<<< ` (marker, space, nothing) for an empty label, gix-merge the bare
/// marker. Rendering with the probe in place of each empty label and then deleting the
/// probe gives git's bytes.
fn render_empty_labels<'a>(
    merge: &Merge<'_, '_>,
    probe: &'a str,
    labels: text::Labels<'a>,
    conflict: Conflict,
) -> Vec<u8> {
    let probe_bstr = BStr::new(probe.as_bytes());
    let fill = |label: Option<&'a BStr>| match label {
        Some(l) if l.is_empty() => Some(probe_bstr),
        other => other,
    };
    let filled = text::Labels {
        ancestor: fill(labels.ancestor),
        current: fill(labels.current),
        other: fill(labels.other),
    };
    let mut out = Vec::new();
    merge.run(&mut out, filled, conflict);
    out.replace(probe.as_bytes(), b"")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Labels;

    fn options(style: ConflictStyle, marker_size: usize) -> MergeOptions {
        MergeOptions {
            labels: Labels { base: "B".into(), left: "L".into(), right: "R".into() },
            marker_size,
            style,
            ..MergeOptions::default()
        }
    }

    fn merged(base: &str, left: &str, right: &str, style: ConflictStyle) -> (String, usize) {
        let m = line_merge(base.as_bytes(), left.as_bytes(), right.as_bytes(), &options(style, 7));
        (String::from_utf8(m.bytes).unwrap(), m.conflicts)
    }

    #[test]
    fn clean_merges() {
        use ConflictStyle::Diff3;
        let cases: &[(&str, &str, &str, &str)] = &[
            // base, left, right, expected
            ("", "", "", ""),
            ("a\n", "a\n", "a\n", "a\n"),
            ("a\nb\nc\n", "A\nb\nc\n", "a\nb\nC\n", "A\nb\nC\n"),
            ("a\nb\nc\n", "a\nc\n", "a\nb\nc\nd\n", "a\nc\nd\n"),
            ("a\n", "a\nx\n", "a\nx\n", "a\nx\n"),
            ("a\nb", "A\nb", "a\nb", "A\nb"),
            ("a\r\nb\r\n", "a\r\nB\r\n", "a\r\nb\r\n", "a\r\nB\r\n"),
            ("", "new\n", "", "new\n"),
        ];
        for &(base, left, right, expected) in cases {
            assert_eq!(merged(base, left, right, Diff3), (expected.to_string(), 0), "{base:?}");
        }
    }

    #[test]
    fn conflicts_in_every_style() {
        let cases: &[(ConflictStyle, &str, &str, &str, &str, usize)] = &[
            (
                ConflictStyle::Diff3,
                "a\nb\nc\n",
                "a\nL\nc\n",
                "a\nR\nc\n",
                "a\n<<<<<<< L\nL\n||||||| B\nb\n=======\nR\n>>>>>>> R\nc\n",
                1,
            ),
            (
                ConflictStyle::Merge,
                "a\nb\nc\n",
                "a\nL\nc\n",
                "a\nR\nc\n",
                "a\n<<<<<<< L\nL\n=======\nR\n>>>>>>> R\nc\n",
                1,
            ),
            (
                ConflictStyle::Zdiff3,
                "b\n",
                "x\nL\ny\n",
                "x\nR\ny\n",
                "x\n<<<<<<< L\nL\n||||||| B\nb\n=======\nR\n>>>>>>> R\ny\n",
                1,
            ),
            (
                ConflictStyle::Merge,
                "1\n2\n3\n4\n5\n6\n7\n",
                "x\n2\n3\n4\n5\n6\ny\n",
                "z\n2\n3\n4\n5\n6\nw\n",
                "<<<<<<< L\nx\n=======\nz\n>>>>>>> R\n2\n3\n4\n5\n6\n<<<<<<< L\ny\n=======\nw\n>>>>>>> R\n",
                2,
            ),
        ];
        for &(style, base, left, right, expected, count) in cases {
            assert_eq!(
                merged(base, left, right, style),
                (expected.to_string(), count),
                "{style:?}"
            );
        }
    }

    #[test]
    fn marker_size_and_marker_like_input() {
        let m = line_merge(b"a\n", b"b\n", b"c\n", &options(ConflictStyle::Merge, 3));
        assert_eq!(m.bytes, b"<<< L\nb\n===\nc\n>>> R\n");
        let m = line_merge(b"a\n", b"b\n", b"c\n", &options(ConflictStyle::Merge, 0));
        assert!(m.bytes.starts_with(b"<<<<<<< L\n"));
        // Marker-looking lines in the inputs must not be counted as conflicts.
        let base = b"<<<<<<< L\nx\n";
        let m = line_merge(
            base,
            b"<<<<<<< L\ny\n",
            b"<<<<<<< L\nz\n",
            &options(ConflictStyle::Merge, 7),
        );
        assert_eq!(m.conflicts, 1);
    }

    #[test]
    fn empty_labels_keep_the_space_git_writes() {
        let mut o = options(ConflictStyle::Diff3, 7);
        o.labels = Labels { base: String::new(), left: String::new(), right: "R".into() };
        let m = line_merge(b"a\n", b"b\n", b"c\n", &o);
        assert_eq!(m.bytes, b"<<<<<<< \nb\n||||||| \na\n=======\nc\n>>>>>>> R\n");
        assert_eq!(m.conflicts, 1);
    }
}
