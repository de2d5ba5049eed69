//! The machine-readable account of a merge (`merge --json-report`, `solve --json-report`,
//! `review --json`): the serde types, their construction from the cascade's
//! [`Outcome`] and its [`Trace`], and writing the document. Field names and values are
//! documented in `docs/json.md`; a test checks every emitted key against that page.
//!
//! `language`, `stage`, `outcome` and `ms` mean what they mean in `replay --json`: the
//! language profile's name, a cascade stage (`line_merge`, `regions`, `full`, `binary`),
//! the result's verdict (here `clean` or `conflict`) and milliseconds.
//!
//! Owns: the JSON shape. Must not: change a merge's result or exit status; failing to
//! write the report is one warning line and nothing else.

use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use suture_core::cascade::{Method, Outcome, StackRule, StageStatus, Trace};
use suture_core::markers::{self, Hunk};

use crate::{atomic, exit};

/// The version of the document's shape; raised when a field changes meaning or goes.
pub const SCHEMA: u32 = 1;

/// A cascade stage, as named in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// An input was binary: LEFT kept.
    Binary,
    /// git's line merge.
    LineMerge,
    /// Structured resolution of the line merge's conflicting regions.
    Regions,
    /// Full structured merge.
    Full,
}

impl Stage {
    /// The name in JSON (`line_merge`, ...), shared with `suture replay --json`.
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Binary => "binary",
            Stage::LineMerge => "line_merge",
            Stage::Regions => "regions",
            Stage::Full => "full",
        }
    }
}

impl From<Method> for Stage {
    fn from(method: Method) -> Self {
        match method {
            Method::Binary => Stage::Binary,
            Method::LineMerge => Stage::LineMerge,
            Method::Regions => Stage::Regions,
            Method::Full => Stage::Full,
        }
    }
}

/// The verdict on a result: whether conflicts remain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// No conflict left, exit status 0.
    Clean,
    /// Conflicts left, or the file could not be merged (exit status other than 0).
    Conflict,
}

impl Verdict {
    fn of_exit(status: u8) -> Self {
        if status == exit::CLEAN { Verdict::Clean } else { Verdict::Conflict }
    }
}

/// The whole document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// [`SCHEMA`].
    pub schema: u32,
    /// The suture version that wrote it.
    pub suture_version: String,
    /// `merge`, `solve` or `review`.
    pub command: String,
    /// `clean` when every file is, else `conflict`.
    pub outcome: Verdict,
    /// The process exit status.
    pub exit_status: u8,
    /// One account per file merged.
    pub files: Vec<FileAccount>,
}

impl Report {
    /// A report of `files`, with the command's exit status.
    pub fn new(command: &str, exit_status: u8, files: Vec<FileAccount>) -> Self {
        Report {
            schema: SCHEMA,
            suture_version: env!("CARGO_PKG_VERSION").to_string(),
            command: command.to_string(),
            outcome: Verdict::of_exit(exit_status),
            exit_status,
            files,
        }
    }

    /// Writes the report to `path` (atomically); a failure is one warning line on stderr
    /// and changes nothing else.
    pub fn write_or_warn(&self, path: &Path) {
        let written =
            serde_json::to_vec_pretty(self).map_err(std::io::Error::other).and_then(|mut json| {
                json.push(b'\n');
                atomic::write(path, &json)
            });
        if let Err(error) = written {
            say!("suture: warning: cannot write the JSON report to {}: {error}", path.display());
        }
    }
}

/// What became of one file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FileAccount {
    /// The file as messages name it.
    pub path: String,
    /// The stored attempt's id, when one was stored.
    pub attempt: Option<String>,
    /// The language profile's name; `null` when none applied.
    pub language: Option<String>,
    /// `clean` or `conflict`.
    pub outcome: Verdict,
    /// The stage whose result was kept; `null` when the file was not merged.
    pub stage: Option<Stage>,
    /// This file's exit status (for `merge`, the process's).
    pub exit_status: u8,
    /// Conflicts of git's line merge.
    pub line_merge_conflicts: usize,
    /// Conflicts left in the result.
    pub conflicts_left: usize,
    /// Each conflict of the line merge and what became of it.
    pub conflicts: Vec<Conflict>,
    /// The stages in the order they ran.
    pub stages: Vec<StageRun>,
    /// Structured candidates that a judge turned down.
    pub rejections: Vec<Rejection>,
    /// Parse errors the structured merge worked around though not every revision holds
    /// them (absent from accounts stored by an older suture).
    #[serde(default)]
    pub parse_errors_set_aside: Vec<SetAsideError>,
    /// Places of an ordered list where the result kept both sides' different insertions,
    /// and the rule that allowed it (absent from accounts stored by an older suture).
    #[serde(default)]
    pub stacked: Vec<Stacked>,
    /// Why the line merge was kept, when it was and a reason is known.
    pub fallback_reason: Option<String>,
    /// Set when the structured merge crashed or ran out of time.
    pub failure: Option<String>,
    /// Set when the file could not be merged at all.
    pub error: Option<String>,
    /// Milliseconds spent in the stages, together.
    pub ms: f64,
}

