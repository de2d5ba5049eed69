//! One merge's parsed texts, owned by the parse stage and handed to the cascade as finished
//! trees: each distinct text parsed once, each new text parsed incrementally from the tree
//! of a similar one and converted from that tree's recording, and the parse errors judged
//! between revisions.
//!
//! The stages parse near-copies of one file: the regions stage's three revisions are equal
//! outside the line merge's conflicts, the full stage's revisions differ from them only
//! where the other side changed cleanly, and a merged result differs from a revision only
//! where it resolved something. tree-sitter reuses the unchanged subtrees of an edited tree
//! and gives the tree a fresh parse would give, so only the changed parts cost a parse.
//!
//! Parse errors are a matter between revisions: a grammar that fails on code all three
//! revisions hold unchanged (a macro it does not know, as in much of git's C) fails the same
//! way in each of them, and the structured merge then works around the same `ERROR` nodes,
//! kept byte for byte like any unchanged subtree. Errors are compared by their own text and
//! their place in the tree (see [`parse_errors`]), so an edit next to an old error does not
//! stop the merge. A revision may hold more or fewer of the errors base has: new code
//! written in the file's own style (a C# test that names a parameter `async`, a Gradle
//! block the grammar misreads) fails exactly as the old code does, at the same kind of
//! place. An error of a kind base does not have (new broken code, an edit of the text the
//! grammar fails on, the same text misread in another place) refuses the three; so does a
//! merged result with an error its revision does not have. The regions stage alone sets
//! such errors aside when they lie outside the conflicting regions, alike in its three
//! texts (see [`Trees::errors_set_aside`] and `scope`).
//!
//! Owns: the cache of tree-sitter trees, recordings and arena trees by text, the error
//! policy, and running conversions side by side on large inputs. Must not: choose between
//! candidates or merge (that is the cascade's, which asks for texts and reads trees).

use std::time::Instant;

use crate::error::{Error, Result};
use crate::lines::Lines;
use crate::parse::scope::apart_from_differences;
use crate::parse::{
    ErrorNode, ParseOptions, Previous, Recording, convert_recorded, parse_errors, parse_syntax,
};
use crate::profile::LanguageProfile;
use crate::tree::Tree;

/// Parsing as the structured stages need it: same profile, error policy and deadline.
pub(crate) struct Parsing<'p> {
    pub(crate) profile: &'p LanguageProfile,
    /// Any parse error is accepted (`--allow-parse-errors`, or the profile allows them);
    /// otherwise only the errors that all three revisions share (see the module docs).
    pub(crate) allow_errors: bool,
    pub(crate) deadline: Option<Instant>,
}

impl Parsing<'_> {
    fn syntax(
        &self,
        source: &str,
        revision: &'static str,
        previous: Option<Previous<'_>>,
    ) -> Result<tree_sitter::Tree> {
        let started = Instant::now();
        // Errors are judged by comparing the revisions' trees, not by each parse.
        let options = ParseOptions { allow_errors: true, revision, deadline: self.deadline };
        let syntax = parse_syntax(source, self.profile, &options, previous);
        let how = if previous.is_some() { "reparsed" } else { "parsed" };
        log::debug!("{how} {revision} in {:?}", started.elapsed());
        syntax
    }

    /// Converts `syntax`, reading only what its reparse rebuilt when `previous` is the
    /// recording of the tree it was parsed from.
    fn convert<'s>(
        &self,
        source: &'s str,
        syntax: &tree_sitter::Tree,
        revision: &'static str,
        previous: Option<&Recording>,
    ) -> Result<(Tree<'s>, Recording)> {
        let started = Instant::now();
        let converted = convert_recorded(source, self.profile, syntax, self.deadline, previous);
        let how = if previous.is_some() { "from the previous tree" } else { "afresh" };
        log::debug!("converted {revision} {how} in {:?}", started.elapsed());
        converted
    }
}

/// One text seen by [`Trees`].
struct Entry<'s> {
    text: &'s str,
    /// `None` until parsed (the text was converted without keeping it, or not parsed to
    /// the end).
    syntax: Option<tree_sitter::Tree>,
    /// The arena tree, once converted.
    tree: Option<Tree<'s>>,
    /// Its parse errors ([`parse_errors`]); empty when it parses cleanly.
    errors: Vec<ErrorNode>,
    /// The entry whose tree `syntax` was parsed from incrementally, if any.
    like: Option<usize>,
    /// What the conversion read of `syntax`, for the texts parsed from it later.
    recording: Option<Recording>,
}

