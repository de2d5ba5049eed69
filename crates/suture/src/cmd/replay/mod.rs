//! `suture replay [PATH] [REVS]`: what would suture have solved in this repository's
//! history? The repository is found from PATH (or the current folder) upwards, as git
//! finds it; a first word that names no folder is the first revision. Walks the two-parent merges, merges each one's parents as git does (in
//! process, with gitoxide), runs every content conflict through the merge driver's own
//! code path and compares the result with what the authors committed.
//!
//! Owns: the arguments, the threads (one walker streaming merges into a bounded queue,
//! `--jobs` workers, this thread collecting), Ctrl-C, the progress bar and the outputs.
//! Must not: merge a file any other way than `suture merge` does, write to the replayed
//! repository, or hold more than a bounded number of merges in flight.
//!
//! Modules: `walk` (which merges), `treemerge` (git's side), `job` (one merge),
//! `outcome` (judging and counting), `record` (JSON types), `report` (text and JSON),
//! `html` (the page), `show` (`--show`).

mod html;
mod job;
mod outcome;
pub mod record;
mod report;
mod show;
mod treemerge;
mod walk;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};
use clap::{Args, FromArgMatches};
use indicatif::{ProgressBar, ProgressStyle};

use self::outcome::{MergeResult, MergeStatus, Tally};
use self::record::{FileRecord, Outcome};
use self::treemerge::MergeCommit;
use crate::cli::{MergeFlags, ReplayArgs};
use crate::exit;

/// Exit code after Ctrl-C (128 + SIGINT, as shells report it).
const INTERRUPTED: u8 = 130;

/// Set by Ctrl-C: the walker stops feeding, workers drop what is queued, and the summary
/// of what finished is printed.
static STOP: AtomicBool = AtomicBool::new(false);

