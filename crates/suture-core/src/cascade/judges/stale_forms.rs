//! The `forms` judge: refuses a result whose new code writes a name in a form
//! (`parameters.` or `: FullNameRef`) that one side changed in every place.
//!
//! A side that turns every `first.x` into `first().x`, every `: FullNameRef` into
//! `: &FullNameRef`, or every `, final` into `, ` keeps the name itself, so
//! [`super::stale_names`] does not see it. Merged with a side that writes new code in the old
//! form, the clean result has code the first side made nowhere: it may not build, and a
//! careful human writes the new form there too. On real merges such clean results were
//! never what the authors committed. The cascade turns them down, so the user gets the
//! conflict instead.
//!
//! A form is two tokens side by side on one line: a name of [`MIN_NAME`] characters or
//! more and one punctuation character or a quoted string (any string, so that a side
//! which writes `test_expect_success SYMLINKS '…'` for every test changed one form). A side changed it everywhere when the base writes it
//! in [`MIN_PLACES`] places or more, the side writes it nowhere but still uses the name,
//! and the other side still writes it. Only the result's lines that are not in the base
//! are read: a base line both sides left alone was not written by anyone.
//!
//! Owns: the forms per revision and the check. Must not: merge, parse, or change a result:
//! it only says whether one is suspect.

use rustc_hash::{FxHashMap, FxHashSet};

use super::lexicon::{Lexed, Lexicon, is_name};
use super::{Evidence, Judge, Proposal};

/// Short names (`x`, `self`, `len`) sit next to every kind of punctuation; a form of one of
/// them says nothing about a convention.
const MIN_NAME: usize = 5;

/// A form written in one place was an edit of that place, not a change of convention.
const MIN_PLACES: usize = 2;

/// Refuses a result whose new code writes a form one side changed everywhere: it learns
/// those forms.
pub(super) struct StaleForms<'t> {
    /// A form's two tokens and the side that stopped writing it.
    changed: Vec<((&'t str, &'t str), &'static str)>,
    base: &'t str,
    lexicon: &'t Lexicon,
}

impl<'t> Judge<'t> for StaleForms<'t> {
    const NAME: &'static str = "forms";

    fn learn(evidence: &Evidence<'t>) -> Self {
        Self::find_in(evidence.lexed(), evidence.lexicon)
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.stale_in(&proposal.resolved).map(|why| format!("the result looks stale ({why})"))
    }
}

impl<'t> StaleForms<'t> {
    fn find_in(lexed: &Lexed<'t>, lexicon: &'t Lexicon) -> Self {
        let revision = |i: usize| (lexed.texts[i], lexed.tokens[i].as_slice());
        let (base, left, right) = (revision(0), revision(1), revision(2));
        let in_base = counted(forms(base, |_| true, Lines::One));
        let (in_left, in_right) = (
            counted(forms(left, |_| true, Lines::One)),
            counted(forms(right, |_| true, Lines::One)),
        );
        // A side that only broke the lines between the two tokens (`{return` written as `{`
        // and `return` on the next line) re-wrapped the form, it did not change it.
        let wrapped = |revision| -> FxHashSet<(&'t str, &'t str)> {
            forms(revision, |_| true, Lines::Any).into_iter().collect()
        };
        let (left_wrapped, right_wrapped) = (wrapped(left), wrapped(right));
        let names = |(_, tokens): (&'t str, &[&'t str])| -> FxHashSet<&'t str> {
            tokens.iter().copied().filter(|t| is_name(t)).collect()
        };
        let (left_names, right_names) = (names(left), names(right));
        let mut changed = Vec::new();
        for (side, mine, my_wrapped, my_names, theirs) in [
            ("left", &in_left, &left_wrapped, &left_names, &in_right),
            ("right", &in_right, &right_wrapped, &right_names, &in_left),
        ] {
            changed.extend(
                in_base
                    .iter()
                    .filter(|&(form, &n)| {
                        n >= MIN_PLACES
                            && !mine.contains_key(form)
                            && !my_wrapped.contains(form)
                            && theirs.contains_key(form)
                            && my_names.contains(name_of(*form))
                    })
                    .map(|(&form, _)| (form, side)),
            );
        }
        changed.sort_unstable();
        StaleForms { changed, base: lexed.texts[0], lexicon }
    }

    /// Why `merged` looks stale, if it does: a line that is not in the base writes a form
    /// that one side changed everywhere.
    fn stale_in(&self, merged: &str) -> Option<String> {
        if self.changed.is_empty() {
            return None;
        }
        let base_lines: FxHashSet<&str> = self.base.lines().map(str::trim).collect();
        let merged_tokens = self.lexicon.tokens(merged);
        let new: FxHashSet<(&str, &str)> =
            forms((merged, &merged_tokens), |line| !base_lines.contains(line.trim()), Lines::One)
                .into_iter()
                .collect();
        self.changed.iter().find(|(form, _)| new.contains(form)).map(|((a, b), side)| {
            format!("it writes `{a}{b}`, which {side} changed everywhere it was")
        })
    }
}

/// The name in a form.
fn name_of<'t>((a, b): (&'t str, &'t str)) -> &'t str {
    if is_name(a) { a } else { b }
}

fn counted<'t>(forms: Vec<(&'t str, &'t str)>) -> FxHashMap<(&'t str, &'t str), usize> {
    let mut counts = FxHashMap::default();
    for form in forms {
        *counts.entry(form).or_insert(0) += 1;
    }
    counts
}

