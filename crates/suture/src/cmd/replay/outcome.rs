//! Judging and counting: how one result compares with the committed file, and the running
//! totals of a replay ([`Tally`]) from which the summary is drawn.
//!
//! Owns: the definition of `equal`, `equal_ws`, `different` and `conflict`, and every
//! count of the summary. Must not: read the repository, merge, or print.

use super::record::{FileRecord, LanguageCounts, Outcome, Summary};

/// Compares suture's clean-or-not result with the committed file (`None`: the authors
/// deleted or moved it, which no clean merge of the three revisions reproduces).
pub fn judge(conflicts: usize, result: &[u8], committed: Option<&[u8]>) -> Outcome {
    if conflicts > 0 {
        return Outcome::Conflict;
    }
    match committed {
        Some(committed) if committed == result => Outcome::Equal,
        Some(committed) if without_whitespace(committed).eq(without_whitespace(result)) => {
            Outcome::EqualWs
        }
        _ => Outcome::Different,
    }
}

/// The bytes of `text` that are not whitespace: "equal ignoring whitespace" is equality of
/// these, as the corpus evaluation defines it (all of Python's byte `\s`, vertical tab
/// included, not only indentation), so the two measures agree file for file.
fn without_whitespace(text: &[u8]) -> impl Iterator<Item = u8> + '_ {
    text.iter().copied().filter(|&b| !(b.is_ascii_whitespace() || b == 0x0b))
}

/// What one replayed merge contributes.
#[derive(Debug, Default)]
pub struct MergeResult {
    /// The merge commit id.
    pub merge: String,
    /// How the merge ended: replayed, skipped for its merge base, or failed to read.
    pub status: MergeStatus,
    /// One record per unmerged path (content and skipped).
    pub files: Vec<FileRecord>,
    /// Time in the tree merge and reading objects, in milliseconds.
    pub tree_ms: f64,
}

/// How the replay of one merge ended.
#[derive(Debug, Default, PartialEq, Eq)]
pub enum MergeStatus {
    /// Replayed (clean or conflicting: see the files).
    #[default]
    Replayed,
    /// No single merge base.
    NoSingleBase,
    /// An object could not be read; the message says which.
    Failed(String),
}

/// The running totals.
#[derive(Debug, Default)]
pub struct Tally {
    summary: Summary,
    /// suture's time per content-conflicting file, for the median and p95.
    times: Vec<f64>,
}

impl Tally {
    /// Counts one merge.
    pub fn add(&mut self, merge: &MergeResult) {
        let s = &mut self.summary;
        s.merges_walked += 1;
        s.ms_tree += merge.tree_ms;
        match merge.status {
            MergeStatus::NoSingleBase => {
                s.merges_skipped_merge_base += 1;
                return;
            }
            MergeStatus::Failed(_) => {
                s.merges_failed += 1;
                return;
            }
            MergeStatus::Replayed => s.merges_examined += 1,
        }
        if merge.files.is_empty() {
            return;
        }
        s.merges_conflicting += 1;
        let content_only = merge.files.iter().all(|f| f.outcome != Outcome::Skipped);
        if content_only {
            s.merges_content_only += 1;
            if merge.files.iter().all(|f| f.outcome.is_clean()) {
                s.merges_resolved += 1;
                if merge
                    .files
                    .iter()
                    .all(|f| matches!(f.outcome, Outcome::Equal | Outcome::EqualWs))
                {
                    s.merges_resolved_equal += 1;
                }
            }
        }
        for file in &merge.files {
            if file.outcome == Outcome::Skipped {
                s.files_skipped += 1;
                continue;
            }
            s.files_conflicting += 1;
            s.ms_total += file.ms;
            self.times.push(file.ms);
            let language = file.language.clone().unwrap_or_else(|| "none".to_owned());
            let counts = s.languages.entry(language).or_default();
            counts.files += 1;
            match file.outcome {
                Outcome::Equal => (s.files_equal += 1, counts.equal += 1),
                Outcome::EqualWs => (s.files_equal_ws += 1, counts.equal_ws += 1),
                Outcome::Different => (s.files_different += 1, counts.different += 1),
                Outcome::Conflict => (s.files_conflict += 1, counts.conflict += 1),
                Outcome::Skipped => unreachable!("skipped files are counted above"),
            };
            if file.outcome.is_clean() {
                s.files_resolved += 1;
            }
        }
    }

