//! Whether a side moved lines: deleted a line at one place of the base and inserted the
//! same line at another. Only then can the full structured merge see something the
//! regions stage cannot; the regions stage already merges every change that stays in place.
//!
//! Owns: that test, on lines. Must not: merge or parse.

use rustc_hash::FxHashSet;

use gix_imara_diff::{Algorithm, Diff, InternedInput, sources};

/// Lines shorter than this (trimmed) are punctuation and small statements (`}`, `return;`,
/// `else {`) that recur everywhere: one deleted here and another inserted there is no move.
const MIN_MOVED_LINE: usize = 8;

/// Whether `side` holds a line, of some substance, that its diff from `base` both deletes
/// somewhere and inserts somewhere else.
pub(super) fn moves_lines(base: &str, side: &str) -> bool {
    let input = InternedInput::new(sources::lines(base), sources::lines(side));
    let mut diff = Diff::compute(Algorithm::Histogram, &input);
    diff.postprocess_no_heuristic(&input);
    fn substantial(line: &str) -> Option<&str> {
        let line = line.trim();
        (line.len() >= MIN_MOVED_LINE).then_some(line)
    }
    let mut deleted: FxHashSet<&str> = FxHashSet::default();
    let mut inserted: Vec<&str> = Vec::new();
    for hunk in diff.hunks() {
        for &token in &input.before[hunk.before.start as usize..hunk.before.end as usize] {
            deleted.extend(substantial(input.interner[token]));
        }
        for &token in &input.after[hunk.after.start as usize..hunk.after.end as usize] {
            inserted.extend(substantial(input.interner[token]));
        }
    }
    inserted.iter().any(|line| deleted.contains(line))
}

#[cfg(test)]
mod tests {
    use super::moves_lines;

    const BASE: &str = "fn first() {\n    one();\n}\n\nfn second() {\n    two();\n}\n";

    #[test]
    fn a_function_moved_below_another_is_a_move() {
        let side = "fn second() {\n    two();\n}\n\nfn first() {\n    one();\n}\n";
        assert!(moves_lines(BASE, side));
    }

    #[test]
    fn edits_in_place_are_not_moves() {
        let side = "fn first() {\n    one(1);\n}\n\nfn second() {\n    two();\n    three();\n}\n";
        assert!(!moves_lines(BASE, side));
        assert!(!moves_lines(BASE, BASE));
    }

    #[test]
    fn short_lines_deleted_and_inserted_elsewhere_are_not_moves() {
        let side = "fn first() {\n    one();\n    two();\n}\n\nfn second() {\n}\n";
        assert!(!moves_lines(BASE, side));
    }
}
