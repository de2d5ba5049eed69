//! The judges: what a structured result must satisfy beyond its conflict count, whichever
//! stage made it. Each judge refuses one kind of wrong result, a kind that on real merges
//! was more often not what the authors committed than it was: one that drops lines both
//! sides agree on ([`dropped_agreed_lines`]), looks stale ([`stale_names`],
//! [`missing_suffixes`], [`stale_forms`], [`stale_copies`], [`old_style_insertions`]),
//! holds twice what both sides added ([`repeated_additions`], [`doubled_bindings`]),
//! combines a line's two edits wrongly ([`misedited_lines`]), or gives one id to two
//! entries ([`clashing_ids`]). Every judge reads the texts through one token view
//! ([`lexicon`]), learned once per merge from the first stage's trees. Whether a clean
//! result parses is asked where the trees are.
//!
//! Every judge is one [`Judge`]: a name, what it learns from the revisions once per merge
//! (on the first result it reads, so a merge whose results an earlier judge refuses never
//! pays for the later ones), and one method that refuses a result with a reason. Adding a
//! judge is its file here and one line in the list of judges in order.
//!
//! This module is also the one place a turned-down candidate is logged and recorded in the
//! trace ([`judged`]).
//!
//! Owns: the judges, their order and names (in a [`super::Rejection`] and for
//! `--without-judge`), what each one learns from the revisions, and leaving judges out for
//! measurement. Must not: merge, parse, change a candidate or choose between candidates;
//! a judge only says whether a result is suspect.

use std::borrow::Cow;
use std::cell::OnceCell;

use super::Method;
use super::trace::SharedTrace;
use crate::markers;
use crate::merge::StructuredMerge;
use crate::profile::LanguageProfile;
use crate::tree::Tree;

pub(super) mod lexicon;

pub(super) use dropped_agreed_lines::AgreedLines;
pub(in crate::cascade) mod lines;
use lexicon::{Lexed, Lexicon};

/// One kind of wrong result, and how to tell it.
pub(super) trait Judge<'a>: Sized {
    /// The judge's name: what `--without-judge` takes and a [`super::Rejection`] reports
    /// (`docs/json.md`).
    const NAME: &'static str;

    /// What the judge needs to know about the revisions, learned once per merge.
    fn learn(evidence: &Evidence<'a>) -> Self;

    /// Why `proposal` must not be used, if it must not.
    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String>;
}

/// A judge that has learned, as the panel holds it.
type Learned<'a> = Box<dyn Fn(&Proposal<'_>) -> Option<String> + 'a>;

/// A judge as [`ORDER`] lists it: its name, and how it learns.
struct Listed {
    name: &'static str,
    learn: for<'a> fn(&Evidence<'a>) -> Learned<'a>,
}

/// `J` learned from `evidence`, ready to read proposals.
fn learned<'a, J: Judge<'a> + 'a>(evidence: &Evidence<'a>) -> Learned<'a> {
    let judge = J::learn(evidence);
    Box::new(move |proposal| judge.refuses(proposal))
}

/// Declares each judge's module (`module::Judge`, the module named after what it refuses)
/// and lists the judges, in the order they run, in [`ORDER`].
macro_rules! judges_in_order {
    ($($module:ident::$judge:ident),* $(,)?) => {
        $(mod $module; use $module::$judge;)*

        /// Every judge, in the order they run.
        const ORDER: &[Listed] = &[
            $(Listed { name: $judge::NAME, learn: |evidence| learned::<$judge>(evidence) },)*
        ];
    };
}

// Adding a judge: its file here, implementing [`Judge`], and one line in this list. The
// order is the one reports and `--without-judge` list (`docs/json.md`): keep it.
judges_in_order![
    dropped_agreed_lines::DroppedAgreedLines,
    stale_names::StaleNames,
    missing_suffixes::MissingSuffixes,
    stale_forms::StaleForms,
    repeated_additions::RepeatedAdditions,
    stale_copies::StaleCopies,
    old_style_insertions::OldStyleInsertions,
    misedited_lines::MiseditedLines,
    doubled_bindings::DoubledBindings,
    clashing_ids::ClashingIds,
];

/// The judges' names in the order they run, as a [`super::Rejection`] gives them
/// (`docs/json.md`) and `--without-judge` takes them.
pub const JUDGES: &[&str] = &names::<{ ORDER.len() }>();

const fn names<const N: usize>() -> [&'static str; N] {
    let mut names = [""; N];
    let mut i = 0;
    while i < N {
        names[i] = ORDER[i].name;
        i += 1;
    }
    names
}

