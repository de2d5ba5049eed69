//! The cascade: line merge first (clean → done, nothing parsed), then structured resolution
//! of the line merge's conflicting regions, then a full structured merge, keeping the best
//! candidate. This is the one entry point the binary calls.
//!
//! Owns: choosing between candidates, the time budget, and turning every failure of the
//! structured part (error, panic, timeout) into the line merge. Must not: merge anything
//! itself — it composes [`crate::linemerge`], [`crate::parse`] and [`crate::merge`].

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::error::{Error, Result};
use crate::linemerge::line_merge;
use crate::markers;
use crate::merge::{StructuredMerge, merge_trees};
use crate::options::{ConflictStyle, MergeOptions};
use crate::parse::{ParseOptions, parse_with};
use crate::profile::LanguageProfile;
use crate::text::{self, Prepared, is_binary};

/// Which stage produced the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Method {
    /// An input was binary: LEFT kept unchanged, reported as a conflict.
    Binary,
    /// git's line merge.
    LineMerge,
    /// Structured resolution of the line merge's conflicting regions.
    Regions,
    /// Full structured merge.
    Full,
}

impl Method {
    /// A short name for logs and the attempts store.
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Binary => "binary",
            Method::LineMerge => "line merge",
            Method::Regions => "structured (conflicting regions)",
            Method::Full => "structured (full)",
        }
    }
}

/// What the cascade produced.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The merged bytes (conflict markers included).
    pub bytes: Vec<u8>,
    /// Conflicts left in `bytes` (for `Binary`, 1).
    pub conflicts: usize,
    /// Conflicts the line merge alone had.
    pub line_merge_conflicts: usize,
    /// Which stage won.
    pub method: Method,
    /// Why the structured part was skipped or failed, when it was.
    pub fallback_reason: Option<String>,
    /// Set when the structured merge crashed or ran out of time (not when it merely
    /// declined, e.g. on a parse error): the user should hear why they got the line merge.
    pub failure: Option<String>,
}

/// Stack for the structured worker: the engine iterates rather than recurses, but a large
/// reserve (virtual memory only) keeps any residual recursion in a dependency from
/// overflowing on deeply nested input.
const WORKER_STACK: usize = 256 << 20;

/// Merges three revisions of a file. `profile` is the file's language, if suture knows it.
pub fn merge(
    base: &[u8],
    left: &[u8],
    right: &[u8],
    profile: Option<&LanguageProfile>,
    options: &MergeOptions,
) -> Outcome {
    if is_binary(base) || is_binary(left) || is_binary(right) {
        return Outcome {
            bytes: left.to_vec(),
            conflicts: 1,
            line_merge_conflicts: 1,
            method: Method::Binary,
            fallback_reason: Some("binary file".into()),
            failure: None,
        };
    }
    let started = Instant::now();
    let lines = line_merge(base, left, right, options);
    log::info!("line merge: {} conflicts in {:?}", lines.conflicts, started.elapsed());
    let line_outcome = |reason: Option<String>| Outcome {
        bytes: lines.bytes.clone(),
        conflicts: lines.conflicts,
        line_merge_conflicts: lines.conflicts,
        method: Method::LineMerge,
        fallback_reason: reason,
        failure: None,
    };
    if lines.conflicts == 0 {
        return line_outcome(None);
    }
    let Some(profile) = profile else {
        return line_outcome(Some("no structured support for this file type".into()));
    };
    let inputs = Inputs { base: base.to_vec(), left: left.to_vec(), right: right.to_vec() };
    let job_options = options.clone();
    // The worker may outlive this call on a timeout, so it owns what it reads.
    let job_profile = profile.clone();
    match run_with_budget(options.timeout, move |deadline| {
        structured(&inputs, &job_profile, &job_options, deadline)
    }) {
        Ok(Some(candidate)) => {
            let line_mass = conflict_mass(&lines.bytes, options.marker_size);
            if (candidate.conflicts, candidate.conflict_mass) < (lines.conflicts, line_mass) {
                log::info!(
                    "{}: {} conflicts left of {} in {:?}",
                    candidate.method.as_str(),
                    candidate.conflicts,
                    lines.conflicts,
                    started.elapsed()
                );
                Outcome {
                    bytes: candidate.bytes,
                    conflicts: candidate.conflicts,
                    line_merge_conflicts: lines.conflicts,
                    method: candidate.method,
                    fallback_reason: None,
                    failure: None,
                }
            } else {
                line_outcome(Some("the structured merge did not improve on the line merge".into()))
            }
        }
        Ok(None) => line_outcome(Some("the structured merge found no candidate".into())),
        Err(Abandoned::Declined(reason)) => {
            log::info!("structured merge skipped: {reason}");
            line_outcome(Some(reason))
        }
        Err(Abandoned::Failed(reason)) => {
            log::info!("structured merge abandoned: {reason}");
            Outcome { failure: Some(reason.clone()), ..line_outcome(Some(reason)) }
        }
    }
}

