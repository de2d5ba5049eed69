//! The parses of the structured stages: each distinct text parsed once, and each new text
//! parsed incrementally from the tree of a similar one.
//!
//! The stages parse near-copies of one file: the regions stage's three revisions are equal
//! outside the line merge's conflicts, the full stage's revisions differ from them only
//! where the other side changed cleanly, and a merged result differs from a revision only
//! where it resolved something. tree-sitter reuses the unchanged subtrees of an edited tree
//! and gives the tree a fresh parse would give, so only the changed parts cost a parse.
//!
//! Owns: the cache of tree-sitter trees and arena trees by text, and running conversions
//! side by side on large inputs. Must not: choose between candidates or merge.

use std::time::Instant;

use crate::error::{Error, Result};
use crate::parse::{ParseOptions, Previous, convert, parse_syntax};
use crate::profile::LanguageProfile;
use crate::tree::Tree;

/// Parsing as the structured stages need it: same profile, error policy and deadline.
pub(super) struct Parsing<'p> {
    pub(super) profile: &'p LanguageProfile,
    pub(super) allow_errors: bool,
    pub(super) deadline: Option<Instant>,
}

impl Parsing<'_> {
    fn syntax(
        &self,
        source: &str,
        revision: &'static str,
        previous: Option<Previous<'_>>,
    ) -> Result<tree_sitter::Tree> {
        let started = Instant::now();
        let options =
            ParseOptions { allow_errors: self.allow_errors, revision, deadline: self.deadline };
        let syntax = parse_syntax(source, self.profile, &options, previous);
        let how = if previous.is_some() { "reparsed" } else { "parsed" };
        log::debug!("{how} {revision} in {:?}", started.elapsed());
        syntax
    }

    fn convert<'s>(
        &self,
        source: &'s str,
        syntax: &tree_sitter::Tree,
        revision: &'static str,
    ) -> Result<Tree<'s>> {
        let started = Instant::now();
        let tree = convert(source, self.profile, syntax, self.deadline);
        log::debug!("converted {revision} in {:?}", started.elapsed());
        tree
    }
}

/// One text seen by [`Trees`].
struct Entry<'s> {
    text: &'s str,
    /// `None` when the text has parse errors (refused), or was not parsed to the end.
    syntax: Option<tree_sitter::Tree>,
    /// The arena tree, once converted.
    tree: Option<Tree<'s>>,
    /// The text has parse errors: refused again without a second parse (they depend on
    /// the text alone; other failures, a timeout, are not remembered).
    refused: bool,
}

/// The trees parsed so far, by text: a text seen again (the same revision in both stages,
/// or two equal revisions) is parsed once.
#[derive(Default)]
pub(super) struct Trees<'s> {
    entries: Vec<Entry<'s>>,
}

/// One text to parse: the text, which revision it is (for messages), and the text whose
/// tree it is parsed from when that one was parsed.
pub(super) type Wanted<'s> = (&'s str, &'static str, Option<&'s str>);

impl<'s> Trees<'s> {
    fn find(&self, text: &str) -> Option<usize> {
        self.entries.iter().position(|entry| entry.text == text)
    }

    /// The tree-sitter tree of `like`, when it was parsed and the language allows reusing
    /// it.
    pub(super) fn previous(
        &self,
        parser: &Parsing<'_>,
        like: Option<&str>,
    ) -> Option<Previous<'_>> {
        if !parser.profile.incremental_parsing {
            return None;
        }
        let entry = &self.entries[self.find(like?)?];
        Some(Previous { source: entry.text, tree: entry.syntax.as_ref()? })
    }

    /// The index of `source`'s tree, parsing (from the tree of `like`, if parsed) and
    /// converting it on first sight.
    pub(super) fn parse(&mut self, parser: &Parsing<'_>, wanted: Wanted<'s>) -> Result<usize> {
        let (source, revision, _) = wanted;
        let refused = || Error::ParseError { revision, language: parser.profile.name };
        let index = match self.find(source) {
            Some(index) => index,
            None => {
                self.learn_syntax(parser, wanted)?;
                self.entries.len() - 1
            }
        };
        let entry = &mut self.entries[index];
        if entry.refused {
            return Err(refused());
        }
        if entry.tree.is_none() {
            let syntax = match &entry.syntax {
                Some(syntax) => syntax,
                None => {
                    entry.syntax = Some(parser.syntax(source, revision, None)?);
                    entry.syntax.as_ref().expect("just set")
                }
            };
            entry.tree = Some(parser.convert(source, syntax, revision)?);
        }
        Ok(index)
    }

    /// Parses a text not seen yet with tree-sitter and records it (refused or parsed).
    fn learn_syntax(
        &mut self,
        parser: &Parsing<'_>,
        (text, revision, like): Wanted<'s>,
    ) -> Result<()> {
        let refused = || Error::ParseError { revision, language: parser.profile.name };
        match parser.syntax(text, revision, self.previous(parser, like)) {
            Ok(syntax) => {
                self.entries.push(Entry { text, syntax: Some(syntax), tree: None, refused: false });
                Ok(())
            }
            Err(Error::ParseError { .. }) => {
                self.entries.push(Entry { text, syntax: None, tree: None, refused: true });
                Err(refused())
            }
            Err(error) => Err(error),
        }
    }

    /// [`Trees::parse`] for three texts, or the first error met. tree-sitter runs in order
    /// (a text is parsed from one asked before it) and stops at the first text refused: a
    /// stage needs all three trees, and the texts share most of their lines, so the others
    /// would mostly fail the same way at the same cost. The conversions of the texts not
    /// seen yet run side by side when the texts are large enough for threads to pay off
    /// (the trees are the same either way).
    pub(super) fn parse_each(
        &mut self,
        parser: &Parsing<'_>,
        wanted: [Wanted<'s>; 3],
    ) -> Result<[usize; 3]> {
        let mut fresh = Vec::new();
        for one in wanted {
            if self.find(one.0).is_none() {
                match self.learn_syntax(parser, one) {
                    Ok(()) => fresh.push((self.entries.len() - 1, one.1)),
                    Err(error) => return Err(error),
                }
            } else if let Some(index) = self.find(one.0)
                && self.entries[index].refused
            {
                return Err(Error::ParseError { revision: one.1, language: parser.profile.name });
            }
        }
        let total: usize = fresh.iter().map(|&(index, _)| self.entries[index].text.len()).sum();
        if fresh.len() > 1 && total >= PARALLEL_CONVERT_BYTES {
            let jobs: Vec<_> = fresh
                .iter()
                .map(|&(index, revision)| {
                    let entry = &self.entries[index];
                    (entry.text, entry.syntax.as_ref().expect("parsed above"), revision)
                })
                .collect();
            let converted = convert_side_by_side(parser, &jobs);
            for (&(index, _), tree) in fresh.iter().zip(converted) {
                // A failure (a timeout) is met again by `parse` below.
                self.entries[index].tree = tree.ok();
            }
        }
        let [b, l, r] = wanted;
        Ok([self.parse(parser, b)?, self.parse(parser, l)?, self.parse(parser, r)?])
    }

    pub(super) fn get(&self, index: usize) -> &Tree<'s> {
        self.entries[index].tree.as_ref().expect("only parsed trees are handed out")
    }

    /// Whether `source` is known to parse (it is one of the parsed inputs).
    pub(super) fn known_good(&self, source: &str) -> bool {
        self.entries.iter().any(|entry| entry.text == source && entry.tree.is_some())
    }
}

