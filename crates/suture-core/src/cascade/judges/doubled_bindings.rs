//! The `bindings` judge: refuses a result that binds twice in one block a name both sides
//! bound at the same spot.
//!
//! Both sides add `import cytoscape from '…'` (each from its own path), or
//! `export const ACTOR_TYPE_WIDTH = 18 * 2;` one line apart, or `let cwd = …` before the
//! same statement. Each addition is a node of its own, and when the two lines differ or
//! stand apart nothing matches them: the merge keeps both, and the result declares one
//! name twice in one scope. Most languages refuse that (a second `import` of a name, a
//! second `const`); where they do not, the second binding silently wins. Which of the two
//! was meant is the user's call. On real merges such results were never what the authors
//! committed. The cascade turns them down, so the user gets the conflict instead.
//!
//! A binding is a line that opens with words and then a name followed by `=`, `:` or
//! `from` (`let cwd =`, `export const WIDTH =`, `import flow from`, `"key":`), compared
//! with the words and the name, not what is bound. It counts as doubled when both sides
//! added it within [`NEAR`] lines of the same place of the base, the result holds it more
//! often than either side, and two of the result's new copies stand in one block: at one
//! indentation, with nothing shallower (nor a `[section]` header) between them.
//!
//! Owns: the bindings each side added, where, and the check. Must not: merge, parse, or
//! change a result: it only says whether one is suspect.

use rustc_hash::{FxHashMap, FxHashSet};

use super::{Evidence, Judge, Proposal};
use super::lines::{LineDiff, Revisions};

/// How many base lines apart the two sides' additions may start and still be at one spot.
const NEAR: usize = 3;

/// Words that open a line like a binding does without binding anything (`else:`,
/// `default:`, `case x:` is caught by the name check).
const NOT_BINDINGS: &[&str] = &[
    "else", "try", "finally", "default", "case", "do", "except", "return", "then", "begin", "end",
];

/// Refuses a result that binds one name twice in one block where both sides added the
/// binding at one spot: it learns the bindings both sides added there.
pub(super) struct DoubledBindings<'t> {
    /// Each binding both sides added near one place, with the larger of the two sides'
    /// counts.
    added_by_both: FxHashMap<String, usize>,
    base: &'t str,
}

impl<'t> Judge<'t> for DoubledBindings<'t> {
    const NAME: &'static str = "bindings";

    fn learn(evidence: &Evidence<'t>) -> Self {
        Self::find_in(evidence.diffs())
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.doubled_in(&proposal.resolved)
            .map(|why| format!("the result repeats an addition ({why})"))
    }
}

impl<'t> DoubledBindings<'t> {
    fn find_in(revisions: &Revisions<'t>) -> Self {
        let base_counts = counts(revisions.base);
        let (in_left, in_right) = (counts(revisions.left), counts(revisions.right));
        let (left_spots, right_spots) =
            (added_at(&revisions.to_left), added_at(&revisions.to_right));
        let mut added_by_both = FxHashMap::default();
        for (binding, &l) in &in_left {
            let b = base_counts.get(binding).copied().unwrap_or(0);
            let r = in_right.get(binding).copied().unwrap_or(0);
            if l <= b || r <= b {
                continue;
            }
            let (Some(from_left), Some(from_right)) =
                (left_spots.get(binding), right_spots.get(binding))
            else {
                continue;
            };
            let near = from_left.iter().any(|&(l1, l2)| {
                from_right.iter().any(|&(r1, r2)| l1 <= r2 + NEAR && r1 <= l2 + NEAR)
            });
            // An element held twice in one list is doubled wherever each side put it (one
            // appended it, the other sorted it in); a name bound twice in one block far
            // apart may be a new variable in a new scope, so only one spot counts.
            let element = binding.ends_with(['"', '\'']);
            if element || near {
                added_by_both.insert(binding.clone(), l.max(r));
            }
        }
        DoubledBindings { added_by_both, base: revisions.base }
    }

