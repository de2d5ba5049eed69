//! `suture setup --jj [--write]`: the `[merge-tools.suture]` table of Jujutsu's user
//! config, printed, or appended (after the setup marker) to jj's config file when no such
//! table is there yet. The table is the README's; an integration test keeps the two equal.

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

/// Prints the table, or with `write` appends it to jj's user config.
pub fn run(write: bool, dry_run: bool) -> anyhow::Result<ExitCode> {
    if !write {
        print(TABLE)?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    let path = config_path()?;
    let before = read_text(&path)?.unwrap_or_default();
    if has_suture_table(&before) {
        print(&format!(
            "jj already has a [merge-tools.suture] table in {}: nothing changed\n",
            path.display()
        ))?;
        return Ok(ExitCode::from(exit::CLEAN));
    }
    let lines: Vec<String> = TABLE.lines().map(str::to_string).collect();
    // Only the marker is ours to recognise: the table was checked to be absent above.
    let after = block::add(&separated(&before), &lines, &|_| false);
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

/// A blank line between the user's last table and ours, so the file stays readable; a file
/// without a final newline is left to `block::add`, which ends the line itself.
fn separated(text: &str) -> String {
    if text.ends_with('\n') && !text.ends_with("\n\n") && !text.trim().is_empty() {
        format!("{text}\n")
    } else {
        text.to_string()
    }
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

    #[test]
    fn a_blank_line_separates_the_users_tables_from_ours() {
        assert_eq!(separated(""), "");
        assert_eq!(separated("[ui]\n"), "[ui]\n\n");
        assert_eq!(separated("[ui]\n\n"), "[ui]\n\n");
        assert_eq!(separated("[ui]"), "[ui]");
    }
}
