//! Turns the raw merge flags into `suture_core::MergeOptions` and picks the language.
//!
//! Owns: label defaults and git's unsubstituted placeholders, the marker-size parsing,
//! the `suture=0` switch. Must not: read files or merge anything.

use std::path::Path;
use std::time::Duration;

use suture_core::profile::LanguageProfile;
use suture_core::{ConflictStyle, Labels, MergeOptions};

use crate::cli::{MergeFlags, StyleArg};

/// The marker size git uses by default.
const DEFAULT_MARKER_SIZE: usize = 7;

/// Validated options for one merge; `base`, `left` and `right` are the paths as given,
/// which label the markers when no `-s/-x/-y` is given (as `git merge-file` does).
pub fn merge_options(flags: &MergeFlags, base: &Path, left: &Path, right: &Path) -> MergeOptions {
    MergeOptions {
        labels: Labels {
            base: label(flags.base_name.as_deref(), "%S", base),
            left: label(flags.left_name.as_deref(), "%X", left),
            right: label(flags.right_name.as_deref(), "%Y", right),
        },
        marker_size: marker_size(flags.marker_size.as_deref()),
        style: match flags.style.unwrap_or(StyleArg::Diff3) {
            StyleArg::Merge => ConflictStyle::Merge,
            StyleArg::Diff3 => ConflictStyle::Diff3,
            StyleArg::Zdiff3 => ConflictStyle::Zdiff3,
        },
        compact: flags.compact,
        fast: flags.fast,
        allow_parse_errors: flags.allow_parse_errors,
        without_judges: flags.without_judges.clone(),
        timeout: (flags.timeout > 0).then(|| Duration::from_millis(flags.timeout)),
    }
}

/// git older than 2.44 passes `%S`, `%X` and `%Y` through literally: such a value is no label.
fn label(given: Option<&str>, placeholder: &str, path: &Path) -> String {
    match given {
        Some(name) if name != placeholder => name.to_owned(),
        _ => path.display().to_string(),
    }
}

/// `-l` comes from git's `%L`, which an old or misconfigured setup may leave literal; a
/// merge must not fail over it, so anything that is not a number gives git's default.
fn marker_size(given: Option<&str>) -> usize {
    let Some(given) = given else { return DEFAULT_MARKER_SIZE };
    match given.trim().parse::<usize>() {
        Ok(size) if size > 0 => size,
        _ => {
            log::info!("ignoring conflict marker size {given:?}; using {DEFAULT_MARKER_SIZE}");
            DEFAULT_MARKER_SIZE
        }
    }
}

/// Whether the environment asks for git's own merge only (`suture=0`).
pub fn structured_disabled() -> bool {
    std::env::var_os("suture").is_some_and(|v| v == "0")
}

/// The language to merge as: `-L` first, then the repository path (`-p`, git's `%P`),
/// then the LEFT path, with the configuration files' rules (see `crate::config`), those of
/// that path's patterns included. `None`
/// means line merge only.
pub fn language(flags: &MergeFlags, left: &Path) -> Option<&'static LanguageProfile> {
    let path = match &flags.path_name {
        Some(path) if path != "%P" => path.clone(),
        _ => left.to_string_lossy().into_owned(),
    };
    if let Some(name) = &flags.language {
        let found = crate::config::languages().by_name(name);
        if found.is_none() {
            say!("suture: {}; merging line by line", unknown_language(name));
        }
        return crate::config::for_path(found, &path);
    }
    crate::config::for_path(crate::config::languages().detect(&path), &path)
}

/// Whether `-L NAME` names a language (by name or alias, any case).
pub fn is_known_language(name: &str) -> bool {
    crate::config::languages().by_name(name).is_some()
}

/// The message for an unknown `-L` value, with the nearest names (a typo is the usual
/// cause): `unknown language "Rsut" given with -L; did you mean rust? (...)`.
pub fn unknown_language(name: &str) -> String {
    let wanted = name.to_ascii_lowercase();
    let mut candidates: Vec<(usize, &str)> = suture_langs::profiles()
        .iter()
        .flat_map(|p| std::iter::once(p.name).chain(p.aliases.iter().copied()))
        .map(|candidate| (edit_distance(&wanted, &candidate.to_ascii_lowercase()), candidate))
        .filter(|&(distance, _)| distance <= 2.max(wanted.len() / 3))
        .collect();
    candidates.sort();
    candidates.dedup_by(|a, b| a.1.eq_ignore_ascii_case(b.1));
    let names: Vec<&str> = candidates.iter().take(3).map(|&(_, n)| n).collect();
    let hint = match names.as_slice() {
        [] => String::new(),
        [one] => format!("; did you mean {one}?"),
        more => format!("; did you mean one of {}?", more.join(", ")),
    };
    format!("unknown language {name:?} given with -L{hint} (`suture languages` lists them)")
}

/// Levenshtein distance between two short strings, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, &cb) in b.iter().enumerate() {
            let substitute = previous[j] + usize::from(ca != cb);
            current.push(substitute.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_typo_in_a_language_name_gets_suggestions() {
        let message = unknown_language("Rsut");
        assert!(
            message.contains("did you mean") && message.to_lowercase().contains("rust"),
            "{message}"
        );
        assert!(!unknown_language("zzzzzzzzzz").contains("did you mean"));
        assert_eq!(edit_distance("rsut", "rust"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("python", "python"), 0);
    }

    use super::*;

    #[test]
    fn labels() {
        let path = Path::new("dir/a.rs");
        let cases: &[(Option<&str>, &str, &str)] = &[
            (None, "%S", "dir/a.rs"),
            (Some("%S"), "%S", "dir/a.rs"),
            (Some("%X"), "%S", "%X"),
            (Some("HEAD"), "%X", "HEAD"),
            (Some(""), "%Y", ""),
        ];
        for &(given, placeholder, expected) in cases {
            assert_eq!(label(given, placeholder, path), expected, "{given:?}");
        }
    }

    #[test]
    fn marker_sizes() {
        let cases: &[(Option<&str>, usize)] = &[
            (None, 7),
            (Some("7"), 7),
            (Some("12"), 12),
            (Some("3"), 3),
            (Some("%L"), 7),
            (Some("0"), 7),
            (Some("-4"), 7),
            (Some("x"), 7),
            (Some(""), 7),
        ];
        for &(given, expected) in cases {
            assert_eq!(marker_size(given), expected, "{given:?}");
        }
    }
}