/// What the judges learn from: the three revisions, read through the language's token
/// view, and the lines the line merge found both sides agree on. Their tokens and line
/// diffs are found on first need and shared by every judge that reads them.
pub(super) struct Evidence<'a> {
    /// Base, left and right.
    pub(super) texts: [&'a str; 3],
    pub(super) lexicon: &'a Lexicon,
    pub(super) agreed: &'a AgreedLines,
    lexed: OnceCell<Lexed<'a>>,
    diffs: OnceCell<lines::Revisions<'a>>,
}

impl<'a> Evidence<'a> {
    pub(super) fn new(texts: [&'a str; 3], lexicon: &'a Lexicon, agreed: &'a AgreedLines) -> Self {
        Evidence { texts, lexicon, agreed, lexed: OnceCell::new(), diffs: OnceCell::new() }
    }

    /// The three revisions with their tokens.
    pub(super) fn lexed(&self) -> &Lexed<'a> {
        self.lexed.get_or_init(|| self.lexicon.lex(self.texts))
    }

    /// The three revisions with the line diffs from the base to each side.
    pub(super) fn diffs(&self) -> &lines::Revisions<'a> {
        let [base, left, right] = self.texts;
        self.diffs.get_or_init(|| lines::Revisions::of(base, left, right, self.lexicon))
    }
}

/// A structured result as the judges read it.
pub(super) struct Proposal<'p> {
    /// The result read each way a user may take its conflicts: left's section in every
    /// conflict, and right's; the whole text when it has none or its markers cannot be
    /// read back.
    pub(super) readings: Vec<Cow<'p, str>>,
    /// What the result resolved: its text outside the conflicts (inside one the user reads
    /// both sides anyway).
    pub(super) resolved: Cow<'p, str>,
}

impl<'p> Proposal<'p> {
    fn of(merged: &'p StructuredMerge, marker_size: usize) -> Self {
        let file = (merged.conflicts > 0)
            .then(|| markers::parse(merged.text.as_bytes(), Some(marker_size)).ok())
            .flatten();
        let Some(file) = file else {
            return Proposal::clean(&merged.text);
        };
        let owned = |text: &[u8]| Cow::Owned(String::from_utf8_lossy(text).into_owned());
        let mut common = Vec::new();
        for chunk in &file.chunks {
            if let markers::Chunk::Common(part) = chunk {
                common.extend_from_slice(part);
                common.push(b'\n');
            }
        }
        Proposal {
            readings: vec![owned(&file.left()), owned(&file.right())],
            resolved: owned(&common),
        }
    }

    /// A result without conflicts.
    pub(super) fn clean(text: &'p str) -> Self {
        Proposal { readings: vec![Cow::Borrowed(text)], resolved: Cow::Borrowed(text) }
    }
}

/// The judges of one merge, each with what it learned from the revisions.
pub(super) struct Judges<'a> {
    agreed: &'a AgreedLines,
    /// Base, left and right.
    texts: [&'a str; 3],
    /// The language's token view, learned from the trees of the first result judged. It
    /// lives outside the judges so that what they learn may borrow from it.
    lexicon: &'a OnceCell<Lexicon>,
    profile: &'a LanguageProfile,
    marker_size: usize,
    /// Judges left out (`--without-judge`), for measurement.
    without: &'a [String],
    evidence: OnceCell<Evidence<'a>>,
    /// Each judge of [`ORDER`] once it has learned.
    learned: Vec<OnceCell<Learned<'a>>>,
}

