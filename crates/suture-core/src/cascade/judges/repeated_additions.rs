//! The `repeats` judge: refuses a result that holds twice code both sides added.
//!
//! When both sides bring the same new block (a method, a few statements: often one commit
//! that reached both branches), each side's copy is a node of its own, and when the two
//! copies stand in different places nothing matches them: the merge keeps both, and the
//! result declares the method twice or runs the statements twice. Identical additions must
//! appear once, and with two places to choose from that is the user's call. On real merges
//! such results were not what the authors committed more than three times out of four. The
//! cascade turns them down, so the user gets the conflict instead.
//!
//! Lines are compared trimmed, blank lines skipped, in runs of [`RUN`]: a single line such
//! as `return err;` or `}` rightly comes back many times; a run of several that both sides
//! added verbatim does not. A single line counts alone when it is long and stands at the
//! top level, unindented (an import, a declaration): git's own clean merge doubles one that
//! both sides added at places its line diff aligned differently, and the conflicts solved
//! around it do not make it right. An indented line (a test's setup statement) may rightly
//! come back in each of two new tests, and a comment above each of two new members.
//!
//! Nor may a result hold a line more often than all three revisions do, where they hold
//! it equally often ([`MIN_KEPT_LINE_BYTES`] or longer): no side added a copy, so a second
//! one is the merge's own (a comment above the first element, carried by a new first
//! element on each side).
//!
//! Owns: the runs each side added and the check. Must not: merge, parse, or change a
//! result: it only says whether one is suspect.

use rustc_hash::FxHashMap;

use super::lexicon::Lexicon;
use super::{Evidence, Judge, Proposal};

/// Consecutive non-blank lines compared as one run.
const RUN: usize = 3;

/// A run this short (`}`, `});`, `end`) is punctuation, not code anyone wrote twice.
const MIN_RUN_BYTES: usize = 30;

/// A top-level line this long that both sides added is suspect on its own when held
/// twice: it names something (`import { circularLayout } from './circularLayoutHelper';`).
const MIN_LINE_BYTES: usize = 40;

/// A line this long that the three revisions hold equally often may not come back more
/// often: shorter ones (`}`, `end`, `x += 1;`) move between blocks by chance.
const MIN_KEPT_LINE_BYTES: usize = 12;

/// Refuses a result holding twice what both sides added: it learns the runs both sides
/// added.
pub(super) struct RepeatedAdditions<'t> {
    /// Each run that left and right both hold and the base does not, with the larger of
    /// the two sides' counts.
    added_by_both: FxHashMap<Run<'t>, usize>,
    /// Each long line that left and right both added, with the larger of their counts.
    lines_added_by_both: FxHashMap<&'t str, usize>,
    /// Each line the three revisions hold equally often, with that count.
    kept_counts: FxHashMap<&'t str, usize>,
}

/// [`RUN`] consecutive trimmed lines.
type Run<'t> = [&'t str; RUN];

impl<'t> Judge<'t> for RepeatedAdditions<'t> {
    const NAME: &'static str = "repeats";

    fn learn(evidence: &Evidence<'t>) -> Self {
        let [base, left, right] = evidence.texts;
        Self::find(base, left, right, evidence.lexicon)
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.repeated_in(&proposal.resolved)
            .map(|why| format!("the result repeats an addition ({why})"))
    }
}

impl<'t> RepeatedAdditions<'t> {
    fn find(base: &str, left: &'t str, right: &str, lexicon: &Lexicon) -> Self {
        // How often each line stands in the base (its keys: the base's lines).
        let base_lines = line_counts(base);
        let in_base = runs(base);
        let in_right = runs(right);
        let added_by_both = runs(left)
            .into_iter()
            .filter(|(run, _)| {
                !in_base.contains_key(run)
                    && run.iter().any(|line| !base_lines.contains_key(line))
                    && run.iter().map(|line| line.len()).sum::<usize>() >= MIN_RUN_BYTES
            })
            .filter_map(|(run, in_left)| {
                let in_right = *in_right.get(&run)?;
                Some((run, in_left.max(in_right)))
            })
            .collect();
        let right_lines = long_lines(right);
        let lines_added_by_both = long_lines(left)
            .into_iter()
            .filter(|(line, _)| !base_lines.contains_key(line) && !lexicon.opens_comment(line))
            .filter_map(|(line, in_left)| Some((line, in_left.max(*right_lines.get(line)?))))
            .collect();
        let right_counts = line_counts(right);
        let kept_counts = line_counts(left)
            .into_iter()
            .filter(|&(line, n)| {
                line.len() >= MIN_KEPT_LINE_BYTES
                    && line.contains(|c: char| c.is_alphanumeric())
                    && base_lines.get(line) == Some(&n)
                    && right_counts.get(line) == Some(&n)
            })
            .collect();
        RepeatedAdditions { added_by_both, lines_added_by_both, kept_counts }
    }

