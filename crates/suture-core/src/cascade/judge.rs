//! The judge: what a structured result must satisfy beyond its conflict count, whichever
//! stage made it. It must keep every line both sides agree on however its conflicts are
//! resolved ([`AgreedLines`]), and pass every check of [`JUDGES`]: not look stale (see
//! [`names`], [`affixes`], [`forms`], [`copies`], [`rewrites`]), not hold twice what both
//! sides added ([`repeats`], [`bindings`]), not combine a line's two edits wrongly
//! ([`edits`]), and not give one id to two entries ([`clashes`]). Every check reads the
//! texts through one token view ([`Lexicon`]), learned once per merge from the first
//! stage's trees. Whether a clean result parses is asked where the trees are.
//!
//! It is also the one place a turned-down candidate is logged and recorded in the trace
//! ([`judged`]).
//!
//! Owns: the order of the checks and their names (in a [`super::Rejection`] and for
//! `--without-judge`), what each one learns from the revisions (found once, on the first
//! result judged), and leaving checks out for measurement. Must not: merge, parse, change
//! a candidate or choose between candidates.

use std::borrow::Cow;
use std::cell::OnceCell;

use rustc_hash::FxHashMap;

use super::trace::SharedTrace;
use super::{
    Method, affixes, bindings, clashes, copies, edits, forms, lines, names, repeats, rewrites,
};
use crate::markers;
use crate::merge::StructuredMerge;
use crate::parse::lexicon::{Lexed, Lexicon};
use crate::profile::LanguageProfile;
use crate::tree::Tree;

/// The checks a structured result must pass, in the order they run, by the name a
/// [`super::Rejection`] gives (`docs/json.md`) and `--without-judge` takes.
pub const JUDGES: &[&str] = &[
    "agreed_lines",
    "names",
    "affixes",
    "forms",
    "repeats",
    "copies",
    "rewrites",
    "edits",
    "bindings",
    "clashes",
];

/// The lines outside the line merge's conflicts that both sides still hold: what git's
/// merge settles without asking, so both sides' intent on them is known. A structured result may re-indent them or move
/// a separator, but one that drops such a line has lost work (a false match that folded a
/// container away, say) and is rejected whatever its conflict count.
#[derive(Default)]
pub(super) struct AgreedLines(pub(super) FxHashMap<String, usize>);

impl AgreedLines {
    /// A line as compared: indentation, trailing white space and a trailing separator do
    /// not count (a list element gains or loses its comma as neighbours come and go).
    pub(super) fn key(line: &str) -> String {
        line.trim().trim_end_matches([',', ';']).trim_end().to_owned()
    }

    /// Whether `merged` holds every agreed line at least as often as the line merge does.
    fn kept_by(&self, merged: &str) -> bool {
        if self.0.is_empty() {
            return true;
        }
        let mut seen: FxHashMap<String, usize> = FxHashMap::default();
        for line in merged.lines() {
            let key = Self::key(line);
            if self.0.contains_key(&key) {
                *seen.entry(key).or_insert(0) += 1;
            }
        }
        self.0.iter().all(|(line, &wanted)| seen.get(line).copied().unwrap_or(0) >= wanted)
    }
}

/// The checks of one merge, with what each learned from the revisions.
pub(super) struct Judge<'a> {
    agreed: &'a AgreedLines,
    /// Base, left and right with their tokens, lexed on first need.
    lexed: OnceCell<Lexed<'a>>,
    /// The names the sides dropped.
    dropped: OnceCell<names::DroppedNames<'a>>,
    /// The code both sides added.
    repeats: OnceCell<repeats::RepeatedAdditions<'a>>,
    /// The literals one side suffixed throughout.
    suffixed: OnceCell<affixes::SuffixedLiterals<'a>>,
    /// The forms one side changed everywhere.
    forms: OnceCell<forms::ChangedForms<'a>>,
    /// The revisions with their line diffs, shared by the checks that read lines.
    revisions: OnceCell<lines::Revisions<'a>>,
    /// The lines one side edited everywhere that the other copied.
    copies: OnceCell<copies::MissedCopies>,
    /// The lines both sides edited.
    edits: OnceCell<edits::EditedTwice>,
    /// The runs one side rewrote line by line.
    rewrites: OnceCell<rewrites::RewrittenRuns>,
    /// The names both sides bound at one spot.
    bindings: OnceCell<bindings::DoubledBindings>,
    /// The ids both sides claimed.
    claimed: OnceCell<clashes::ClaimedValues<'a>>,
    /// Base, left and right.
    texts: [&'a str; 3],
    /// The language's token view, learned from the trees of the first result judged. It
    /// lives outside the judge so that what the checks learn may borrow from it.
    lexicon: &'a OnceCell<Lexicon>,
    profile: &'a LanguageProfile,
    marker_size: usize,
    /// Checks left out (`--without-judge`), for measurement.
    without: &'a [String],
}