/// Runs `suture replay`.
pub fn run(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    // Output paths are relative to where the user stands, not to the repository.
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    let json_path = args.json.as_ref().map(|p| cwd.join(p));
    let html_path = args.html.as_ref().map(|p| cwd.join(p));
    let (location, revs, rev_from_path) = split_path_and_revs(&args.path, &args.revs, &cwd);
    let mut repo = discover(&location)?;
    without_merge_drivers(&mut repo)?;
    // git runs a merge driver from the root of the work tree, and the driver reads the
    // gitattributes from there: do the same so each file meets the same attributes.
    let root = repo.workdir().unwrap_or_else(|| repo.git_dir()).to_owned();
    std::env::set_current_dir(&root).with_context(|| format!("cannot enter {}", root.display()))?;
    // The repository's `.suture.toml` (and the user's file) apply as they would to the
    // driver merging a file of this repository.
    crate::config::load_near(&root.join(".suture.toml"));
    let flags = driver_defaults();

    if let Some(show) = &args.show {
        let [merge, path] = &show[..] else { unreachable!("clap takes exactly two values") };
        let text = show::show(&repo, merge, path, &flags)?;
        crate::output::stdout(text.as_bytes()).context("cannot write to stdout")?;
        return Ok(ExitCode::from(exit::CLEAN));
    }

    let tips = walk::resolve(&repo, &revs).map_err(|error| match rev_from_path {
        Some(word) => {
            anyhow!("`{word}` is neither a folder nor a revision of the repository: {error}")
        }
        None => error.into(),
    })?;
    // Fail on an unwritable output now, not after hours of replay.
    let mut json = match &json_path {
        Some(path) => Some(
            report::JsonLines::create(path)
                .with_context(|| format!("cannot write {}", path.display()))?,
        ),
        None => None,
    };
    if let Some(path) = &html_path {
        std::fs::write(path, "").with_context(|| format!("cannot write {}", path.display()))?;
    }
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |n| n as usize,
    );
    // A second Ctrl-C ends the process at once, for a worker stuck in a long file.
    let _ = ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::SeqCst) {
            std::process::exit(i32::from(INTERRUPTED));
        }
    });

    let progress = progress_bar(&repo, &tips, args.limit);
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut different: Vec<FileRecord> = Vec::new();
    let mut json_error = None;
    let shared = repo.into_sync();
    let walk_error = std::thread::scope(|scope| -> anyhow::Result<Option<String>> {
        // Bounded: the walk runs at most a few merges ahead of the workers.
        let (work_tx, work_rx) = mpsc::sync_channel::<MergeCommit>(jobs * 2);
        let work_rx = Arc::new(Mutex::new(work_rx));
        let (done_tx, done_rx) = mpsc::channel::<MergeResult>();
        let walker = std::thread::Builder::new().name("suture-replay-walk".into()).spawn_scoped(
            scope,
            || {
                let repo = shared.to_thread_local();
                let merges = match walk::merges(&repo, &tips) {
                    Ok(merges) => merges,
                    Err(error) => return Some(error),
                };
                let limit = args.limit.unwrap_or(u64::MAX);
                for (count, step) in (0..).zip(merges) {
                    if count >= limit || STOP.load(Ordering::SeqCst) {
                        break;
                    }
                    match step {
                        Ok(merge) if work_tx.send(merge).is_ok() => {}
                        Ok(_) => break,
                        Err(error) => return Some(error),
                    }
                }
                drop(work_tx);
                None
            },
        )?;
        for _ in 0..jobs {
            let work_rx = Arc::clone(&work_rx);
            let done_tx = done_tx.clone();
            let (shared, flags) = (&shared, &flags);
            std::thread::Builder::new()
                .name("suture-replay".into())
                .spawn_scoped(scope, move || worker(shared, flags, &work_rx, &done_tx))?;
        }
        drop(done_tx);
        for merge in done_rx {
            if let MergeStatus::Failed(message) = &merge.status {
                progress.suspend(|| say!("{}", report::failure_line(&merge.merge, message)));
            }
            tally.add(&merge);
            for file in &merge.files {
                if file.outcome == Outcome::Different {
                    different.push(file.clone());
                }
                if let Some(out) = json.as_mut()
                    && let Err(error) = out.file(file)
                {
                    json_error.get_or_insert(error);
                }
            }
            progress.inc(1);
        }
        Ok(walker.join().unwrap_or_else(|_| Some("the walk stopped on an internal error".into())))
    })?;
    progress.finish_and_clear();

    let interrupted = STOP.load(Ordering::SeqCst);
    if let Some(error) = &walk_error {
        say!("suture: the walk stopped early: {error}");
    }
    let summary =
        tally.summary(started.elapsed().as_secs_f64(), interrupted || walk_error.is_some());
    crate::output::stdout(report::summary_text(&summary).as_bytes())
        .context("cannot write to stdout")?;
    if let Some(out) = json {
        if let Some(error) = json_error {
            return Err(anyhow!("cannot write {}: {error}", display(&json_path)));
        }
        out.finish(&summary).with_context(|| format!("cannot write {}", display(&json_path)))?;
    }
    if let Some(path) = &html_path {
        let shown = root.display().to_string();
        std::fs::write(path, html::page(&summary, &different, &shown))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(ExitCode::from(if interrupted { INTERRUPTED } else { exit::CLEAN }))
}

/// The repository holding `location`, found upwards from it as git finds it, with git's
/// variables (`GIT_DIR`, `GIT_CEILING_DIRECTORIES`) honoured.
fn discover(location: &Path) -> anyhow::Result<gix::Repository> {
    // git ignores a ceiling folder that is not above the repository; so does this.
    let upwards =
        gix::discover::upwards::Options { match_ceiling_dir_or_error: false, ..Default::default() };
    let repo = gix::ThreadSafeRepository::discover_with_environment_overrides_opts(
        location,
        upwards,
        |options, _| options,
    )
    .map_err(|e| anyhow!("no git repository at {} or above it: {e}", location.display()))?;
    Ok(repo.to_thread_local())
}

