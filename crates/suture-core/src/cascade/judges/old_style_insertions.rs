//! The `rewrites` judge: refuses a result with a line the other side inserted, in the old
//! style, in the midst of a run of lines one side edited line by line.
//!
//! A side that uppercases every command of a help table, shortens every link of a list,
//! or moves every `TEST_PROGRAMS += test-x$X` to `TEST_PROGRAMS_NEED_X += test-x`, merged with
//! a side that inserts one more entry in the middle of that run, gives a clean result with
//! one entry in the style the first side removed from all its neighbours. The entries are
//! new, so no name, form or line of the base is left over for the other checks to see. A
//! careful human gives the new entry the same edit, or at least looks. The cascade turns
//! such results down, so the user gets the conflict instead.
//!
//! A run is [`MIN_RUN`] or more consecutive non-blank base lines that one hunk of a side
//! replaces with about as many lines, each base line with a similar one (half its tokens in
//! common). A line the other side inserted strictly inside the run is stale when the result
//! holds it, the editing side does not, and it is in the old style: it has more of the
//! words the rewrite took out of the run than of those it brought in, or it is closer to
//! one of the run's old lines than to any of its new ones.
//!
//! Owns: the runs, the insertions and the check. Must not: merge, parse, or change a
//! result: it only says whether one is suspect.

use rustc_hash::FxHashSet;

use super::lexicon::share;
use super::{Evidence, Judge, Proposal};
use super::lines::{LineDiff, Revisions};

/// Shorter runs are ordinary neighbouring edits, not a convention applied to a block.
const MIN_RUN: usize = 6;

/// Refuses a result holding a line the other side inserted in the old style into a run one
/// side rewrote line by line: it learns those insertions.
pub(super) struct OldStyleInsertions {
    /// An inserted line (white space collapsed) and the side that rewrote its run.
    stale: Vec<(String, &'static str)>,
}

impl Judge<'_> for OldStyleInsertions {
    const NAME: &'static str = "rewrites";

    fn learn(evidence: &Evidence<'_>) -> Self {
        Self::find_in(evidence.diffs())
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.stale_in(&proposal.resolved).map(|why| format!("the result looks stale ({why})"))
    }
}

impl OldStyleInsertions {
    fn find_in(revisions: &Revisions<'_>) -> Self {
        let mut stale = Vec::new();
        for side in revisions.sides() {
            let runs = rewritten_runs(side.diff);
            if runs.is_empty() {
                continue;
            }
            let in_editor: FxHashSet<String> = side.text.lines().map(collapsed).collect();
            for (at, inserted) in insertions(side.other_diff) {
                for (run, old, new) in &runs {
                    if !(run.start < at && at < run.end) {
                        continue;
                    }
                    // The words the rewrite took out of the run and the ones it brought:
                    // a line in the old style has more of the first, or it is closer to
                    // some old line than to any new one.
                    let words = |lines: &[String]| -> FxHashSet<String> {
                        lines.iter().flat_map(|l| tokens(l)).map(str::to_owned).collect()
                    };
                    let (before, after) = (words(old), words(new));
                    let old_style = |line: &String| {
                        let t = tokens(line);
                        let gone =
                            t.iter().filter(|w| before.contains(**w) && !after.contains(**w));
                        let came =
                            t.iter().filter(|w| after.contains(**w) && !before.contains(**w));
                        let like = |lines: &[String]| {
                            lines.iter().map(|l| share(&t, &tokens(l))).fold(0.0, f64::max)
                        };
                        gone.count() > came.count() || like(old) > like(new)
                    };
                    if inserted.iter().all(|line| !in_editor.contains(line) && old_style(line)) {
                        stale.extend(inserted.iter().map(|line| (line.clone(), side.name)));
                    }
                }
            }
        }
        stale.sort_unstable();
        stale.dedup();
        OldStyleInsertions { stale }
    }

    /// Why `merged` looks stale, if it does: it holds every line the other side inserted
    /// into a run one side rewrote, unchanged.
    fn stale_in(&self, merged: &str) -> Option<String> {
        if self.stale.is_empty() {
            return None;
        }
        let held: FxHashSet<String> = merged.lines().map(collapsed).collect();
        self.stale.iter().find(|(line, _)| held.contains(line)).map(|(line, side)| {
            format!("it inserts `{line}` in the style {side} changed on every line around it")
        })
    }
}

