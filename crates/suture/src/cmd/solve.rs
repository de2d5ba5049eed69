//! `suture solve [PATH...]`: resolves conflict markers already written into files. For
//! each file: recover the three revisions (`recover`), run the cascade, and rewrite the
//! file atomically only when the result has fewer conflicts, keeping `PATH.orig`. With no
//! PATH, every unmerged file of the repository that suture supports.
//!
//! Must not: touch a file on any error (malformed markers, unreadable revisions), replace
//! an existing backup, or stage anything in git (the user checks, then runs `git add`).

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::anyhow;
use suture_core::MergeOptions;
use suture_core::cascade::{self, Method, Outcome};
use suture_core::linemerge::line_merge;
use suture_core::markers::detect_marker_size;
use suture_core::text::is_binary;

use crate::account::{FileAccount, Report};
use crate::attributes::{self, Attributes};
use crate::cli::{MergeFlags, SolveArgs};
use crate::output::count;
use crate::recover::{self, Recovered};
use crate::{atomic, attempts, exit, git, options};

/// One file to solve.
struct Target {
    /// Where to read and write it.
    path: PathBuf,
    /// How messages name it.
    shown: String,
    /// Its gitattributes.
    attributes: Attributes,
}

/// Runs `suture solve`.
pub fn run(args: SolveArgs) -> anyhow::Result<ExitCode> {
    if let Some(name) = &args.merge.language
        && !options::is_known_language(name)
    {
        anyhow::bail!("{}", options::unknown_language(name));
    }
    let mut worst = exit::CLEAN;
    let targets = if args.paths.is_empty() {
        let (targets, skipped) = unmerged_targets()?;
        if skipped {
            // Their conflicts remain.
            worst = exit::CONFLICTS;
        }
        targets
    } else {
        // One lookup per file, from its own directory: the files may be in different
        // repositories, or in one the current directory is not in.
        args.paths
            .iter()
            .map(|path| Target {
                path: path.clone(),
                shown: path.display().to_string(),
                attributes: attributes::lookup_file(path),
            })
            .collect()
    };
    let mut files = Vec::new();
    for target in &targets {
        let mut account = None;
        let code = solve(target, &args, &mut account);
        worst = worst.max(code);
        if args.merge.json_report.is_some() {
            let mut account =
                account.unwrap_or_else(|| FileAccount::unmerged(&target.shown, code, None));
            account.set_exit_status(code);
            files.push(account);
        }
    }
    if let Some(report) = &args.merge.json_report {
        Report::new("solve", worst, files).write_or_warn(report);
    }
    Ok(ExitCode::from(worst))
}

/// The unmerged files of the repository holding the current directory that suture
/// supports (a language profile by name or attribute, or `merge=suture`), and whether some
/// were skipped.
fn unmerged_targets() -> anyhow::Result<(Vec<Target>, bool)> {
    let cwd = std::env::current_dir()?;
    let root = git::work_tree_root(&cwd).ok_or_else(|| {
        anyhow!(
            "no PATH given and {} is not in a git work tree; name the files to solve",
            cwd.display()
        )
    })?;
    let mut stages: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for entry in git::unmerged(&root, None)? {
        stages.entry(entry.path).or_default().push(entry.stage);
    }
    if stages.is_empty() {
        say!("suture: no unmerged files in {}; nothing to solve", root.display());
        return Ok((Vec::new(), false));
    }
    let paths: Vec<PathBuf> = stages.keys().map(PathBuf::from).collect();
    let all_attributes = attributes::lookup_many(&root, &paths);
    let mut targets = Vec::new();
    let mut skipped = false;
    for ((relative, present), attributes) in stages.iter().zip(all_attributes) {
        let path = root.join(relative);
        let shown = path
            .strip_prefix(&cwd)
            .map_or_else(|_| path.display().to_string(), |p| p.display().to_string());
        if !(present.contains(&2) && present.contains(&3) && path.is_file()) {
            say!(
                "suture: skipped {shown}: it was deleted on one side; keep it with `git add {shown}` or drop it with `git rm {shown}`"
            );
            skipped = true;
            continue;
        }
        let supported = attributes.language.is_some()
            || attributes.merge.as_deref() == Some("suture")
            || crate::config::languages().detect(relative).is_some();
        if !supported {
            say!(
                "suture: skipped {shown}: suture has no language profile for it; to merge it line by line anyway run `suture solve {shown}`"
            );
            skipped = true;
            continue;
        }
        targets.push(Target { path, shown, attributes });
    }
    Ok((targets, skipped))
}