/// Below this many bytes in all, the trees are converted one after the other: a thread
/// costs more than it saves on small files, which are most merges.
const PARALLEL_CONVERT_BYTES: usize = 64 << 10;

/// Converts the parsed texts on one thread each (the first on the calling one). A thread
/// that cannot be started leaves its text to the calling thread; a panic in one reaches
/// the caller.
fn convert_side_by_side<'s>(
    parser: &Parsing<'_>,
    jobs: &[(&'s str, &tree_sitter::Tree, &'static str)],
) -> Vec<Result<Tree<'s>>> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = jobs[1..]
            .iter()
            .map(|&(text, syntax, revision)| {
                std::thread::Builder::new()
                    .name("suture-parse".into())
                    .stack_size(super::WORKER_STACK)
                    .spawn_scoped(scope, move || parser.convert(text, syntax, revision))
                    .map_err(|_| (text, syntax, revision))
            })
            .collect();
        let (text, syntax, revision) = jobs[0];
        let mut results = vec![parser.convert(text, syntax, revision)];
        for handle in handles {
            results.push(match handle {
                Ok(handle) => {
                    handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                }
                Err((text, syntax, revision)) => parser.convert(text, syntax, revision),
            });
        }
        results
    })
}

/// The conflict-free results already checked, so that a result seen twice (the full stage
/// often prints what the regions stage printed) is parsed once.
#[derive(Default)]
pub(super) struct Checked {
    results: Vec<(String, bool)>,
}

impl Checked {
    /// Whether a conflict-free result is acceptable: it must parse when the inputs had to.
    /// A result equal to an input that parsed needs no second parse; otherwise it is
    /// parsed from the tree of `like` (the revision it is nearest) and not converted.
    pub(super) fn accepts(
        &mut self,
        parser: &Parsing<'_>,
        trees: &Trees<'_>,
        merged: &str,
        like: &str,
    ) -> bool {
        if parser.allow_errors || trees.known_good(merged) {
            return true;
        }
        if let Some((_, verdict)) = self.results.iter().find(|(text, _)| text == merged) {
            return *verdict;
        }
        let verdict = parser.syntax(merged, "result", trees.previous(parser, Some(like))).is_ok();
        self.results.push((merged.to_owned(), verdict));
        verdict
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json() -> LanguageProfile {
        LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into())
    }

    #[test]
    fn a_refused_text_stops_the_parses_after_it() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        let broken = r#"{"a": 1,, "b": }"#;
        let wanted = [(broken, "base", None), (r#"{"a": 2}"#, "left", None), ("[]", "right", None)];
        let error = trees.parse_each(&parser, wanted).expect_err("base does not parse");
        assert!(matches!(error, Error::ParseError { revision: "base", .. }));
        // Only the refused text was parsed; asking again refuses it without a parse.
        assert_eq!(trees.entries.len(), 1);
        let again = trees.parse_each(&parser, wanted).expect_err("still refused");
        assert!(matches!(again, Error::ParseError { revision: "base", .. }));
        assert_eq!(trees.entries.len(), 1);
    }

    #[test]
    fn three_good_texts_give_three_trees_and_equal_texts_share_one() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        let (base, side) = (r#"{"a": 1}"#, r#"{"a": 1, "b": 2}"#);
        let wanted = [(base, "base", None), (side, "left", Some(base)), (side, "right", None)];
        let [b, l, r] = trees.parse_each(&parser, wanted).expect("all parse");
        assert_eq!(l, r);
        assert_ne!(b, l);
        assert_eq!(trees.get(l).text(trees.get(l).root()), side);
    }
}
