//! The `copies` judge: refuses a result with a new copy, from one side, of a line the other
//! side edited in every place.
//!
//! A side that turns `bindFunctions(div)` into `if (bindFunctions) bindFunctions(div)`
//! wherever it occurs, merged with a side that adds one more `bindFunctions(div)` (a new
//! caller, a copied test), gives a clean result with the old line in the new place: the
//! edit that the first side made everywhere is missing there, and a careful human makes it
//! too. No name or form disappeared, so [`super::stale_names`] and [`super::stale_forms`] do not see
//! it. The cascade turns such results down, so the user gets the conflict instead.
//!
//! A line (trimmed, without a trailing `,` or `;`) counts when it has [`MIN_WORD_CHARS`]
//! letters or digits, the editing side holds it nowhere and replaced it with a similar line
//! (half its tokens or more in common) that the result holds, and the other side holds
//! more copies than the base, one of them inserted where the base had nothing like it.
//!
//! Owns: the line diffs of each side and the check. Must not: merge, parse, or change a
//! result: it only says whether one is suspect.

use rustc_hash::{FxHashMap, FxHashSet};

use super::lexicon::{Lexicon, share};
use super::{Evidence, Judge, Proposal};
use super::lines::{LineDiff, Revisions};

/// Lines with fewer letters and digits (`}`, `end`, `x += 1`) recur by accident.
const MIN_WORD_CHARS: usize = 4;

/// Refuses a result holding a new copy of a line the other side edited everywhere: it
/// learns the edited lines whose old form the other side copied.
pub(super) struct StaleCopies {
    /// The old line, a line it was edited into, and the side that edited it.
    missed: Vec<(String, String, &'static str)>,
}

impl Judge<'_> for StaleCopies {
    const NAME: &'static str = "copies";

    fn learn(evidence: &Evidence<'_>) -> Self {
        Self::find_in(evidence.diffs())
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.stale_in(&proposal.resolved).map(|why| format!("the result looks stale ({why})"))
    }
}

impl StaleCopies {
    fn find_in(revisions: &Revisions<'_>) -> Self {
        let in_base = counts(revisions.base);
        let (in_left, in_right) = (counts(revisions.left), counts(revisions.right));
        let mut missed = Vec::new();
        let [left, right] = revisions.sides();
        for (side, in_editor, in_other) in
            [(left, &in_left, &in_right), (right, &in_right, &in_left)]
        {
            let copied: Vec<&String> = in_base
                .iter()
                .filter(|&(line, &n)| {
                    line.bytes().filter(u8::is_ascii_alphanumeric).count() >= MIN_WORD_CHARS
                        && !in_editor.contains_key(line)
                        && in_other.get(line).is_some_and(|&m| m > n)
                })
                .map(|(line, _)| line)
                .collect();
            if copied.is_empty() {
                continue;
            }
            let inserted = inserted_lines(side.other_diff, revisions.lexicon);
            let edits = edited_into(side.diff, revisions.lexicon);
            for line in copied.into_iter().filter(|line| inserted.contains(line.as_str())) {
                for new in edits.get(line).into_iter().flatten() {
                    if !in_base.contains_key(new) {
                        missed.push((line.clone(), new.clone(), side.name));
                    }
                }
            }
        }
        missed.sort_unstable();
        StaleCopies { missed }
    }

    /// Why `merged` looks stale, if it does: it holds a side's edit of a line and also the
    /// old line, which that side edited everywhere.
    fn stale_in(&self, merged: &str) -> Option<String> {
        if self.missed.is_empty() {
            return None;
        }
        let held = counts(merged);
        self.missed
            .iter()
            .find(|(old, new, _)| held.contains_key(old) && held.contains_key(new))
            .map(|(old, new, side)| {
                format!("it still has `{old}`, which {side} made `{new}` everywhere")
            })
    }
}

/// A line as compared: trimmed, without a trailing `,` or `;`.
fn key(line: &str) -> &str {
    line.trim().trim_end_matches([',', ';']).trim_end()
}

