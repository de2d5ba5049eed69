//! `suture merge BASE LEFT RIGHT`: the git merge driver and jj merge tool entry point.
//!
//! Owns: reading the three revisions, the one call into the cascade, writing the result
//! (stdout, `-o`, or atomically over LEFT under `--git`), the exit code, and the JSON
//! report (`--json-report`, written last from what the merge already decided).
//! Must not: merge anything itself, or leave `%A` empty or half written on any path.

use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use suture_core::MergeOptions;
use suture_core::cascade::{self, Method, Outcome};
use suture_core::linemerge::line_merge;
use suture_core::profile::LanguageProfile;

use crate::account::{FileAccount, Report};
use crate::cli::{MergeArgs, MergeFlags, StyleArg};
use crate::{atomic, attempts, attributes, exit, options};

/// Runs `suture merge`; with `--json-report FILE`, then writes the account of the run,
/// which changes nothing else.
pub fn run(args: MergeArgs) -> anyhow::Result<ExitCode> {
    let mut account = None;
    let result = merge(&args, &mut account);
    if let Some(report) = &args.flags.json_report {
        let status = *result.as_ref().unwrap_or(&exit::USAGE_OR_IO);
        let mut file = account.unwrap_or_else(|| {
            let error = result.as_ref().err().map(|e| format!("{e:#}"));
            FileAccount::unmerged(&args.left.display().to_string(), status, error)
        });
        file.set_exit_status(status);
        Report::new("merge", status, vec![file]).write_or_warn(report);
    }
    result.map(ExitCode::from)
}

/// The merge itself; fills `account` when a JSON report is asked for.
fn merge(args: &MergeArgs, account: &mut Option<FileAccount>) -> anyhow::Result<u8> {
    // A typo in `-L` is a usage error, except for git's driver: there a failed run would
    // leave git only our side, so the file is merged line by line (with a warning).
    if let Some(name) = &args.flags.language
        && !args.git
        && !options::is_known_language(name)
    {
        anyhow::bail!("{}", options::unknown_language(name));
    }
    // An unreadable input ends the run before anything is written: under `--git`, `%A`
    // keeps its content and git sees exit 2, a failed merge of that file.
    let base = read(&args.base)?;
    let left = read(&args.left)?;
    let right = read(&args.right)?;
    let options = options::merge_options(&args.flags, &args.base, &args.left, &args.right);
    crate::config::load_near(&args.left);
    let shown = args.flags.path_name.as_deref().filter(|p| *p != "%P");
    let shown = shown.map_or_else(|| args.left.display().to_string(), str::to_owned);
    // A newline or other control character in a path would break the one line of a
    // message: such a path is shown quoted, with escapes (as git's `core.quotePath`).
    let shown = if shown.chars().any(char::is_control) { format!("{shown:?}") } else { shown };

    let started = std::time::Instant::now();
    let (mut outcome, mut options, mut profile) =
        merge_file([&base, &left, &right], &args.flags, &options, &args.left);
    // The style only shows in conflicts, so git's setting costs a git process only when
    // some are left, and a second merge only when it is not the default.
    if outcome.conflicts > 0
        && let Some(style) = git_conflict_style(args)
    {
        let flags = MergeFlags { style: Some(style), ..args.flags.clone() };
        let styled = options::merge_options(&flags, &args.base, &args.left, &args.right);
        (outcome, options, profile) =
            merge_file([&base, &left, &right], &flags, &styled, &args.left);
    }

    let code = if outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS };
    if args.flags.json_report.is_some() {
        let line = if outcome.method == Method::Binary {
            Vec::new()
        } else {
            line_merge(&base, &left, &right, &options).bytes
        };
        let language = profile.map(|p| p.name);
        let marker_size = options.marker_size;
        *account =
            Some(FileAccount::of_merge(&shown, language, &outcome, &line, marker_size, code));
    }

    let total_bytes = base.len() + left.len() + right.len();
    tell_outcome(&shown, &outcome, profile.is_some(), total_bytes, started.elapsed());

    if args.git {
        // Writing LEFT's own bytes back would be a no-op that could only fail.
        if outcome.bytes != left {
            // git never runs a driver on a link: it keeps ours and reports a conflict. A
            // link here was not made by git, and writing through it could change a file
            // outside the repository: it is kept, as git keeps its links.
            if std::fs::symlink_metadata(&args.left).is_ok_and(|m| m.file_type().is_symlink()) {
                say!(
                    "suture: {shown}: {} is a symbolic link; kept it unchanged, as git does \
                     with links; resolve it by hand",
                    args.left.display()
                );
                return Ok(exit::CONFLICTS);
            }
            if let Err(error) = atomic::write_left(&args.left, &outcome.bytes) {
                let left = args.left.display();
                say!("suture: cannot write the merge result to {left}: {error}");
                return Ok(exit::OUTPUT_UNWRITABLE);
            }
        }
    } else if let Some(output) = &args.output {
        atomic::write(output, &outcome.bytes)
            .with_context(|| format!("cannot write {}", output.display()))?;
    } else {
        match crate::output::stdout(&outcome.bytes) {
            // The reader stopped reading (`| head`): the merge's status is unchanged.
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
            result => result.context("cannot write the merge result to stdout")?,
        }
    }
    if args.git || args.output.is_some() {
        keep_attempt(&shown, [&base, &left, &right], profile, &outcome, &options, account);
    } else if outcome.line_merge_conflicts > outcome.conflicts {
        // By hand to stdout: nothing to review later, and LEFT was not touched.
        let solved = outcome.line_merge_conflicts - outcome.conflicts;
        say!(
            "suture: solved {} that git's line merge leaves (the result is on stdout)",
            crate::output::count(solved, "conflict")
        );
    }
    Ok(code)
}

