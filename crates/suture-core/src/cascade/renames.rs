//! Names one side renamed everywhere, and whether a merged result still uses one of them.
//!
//! A side that renames `parameters` to `merkle_parameters` in every place, merged with a side
//! that adds code using `parameters`, gives a result that merges cleanly and does not build:
//! a careful human applies the rename to the new code, or at least looks. The cascade
//! turns such a structured result down, so the user gets the conflict instead.
//!
//! Owns: a small lexer (words and punctuation, comments and quoted strings skipped, whatever
//! the language), the rename detection on the token diff, and the check. Must not: merge,
//! parse, or change a result: it only says whether one is suspect.

use rustc_hash::FxHashMap;

use gix_imara_diff::{Algorithm, Diff, InternedInput};

/// Shorter names (`i`, `x`) come and go with loops and closures; a single letter renamed
/// everywhere says little.
const MIN_NAME: usize = 2;

/// A name replaced in one place is an edit (a field's type changed from `u32` to `u64`);
/// a rename shows in several.
const MIN_RENAMED_PLACES: usize = 2;

/// The renames of each side, found once and asked about each candidate.
pub(super) struct Renames<'t> {
    /// Old name → new name, for both sides together.
    renamed: Vec<(&'t str, &'t str)>,
}

impl<'t> Renames<'t> {
    /// The names that `left` or `right` renamed everywhere relative to `base`.
    pub(super) fn find(base: &'t str, left: &'t str, right: &'t str) -> Self {
        let base_tokens = tokens(base);
        let mut renamed = renames(&base_tokens, &tokens(left));
        renamed.extend(renames(&base_tokens, &tokens(right)));
        Renames { renamed }
    }

    /// A name some side renamed everywhere that `merged` still uses in its code (comments
    /// and strings aside), with the name it was renamed to.
    pub(super) fn stale_in(&self, merged: &str) -> Option<(&'t str, &'t str)> {
        if self.renamed.is_empty() {
            return None;
        }
        let used = tokens(merged);
        self.renamed.iter().copied().find(|(old, _)| used.contains(old))
    }
}

/// `old → new` for every name `side` no longer uses anywhere, that the token diff from
/// `base` replaces, in two places or more, at least half of them, and nowhere by another
/// name, by one name `base` did not use.
fn renames<'t>(base: &[&'t str], side: &[&'t str]) -> Vec<(&'t str, &'t str)> {
    let mut input = InternedInput::default();
    input.update_before(base.iter().copied());
    input.update_after(side.iter().copied());
    let diff = Diff::compute(Algorithm::Histogram, &input);
    let count = |tokens: &[&'t str]| {
        let mut counts: FxHashMap<&'t str, usize> = FxHashMap::default();
        for &t in tokens.iter().filter(|t| is_name(t)) {
            *counts.entry(t).or_insert(0) += 1;
        }
        counts
    };
    let (in_base, in_side) = (count(base), count(side));
    let mut replaced: FxHashMap<&'t str, FxHashMap<&'t str, usize>> = FxHashMap::default();
    for hunk in diff.hunks() {
        if hunk.before.len() != hunk.after.len() {
            continue;
        }
        let old = &base[hunk.before.start as usize..hunk.before.end as usize];
        let new = &side[hunk.after.start as usize..hunk.after.end as usize];
        for (&o, &n) in old.iter().zip(new) {
            if o != n && is_name(o) && is_name(n) {
                *replaced.entry(o).or_default().entry(n).or_insert(0) += 1;
            }
        }
    }
    let mut out: Vec<(&'t str, &'t str)> = replaced
        .into_iter()
        .filter(|(old, _)| old.len() >= MIN_NAME && !in_side.contains_key(old))
        .filter_map(|(old, news)| {
            // One new name only: `usize` turned into `u32` here and `u16` there is a change
            // of types, not a rename.
            let [(new, times)] = news.into_iter().collect::<Vec<_>>()[..] else { return None };
            let everywhere =
                times >= MIN_RENAMED_PLACES && 2 * times >= in_base.get(old).copied().unwrap_or(0);
            (everywhere && !in_base.contains_key(new)).then_some((old, new))
        })
        .collect();
    out.sort_unstable();
    out
}

