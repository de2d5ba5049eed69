//! The token view: how one language's code reads as a run of tokens, for the checks that
//! compare texts token by token (the cascade's judges) rather than tree by tree.
//!
//! The judges read texts that have no tree of their own: a merged result with conflict
//! sections, or the common part of one. So the view is a lexer, but one that knows the
//! language: its keywords are the grammar's anonymous word tokens, and its comment syntax
//! is learned from the comment nodes of the revisions' trees. A merge never invents text,
//! so every comment a result holds was seen in some revision, and a learned opener is found
//! again wherever the text holds it. A language without `/* */` comments (Python, where
//! `//` is floor division) keeps that code, and one where `#` opens an attribute or a
//! directive (Rust, C) keeps `#[derive(..)]` and `#include` as code.
//!
//! Owns: learning the comment syntax from parsed trees, the keyword set, splitting a text
//! into tokens and into logical lines, and telling names and literals worth following from
//! other tokens. Must not: parse (it reads texts that need not parse, and lives with the
//! judges for that reason), merge or judge; it only gives the view the judges share.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::profile::{LanguageProfile, is_comment_kind};
use crate::tree::Tree;

/// Quoted strings this short (`"a"`, `", "`) are separators and keys that come and go.
const MIN_LITERAL: usize = 3;