fn counts(text: &str) -> FxHashMap<String, usize> {
    let mut counts = FxHashMap::default();
    for line in text.lines().map(key).filter(|line| !line.is_empty()) {
        *counts.entry(line.to_owned()).or_insert(0) += 1;
    }
    counts
}

/// Whether two lines share half their tokens or more (counted with repeats).
fn similar(a: &str, b: &str, lexicon: &Lexicon) -> bool {
    share(&lexicon.tokens(a), &lexicon.tokens(b)) >= 0.5
}

/// The hunks of a line diff as compared lines: those each removes and those it adds.
fn hunks<'d, 't>(
    diff: &'d LineDiff<'t>,
) -> impl Iterator<Item = (Vec<&'t str>, Vec<&'t str>)> + 'd {
    let keys = |lines: &[&'t str]| -> Vec<&'t str> {
        lines.iter().map(|l| key(l)).filter(|l| !l.is_empty()).collect()
    };
    diff.hunks().map(move |(_, removed, added)| (keys(removed), keys(added)))
}

/// The lines `side` added where the base had nothing like them: more copies in a hunk than
/// it removes, and no other line like them removed there (that would be an edit).
fn inserted_lines<'t>(diff: &LineDiff<'t>, lexicon: &Lexicon) -> FxHashSet<&'t str> {
    let mut inserted = FxHashSet::default();
    for (removed, added) in hunks(diff) {
        let count = |lines: &[&str], line: &str| lines.iter().filter(|l| **l == line).count();
        inserted.extend(added.iter().copied().filter(|a| {
            count(&added, a) > count(&removed, a)
                && !removed.iter().any(|r| r != a && similar(r, a, lexicon))
        }));
    }
    inserted
}

/// For each base line `side` replaced, the similar lines the same hunk added.
fn edited_into(diff: &LineDiff<'_>, lexicon: &Lexicon) -> FxHashMap<String, Vec<String>> {
    let mut edits: FxHashMap<String, Vec<String>> = FxHashMap::default();
    for (removed, added) in hunks(diff) {
        for old in &removed {
            for new in added.iter().filter(|new| similar(old, new, lexicon)) {
                edits.entry((*old).to_owned()).or_default().push((*new).to_owned());
            }
        }
    }
    edits
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find(base: &str, left: &str, right: &str) -> StaleCopies {
        learned([base, left, right], c_like())
    }

    const BASE: &str = "function show(div) {\n  draw(div);\n  bindFunctions(div);\n}\n";
    const EDITED: &str =
        "function show(div) {\n  draw(div);\n  if (bindFunctions) bindFunctions(div);\n}\n";

    #[test]
    fn a_new_copy_of_a_line_the_other_side_edited_everywhere_is_stale() {
        let right = format!("{BASE}function again(div) {{\n  bindFunctions(div);\n}}\n");
        let found = find(BASE, EDITED, &right);
        let merged = format!("{EDITED}function again(div) {{\n  bindFunctions(div);\n}}\n");
        let why = refusal(&found, &merged).expect("stale");
        assert!(why.contains("`bindFunctions(div)`") && why.contains("left"), "{why}");
        let careful = format!(
            "{EDITED}function again(div) {{\n  if (bindFunctions) bindFunctions(div);\n}}\n"
        );
        assert_eq!(refusal(&found, &careful), None);
    }

    #[test]
    fn a_line_kept_somewhere_or_only_moved_is_no_edit_everywhere() {
        // Left kept one copy unedited: it did not change the line everywhere.
        let base = format!("{BASE}function other(div) {{\n  bindFunctions(div);\n}}\n");
        let left = EDITED.to_owned() + "function other(div) {\n  bindFunctions(div);\n}\n";
        let right = format!("{base}function again(div) {{\n  bindFunctions(div);\n}}\n");
        assert!(find(&base, &left, &right).missed.is_empty());
        // Right's copy replaces a line like it (an edit of its own), not a new copy.
        let right = BASE.replace("  draw(div);\n", "  bindFunctions(div);\n");
        let found = find(BASE, EDITED, &right);
        assert!(found.missed.is_empty());
    }
}