/// The trees parsed so far, by text: a text seen again (the same revision in both stages,
/// or two equal revisions) is parsed once.
#[derive(Default)]
pub(crate) struct Trees<'s> {
    entries: Vec<Entry<'s>>,
}

/// One text to parse: the text, which revision it is (for messages), and the text whose
/// tree it is parsed from when that one was parsed.
pub(crate) type Wanted<'s> = (&'s str, &'static str, Option<&'s str>);

impl<'s> Trees<'s> {
    fn find(&self, text: &str) -> Option<usize> {
        self.entries.iter().position(|entry| entry.text == text)
    }

    /// The tree-sitter tree of `like`, when it was parsed and the language allows reusing
    /// it.
    pub(crate) fn previous(
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
    fn parse(&mut self, parser: &Parsing<'_>, wanted: Wanted<'s>) -> Result<usize> {
        let (source, revision, _) = wanted;
        let index = match self.find(source) {
            Some(index) => index,
            None => self.learn_syntax(parser, wanted)?,
        };
        if self.entries[index].tree.is_some() {
            return Ok(index);
        }
        if self.entries[index].syntax.is_none() {
            self.entries[index].syntax = Some(parser.syntax(source, revision, None)?);
            self.entries[index].like = None;
        }
        let (tree, recording) = {
            let entry = &self.entries[index];
            let syntax = entry.syntax.as_ref().expect("parsed above");
            parser.convert(source, syntax, revision, self.recording_before(index))?
        };
        let entry = &mut self.entries[index];
        entry.tree = Some(tree);
        entry.recording = Some(recording);
        Ok(index)
    }

    /// Parses a text not seen yet with tree-sitter and records it with its errors; its
    /// index.
    fn learn_syntax(
        &mut self,
        parser: &Parsing<'_>,
        (text, revision, like): Wanted<'s>,
    ) -> Result<usize> {
        let previous = self.previous(parser, like);
        let like = previous.and(like).and_then(|like| self.find(like));
        let syntax = parser.syntax(text, revision, previous)?;
        let errors = if syntax.root_node().has_error() {
            let errors = parse_errors(text, &syntax);
            if log::log_enabled!(log::Level::Debug) {
                // An error may span the whole file: its first line says enough.
                let first_lines: Vec<(&str, &std::ops::Range<usize>)> = errors
                    .iter()
                    .filter_map(|error| Some((error.key.lines().next()?, &error.bytes)))
                    .collect();
                log::debug!("{revision} has {} parse errors: {first_lines:?}", errors.len());
            }
            errors
        } else {
            Vec::new()
        };
        self.entries.push(Entry {
            text,
            syntax: Some(syntax),
            tree: None,
            errors,
            like,
            recording: None,
        });
        Ok(self.entries.len() - 1)
    }

    /// Whether the tree at `index` (a stage's revision) has the same kinds of errors as
    /// each of the real `revisions` (see [`known_errors`]); `Err` names the first revision
    /// that differs. A
    /// clean tree asks nothing. The regions stage needs this: the line merge's clean
    /// changes reach all three of its revisions, so an error one side brought in cleanly
    /// is shared there, though that side alone wrote it. The real revisions are parsed
    /// (not converted) when they were not yet.
    pub(crate) fn errors_shared_by(
        &mut self,
        parser: &Parsing<'_>,
        index: usize,
        revisions: [Wanted<'s>; 3],
    ) -> Result<()> {
        if parser.allow_errors || self.entries[index].errors.is_empty() {
            return Ok(());
        }
        for one in revisions {
            let other = match self.find(one.0) {
                Some(other) => other,
                None => self.learn_syntax(parser, one)?,
            };
            let (errors, theirs) = (&self.entries[index].errors, &self.entries[other].errors);
            if !(known_errors(errors, theirs) && known_errors(theirs, errors)) {
                return Err(Error::ParseError { revision: one.1, language: parser.profile.name });
            }
        }
        Ok(())
    }

    /// The regions stage's exception to [`Trees::errors_shared_by`], for its trees `stage`
    /// (base, left and right, equal outside the line merge's conflicts): errors the real
    /// `revisions` do not share (a side brought them in, or fixed some of base's, with a
    /// clean change) are set aside when the three trees hold the same ones, each on lines
    /// where the three texts are alike (see [`apart_from_differences`]). The structured
    /// merge then decides only where the texts differ, on code that parses, and carries
    /// the broken text over as every tree holds it; a merged result may hold no other
    /// error ([`Checked::accepts`]). `Some` errors set aside: those not held alike by the
    /// stage's trees and every real revision, with where each revision holds them; `None`
    /// when the exception does not apply.
    pub(crate) fn errors_set_aside(
        &mut self,
        parser: &Parsing<'_>,
        stage: [usize; 3],
        revisions: [Wanted<'s>; 3],
    ) -> Result<Option<Vec<SetAside>>> {
        let keys = |entry: &Entry<'_>| entry.errors.iter().map(|e| e.key.clone()).collect();
        let stage_keys: Vec<String> = keys(&self.entries[stage[0]]);
        let same = stage[1..].iter().all(|&i| {
            let other = &self.entries[i].errors;
            other.len() == stage_keys.len()
                && other.iter().zip(&stage_keys).all(|(e, k)| e.key == *k)
        });
        let texts = stage.map(|i| self.entries[i].text);
        let [b, l, r] = stage.map(|i| self.entries[i].errors.as_slice());
        if !same || !apart_from_differences(texts, [b, l, r]) {
            return Ok(None);
        }
        let mut real = [0; 3];
        for (slot, one) in revisions.into_iter().enumerate() {
            real[slot] = match self.find(one.0) {
                Some(index) => index,
                None => self.learn_syntax(parser, one)?,
            };
        }
        let real = real.map(|i| &self.entries[i]);
        let mut every_key: Vec<&str> = stage_keys.iter().map(String::as_str).collect();
        every_key.extend(real.iter().flat_map(|entry| entry.errors.iter().map(|e| e.key.as_str())));
        every_key.sort_unstable();
        every_key.dedup();
        let lines = real.map(|entry| Lines::of(entry.text));
        let set_aside = every_key
            .into_iter()
            .filter(|key| {
                stage_keys.binary_search_by(|k| k.as_str().cmp(key)).is_err()
                    || real.iter().any(|entry| held_by(entry, key).is_none())
            })
            .map(|key| SetAside {
                key: key.to_owned(),
                lines: [0, 1, 2].map(|i| {
                    held_by(real[i], key).map(|error| lines[i].line(error.bytes.start) + 1)
                }),
            })
            .collect();
        Ok(Some(set_aside))
    }

    /// The recording of the tree the entry at `index` was parsed from, once converted.
    fn recording_before(&self, index: usize) -> Option<&Recording> {
        self.entries[self.entries[index].like?].recording.as_ref()
    }

    /// The parse errors of a text parsed before.
    fn errors_of(&self, text: &str) -> Option<&[ErrorNode]> {
        self.find(text).map(|index| self.entries[index].errors.as_slice())
    }

    /// [`Trees::parse`] for base, left and right, or the first error met. tree-sitter runs
    /// in order (a text is parsed from one asked before it) and stops at the first text
    /// whose errors are not base's (unless any error is allowed): the stage is refused
    /// then, and the texts share most of their lines, so the next one would mostly fail the
    /// same way at the same cost. The conversions of the texts not
    /// seen yet run side by side when the texts are large enough for threads to pay off
    /// (the trees are the same either way).
    pub(crate) fn parse_each(
        &mut self,
        parser: &Parsing<'_>,
        wanted: [Wanted<'s>; 3],
    ) -> Result<[usize; 3]> {
        let mut fresh = Vec::new();
        let mut indices = [0; 3];
        for (slot, one) in wanted.into_iter().enumerate() {
            let index = match self.find(one.0) {
                Some(index) => index,
                None => {
                    let index = self.learn_syntax(parser, one)?;
                    fresh.push((index, one.1));
                    index
                }
            };
            indices[slot] = index;
            let (errors, base_errors) =
                (&self.entries[index].errors, &self.entries[indices[0]].errors);
            if !parser.allow_errors && !known_errors(errors, base_errors) {
                // The revision to blame: the one that has errors of its own.
                let revision = if errors.is_empty() { wanted[0].1 } else { one.1 };
                return Err(Error::ParseError { revision, language: parser.profile.name });
            }
        }
        let total: usize = fresh.iter().map(|&(index, _)| self.entries[index].text.len()).sum();
        // In rounds, those ready side by side: a text parsed from another one of these is
        // converted after it, from its recording. Small texts go one after the other below.
        if total < PARALLEL_CONVERT_BYTES {
            fresh.clear();
        }
        loop {
            let waiting = |index: usize| fresh.iter().any(|&(other, _)| other == index);
            let ready: Vec<(usize, &'static str)> = fresh
                .iter()
                .copied()
                .filter(|&(index, _)| {
                    let entry = &self.entries[index];
                    entry.tree.is_none()
                        && entry
                            .like
                            .is_none_or(|like| self.entries[like].tree.is_some() || !waiting(like))
                })
                .collect();
            match ready.as_slice() {
                [] => break,
                [(index, revision)] => {
                    let (source, like) = (self.entries[*index].text, None);
                    self.parse(parser, (source, revision, like))?;
                    continue;
                }
                _ => {}
            }
            let jobs: Vec<_> = ready
                .iter()
                .map(|&(index, revision)| {
                    let entry = &self.entries[index];
                    let syntax = entry.syntax.as_ref().expect("parsed above");
                    (entry.text, syntax, revision, self.recording_before(index))
                })
                .collect();
            let converted = convert_side_by_side(parser, &jobs);
            for (&(index, _), result) in ready.iter().zip(converted) {
                let (tree, recording) = result?;
                self.entries[index].tree = Some(tree);
                self.entries[index].recording = Some(recording);
            }
        }
        let [b, l, r] = wanted;
        Ok([self.parse(parser, b)?, self.parse(parser, l)?, self.parse(parser, r)?])
    }

    pub(crate) fn get(&self, index: usize) -> &Tree<'s> {
        self.entries[index].tree.as_ref().expect("only parsed trees are handed out")
    }

    /// Whether `source` is one of the inputs the stages accepted.
    pub(crate) fn known_good(&self, source: &str) -> bool {
        self.entries.iter().any(|entry| entry.text == source && entry.tree.is_some())
    }
}

/// Stack of a conversion thread: the conversion iterates, but a large reserve (virtual
/// memory only) keeps any residual recursion in tree-sitter from overflowing on deeply
/// nested input, as on the cascade's worker.
const CONVERT_STACK: usize = 256 << 20;

/// Below this many bytes in all, the trees are converted one after the other: a thread
/// costs more than it saves on small files, which are most merges.
const PARALLEL_CONVERT_BYTES: usize = 64 << 10;

/// Converts the parsed texts on one thread each (the first on the calling one). A thread
/// that cannot be started leaves its text to the calling thread; a panic in one reaches
/// the caller.
fn convert_side_by_side<'s>(
    parser: &Parsing<'_>,
    jobs: &[ConvertJob<'s, '_>],
) -> Vec<Result<(Tree<'s>, Recording)>> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = jobs[1..]
            .iter()
            .map(|&(text, syntax, revision, previous)| {
                std::thread::Builder::new()
                    .name("suture-parse".into())
                    .stack_size(CONVERT_STACK)
                    .spawn_scoped(scope, move || parser.convert(text, syntax, revision, previous))
                    .map_err(|_| (text, syntax, revision, previous))
            })
            .collect();
        let (text, syntax, revision, previous) = jobs[0];
        let mut results = vec![parser.convert(text, syntax, revision, previous)];
        for handle in handles {
            results.push(match handle {
                Ok(handle) => {
                    handle.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                }
                Err((text, syntax, revision, previous)) => {
                    parser.convert(text, syntax, revision, previous)
                }
            });
        }
        results
    })
}

/// One conversion for [`convert_side_by_side`]: the text, its tree, which revision it is,
/// and the recording of the tree it was parsed from.
type ConvertJob<'s, 'a> = (&'s str, &'a tree_sitter::Tree, &'static str, Option<&'a Recording>);

/// A parse error the regions stage set aside (see [`Trees::errors_set_aside`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SetAside {
    /// The error as revisions compare it ([`ErrorNode::key`]).
    pub(crate) key: String,
    /// The 1-based line where base, left and right hold it; `None` where one does not.
    pub(crate) lines: [Option<usize>; 3],
}