/// Solves one file; returns its exit code. Fills `account` once the cascade has run,
/// when a JSON report is asked for. The steps: read the file, recover the three
/// revisions from its markers, merge them, then print or write the result and say what
/// was solved. Each step that ends the file's run returns its exit code as the error.
fn solve(target: &Target, args: &SolveArgs, account: &mut Option<FileAccount>) -> u8 {
    let outcome = read_text_file(target)
        .and_then(|bytes| recover_conflicts(target, args, bytes))
        .and_then(|found| merge_revisions(target, args, found, account))
        .and_then(|merged| {
            if args.stdout {
                print_result(target, &merged)
            } else {
                write_result(target, args, &merged, account)
            }
        });
    outcome.unwrap_or_else(|code| code)
}

/// A file's conflicts as recovered, with the file's bytes.
struct Found {
    bytes: Vec<u8>,
    recovered: Recovered,
}

/// A file's merge: what was recovered and what the cascade made of it.
struct Merged {
    found: Found,
    outcome: Outcome,
    options: MergeOptions,
    language: Option<&'static str>,
}

impl Merged {
    fn total(&self) -> usize {
        self.found.recovered.conflicts
    }

    fn code(&self) -> u8 {
        if self.outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS }
    }
}

/// Step 1: the file's bytes; a binary file holds no markers to solve.
fn read_text_file(target: &Target) -> Result<Vec<u8>, u8> {
    let shown = &target.shown;
    let bytes = fs::read(&target.path).map_err(|error| {
        say!("suture: cannot read {shown}: {error}; check the path");
        exit::USAGE_OR_IO
    })?;
    if is_binary(&bytes) {
        say!(
            "suture: {shown} is binary and holds no conflict markers; pick a side with `git checkout --ours -- {shown}` or `--theirs`"
        );
        return Err(exit::CONFLICTS);
    }
    Ok(bytes)
}

/// Step 2: the conflicts and the three revisions behind them (from the index stages when
/// git has them, else from the markers).
fn recover_conflicts(target: &Target, args: &SolveArgs, bytes: Vec<u8>) -> Result<Found, u8> {
    let shown = &target.shown;
    let given_size = args
        .merge
        .marker_size
        .as_deref()
        .and_then(|s| s.trim().parse().ok())
        .filter(|&n: &usize| n > 0);
    let size = given_size.or(target.attributes.marker_size);
    let recovered = match recover::recover(&target.path, shown, &bytes, size) {
        Ok(recovered) => recovered,
        Err(suture_core::Error::Markers { line, reason }) => {
            say!(
                "suture: {shown}:{line}: malformed conflict markers: {reason}; file left unchanged, fix the markers by hand"
            );
            return Err(exit::USAGE_OR_IO);
        }
        Err(error) => {
            say!("suture: cannot read the conflicts of {shown}: {error}; file left unchanged");
            return Err(exit::USAGE_OR_IO);
        }
    };
    let total = recovered.conflicts;
    if total == 0 {
        return Err(no_conflicts(shown, &bytes, recovered.marker_size, size.is_some()));
    }
    if let Err(why) = &recovered.revisions {
        say!("suture: solved 0 of {} in {shown}: {why}", count(total, "conflict"));
        return Err(exit::CONFLICTS);
    }
    Ok(Found { bytes, recovered })
}

