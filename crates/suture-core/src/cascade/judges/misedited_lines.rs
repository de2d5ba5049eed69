//! The `edits` judge: refuses a result with a line both sides edited whose merged form lost
//! one side's edit or doubled what both sides inserted.
//!
//! Left rewrites `internal async static Task Compute(…)` as `async static Task Compute(…)`;
//! right reorders it to `internal static async Task Compute(…)`. Or left writes
//! `if (record && record.key === key)` and right `if (record && (record.key === key))`.
//! The tree merge combines the two edits of the line and can get it wrong: it keeps a
//! token one side removed, drops a token one side added, or inserts twice what both sides
//! inserted (`record && (record && record.key === key)`). Such a line has a name or a string
//! that occurs neither as often as the side that changed it says nor as the base does. A
//! careful human reads both edits; the cascade turns such results down, so the user gets
//! the conflict instead.
//!
//! A base line counts when both sides replaced it with a similar line (half their tokens or
//! more in common) and all three differ. Its merged form is the new line of the result most
//! like both edits. For each name and quoted string, with counts `b`, `l`, `r` and `m` in
//! the four lines: when one side kept `b` and the other changed it, `m` must follow the
//! change; when both added copies, `m` may not exceed the larger.
//!
//! Owns: the pairing of edited lines and the check. Must not: merge, parse, or change a
//! result: it only says whether one is suspect.

use gix_imara_diff::{Algorithm, Diff, Token};
use rustc_hash::{FxHashMap, FxHashSet};

use super::lexicon::{Lexicon, is_literal, is_name, share};
use super::{Evidence, Judge, Proposal};
use super::lines::{LineDiff, Revisions};

/// Hunks whose removed × added line count exceeds this are rewrites, not line edits: pairing
/// their lines costs more than it tells.
const MAX_PAIRING: usize = 400;

/// The share of tokens a merged line must have in common with each side's edit to be
/// taken for their combination.
const MIN_SHARE: f64 = 0.6;

/// Refuses a result with a line that combines both sides' edits of a base line wrongly: it
/// learns the lines both sides edited.
pub(super) struct MiseditedLines<'t> {
    /// Each base line both sides edited, with its left and right forms (trimmed).
    lines: Vec<[String; 3]>,
    base: &'t str,
    lexicon: &'t Lexicon,
}

impl<'t> Judge<'t> for MiseditedLines<'t> {
    const NAME: &'static str = "edits";

    fn learn(evidence: &Evidence<'t>) -> Self {
        Self::find_in(evidence.diffs())
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.misedited_in(&proposal.resolved)
            .map(|why| format!("the result merges a line's two edits wrongly ({why})"))
    }
}

impl<'t> MiseditedLines<'t> {
    fn find_in(revisions: &Revisions<'t>) -> Self {
        let lexicon = revisions.lexicon;
        let (in_left, in_right) =
            (edited(&revisions.to_left, lexicon), edited(&revisions.to_right, lexicon));
        let mut lines: Vec<[String; 3]> = in_left
            .iter()
            .filter_map(|(index, l)| {
                let r = in_right.get(index)?;
                let b = revisions.to_left.old_line(*index)?.trim();
                (l != r && l != b && r != b).then(|| [b.to_owned(), l.clone(), r.clone()])
            })
            .collect();
        lines.sort_unstable();
        MiseditedLines { lines, base: revisions.base, lexicon }
    }