struct Inputs {
    base: Vec<u8>,
    left: Vec<u8>,
    right: Vec<u8>,
}

/// A structured result ready to compare with the line merge.
#[derive(Debug)]
struct Candidate {
    bytes: Vec<u8>,
    conflicts: usize,
    conflict_mass: usize,
    method: Method,
}

/// Why the structured stages gave no result.
enum Abandoned {
    /// They chose not to merge (parse error, not UTF-8, inconsistent trees): routine.
    Declined(String),
    /// They panicked or ran out of time: worth telling the user.
    Failed(String),
}

/// Runs `job` on a worker thread and waits at most `budget` for it. A panic or an overrun
/// becomes an error message; an overrunning worker is left to finish on its own (the
/// deadline it was given makes it stop soon after).
fn run_with_budget<T: Send + 'static>(
    budget: Option<Duration>,
    job: impl FnOnce(Option<Instant>) -> Result<T> + Send + 'static,
) -> Result<T, Abandoned> {
    let deadline = budget.map(|b| Instant::now() + b);
    let (sender, receiver) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("suture-structured".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(deadline)));
            let _ = sender.send(result);
        });
    if let Err(error) = spawned {
        return Err(Abandoned::Failed(format!("could not start the structured merge: {error}")));
    }
    let received = match budget {
        Some(budget) => receiver.recv_timeout(budget).map_err(|_| ()),
        None => receiver.recv().map_err(|_| ()),
    };
    match received {
        Ok(Ok(Ok(value))) => Ok(value),
        Ok(Ok(Err(Error::Timeout(_)))) | Err(()) => Err(Abandoned::Failed(format!(
            "the structured merge exceeded the time budget of {} ms",
            budget.map_or(0, |b| b.as_millis())
        ))),
        Ok(Ok(Err(error))) => Err(Abandoned::Declined(error.to_string())),
        Ok(Err(panic)) => Err(Abandoned::Failed(format!(
            "the structured merge failed: {}",
            panic_message(&panic)
        ))),
    }
}

fn panic_message(payload: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        (*text).to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "internal error".to_string()
    }
}

/// The structured stages, on the worker thread.
fn structured(
    inputs: &Inputs,
    profile: &LanguageProfile,
    options: &MergeOptions,
    deadline: Option<Instant>,
) -> Result<Option<Candidate>> {
    inject_fault();
    let base = text::prepare(&inputs.base).ok_or(Error::NotUtf8)?;
    let left = text::prepare(&inputs.left).ok_or(Error::NotUtf8)?;
    let right = text::prepare(&inputs.right).ok_or(Error::NotUtf8)?;
    let allow_errors = options.allow_parse_errors || profile.allow_parse_errors;
    let parser = Parsing { profile, allow_errors, deadline };
    let mut best: Option<Candidate> = None;

    // Stage 2: the three revisions as the line merge sees them, identical outside its
    // conflicts, so the structured merge only decides inside them.
    let started = Instant::now();
    if let Some((rb, rl, rr)) = regions(&base, &left, &right, options) {
        let trees =
            (parser.parse(&rb, "base"), parser.parse(&rl, "left"), parser.parse(&rr, "right"));
        if let (Ok(tb), Ok(tl), Ok(tr)) = trees {
            match merge_trees(&tb, &tl, &tr, profile, options) {
                Ok(merged) => {
                    log::debug!("regions: {} conflicts\n{}", merged.conflicts, merged.text);
                    if merged.conflicts > 0 || parser.accepts(&merged.text) {
                        consider(&mut best, candidate(merged, &left, Method::Regions));
                    } else {
                        log::info!("regions: the merged result does not parse; rejected");
                    }
                }
                Err(error) => log::info!("regions: {error}"),
            }
        }
    }
    log::info!("regions stage in {:?}", started.elapsed());
    if options.fast || best.as_ref().is_some_and(|b| b.conflicts == 0) {
        return Ok(best);
    }

    // Stage 3: the full structured merge of the three revisions.
    let started = Instant::now();
    let tb = parser.parse(&base.text, "base")?;
    let tl = parser.parse(&left.text, "left")?;
    let tr = parser.parse(&right.text, "right")?;
    let merged = merge_trees(&tb, &tl, &tr, profile, options)?;
    log::debug!("full: {} conflicts\n{}", merged.conflicts, merged.text);
    if merged.conflicts > 0 || parser.accepts(&merged.text) {
        consider(&mut best, candidate(merged, &left, Method::Full));
    } else {
        log::info!("full: the merged result does not parse; rejected");
    }
    log::info!("full stage in {:?}", started.elapsed());
    Ok(best)
}

