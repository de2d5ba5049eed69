//! The configuration files of one run: the user's `$XDG_CONFIG_HOME/suture/config.toml`
//! (else `$HOME/.config/suture/config.toml`) and the `.suture.toml` at the root of the
//! work tree the merged file is in, loaded once per process into the languages every
//! command detects with (`suture_langs::config::Languages`).
//!
//! Owns: finding and reading the files, and the one warning line of a broken one.
//! Must not: fail a merge. An unreadable or invalid file leaves the built-in languages in
//! effect (the whole configuration is set aside, never half of it) after one line on
//! stderr.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use suture_core::profile::LanguageProfile;
use suture_langs::config::{Languages, Layer, Source};

/// The name of a repository's configuration file, at the root of its work tree.
pub const REPOSITORY_FILE: &str = ".suture.toml";

static ACTIVE: OnceLock<Languages> = OnceLock::new();

/// Loads the configuration for a merge of `merged_file`: its repository is the work tree
/// around the file, else around the current directory. The first call decides; later
/// calls (and [`languages`]) return the same languages.
pub fn load_near(merged_file: &Path) -> &'static Languages {
    ACTIVE.get_or_init(|| load(&[merged_file.parent().unwrap_or(Path::new("."))]))
}

/// The languages in effect: loaded around the current directory unless [`load_near`]
/// already loaded them.
pub fn languages() -> &'static Languages {
    ACTIVE.get_or_init(|| load(&[]))
}

/// `profile` as the configuration merges the file at `path` (a `[paths."PATTERN"]` rule
/// may turn stacking on or off for it).
pub fn for_path(
    profile: Option<&'static LanguageProfile>,
    path: &str,
) -> Option<&'static LanguageProfile> {
    profile.map(|profile| languages().for_path(profile, path))
}

/// The user's file, then the repository's, read and applied; on any problem one warning
/// and the built-in languages.
fn load(starts: &[&Path]) -> Languages {
    let mut layers = Vec::new();
    let files = [user_file().map(Source::User), repository_file(starts).map(Source::Repository)];
    for source in files.into_iter().flatten() {
        let path = source.file().unwrap_or(Path::new(""));
        match std::fs::read_to_string(path) {
            Ok(text) => layers.push(Layer { source, text }),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => return built_in_after(&format!("{}: {error}", path.display())),
        }
    }
    if layers.is_empty() {
        return Languages::built_in();
    }
    Languages::configured(&layers).unwrap_or_else(|error| built_in_after(&error.to_string()))
}

/// The one warning of a configuration that cannot be used.
fn built_in_after(problem: &str) -> Languages {
    // One line whatever the problem says: messages are one line, but a path may not be.
    let problem = problem.replace(['\n', '\r'], " ");
    say!("suture: configuration ignored, merging with the built-in languages: {problem}");
    Languages::built_in()
}

/// `$XDG_CONFIG_HOME/suture/config.toml` (an absolute `XDG_CONFIG_HOME` only, as the XDG
/// specification says), else `$HOME/.config/suture/config.toml`.
pub fn user_file() -> Option<PathBuf> {
    let xdg = std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from).filter(|p| p.is_absolute());
    let home = || std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config"));
    Some(xdg.or_else(home)?.join("suture").join("config.toml"))
}

/// The `.suture.toml` of the work tree around the first of `starts` that is in one, else
/// around the current directory.
pub fn repository_file(starts: &[&Path]) -> Option<PathBuf> {
    let current = std::env::current_dir().ok();
    let starts = starts.iter().copied().chain(current.as_deref());
    starts.filter_map(work_tree_root).next().map(|root| root.join(REPOSITORY_FILE))
}

/// The nearest folder at or above `start` that holds `.git` (a folder, or the file of a
/// linked work tree) or `.jj`.
fn work_tree_root(start: &Path) -> Option<PathBuf> {
    let start = if start.as_os_str().is_empty() { Path::new(".") } else { start };
    let start = std::fs::canonicalize(start).ok()?;
    start
        .ancestors()
        .find(|dir| dir.join(".git").exists() || dir.join(".jj").is_dir())
        .map(Path::to_path_buf)
}
