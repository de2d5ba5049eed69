//! Line views of a text that stages below the cascade share: where each line starts (byte
//! offsets to line numbers) and the line diff of two texts (histogram, git's choice), as
//! ranges of lines.
//!
//! Owns: those two views, and how long a line must be to tell a move (a line deleted here
//! and found there). Must not: merge, parse or judge. The judges keep their own diff
//! (`cascade/judges/lines.rs`), which also hands out the lines' text.

use std::ops::Range;

use gix_imara_diff::{Algorithm, Diff, InternedInput, sources};

/// Lines shorter than this, trimmed (`}`, `return;`, `else {`), recur everywhere: found
/// deleted at one place and present at another, they show no move.
pub(crate) const MIN_MOVED_LINE: usize = 8;

/// Where each line of a text starts, to turn byte offsets into line numbers.
pub(crate) struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    pub(crate) fn of(text: &str) -> Self {
        let breaks = text.bytes().enumerate().filter(|&(_, byte)| byte == b'\n');
        let starts = std::iter::once(0).chain(breaks.map(|(at, _)| at + 1)).collect();
        Lines { starts }
    }

    /// The 0-based line holding byte `offset` (past the last line break: the line after).
    pub(crate) fn line(&self, offset: usize) -> usize {
        self.starts.partition_point(|&start| start <= offset) - 1
    }

    /// The first and last line (0-based) that `bytes` covers; an empty range covers the
    /// line it stands on.
    pub(crate) fn span(&self, bytes: &Range<usize>) -> (usize, usize) {
        let last_byte = bytes.end.max(bytes.start + 1) - 1;
        (self.line(bytes.start), self.line(last_byte))
    }
}

/// The hunks of the line diff from `before` to `after`: each the 0-based range of
/// `before`'s lines it replaces and the range of `after`'s lines in their place. Equal
/// texts have none.
pub(crate) fn line_hunks(before: &str, after: &str) -> Vec<(Range<usize>, Range<usize>)> {
    if before == after {
        return Vec::new();
    }
    let input = InternedInput::new(
        sources::byte_lines(before.as_bytes()),
        sources::byte_lines(after.as_bytes()),
    );
    let diff = Diff::compute(Algorithm::Histogram, &input);
    let lines = |r: Range<u32>| r.start as usize..r.end as usize;
    diff.hunks().map(|hunk| (lines(hunk.before), lines(hunk.after))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_counted_from_zero_and_a_range_covers_the_lines_it_spans() {
        let lines = Lines::of("ab\ncd\n\nef");
        assert_eq!([0, 2, 3, 5, 6, 7, 9].map(|at| lines.line(at)), [0, 0, 1, 1, 2, 3, 3]);
        assert_eq!(lines.span(&(1..4)), (0, 1));
        // Up to the line break, and an empty range, stay on their line.
        assert_eq!(lines.span(&(3..6)), (1, 1));
        assert_eq!(lines.span(&(5..5)), (1, 1));
    }

    #[test]
    fn hunks_name_the_replaced_lines_on_both_sides() {
        assert!(line_hunks("a\nb\n", "a\nb\n").is_empty());
        assert_eq!(line_hunks("a\nb\nc\n", "a\nx\ny\nc\n"), vec![(1..2, 1..3)]);
        assert_eq!(line_hunks("a\nc\n", "a\nb\nc\n"), vec![(1..1, 1..2)]);
    }
}
