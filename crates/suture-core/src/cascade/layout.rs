//! Conflicts where one side only changed the layout: it re-indented, re-spaced or re-wrapped
//! the lines the other side edited. Such a hunk is no disagreement: the edit is taken, on
//! the other side's lines, and the structured stages see one conflict less.
//!
//! Where indentation carries meaning (Python's blocks, YAML's nesting; see
//! [`crate::profile::LanguageProfile::significant_indentation`]) only the spaces inside and
//! at the end of lines count as layout: a re-indented block is a change there.
//!
//! Owns: that test, and the three revisions rebuilt from a line merge with those hunks
//! settled. Must not: merge, parse, or judge.

use std::borrow::Cow;

use super::judges::lexicon::without_layout;
use crate::markers::{Chunk, ConflictFile, Side};
use crate::profile::is_comment_kind;
use crate::tree::{NodeId, Tree};

/// Base, left and right rebuilt from `file` (every hunk must record its base): the common
/// text in all three, a hunk whose one side only re-laid out the base's lines replaced by
/// the other side's lines in all three, every other hunk by each revision's own section.
/// `trees` are the three revisions rebuilt with every hunk as it is (each section in its
/// own revision), parsed: a side re-laid out a hunk when the syntax nodes inside it are the
/// base's, kind for kind, with the same token texts (a string's spaces are its value; a
/// comment's are layout), and its text is the base's but for white space (see
/// [`same_but_layout`]). `None` when a revision is not UTF-8.
pub(super) fn rebuilt_settling_layout(
    file: &ConflictFile<'_>,
    trees: [&Tree<'_>; 3],
    indentation_matters: bool,
) -> Option<(String, String, String)> {
    let mut out = [Vec::new(), Vec::new(), Vec::new()];
    // Where each revision's part stands in the trees' sources.
    let mut at = [0usize; 3];
    for chunk in &file.chunks {
        match chunk {
            Chunk::Common(text) => {
                out.iter_mut().for_each(|o| o.extend_from_slice(text));
                at.iter_mut().for_each(|a| *a += text.len());
            }
            Chunk::Conflict(hunk) => {
                let base = hunk.side(Side::Base)?;
                let sections = [base, hunk.left, hunk.right];
                let ranges = [0, 1, 2].map(|r| at[r]..at[r] + sections[r].len());
                let layout_only = |side: usize| {
                    let (b, s) = (sections[0], sections[side]);
                    s != b
                        && std::str::from_utf8(s)
                            .ok()
                            .zip(std::str::from_utf8(b).ok())
                            .is_some_and(|(s, b)| same_but_layout(b, s, indentation_matters))
                        && nodes_in(trees[0], &ranges[0]) == nodes_in(trees[side], &ranges[side])
                };
                let settled = if layout_only(1) {
                    [hunk.right; 3]
                } else if layout_only(2) {
                    [hunk.left; 3]
                } else {
                    sections
                };
                for (o, section) in out.iter_mut().zip(settled) {
                    o.extend_from_slice(section);
                }
                for (a, section) in at.iter_mut().zip(sections) {
                    *a += section.len();
                }
            }
        }
    }
    let [base, left, right] = out.map(String::from_utf8);
    Some((base.ok()?, left.ok()?, right.ok()?))
}

/// The nodes lying wholly inside `range`, in order: their kinds, and for tokens their text
/// (a comment's without its white space).
fn nodes_in<'t>(
    tree: &Tree<'t>,
    range: &std::ops::Range<usize>,
) -> Vec<(&'static str, Cow<'t, str>)> {
    let in_comment = |id: NodeId| {
        is_comment_kind(tree.kind(id))
            || tree.parent(id).is_some_and(|p| is_comment_kind(tree.kind(p)))
    };
    tree.ids()
        .filter(|&id| {
            let r = &tree.node(id).range;
            let blank =
                || tree.node(id).is_leaf() && in_comment(id) && tree.text(id).trim().is_empty();
            r.start >= range.start && r.end <= range.end && r.start < r.end && !blank()
        })
        .map(|id| {
            let text = match tree.node(id).is_leaf() {
                false => Cow::Borrowed(""),
                true if in_comment(id) => {
                    Cow::Owned(tree.text(id).chars().filter(|c| !c.is_whitespace()).collect())
                }
                true => Cow::Borrowed(tree.text(id)),
            };
            (tree.kind(id), text)
        })
        .collect()
}

/// Whether `b` differs from `a` in layout only: the same text once white space is set aside
/// (quoted strings kept whole), or, where indentation carries meaning, the same lines with
/// the same indentation that differ only in the spaces inside and at the end of lines.
pub(super) fn same_but_layout(a: &str, b: &str, indentation_matters: bool) -> bool {
    if indentation_matters {
        let line_form = |line: &str| {
            let indent = &line[..line.len() - line.trim_start().len()];
            Some((indent.to_owned(), without_layout(line)?))
        };
        a.lines().count() == b.lines().count()
            && a.lines()
                .map(line_form)
                .zip(b.lines().map(line_form))
                .all(|(x, y)| x.is_some() && x == y)
    } else {
        without_layout(a).is_some_and(|dense| Some(dense) == without_layout(b))
    }
}

#[cfg(test)]
mod tests {
    use super::same_but_layout;

    #[test]
    fn re_spacing_and_re_wrapping_are_layout() {
        let base = "call(a, b, c);\n";
        assert!(same_but_layout(base, "call(a,  b, c);   \n", false));
        assert!(same_but_layout(base, "call(\n    a,\n    b,\n    c\n);\n", false));
        assert!(!same_but_layout(base, "call(a, b, d);\n", false));
    }

    #[test]
    fn white_space_inside_a_string_is_no_layout() {
        let base = "ask(\"<b>{q}</b>\", default);\n";
        assert!(!same_but_layout(base, "ask(\"<b>{q}</b> \", default);\n", false));
        assert!(same_but_layout(base, "ask(\"<b>{q}</b>\",\n    default);\n", false));
        // A quote that does not close on its line may hold a string spanning lines.
        assert!(!same_but_layout("s = `a\n  b`;\n", "s = `a\n b`;\n", false));
    }

    #[test]
    fn where_indentation_matters_re_indenting_is_a_change() {
        let base = "if ready:\n    go()\n    stop()\n";
        assert!(same_but_layout(base, "if ready:\n    go( )\n    stop()  \n", true));
        assert!(!same_but_layout(base, "if ready:\n    go()\nstop()\n", true));
        assert!(!same_but_layout(base, "if ready:\n    go(); stop()\n", true));
        // Without that rule the dedent would pass as layout.
        assert!(same_but_layout(base, "if ready:\n    go()\nstop()\n", false));
    }
}
