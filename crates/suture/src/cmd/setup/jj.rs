//! `suture setup --jj [--write|--undo]`: the `[merge-tools.suture]` table of Jujutsu's
//! user config, printed, or appended (after the setup marker) to jj's config file when no
//! such table is there yet, or taken back out of it. The table is the README's; an
//! integration test keeps the two equal.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;

use super::{block, ensure_writable, print, read_text, user_config_dir, write_text};
use crate::exit;

/// The table jj needs to run suture as a merge tool: `$marker_length` and `$path` give suture
/// the same marker size and language detection git's `%L` and `%P` do; exit code 1 means
/// "conflicts left in the output", not a failure.
pub const TABLE: &str = r#"[merge-tools.suture]
program = "suture"
merge-args = ["merge", "$base", "$left", "$right", "-o", "$output", "-l", "$marker_length", "-p", "$path"]
merge-conflict-exit-codes = [1]
"#;

/// Prints the table, with `write` appends it to jj's user config, with `undo` takes back
/// what `write` added.
pub fn run(write: bool, dry_run: bool, undo: bool) -> anyhow::Result<ExitCode> {
    if undo {
        return undo_write(dry_run);
    }
    if !write {
        print(TABLE)?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    let path = config_path()?;
    let existing = read_text(&path)?;
    let before = existing.clone().unwrap_or_default();
    if has_suture_table(&before) {
        print(&format!(
            "jj already has a [merge-tools.suture] table in {}: nothing changed\n",
            path.display()
        ))?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    let lines = table_lines();
    let after = match existing {
        None => block::new_file(&lines),
        Some(_) => block::add_paragraph(&before, &lines),
    };
    if dry_run {
        let appended = after[before.len()..].trim_start();
        print(&format!(
            "dry run, nothing written; would append to {}:\n{appended}",
            path.display()
        ))?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    ensure_writable(&path)?;
    write_text(&path, &after)?;
    print(&format!(
        "added the [merge-tools.suture] table to {}\n\
         run `jj resolve --tool suture`, or set `ui.merge-editor = \"suture\"`\n",
        path.display()
    ))?;
    Ok(ExitCode::from(exit::CLEAN))
}

/// The table's lines, which are all the block holds.
fn table_lines() -> Vec<String> {
    TABLE.lines().map(str::to_string).collect()
}

/// `suture setup --jj --undo`: removes the block `--write` added (a table written by hand
/// is left alone), and the file when setup created it and nothing else is in it.
fn undo_write(dry_run: bool) -> anyhow::Result<ExitCode> {
    let path = config_path()?;
    let Some(before) = read_text(&path)? else {
        print(&format!("nothing to undo: {} does not exist\n", path.display()))?;
        return Ok(ExitCode::from(exit::CLEAN));
    };
    let lines = table_lines();
    let after = block::remove(&before, &|line| lines.iter().any(|l| l == line));
    if after == before {
        let shown = path.display();
        print(&format!("nothing to undo: no table added by suture setup in {shown}\n"))?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    let remove_file = after.is_empty() && block::created_by_setup(&before);
    if dry_run {
        let what = if remove_file { "remove" } else { "remove the table from" };
        print(&format!("dry run, nothing written; would {what} {}\n", path.display()))?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    ensure_writable(&path)?;
    if remove_file {
        std::fs::remove_file(&path)
            .map_err(|e| anyhow::anyhow!("cannot remove {}: {e}", path.display()))?;
        print(&format!("removed {}, which suture setup had created\n", path.display()))?;
    } else {
        write_text(&path, &after)?;
        print(&format!("removed the [merge-tools.suture] table from {}\n", path.display()))?;
    }
    Ok(ExitCode::from(exit::CLEAN))
}

/// jj's user config file: `$JJ_CONFIG`, else `$XDG_CONFIG_HOME/jj/config.toml`, else
/// `~/.config/jj/config.toml`.
fn config_path() -> anyhow::Result<PathBuf> {
    if let Some(path) = std::env::var_os("JJ_CONFIG").filter(|p| !p.is_empty()) {
        let path = PathBuf::from(path);
        if path.is_dir() {
            bail!(
                "JJ_CONFIG names a folder ({}); add the table printed by `suture setup --jj` to a file in it",
                path.display()
            );
        }
        return Ok(path);
    }
    Ok(user_config_dir()?.join("jj").join("config.toml"))
}

/// Whether `text` already configures suture as a jj merge tool: a `[merge-tools.suture]`
/// header (however spaced or quoted) or dotted `merge-tools.suture.` keys.
fn has_suture_table(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.split('#').next().unwrap_or_default();
        let bare: String =
            line.chars().filter(|c| !c.is_whitespace() && !"\"'".contains(*c)).collect();
        bare.starts_with("[merge-tools.suture]") || bare.starts_with("merge-tools.suture.")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_the_table_however_written() {
        for text in [
            TABLE,
            "[ merge-tools.suture ] # mine\n",
            "[merge-tools.\"suture\"]\n",
            "merge-tools.suture.program = \"suture\"\n",
        ] {
            assert!(has_suture_table(text), "{text:?}");
        }
        for text in ["", "[merge-tools.mergiraf]\n", "# [merge-tools.suture]\n", "[ui]\n"] {
            assert!(!has_suture_table(text), "{text:?}");
        }
    }
}