    /// Why `merged` looks like it holds a shared addition twice, if it does: a run both
    /// sides added that it holds more often than either side does.
    fn repeated_in(&self, merged: &str) -> Option<String> {
        if !self.lines_added_by_both.is_empty() {
            let held = long_lines(merged);
            if let Some((line, _)) = self.lines_added_by_both.iter().find(|(line, most)| {
                held.get(*line).is_some_and(|count| count > most)
            }) {
                return Some(format!("it holds twice a line both sides added, `{line}`"));
            }
        }
        if !self.kept_counts.is_empty() {
            let held = line_counts(merged);
            let mut doubled: Vec<&str> = self
                .kept_counts
                .iter()
                .filter(|(line, kept)| held.get(*line).is_some_and(|count| count > kept))
                .map(|(line, _)| *line)
                .collect();
            doubled.sort_unstable();
            if let Some(line) = doubled.first() {
                return Some(format!("it holds `{line}` more often than any revision"));
            }
        }
        if self.added_by_both.is_empty() {
            return None;
        }
        // The map's keys, seen with the shorter lifetime of `merged`'s lines.
        let added: &FxHashMap<Run<'_>, usize> = &self.added_by_both;
        let (run, _) = runs(merged).into_iter().find(|(run, count)| {
            added.get(run).is_some_and(|&most_in_a_side| *count > most_in_a_side)
        })?;
        Some(format!("it holds twice the lines both sides added, from `{}`", run[0]))
    }
}

/// The trimmed non-blank lines of `text`.
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(str::trim).filter(|line| !line.is_empty())
}

/// How often each trimmed non-blank line occurs in `text`.
fn line_counts(text: &str) -> FxHashMap<&str, usize> {
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    for line in lines(text) {
        *counts.entry(line).or_insert(0) += 1;
    }
    counts
}

/// How often each unindented line of at least [`MIN_LINE_BYTES`] occurs in `text`,
/// trimmed.
fn long_lines(text: &str) -> FxHashMap<&str, usize> {
    let mut counts: FxHashMap<&str, usize> = FxHashMap::default();
    let top_level = text.lines().filter(|line| !line.starts_with(char::is_whitespace));
    for line in top_level.map(str::trim_end).filter(|line| line.len() >= MIN_LINE_BYTES) {
        *counts.entry(line).or_insert(0) += 1;
    }
    counts
}