/// One merge's three revisions, base, left and right, with their tokens: lexed once and
/// read by every check that needs a whole revision's tokens.
#[derive(Debug)]
pub struct Lexed<'t> {
    /// Base, left and right.
    pub texts: [&'t str; 3],
    /// Their [`Lexicon::tokens`], in the same order.
    pub tokens: [Vec<&'t str>; 3],
}

/// One language's lexical view, learned once per merge.
#[derive(Debug, Clone, Default)]
pub struct Lexicon {
    /// The grammar's anonymous word tokens (`fn`, `return`): syntax, not names.
    keywords: FxHashSet<String>,
    /// What opens a comment that runs to the end of its line, longest first.
    line_comments: Vec<String>,
    /// What opens and closes a comment that may stop before the end of its line or span
    /// lines, longest opener first.
    block_comments: Vec<(String, String)>,
}

impl Lexicon {
    /// The view of `profile`'s language, with the comment syntax of the comments in
    /// `trees` (the revisions of one merge).
    pub fn learn(profile: &LanguageProfile, trees: &[&Tree<'_>]) -> Self {
        let mut lexicon = Lexicon { keywords: profile.keywords(), ..Lexicon::default() };
        // Kinds are interned: one answer per distinct kind, not a substring search per node.
        let mut comment_kinds: FxHashMap<(*const u8, usize), bool> = FxHashMap::default();
        let mut is_comment = |kind: &'static str| {
            *comment_kinds
                .entry((kind.as_ptr(), kind.len()))
                .or_insert_with(|| is_comment_kind(kind))
        };
        for tree in trees {
            for id in tree.ids() {
                let node = tree.node(id);
                if !is_comment(node.kind) {
                    continue;
                }
                // Each comment once: a run of line comments taken as one (see `parse`) is
                // learnt line by line, from its members.
                let a_run = tree.children(id).iter().any(|&c| is_comment(tree.kind(c)));
                if !a_run {
                    lexicon.learn_comment(tree.text(id), &tree.source[node.range.end..]);
                }
            }
        }
        lexicon.line_comments.sort_by_key(|open| std::cmp::Reverse(open.len()));
        lexicon.block_comments.sort_by_key(|(open, _)| std::cmp::Reverse(open.len()));
        log::debug!(
            "comments open with {:?} (to the line end) and {:?}",
            lexicon.line_comments,
            lexicon.block_comments
        );
        lexicon
    }

    /// A view with the given comment syntax and keywords, for tests of the judges.
    #[cfg(test)]
    pub fn with(
        keywords: &[&str],
        line_comments: &[&str],
        block_comments: &[(&str, &str)],
    ) -> Self {
        Lexicon {
            keywords: keywords.iter().map(|k| (*k).to_owned()).collect(),
            line_comments: line_comments.iter().map(|c| (*c).to_owned()).collect(),
            block_comments: block_comments
                .iter()
                .map(|(open, close)| ((*open).to_owned(), (*close).to_owned()))
                .collect(),
        }
    }

    /// The language-blind view the judges' unit tests read with: `//` and `#` line
    /// comments, `/* */` blocks, no keywords.
    #[cfg(test)]
    pub fn c_like() -> Self {
        Self::with(&[], &["//", "#"], &[("/*", "*/")])
    }

    /// Records the syntax of one comment, `text`, followed in its source by `after`.
    fn learn_comment(&mut self, text: &str, after: &str) {
        let text = text.trim_end();
        let open = punctuation_run(text);
        if open.is_empty() {
            return;
        }
        let rest_of_line = after.split('\n').next().unwrap_or("");
        let closed_early = !rest_of_line.trim().is_empty();
        let close = punctuation_run_at_end(&text[open.len()..]);
        // A run of line comments kept as one node (Rust's doc comments) is no block; a
        // block's closer mirrors its opener (`/*` `*/`, `<!--` `-->`, `--[[` `]]`), which
        // tells it from a sentence's last full stop.
        let run_of_lines = text.lines().all(|line| line.trim_start().starts_with(open));
        let spans = (text.contains('\n') && !run_of_lines) || closed_early;
        // On one line with nothing after it, a comment is still a block when it ends with
        // its opener turned round (`/** Sum. */`, `<!-- x -->`); a closer equal to the
        // opener (`-- x --`, `# x #`) is a line comment's decoration.
        let closed = !text.contains('\n') && close != open;
        if (spans || closed) && mirrors(open, close) {
            let pair = (open.to_owned(), close.to_owned());
            if !self.block_comments.contains(&pair) {
                self.block_comments.push(pair);
            }
        } else if !self.line_comments.iter().any(|known| known == open) {
            self.line_comments.push(open.to_owned());
        }
    }

    /// The revisions `texts` (base, left, right) with their tokens.
    pub fn lex<'t>(&self, texts: [&'t str; 3]) -> Lexed<'t> {
        Lexed { texts, tokens: texts.map(|text| self.tokens(text)) }
    }

    /// Whether `line` opens with one of the language's comments.
    pub fn opens_comment(&self, line: &str) -> bool {
        let line = line.trim_start();
        self.line_comments.iter().any(|open| line.starts_with(open.as_str()))
            || self.block_comments.iter().any(|(open, _)| line.starts_with(open.as_str()))
    }

    /// Whether `word` is one of the language's keywords.
    pub fn is_keyword(&self, word: &str) -> bool {
        self.keywords.contains(word)
    }

    /// The code tokens of `text`: names, numbers, quoted strings (on one line, quotes
    /// included) and single punctuation characters, with white space and the language's
    /// comments left out.
    pub fn tokens<'t>(&self, text: &'t str) -> Vec<&'t str> {
        let bytes = text.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        while i < bytes.len() {
            let b = bytes[i];
            let rest = &text[i..];
            if b.is_ascii_whitespace() {
                i += 1;
            } else if let Some((open, close)) =
                self.block_comments.iter().find(|(open, _)| rest.starts_with(open.as_str()))
            {
                let from = i + open.len();
                i = text[from..]
                    .find(close.as_str())
                    .map_or(bytes.len(), |end| from + end + close.len());
            } else if self.line_comments.iter().any(|open| rest.starts_with(open.as_str())) {
                i = text[i..].find('\n').map_or(bytes.len(), |end| i + end);
            } else if matches!(b, b'"' | b'\'' | b'`') {
                match closing_quote(bytes, i) {
                    Some(end) => {
                        // One token, quotes included: its words are not names, but the
                        // literal itself is a value a side may have changed everywhere.
                        out.push(&text[i..=end]);
                        i = end + 1;
                    }
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
                let len = rest.chars().next().map_or(1, char::len_utf8);
                out.push(&text[i..i + len]);
                i += len;
            }
        }
        out
    }

    /// The logical lines of `text`: its physical lines, with the lines a bracket opened on
    /// joined to the line that closes it (a `use` list or a call wrapped over several lines
    /// is one line), each with the tokens it holds.
    pub fn logical_lines<'t>(&self, text: &'t str) -> Vec<Vec<&'t str>> {
        let mut lines = Vec::new();
        let mut current: Vec<&'t str> = Vec::new();
        let mut depth = 0usize;
        for line in text.lines() {
            for token in self.tokens(line) {
                match token {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth = depth.saturating_sub(1),
                    _ => {}
                }
                current.push(token);
            }
            if depth == 0 && !current.is_empty() {
                lines.push(std::mem::take(&mut current));
            }
        }
        if !current.is_empty() {
            lines.push(current);
        }
        lines
    }
}

/// The punctuation that opens `text` (`//`, `/**`, `#`, `<!--`, `--`).
fn punctuation_run(text: &str) -> &str {
    let end = text
        .find(|c: char| c.is_alphanumeric() || c.is_whitespace() || c == '_')
        .unwrap_or(text.len());
    &text[..end]
}

/// The punctuation that closes `text` (`*/`, `-->`, `-}`), empty when it ends in a word.
fn punctuation_run_at_end(text: &str) -> &str {
    let start = text
        .rfind(|c: char| c.is_alphanumeric() || c.is_whitespace() || c == '_')
        .map_or(0, |i| i + text[i..].chars().next().map_or(1, char::len_utf8));
    &text[start..]
}

/// Whether `close` is made of the characters of `open`, brackets turned round: `*/` of
/// `/*`, `-->` of `<!--`, `]]` of `--[[`.
fn mirrors(open: &str, close: &str) -> bool {
    let turned = |c: char| match c {
        ')' => '(',
        ']' => '[',
        '}' => '{',
        '>' => '<',
        other => other,
    };
    !close.is_empty() && close.chars().all(|c| open.contains(turned(c)))
}