/// The folder to find the repository from (absolute) and the revisions, telling a
/// revision given alone from a path as git does: the first word is the folder when one by
/// that name exists, else the first revision. Returns that word too when it was taken for
/// a revision, for the error should it be neither.
fn split_path_and_revs(
    path: &Option<PathBuf>,
    revs: &[String],
    cwd: &Path,
) -> (PathBuf, Vec<String>, Option<String>) {
    // A word written as a path (`/x`, `./x`, `../x`, `x/`) is one even when missing.
    let looks_like_path = |path: &Path| {
        let text = path.to_string_lossy();
        path.is_absolute()
            || text.starts_with("./")
            || text.starts_with("../")
            || text.ends_with('/')
    };
    match path {
        Some(path) if !looks_like_path(path) && !cwd.join(path).exists() => {
            let word = path.to_string_lossy().into_owned();
            let all = std::iter::once(word.clone()).chain(revs.iter().cloned()).collect();
            (cwd.to_path_buf(), all, Some(word))
        }
        Some(path) => (cwd.join(path), revs.to_vec(), None),
        None => (cwd.to_path_buf(), revs.to_vec(), None),
    }
}

/// Forgets the configured merge drivers (`merge.NAME.driver`), in memory only. The replay
/// measures suture against git's own merge: a repository (or user) that already routes its
/// files to suture, or to any other driver, would otherwise have the tree merge run that
/// driver and hide the very conflicts being measured. A path whose attribute names a
/// driver that is not configured gets git's built-in text merge, as in git.
fn without_merge_drivers(repo: &mut gix::Repository) -> anyhow::Result<()> {
    let mut config = repo.config_snapshot_mut();
    let names: Vec<gix::bstr::BString> = config
        .sections_by_name("merge")
        .into_iter()
        .flatten()
        .filter_map(|section| section.header().subsection_name().map(ToOwned::to_owned))
        .collect();
    for name in &names {
        while config.remove_section("merge", Some(name.as_ref())).is_some() {}
    }
    config.commit().map_err(|e| anyhow!("cannot read the repository's configuration: {e}"))?;
    Ok(())
}

fn display(path: &Option<PathBuf>) -> String {
    path.as_deref().map(|p| p.display().to_string()).unwrap_or_default()
}

/// One worker: takes merges until the queue closes, replays each with its own
/// repository handle (gitoxide's handles are per thread).
fn worker(
    shared: &gix::ThreadSafeRepository,
    flags: &MergeFlags,
    work: &Mutex<Receiver<MergeCommit>>,
    done: &mpsc::Sender<MergeResult>,
) {
    let mut repo = shared.to_thread_local().with_object_memory();
    // Tree merges read the same trees and blobs over and over.
    repo.object_cache_size_if_unset(32 << 20);
    loop {
        let next = work.lock().map_err(|_| ()).and_then(|rx| rx.recv().map_err(|_| ()));
        let Ok(merge) = next else { return };
        if STOP.load(Ordering::SeqCst) {
            continue;
        }
        // The cascade already catches panics in the structured merge; this catches one in
        // the tree merge, so one bad merge is a counted failure rather than a lost worker.
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            job::replay(&repo, &merge, flags)
        }))
        .unwrap_or_else(|_| MergeResult {
            merge: merge.id.to_string(),
            status: MergeStatus::Failed(format!("internal error replaying {}", merge.id)),
            ..Default::default()
        });
        // Merged blobs were kept in memory only: drop them before the next merge.
        repo.objects.reset_object_memory();
        if done.send(result).is_err() {
            return;
        }
    }
}

/// The merge flags exactly as the driver gets them when git passes nothing but the
/// placeholders: default time budget, style and options.
fn driver_defaults() -> MergeFlags {
    let command = MergeFlags::augment_args(clap::Command::new("replay"));
    let matches = command.get_matches_from(["replay"]);
    MergeFlags::from_arg_matches(&matches).expect("the merge flags all have defaults")
}

/// The progress bar on stderr, only when it is a terminal. The merges are counted first
/// (a walk of commits only, cheap) so the bar can show the time left.
fn progress_bar(repo: &gix::Repository, tips: &walk::Tips, limit: Option<u64>) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let total = walk::merges(repo, tips)
        .map(|merges| merges.take(limit.unwrap_or(u64::MAX) as usize).count())
        .unwrap_or(0);
    let bar = ProgressBar::new(total as u64);
    let style = ProgressStyle::with_template(
        "{bar:40} {pos}/{len} merges  {per_sec}  {elapsed} elapsed, {eta} left",
    )
    .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}
