//! The `names` judge: refuses a result whose code uses a name or value one side stopped
//! using, or calls a function with the arguments one side changed everywhere.
//!
//! A side that renames `parameters` to `merkle_parameters` in every place, removes a helper
//! and all its calls, gives a function another parameter and passes it at every call,
//! bumps every `"=0.14.5"` to `"=0.14.6"`, or deletes the import of a package, merged with
//! a side that adds code using the old name, the old call, the old value or the package,
//! gives a result that may merge cleanly and not build (or pin a stale version): a careful
//! human applies the change to the new code, or at least looks. On real merges such clean
//! results were not what the authors committed about three times as often as they were.
//! The cascade turns them down, so the user gets the conflict instead.
//!
//! Owns: the names and literals each side dropped, and the check; the texts are read
//! through the language's token view ([`Lexicon`]). Must not:
//! merge, parse, or change a result: it only says whether one is suspect.

use rustc_hash::{FxHashMap, FxHashSet};

use super::lexicon::{Lexed, Lexicon, is_literal, is_name};
use super::{Evidence, Judge, Proposal};

/// Names this short (`i`, `ok`, `fn`) come and go with loops, closures and keywords.
const MIN_NAME: usize = 3;

/// A name the base used once may have been an edit of one place (a field's type changed
/// from `u32` to `u64`); one it used in several places that a side no longer uses at all
/// was renamed or removed.
const MIN_PLACES: usize = 2;

/// Refuses a result whose code uses a name or literal a side dropped, or calls a function
/// with the number of arguments a side changed everywhere: it learns the names each side
/// dropped or called with another number of arguments.
pub(super) struct StaleNames<'t> {
    /// Each name with the side that dropped it.
    dropped: Vec<(&'t str, &'static str)>,
    /// Each function whose calls (and definition) the base makes with one number of
    /// arguments in several places, and a side makes with that number nowhere while it
    /// makes more calls of another shape: the name, the base's number, and the side.
    reshaped: Vec<(&'t str, usize, &'static str)>,
    lexicon: &'t Lexicon,
}

impl<'t> Judge<'t> for StaleNames<'t> {
    const NAME: &'static str = "names";

    fn learn(evidence: &Evidence<'t>) -> Self {
        Self::find_in(evidence.lexed(), evidence.lexicon)
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.stale_in(&proposal.resolved).map(|why| format!("the result looks stale ({why})"))
    }
}

impl<'t> StaleNames<'t> {
    /// The names the base uses in [`MIN_PLACES`] places or more (or in one, on a line the
    /// side deleted, when the other side uses the name more) and `left` or `right` uses
    /// nowhere, and the functions a side calls with another number of arguments everywhere.
    fn find_in(lexed: &Lexed<'t>, lexicon: &'t Lexicon) -> Self {
        let [base, left, right] = lexed.texts;
        let [base_tokens, left_tokens, right_tokens] = &lexed.tokens;
        let in_base = counts(base_tokens);
        let base_arities = arities(base_tokens);
        let (mut dropped, mut reshaped) = (Vec::new(), Vec::new());
        let (in_left, in_right) = (counts(left_tokens), counts(right_tokens));
        let text_of = |side: &str| if side == "left" { left } else { right };
        for (side, side_tokens, in_side, in_other) in [
            ("left", left_tokens, &in_left, &in_right),
            ("right", right_tokens, &in_right, &in_left),
        ] {
            dropped.extend(
                in_base
                    .iter()
                    .filter(|&(name, &n)| {
                        name.len() >= MIN_NAME
                            && !lexicon.is_keyword(name)
                            && !in_side.contains_key(name)
                            && (n >= MIN_PLACES
                                // A name of one place is dropped when the side deleted its
                                // line (an import, a declaration) while the other side wrote
                                // new uses of it; an edit of the line (a type changed) is not.
                                || (in_other.get(name).is_some_and(|&m| m > n)
                                    && line_deleted(base, name, text_of(side), lexicon)))
                    })
                    .map(|(&name, _)| (name, side)),
            );
            let side_arities = arities(side_tokens);
            for (&name, shapes) in &base_arities {
                let Some(now) = side_arities.get(name) else { continue };
                if name.len() < MIN_NAME || lexicon.is_keyword(name) {
                    continue;
                }
                // The side gives the name more calls of some other shape than the base did:
                // the calls of a shape it no longer makes anywhere were changed, not removed.
                let reshapes =
                    now.iter().any(|(arity, &n)| n > shapes.get(arity).map_or(0, |&b| b));
                for (&before, &places) in shapes {
                    if places >= MIN_PLACES && !now.contains_key(&before) && reshapes {
                        reshaped.push((name, before, side));
                    }
                }
            }
        }
        dropped.sort_unstable();
        reshaped.sort_unstable();
        StaleNames { dropped, reshaped, lexicon }
    }

