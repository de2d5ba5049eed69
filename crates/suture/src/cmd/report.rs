//! `suture report ID|PATH`: writes a `.tar.gz` archive holding what reproduces a merge (a
//! stored attempt, or a conflicted file with the revisions recoverable from git's index),
//! with mode 0600, then lists what is in it so the user can check nothing private is.
//!
//! Must not: include anything beyond the listed files (no user or host names: entries are
//! owned by uid 0 with fixed modes), or replace an existing file.

use std::fs;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use flate2::Compression;
use flate2::write::GzEncoder;
use serde::Serialize;
use suture_core::MergeOptions;
use suture_core::cascade;
use suture_core::linemerge::line_merge;

use crate::attempts::{self, FILES};
use crate::cli::ReportArgs;
use crate::{attributes, exit, recover};

/// One file of the archive.
struct Entry {
    name: String,
    content: Vec<u8>,
}

/// Runs `suture report`.
pub fn run(args: ReportArgs) -> anyhow::Result<ExitCode> {
    let target = &args.target;
    let path = Path::new(target);
    let attempt = attempts::is_valid_id(target).then(|| attempts::load(target).ok()).flatten();
    let (stem, entries, mtime) = if let Some(attempt) = attempt {
        from_attempt(attempt)?
    } else if path.is_file() {
        from_file(path, target)?
    } else {
        bail!(
            "`{target}` is neither a stored attempt nor a file; run `suture review --list` for attempt ids"
        );
    };
    let output = args.output.clone().unwrap_or_else(|| PathBuf::from(format!("{stem}.tar.gz")));
    let name = output.to_string_lossy();
    if !(name.ends_with(".tar.gz") || name.ends_with(".tgz")) {
        bail!(
            "cannot write {name}: reports are .tar.gz archives; give -o with a name ending in .tar.gz"
        );
    }
    write_archive(&output, &stem, &entries, mtime)?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "suture: wrote {} with {} files; check that nothing private is in them before you share it:",
        output.display(),
        entries.len()
    )?;
    for entry in &entries {
        writeln!(out, "  {stem}/{} ({} bytes)", entry.name, entry.content.len())?;
    }
    Ok(ExitCode::from(exit::CLEAN))
}

/// The archive of a stored attempt.
fn from_attempt(attempt: attempts::Attempt) -> anyhow::Result<(String, Vec<Entry>, u64)> {
    let mut entries = Vec::new();
    for name in FILES {
        entries.push(Entry { name: name.to_string(), content: attempt.file(name)? });
    }
    let meta = &attempt.meta;
    entries.push(Entry {
        name: "README.txt".into(),
        content: readme(&meta.path, &meta.options.flags(), &meta.suture_version).into_bytes(),
    });
    Ok((format!("suture-report-{}", meta.id), entries, meta.created))
}

/// What a report on a conflicted file records besides the files.
#[derive(Serialize)]
struct FileMeta<'a> {
    path: &'a str,
    suture_version: &'a str,
    revisions_from: &'a str,
    conflicts_in_file: usize,
    line_merge_conflicts: Option<usize>,
    conflicts: Option<usize>,
    language: Option<&'a str>,
    marker_size: usize,
}

/// The archive of a file holding conflict markers: the file, the revisions recoverable
/// (index stages, else the markers), and what git's line merge and suture make of them.
fn from_file(path: &Path, shown: &str) -> anyhow::Result<(String, Vec<Entry>, u64)> {
    let bytes = fs::read(path).with_context(|| format!("cannot read {shown}"))?;
    let attrs = attributes::lookup_file(path);
    let recovered = recover::recover(path, shown, &bytes, attrs.marker_size)
        .map_err(|e| anyhow::anyhow!("{shown}: {e}; the report needs readable markers"))?;
    let mut entries = vec![Entry { name: "conflicted".into(), content: bytes.clone() }];
    let profile = attributes::language(Some(shown), None, &attrs);
    let options = MergeOptions { marker_size: recovered.marker_size, ..MergeOptions::default() };
    let mut counts = (None, None);
    let source = match &recovered.revisions {
        Ok(revisions) => {
            let outcome = cascade::merge(
                &revisions.base,
                &revisions.left,
                &revisions.right,
                profile,
                &options,
            );
            let line = line_merge(&revisions.base, &revisions.left, &revisions.right, &options);
            counts = (Some(line.conflicts), Some(outcome.conflicts));
            for (name, content) in [
                ("base", &revisions.base),
                ("left", &revisions.left),
                ("right", &revisions.right),
                ("line-merge", &line.bytes),
                ("result", &outcome.bytes),
            ] {
                entries.push(Entry { name: name.into(), content: content.clone() });
            }
            match revisions.source {
                recover::Source::Index => "git index stages",
                recover::Source::Markers => "conflict markers",
            }
        }
        Err(why) => {
            log::info!("{shown}: revisions not recovered: {why}");
            "none"
        }
    };
    let file_name =
        path.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let meta = FileMeta {
        path: shown,
        suture_version: env!("CARGO_PKG_VERSION"),
        revisions_from: source,
        conflicts_in_file: recovered.conflicts,
        line_merge_conflicts: counts.0,
        conflicts: counts.1,
        language: profile.map(|p| p.name),
        marker_size: recovered.marker_size,
    };
    entries
        .insert(0, Entry { name: "meta.json".into(), content: serde_json::to_vec_pretty(&meta)? });
    let flags = format!("-l {}", recovered.marker_size);
    entries.push(Entry {
        name: "README.txt".into(),
        content: readme(shown, &flags, env!("CARGO_PKG_VERSION")).into_bytes(),
    });
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let stem: String = file_name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' { c } else { '_' })
        .collect();
    Ok((format!("suture-report-{stem}-{now}"), entries, now))
}

/// How to reproduce the merge from the archive.
fn readme(path: &str, flags: &str, version: &str) -> String {
    format!(
        "suture {version} merge report for {path}\n\n\
         base, left and right are the three revisions; line-merge is git's line merge of\n\
         them, result is what suture wrote. To reproduce:\n\n    \
         suture merge -p {path:?} {flags} base left right\n"
    )
}

/// Writes the archive with mode 0600, each entry owned by uid 0 with mode 0600.
fn write_archive(output: &Path, stem: &str, entries: &[Entry], mtime: u64) -> anyhow::Result<()> {
    let file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(output)
        .with_context(|| {
            format!("cannot create {}; remove it or choose another name with -o", output.display())
        })?;
    let written = (|| {
        let mut tar = tar::Builder::new(GzEncoder::new(file, Compression::default()));
        for entry in entries {
            let mut header = tar::Header::new_gnu();
            header.set_size(entry.content.len() as u64);
            header.set_mode(0o600);
            header.set_mtime(mtime);
            header.set_uid(0);
            header.set_gid(0);
            header.set_entry_type(tar::EntryType::Regular);
            tar.append_data(
                &mut header,
                format!("{stem}/{}", entry.name),
                entry.content.as_slice(),
            )?;
        }
        tar.into_inner()?.finish()?.sync_all()?;
        anyhow::Ok(())
    })();
    if written.is_err() {
        let _ = fs::remove_file(output);
    }
    written.with_context(|| format!("cannot write {}", output.display()))
}
