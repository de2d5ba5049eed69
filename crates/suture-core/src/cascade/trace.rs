//! What the cascade did, as data: each stage that ran with its time and what it gave, and
//! every structured candidate a judge turned down with the judge's name and reason. The
//! same facts `-v`/`-vv` log as text, for callers that report them (`--json-report`).
//!
//! Owns: the record types and how the worker thread shares them with the caller. Must
//! not: decide anything; filling a trace never changes which candidate wins.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::Method;
pub use crate::merge::stacking::StackRule;
use crate::merge::stacking::Stacked;

/// What one stage of the cascade gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StageStatus {
    /// It produced a result with this many conflicts (for the structured stages: a
    /// candidate the judges let through).
    Produced(usize),
    /// Its candidate was turned down (see [`Trace::rejections`]).
    Rejected,
    /// It chose not to merge (a parse error, not UTF-8, trees it could not build).
    Declined(String),
    /// It panicked or ran out of time.
    Failed(String),
    /// It did not run, for this reason.
    Skipped(String),
}

/// One stage that the cascade ran or considered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageRun {
    /// `LineMerge`, `Regions` or `Full`.
    pub stage: Method,
    /// Wall-clock time spent in it (zero when skipped).
    pub duration: Duration,
    /// What it gave.
    pub status: StageStatus,
}

/// A structured candidate turned down by a judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    /// The stage whose candidate it was.
    pub stage: Method,
    /// The judge's short name: `agreed_lines`, `names`, `affixes`, `forms`, `repeats`,
    /// `copies`, `rewrites`, `edits`, `bindings`, `clashes`, or `parse` (a clean result
    /// that does not parse).
    pub judge: &'static str,
    /// Why, as `-v` logs it.
    pub reason: String,
}

/// A parse error that not every revision holds, which the regions stage merged around:
/// it lies outside the conflicting regions, alike in the three texts that stage merges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetAsideError {
    /// The stage that set it aside (`Regions`).
    pub stage: Method,
    /// `ERROR` (or the missing node's kind) and the erroneous text, its first line only,
    /// shortened when long.
    pub error: String,
    /// The 1-based line where base, left and right hold it; `None` where one does not.
    pub lines: [Option<usize>; 3],
}

impl SetAsideError {
    /// The record of the error compared as `key` (see [`crate::parse::ErrorNode::key`]):
    /// its first line, shortened when long.
    pub(crate) fn shown(stage: Method, key: &str, lines: [Option<usize>; 3]) -> Self {
        const LONGEST: usize = 120;
        let first = key.lines().next().unwrap_or_default();
        let mut error: String = first.chars().take(LONGEST).collect();
        if error.len() < key.len() {
            error.push('…');
        }
        SetAsideError { stage, error, lines }
    }
}

/// Both sides' insertions kept at one place of an ordered list in the result that was
/// kept (see [`crate::merge::stacking`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackedInsertion {
    /// The stage whose result holds it.
    pub stage: Method,
    /// The node kind of the list.
    pub list: &'static str,
    /// The rule that allowed keeping both.
    pub rule: StackRule,
    /// First and last line (1-based) of left's kept items in the real left revision;
    /// `None` when they cannot be found there line for line.
    pub left_lines: Option<(usize, usize)>,
    /// The same for right's kept items in the real right revision.
    pub right_lines: Option<(usize, usize)>,
}

impl StackedInsertion {
    /// The records of `stacked`, whose lines are in `merged` (the left and right texts the
    /// stage merged), with the lines moved to `real` (the left and right revisions): the
    /// regions stage merges rebuilt sides, which hold the other side's clean changes too.
    pub(crate) fn of(
        stage: Method,
        stacked: &[Stacked],
        merged: [&str; 2],
        real: [&str; 2],
    ) -> Vec<Self> {
        if stacked.is_empty() {
            return Vec::new();
        }
        let [left, right] = [0, 1].map(|i| LineMap::between(merged[i], real[i]));
        stacked
            .iter()
            .map(|record| StackedInsertion {
                stage,
                list: record.list,
                rule: record.rule,
                left_lines: left.range(record.left_lines),
                right_lines: right.range(record.right_lines),
            })
            .collect()
    }
}