impl<'a> Judge<'a> {
    pub(super) fn new(
        agreed: &'a AgreedLines,
        texts: [&'a str; 3],
        lexicon: &'a OnceCell<Lexicon>,
        profile: &'a LanguageProfile,
        marker_size: usize,
        without: &'a [String],
    ) -> Self {
        Judge {
            agreed,
            lexed: OnceCell::new(),
            dropped: OnceCell::new(),
            repeats: OnceCell::new(),
            suffixed: OnceCell::new(),
            forms: OnceCell::new(),
            revisions: OnceCell::new(),
            copies: OnceCell::new(),
            edits: OnceCell::new(),
            rewrites: OnceCell::new(),
            bindings: OnceCell::new(),
            claimed: OnceCell::new(),
            texts,
            lexicon,
            profile,
            marker_size,
            without,
        }
    }

    fn runs(&self, check: &str) -> bool {
        debug_assert!(JUDGES.contains(&check), "unknown check {check}");
        !self.without.iter().any(|name| name == check)
    }

    /// Why `merged`, merged from `trees`, must not be used, if it must not: the check's
    /// name (one of [`JUDGES`]) and its reason.
    fn rejects(
        &self,
        merged: &StructuredMerge,
        trees: [&Tree<'_>; 3],
    ) -> Option<(&'static str, String)> {
        let lexicon: &'a Lexicon =
            self.lexicon.get_or_init(|| Lexicon::learn(self.profile, &trees));
        let file = (merged.conflicts > 0)
            .then(|| markers::parse(merged.text.as_bytes(), Some(self.marker_size)).ok())
            .flatten();
        // Taking left's section in every conflict, and taking right's: a line kept only in
        // one side's section would be lost by the user who takes the other, and that side
        // never deleted it. A result whose markers cannot be read back is judged whole.
        let readings: Vec<Cow<'_, str>> = match &file {
            Some(file) => [file.left(), file.right()]
                .into_iter()
                .map(|text| Cow::Owned(String::from_utf8_lossy(&text).into_owned()))
                .collect(),
            None => vec![Cow::Borrowed(merged.text.as_str())],
        };
        if self.runs("agreed_lines") && !readings.iter().all(|reading| self.agreed.kept_by(reading))
        {
            return Some(("agreed_lines", "the result drops lines both sides agree on".into()));
        }
        // Inside a conflict the user reads both sides anyway: only what was resolved counts.
        let resolved = match &file {
            Some(file) => {
                let mut common = Vec::new();
                for chunk in &file.chunks {
                    if let markers::Chunk::Common(part) = chunk {
                        common.extend_from_slice(part);
                        common.push(b'\n');
                    }
                }
                Cow::Owned(String::from_utf8_lossy(&common).into_owned())
            }
            None => Cow::Borrowed(merged.text.as_str()),
        };
        let resolved = resolved.as_ref();
        let [base, left, right] = self.texts;
        let stale = |why: String| format!("the result looks stale ({why})");
        let repeated = |why: String| format!("the result repeats an addition ({why})");
        let revisions =
            || self.revisions.get_or_init(|| lines::Revisions::of(base, left, right, lexicon));
        let lexed = || self.lexed.get_or_init(|| lexicon.lex(self.texts));
        let checks: [(&'static str, &dyn Fn() -> Option<String>); 9] = [
            ("names", &|| {
                let found =
                    self.dropped.get_or_init(|| names::DroppedNames::find_in(lexed(), lexicon));
                found.stale_in(resolved, lexicon).map(stale)
            }),
            ("affixes", &|| {
                let found =
                    self.suffixed.get_or_init(|| affixes::SuffixedLiterals::find_in(lexed()));
                found.stale_in(resolved, lexicon).map(stale)
            }),
            ("forms", &|| {
                let found = self.forms.get_or_init(|| forms::ChangedForms::find_in(lexed()));
                found.stale_in(resolved, base, lexicon).map(stale)
            }),
            ("repeats", &|| {
                let found = self
                    .repeats
                    .get_or_init(|| repeats::RepeatedAdditions::find(base, left, right));
                found.repeated_in(resolved).map(repeated)
            }),
            ("copies", &|| {
                let found = self.copies.get_or_init(|| copies::MissedCopies::find_in(revisions()));
                found.stale_in(resolved).map(stale)
            }),
            ("rewrites", &|| {
                let found =
                    self.rewrites.get_or_init(|| rewrites::RewrittenRuns::find_in(revisions()));
                found.stale_in(resolved).map(stale)
            }),
            ("edits", &|| {
                let found = self.edits.get_or_init(|| edits::EditedTwice::find_in(revisions()));
                found
                    .misedited_in(resolved, base, lexicon)
                    .map(|why| format!("the result merges a line's two edits wrongly ({why})"))
            }),
            ("bindings", &|| {
                let found =
                    self.bindings.get_or_init(|| bindings::DoubledBindings::find_in(revisions()));
                found.doubled_in(resolved, base).map(repeated)
            }),
            ("clashes", &|| {
                let found = self
                    .claimed
                    .get_or_init(|| clashes::ClaimedValues::find(base, left, right, lexicon));
                found
                    .clash_in(resolved)
                    .map(|why| format!("the result gives one id to two entries ({why})"))
            }),
        ];
        checks
            .iter()
            .filter(|(name, _)| self.runs(name))
            .find_map(|&(name, check)| check().map(|why| (name, why)))
    }
}

/// A stage's result if the judges and `parses` (whether a clean result parses) let it
/// through; otherwise `None`, with the reason logged and recorded in `trace`.
pub(super) fn judged(
    judge: &Judge<'_>,
    merged: StructuredMerge,
    trees: [&Tree<'_>; 3],
    parses: impl FnOnce(&StructuredMerge) -> bool,
    stage: Method,
    trace: &SharedTrace,
) -> Option<StructuredMerge> {
    let name = if stage == Method::Regions { "regions" } else { "full" };
    let (judge, why) = match judge.rejects(&merged, trees) {
        Some(rejection) => rejection,
        None if parses(&merged) => return Some(merged),
        None => ("parse", "the merged result does not parse".to_string()),
    };
    log::info!("{name}: {why}; rejected");
    trace.reject(stage, judge, why);
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_check_has_its_name_in_the_list() {
        // The list is what `--without-judge` documents; `runs` asserts every name it is
        // asked about, so a check missing from it fails the first debug merge that runs it.
        let mut names = JUDGES.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), JUDGES.len(), "a name is listed twice");
    }
}