/// The conflict-free results already parsed, with their errors (`None`: the parse did
/// not finish), so that a result seen twice (the full stage often prints what the regions
/// stage printed) is parsed once.
#[derive(Default)]
pub(crate) struct Checked {
    results: Vec<(String, Option<Vec<ErrorNode>>)>,
}

impl Checked {
    /// Whether a conflict-free result is acceptable: each of its parse errors must be one
    /// the revision `like` it was merged with has (none, when the inputs parse cleanly),
    /// unless any error is allowed. A result equal to an accepted input needs no parse;
    /// otherwise it is parsed from the tree of `like` and not converted.
    pub(crate) fn accepts(
        &mut self,
        parser: &Parsing<'_>,
        trees: &Trees<'_>,
        merged: &str,
        like: &str,
    ) -> bool {
        if parser.allow_errors || trees.known_good(merged) {
            return true;
        }
        let Some(wanted) = trees.errors_of(like) else {
            return false;
        };
        let index = match self.results.iter().position(|(text, _)| text == merged) {
            Some(index) => index,
            None => {
                let syntax = parser.syntax(merged, "result", trees.previous(parser, Some(like)));
                let errors = syntax.ok().map(|syntax| parse_errors(merged, &syntax));
                self.results.push((merged.to_owned(), errors));
                self.results.len() - 1
            }
        };
        self.results[index].1.as_deref().is_some_and(|errors| known_errors(errors, wanted))
    }
}