    /// Why `merged` looks like it binds a name twice, if it does.
    fn doubled_in(&self, merged: &str) -> Option<String> {
        if self.added_by_both.is_empty() {
            return None;
        }
        let in_merged = counts(merged);
        let lines: Vec<&str> = merged.lines().collect();
        let new: FxHashSet<usize> = LineDiff::of(self.base, merged).inserted().collect();
        let mut found: Vec<&String> = self
            .added_by_both
            .iter()
            .filter(|(binding, most_in_a_side)| {
                in_merged.get(*binding).is_some_and(|m| m > most_in_a_side)
            })
            .map(|(binding, _)| binding)
            .filter(|binding| {
                let copies: Vec<usize> = (0..lines.len())
                    .filter(|i| new.contains(i) && binding_of(lines[*i]).as_ref() == Some(*binding))
                    .collect();
                copies
                    .iter()
                    .enumerate()
                    .any(|(k, &i)| copies[k + 1..].iter().any(|&j| in_one_block(&lines, i, j)))
            })
            .collect();
        found.sort_unstable();
        found.first().map(|binding| format!("it binds `{binding}` twice in one block"))
    }
}

/// The binding a line opens with, as its words, name and separator joined by single
/// spaces: `export const WIDTH =`; or the string a line holds alone, with its quotes: an
/// element of a list.
fn binding_of(line: &str) -> Option<String> {
    let mut rest = line.trim_start();
    if let Some(quote @ ('"' | '\'')) = rest.chars().next() {
        let end = rest[1..].find(quote)? + 1;
        let key = &rest[..=end];
        if end == 1 {
            return None;
        }
        let after = rest[end + 1..].trim();
        // A string alone on its line is an element of a list (`"xlink",`).
        if after.is_empty() || after == "," {
            return Some(key.to_owned());
        }
        return separator(&rest[end + 1..]).map(|sep| format!("{key} {sep}"));
    }
    let mut words: Vec<&str> = Vec::new();
    loop {
        let starts_word = |c: char| c.is_ascii_alphabetic() || matches!(c, '_' | '$' | '@');
        if !rest.starts_with(starts_word) {
            return None;
        }
        let word_len = rest
            .find(|c: char| {
                !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '@' | '.' | '-'))
            })
            .unwrap_or(rest.len());
        let word = &rest[..word_len];
        let after = &rest[word_len..];
        let is_name = !word.starts_with('@') && !word.contains(['@', '.', '-']);
        if is_name && let Some(sep) = separator(after) {
            if words.is_empty() && NOT_BINDINGS.contains(&word) {
                return None;
            }
            words.push(word);
            return Some(format!("{} {sep}", words.join(" ")));
        }
        let trimmed = after.trim_start();
        if trimmed.len() == after.len() {
            return None;
        }
        words.push(word);
        rest = trimmed;
    }
}

/// The separator that follows a bound name (spaces and a `?` allowed before it): `=` but
/// not `==` or `=>`, `:` but not `::`, or the word `from`.
fn separator(after_name: &str) -> Option<&'static str> {
    let mut rest = after_name.trim_start();
    if let Some(optional) = rest.strip_prefix('?') {
        rest = optional.trim_start();
    }
    if let Some(tail) = rest.strip_prefix('=') {
        return (!tail.starts_with(['=', '>'])).then_some("=");
    }
    if let Some(tail) = rest.strip_prefix(':') {
        return (!tail.starts_with(':')).then_some(":");
    }
    let tail = rest.strip_prefix("from")?;
    (!tail.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')).then_some("from")
}

/// How often each binding opens a line of `text`.
fn counts(text: &str) -> FxHashMap<String, usize> {
    let mut counts = FxHashMap::default();
    for binding in text.lines().filter_map(binding_of) {
        *counts.entry(binding).or_insert(0) += 1;
    }
    counts
}

/// For each binding `side` added, the base line ranges of the hunks that added it.
fn added_at(diff: &LineDiff<'_>) -> FxHashMap<String, Vec<(usize, usize)>> {
    let mut spots: FxHashMap<String, Vec<(usize, usize)>> = FxHashMap::default();
    for (before, _, added) in diff.hunks() {
        for binding in added.iter().filter_map(|line| binding_of(line)) {
            spots.entry(binding).or_default().push((before.start, before.end));
        }
    }
    spots
}