/// Where the lines of one text stand in another, by their line diff.
struct LineMap {
    /// The diff's hunks: the lines each replaces in the first text and in the second.
    hunks: Vec<(std::ops::Range<usize>, std::ops::Range<usize>)>,
}

impl LineMap {
    fn between(from: &str, to: &str) -> Self {
        LineMap { hunks: crate::lines::line_hunks(from, to) }
    }

    /// The 1-based `line` of the first text in the second; `None` when the diff changed it.
    fn line(&self, line: usize) -> Option<usize> {
        let at = line.checked_sub(1)?;
        let mut shift: isize = 0;
        for (before, after) in &self.hunks {
            if at < before.start {
                break;
            }
            if at < before.end {
                return None;
            }
            shift = after.end as isize - before.end as isize;
        }
        Some((at as isize + shift) as usize + 1)
    }

    fn range(&self, (first, last): (usize, usize)) -> Option<(usize, usize)> {
        Some((self.line(first)?, self.line(last)?))
    }
}

/// The cascade's record of one merge.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Trace {
    /// The stages in the order they ran.
    pub stages: Vec<StageRun>,
    /// The candidates turned down, in order.
    pub rejections: Vec<Rejection>,
    /// The parse errors a stage merged around though not every revision holds them.
    pub parse_errors_set_aside: Vec<SetAsideError>,
    /// Both sides' insertions kept at one place of an ordered list, in the result kept
    /// (empty when the line merge was kept).
    pub stacked: Vec<StackedInsertion>,
}

impl Trace {
    /// The run of `stage`, if it was recorded.
    pub fn stage(&self, stage: Method) -> Option<&StageRun> {
        self.stages.iter().find(|run| run.stage == stage)
    }
}

/// A trace shared with the structured worker, which may still run after a timeout: the
/// caller reads what was recorded so far.
#[derive(Debug, Clone, Default)]
pub(crate) struct SharedTrace(Arc<Mutex<Trace>>);

impl SharedTrace {
    pub(crate) fn stage(&self, stage: Method, duration: Duration, status: StageStatus) {
        self.with(|trace| trace.stages.push(StageRun { stage, duration, status }));
    }

    pub(crate) fn reject(&self, stage: Method, judge: &'static str, reason: String) {
        self.with(|trace| trace.rejections.push(Rejection { stage, judge, reason }));
    }

    /// Records errors set aside, each once (a stage may run twice on texts with the same
    /// errors).
    pub(crate) fn set_aside(&self, errors: impl IntoIterator<Item = SetAsideError>) {
        self.with(|trace| {
            for error in errors {
                if !trace.parse_errors_set_aside.contains(&error) {
                    trace.parse_errors_set_aside.push(error);
                }
            }
        });
    }

    /// What was recorded so far.
    pub(crate) fn snapshot(&self) -> Trace {
        let mut copy = Trace::default();
        self.with(|trace| copy = trace.clone());
        copy
    }

    fn with(&self, f: impl FnOnce(&mut Trace)) {
        // A worker that panicked while holding the lock leaves a trace that is still whole
        // (each update is one push).
        let mut guard = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        f(&mut guard);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_moved_past_the_other_texts_changes_and_lost_inside_them() {
        let rebuilt = "a\nb\nx\nc\nd\n";
        let real = "new\nnew\na\nb\nc\nd\n";
        let map = LineMap::between(rebuilt, real);
        assert_eq!(
            [1, 2, 3, 4, 5].map(|line| map.line(line)),
            [Some(3), Some(4), None, Some(5), Some(6)]
        );
        assert_eq!(map.range((1, 2)), Some((3, 4)));
        assert_eq!(map.range((2, 3)), None);
        assert_eq!(LineMap::between(real, real).line(4), Some(4));
    }
}
