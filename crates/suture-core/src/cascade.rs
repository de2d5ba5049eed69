//! The cascade: line merge first (clean → done, nothing parsed), then structured resolution
//! of the line merge's conflicting regions, then a full structured merge, keeping the best
//! candidate. This is the one entry point the binary calls. Before a structured candidate
//! is considered, the judges read it against the three revisions and turn it down when it
//! looks wrong: each judge in the private module `judges` refuses one kind of suspect
//! result, every one measured on real merges. What each stage did and each rejection is
//! recorded as data in [`Outcome::trace`] (`trace`).
//!
//! Owns: choosing between candidates, the time budget, and turning every failure of the
//! structured part (error, panic, timeout) into the line merge. Must not: merge anything
//! itself — it composes [`crate::linemerge`], [`crate::parse`] and [`crate::merge`].

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rustc_hash::FxHashMap;

use crate::error::{Error, Result};
use crate::linemerge::{LineMerge, line_merge};
use crate::markers;
use crate::matching::dot::to_dot;
use crate::merge::{StructuredMerge, debug_dump, matchings, merge_with_matchings};
use crate::options::{ConflictStyle, MergeOptions};
use crate::profile::LanguageProfile;
use crate::revision::ThreeWay;
use crate::text::{self, Prepared, is_binary};
use crate::tree::Tree;

mod judges;
mod layout;
mod moves;
mod trace;
use crate::parse::revisions::{Checked, Parsing, Trees};
pub use judges::JUDGES;
use judges::{AgreedLines, Judges, judged};
use trace::SharedTrace;
pub use trace::{
    Rejection, SetAsideError, StackRule, StackedInsertion, StageRun, StageStatus, Trace,
};

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
    /// What each stage did and which candidates were turned down, as data.
    pub trace: Trace,
}

impl Outcome {
    /// Records the line merge's time as the first stage of [`Outcome::trace`], for a
    /// caller that ran [`line_merge`] itself before [`merge_from_lines`].
    pub fn record_line_merge(&mut self, duration: Duration) {
        let run = StageRun {
            stage: Method::LineMerge,
            duration,
            status: StageStatus::Produced(self.line_merge_conflicts),
        };
        self.trace.stages.insert(0, run);
    }
}

/// Stack for the structured worker: the engine iterates rather than recurses, but a large
/// reserve (virtual memory only) keeps any residual recursion in a dependency from
/// overflowing on deeply nested input.
const WORKER_STACK: usize = 256 << 20;

/// Largest input, all three revisions together, that the structured merge takes on. Its
/// trees cost about 100 to 300 times the text in memory; past this size (about 20,000
/// lines per revision) the line merge is kept, so that a merge driver never needs more
/// than a few hundred megabytes nor most of its time budget on one file.
pub const MAX_STRUCTURED_BYTES: usize = 2 << 20;

/// Merges three revisions of a file. `profile` is the file's language, if suture knows it.
pub fn merge(
    base: &[u8],
    left: &[u8],
    right: &[u8],
    profile: Option<&LanguageProfile>,
    options: &MergeOptions,
) -> Outcome {
    merge_with_debug(base, left, right, profile, options, None)
}

/// [`merge`], and with `debug = Some(DIR)` (`--debug DIR`) each structured stage that runs
/// writes into DIR what it decided from: `<stage>.base-left.dot`, `<stage>.base-right.dot`
/// and `<stage>.left-right.dot` (the three matchings, Graphviz) and
/// `<stage>.changesets.txt` (the class mapping and PCS changesets), where `<stage>` is
/// `regions` or `full`. DIR is created if missing; failing to write there is logged and
/// never changes the merge.
pub fn merge_with_debug(
    base: &[u8],
    left: &[u8],
    right: &[u8],
    profile: Option<&LanguageProfile>,
    options: &MergeOptions,
    debug: Option<&Path>,
) -> Outcome {
    if is_binary(base) || is_binary(left) || is_binary(right) {
        return Outcome {
            bytes: left.to_vec(),
            conflicts: 1,
            line_merge_conflicts: 1,
            method: Method::Binary,
            fallback_reason: Some("binary file".into()),
            failure: None,
            trace: Trace::default(),
        };
    }
    let started = Instant::now();
    let lines = line_merge(base, left, right, options);
    let elapsed = started.elapsed();
    log::info!("line merge: {} conflicts in {elapsed:?}", lines.conflicts);
    let mut outcome = merge_from_lines(lines, [base, left, right], profile, options, debug);
    outcome.record_line_merge(elapsed);
    outcome
}