/// Where the two tokens of a form may stand.
#[derive(Clone, Copy, PartialEq)]
enum Lines {
    /// On one line.
    One,
    /// Anywhere, one right after the other.
    Any,
}

/// The forms of `text` (with its tokens) on the lines `keep` accepts, in order.
fn forms<'t>(
    (text, toks): (&'t str, &[&'t str]),
    keep: impl Fn(&str) -> bool,
    lines: Lines,
) -> Vec<(&'t str, &'t str)> {
    let offset = |t: &str| t.as_ptr() as usize - text.as_ptr() as usize;
    let mut out = Vec::new();
    for pair in toks.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let long_name = |t: &str| is_name(t) && t.len() >= MIN_NAME;
        let form = match (long_name(a), long_name(b)) {
            (true, false) => mark(b).map(|b| (a, b)),
            (false, true) => mark(a).map(|a| (a, b)),
            _ => None,
        };
        let Some(form) = form else { continue };
        let (start, end) = (offset(a), offset(b) + b.len());
        if lines == Lines::One && text[start..end].contains('\n') {
            continue;
        }
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
        if keep(&text[line_start..line_end]) {
            out.push(form);
        }
    }
    out
}

/// What a token next to a name stands for in a form: a punctuation character itself, and a
/// quoted string its opening quote (`test_expect_success '…'` is one form whatever the
/// test's title). Words and numbers make no form.
fn mark(token: &str) -> Option<&str> {
    let mut chars = token.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_punctuation() && c != '_' => Some(token),
        (Some('"' | '\'' | '`'), Some(_)) => Some(&token[..1]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find<'t>(base: &'t str, left: &'t str, right: &'t str) -> StaleForms<'t> {
        learned([base, left, right], c_like())
    }

    const BASE: &str = "let a = first.len();\nlet b = first.get(0);\nlet c = other;\n";
    /// Left calls `first()` everywhere: the form `first.` is gone, the name is not.
    const LEFT: &str = "let a = first().len();\nlet b = first().get(0);\nlet c = other;\n";

    #[test]
    fn new_code_in_a_form_the_other_side_changed_everywhere_is_stale() {
        let right = format!("{BASE}let d = first.last();\n");
        let found = find(BASE, LEFT, &right);
        let merged = format!("{LEFT}let d = first.last();\n");
        let why = refusal(&found, &merged).expect("stale");
        assert!(why.contains("`first.`") && why.contains("left"), "{why}");
        // In the new form, as a careful human writes it, the result is fine.
        assert_eq!(refusal(&found, &format!("{LEFT}let d = first().last();\n")), None);
    }

    #[test]
    fn a_form_a_side_only_wrapped_onto_two_lines_is_not_changed() {
        let base = "fn a() {return first;}\nfn b() {return second;}\n";
        // Left breaks every body onto its own lines: `{return` is written nowhere on one
        // line, but the tokens still follow each other; only the layout changed.
        let left = "fn a() {\n    return first;\n}\nfn b() {\n    return second;\n}\n";
        let right = format!("{base}fn c() {{return third;}}\n");
        assert!(find(base, left, &right).changed.is_empty());
        // Left that logs before every return changed the form.
        let left = "fn a() {log(); return first;}\nfn b() {log(); return second;}\n";
        let right = format!("{base}fn c() {{return third;}}\n");
        assert!(!find(base, left, &right).changed.is_empty());
    }

    #[test]
    fn a_base_line_kept_by_the_result_is_not_new_code() {
        let right = BASE.replace("other", "others");
        let found = find(BASE, LEFT, &right);
        // The changed form sits on a line of the base: nobody wrote it in the merge.
        let merged = "let a = first.len();\nlet b = first().get(0);\nlet c = others;\n";
        assert_eq!(refusal(&found, merged), None);
    }

    #[test]
    fn a_form_of_one_place_or_a_name_gone_too_is_no_convention() {
        // One place only: an edit.
        let base = "let a = first.len();\nlet c = other;\n";
        let left = "let a = first().len();\nlet c = other;\n";
        let right = format!("{base}let d = first.last();\n");
        assert!(find(base, left, &right).changed.is_empty());
        // The name itself is gone from left: that is a rename, the names check's business.
        let left = BASE.replace("first", "head");
        let right = format!("{BASE}let d = first.last();\n");
        assert!(find(BASE, &left, &right).changed.is_empty());
    }

    #[test]
    fn a_string_next_to_a_name_is_one_form_whatever_it_says() {
        // Right marks every test with a prerequisite; left adds a test without it.
        let base =
            "test_expect_success 'one' '\n\ttrue\n'\ntest_expect_success 'two' '\n\ttrue\n'\n";
        let right = base.replace("success '", "success SYMLINKS '");
        let left = format!("{base}test_expect_success 'three' '\n\ttrue\n'\n");
        let found = find(base, &left, &right);
        let merged = format!("{right}test_expect_success 'three' '\n\ttrue\n'\n");
        let why = refusal(&found, &merged).expect("stale");
        assert!(why.contains("test_expect_success'") && why.contains("right"), "{why}");
        let careful = format!("{right}test_expect_success SYMLINKS 'three' '\n\ttrue\n'\n");
        assert_eq!(refusal(&found, &careful), None);
    }
}