    /// Why `merged`'s code (comments, strings and conflict sections aside) looks stale: it
    /// uses a name some side dropped, or calls a function with the number of arguments that
    /// a side changed everywhere.
    fn stale_in(&self, merged: &str) -> Option<String> {
        if self.dropped.is_empty() && self.reshaped.is_empty() {
            return None;
        }
        let merged = self.lexicon.tokens(merged);
        let used: FxHashSet<&str> =
            merged.iter().copied().filter(|t| is_name(t) || is_literal(t)).collect();
        if let Some((name, side)) = self.dropped.iter().find(|(name, _)| used.contains(name)) {
            return Some(format!("it uses `{name}`, which {side} no longer uses anywhere"));
        }
        if self.reshaped.is_empty() {
            return None;
        }
        let calls = arities(&merged);
        self.reshaped.iter().find_map(|&(name, before, side)| {
            calls.get(name).is_some_and(|shapes| shapes.contains_key(&before)).then(|| {
                format!(
                    "it calls `{name}` with {before} argument(s), which {side} changed everywhere"
                )
            })
        })
    }
}

/// Whether the base line that uses `name` has no counterpart in `side`: no line there, nor
/// any logical line (a `use` list or a call the side wrapped over several lines), shares
/// half of its other tokens.
fn line_deleted(base: &str, name: &str, side: &str, lexicon: &Lexicon) -> bool {
    let Some(line) =
        base.lines().map(|line| lexicon.tokens(line)).find(|tokens| tokens.contains(&name))
    else {
        return false;
    };
    let others: FxHashSet<&str> = line.into_iter().filter(|&t| t != name).collect();
    if others.is_empty() {
        return true;
    }
    let counterpart = |candidate: &[&str]| {
        let candidate: FxHashSet<&str> = candidate.iter().copied().collect();
        let shared = others.intersection(&candidate).count();
        2 * shared >= others.len().max(candidate.len())
    };
    !(side.lines().any(|line| counterpart(&lexicon.tokens(line)))
        || lexicon.logical_lines(side).iter().any(|line| counterpart(line)))
}

/// For each name followed by `(`, how many times it is called (or defined) with each number
/// of arguments: commas at the call's own depth, plus one, or zero for `()`. One pass, with a
/// stack of the brackets open; an unclosed call is not counted.
fn arities<'t>(tokens: &[&'t str]) -> FxHashMap<&'t str, FxHashMap<usize, usize>> {
    struct Open<'t> {
        /// The called name, for a `(` right after one.
        name: Option<&'t str>,
        commas: usize,
        empty: bool,
    }
    let mut out: FxHashMap<&'t str, FxHashMap<usize, usize>> = FxHashMap::default();
    let mut open: Vec<Open<'t>> = Vec::new();
    let mut previous: Option<&'t str> = None;
    for &t in tokens {
        match t {
            "(" | "[" | "{" => {
                if let Some(outer) = open.last_mut() {
                    outer.empty = false;
                }
                let name = previous.filter(|p| t == "(" && is_name(p));
                open.push(Open { name, commas: 0, empty: true });
            }
            ")" | "]" | "}" => {
                if let Some(Open { name: Some(name), commas, empty }) = open.pop() {
                    let arity = if empty { 0 } else { commas + 1 };
                    *out.entry(name).or_default().entry(arity).or_insert(0) += 1;
                }
            }
            "," => {
                if let Some(inner) = open.last_mut() {
                    inner.commas += 1;
                    inner.empty = false;
                }
            }
            _ => {
                if let Some(inner) = open.last_mut() {
                    inner.empty = false;
                }
            }
        }
        previous = Some(t);
    }
    out
}