/// The error of `entry` compared as `key`, if it holds one.
fn held_by<'e>(entry: &'e Entry<'_>, key: &str) -> Option<&'e ErrorNode> {
    entry.errors.iter().find(|error| error.key == key)
}

/// Whether every error of `errors` is one of `known` (both as [`parse_errors`] sorts them):
/// the same text failing at the same kind of place, however many times.
fn known_errors(errors: &[ErrorNode], known: &[ErrorNode]) -> bool {
    errors.iter().all(|error| known.binary_search_by(|k| k.key.cmp(&error.key)).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json() -> LanguageProfile {
        LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into())
    }

    #[test]
    fn a_revision_with_an_error_base_lacks_stops_the_parses_after_it() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        let broken = r#"{"a": 1,, "b": }"#;
        let wanted = [(r#"{"a": 1}"#, "base", None), (broken, "left", None), ("[]", "right", None)];
        let error = trees.parse_each(&parser, wanted).expect_err("only left has errors");
        assert!(matches!(error, Error::ParseError { revision: "left", .. }));
        // Right was not parsed; asking again parses nothing more.
        assert_eq!(trees.entries.len(), 2);
        let again = trees.parse_each(&parser, wanted).expect_err("still refused");
        assert!(matches!(again, Error::ParseError { revision: "left", .. }));
        assert_eq!(trees.entries.len(), 2);
    }

    #[test]
    fn errors_all_three_revisions_share_are_accepted_and_new_ones_refused() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        let base = r#"[{"a": 1,, "b": 2}, {"c": 3}]"#;
        let left = r#"[{"a": 1,, "b": 2}, {"c": 4}]"#;
        let right = r#"[{"a": 1,, "b": 2}, {"c": 3}, 5]"#;
        let wanted = [(base, "base", None), (left, "left", None), (right, "right", None)];
        let [b, _, _] = trees.parse_each(&parser, wanted).expect("the same error in all three");
        assert!(!trees.entries[b].errors.is_empty());
        // A result keeping that error is accepted, and so is one where a side deleted it;
        // one with another error is not.
        let mut checked = Checked::default();
        assert!(checked.accepts(&parser, &trees, r#"[{"a": 1,, "b": 2}, {"c": 4}, 5]"#, left));
        assert!(!checked.accepts(&parser, &trees, r#"[{"a": 1,, "b": 2}, {"c": 4},, 5]"#, left));
        assert!(checked.accepts(&parser, &trees, r#"[{"a": 1, "b": 2}, {"c": 4}, 5]"#, left));

        // New code that fails as the old code does, at the same kind of place, is accepted:
        // the grammar's weakness, not a side's broken code.
        let more_of_it = r#"[{"a": 1,, "b": 2}, {"c": 3,, "d": 4}]"#;
        let wanted = [(base, "base", None), (left, "left", None), (more_of_it, "right", None)];
        let [_, _, r] = trees.parse_each(&parser, wanted).expect("errors of base's kind");
        assert_eq!(trees.entries[r].errors.len(), 2);

        let broken_right = r#"[{"a": 1,, "b": 2}, {"c": }]"#;
        let wanted = [(base, "base", None), (left, "left", None), (broken_right, "right", None)];
        let error = trees.parse_each(&parser, wanted).expect_err("right has an error of its own");
        assert!(matches!(error, Error::ParseError { revision: "right", .. }));
    }

    #[test]
    fn an_edit_next_to_an_old_error_is_accepted_and_an_edit_of_it_refused() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        // Left edits the object the grammar fails in, but not the text it fails on: the error
        // is the base's own, carried over unchanged.
        let base = r#"[{"a": 1,, "b": 2}, {"c": 3}]"#;
        let left = r#"[{"a": 1,, "b": 9}, {"c": 3}]"#;
        let wanted = [(base, "base", None), (left, "left", None), (base, "right", None)];
        trees.parse_each(&parser, wanted).expect("the same old error in all three");
        // Right edits the broken text itself: that is an error of its own.
        let right = r#"[{"a": 1,,, "b": 2}, {"c": 3}]"#;
        let wanted = [(base, "base", None), (left, "left", None), (right, "right", None)];
        let error = trees.parse_each(&parser, wanted).expect_err("right changed the error");
        assert!(matches!(error, Error::ParseError { revision: "right", .. }));
    }

    #[test]
    fn an_error_the_stage_shares_must_be_in_every_real_revision() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        // As in the regions stage: right's clean change brought the error to all three.
        let rebuilt = r#"[{"a": 1,, "b": 2}, 3]"#;
        let wanted = [(rebuilt, "base", None), (rebuilt, "left", None), (rebuilt, "right", None)];
        let [b, _, _] = trees.parse_each(&parser, wanted).expect("shared in the stage");
        let clean = r#"[{"a": 1, "b": 2}, 3]"#;
        let real = [(clean, "base", None), (clean, "left", None), (rebuilt, "right", None)];
        let error = trees.errors_shared_by(&parser, b, real).expect_err("base is clean");
        assert!(matches!(error, Error::ParseError { revision: "base", .. }));
        let real = [(rebuilt, "base", None), (rebuilt, "left", None), (rebuilt, "right", None)];
        trees.errors_shared_by(&parser, b, real).expect("all real revisions share it");
    }

    #[test]
    fn errors_on_lines_the_stage_texts_agree_on_are_set_aside_and_others_not() {
        let profile = json();
        let parser = Parsing { profile: &profile, allow_errors: false, deadline: None };
        let mut trees = Trees::default();
        // Right brought in the error on line 2 with a clean change; the conflict is line 4.
        let stage =
            ["[\n  1,,\n  2,\n  3\n]\n", "[\n  1,,\n  2,\n  4\n]\n", "[\n  1,,\n  2,\n  5\n]\n"];
        let real = [
            ("[\n  1,\n  2,\n  3\n]\n", "base", None),
            ("[\n  1,\n  2,\n  4\n]\n", "left", None),
            (stage[2], "right", None),
        ];
        let wanted =
            [(stage[0], "base", None), (stage[1], "left", None), (stage[2], "right", None)];
        let ids = trees.parse_each(&parser, wanted).expect("the same error in the three");
        let error = trees.errors_shared_by(&parser, ids[0], real).expect_err("base is clean");
        assert!(matches!(error, Error::ParseError { revision: "base", .. }));
        let set_aside = trees.errors_set_aside(&parser, ids, real).unwrap().expect("apart");
        assert_eq!(set_aside.len(), 1, "{set_aside:?}");
        assert!(set_aside[0].key.starts_with("ERROR ,"), "{set_aside:?}");
        assert_eq!(set_aside[0].lines, [None, None, Some(2)]);

        // The same error text on the line the three differ on: not set aside.
        let on_conflict =
            ["[\n  1,\n  3,,\n  7\n]\n", "[\n  1,\n  4,,\n  7\n]\n", "[\n  1,\n  5,,\n  7\n]\n"];
        let wanted = on_conflict.map(|text| (text, "base", None));
        let ids = trees.parse_each(&parser, wanted).expect("the same error in the three");
        let keys =
            ids.map(|id| trees.entries[id].errors.iter().map(|e| &e.key).collect::<Vec<_>>());
        assert!(keys[0].len() == 1 && keys[0] == keys[1] && keys[0] == keys[2], "{keys:?}");
        let real =
            [(real[0].0, "base", None), (real[1].0, "left", None), (on_conflict[2], "right", None)];
        assert_eq!(trees.errors_set_aside(&parser, ids, real).unwrap(), None);
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
