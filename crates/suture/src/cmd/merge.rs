//! `suture merge BASE LEFT RIGHT`: the git merge driver and jj merge tool entry point.
//!
//! Owns: reading the three revisions, the one call into the cascade, writing the result
//! (stdout, `-o`, or atomically over LEFT under `--git`) and the exit code.
//! Must not: merge anything itself, or leave `%A` empty or half written on any path.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use suture_core::cascade::{self, Method};

use crate::cli::MergeArgs;
use crate::{atomic, exit, options};

/// Runs `suture merge`.
pub fn run(args: MergeArgs) -> anyhow::Result<ExitCode> {
    // An unreadable input ends the run before anything is written: under `--git`, `%A`
    // keeps its content and git sees exit 2, a failed merge of that file.
    let base = read(&args.base)?;
    let left = read(&args.left)?;
    let right = read(&args.right)?;
    let options = options::merge_options(&args.flags, &args.base, &args.left, &args.right);
    // `suture=0`: no language, so the cascade stops at git's own line merge.
    let profile = if options::structured_disabled() {
        log::info!("suture=0 in the environment: line merge only");
        None
    } else {
        options::language(&args.flags, &args.left)
    };
    let shown = args.flags.path_name.as_deref().filter(|p| *p != "%P");
    let shown = shown.map_or_else(|| args.left.display().to_string(), str::to_owned);

    let outcome = cascade::merge(&base, &left, &right, profile, &options);

    if outcome.method == Method::Binary {
        eprintln!(
            "suture: {shown}: binary file, kept the left version unchanged; resolve it by hand"
        );
    }
    log::info!(
        "{shown}: {:?}, {} conflict(s) left (line merge had {})",
        outcome.method,
        outcome.conflicts,
        outcome.line_merge_conflicts
    );
    if let Some(reason) = &outcome.fallback_reason {
        log::info!("{shown}: {reason}");
    }

    if args.git {
        // Writing LEFT's own bytes back would be a no-op that could only fail.
        if outcome.bytes != left
            && let Err(error) = atomic::write(&args.left, &outcome.bytes)
        {
            eprintln!("suture: cannot write the merge result to {}: {error}", args.left.display());
            return Ok(ExitCode::from(exit::OUTPUT_UNWRITABLE));
        }
    } else if let Some(output) = &args.output {
        atomic::write(output, &outcome.bytes)
            .with_context(|| format!("cannot write {}", output.display()))?;
    } else {
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(&outcome.bytes)
            .and_then(|()| stdout.flush())
            .context("cannot write the merge result to stdout")?;
    }
    Ok(ExitCode::from(if outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS }))
}

fn read(path: &Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}