/// One conflict of the line merge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Conflict {
    /// 1-based line of its `<<<<<<<` marker in the line merge's output.
    pub start_line: usize,
    /// 1-based line of its `>>>>>>>` marker.
    pub end_line: usize,
    /// `solved` or `left`.
    pub fate: Fate,
    /// The stage that solved it; `null` when left.
    pub stage: Option<Stage>,
}

/// What became of a conflict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// The result has no conflict traced to it.
    Solved,
    /// A conflict of the result is traced to it.
    Left,
}

/// One stage that ran or was considered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StageRun {
    /// The stage.
    pub stage: Stage,
    /// `produced`, `rejected`, `declined`, `failed` or `skipped`.
    pub status: String,
    /// Conflicts in what it produced (`produced` only).
    pub conflicts: Option<usize>,
    /// Why it declined, failed or was skipped.
    pub reason: Option<String>,
    /// Milliseconds spent in it.
    pub ms: f64,
}

/// A structured candidate turned down.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rejection {
    /// The stage whose candidate it was.
    pub stage: Stage,
    /// The judge's name.
    pub judge: String,
    /// Its reason.
    pub reason: String,
}

/// A parse error set aside: outside the conflicting regions, so the structured merge of
/// those regions went ahead though not every revision holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetAsideError {
    /// The stage that set it aside.
    pub stage: Stage,
    /// `ERROR` (or the missing node's kind) and the first line of its text.
    pub error: String,
    /// 1-based line where base holds it; `null` when base does not.
    pub base_line: Option<usize>,
    /// 1-based line where left holds it; `null` when left does not.
    pub left_line: Option<usize>,
    /// 1-based line where right holds it; `null` when right does not.
    pub right_line: Option<usize>,
}

/// Both sides' different insertions at one place of an ordered list, both kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stacked {
    /// The stage whose result holds them (the stage kept).
    pub stage: Stage,
    /// The node kind of the list, as `suture languages --explain` names it.
    pub list: String,
    /// `independent` or `sorted`.
    pub rule: StackRuleName,
    /// 1-based first line of left's kept items in the left revision; `null` when they
    /// cannot be found there line for line.
    pub left_first_line: Option<usize>,
    /// Their last line, or `null`.
    pub left_last_line: Option<usize>,
    /// 1-based first line of right's kept items in the right revision, or `null`.
    pub right_first_line: Option<usize>,
    /// Their last line, or `null`.
    pub right_last_line: Option<usize>,
}

/// The rule that let both insertions stay, as named in JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StackRuleName {
    /// The language profile names the list's items independent: left's first, then right's.
    Independent,
    /// The run around the insertions is sorted: each at its sorted place.
    Sorted,
}

impl From<StackRule> for StackRuleName {
    fn from(rule: StackRule) -> Self {
        match rule {
            StackRule::Independent => StackRuleName::Independent,
            StackRule::Sorted => StackRuleName::Sorted,
        }
    }
}

/// Milliseconds with microsecond precision.
fn ms(duration: Duration) -> f64 {
    (duration.as_secs_f64() * 1_000_000.0).round() / 1000.0
}

impl FileAccount {
    /// An account of a file that was not merged (unreadable, malformed markers, …).
    pub fn unmerged(path: &str, exit_status: u8, error: Option<String>) -> Self {
        FileAccount {
            path: path.to_string(),
            attempt: None,
            language: None,
            outcome: Verdict::of_exit(exit_status),
            stage: None,
            exit_status,
            line_merge_conflicts: 0,
            conflicts_left: 0,
            conflicts: Vec::new(),
            stages: Vec::new(),
            rejections: Vec::new(),
            parse_errors_set_aside: Vec::new(),
            stacked: Vec::new(),
            fallback_reason: None,
            failure: None,
            error,
            ms: 0.0,
        }
    }

