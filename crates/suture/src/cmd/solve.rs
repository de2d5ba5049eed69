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
use suture_core::cascade::{self, Method};
use suture_core::linemerge::line_merge;
use suture_core::markers::detect_marker_size;
use suture_core::text::is_binary;

use crate::account::{FileAccount, Report};
use crate::attributes::{self, Attributes};
use crate::cli::{MergeFlags, SolveArgs};
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
/// when a JSON report is asked for.
fn solve(target: &Target, args: &SolveArgs, account: &mut Option<FileAccount>) -> u8 {
    let shown = &target.shown;
    let bytes = match fs::read(&target.path) {
        Ok(bytes) => bytes,
        Err(error) => {
            say!("suture: cannot read {shown}: {error}; check the path");
            return exit::USAGE_OR_IO;
        }
    };
    if is_binary(&bytes) {
        say!(
            "suture: {shown} is binary and holds no conflict markers; pick a side with `git checkout --ours -- {shown}` or `--theirs`"
        );
        return exit::CONFLICTS;
    }
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
            return exit::USAGE_OR_IO;
        }
        Err(error) => {
            say!("suture: cannot read the conflicts of {shown}: {error}; file left unchanged");
            return exit::USAGE_OR_IO;
        }
    };
    let total = recovered.conflicts;
    if total == 0 {
        return no_conflicts(shown, &bytes, recovered.marker_size, size.is_some());
    }
    let revisions = match &recovered.revisions {
        Ok(revisions) => revisions,
        Err(why) => {
            say!("suture: solved 0 of {total} conflicts in {shown}: {why}");
            return exit::CONFLICTS;
        }
    };
    let mut merge_options = solve_options(&args.merge, &recovered);
    let profile =
        attributes::language(Some(shown), args.merge.language.as_deref(), &target.attributes);
    attributes::apply_to_options(&target.attributes, &mut merge_options);
    let profile = if options::structured_disabled() { None } else { profile };
    log::info!(
        "{shown}: revisions from {:?}, language {:?}",
        revisions.source,
        profile.map(|p| p.name)
    );
    let outcome =
        cascade::merge(&revisions.base, &revisions.left, &revisions.right, profile, &merge_options);
    if outcome.method == Method::Binary {
        say!(
            "suture: solved 0 of {total} conflicts in {shown}: a revision is binary; file left unchanged"
        );
        return exit::CONFLICTS;
    }
    let language = profile.map(|p| p.name);
    if args.merge.json_report.is_some() {
        let (base, left, right) = (&revisions.base, &revisions.left, &revisions.right);
        let line = line_merge(base, left, right, &merge_options);
        let code = if outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS };
        let size = merge_options.marker_size;
        *account = Some(FileAccount::of_merge(shown, language, &outcome, &line.bytes, size, code));
    }
    if let Some(failure) = &outcome.failure {
        say!("suture: {shown}: {failure}; kept the line merge");
    } else if let Some(reason) = &outcome.fallback_reason {
        log::info!("{shown}: {reason}");
    }
    let solved = total.saturating_sub(outcome.conflicts);
    let code = if outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS };
    if args.stdout {
        let mut stdout = std::io::stdout().lock();
        if let Err(error) = stdout.write_all(&outcome.bytes).and_then(|()| stdout.flush()) {
            say!("suture: cannot print the result for {shown}: {error}");
            return exit::USAGE_OR_IO;
        }
        say!(
            "suture: solved {solved} of {total} conflicts in {shown} (printed; the file is unchanged)"
        );
        return code;
    }
    if outcome.conflicts >= total {
        say!(
            "suture: solved 0 of {total} conflicts in {shown}; file left unchanged, resolve them by hand"
        );
        return exit::CONFLICTS;
    }
    if !args.no_backup
        && let Err(error) = backup(&target.path, &bytes)
    {
        say!(
            "suture: cannot keep a backup of {shown} ({error}); file left unchanged, pass --no-backup to solve it without one"
        );
        return exit::USAGE_OR_IO;
    }
    if let Err(error) = atomic::write(&target.path, &outcome.bytes) {
        say!("suture: cannot write {shown}: {error}; file left unchanged");
        return exit::USAGE_OR_IO;
    }
    let review = if outcome.line_merge_conflicts > outcome.conflicts {
        let inputs = attempts::Inputs {
            path: shown,
            base: &revisions.base,
            left: &revisions.left,
            right: &revisions.right,
            language,
            command: "solve",
            account: account.as_ref(),
        };
        match attempts::record(&inputs, &outcome, &merge_options) {
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
    } else {
        String::new()
    };
    if outcome.conflicts == 0 {
        say!(
            "suture: solved {total} of {total} conflicts in {shown}; {review}check it{}",
            if recovered.stages.is_some() {
                format!(" and `git add {shown}`")
            } else {
                String::new()
            }
        );
    } else {
        say!(
            "suture: solved {solved} of {total} conflicts in {shown}; {review}resolve the {} left by hand",
            outcome.conflicts
        );
    }
    code
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
