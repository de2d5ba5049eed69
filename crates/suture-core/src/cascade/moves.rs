//! Whether a side moved lines: deleted them at one place of the base and inserted them at
//! another. Only then can the full structured merge see something the regions stage cannot
//! (the other side's edit follows the moved element); the regions stage already merges
//! every change that stays in place.
//!
//! Owns: that test, on lines. Must not: merge or parse.

use rustc_hash::FxHashSet;

use super::lines::LineDiff;

/// Lines shorter than this (trimmed) are small statements (`return;`, `else {`) that recur
/// everywhere: only such lines deleted here and inserted there make no move.
const MIN_MOVED_LINE: usize = 8;

/// The lines, trimmed, that the diff from `base` to `side` deletes and inserts. Only lines
/// with a letter or digit count: a lone `}` recurs everywhere.
fn changed_lines<'t>(base: &'t str, side: &'t str) -> (FxHashSet<&'t str>, FxHashSet<&'t str>) {
    let worded = |line: &'t str| {
        let line = line.trim();
        line.contains(|c: char| c.is_alphanumeric()).then_some(line)
    };
    let (mut deleted, mut inserted) = (FxHashSet::default(), FxHashSet::default());
    for (_, removed, added) in LineDiff::of(base, side).hunks() {
        deleted.extend(removed.iter().filter_map(|line| worded(line)));
        inserted.extend(added.iter().filter_map(|line| worded(line)));
    }
    (deleted, inserted)
}

/// Whether `mover` moved lines, deleting them at one place of `base` and inserting them at
/// another, in a way only the full merge can follow: a block of lines (a function, say,
/// which `other` may edit anywhere inside), or a single line that `other` changed where
/// it stood. A single line moved and untouched by `other` (an import put elsewhere, a
/// statement reordered) merges as a deletion and an insertion, and the full stage's
/// results on those were not what the authors committed. One moved line at least must be
/// of some length: short statements recur everywhere.
pub(super) fn moved_for_the_full_merge(base: &str, mover: &str, other: &str) -> bool {
    let (deleted, inserted) = changed_lines(base, mover);
    let moved: Vec<&str> = inserted.into_iter().filter(|line| deleted.contains(line)).collect();
    match moved[..] {
        [] => false,
        [line] => line.len() >= MIN_MOVED_LINE && changed_lines(base, other).0.contains(line),
        _ => moved.iter().any(|line| line.len() >= MIN_MOVED_LINE),
    }
}

#[cfg(test)]
mod tests {
    use super::moved_for_the_full_merge as moved;

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
}