/// The messages about one merge: always the binary file, a failure and a file too large
/// for the structured merge; with `-v`, what merged it, how far and how fast.
fn tell_outcome(
    shown: &str,
    outcome: &Outcome,
    has_language: bool,
    total_bytes: usize,
    elapsed: std::time::Duration,
) {
    if outcome.method == Method::Binary {
        say!("suture: {shown}: binary file, kept the left version unchanged; resolve it by hand");
    }
    log::info!(
        "{shown}: {} in {:.1} ms; {} left, git's line merge leaves {}",
        attempts::method_name(outcome.method),
        elapsed.as_secs_f64() * 1000.0,
        crate::output::count(outcome.conflicts, "conflict"),
        outcome.line_merge_conflicts,
    );
    if let Some(failure) = &outcome.failure {
        say!("suture: {shown}: {failure}; kept git's line merge");
    } else if has_language
        && outcome.conflicts > 0
        && total_bytes > suture_core::cascade::MAX_STRUCTURED_BYTES
    {
        say!(
            "suture: {shown}: too large for the structured merge ({:.1} MB in the three \
             revisions, at most {:.1} MB); kept git's line merge",
            total_bytes as f64 / 1e6,
            suture_core::cascade::MAX_STRUCTURED_BYTES as f64 / 1e6,
        );
    } else if let Some(reason) = &outcome.fallback_reason {
        log::info!("{shown}: structured merge not used: {reason}");
    }
}

/// Keeps an attempt that solved conflicts, for `suture review`, and says so.
fn keep_attempt(
    shown: &str,
    [base, left, right]: [&[u8]; 3],
    profile: Option<&'static LanguageProfile>,
    outcome: &Outcome,
    options: &MergeOptions,
    account: &mut Option<FileAccount>,
) {
    let repository = std::env::current_dir().ok().and_then(|cwd| attempts::repository_of(&cwd));
    let inputs = attempts::Inputs {
        path: shown,
        base,
        left,
        right,
        language: profile.map(|p| p.name),
        command: "merge",
        account: account.as_ref(),
        // git runs its drivers from the work tree's root; jj from its own.
        repository: repository.as_deref(),
    };
    let id = attempts::notify_if_solved(&inputs, outcome, options);
    if let Some(account) = account {
        account.attempt = id;
    }
}

/// The driver's whole decision for one file: the language (`suture=0`, `-L`, `-p`, the
/// gitattributes, LEFT's name) and the cascade with its options and time budget. `suture
/// merge` and `suture replay` both call this, so a replayed file is merged exactly as the
/// driver would have merged it. Returns the outcome, the options finally used and the
/// language.
pub fn merge_file(
    inputs: [&[u8]; 3],
    flags: &MergeFlags,
    options: &MergeOptions,
    left_path: &Path,
) -> (Outcome, MergeOptions, Option<&'static LanguageProfile>) {
    // `suture=0`: no language, so the cascade stops at git's own line merge.
    if options::structured_disabled() {
        log::info!("suture=0 in the environment: line merge only");
        let [base, left, right] = inputs;
        return (cascade::merge(base, left, right, None, options), options.clone(), None);
    }
    let profile = options::language(flags, left_path);
    // workflow: `-p`'s gitattributes may pick the language; read only when lines conflict.
    attributes::merge_with_attributes(inputs, flags, profile, options)
}

/// As a git driver without `--conflict-style`: git's `merge.conflictStyle` when it names a
/// style other than the default (diff3). git runs drivers from the work tree's root, so
/// the repository's setting is the one read.
fn git_conflict_style(args: &MergeArgs) -> Option<StyleArg> {
    if !args.git || args.flags.style.is_some() {
        return None;
    }
    let value = crate::git::conflict_style(Path::new(""))?;
    match StyleArg::from_git(&value) {
        Some(StyleArg::Diff3) => None,
        Some(style) => Some(style),
        None => {
            say!("suture: unknown merge.conflictStyle {value:?} in git's config; using diff3");
            None
        }
    }
}

fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}
