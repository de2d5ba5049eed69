//! The `agreed_lines` judge: refuses a result that drops a line both sides agree on.
//!
//! The lines outside the line merge's conflicts that both sides still hold are what git's
//! merge settles without asking, so both sides' intent on them is known. A structured
//! result may re-indent them or move a separator, but one that drops such a line has lost
//! work (a false match that folded a container away, say) and is refused whatever its
//! conflict count. A line kept only in one side's section of a conflict counts as dropped:
//! the user who takes the other section loses it, and that side never deleted it.
//!
//! Owns: how agreed lines are compared, and the check. Must not: find the agreed lines
//! (the cascade reads them off the line merge), merge, parse, or change a result: it only
//! says whether one is suspect.

use rustc_hash::FxHashMap;

use super::{Evidence, Judge, Proposal};

/// The lines outside the line merge's conflicts that both sides still hold, each with how
/// often the line merge holds it.
#[derive(Default)]
pub(in crate::cascade) struct AgreedLines(pub(in crate::cascade) FxHashMap<String, usize>);

impl AgreedLines {
    /// A line as compared: indentation, trailing white space and a trailing separator do
    /// not count (a list element gains or loses its comma as neighbours come and go).
    pub(in crate::cascade) fn key(line: &str) -> String {
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

/// Refuses a result that, read either way its conflicts may be taken, drops an agreed line.
pub(super) struct DroppedAgreedLines<'a>(&'a AgreedLines);

impl<'a> Judge<'a> for DroppedAgreedLines<'a> {
    const NAME: &'static str = "agreed_lines";

    fn learn(evidence: &Evidence<'a>) -> Self {
        DroppedAgreedLines(evidence.agreed)
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        let kept = proposal.readings.iter().all(|reading| self.0.kept_by(reading));
        (!kept).then(|| "the result drops lines both sides agree on".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn agreed_on(lines: &[&str]) -> AgreedLines {
        let mut counts = FxHashMap::default();
        for line in lines {
            *counts.entry(AgreedLines::key(line)).or_insert(0) += 1;
        }
        AgreedLines(counts)
    }

    #[test]
    fn a_result_missing_an_agreed_line_is_refused_and_layout_does_not_count() {
        let agreed = agreed_on(&["    \"a\": 1,", "}"]);
        let judge = DroppedAgreedLines(&agreed);
        let refused = |text: &str| judge.refuses(&Proposal::clean(text));
        assert_eq!(refused("{\n  \"a\": 1\n}\n"), None);
        assert!(refused("{\n  \"b\": 1\n}\n").is_some());
        // A line the line merge holds twice must be held twice.
        let twice = agreed_on(&["}", "}"]);
        assert!(DroppedAgreedLines(&twice).refuses(&Proposal::clean("{\n}\n")).is_some());
    }

    #[test]
    fn a_line_kept_in_one_side_of_a_conflict_only_is_dropped() {
        let agreed = agreed_on(&["keep"]);
        let judge = DroppedAgreedLines(&agreed);
        let one_side =
            Proposal { readings: vec!["keep\nx\n".into(), "y\n".into()], resolved: "".into() };
        assert!(judge.refuses(&one_side).is_some());
        let both =
            Proposal { readings: vec!["keep\nx\n".into(), "keep\n".into()], resolved: "".into() };
        assert_eq!(judge.refuses(&both), None);
    }
}