/// The index of the quote that closes the one at `open`, on the same line, skipping
/// escaped characters.
/// `text` without its layout: white space left out everywhere but inside quoted strings,
/// which are kept whole. `None` when a quote does not close on its line (a string spanning
/// lines, or an apostrophe in prose), where white space may be part of a value.
pub fn without_layout(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if matches!(b, b'"' | b'\'' | b'`') {
            let end = closing_quote(bytes, i)?;
            out.push_str(&text[i..=end]);
            i = end + 1;
        } else {
            let len = text[i..].chars().next().map_or(1, char::len_utf8);
            if !b.is_ascii_whitespace() {
                out.push_str(&text[i..i + len]);
            }
            i += len;
        }
    }
    Some(out)
}

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

/// Whether `token` is a word: a name, or a keyword (see [`Lexicon::is_keyword`]).
pub(in crate::cascade) fn is_name(token: &str) -> bool {
    token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// A quoted string worth following: a version (`"=0.14.5"`), a key, a message; not `""`,
/// a separator or a character.
pub(in crate::cascade) fn is_literal(token: &str) -> bool {
    token.starts_with(['"', '\'', '`'])
        && token.len() >= MIN_LITERAL + 2
        && token.bytes().any(|b| b.is_ascii_alphanumeric())
}

/// The share of tokens two lines have in common (counted with repeats), over the longer.
pub(in crate::cascade) fn share(a: &[&str], b: &[&str]) -> f64 {
    if a.is_empty() || b.is_empty() {
        return 0.0;
    }
    let mut pool: FxHashMap<&str, usize> = FxHashMap::default();
    for t in a {
        *pool.entry(t).or_insert(0) += 1;
    }
    let common = b
        .iter()
        .filter(|t| match pool.get_mut(*t) {
            Some(n) if *n > 0 => {
                *n -= 1;
                true
            }
            _ => false,
        })
        .count();
    common as f64 / a.len().max(b.len()) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_syntax_is_learned_from_the_trees_comments() {
        let mut lexicon = Lexicon::default();
        lexicon.learn_comment("// note", "\nfn a() {}");
        lexicon.learn_comment("/* a\n b */", "\n");
        lexicon.learn_comment("/* inline */", " x = 1;\n");
        lexicon.learn_comment("<!-- end -->", "\n");
        // Doc comment lines kept as one node, the last one ending a sentence.
        lexicon.learn_comment("/// One.\n/// Two `x`.", "\nfn b() {}");
        lexicon.learn_comment("--[[ a\n b ]]", "\n");
        // Closed on its own line: a block; decorated with its opener: a line comment.
        lexicon.learn_comment("/** Sum. */", "\nint sum();");
        lexicon.learn_comment("-- note --", "\nx = 1");
        assert_eq!(lexicon.line_comments, ["//", "///", "--"]);
        let pair = |open: &str, close: &str| (open.to_owned(), close.to_owned());
        assert_eq!(
            lexicon.block_comments,
            [pair("/*", "*/"), pair("<!--", "-->"), pair("--[[", "]]"), pair("/**", "*/")]
        );
        let text = "a /* b */ c // d\ne <!-- f -->\ng";
        assert_eq!(lexicon.tokens(text), ["a", "c", "e", "g"]);
    }

    #[test]
    fn what_the_language_does_not_comment_with_is_code() {
        // Python: `#` comments, `//` divides, `/*` is no comment.
        let python = Lexicon::with(&[], &["#"], &[]);
        assert_eq!(python.tokens("a // b  # c"), ["a", "/", "/", "b"]);
        assert_eq!(python.tokens("x = y /* z */"), ["x", "=", "y", "/", "*", "z", "*", "/"]);
        // Rust: `#` opens an attribute.
        let rust = Lexicon::with(&["fn"], &["//"], &[("/*", "*/")]);
        assert_eq!(
            rust.tokens("#[derive(Debug)] // why"),
            ["#", "[", "derive", "(", "Debug", ")", "]"]
        );
        assert!(rust.is_keyword("fn") && !rust.is_keyword("derive"));
    }

    #[test]
    fn strings_stay_whole_and_a_lone_quote_is_a_token() {
        let lexicon = Lexicon::with(&[], &["//"], &[]);
        assert_eq!(lexicon.tokens("f(\"a // b\", 'c')"), ["f", "(", "\"a // b\"", ",", "'c'", ")"]);
        assert_eq!(lexicon.tokens("&'a str"), ["&", "'", "a", "str"]);
    }

    #[test]
    fn a_wrapped_list_is_one_logical_line() {
        let lexicon = Lexicon::with(&[], &["//"], &[]);
        let text = "use a::{\n    b,\n    c, // why\n};\nlet d = 1;\n";
        let lines = lexicon.logical_lines(text);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0], ["use", "a", ":", ":", "{", "b", ",", "c", ",", "}", ";"]);
        assert_eq!(lines[1], ["let", "d", "=", "1", ";"]);
    }
}