    /// Sets the exit status, and the verdict that follows from it.
    pub fn set_exit_status(&mut self, status: u8) {
        self.exit_status = status;
        self.outcome = Verdict::of_exit(status);
    }

    /// The account of a merge: `line` is the line merge's output (for the conflicts' line
    /// ranges), read with `marker_size` as is `outcome.bytes`.
    pub fn of_merge(
        path: &str,
        language: Option<&str>,
        outcome: &Outcome,
        line: &[u8],
        marker_size: usize,
        exit_status: u8,
    ) -> Self {
        let conflicts = if outcome.method == Method::Binary {
            Vec::new()
        } else {
            fates(line, &outcome.bytes, marker_size, outcome.conflicts, outcome.method.into())
        };
        FileAccount {
            language: language.map(str::to_string),
            stage: Some(outcome.method.into()),
            line_merge_conflicts: outcome.line_merge_conflicts,
            conflicts_left: outcome.conflicts,
            conflicts,
            stages: outcome.trace.stages.iter().map(stage_run).collect(),
            rejections: rejections(&outcome.trace),
            parse_errors_set_aside: set_aside(&outcome.trace),
            stacked: stacked(&outcome.trace),
            fallback_reason: outcome.fallback_reason.clone(),
            failure: outcome.failure.clone(),
            ms: ms(outcome.trace.stages.iter().map(|run| run.duration).sum()),
            ..FileAccount::unmerged(path, exit_status, None)
        }
    }

    /// The account of a stored attempt without a stored account (one from an older
    /// suture): what its files tell, with no stages, rejections nor times.
    pub fn from_files(
        path: &str,
        language: Option<&str>,
        stage: Stage,
        line: &[u8],
        result: &[u8],
        marker_size: usize,
    ) -> Self {
        let count = |bytes| markers::parse(bytes, Some(marker_size)).map_or(0, |f| f.conflicts());
        let left = count(result);
        let exit_status = if left == 0 { exit::CLEAN } else { exit::CONFLICTS };
        FileAccount {
            language: language.map(str::to_string),
            stage: Some(stage),
            line_merge_conflicts: count(line),
            conflicts_left: left,
            conflicts: fates(line, result, marker_size, left, stage),
            ..FileAccount::unmerged(path, exit_status, None)
        }
    }
}

fn stage_run(run: &suture_core::cascade::StageRun) -> StageRun {
    let (status, conflicts, reason) = match &run.status {
        StageStatus::Produced(n) => ("produced", Some(*n), None),
        StageStatus::Rejected => ("rejected", None, None),
        StageStatus::Declined(why) => ("declined", None, Some(why.clone())),
        StageStatus::Failed(why) => ("failed", None, Some(why.clone())),
        StageStatus::Skipped(why) => ("skipped", None, Some(why.clone())),
    };
    StageRun {
        stage: run.stage.into(),
        status: status.into(),
        conflicts,
        reason,
        ms: ms(run.duration),
    }
}

fn rejections(trace: &Trace) -> Vec<Rejection> {
    trace
        .rejections
        .iter()
        .map(|r| Rejection {
            stage: r.stage.into(),
            judge: r.judge.into(),
            reason: r.reason.clone(),
        })
        .collect()
}

fn set_aside(trace: &Trace) -> Vec<SetAsideError> {
    trace
        .parse_errors_set_aside
        .iter()
        .map(|e| {
            let [base_line, left_line, right_line] = e.lines;
            SetAsideError {
                stage: e.stage.into(),
                error: e.error.clone(),
                base_line,
                left_line,
                right_line,
            }
        })
        .collect()
}

fn stacked(trace: &Trace) -> Vec<Stacked> {
    trace
        .stacked
        .iter()
        .map(|s| Stacked {
            stage: s.stage.into(),
            list: s.list.to_string(),
            rule: s.rule.into(),
            left_first_line: s.left_lines.map(|(first, _)| first),
            left_last_line: s.left_lines.map(|(_, last)| last),
            right_first_line: s.right_lines.map(|(first, _)| first),
            right_last_line: s.right_lines.map(|(_, last)| last),
        })
        .collect()
}

