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

/// The longest marker gix-merge writes (it stores the size in a `u8`).
const DRIVER_MAX_MARKER: usize = u8::MAX as usize;

/// Merges three byte strings line by line exactly as `git merge-file` does.
pub fn line_merge(base: &[u8], left: &[u8], right: &[u8], options: &MergeOptions) -> LineMerge {
    let mut input = imara_diff::InternedInput::default();
    // gix-merge names the sides as git's xdiff does: current = ours = left, other = right.
    let merge = Merge::new(&mut input, left, base, right, imara_diff::Algorithm::Myers);
    // git treats a marker size of 0 as the default.
    let marker_size =
        if options.marker_size == 0 { DEFAULT_MARKER_SIZE } else { options.marker_size };
    let style = driver_style(options.style);
    let conflict = keep(style, marker_size.min(DRIVER_MAX_MARKER));
    let labels = &options.labels;
    let labels = text::Labels {
        ancestor: Some(labels.base.as_bytes().as_bstr()),
        current: Some(labels.left.as_bytes().as_bstr()),
        other: Some(labels.right.as_bytes().as_bstr()),
    };
    // A clean result holds what both sides added: sized for it, the buffer never grows
    // (a growth copies the whole text into fresh pages).
    let both = (left.len() + right.len()).saturating_sub(base.len());
    let mut bytes = Vec::with_capacity(both.max(left.len()).max(right.len()) + 64);
    if merge.run(&mut bytes, labels, conflict) != Resolution::Conflict {
        return LineMerge { bytes, conflicts: 0 };
    }
    let probe = probe_label([base, left, right]);
    let conflicts = count_conflicts(&merge, &probe, labels, conflict);
    let empty = |label: &Option<&BStr>| label.is_some_and(|l| l.is_empty());
    let empty_labels = empty(&labels.ancestor) || empty(&labels.current) || empty(&labels.other);
    if empty_labels || marker_size > DRIVER_MAX_MARKER {
        let labels = if empty_labels { fill_empty_labels(labels, &probe) } else { labels };
        if marker_size > DRIVER_MAX_MARKER {
            bytes = render_long_markers(&merge, labels, style, marker_size);
        } else {
            merge.run(&mut bytes, labels, conflict);
        }
        if empty_labels {
            bytes = bytes.replace(probe.as_bytes(), b"");
        }
    }
    LineMerge { bytes, conflicts }
}

fn keep(style: text::ConflictStyle, marker_size: usize) -> Conflict {
    let size = u8::try_from(marker_size).unwrap_or(u8::MAX);
    Conflict::Keep { style, marker_size: NonZeroU8::new(size).unwrap_or(NonZeroU8::MIN) }
}

fn driver_style(style: ConflictStyle) -> text::ConflictStyle {
    match style {
        // DEVIATION: in `merge` style git's xdiff (level ZEALOUS_ALNUM) joins two conflict
        // hunks when only a few lines lie between them; gix-merge sometimes keeps them as two
        // hunks, or joins other ones. Seen on about 0.1% of the random triples of
        // tests/git_oracle.rs and on 1 of the 1,992 corpus cases, never on a clean merge and
        // never in diff3/zdiff3 style.
        ConflictStyle::Merge => text::ConflictStyle::Merge,
        ConflictStyle::Diff3 => text::ConflictStyle::Diff3,
        ConflictStyle::Zdiff3 => text::ConflictStyle::ZealousDiff3,
    }
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
/// marker. Rendering with the probe in place of each empty label and deleting the probe
/// afterwards gives git's bytes.
fn fill_empty_labels<'a>(labels: text::Labels<'a>, probe: &'a str) -> text::Labels<'a> {
    let fill = |label: Option<&'a BStr>| match label {
        Some(l) if l.is_empty() => Some(BStr::new(probe.as_bytes())),
        other => other,
    };
    text::Labels {
        ancestor: fill(labels.ancestor),
        current: fill(labels.current),
        other: fill(labels.other),
    }
}

/// gix-merge writes at most 255 marker characters; git writes as many as asked. Two
/// renderings whose markers differ by one character differ exactly on the marker lines
/// (the content lines are the same bytes), so those lines get their marker run stretched.
fn render_long_markers(
    merge: &Merge<'_, '_>,
    labels: text::Labels<'_>,
    style: text::ConflictStyle,
    marker_size: usize,
) -> Vec<u8> {
    let (mut shorter, mut longest) = (Vec::new(), Vec::new());
    merge.run(&mut shorter, labels, keep(style, DRIVER_MAX_MARKER - 1));
    merge.run(&mut longest, labels, keep(style, DRIVER_MAX_MARKER));
    let mut out = Vec::with_capacity(longest.len() + marker_size * 4);
    for (short, long) in
        shorter.split_inclusive(|&b| b == b'\n').zip(longest.split_inclusive(|&b| b == b'\n'))
    {
        if short == long {
            out.extend_from_slice(long);
        } else {
            out.extend(std::iter::repeat_n(long[0], marker_size));
            out.extend_from_slice(&long[DRIVER_MAX_MARKER..]);
        }
    }
    out
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
    fn markers_longer_than_the_driver_writes() {
        let mut o = options(ConflictStyle::Diff3, 300);
        o.labels.base = String::new();
        let m = line_merge(b"a\n=\n", b"b\n=\n", b"c\n=\n", &o);
        let marker = |c: &str, label: &str| format!("{}{label}\n", c.repeat(300));
        let expected = [
            marker("<", " L"),
            "b\n".into(),
            marker("|", " "),
            "a\n".into(),
            marker("=", ""),
            "c\n".into(),
            marker(">", " R"),
            "=\n".into(),
        ]
        .concat();
        assert_eq!(String::from_utf8(m.bytes).unwrap(), expected);
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