fn is_name(token: &str) -> bool {
    token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// The code tokens of `text`: names, numbers and single punctuation characters, with white
/// space, comments (`//`, `#`, `/* */`) and quoted strings on one line left out. Crude on
/// purpose: the same lexer reads all revisions and the result, in any language.
fn tokens(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    while i < bytes.len() {
        let b = bytes[i];
        let rest = &bytes[i..];
        if b.is_ascii_whitespace() {
            i += 1;
        } else if rest.starts_with(b"/*") {
            i = find(bytes, i + 2, b"*/").map_or(bytes.len(), |end| end + 2);
        } else if rest.starts_with(b"//") || b == b'#' {
            i = find(bytes, i, b"\n").unwrap_or(bytes.len());
        } else if matches!(b, b'"' | b'\'' | b'`') {
            match closing_quote(bytes, i) {
                Some(end) => i = end + 1,
                None => {
                    out.push(&text[i..i + 1]);
                    i += 1;
                }
            }
        } else if word(b) {
            let start = i;
            while i < bytes.len() && word(bytes[i]) {
                i += 1;
            }
            out.push(&text[start..i]);
        } else {
            // One character, whole (a multi-byte one is not split).
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            out.push(&text[i..i + len]);
            i += len;
        }
    }
    out
}

fn find(bytes: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    bytes[from..].windows(needle.len()).position(|w| w == needle).map(|p| from + p)
}

/// The index of the quote that closes the one at `open`, on the same line, skipping
/// escaped characters.
fn closing_quote(bytes: &[u8], open: usize) -> Option<usize> {
    let quote = bytes[open];
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\n' => return None,
            b if b == quote => return Some(i),
            _ => i += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "fn build(parameters: &Params) -> Tree {\n    let tree = Tree::new(parameters);\n    tree.check(parameters)\n}\n";
    const RENAMED: &str = "fn build(merkle_parameters: &Params) -> Tree {\n    let tree = Tree::new(merkle_parameters);\n    tree.check(merkle_parameters)\n}\n";

    #[test]
    fn the_lexer_skips_comments_and_strings() {
        let text = "let a = \"x y\"; // note b\n/* c\n d */ e('z', `w`) # f\ng";
        assert_eq!(tokens(text), ["let", "a", "=", ";", "e", "(", ",", ")", "g"]);
        // A lone quote (a Rust lifetime) is a token, not the start of a string.
        assert_eq!(tokens("&'a str"), ["&", "'", "a", "str"]);
    }

    #[test]
    fn a_name_replaced_everywhere_is_a_rename() {
        let renames = Renames::find(BASE, RENAMED, BASE);
        assert_eq!(renames.renamed, [("parameters", "merkle_parameters")]);
    }

    #[test]
    fn a_result_using_the_old_name_in_code_is_stale() {
        let renames = Renames::find(BASE, RENAMED, BASE);
        let merged = format!("{RENAMED}\nfn other() {{ use_it(parameters); }}\n");
        assert_eq!(renames.stale_in(&merged), Some(("parameters", "merkle_parameters")));
        let in_comment = format!("{RENAMED}\n// parameters are checked above\n");
        assert_eq!(renames.stale_in(&in_comment), None);
        assert_eq!(renames.stale_in(RENAMED), None);
    }

    #[test]
    fn a_name_still_used_somewhere_is_not_renamed() {
        let partly = "fn build(merkle_parameters: &Params) -> Tree {\n    let tree = Tree::new(merkle_parameters);\n    tree.check(parameters)\n}\n";
        assert!(Renames::find(BASE, partly, BASE).renamed.is_empty());
    }

    #[test]
    fn a_name_replaced_in_one_place_is_an_edit() {
        let base = "struct Limits {\n    body: usize,\n    timeout: u32,\n}\n";
        let side = "struct Limits {\n    body: usize,\n    timeout: u64,\n}\n";
        assert!(Renames::find(base, side, base).renamed.is_empty());
    }

    #[test]
    fn a_name_replaced_by_two_names_is_not_a_rename() {
        let base = "struct Limits {\n    body: usize,\n    headers: usize,\n}\n";
        let side = "struct Limits {\n    body: u32,\n    headers: u16,\n}\n";
        assert!(Renames::find(base, side, base).renamed.is_empty());
    }

    #[test]
    fn a_name_replaced_by_one_the_base_already_used_is_not_a_rename() {
        let swapped = "fn build(tree: &Params) -> Tree {\n    let tree = Tree::new(tree);\n    tree.check(tree)\n}\n";
        assert!(Renames::find(BASE, swapped, BASE).renamed.is_empty());
    }
}