/// Whether lines `i < j` stand in one block: at one indentation, with no line between them
/// indented less or opening a `[section]`.
fn in_one_block(lines: &[&str], i: usize, j: usize) -> bool {
    let indent = |line: &str| line.len() - line.trim_start().len();
    let depth = indent(lines[i]);
    depth == indent(lines[j])
        && lines[i + 1..j].iter().all(|line| {
            let trimmed = line.trim();
            trimmed.is_empty()
                || (indent(line) >= depth && !(trimmed.starts_with('[') && trimmed.ends_with(']')))
        })
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find<'t>(base: &'t str, left: &'t str, right: &'t str) -> DoubledBindings<'t> {
        learned([base, left, right], c_like())
    }

    #[test]
    fn bindings_are_the_words_and_name_before_the_separator() {
        let of = |line: &str| binding_of(line);
        assert_eq!(
            of("import cytoscape from 'cytoscape';").as_deref(),
            Some("import cytoscape from")
        );
        assert_eq!(of("  export const WIDTH = 18 * 2;").as_deref(), Some("export const WIDTH ="));
        assert_eq!(of("    let cwd: PathBuf = dir();").as_deref(), Some("let cwd :"));
        assert_eq!(of("  \"name\": \"suture\",").as_deref(), Some("\"name\" :"));
        assert_eq!(of("else:"), None);
        assert_eq!(of("if a == b {"), None);
        assert_eq!(of("items.map(x => x + 1)"), None);
        assert_eq!(of("use std::io;"), None);
        assert_eq!(of("self.width = 3;"), None);
    }

    const BASE: &str = "import a from 'a';\n\nrun(a);\n";

    #[test]
    fn a_name_both_sides_imported_at_one_spot_and_merged_twice_is_doubled() {
        let left = "import a from 'a';\nimport graph from 'graph/esm';\n\nrun(a);\n";
        let right = "import a from 'a';\nimport graph from 'graph/umd';\n\nrun(a);\n";
        let found = find(BASE, left, right);
        let merged = "import a from 'a';\nimport graph from 'graph/esm';\nimport graph from 'graph/umd';\n\nrun(a);\n";
        let why = refusal(&found, merged).expect("doubled");
        assert!(why.contains("import graph from"), "{why}");
        // Once, as a careful human keeps it, the result is fine.
        assert_eq!(refusal(&found, left), None);
    }

    #[test]
    fn copies_in_different_blocks_or_far_apart_are_not_doubled() {
        let base = "def f():\n    x = 1\n    return x\n\ndef g():\n    y = 2\n    return y\n";
        let left = base.replace("    x = 1\n", "    x = 1\n    total = x\n");
        let right = base.replace("    y = 2\n", "    y = 2\n    total = y\n");
        let merged = left.replace("    y = 2\n", "    y = 2\n    total = y\n");
        // Far apart in the base, and in two functions: two scopes, two variables.
        assert_eq!(refusal(&find(base, &left, &right), &merged), None);
        let one_block = "def f():\n    x = 1\n    total = x\n    total = x + 1\n    return x\n";
        let right = base.replace("    x = 1\n", "    x = 1\n    total = x + 1\n");
        let found = find(base, &left, &right);
        assert!(refusal(&found, one_block).is_some());
        let split =
            "def f():\n    x = 1\n    total = x\n  if x:\n    total = x + 1\n    return x\n";
        assert_eq!(refusal(&found, split), None);
    }

    #[test]
    fn a_list_element_both_sides_added_and_merged_twice_is_doubled_wherever_it_went() {
        let base = "[\n  \"yash\",\n  \"alpha\"\n]\n";
        // Left appends `"xlink"`; right sorts the list and puts it in sorted place.
        let left = "[\n  \"yash\",\n  \"alpha\",\n  \"xlink\"\n]\n";
        let right = "[\n  \"alpha\",\n  \"xlink\",\n  \"yash\"\n]\n";
        let found = find(base, left, right);
        let merged = "[\n  \"alpha\",\n  \"xlink\",\n  \"yash\",\n  \"xlink\"\n]\n";
        let why = refusal(&found, merged).expect("doubled");
        assert!(why.contains("\"xlink\""), "{why}");
        assert_eq!(refusal(&found, right), None);
    }
}
