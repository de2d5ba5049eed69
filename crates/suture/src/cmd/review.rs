//! `suture review ID` shows how suture's result differs from git's line merge for a stored
//! attempt; `suture review ID --json` prints its JSON account (docs/json.md); `suture
//! review --list` lists the recent attempts. Reads the attempts store only; never merges
//! again.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use similar::{ChangeTag, TextDiff};

use crate::account::{FileAccount, Report, Stage};
use crate::attempts;
use crate::cli::ReviewArgs;
use crate::exit;

/// Runs `suture review`.
pub fn run(args: ReviewArgs) -> anyhow::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    match args.id {
        Some(id) if args.json => {
            let attempt = attempts::load(&id)?;
            let account = account(&attempt)?;
            // The stored merge's status, not this command's.
            let report = Report::new("review", account.exit_status, vec![account]);
            serde_json::to_writer_pretty(&mut out, &report)?;
            out.write_all(b"\n")?;
        }
        None if args.json => anyhow::bail!("--json needs an attempt id"),
        Some(id) if !args.list => {
            let attempt = attempts::load(&id)?;
            let line = attempt.file("line-merge")?;
            let result = attempt.file("result")?;
            out.write_all(render(&attempt.meta, &line, &result, use_colour()).as_bytes())?;
        }
        Some(_) => anyhow::bail!("give either an attempt id or --list, not both"),
        None => out.write_all(listing(&attempts::list()?).as_bytes())?,
    }
    Ok(ExitCode::from(exit::CLEAN))
}

/// The stored account of an attempt, or for an attempt stored without one, what its
/// files tell; with the attempt's id.
fn account(attempt: &attempts::Attempt) -> anyhow::Result<FileAccount> {
    let meta = &attempt.meta;
    let mut account = match &meta.account {
        Some(account) => account.clone(),
        None => {
            let stage = match meta.method.as_str() {
                "structured (conflicting regions)" => Stage::Regions,
                "structured (full)" => Stage::Full,
                "binary" => Stage::Binary,
                _ => Stage::LineMerge,
            };
            let (line, result) = (attempt.file("line-merge")?, attempt.file("result")?);
            let language = meta.language.as_deref();
            let size = meta.options.marker_size;
            FileAccount::from_files(&meta.path, language, stage, &line, &result, size)
        }
    };
    account.attempt = Some(meta.id.clone());
    Ok(account)
}

/// Colour only for a terminal, and never when `NO_COLOR` is set (no-color.org).
fn use_colour() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// The recent attempts, one per line, newest first, with the repository of each (`~`
/// for the home folder; `-` for an attempt stored before suture recorded it), in columns.
fn listing(metas: &[attempts::Meta]) -> String {
    if metas.is_empty() {
        return format!(
            "suture: no stored attempts in {}; attempts are kept when suture solves conflicts as a merge driver\n",
            attempts::store_dir().map(|d| d.display().to_string()).unwrap_or_default()
        );
    }
    let home = std::env::var("HOME").ok().filter(|h| h.len() > 1);
    let repository = |meta: &attempts::Meta| match (&meta.repository, &home) {
        (Some(repo), Some(home)) if repo.starts_with(home.as_str()) => {
            format!("~{}", &repo[home.len()..])
        }
        (Some(repo), _) => repo.clone(),
        (None, _) => "-".to_string(),
    };
    let rows: Vec<[String; 5]> = metas
        .iter()
        .map(|meta| {
            let solved = format!(
                "solved {} of {}",
                meta.solved(),
                crate::output::count(meta.line_merge_conflicts, "conflict")
            );
            [meta.id.clone(), meta.time(), repository(meta), meta.path.clone(), solved]
        })
        .collect();
    let header = ["ATTEMPT", "TIME", "REPOSITORY", "FILE", "RESULT"].map(str::to_string);
    let mut widths = [0; 5];
    for row in std::iter::once(&header).chain(&rows) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        let mut line = String::new();
        for (cell, width) in row.iter().zip(widths) {
            line.push_str(&format!("{cell:width$}  "));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A header, then the unified diff from the line merge to suture's result.
fn render(meta: &attempts::Meta, line: &[u8], result: &[u8], colour: bool) -> String {
    let (bold, red, green, cyan, reset) = if colour {
        ("\x1b[1m", "\x1b[31m", "\x1b[32m", "\x1b[36m", "\x1b[0m")
    } else {
        ("", "", "", "", "")
    };
    let mut out = format!(
        "{bold}attempt {} — {} ({}), {} — solved {} of {} by {}; {} left{reset}\n",
        meta.id,
        meta.path,
        meta.language.as_deref().unwrap_or("no language"),
        meta.time(),
        meta.solved(),
        crate::output::count(meta.line_merge_conflicts, "conflict"),
        meta.method,
        meta.conflicts,
    );
    let line = String::from_utf8_lossy(line);
    let result = String::from_utf8_lossy(result);
    let diff = TextDiff::from_lines(line.as_ref(), result.as_ref());
    out.push_str(&format!("{bold}--- git line merge\n+++ suture{reset}\n"));
    for hunk in diff.unified_diff().context_radius(3).iter_hunks() {
        out.push_str(&format!("{cyan}{}{reset}\n", hunk.header()));
        for change in hunk.iter_changes() {
            let (sign, colour) = match change.tag() {
                ChangeTag::Delete => ('-', red),
                ChangeTag::Insert => ('+', green),
                ChangeTag::Equal => (' ', ""),
            };
            let text = change.value();
            let reset = if colour.is_empty() { "" } else { reset };
            out.push_str(&format!(
                "{colour}{sign}{}{reset}\n",
                text.strip_suffix('\n').unwrap_or(text)
            ));
            if !text.ends_with('\n') {
                out.push_str("\\ No newline at end of file\n");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta() -> attempts::Meta {
        serde_json::from_str(
            r#"{"id":"x-1","path":"a.rs","created":0,"suture_version":"0","command":"merge",
            "language":null,"line_merge_conflicts":2,"conflicts":1,"method":"line merge",
            "options":{"base_label":"b","left_label":"l","right_label":"r","marker_size":7,
            "style":"diff3","compact":false,"fast":false,"allow_parse_errors":false,
            "timeout_ms":null}}"#,
        )
        .unwrap()
    }

    #[test]
    fn colour_only_when_asked() {
        let (line, result) = (b"a\nold\n".as_slice(), b"a\nnew".as_slice());
        let plain = render(&meta(), line, result, false);
        assert!(!plain.contains('\x1b'));
        assert!(
            plain.ends_with("@@ -1,2 +1,2 @@\n a\n-old\n+new\n\\ No newline at end of file\n"),
            "{plain}"
        );
        let coloured = render(&meta(), line, result, true);
        assert!(coloured.contains("\x1b[31m-old\x1b[0m\n"), "{coloured:?}");
        assert!(coloured.contains("\x1b[32m+new\x1b[0m\n"), "{coloured:?}");
    }

    #[test]
    fn listing_shows_id_time_repository_path_and_counts() {
        let mut other = meta();
        other.id = "y-2".into();
        other.repository = Some("/srv/project".into());
        other.line_merge_conflicts = 1;
        other.conflicts = 0;
        assert_eq!(
            listing(&[meta(), other]),
            "ATTEMPT  TIME                     REPOSITORY    FILE  RESULT\n\
             x-1      1970-01-01 00:00:00 UTC  -             a.rs  solved 1 of 2 conflicts\n\
             y-2      1970-01-01 00:00:00 UTC  /srv/project  a.rs  solved 1 of 1 conflict\n"
        );
    }
}