    /// Why `merged` looks like it merged a line's two edits wrongly, if it does.
    fn misedited_in(&self, merged: &str) -> Option<String> {
        let tokens = |line| self.lexicon.tokens(line);
        if self.lines.is_empty() {
            return None;
        }
        let base_lines: FxHashSet<&str> = self.base.lines().map(str::trim).collect();
        let candidates: Vec<(&str, Vec<&str>)> = merged
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !base_lines.contains(line))
            .map(|line| (line, tokens(line)))
            .collect();
        // The separator after a line does not count: an element that moved from last place
        // in a list gains one (`"k0": 1` printed as `"k0": 1,`), and loses it the other way.
        fn unseparated(line: &str) -> &str {
            line.strip_suffix(',').unwrap_or(line).trim_end()
        }
        let held: FxHashSet<&str> = merged.lines().map(|line| unseparated(line.trim())).collect();
        for [b, l, r] in &self.lines {
            // A side's form kept whole: the merge took that side's edit of the line, and
            // whether the other one belonged there too is not a question of this line.
            if held.contains(unseparated(l)) || held.contains(unseparated(r)) {
                continue;
            }
            let (tl, tr) = (tokens(l), tokens(r));
            let best = candidates
                .iter()
                .filter(|(line, _)| line != l && line != r)
                .map(|(line, tm)| (line, tm, share(tm, &tl), share(tm, &tr)))
                .filter(|&(_, _, sl, sr)| sl >= MIN_SHARE && sr >= MIN_SHARE)
                .max_by(|x, y| (x.2 + x.3).total_cmp(&(y.2 + y.3)));
            let Some((line, tm, _, _)) = best else { continue };
            let counts = [counted(&tokens(b)), counted(&tl), counted(&tr), counted(tm)];
            let mut words: Vec<&str> = counts.iter().flat_map(|c| c.keys().copied()).collect();
            words.sort_unstable();
            words.dedup();
            for word in words {
                let [cb, cl, cr, cm] = counts.each_ref().map(|c| c.get(word).copied().unwrap_or(0));
                let lost = (cl == cb && cr != cb && cm != cr) || (cr == cb && cl != cb && cm != cl);
                // Both sides added copies: the same insertion made twice is printed once,
                // but copies added at different places of the line (`Int` made `Long` in
                // the parameter by one side, in the return type by the other) add up.
                let doubled = cl > cb
                    && cr > cb
                    && cm > cl.max(cr)
                    && (cm > cl + cr - cb || shares_a_site(&tokens(b), &tl, &tr, word));
                if lost || doubled {
                    return Some(format!(
                        "`{line}` has `{word}` {cm} time(s), where the base line has it {cb}, \
                         left {cl} and right {cr}"
                    ));
                }
            }
        }
        None
    }
}

/// Whether the two sides add `word` to the base line at one same place: a token diff from
/// the base to each side, and the base positions of the hunks that add the word, which
/// overlap or touch (an insertion right where the other side replaced tokens).
fn shares_a_site(base: &[&str], left: &[&str], right: &[&str], word: &str) -> bool {
    let (at_left, at_right) = (adding_sites(base, left, word), adding_sites(base, right, word));
    at_left.iter().any(|l| at_right.iter().any(|r| l.start <= r.end && r.start <= l.end))
}

/// Where (as ranges of base token positions) the token diff from `base` to `side` adds
/// `word`: each hunk whose new tokens hold it more often than the tokens it replaces.
fn adding_sites<'t>(base: &[&'t str], side: &[&'t str], word: &str) -> Vec<std::ops::Range<u32>> {
    let mut interner: FxHashMap<&'t str, u32> = FxHashMap::default();
    let mut intern = |t: &'t str| -> Token {
        let next = interner.len() as u32;
        Token(*interner.entry(t).or_insert(next))
    };
    let (before, after): (Vec<Token>, Vec<Token>) =
        (base.iter().map(|&t| intern(t)).collect(), side.iter().map(|&t| intern(t)).collect());
    let mut diff = Diff::default();
    diff.compute_with(Algorithm::Myers, &before, &after, interner.len() as u32);
    let count = |tokens: &[&str]| tokens.iter().filter(|&&t| t == word).count();
    diff.hunks()
        .filter(|h| {
            let (b, a) = (h.before.clone(), h.after.clone());
            count(&side[a.start as usize..a.end as usize])
                > count(&base[b.start as usize..b.end as usize])
        })
        .map(|h| h.before)
        .collect()
}

/// How often each name and quoted string occurs among `tokens`.
fn counted<'t>(tokens: &[&'t str]) -> FxHashMap<&'t str, usize> {
    let mut counts = FxHashMap::default();
    for &t in tokens.iter().filter(|t| is_name(t) || is_literal(t)) {
        *counts.entry(t).or_insert(0) += 1;
    }
    counts
}