/// How often each name and each literal occurs.
fn counts<'t>(tokens: &[&'t str]) -> FxHashMap<&'t str, usize> {
    let mut counts: FxHashMap<&'t str, usize> = FxHashMap::default();
    for &t in tokens.iter().filter(|t| is_name(t) || is_literal(t)) {
        *counts.entry(t).or_insert(0) += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn tokens(text: &str) -> Vec<&str> {
        c_like().tokens(text)
    }

    fn find<'t>(base: &'t str, left: &'t str, right: &'t str) -> StaleNames<'t> {
        learned([base, left, right], c_like())
    }

    const BASE: &str = "fn build(parameters: &Params) -> Tree {\n    let tree = Tree::new(parameters);\n    tree.check(parameters)\n}\n";
    const RENAMED: &str = "fn build(merkle_parameters: &Params) -> Tree {\n    let tree = Tree::new(merkle_parameters);\n    tree.check(merkle_parameters)\n}\n";

    #[test]
    fn the_lexer_skips_comments_and_keeps_strings_whole() {
        let text = "let a = \"x y\"; // note b\n/* c\n d */ e('z', `w`) # f\ng";
        assert_eq!(
            tokens(text),
            ["let", "a", "=", "\"x y\"", ";", "e", "(", "'z'", ",", "`w`", ")", "g"]
        );
        // Words in strings are not names; a character or a one-letter string is no literal
        // worth following.
        let counted = counts(&tokens(text));
        let mut followed: Vec<&str> = counted.keys().copied().collect();
        followed.sort_unstable();
        assert_eq!(followed, ["\"x y\"", "a", "e", "g", "let"]);
        // A lone quote (a Rust lifetime) is a token, not the start of a string.
        assert_eq!(tokens("&'a str"), ["&", "'", "a", "str"]);
    }

    #[test]
    fn a_name_a_side_renamed_everywhere_is_dropped_by_that_side() {
        let names = find(BASE, RENAMED, BASE);
        assert_eq!(names.dropped, [("parameters", "left")]);
        assert_eq!(find(BASE, BASE, RENAMED).dropped, [("parameters", "right")]);
    }

    #[test]
    fn a_result_using_a_dropped_name_in_code_is_suspect() {
        let names = find(BASE, RENAMED, BASE);
        let merged = format!("{RENAMED}\nfn other() {{ use_it(parameters); }}\n");
        assert!(refusal(&names, &merged).is_some_and(|why| why.contains("`parameters`")));
        let in_comment = format!("{RENAMED}\n// parameters are checked above\n");
        assert_eq!(refusal(&names, &in_comment), None);
        assert_eq!(refusal(&names, RENAMED), None);
    }

    #[test]
    fn a_name_still_used_somewhere_is_not_dropped() {
        let partly = "fn build(merkle_parameters: &Params) -> Tree {\n    let tree = Tree::new(merkle_parameters);\n    tree.check(parameters)\n}\n";
        assert!(find(BASE, partly, BASE).dropped.is_empty());
    }

    #[test]
    fn a_call_with_the_number_of_arguments_a_side_changed_everywhere_is_stale() {
        let base = "fn open(path: &str) {}\nfn a() { open(\"x\"); }\nfn b() { open(y); }\n";
        let left = "fn open(path: &str, mode: Mode) {}\nfn a() { open(\"x\", R); }\nfn b() { open(y, W); }\n";
        let names = find(base, left, base);
        assert_eq!(names.reshaped, [("open", 1, "left")]);
        let merged = format!("{left}fn c() {{ open(z); }}\n");
        assert!(refusal(&names, &merged).is_some_and(|why| why.contains("`open` with 1")));
        assert_eq!(refusal(&names, left), None);
        // Nested calls and empty argument lists count right.
        let counted = arities(&tokens("f(g(a, b), [c, d]) + h()"));
        assert_eq!(counted["f"][&2], 1);
        assert_eq!(counted["g"][&2], 1);
        assert_eq!(counted["h"][&0], 1);
    }

    #[test]
    fn one_shape_of_a_name_with_several_is_stale_once_a_side_changed_all_its_calls() {
        // `Deploy` is matched with three fields in two places and also names a one-field
        // variant elsewhere; left gives the three-field form a fourth field everywhere.
        let base = "match t { Deploy(_, _, fee) => fee, _ => 0 }\nlet f = |t| Deploy(_, _, fee);\nlet i = Deploy(iter);\n";
        let left = "match t { Deploy(_, _, fee, _) => fee, _ => 0 }\nlet f = |t| Deploy(_, _, fee, _);\nlet i = Deploy(iter);\n";
        let names = find(base, left, base);
        assert_eq!(names.reshaped, [("Deploy", 3, "left")]);
        let merged = format!("{left}let g = Deploy(_, _, fee);\n");
        assert!(refusal(&names, &merged).is_some_and(|why| why.contains("`Deploy` with 3")));
        assert_eq!(refusal(&names, left), None);
        // A side that only removes calls of one shape changed nothing about the others.
        let removed = "match t { _ => 0 }\nlet i = Deploy(iter);\n";
        assert!(find(base, removed, base).reshaped.is_empty());
    }

    #[test]
    fn a_literal_a_side_changed_everywhere_is_stale_in_the_result() {
        // Left bumps every internal dependency; right adds one at the old version.
        let base = "[a]\nversion = \"=0.14.5\"\n[b]\nversion = \"=0.14.5\"\n";
        let left = base.replace("0.14.5", "0.14.6");
        let names = find(base, &left, base);
        let merged = format!("{left}[c]\nversion = \"=0.14.5\"\n");
        assert!(refusal(&names, &merged).is_some_and(|why| why.contains("=0.14.5")));
        assert_eq!(refusal(&names, &left), None);
    }

    #[test]
    fn an_import_one_side_deleted_is_dropped_once_the_other_side_uses_it_more() {
        let base = "import (\n\t\"os\"\n)\nvar sep = filepath.Separator\nfunc a() { os.Exit(1) }\n";
        // Right deletes the only line using `filepath`; left writes a new use of it.
        let right = "import (\n\t\"os\"\n)\nfunc a() { os.Exit(1) }\n";
        let left = format!("{base}func b() string {{ return filepath.Join(\"a\", \"b\") }}\n");
        let names = find(base, &left, right);
        assert!(names.dropped.contains(&("filepath", "right")));
        // A line edited rather than deleted (the type of a field changed) drops nothing.
        let base = "struct Limits {\n    timeout: u32,\n    body: usize,\n}\n";
        let edited = "struct Limits {\n    timeout: u64,\n    body: usize,\n}\n";
        let more = "struct Limits {\n    timeout: u32,\n    retries: u32,\n    body: usize,\n}\n";
        assert!(find(base, edited, more).dropped.is_empty());
    }

    #[test]
    fn a_line_the_side_wrapped_over_several_lines_is_edited_not_deleted() {
        let base = "use a::{b, c, helper};\nfn x() { b(); }\n";
        let left = format!("{base}fn y() {{ helper(); helper(); }}\n");
        // Right wraps the list, one name a line, and drops `helper` from it: an edit of
        // the line, as if it had stayed on one.
        let wrapped = "use a::{\n    b,\n    c,\n};\nfn x() { b(); }\n";
        let names = find(base, &left, wrapped);
        assert!(!names.dropped.contains(&("helper", "right")), "{:?}", names.dropped);
        // Deleting the whole line is a drop.
        let deleted = "fn x() { b(); }\n";
        let names = find(base, &left, deleted);
        assert!(names.dropped.contains(&("helper", "right")), "{:?}", names.dropped);
    }

    #[test]
    fn a_keyword_is_never_a_dropped_name() {
        let base = "fn a() { return first; }\nfn b() { return second; }\n";
        let left = "fn a() { first }\nfn b() { second }\n";
        assert_eq!(find(base, left, base).dropped, [("return", "left")]);
        let keywords = Lexicon::with(&["fn", "return"], &["//"], &[]);
        let names: StaleNames<'_> = learned([base, left, base], &keywords);
        assert!(names.dropped.is_empty());
    }

    #[test]
    fn a_name_used_in_one_place_only_is_an_edit_not_a_drop() {
        let base = "struct Limits {\n    body: usize,\n    timeout: u32,\n}\n";
        let side = "struct Limits {\n    body: usize,\n    timeout: u64,\n}\n";
        assert!(find(base, side, base).dropped.is_empty());
    }
}