/// How often each run of [`RUN`] consecutive lines occurs in `text`.
fn runs(text: &str) -> FxHashMap<Run<'_>, usize> {
    let all: Vec<&str> = lines(text).collect();
    let mut counts: FxHashMap<Run<'_>, usize> = FxHashMap::default();
    for window in all.windows(RUN) {
        let run: Run<'_> = window.try_into().expect("windows of RUN lines");
        *counts.entry(run).or_insert(0) += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "class Cache {\n    int size;\n}\n\nclass Store {\n    int count;\n}\n";

    const METHOD: &str = "    int capacity() {\n        return size * 2;\n    }\n";

    #[test]
    fn a_method_both_sides_added_in_different_places_held_twice_is_found() {
        let left = BASE.replace("    int size;\n", &format!("    int size;\n{METHOD}"));
        let right = BASE.replace("    int count;\n", &format!("    int count;\n{METHOD}"));
        let repeats = RepeatedAdditions::find(BASE, &left, &right, &Lexicon::c_like());
        let both = BASE
            .replace("    int size;\n", &format!("    int size;\n{METHOD}"))
            .replace("    int count;\n", &format!("    int count;\n{METHOD}"));
        let why = repeats.repeated_in(&both).expect("the method is held twice");
        assert!(why.contains("int capacity() {"), "{why}");
        // Once, in either place, is what both sides asked for.
        assert_eq!(repeats.repeated_in(&left), None);
        assert_eq!(repeats.repeated_in(&right), None);
    }

    #[test]
    fn runs_a_side_already_repeats_or_the_base_holds_are_not_suspect() {
        // Left adds the method twice, right once: three copies are more than either side.
        let left = format!("{BASE}{METHOD}{METHOD}");
        let right = format!("{BASE}{METHOD}");
        let repeats = RepeatedAdditions::find(BASE, &left, &right, &Lexicon::c_like());
        assert_eq!(repeats.repeated_in(&left), None);
        assert!(repeats.repeated_in(&format!("{BASE}{METHOD}{METHOD}{METHOD}")).is_some());

        // A run the base already has is old code, however often it comes back.
        let base = format!("{BASE}{METHOD}");
        let repeats = RepeatedAdditions::find(&base, &left, &format!("{base}{METHOD}"), &Lexicon::c_like());
        assert_eq!(repeats.repeated_in(&format!("{base}{METHOD}{METHOD}{METHOD}")), None);
    }

    #[test]
    fn short_runs_of_punctuation_are_not_suspect() {
        let base = "fn a() {\n}\n";
        let added = "    }\n  }\n}\n";
        let left = format!("{base}{added}");
        let right = format!("{added}{base}");
        let repeats = RepeatedAdditions::find(base, &left, &right, &Lexicon::c_like());
        assert_eq!(repeats.repeated_in(&format!("{added}{base}{added}")), None);
    }

    #[test]
    fn a_long_top_level_line_both_sides_added_held_twice_is_found_an_indented_one_is_not() {
        let base = "import { a } from './a';\n\nfunction f() {\n}\n";
        let import = "import { circularLayout } from './circularLayoutHelper';\n";
        // Both add the import, at places a line diff aligns differently.
        let left = format!("{import}{base}");
        let right = base.replace("\n\n", &format!("\n{import}\n"));
        let repeats = RepeatedAdditions::find(base, &left, &right, &Lexicon::c_like());
        let doubled = format!("{import}{right}");
        let why = repeats.repeated_in(&doubled).expect("the import is held twice");
        assert!(why.contains("circularLayout"), "{why}");
        assert_eq!(repeats.repeated_in(&left), None);

        // One setup statement in each of two new tests: each test rightly has its own.
        let setup = "    $model = new EloquentModelCastingStub();\n";
        let left = format!("{base}function g() {{\n{setup}}}\n");
        let right = format!("{base}function h() {{\n{setup}}}\n");
        let repeats = RepeatedAdditions::find(base, &left, &right, &Lexicon::c_like());
        let both = format!("{base}function g() {{\n{setup}}}\nfunction h() {{\n{setup}}}\n");
        assert_eq!(repeats.repeated_in(&both), None);
    }

    #[test]
    fn a_line_all_three_hold_once_held_twice_is_found() {
        let base = "// The crate's modules.\nmod alpha;\nmod beta;\n";
        let left = "// The crate's modules.\nmod gamma;\nmod beta;\n";
        let right = "// The crate's modules.\nmod zeta;\nmod alpha;\nmod beta;\n";
        let judge = RepeatedAdditions::find(base, left, right, &Lexicon::c_like());
        let doubled = "// The crate's modules.\nmod gamma;\n// The crate's modules.\nmod zeta;\nmod beta;\n";
        assert!(judge.repeated_in(doubled).is_some_and(|why| why.contains("more often")));
        let once = "// The crate's modules.\nmod gamma;\nmod zeta;\nmod beta;\n";
        assert_eq!(judge.repeated_in(once), None);
        // A line a side added a copy of may come back more often than the base holds it.
        let base = "fn a() {\n    return Ok(());\n}\n";
        let left = "fn a() {\n    return Ok(());\n}\nfn b() {\n    return Ok(());\n}\n";
        let right = "fn a() {\n    return Ok(());\n}\nfn c() {\n    return Ok(());\n}\n";
        let judge = RepeatedAdditions::find(base, left, right, &Lexicon::c_like());
        let both = "fn a() {\n    return Ok(());\n}\nfn b() {\n    return Ok(());\n}\nfn c() {\n    return Ok(());\n}\n";
        assert_eq!(judge.repeated_in(both), None);
    }
}