impl<'a> Judges<'a> {
    pub(super) fn new(
        agreed: &'a AgreedLines,
        texts: [&'a str; 3],
        lexicon: &'a OnceCell<Lexicon>,
        profile: &'a LanguageProfile,
        marker_size: usize,
        without: &'a [String],
    ) -> Self {
        let learned = ORDER.iter().map(|_| OnceCell::new()).collect();
        Judges {
            agreed,
            texts,
            lexicon,
            profile,
            marker_size,
            without,
            evidence: OnceCell::new(),
            learned,
        }
    }

    /// Why `merged`, merged from `trees`, must not be used, if it must not: the name of the
    /// first judge that refuses it (one of [`JUDGES`]) and its reason.
    fn rejects(
        &self,
        merged: &StructuredMerge,
        trees: [&Tree<'_>; 3],
    ) -> Option<(&'static str, String)> {
        let lexicon: &'a Lexicon =
            self.lexicon.get_or_init(|| Lexicon::learn(self.profile, &trees));
        self.first_refusal(merged, lexicon)
    }

    /// The first judge of [`ORDER`] not left out that refuses `merged`, with its reason.
    fn first_refusal(
        &self,
        merged: &StructuredMerge,
        lexicon: &'a Lexicon,
    ) -> Option<(&'static str, String)> {
        let evidence =
            self.evidence.get_or_init(|| Evidence::new(self.texts, lexicon, self.agreed));
        let proposal = Proposal::of(merged, self.marker_size);
        ORDER
            .iter()
            .zip(&self.learned)
            .filter(|(judge, _)| !self.without.iter().any(|name| name == judge.name))
            .find_map(|(judge, learned)| {
                let refuses = learned.get_or_init(|| (judge.learn)(evidence));
                refuses(&proposal).map(|why| (judge.name, why))
            })
    }
}

/// A stage's result if the judges and `parses` (whether a clean result parses) let it
/// through; otherwise `None`, with the reason logged and recorded in `trace`.
pub(super) fn judged(
    judges: &Judges<'_>,
    merged: StructuredMerge,
    trees: [&Tree<'_>; 3],
    parses: impl FnOnce(&StructuredMerge) -> bool,
    stage: Method,
    trace: &SharedTrace,
) -> Option<StructuredMerge> {
    let name = if stage == Method::Regions { "regions" } else { "full" };
    let (judge, why) = match judges.rejects(&merged, trees) {
        Some(rejection) => rejection,
        None if parses(&merged) => return Some(merged),
        None => ("parse", "the merged result does not parse".to_string()),
    };
    log::info!("{name}: {why}; rejected");
    trace.reject(stage, judge, why);
    None
}

/// For the judges' tests: a judge learned from revisions of its own (no agreed lines), and
/// its reason to refuse a result without conflicts.
#[cfg(test)]
pub(super) mod testing {
    use super::*;

    /// `J` learned from `base`, `left` and `right`, read with `lexicon`.
    pub(in crate::cascade) fn learned<'a, J: Judge<'a>>(
        [base, left, right]: [&'a str; 3],
        lexicon: &'a Lexicon,
    ) -> J {
        let agreed: &'a AgreedLines = Box::leak(Box::default());
        J::learn(&Evidence::new([base, left, right], lexicon, agreed))
    }

    /// The language-blind view the judges' tests read with (see [`Lexicon::c_like`]).
    pub(in crate::cascade) fn c_like() -> &'static Lexicon {
        static C_LIKE: std::sync::LazyLock<Lexicon> = std::sync::LazyLock::new(Lexicon::c_like);
        &C_LIKE
    }

    /// Why `judge` refuses `merged`, a result without conflicts, if it does.
    pub(in crate::cascade) fn refusal<'a>(judge: &impl Judge<'a>, merged: &str) -> Option<String> {
        judge.refuses(&Proposal::clean(merged))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_judge_has_a_name_of_its_own() {
        // The names are what `--without-judge` takes and reports give: one judge each.
        let mut names = JUDGES.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), JUDGES.len(), "a name is listed twice");
    }

    #[test]
    fn the_names_and_their_order_are_those_reports_document() {
        // `docs/json.md` and `scripts/judge-report.sh` rely on them.
        assert_eq!(
            JUDGES,
            [
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
            ]
        );
    }

    #[test]
    fn the_first_judge_that_refuses_speaks_unless_it_is_left_out() {
        let base = "fn build(parameters: &Params) {\n    check(parameters);\n    keep();\n}\n";
        let left = base.replace("parameters", "params");
        let agreed = AgreedLines([("keep()".to_owned(), 1)].into_iter().collect());
        let profile = LanguageProfile::new("JSON", &["json"], tree_sitter_json::LANGUAGE.into());
        let lexicon = OnceCell::from(Lexicon::c_like());
        // Drops the agreed line and uses the name left renamed everywhere.
        let merged = StructuredMerge {
            text: "fn build(parameters: &Params) {\n    check(parameters);\n}\n".into(),
            conflicts: 0,
            conflict_bytes: 0,
            stacked: Vec::new(),
        };
        let refusal = |without: &[String]| {
            let judges = Judges::new(&agreed, [base, &left, base], &lexicon, &profile, 7, without);
            judges.first_refusal(&merged, lexicon.get().unwrap()).map(|(name, _)| name)
        };
        assert_eq!(refusal(&[]), Some("agreed_lines"));
        assert_eq!(refusal(&["agreed_lines".into()]), Some("names"));
        assert_eq!(refusal(&["agreed_lines".into(), "names".into()]), None);
    }

    #[test]
    fn a_result_with_conflicts_is_read_both_ways_and_judged_outside_them() {
        let text = "a\n<<<<<<< left\nb\n||||||| base\n=======\nc\n>>>>>>> right\nd\n";
        let merged = StructuredMerge {
            text: text.to_owned(),
            conflicts: 1,
            conflict_bytes: 8,
            stacked: Vec::new(),
        };
        let proposal = Proposal::of(&merged, 7);
        assert_eq!(proposal.readings, ["a\nb\nd\n", "a\nc\nd\n"]);
        // Only what lies outside the conflict was resolved (blank lines mark the cuts).
        let resolved: Vec<&str> = proposal.resolved.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(resolved, ["a", "d"]);
    }
}