/// Step 3: the cascade on the recovered revisions, with the file's attributes.
fn merge_revisions(
    target: &Target,
    args: &SolveArgs,
    found: Found,
    account: &mut Option<FileAccount>,
) -> Result<Merged, u8> {
    let shown = &target.shown;
    let Ok(revisions) = &found.recovered.revisions else { return Err(exit::CONFLICTS) };
    let total = found.recovered.conflicts;
    let mut options = solve_options(&args.merge, &found.recovered);
    let profile =
        attributes::language(Some(shown), args.merge.language.as_deref(), &target.attributes);
    attributes::apply_to_options(&target.attributes, &mut options);
    let profile = if options::structured_disabled() { None } else { profile };
    log::info!(
        "{shown}: revisions from {}, language {}",
        revisions.source_description(),
        profile.map_or("none", |p| p.name)
    );
    let (base, left, right) = (&revisions.base, &revisions.left, &revisions.right);
    let outcome = cascade::merge(base, left, right, profile, &options);
    if outcome.method == Method::Binary {
        say!(
            "suture: solved 0 of {} in {shown}: a revision is binary; file left unchanged",
            count(total, "conflict")
        );
        return Err(exit::CONFLICTS);
    }
    let language = profile.map(|p| p.name);
    let code = if outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS };
    if args.merge.json_report.is_some() {
        let line = line_merge(base, left, right, &options);
        let size = options.marker_size;
        *account = Some(FileAccount::of_merge(shown, language, &outcome, &line.bytes, size, code));
    }
    let bytes = base.len() + left.len() + right.len();
    if let Some(failure) = &outcome.failure {
        say!("suture: {shown}: {failure}; kept the line merge");
    } else if profile.is_some() && outcome.conflicts > 0 && bytes > cascade::MAX_STRUCTURED_BYTES {
        say!(
            "suture: {shown}: too large for the structured merge ({:.1} MB in the three \
             revisions, at most {:.1} MB); kept the line merge",
            bytes as f64 / 1e6,
            cascade::MAX_STRUCTURED_BYTES as f64 / 1e6,
        );
    } else if let Some(reason) = &outcome.fallback_reason {
        log::info!("{shown}: structured merge not used: {reason}");
    }
    Ok(Merged { found, outcome, options, language })
}

/// Step 4 with `--stdout`: the result on stdout, the file untouched.
fn print_result(target: &Target, merged: &Merged) -> Result<u8, u8> {
    let shown = &target.shown;
    match crate::output::stdout(&merged.outcome.bytes) {
        Ok(()) => {}
        // The reader stopped reading: nothing to tell it.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => return Ok(merged.code()),
        Err(error) => {
            say!("suture: cannot print the result for {shown}: {error}");
            return Err(exit::USAGE_OR_IO);
        }
    }
    let (total, left) = (merged.total(), merged.outcome.conflicts);
    say!(
        "suture: solved {} of {} in {shown} (printed; the file is unchanged)",
        total.saturating_sub(left),
        count(total, "conflict")
    );
    Ok(merged.code())
}

/// Step 4: the file rewritten (after its backup) when the result has fewer conflicts,
/// the attempt kept for `suture review`, and what was solved.
fn write_result(
    target: &Target,
    args: &SolveArgs,
    merged: &Merged,
    account: &mut Option<FileAccount>,
) -> Result<u8, u8> {
    let shown = &target.shown;
    let (total, outcome) = (merged.total(), &merged.outcome);
    if outcome.conflicts >= total {
        say!(
            "suture: solved 0 of {} in {shown}; file left unchanged, resolve them by hand",
            count(total, "conflict")
        );
        return Err(exit::CONFLICTS);
    }
    if !args.no_backup
        && let Err(error) = backup(&target.path, &merged.found.bytes)
    {
        say!(
            "suture: cannot keep a backup of {shown} ({error}); file left unchanged, pass --no-backup to solve it without one"
        );
        return Err(exit::USAGE_OR_IO);
    }
    if let Err(error) = atomic::write(&target.path, &outcome.bytes) {
        say!("suture: cannot write {shown}: {error}; file left unchanged");
        return Err(exit::USAGE_OR_IO);
    }
    let review = keep_attempt(target, merged, account);
    let total_text = count(total, "conflict");
    if outcome.conflicts == 0 {
        let add = if merged.found.recovered.stages.is_some() {
            format!(" and `git add {shown}`")
        } else {
            String::new()
        };
        say!("suture: solved {total} of {total_text} in {shown}; {review}check it{add}");
    } else {
        let solved = total - outcome.conflicts;
        say!(
            "suture: solved {solved} of {total_text} in {shown}; {review}resolve the {} left by hand",
            outcome.conflicts
        );
    }
    Ok(merged.code())
}