/// The words and punctuation characters of a line, strings and comments read as text: the
/// entries of a help table are strings, and it is their words that were edited.
fn tokens(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        let len = if c.is_alphanumeric() || c == '_' {
            rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len())
        } else {
            c.len_utf8()
        };
        if !c.is_whitespace() {
            out.push(&rest[..len]);
        }
        rest = &rest[len..];
    }
    out
}

/// A line with its white space collapsed to single spaces.
fn collapsed(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

type Hunks = Vec<(std::ops::Range<usize>, Vec<String>, Vec<String>)>;

/// The hunks of a line diff: the base range, its lines and the lines that replace them
/// (white space collapsed).
fn hunks<'d>(
    diff: &'d LineDiff<'_>,
) -> impl Iterator<Item = (std::ops::Range<usize>, Vec<String>, Vec<String>)> + 'd {
    let lines = |lines: &[&str]| -> Vec<String> { lines.iter().map(|l| collapsed(l)).collect() };
    diff.hunks().map(move |(before, removed, added)| (before, lines(removed), lines(added)))
}

/// The runs of `base` that `side` edited line by line, with their old and new lines.
fn rewritten_runs(diff: &LineDiff<'_>) -> Hunks {
    hunks(diff)
        .filter(|(run, old, new)| {
            let n = run.len();
            n >= MIN_RUN
                && new.len().abs_diff(n) <= (n / 5).max(1)
                && old.iter().all(|line| {
                    let t = tokens(line);
                    !line.is_empty() && new.iter().any(|l| share(&t, &tokens(l)) >= 0.5)
                })
        })
        .collect()
}

/// Where `side` inserted lines into the base without removing any, and the non-blank lines.
fn insertions(diff: &LineDiff<'_>) -> Vec<(usize, Vec<String>)> {
    hunks(diff)
        .filter(|(run, _, _)| run.is_empty())
        .map(|(run, _, new)| (run.start, new.into_iter().filter(|l| !l.is_empty()).collect()))
        .filter(|(_, new): &(usize, Vec<String>)| !new.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find(base: &str, left: &str, right: &str) -> OldStyleInsertions {
        learned([base, left, right], c_like())
    }

    fn table(entries: &[&str]) -> String {
        entries.iter().map(|e| format!("    \"{e} -- does {e}.\",\n")).collect()
    }

    const OLD: [&str; 6] = ["crash", "digest", "flush", "jmap", "log", "sleep"];

    #[test]
    fn an_entry_inserted_in_the_old_style_into_a_rewritten_run_is_stale() {
        let base = format!("help = [\n{}]\n", table(&OLD));
        // Left rewrites every entry of the table: `-- does` becomes `-- DOES`.
        let left = base.replace("-- does", "-- DOES");
        let right = base.replace("    \"jmap", "    \"htstats -- does htstats.\",\n    \"jmap");
        let found = find(&base, &left, &right);
        let merged = left.replace("    \"jmap", "    \"htstats -- does htstats.\",\n    \"jmap");
        let why = refusal(&found, &merged).expect("stale");
        assert!(why.contains("htstats") && why.contains("left"), "{why}");
        let careful = left.replace("    \"jmap", "    \"htstats -- DOES htstats.\",\n    \"jmap");
        assert_eq!(refusal(&found, &careful), None);
    }

    #[test]
    fn short_runs_and_insertions_outside_the_run_are_not_stale() {
        let base = format!("help = [\n{}]\n", table(&OLD[..4]));
        let left = base.replace("-- does", "-- DOES");
        let right = base.replace("    \"flush", "    \"htstats -- does htstats.\",\n    \"flush");
        assert!(find(&base, &left, &right).stale.is_empty());
        // A full run, but the new entry goes after it.
        let base = format!("help = [\n{}]\n\nend\n", table(&OLD));
        let left = base.replace("-- does", "-- DOES");
        let right = base.replace("\nend\n", "\n\"htstats -- does htstats.\"\nend\n");
        assert!(find(&base, &left, &right).stale.is_empty());
    }
}
