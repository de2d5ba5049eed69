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

/// A line as the move tests compare it: trimmed, without a trailing `,` or `;` (an element
/// of a list gains or loses its separator as it moves to or from the end, and is the same
/// line); `None` for a line with no letter or digit (a lone `}` recurs everywhere).
fn worded(line: &str) -> Option<&str> {
    let line = line.trim().trim_end_matches([',', ';']).trim_end();
    line.contains(|c: char| c.is_alphanumeric()).then_some(line)
}

/// The lines (see [`worded`]) that the diff from the base to one side deletes and inserts,
/// and the base lines it deletes, by index.
struct ChangedLines<'t> {
    deleted: FxHashSet<&'t str>,
    inserted: FxHashSet<&'t str>,
    deleted_at: FxHashSet<usize>,
}

impl<'t> ChangedLines<'t> {
    fn of(base: &'t str, side: &'t str) -> Self {
        let mut changed = ChangedLines {
            deleted: FxHashSet::default(),
            inserted: FxHashSet::default(),
            deleted_at: FxHashSet::default(),
        };
        for (at, removed, added) in LineDiff::of(base, side).hunks() {
            changed.deleted_at.extend(at);
            changed.deleted.extend(removed.iter().filter_map(|line| worded(line)));
            changed.inserted.extend(added.iter().filter_map(|line| worded(line)));
        }
        changed
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

/// What each side changed, line by line: read once per merge, for both questions the
/// cascade asks of whole revisions.
pub(super) struct SideChanges<'t> {
    base_lines: Vec<Option<&'t str>>,
    left: ChangedLines<'t>,
    right: ChangedLines<'t>,
}

impl<'t> SideChanges<'t> {
    pub(super) fn of(base: &'t str, left: &'t str, right: &'t str) -> Self {
        SideChanges {
            base_lines: base.lines().map(worded).collect(),
            left: ChangedLines::of(base, left),
            right: ChangedLines::of(base, right),
        }
    }

    /// Why the full merge may see what the regions stage cannot, or `None`.
    pub(super) fn reason_for_the_full_merge(&self) -> Option<&'static str> {
        let (left, right) = (&self.left, &self.right);
        if left.moved(right) || right.moved(left) {
            Some("a side moved lines")
        } else if left.inserted_alike(right) {
            Some("both sides inserted the same lines")
        } else {
            None
        }
    }

    /// Whether a side moved a block of lines that the other side deleted where it stood: a
    /// run of base lines that both sides deleted, two with a word at least and one of some
    /// length, every one of which the mover wrote elsewhere and the other side nowhere.
    /// git's line merge applies both cleanly (the deletions agree, the insertion is the
    /// mover's alone), so the moved copy outlives the other side's deletion of it; the
    /// regions stage starts from that merge, and only the full merge sees one element moved
    /// by one side and deleted by the other.
    pub(super) fn moved_where_deleted(&self) -> bool {
        self.block_moved(&self.left, &self.right) || self.block_moved(&self.right, &self.left)
    }

    fn block_moved(&self, mover: &ChangedLines, other: &ChangedLines) -> bool {
        let lines = &self.base_lines;
        let both_deleted = |i: &usize| mover.deleted_at.contains(i) && other.deleted_at.contains(i);
        let mut i = 0;
        while i < lines.len() {
            if !both_deleted(&i) {
                i += 1;
                continue;
            }
            // A run of base lines both sides deleted: a moved block when every line of it
            // with a word is the mover's, written elsewhere, and not the other side's.
            let end = (i..lines.len()).find(|j| !both_deleted(j)).unwrap_or(lines.len());
            let worded: Vec<&str> = lines[i..end].iter().flatten().copied().collect();
            if worded.len() >= 2
                && worded.iter().any(|line| line.len() >= MIN_MOVED_LINE)
                && worded
                    .iter()
                    .all(|line| mover.inserted.contains(line) && !other.inserted.contains(line))
            {
                return true;
            }
            i = end;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::{ChangedLines, SideChanges};

    fn reason_for_the_full_merge(base: &str, left: &str, right: &str) -> Option<&'static str> {
        SideChanges::of(base, left, right).reason_for_the_full_merge()
    }

    fn moved_where_deleted(base: &str, left: &str, right: &str) -> bool {
        SideChanges::of(base, left, right).moved_where_deleted()
    }

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

    #[test]
    fn a_block_moved_where_the_other_side_deleted_it_is_seen() {
        // Right moves `first` below `second` (the line diff reads the swap so); left
        // deletes `first`.
        let deleted = "fn second() {\n    two();\n}\n";
        assert!(moved_where_deleted(BASE, deleted, MOVED));
        assert!(moved_where_deleted(BASE, MOVED, deleted));
        // Left edits `first` in place: nothing deleted for the move to outlive.
        let edited = "fn first() {\n    one(1);\n}\n\nfn second() {\n    two();\n}\n";
        assert!(!moved_where_deleted(BASE, edited, MOVED));
        // Both sides move it: each writes it somewhere.
        assert!(!moved_where_deleted(BASE, MOVED, MOVED));
    }

    #[test]
    fn lines_alike_deleted_elsewhere_are_no_moved_block() {
        // Left moves the `[b]` table's lines under `[c]`; right deletes the `[a]` table,
        // whose lines read the same: no block that both deleted at one place.
        let base = "[a]\nversion = \"0.10\"\ndefault = false\n\n[b]\nversion = \"0.10\"\ndefault = false\n\n[c]\n";
        let left = "[a]\nversion = \"0.10\"\ndefault = false\n\n[c]\nversion = \"0.10\"\ndefault = false\n";
        let right = "[b]\nversion = \"0.10\"\ndefault = false\n\n[c]\n";
        assert!(!moved_where_deleted(base, left, right));
    }
}