    /// The summary so far; `seconds` is the wall-clock time elapsed.
    pub fn summary(&self, seconds: f64, interrupted: bool) -> Summary {
        let mut summary = self.summary.clone();
        let mut times = self.times.clone();
        times.sort_by(f64::total_cmp);
        summary.ms_median = percentile(&times, 50);
        summary.ms_p95 = percentile(&times, 95);
        summary.seconds = seconds;
        summary.interrupted = interrupted;
        summary
    }
}

/// The `p`th percentile (nearest rank) of sorted `times`; 0 for none.
fn percentile(times: &[f64], p: usize) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    let rank = (p * times.len()).div_ceil(100).max(1);
    times[rank - 1]
}

/// Per-language counts sorted by number of files, most first (ties by name).
pub fn languages_by_size(summary: &Summary) -> Vec<(&String, &LanguageCounts)> {
    let mut languages: Vec<_> = summary.languages.iter().collect();
    languages.sort_by(|a, b| b.1.files.cmp(&a.1.files).then(a.0.cmp(b.0)));
    languages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judging() {
        assert_eq!(judge(1, b"a", Some(b"a")), Outcome::Conflict);
        assert_eq!(judge(0, b"a\n", Some(b"a\n")), Outcome::Equal);
        assert_eq!(judge(0, b"f(a, b)\n", Some(b"f(a,\n  b)")), Outcome::EqualWs);
        assert_eq!(judge(0, b"a\x0b\n", Some(b"a")), Outcome::EqualWs);
        assert_eq!(judge(0, b"a\n", Some(b"b\n")), Outcome::Different);
        assert_eq!(judge(0, b"a\n", None), Outcome::Different);
    }

    #[test]
    fn percentiles() {
        assert_eq!(percentile(&[], 50), 0.0);
        assert_eq!(percentile(&[3.0], 95), 3.0);
        let times: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&times, 50), 50.0);
        assert_eq!(percentile(&times, 95), 95.0);
    }

    fn file(outcome: Outcome) -> FileRecord {
        FileRecord {
            merge: "m".into(),
            path: "a.rs".into(),
            language: Some("rust".into()),
            outcome,
            stage: "full".into(),
            ms: 1.0,
            reason: None,
        }
    }

    #[test]
    fn merges_are_resolved_only_when_every_file_is() {
        let mut tally = Tally::default();
        let merge = |files| MergeResult { files, ..Default::default() };
        tally.add(&merge(vec![]));
        tally.add(&merge(vec![file(Outcome::Equal), file(Outcome::EqualWs)]));
        tally.add(&merge(vec![file(Outcome::Equal), file(Outcome::Different)]));
        tally.add(&merge(vec![file(Outcome::Equal), file(Outcome::Conflict)]));
        tally.add(&merge(vec![file(Outcome::Equal), file(Outcome::Skipped)]));
        tally.add(&MergeResult { status: MergeStatus::NoSingleBase, ..Default::default() });
        let s = tally.summary(1.0, false);
        assert_eq!((s.merges_walked, s.merges_examined, s.merges_skipped_merge_base), (6, 5, 1));
        assert_eq!((s.merges_conflicting, s.merges_content_only), (4, 3));
        assert_eq!((s.merges_resolved, s.merges_resolved_equal), (2, 1));
        assert_eq!((s.files_conflicting, s.files_skipped, s.files_resolved), (7, 1, 6));
        assert_eq!(s.languages["rust"].files, 7);
    }
}
