//! The line diffs the judges read: which base lines each hunk of a side replaces with which
//! of its lines. The diffs from the base to each side are computed once per merge and
//! shared by every judge that asks ([`Revisions`]).
//!
//! Owns: the diff (histogram, git's choice, without slider heuristics). Must not: judge.

use std::ops::Range;

use gix_imara_diff::{Algorithm, Diff, InternedInput, sources};

use super::lexicon::Lexicon;

/// The line diff from one text to another.
pub(in crate::cascade) struct LineDiff<'t> {
    /// The first text's lines and the second's, line ends included.
    before: Vec<&'t str>,
    after: Vec<&'t str>,
    /// Each hunk's line range in the first text and in the second.
    hunks: Vec<(Range<usize>, Range<usize>)>,
}

impl<'t> LineDiff<'t> {
    pub(in crate::cascade) fn of(before: &'t str, after: &'t str) -> Self {
        let input = InternedInput::new(sources::lines(before), sources::lines(after));
        let mut diff = Diff::compute(Algorithm::Histogram, &input);
        diff.postprocess_no_heuristic(&input);
        let hunks = diff
            .hunks()
            .map(|h| {
                (
                    h.before.start as usize..h.before.end as usize,
                    h.after.start as usize..h.after.end as usize,
                )
            })
            .collect();
        let text = |tokens: &[gix_imara_diff::Token]| -> Vec<&'t str> {
            tokens.iter().map(|&t| input.interner[t]).collect()
        };
        LineDiff { before: text(&input.before), after: text(&input.after), hunks }
    }

    /// Each hunk: the range of the first text's lines it replaces, those lines and the
    /// second text's lines that replace them (line ends included).
    pub(in crate::cascade) fn hunks(
        &self,
    ) -> impl Iterator<Item = (Range<usize>, &[&'t str], &[&'t str])> {
        self.hunks.iter().map(|(before, after)| {
            (before.clone(), &self.before[before.clone()], &self.after[after.clone()])
        })
    }

    /// Line `index` of the first text, its line end included.
    pub(in crate::cascade) fn old_line(&self, index: usize) -> Option<&'t str> {
        self.before.get(index).copied()
    }

    /// The indexes of the second text's lines that the diff inserts.
    pub(in crate::cascade) fn inserted(&self) -> impl Iterator<Item = usize> + '_ {
        self.hunks.iter().flat_map(|(_, after)| after.clone())
    }
}

/// The three revisions a merge judges results against, with the diffs from the base to
/// each side.
pub(in crate::cascade) struct Revisions<'t> {
    pub(in crate::cascade) base: &'t str,
    pub(in crate::cascade) left: &'t str,
    pub(in crate::cascade) right: &'t str,
    pub(in crate::cascade) to_left: LineDiff<'t>,
    pub(in crate::cascade) to_right: LineDiff<'t>,
    /// The language's token view, for the judges that compare lines by their tokens.
    pub(in crate::cascade) lexicon: &'t Lexicon,
}

impl<'t> Revisions<'t> {
    pub(in crate::cascade) fn of(
        base: &'t str,
        left: &'t str,
        right: &'t str,
        lexicon: &'t Lexicon,
    ) -> Self {
        Revisions {
            lexicon,
            base,
            left,
            right,
            to_left: LineDiff::of(base, left),
            to_right: LineDiff::of(base, right),
        }
    }

    /// Each side with the other: its name, its text, its diff from the base, and the
    /// other side's diff.
    pub(in crate::cascade) fn sides(&self) -> [Side<'_, 't>; 2] {
        [
            Side { name: "left", text: self.left, diff: &self.to_left, other_diff: &self.to_right },
            Side {
                name: "right",
                text: self.right,
                diff: &self.to_right,
                other_diff: &self.to_left,
            },
        ]
    }
}

/// One side of a merge seen from the base, with the other side.
pub(in crate::cascade) struct Side<'r, 't> {
    pub(in crate::cascade) name: &'static str,
    pub(in crate::cascade) text: &'t str,
    pub(in crate::cascade) diff: &'r LineDiff<'t>,
    pub(in crate::cascade) other_diff: &'r LineDiff<'t>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hunks_give_the_replaced_lines_and_their_replacements() {
        let diff = LineDiff::of("a\nb\nc\n", "a\nB\nc\nd\n");
        let hunks: Vec<_> = diff.hunks().collect();
        assert_eq!(hunks.len(), 2);
        assert_eq!(hunks[0], (1..2, &["b\n"][..], &["B\n"][..]));
        assert_eq!(hunks[1], (3..3, &[][..], &["d\n"][..]));
        assert_eq!(diff.inserted().collect::<Vec<_>>(), [1, 3]);
    }
}