/// The cascade past its line merge: [`merge_with_debug`] for a caller that already holds
/// `lines`, the [`line_merge`] of the same non-binary inputs with the same options (the
/// merge command runs it first to learn whether the gitattributes need reading at all).
/// Its trace starts after the line merge: see [`Outcome::record_line_merge`].
pub fn merge_from_lines(
    lines: LineMerge,
    inputs: [&[u8]; 3],
    profile: Option<&LanguageProfile>,
    options: &MergeOptions,
    debug: Option<&Path>,
) -> Outcome {
    let [base, left, right] = inputs;
    let started = Instant::now();
    let shared = SharedTrace::default();
    if lines.conflicts == 0 {
        // The clean path: the line merge's bytes are the result, moved, not copied.
        return Outcome {
            bytes: lines.bytes,
            conflicts: 0,
            line_merge_conflicts: 0,
            method: Method::LineMerge,
            fallback_reason: None,
            failure: None,
            trace: shared.snapshot(),
        };
    }
    let line_outcome = |reason: Option<String>| Outcome {
        bytes: lines.bytes.clone(),
        conflicts: lines.conflicts,
        line_merge_conflicts: lines.conflicts,
        method: Method::LineMerge,
        fallback_reason: reason,
        failure: None,
        trace: shared.snapshot(),
    };
    let skipped = |reason: String| {
        shared.stage(Method::Regions, Duration::ZERO, StageStatus::Skipped(reason.clone()));
        line_outcome(Some(reason))
    };
    let Some(profile) = profile else {
        return skipped("no structured support for this file type".into());
    };
    let profile = profile.for_content(&inputs);
    let total = base.len() + left.len() + right.len();
    if total > MAX_STRUCTURED_BYTES {
        return skipped(format!(
            "the three revisions hold {total} bytes, more than the structured merge takes ({MAX_STRUCTURED_BYTES})"
        ));
    }
    let inputs = Inputs { base: base.to_vec(), left: left.to_vec(), right: right.to_vec() };
    let job_options = options.clone();
    // The worker may outlive this call on a timeout, so it owns what it reads.
    let job_profile = profile.clone();
    let job_debug: Option<PathBuf> = debug.map(Path::to_path_buf);
    let job_trace = shared.clone();
    let result = run_with_budget(options.timeout, move |deadline| {
        let debug = job_debug.as_deref();
        structured(&inputs, &job_profile, &job_options, deadline, debug, &job_trace)
    });
    // A stage that ended in an error or overran was not recorded by the worker: it is the
    // first one without a record.
    if let Err(abandoned) = &result {
        let recorded = shared.snapshot();
        let spent: Duration = recorded.stages.iter().map(|run| run.duration).sum();
        let stage =
            if recorded.stage(Method::Regions).is_none() { Method::Regions } else { Method::Full };
        let status = match abandoned {
            Abandoned::Declined(reason) => StageStatus::Declined(reason.clone()),
            Abandoned::Failed(reason) => StageStatus::Failed(reason.clone()),
        };
        if recorded.stage(stage).is_none() {
            shared.stage(stage, started.elapsed().saturating_sub(spent), status);
        }
    }
    match result {
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
                    trace: Trace { stacked: candidate.stacked, ..shared.snapshot() },
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
    /// Both sides' insertions it kept at one place of an ordered list.
    stacked: Vec<StackedInsertion>,
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
///
/// Each distinct text is parsed once: the regions stage's rebuilt revisions often equal
/// the real ones (always on the side without clean changes of its own), and then the full
/// stage reuses their trees; when all three are equal the full stage would repeat the
/// regions stage exactly and is skipped.
fn structured(
    inputs: &Inputs,
    profile: &LanguageProfile,
    options: &MergeOptions,
    deadline: Option<Instant>,
    debug: Option<&Path>,
    trace: &SharedTrace,
) -> Result<Option<Candidate>> {
    inject_fault();
    let base = text::prepare(&inputs.base).ok_or(Error::NotUtf8)?;
    let left = text::prepare(&inputs.left).ok_or(Error::NotUtf8)?;
    let right = text::prepare(&inputs.right).ok_or(Error::NotUtf8)?;
    // The result's BOM and line endings: the side that changed them wins.
    let form = text::merged_form(&base, &left, &right);
    let allow_errors = options.allow_parse_errors || profile.allow_parse_errors;
    let parser = Parsing { profile, allow_errors, deadline };
    let diff3 = Diff3::of(&base, &left, &right, options);
    let rebuilt = diff3.as_ref().and_then(Diff3::regions_as_merged);
    // Declared before the trees, which borrow what they parse.
    let settled_cell = std::cell::OnceCell::new();
    let agreed = diff3.as_ref().map_or_else(AgreedLines::default, |d| d.agreed(&left, &right));
    let mut progress = Progress::default();
    let lexicon = std::cell::OnceCell::new();
    let judge = Judges::new(
        &agreed,
        [&base.text, &left.text, &right.text],
        &lexicon,
        profile,
        options.marker_size,
        &options.without_judges,
    );
    let settings = StageSettings { profile, options, debug, trace };
    let stages = Stages {
        revisions: [
            (base.text.as_str(), "base", None),
            (left.text.as_str(), "left", None),
            (right.text.as_str(), "right", None),
        ],
        parser: &parser,
        judge: &judge,
        settings: &settings,
        form: &form,
    };
    stages.regions(diff3.as_ref(), &rebuilt, &settled_cell, &mut progress);
    // What each side changed line by line, read once for the two questions about moves.
    let [(b, ..), (l, ..), (r, ..)] = stages.revisions;
    let changes = progress.best.is_some().then(|| moves::SideChanges::of(b, l, r));
    if changes.as_ref().is_some_and(moves::SideChanges::moved_where_deleted) {
        // The regions stage merged git's clean keeping of a moved copy that the other side
        // deleted: only the full merge may decide what follows.
        log::info!("regions: result set aside: a side moved lines the other side deleted");
        progress.best = None;
        if options.fast {
            trace.stage(Method::Full, Duration::ZERO, StageStatus::Skipped("--fast".into()));
            return Ok(None);
        }
        stages.full(&rebuilt, &mut progress)?;
        return Ok(progress.best);
    }
    if let Some(reason) =
        stages.reason_to_skip_full(&rebuilt, progress.best.as_ref(), changes.as_ref())
    {
        trace.stage(Method::Full, Duration::ZERO, StageStatus::Skipped(reason.into()));
        return Ok(progress.best);
    }
    stages.full(&rebuilt, &mut progress)?;
    Ok(progress.best)
}

/// The texts the line merge rebuilt: base, left and right as it leaves them.
type Rebuilt = Option<(String, String, String)>;

/// What the structured stages accumulate: the parsed trees, the texts already checked to
/// parse, and the best candidate so far.
#[derive(Default)]
struct Progress<'s> {
    trees: Trees<'s>,
    checked: Checked,
    best: Option<Candidate>,
}

/// What every structured stage shares: the real revisions (whose parse errors a rebuilt
/// one may hold), the parser, the judge, the stage's settings and the result's form.
struct Stages<'r, 's> {
    revisions: [(&'s str, &'static str, Option<&'s str>); 3],
    parser: &'r Parsing<'r>,
    judge: &'r Judges<'s>,
    settings: &'r StageSettings<'r>,
    form: &'r Prepared,
}

/// What every structured stage reads besides its trees.
struct StageSettings<'r> {
    profile: &'r LanguageProfile,
    options: &'r MergeOptions,
    /// Where `--debug DIR` writes the matchings and changesets.
    debug: Option<&'r Path>,
    trace: &'r SharedTrace,
}

impl<'s> Stages<'_, 's> {
    /// Stage 2: the three revisions as the line merge sees them, identical outside its
    /// conflicts, so the structured merge only decides inside them. The structured merge
    /// of a hunk that one side only re-laid out keeps both the layout and the other side's
    /// edit; where it leaves a conflict, the hunk settled (see `layout`) keeps the edit.
    fn regions(
        &self,
        diff3: Option<&Diff3>,
        rebuilt: &'s Rebuilt,
        settled_cell: &'s std::cell::OnceCell<Rebuilt>,
        progress: &mut Progress<'s>,
    ) {
        let started = Instant::now();
        let mut status = match rebuilt {
            Some((rb, rl, rr)) => self.run([rb, rl, rr], progress),
            None => {
                StageStatus::Skipped("the line merge's conflicts could not be read back".into())
            }
        };
        let unsettled = progress.best.as_ref().is_none_or(|b| b.conflicts > 0);
        let settled = match (diff3, rebuilt) {
            (Some(diff3), Some((rb, rl, rr))) if unsettled => settled_cell.get_or_init(|| {
                let wanted = [
                    (rb.as_str(), "base", None),
                    (rl.as_str(), "left", None),
                    (rr.as_str(), "right", None),
                ];
                let trees = &mut progress.trees;
                let [b, l, r] = trees.parse_each(self.parser, wanted).ok()?;
                let trees = [trees.get(b), trees.get(l), trees.get(r)];
                diff3
                    .regions(trees, self.settings.profile.significant_indentation)
                    .filter(|settled| Some(settled) != rebuilt.as_ref())
            }),
            _ => &None,
        };
        if let Some((rb, rl, rr)) = settled {
            log::info!("regions: again, with the hunks one side only re-laid out settled");
            let again = self.run([rb, rl, rr], progress);
            if matches!(again, StageStatus::Produced(_))
                || !matches!(status, StageStatus::Produced(_))
            {
                status = again;
            }
        }
        self.settings.trace.stage(Method::Regions, started.elapsed(), status);
        log::info!("regions stage in {:?}", started.elapsed());
    }

    /// Why the full stage need not run after the regions stage, if it need not.
    fn reason_to_skip_full(
        &self,
        rebuilt: &Rebuilt,
        best: Option<&Candidate>,
        changes: Option<&moves::SideChanges<'_>>,
    ) -> Option<&str> {
        if self.settings.options.fast {
            return Some("--fast");
        }
        if best.is_some_and(|b| b.conflicts == 0) {
            return Some("the regions stage left no conflict");
        }
        let [(base, ..), (left, ..), (right, ..)] = self.revisions;
        let same_inputs = rebuilt.as_ref().is_some_and(|(rb, rl, rr)| {
            (rb.as_str(), rl.as_str(), rr.as_str()) == (base, left, right)
        });
        if same_inputs {
            log::info!("full stage skipped: the regions stage merged the same three revisions");
            return Some("the regions stage merged the same three revisions");
        }
        // Changes that stay in place are the regions stage's to merge: it saw them all,
        // with their context. What only the whole revisions show (see `moves`) is a move,
        // which the other side's edits must follow, or one insertion both sides made at
        // places the line diff aligned differently. Without either, the full stage is
        // skipped: on real merges its extra results were more often not what the authors
        // committed than what they did.
        if let Some(changes) = changes {
            match changes.reason_for_the_full_merge() {
                Some(reason) => log::info!("full stage runs: {reason}"),
                None => {
                    let reason = "no side moved lines, and the sides inserted no line alike";
                    log::info!("full stage skipped: {reason}");
                    return Some(reason);
                }
            }
        }
        None
    }

    /// Stage 3: the full structured merge of the three revisions.
    fn full(&self, rebuilt: &'s Rebuilt, progress: &mut Progress<'s>) -> Result<()> {
        let (parser, trace) = (self.parser, self.settings.trace);
        let started = Instant::now();
        // Each revision differs from its regions-stage form only where the other side
        // changed cleanly: parsed from that form's tree.
        let like = |i: usize| rebuilt.as_ref().map(|r| [&r.0, &r.1, &r.2][i].as_str());
        let [(base, ..), (left, ..), (right, ..)] = self.revisions;
        let wanted = [(base, "base", like(0)), (left, "left", like(1)), (right, "right", like(2))];
        let Progress { trees, checked, best } = progress;
        let [b, l, r] = trees.parse_each(parser, wanted)?;
        let (tb, tl, tr) = (trees.get(b), trees.get(l), trees.get(r));
        let merged = merge_stage(ThreeWay::new(tb, tl, tr), self.settings, "full")?;
        let accept = |merged: &StructuredMerge| {
            merged.conflicts > 0 || checked.accepts(parser, trees, &merged.text, left)
        };
        let status = match judged(self.judge, merged, [tb, tl, tr], accept, Method::Full, trace) {
            Some(merged) => {
                let conflicts = merged.conflicts;
                let sides = [[left, right], [left, right]];
                consider(best, candidate(merged, self.form, Method::Full, sides));
                StageStatus::Produced(conflicts)
            }
            None => StageStatus::Rejected,
        };
        trace.stage(Method::Full, started.elapsed(), status);
        log::info!("full stage in {:?}", started.elapsed());
        Ok(())
    }

    /// One run on rebuilt texts: parse (base whole, the sides from its tree), merge, judge;
    /// a result that passes is considered for the best candidate.
    fn run(&self, [rb, rl, rr]: [&'s str; 3], progress: &mut Progress<'s>) -> StageStatus {
        let (parser, judge, form) = (self.parser, self.judge, self.form);
        let trace = self.settings.trace;
        let Progress { trees, checked, best } = progress;
        // Left and right are equal to base outside the conflicts: parsed from its tree.
        let wanted = [(rb, "base", None), (rl, "left", Some(rb)), (rr, "right", Some(rb))];
        let parsed = trees
            .parse_each(parser, wanted)
            .and_then(|ids| self.errors_merged_around(trees, ids).map(|()| ids));
        let [b, l, r] = match parsed {
            Ok(ids) => ids,
            Err(error) => return StageStatus::Declined(error.to_string()),
        };
        let (tb, tl, tr) = (trees.get(b), trees.get(l), trees.get(r));
        match merge_stage(ThreeWay::new(tb, tl, tr), self.settings, "regions") {
            Ok(merged) => {
                let accept = |merged: &StructuredMerge| {
                    merged.conflicts > 0 || checked.accepts(parser, trees, &merged.text, rl)
                };
                match judged(judge, merged, [tb, tl, tr], accept, Method::Regions, trace) {
                    Some(merged) => {
                        let conflicts = merged.conflicts;
                        let real = [self.revisions[1].0, self.revisions[2].0];
                        let sides = [[rl, rr], real];
                        consider(best, candidate(merged, form, Method::Regions, sides));
                        StageStatus::Produced(conflicts)
                    }
                    None => StageStatus::Rejected,
                }
            }
            Err(error) => {
                log::info!("regions: {error}");
                StageStatus::Declined(error.to_string())
            }
        }
    }

    /// Whether the regions stage may merge its trees `ids` around their parse errors: those
    /// every real revision shares, or errors a side's clean change brought in or took away,
    /// set aside (and recorded) when they lie where the three texts are alike (see
    /// [`Trees::errors_set_aside`]). An error where the texts differ refuses the stage.
    fn errors_merged_around(&self, trees: &mut Trees<'s>, ids: [usize; 3]) -> Result<()> {
        let refusal = match trees.errors_shared_by(self.parser, ids[0], self.revisions) {
            Err(refusal @ Error::ParseError { .. }) => refusal,
            shared => return shared,
        };
        let Some(set_aside) = trees.errors_set_aside(self.parser, ids, self.revisions)? else {
            return Err(refusal);
        };
        log::info!(
            "regions: {} parse errors set aside, all outside the conflicting regions ({refusal})",
            set_aside.len()
        );
        let recorded = set_aside
            .into_iter()
            .map(|error| SetAsideError::shown(Method::Regions, &error.key, error.lines));
        self.settings.trace.set_aside(recorded);
        Ok(())
    }
}

/// One structured merge of three trees; with `--debug DIR`, the matchings and changesets
/// it used are written into DIR first, their names starting with `stage`.
fn merge_stage(
    trees: ThreeWay<&Tree<'_>>,
    settings: &StageSettings<'_>,
    stage: &str,
) -> Result<StructuredMerge> {
    let StageSettings { profile, options, debug, .. } = *settings;
    let started = Instant::now();
    let matchings = matchings(trees, profile);
    log::debug!("{stage}: matched in {:?}", started.elapsed());
    if let Some(dir) = debug {
        let dump = || {
            std::fs::create_dir_all(dir)?;
            for (name, src, dst, matching) in [
                ("base-left", trees.base, trees.left, &matchings.base_left),
                ("base-right", trees.base, trees.right, &matchings.base_right),
                ("left-right", trees.left, trees.right, &matchings.left_right),
            ] {
                std::fs::write(
                    dir.join(format!("{stage}.{name}.dot")),
                    to_dot(src, dst, matching),
                )?;
            }
            let changesets = debug_dump(trees, &matchings, profile);
            std::fs::write(dir.join(format!("{stage}.changesets.txt")), changesets)
        };
        match dump() {
            Ok(()) => log::info!("{stage}: matchings and changesets written to {}", dir.display()),
            Err(error) => log::warn!("cannot write the debug files to {}: {error}", dir.display()),
        }
    }
    let started = Instant::now();
    let merged = merge_with_matchings(trees, &matchings, profile, options);
    log::debug!("{stage}: merged in {:?}", started.elapsed());
    merged
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

/// `merged` as a candidate; `sides` are the left and right texts the stage merged, then
/// the real ones (where the records of stacked insertions name their lines).
fn candidate(
    merged: StructuredMerge,
    form: &Prepared,
    method: Method,
    sides: [[&str; 2]; 2],
) -> Candidate {
    let [merged_sides, real_sides] = sides;
    Candidate {
        bytes: text::restore(&merged.text, form),
        conflicts: merged.conflicts,
        conflict_mass: merged.conflict_bytes,
        method,
        stacked: StackedInsertion::of(method, &merged.stacked, merged_sides, real_sides),
    }
}

/// The diff3 line merge of the prepared texts with a marker length no input can mistake,
/// read back by both the regions stage and the agreed-lines check.
struct Diff3 {
    bytes: Vec<u8>,
    marker_size: usize,
}

impl Diff3 {
    /// `None` when the line merge of the prepared texts is clean (nothing to rebuild).
    fn of(
        base: &Prepared,
        left: &Prepared,
        right: &Prepared,
        options: &MergeOptions,
    ) -> Option<Self> {
        let marker_size = safe_marker_size([&base.text, &left.text, &right.text]);
        let diff3 = MergeOptions { style: ConflictStyle::Diff3, marker_size, ..options.clone() };
        let merged =
            line_merge(base.text.as_bytes(), left.text.as_bytes(), right.text.as_bytes(), &diff3);
        (merged.conflicts > 0).then_some(Diff3 { bytes: merged.bytes, marker_size })
    }

    fn read(&self) -> Option<markers::ConflictFile<'_>> {
        markers::parse(&self.bytes, Some(self.marker_size)).ok()
    }

    /// Base, left and right as the line merge leaves them: its clean parts applied to all
    /// three, each conflict replaced by that side's section. `None` when the markers cannot
    /// be read back unambiguously.
    fn regions_as_merged(&self) -> Option<(String, String, String)> {
        let file = self.read()?;
        let rebuilt_base = String::from_utf8(file.base()?).ok()?;
        let rebuilt_left = String::from_utf8(file.left()).ok()?;
        let rebuilt_right = String::from_utf8(file.right()).ok()?;
        Some((rebuilt_base, rebuilt_left, rebuilt_right))
    }

    /// [`Self::regions_as_merged`], but a hunk where one side only changed the layout of the
    /// base's lines takes the other side's lines in all three (see [`layout`]).
    fn regions(
        &self,
        trees: [&crate::tree::Tree<'_>; 3],
        indentation_matters: bool,
    ) -> Option<(String, String, String)> {
        layout::rebuilt_settling_layout(&self.read()?, trees, indentation_matters)
    }

    /// The agreed lines: outside the conflicts and still held by both sides.
    fn agreed(&self, left: &Prepared, right: &Prepared) -> AgreedLines {
        let count_in = |text: &str| {
            let mut counts: FxHashMap<String, usize> = FxHashMap::default();
            for line in text.lines() {
                *counts.entry(AgreedLines::key(line)).or_insert(0) += 1;
            }
            counts
        };
        let mut counts: FxHashMap<String, usize> = FxHashMap::default();
        if let Some(file) = self.read() {
            for chunk in &file.chunks {
                if let markers::Chunk::Common(text) = chunk {
                    for line in String::from_utf8_lossy(text).lines() {
                        let key = AgreedLines::key(line);
                        if !key.is_empty() {
                            *counts.entry(key).or_insert(0) += 1;
                        }
                    }
                }
            }
        }
        // A line only one side still has (the old place of a function the other side
        // moved and edited) may rightly go; one both sides hold may not.
        let (in_left, in_right) = (count_in(&left.text), count_in(&right.text));
        counts.retain(|line, wanted| {
            *wanted = (*wanted).min(in_left.get(line).copied().unwrap_or(0));
            *wanted = (*wanted).min(in_right.get(line).copied().unwrap_or(0));
            *wanted > 0
        });
        AgreedLines(counts)
    }
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
