//! The judges' bench: what a structured result must satisfy beyond its conflict count
//! before the cascade considers it, and the one place a turned-down candidate is logged and
//! recorded in the trace. The checks themselves live in the sibling modules.
//!
//! Owns: the order the judges are asked in and their names in a [`super::Rejection`].
//! Must not: change a candidate; it only accepts or turns it down.

use super::trace::SharedTrace;
use super::{
    AgreedLines, Method, affixes, bindings, clashes, copies, edits, forms, lines, names, repeats,
    rewrites,
};
use crate::markers;
use crate::merge::StructuredMerge;

/// What a structured result must satisfy beyond its conflict count, whichever stage made
/// it: keep every line both sides agree on however its conflicts are resolved, not look
/// stale (see [`names`] and [`affixes`]), not hold twice what both sides added (see [`repeats`]), and not
/// give one id to two entries (see [`clashes`]). Whether a clean result parses is asked where the trees are.
pub(super) struct Judge<'a> {
    pub(super) agreed: &'a AgreedLines,
    /// The names the sides dropped, found on the first result judged.
    pub(super) dropped: std::cell::OnceCell<names::DroppedNames<'a>>,
    /// The code both sides added, found on the first result judged.
    pub(super) repeats: std::cell::OnceCell<repeats::RepeatedAdditions<'a>>,
    /// The literals one side suffixed throughout, found on the first result judged.
    pub(super) suffixed: std::cell::OnceCell<affixes::SuffixedLiterals<'a>>,
    /// The forms one side changed everywhere, found on the first result judged.
    pub(super) forms: std::cell::OnceCell<forms::ChangedForms<'a>>,
    /// The revisions with their line diffs, shared by the judges that read lines.
    pub(super) revisions: std::cell::OnceCell<lines::Revisions<'a>>,
    /// The lines one side edited everywhere that the other copied, found on the first
    /// result judged.
    pub(super) copies: std::cell::OnceCell<copies::MissedCopies>,
    /// The lines both sides edited, found on the first result judged.
    pub(super) edits: std::cell::OnceCell<edits::EditedTwice>,
    /// The runs one side rewrote line by line, found on the first result judged.
    pub(super) rewrites: std::cell::OnceCell<rewrites::RewrittenRuns>,
    /// The names both sides bound at one spot, found on the first result judged.
    pub(super) bindings: std::cell::OnceCell<bindings::DoubledBindings>,
    /// The ids both sides claimed, found on the first result judged.
    pub(super) claimed: std::cell::OnceCell<clashes::ClaimedValues<'a>>,
    /// Base, left and right.
    pub(super) texts: [&'a str; 3],
    /// The language's keywords ([`LanguageProfile::keywords`]), which are not names.
    pub(super) keywords: &'a rustc_hash::FxHashSet<String>,
    pub(super) marker_size: usize,
}

impl Judge<'_> {
    /// Why `merged` must not be used, if it must not: the judge's name (see
    /// [`Rejection::judge`]) and its reason.
    fn rejects(&self, merged: &StructuredMerge) -> Option<(&'static str, String)> {
        let file = (merged.conflicts > 0)
            .then(|| markers::parse(merged.text.as_bytes(), Some(self.marker_size)).ok())
            .flatten();
        // Taking left's section in every conflict, and taking right's: a line kept only in
        // one side's section would be lost by the user who takes the other, and that side
        // never deleted it. A result whose markers cannot be read back is judged whole.
        let readings: Vec<std::borrow::Cow<'_, str>> = match &file {
            Some(file) => [file.left(), file.right()]
                .into_iter()
                .map(|text| std::borrow::Cow::Owned(String::from_utf8_lossy(&text).into_owned()))
                .collect(),
            None => vec![std::borrow::Cow::Borrowed(merged.text.as_str())],
        };
        if !readings.iter().all(|reading| self.agreed.kept_by(reading)) {
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
                std::borrow::Cow::Owned(String::from_utf8_lossy(&common).into_owned())
            }
            None => std::borrow::Cow::Borrowed(merged.text.as_str()),
        };
        let [base, left, right] = self.texts;
        let dropped = self
            .dropped
            .get_or_init(|| names::DroppedNames::find(base, left, right, self.keywords));
        if let Some(why) = dropped.stale_in(&resolved) {
            return Some(("names", format!("the result looks stale ({why})")));
        }
        let suffixed =
            self.suffixed.get_or_init(|| affixes::SuffixedLiterals::find(base, left, right));
        if let Some(why) = suffixed.stale_in(&resolved) {
            return Some(("affixes", format!("the result looks stale ({why})")));
        }
        let forms = self.forms.get_or_init(|| forms::ChangedForms::find(base, left, right));
        if let Some(why) = forms.stale_in(&resolved, base) {
            return Some(("forms", format!("the result looks stale ({why})")));
        }
        let repeats =
            self.repeats.get_or_init(|| repeats::RepeatedAdditions::find(base, left, right));
        if let Some(why) = repeats.repeated_in(&resolved) {
            return Some(("repeats", format!("the result repeats an addition ({why})")));
        }
        let revisions = || self.revisions.get_or_init(|| lines::Revisions::of(base, left, right));
        let copies = self.copies.get_or_init(|| copies::MissedCopies::find_in(revisions()));
        if let Some(why) = copies.stale_in(&resolved) {
            return Some(("copies", format!("the result looks stale ({why})")));
        }
        let rewrites = self.rewrites.get_or_init(|| rewrites::RewrittenRuns::find_in(revisions()));
        if let Some(why) = rewrites.stale_in(&resolved) {
            return Some(("rewrites", format!("the result looks stale ({why})")));
        }
        let edits = self.edits.get_or_init(|| edits::EditedTwice::find_in(revisions()));
        if let Some(why) = edits.misedited_in(&resolved, base) {
            return Some((
                "edits",
                format!("the result merges a line's two edits wrongly ({why})"),
            ));
        }
        let bindings =
            self.bindings.get_or_init(|| bindings::DoubledBindings::find_in(revisions()));
        if let Some(why) = bindings.doubled_in(&resolved, base) {
            return Some(("bindings", format!("the result repeats an addition ({why})")));
        }
        let claimed = self.claimed.get_or_init(|| clashes::ClaimedValues::find(base, left, right));
        claimed
            .clash_in(&resolved)
            .map(|why| ("clashes", format!("the result gives one id to two entries ({why})")))
    }
}

/// A stage's result if the judges and `parses` (whether a clean result parses) let it
/// through; otherwise `None`, with the reason logged and recorded in `trace`.
pub(super) fn judged(
    judge: &Judge<'_>,
    merged: StructuredMerge,
    parses: impl FnOnce(&StructuredMerge) -> bool,
    stage: Method,
    trace: &SharedTrace,
) -> Option<StructuredMerge> {
    let name = if stage == Method::Regions { "regions" } else { "full" };
    let (judge, why) = match judge.rejects(&merged) {
        Some(rejection) => rejection,
        None if parses(&merged) => return Some(merged),
        None => ("parse", "the merged result does not parse".to_string()),
    };
    log::info!("{name}: {why}; rejected");
    trace.reject(stage, judge, why);
    None
}
