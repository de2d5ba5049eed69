//! The `affixes` judge: refuses a result with a new quoted path from one side that lacks the
//! suffix the other side gave all the others.
//!
//! A side that adds `.js` to every relative import (`'./flow'` becomes `'./flow.js'`),
//! merged with a side that adds an import of `'./comments'`, gives a clean result with one
//! import in the form the first side got rid of: it may not resolve, and a careful human
//! adds the suffix there too. No single name was dropped (each path occurs once), so
//! [`super::stale_names`] does not see it. On real merges such results were not what the authors
//! committed six times out of seven. The cascade turns them down, so the user gets the
//! conflict instead.
//!
//! A family is the literals that open with the same quote and first character (`'.` for
//! relative paths). A side suffixed a family when it gave [`MIN_CHANGED`] or more of its
//! base literals the same suffix and kept none of the others without it.
//!
//! Owns: the lexer's literals per revision, the suffixes, and the check. Must not: merge,
//! parse, or change a result: it only says whether one is suspect.

use rustc_hash::FxHashSet;

use super::lexicon::{Lexed, Lexicon, is_literal};
use super::{Evidence, Judge, Proposal};

/// Literals that must have gained one suffix before it counts as a convention.
const MIN_CHANGED: usize = 2;

/// Refuses a result holding a new literal without the suffix one side gave its whole
/// family: it learns the other side's new literals that lack it.
pub(super) struct MissingSuffixes<'t> {
    /// A stale literal, the suffix it lacks, and the side that added the suffix.
    stale: Vec<(&'t str, &'t str, &'static str)>,
    lexicon: &'t Lexicon,
}

impl<'t> Judge<'t> for MissingSuffixes<'t> {
    const NAME: &'static str = "affixes";

    fn learn(evidence: &Evidence<'t>) -> Self {
        Self::find_in(evidence.lexed(), evidence.lexicon)
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.stale_in(&proposal.resolved).map(|why| format!("the result looks stale ({why})"))
    }
}

impl<'t> MissingSuffixes<'t> {
    fn find_in(lexed: &Lexed<'t>, lexicon: &'t Lexicon) -> Self {
        let literals = |tokens: &[&'t str]| -> FxHashSet<&'t str> {
            tokens.iter().copied().filter(|t| is_literal(t)).collect()
        };
        let [base, left, right] = &lexed.tokens;
        let (in_base, in_left, in_right) = (literals(base), literals(left), literals(right));
        let mut stale = Vec::new();
        for (side, mine, theirs) in [("left", &in_left, &in_right), ("right", &in_right, &in_left)]
        {
            let mut new: Vec<&str> = mine.difference(&in_base).copied().collect();
            new.sort_unstable();
            for (family, suffix) in suffixes(&in_base, mine, &new) {
                let has_suffix = |lit: &str| lit[..lit.len() - 1].ends_with(suffix);
                let kept_without = in_base
                    .iter()
                    .any(|b| family_of(b) == family && mine.contains(b) && !has_suffix(b));
                if kept_without {
                    continue;
                }
                stale.extend(
                    theirs
                        .iter()
                        .filter(|o| {
                            family_of(o) == family
                                && !in_base.contains(*o)
                                && !mine.contains(*o)
                                && !has_suffix(o)
                        })
                        .map(|&o| (o, suffix, side)),
                );
            }
        }
        stale.sort_unstable();
        stale.dedup();
        MissingSuffixes { stale, lexicon }
    }

    /// Why `merged`'s code looks stale, if it does: it holds a literal without the suffix
    /// one side gave its whole family.
    fn stale_in(&self, merged: &str) -> Option<String> {
        if self.stale.is_empty() {
            return None;
        }
        let used: FxHashSet<&str> =
            self.lexicon.tokens(merged).into_iter().filter(|t| is_literal(t)).collect();
        self.stale.iter().find(|(lit, _, _)| used.contains(lit)).map(|(lit, suffix, side)| {
            format!("it has {lit}, without the `{suffix}` that {side} added to all its kind")
        })
    }
}

/// The quote and first character: `'./flow'` and `'../config'` are of one family.
fn family_of(literal: &str) -> &str {
    let second = literal.char_indices().nth(2).map_or(literal.len(), |(i, _)| i);
    &literal[..second]
}

/// Each (family, suffix) that [`MIN_CHANGED`] or more base literals gained on this side:
/// `'./flow'` gone, `'./flow.js'` new. `new` is sorted, so the literals that extend one
/// stem stand together.
fn suffixes<'t>(
    in_base: &FxHashSet<&'t str>,
    mine: &FxHashSet<&'t str>,
    new: &[&'t str],
) -> Vec<(&'t str, &'t str)> {
    let mut counts: Vec<((&str, &str), usize)> = Vec::new();
    for &old in in_base.iter().filter(|b| !mine.contains(*b)) {
        let (stem, quote) = old.split_at(old.len() - 1);
        let from = new.partition_point(|n| *n < stem);
        for &n in new[from..].iter().take_while(|n| n.starts_with(stem)) {
            if n.len() <= old.len() || !n.ends_with(quote) {
                continue;
            }
            let suffix = &n[stem.len()..n.len() - 1];
            if suffix.contains(char::is_whitespace) {
                continue;
            }
            let key = (family_of(old), suffix);
            match counts.iter_mut().find(|(k, _)| *k == key) {
                Some((_, count)) => *count += 1,
                None => counts.push((key, 1)),
            }
        }
    }
    let mut out: Vec<(&str, &str)> =
        counts.into_iter().filter(|&(_, n)| n >= MIN_CHANGED).map(|(k, _)| k).collect();
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find<'t>(base: &'t str, left: &'t str, right: &'t str) -> MissingSuffixes<'t> {
        learned([base, left, right], c_like())
    }

    const BASE: &str =
        "import flow from './flow';\nimport { setConfig } from '../config';\n\nrun(flow);\n";
    const SUFFIXED: &str =
        "import flow from './flow.js';\nimport { setConfig } from '../config.js';\n\nrun(flow);\n";

    #[test]
    fn a_new_import_without_the_suffix_the_other_side_added_everywhere_is_stale() {
        let right = BASE.replace("\n\n", "\nimport { clean } from './comments';\n\n");
        let found = find(BASE, SUFFIXED, &right);
        let merged = SUFFIXED.replace("\n\n", "\nimport { clean } from './comments';\n\n");
        let why = refusal(&found, &merged).expect("stale");
        assert!(why.contains("'./comments'") && why.contains(".js"), "{why}");
        // With the suffix, as a careful human writes it, the result is fine.
        assert_eq!(refusal(&found, &merged.replace("/comments'", "/comments.js'")), None);
    }

    #[test]
    fn a_family_the_side_did_not_change_throughout_has_no_convention() {
        // `'./c'` kept without the suffix: only some imports changed.
        let base = "import a from './a';\nimport b from './b';\nimport c from './c';\n";
        let left = base.replace("'./a'", "'./a.js'").replace("'./b'", "'./b.js'");
        let right = format!("{base}import d from './d';\n");
        assert!(find(base, &left, &right).stale.is_empty());
        // All three changed: the convention holds, and the new import breaks it.
        let left = left.replace("'./c'", "'./c.js'");
        assert_eq!(find(base, &left, &right).stale.len(), 1);
        // One literal changed is an edit, not a convention.
        let base = "import flow from './flow';\n";
        let left = "import flow from './flow.js';\n";
        let right = "import flow from './flow';\nimport x from './x';\n";
        assert!(find(base, left, right).stale.is_empty());
    }
}