/// For each base line (by index) that a side replaced with a similar line, that line,
/// trimmed: the most similar one its hunk added, when they share half their tokens.
fn edited(diff: &LineDiff<'_>, lexicon: &Lexicon) -> FxHashMap<usize, String> {
    let tokens = |line| lexicon.tokens(line);
    let mut out = FxHashMap::default();
    for (before, removed, added) in diff.hunks() {
        if removed.is_empty() || added.is_empty() || removed.len() * added.len() > MAX_PAIRING {
            continue;
        }
        let added: Vec<(&str, Vec<&str>)> = added
            .iter()
            .map(|line| {
                let line = line.trim();
                (line, tokens(line))
            })
            .collect();
        for (index, old) in before.zip(removed) {
            let old = tokens(old.trim());
            let best = added
                .iter()
                .map(|(line, tokens)| (line, share(&old, tokens)))
                .max_by(|x, y| x.1.total_cmp(&y.1));
            if let Some((line, similarity)) = best
                && similarity >= 0.5
            {
                out.insert(index, (*line).to_owned());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find<'t>(base: &'t str, left: &'t str, right: &'t str) -> MiseditedLines<'t> {
        learned([base, left, right], c_like())
    }

    #[test]
    fn a_token_both_sides_inserted_twice_in_one_line_is_misedited() {
        let base = "fn f() {\n    if (record.key === key) {\n        go();\n    }\n}\n";
        let left = base.replace("(record.key", "(record && record.key");
        let right = base.replace("(record.key === key)", "(record && (record.key === key))");
        let found = find(base, &left, &right);
        let merged =
            base.replace("(record.key === key)", "(record && (record && record.key === key))");
        let why = refusal(&found, &merged).expect("misedited");
        assert!(why.contains("`record` 3 time(s)"), "{why}");
        // One side's form, or the two edits combined once, is fine.
        assert_eq!(refusal(&found, &left), None);
    }

    #[test]
    fn a_line_that_keeps_a_keyword_one_side_removed_is_misedited() {
        let base = "class A {\n    internal async static Task Compute(int a, int b) { }\n}\n";
        let left = base.replace(
            "internal async static Task Compute(int a",
            "async static Task Compute(long a",
        );
        let right = base.replace("async static", "static async");
        let found = find(base, &left, &right);
        let merged = base.replace(
            "internal async static Task Compute(int a",
            "internal static async Task Compute(long a",
        );
        let why = refusal(&found, &merged).expect("misedited");
        assert!(why.contains("`internal`"), "{why}");
        let careful = base.replace(
            "internal async static Task Compute(int a",
            "static async Task Compute(long a",
        );
        assert_eq!(refusal(&found, &careful), None);
    }

    #[test]
    fn a_side_s_line_that_only_gained_a_separator_is_kept_whole() {
        // The line diffs pair the base's last member with each side's last one: left's new
        // `k0`, right's `k3` (moved there). The merge keeps left's `k0`, now followed by
        // right's additions, so with a comma: left's form all the same.
        let base = "{\n  \"k3\": {\"v\": \"s10\"},\n  \"k4\": {\"v\": \"s0\"}\n}\n";
        let left = "{\n  \"k0\": {\"v\": \"s0\"}\n}\n";
        let right = "{\n  \"k5\": 0,\n  \"k1\": 0,\n  \"k3\": {\"v\": \"s10\"}\n}\n";
        let found = find(base, left, right);
        let merged = "{\n  \"k0\": {\"v\": \"s0\"},\n  \"k5\": 0,\n  \"k1\": 0\n}\n";
        assert_eq!(refusal(&found, merged), None);
        // A line of neither side's form is still read.
        let mixed = merged.replace("\"s0\"}", "\"s10\"}");
        assert!(refusal(&found, &mixed).is_some());
    }

    #[test]
    fn copies_each_side_added_at_its_own_place_add_up() {
        // Left makes the return type `Long`, right the parameter's type: the merged line
        // has `Long` twice, once from each edit.
        let base = "interface Clock {\n    fun since(mark: Int, unit: Unit): Int\n}\n";
        let left = base.replace("Unit): Int", "Unit): Long");
        let right = base.replace("mark: Int", "mark: Long");
        let found = find(base, &left, &right);
        let both = base.replace("mark: Int, unit: Unit): Int", "mark: Long, unit: Unit): Long");
        assert_eq!(refusal(&found, &both), None);
        // A third copy is more than the two edits made.
        let tripled = both.replace("unit: Unit", "unit: Long");
        let why = refusal(&found, &tripled).expect("misedited");
        assert!(why.contains("`Long` 3 time(s)"), "{why}");
    }
}