/// Each conflict of the line merge `line` and its fate in `result`, produced by `stage`
/// with `left` conflicts. All are solved when none is left and all left when the line
/// merge was kept; otherwise each conflict of the result is traced to the line merge's
/// conflict whose sections share the most lines with it (in file order; by order alone
/// when none shares a line), and the conflicts nothing is traced to were solved.
fn fates(
    line: &[u8],
    result: &[u8],
    marker_size: usize,
    left: usize,
    stage: Stage,
) -> Vec<Conflict> {
    let Ok(line_file) = markers::parse(line, Some(marker_size)) else { return Vec::new() };
    let hunks: Vec<&Hunk<'_>> = line_file.hunks().collect();
    let mut kept = vec![stage == Stage::LineMerge; hunks.len()];
    if left > 0 && stage != Stage::LineMerge {
        let result_file = markers::parse(result, Some(marker_size)).ok();
        let result_hunks: Vec<&Hunk<'_>> =
            result_file.as_ref().map(|f| f.hunks().collect()).unwrap_or_default();
        let sections: Vec<Vec<&[u8]>> = hunks.iter().map(|h| section_lines(h)).collect();
        let mut next = 0;
        for hunk in result_hunks {
            let wanted = section_lines(hunk);
            let shared = |i: usize| wanted.iter().filter(|l| sections[i].contains(l)).count();
            let best = (next..hunks.len())
                .chain(0..next)
                .map(|i| (shared(i), i))
                .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
                .filter(|&(n, _)| n > 0)
                .map(|(_, i)| i)
                .or_else(|| (next..hunks.len()).find(|&i| !kept[i]));
            if let Some(i) = best {
                kept[i] = true;
                next = i;
            }
        }
    }
    hunks
        .iter()
        .zip(kept)
        .map(|(hunk, kept)| Conflict {
            start_line: hunk.line,
            end_line: hunk.line
                + marker_lines(hunk)
                + lines_in(hunk.left)
                + lines_in(hunk.right)
                + hunk.base.map_or(0, lines_in)
                - 1,
            fate: if kept { Fate::Left } else { Fate::Solved },
            stage: (!kept).then_some(stage),
        })
        .collect()
}

/// The non-blank lines of a conflict's sections, trimmed.
fn section_lines<'a>(hunk: &Hunk<'a>) -> Vec<&'a [u8]> {
    [Some(hunk.left), hunk.base, Some(hunk.right)]
        .into_iter()
        .flatten()
        .flat_map(|section| section.split(|&b| b == b'\n'))
        .map(<[u8]>::trim_ascii)
        .filter(|l| !l.is_empty())
        .collect()
}

fn marker_lines(hunk: &Hunk<'_>) -> usize {
    if hunk.base.is_some() { 4 } else { 3 }
}

fn lines_in(section: &[u8]) -> usize {
    let newlines = section.iter().filter(|&&b| b == b'\n').count();
    newlines + usize::from(!section.is_empty() && !section.ends_with(b"\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &[u8] = b"a\n<<<<<<< ours\nx = 1\n||||||| base\nx = 0\n=======\nx = 2\n>>>>>>> theirs\nb\n<<<<<<< ours\ny = 1\n=======\ny = 2\n>>>>>>> theirs\n";

    #[test]
    fn ranges_cover_the_markers() {
        let all = fates(LINE, b"", 7, 0, Stage::Regions);
        assert_eq!(
            all.iter().map(|c| (c.start_line, c.end_line)).collect::<Vec<_>>(),
            [(2, 8), (10, 14)]
        );
        assert!(all.iter().all(|c| c.fate == Fate::Solved && c.stage == Some(Stage::Regions)));
        let kept = fates(LINE, LINE, 7, 2, Stage::LineMerge);
        assert!(kept.iter().all(|c| c.fate == Fate::Left && c.stage.is_none()));
    }

    #[test]
    fn a_conflict_left_is_traced_by_its_lines() {
        let result = b"a\nx = 2\nb\n<<<<<<< ours\ny = 1\n=======\ny = 2\n>>>>>>> theirs\n";
        let fates = fates(LINE, result, 7, 1, Stage::Full);
        assert_eq!(fates[0].fate, Fate::Solved);
        assert_eq!(fates[0].stage, Some(Stage::Full));
        assert_eq!(fates[1].fate, Fate::Left);
    }

    #[test]
    fn the_report_serializes_stages_in_snake_case() {
        let report = Report::new("merge", 1, vec![FileAccount::unmerged("a.rs", 1, None)]);
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["outcome"], "conflict");
        assert_eq!(serde_json::to_value(Stage::LineMerge).unwrap(), "line_merge");
        for stage in [Stage::Binary, Stage::LineMerge, Stage::Regions, Stage::Full] {
            assert_eq!(serde_json::to_value(stage).unwrap(), stage.as_str());
        }
    }
}
