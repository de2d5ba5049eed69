//! `suture languages`: the supported languages with their extensions and file names,
//! ready `.gitattributes` lines routing them to suture, or (`--explain PATH`) the language
//! and rules that apply to one path with where each came from. Reads
//! `suture_langs::profiles()` and the configuration (`crate::config`) only; knows no
//! language itself.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use suture_core::profile::LanguageProfile;

use crate::cli::LanguagesArgs;
use crate::exit;

/// Runs `suture languages`.
pub fn run(args: LanguagesArgs) -> anyhow::Result<ExitCode> {
    let text = if let Some(path) = &args.explain {
        crate::config::load_near(Path::new(path)).explain(path).to_string()
    } else if args.gitattributes {
        gitattributes(suture_langs::profiles())
    } else {
        table(suture_langs::profiles())
    };
    std::io::stdout().lock().write_all(text.as_bytes())?;
    Ok(ExitCode::from(exit::CLEAN))
}

/// One line per language: name, extensions, file names.
fn table(profiles: &[LanguageProfile]) -> String {
    let width = profiles.iter().map(|p| p.name.len()).max().unwrap_or(0);
    let mut out = String::new();
    for profile in profiles {
        let mut line = format!("{:width$}", profile.name);
        let extensions: Vec<String> = profile.extensions.iter().map(|e| format!("*.{e}")).collect();
        for part in [extensions.join(" "), profile.file_names.join(" ")] {
            if !part.is_empty() {
                line.push_str("  ");
                line.push_str(&part);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// `.gitattributes` lines: one per extension, then one per file name, each once. Also the
/// lines `suture setup --only-supported` writes.
pub(super) fn gitattributes(profiles: &[LanguageProfile]) -> String {
    let mut seen = std::collections::HashSet::new();
    let mut out = String::new();
    let patterns = profiles
        .iter()
        .flat_map(|p| p.extensions.iter().map(|e| format!("*.{e}")))
        .chain(profiles.iter().flat_map(|p| p.file_names.iter().map(|n| quote(n))));
    for pattern in patterns {
        if seen.insert(pattern.clone()) {
            out.push_str(&pattern);
            out.push_str(" merge=suture\n");
        }
    }
    out
}

/// A file name as a gitattributes pattern that matches only itself: glob characters
/// escaped, and names with spaces in git's C-style quotes.
fn quote(name: &str) -> String {
    let mut out = String::new();
    for ch in name.chars() {
        if matches!(ch, '*' | '?' | '[' | '\\') {
            out.push('\\');
        }
        out.push(ch);
    }
    if out.contains([' ', '"']) {
        let escaped = out.replace('\\', "\\\\").replace('"', "\\\"");
        return format!("\"{escaped}\"");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn globs_in_file_names_are_escaped() {
        for (name, pattern) in [("Makefile", "Makefile"), ("a*b", "a\\*b"), ("x y", "\"x y\"")] {
            assert_eq!(quote(name), pattern);
        }
    }
}
