//! What only the whole revisions show, and the regions stage cannot merge: a side that moved
//! lines (deleted them at one place of the base and inserted them at another), whose
//! element the other side's edit must follow; and the same lines inserted by both sides at
//! places the line diff aligned differently, which the tree matching pairs as one element.
//! Only then does the full structured merge run after a regions stage that left conflicts;
//! the regions stage already merges every change that stays in place.
//!
//! Owns: those tests, on lines. Must not: merge or parse.

use rustc_hash::FxHashSet;

use super::judges::lines::LineDiff;
use crate::lines::MIN_MOVED_LINE;

/// The lines, trimmed, that the diff from the base to one side deletes and inserts. Only
/// lines with a letter or digit count: a lone `}` recurs everywhere. A trailing `,` or `;`
/// does not count either: an element of a list gains or loses its separator as it moves
/// to or from the end, and is the same line.
struct ChangedLines<'t> {
    deleted: FxHashSet<&'t str>,
    inserted: FxHashSet<&'t str>,
}

impl<'t> ChangedLines<'t> {
    fn of(base: &'t str, side: &'t str) -> Self {
        let worded = |line: &'t str| {
            let line = line.trim().trim_end_matches([',', ';']).trim_end();
            line.contains(|c: char| c.is_alphanumeric()).then_some(line)
        };
        let (mut deleted, mut inserted) = (FxHashSet::default(), FxHashSet::default());
        for (_, removed, added) in LineDiff::of(base, side).hunks() {
            deleted.extend(removed.iter().filter_map(|line| worded(line)));
            inserted.extend(added.iter().filter_map(|line| worded(line)));
        }
        ChangedLines { deleted, inserted }
    }

    /// Whether this side moved lines, deleting them at one place of the base and inserting
    /// them at another, in a way only the full merge can follow: a block of lines (a
    /// function, say, which `other` may edit anywhere inside), or a single line that
    /// `other` changed where it stood. A single line moved and untouched by `other` (an
    /// import put elsewhere, a statement reordered) merges as a deletion and an insertion,
    /// and the full stage's results on those were not what the authors committed. One
    /// moved line at least must be of some length: short statements recur everywhere.
    fn moved(&self, other: &ChangedLines) -> bool {
        let moved: Vec<&str> =
            self.inserted.iter().copied().filter(|line| self.deleted.contains(line)).collect();
        match moved[..] {
            [] => false,
            [line] => line.len() >= MIN_MOVED_LINE && other.deleted.contains(line),
            _ => moved.iter().any(|line| line.len() >= MIN_MOVED_LINE),
        }
    }

    /// Whether both sides inserted one same line of some length. Where the line merge
    /// still conflicts around it, the two insertions were aligned at different places (one
    /// side also moved or shifted the code around it): the tree matching pairs the two
    /// copies as one element, which the regions stage, holding only the conflicts, cannot.
    fn inserted_alike(&self, other: &ChangedLines) -> bool {
        self.inserted
            .iter()
            .any(|line| line.len() >= MIN_MOVED_LINE && other.inserted.contains(line))
    }
}

/// Why the full merge may see what the regions stage cannot, or `None`.
pub(super) fn reason_for_the_full_merge(
    base: &str,
    left: &str,
    right: &str,
) -> Option<&'static str> {
    let (left, right) = (ChangedLines::of(base, left), ChangedLines::of(base, right));
    if left.moved(&right) || right.moved(&left) {
        Some("a side moved lines")
    } else if left.inserted_alike(&right) {
        Some("both sides inserted the same lines")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{ChangedLines, reason_for_the_full_merge};

    fn moved(base: &str, mover: &str, other: &str) -> bool {
        ChangedLines::of(base, mover).moved(&ChangedLines::of(base, other))
    }

    const BASE: &str = "fn first() {\n    one();\n}\n\nfn second() {\n    two();\n}\n";
    const MOVED: &str = "fn second() {\n    two();\n}\n\nfn first() {\n    one();\n}\n";

    #[test]
    fn a_moved_function_is_a_move_whatever_the_other_side_did() {
        assert!(moved(BASE, MOVED, BASE));
        let edited = "fn first() {\n    one(1);\n}\n\nfn second() {\n    two();\n}\n";
        assert!(moved(BASE, MOVED, edited));
    }

    #[test]
    fn a_single_moved_line_counts_only_where_the_other_side_changed_it() {
        let base = "let first = compute(1);\nlet second = compute(2);\nlet third = compute(3);\n";
        let side = "let second = compute(2);\nlet third = compute(3);\nlet first = compute(1);\n";
        assert!(!moved(base, side, base));
        let other = "let first = compute(10);\nlet second = compute(2);\nlet third = compute(3);\n";
        assert!(moved(base, side, other));
    }

    #[test]
    fn edits_in_place_are_not_moves() {
        let side = "fn first() {\n    one(1);\n}\n\nfn second() {\n    two();\n    three();\n}\n";
        assert!(!moved(BASE, side, BASE));
        assert!(!moved(BASE, BASE, side));
    }

    #[test]
    fn short_lines_alone_deleted_and_inserted_elsewhere_are_not_moves() {
        let side = "fn first() {\n    one();\n    two();\n}\n\nfn second() {\n}\n";
        assert!(!moved(BASE, side, BASE));
    }

    #[test]
    fn the_same_line_inserted_by_both_sides_is_a_reason() {
        let base = "a = first(1);\nb = second(2);\nc = third(3);\n";
        // Left edits `c` in place; right moves it up with the same edit.
        let left = "a = first(1);\nb = second(2);\nc = third(4);\n";
        let right = "a = first(1);\nc = third(4);\nb = second(2);\n";
        assert_eq!(
            reason_for_the_full_merge(base, left, right),
            Some("both sides inserted the same lines")
        );
        let other = "a = first(1);\nb = second(2);\nc = third(5);\n";
        assert_eq!(reason_for_the_full_merge(base, other, right), None);
    }

    #[test]
    fn a_line_is_alike_with_or_without_its_list_separator() {
        // Both sides add `"extra": 1`: left as the last member, right as the first.
        let base = "{\n  \"first\": 1,\n  \"last\": 2\n}\n";
        let left = "{\n  \"first\": 1,\n  \"last\": 3,\n  \"extra\": 1\n}\n";
        let right = "{\n  \"extra\": 1,\n  \"first\": 1,\n  \"last\": 2\n}\n";
        assert_eq!(
            reason_for_the_full_merge(base, left, right),
            Some("both sides inserted the same lines")
        );
    }
}