/// Keeps the attempt when the cascade did better than the line merge; returns the words
/// that point at it (`review with: suture review ID, then `), empty when none was kept.
fn keep_attempt(target: &Target, merged: &Merged, account: &mut Option<FileAccount>) -> String {
    let shown = target.shown.as_str();
    let outcome = &merged.outcome;
    let Ok(revisions) = &merged.found.recovered.revisions else { return String::new() };
    if outcome.line_merge_conflicts <= outcome.conflicts {
        return String::new();
    }
    let folder = target.path.parent().filter(|p| !p.as_os_str().is_empty());
    let repository = attempts::repository_of(folder.unwrap_or(Path::new(".")));
    let inputs = attempts::Inputs {
        path: shown,
        base: &revisions.base,
        left: &revisions.left,
        right: &revisions.right,
        language: merged.language,
        command: "solve",
        account: account.as_ref(),
        repository: repository.as_deref(),
    };
    match attempts::record(&inputs, outcome, &merged.options) {
        Ok(id) => {
            let review = format!("review with: suture review {id}, then ");
            if let Some(account) = account {
                account.attempt = Some(id);
            }
            review
        }
        Err(error) => {
            log::warn!("{shown}: the attempt was not stored: {error:#}");
            String::new()
        }
    }
}

/// The message for a file without conflict markers (of the expected length).
fn no_conflicts(shown: &str, bytes: &[u8], size: usize, size_given: bool) -> u8 {
    if size_given && let Some(other) = detect_marker_size(bytes).filter(|&n| n != size) {
        say!(
            "suture: no conflict markers of length {size} in {shown}, but some of length {other}; run again with -l {other}"
        );
        return exit::CONFLICTS;
    }
    say!("suture: no conflict markers in {shown}; nothing to solve");
    exit::CLEAN
}

/// The merge options for a solve: the flags, with the file's own marker length and labels
/// where the flags give none, so the rewritten markers look like the ones they replace.
fn solve_options(flags: &MergeFlags, recovered: &Recovered) -> suture_core::MergeOptions {
    let names = &recovered.labels;
    let pick =
        |flag: &Option<String>, placeholder: &str, file: &Option<String>, default: &str| match flag
        {
            Some(name) if name != placeholder => name.clone(),
            _ => file.clone().unwrap_or_else(|| default.to_string()),
        };
    let label_flags = MergeFlags {
        base_name: Some(pick(&flags.base_name, "%S", &names.base, "base")),
        left_name: Some(pick(&flags.left_name, "%X", &names.left, "ours")),
        right_name: Some(pick(&flags.right_name, "%Y", &names.right, "theirs")),
        marker_size: Some(
            flags.marker_size.clone().unwrap_or_else(|| recovered.marker_size.to_string()),
        ),
        ..flags.clone()
    };
    let none = Path::new("");
    options::merge_options(&label_flags, none, none, none)
}

/// Keeps the file's content as `PATH.orig` (or `PATH.orig.N` when that exists: an older
/// backup is never replaced), with the file's permissions.
fn backup(path: &Path, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let mut name = path.as_os_str().to_owned();
    name.push(".orig");
    let first = PathBuf::from(&name);
    let mut candidate = first.clone();
    for n in 1..=100 {
        let file = fs::OpenOptions::new().write(true).create_new(true).open(&candidate);
        match file {
            Ok(mut file) => {
                file.write_all(bytes)?;
                if let Ok(metadata) = fs::metadata(path) {
                    let _ = fs::set_permissions(&candidate, metadata.permissions());
                }
                return Ok(candidate);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let mut next = first.clone().into_os_string();
                next.push(format!(".{n}"));
                candidate = PathBuf::from(next);
            }
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other("too many backups already"))
}