/// Parsing as the structured stages need it: same profile, error policy and deadline.
struct Parsing<'p> {
    profile: &'p LanguageProfile,
    allow_errors: bool,
    deadline: Option<Instant>,
}

impl Parsing<'_> {
    fn parse<'s>(&self, source: &'s str, revision: &'static str) -> Result<crate::tree::Tree<'s>> {
        let started = Instant::now();
        let options =
            ParseOptions { allow_errors: self.allow_errors, revision, deadline: self.deadline };
        let tree = parse_with(source, self.profile, &options);
        log::debug!("parsed {revision} in {:?}", started.elapsed());
        tree
    }

    /// Whether a conflict-free result is acceptable: it must parse when the inputs had to.
    fn accepts(&self, merged: &str) -> bool {
        self.allow_errors || self.parse(merged, "result").is_ok()
    }
}

/// Keeps the better of two candidates: fewer conflicts, then less conflicting text; on a
/// tie the earlier one, which is nearer the line merge.
fn consider(best: &mut Option<Candidate>, candidate: Candidate) {
    let better = best.as_ref().is_none_or(|b| {
        (candidate.conflicts, candidate.conflict_mass) < (b.conflicts, b.conflict_mass)
    });
    if better {
        *best = Some(candidate);
    }
}

fn candidate(merged: StructuredMerge, form: &Prepared, method: Method) -> Candidate {
    Candidate {
        bytes: text::restore(&merged.text, form),
        conflicts: merged.conflicts,
        conflict_mass: merged.conflict_bytes,
        method,
    }
}

/// Reconstructs base, left and right as the line merge leaves them: its clean parts
/// applied to all three, each conflict replaced by that side's section. `None` when the
/// markers cannot be read back unambiguously.
fn regions(
    base: &Prepared,
    left: &Prepared,
    right: &Prepared,
    options: &MergeOptions,
) -> Option<(String, String, String)> {
    let marker_size = safe_marker_size([&base.text, &left.text, &right.text]);
    let diff3 = MergeOptions { style: ConflictStyle::Diff3, marker_size, ..options.clone() };
    let merged =
        line_merge(base.text.as_bytes(), left.text.as_bytes(), right.text.as_bytes(), &diff3);
    if merged.conflicts == 0 {
        return None;
    }
    let file = markers::parse(&merged.bytes, Some(marker_size)).ok()?;
    let rebuilt_base = String::from_utf8(file.base()?).ok()?;
    let rebuilt_left = String::from_utf8(file.left()).ok()?;
    let rebuilt_right = String::from_utf8(file.right()).ok()?;
    Some((rebuilt_base, rebuilt_left, rebuilt_right))
}

/// A marker length longer than any marker-like run at a line start in the inputs, so that
/// reading the line merge back can never mistake content for a marker.
fn safe_marker_size(texts: [&str; 3]) -> usize {
    let longest = texts
        .iter()
        .flat_map(|t| t.lines())
        .filter_map(|line| {
            let first = line.chars().next()?;
            matches!(first, '<' | '=' | '|' | '>')
                .then(|| line.chars().take_while(|&c| c == first).count())
        })
        .max()
        .unwrap_or(0);
    longest.max(6) + 1
}

/// Bytes inside conflict sections of a marked-up text: how much the user must read.
fn conflict_mass(bytes: &[u8], marker_size: usize) -> usize {
    markers::parse(bytes, Some(marker_size)).map_or(bytes.len(), |file| {
        file.hunks().map(|h| h.left.len() + h.right.len() + h.base.map_or(0, <[u8]>::len)).sum()
    })
}

/// Test builds only: `SUTURE_FAULT=panic` makes the structured stage panic, so the tests of
/// the fallback can prove that a failure inside the engine still yields the line merge.
fn inject_fault() {
    #[cfg(debug_assertions)]
    if std::env::var_os("SUTURE_FAULT").is_some_and(|v| v == "panic") {
        panic!("fault injected by SUTURE_FAULT");
    }
}
