//! The gitattributes that steer suture for one path: `suture.language`, then
//! `linguist-language` (the language override), `suture.allow-parse-errors`,
//! `conflict-marker-size` and `merge`, read with one `git check-attr` process.
//!
//! Must not fail a merge: outside a repository, without git, or on any git error the
//! attributes are simply unspecified. `check-attr` only reads attribute files; nothing
//! from the repository is executed.

use std::path::{Path, PathBuf};

use suture_core::MergeOptions;
use suture_core::cascade::{self, Outcome};
use suture_core::linemerge::line_merge;
use suture_core::profile::LanguageProfile;
use suture_core::text::is_binary;

use crate::cli::MergeFlags;
use crate::git;

/// The attributes read, in the order given to `git check-attr`.
const NAMES: [&str; 5] = [
    "suture.language",
    "linguist-language",
    "suture.allow-parse-errors",
    "conflict-marker-size",
    "merge",
];

/// What the attributes say about one path. `None` = unspecified.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Attributes {
    /// The language override: `suture.language`, else `linguist-language`.
    pub language: Option<String>,
    /// `suture.allow-parse-errors` (set or `true` → true; unset or `false` → false).
    pub allow_parse_errors: Option<bool>,
    /// `conflict-marker-size`.
    pub marker_size: Option<usize>,
    /// The `merge` attribute's value (`suture` when the user routed the file to suture).
    pub merge: Option<String>,
}

/// The attributes of `path` (relative to the current directory), with one git process.
pub fn lookup(path: &Path) -> Attributes {
    lookup_many(Path::new("."), std::slice::from_ref(&path.to_path_buf())).pop().unwrap_or_default()
}

/// The attributes of a file, asked from its own directory: right even when the current
/// directory is in another repository or none.
pub fn lookup_file(path: &Path) -> Attributes {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let Some(name) = path.file_name() else { return Attributes::default() };
    lookup_many(dir, &[PathBuf::from(name)]).pop().unwrap_or_default()
}

/// The attributes of several paths (relative to `dir`), with one git process, in order.
pub fn lookup_many(dir: &Path, paths: &[PathBuf]) -> Vec<Attributes> {
    let mut found = vec![Attributes::default(); paths.len()];
    if paths.is_empty() {
        return found;
    }
    if !git::may_be_in_repository(dir) {
        log::debug!("attributes unavailable: not in a git repository");
        return found;
    }
    let mut args: Vec<std::ffi::OsString> = vec!["check-attr".into(), "-z".into()];
    args.extend(NAMES.iter().map(Into::into));
    args.push("--".into());
    args.extend(paths.iter().map(|p| p.as_os_str().to_owned()));
    let out = match git::output(dir, &args) {
        Ok(out) => out,
        Err(error) => {
            log::debug!("attributes unavailable: {error:#}");
            return found;
        }
    };
    // Records are `path NUL attribute NUL value NUL`, NAMES.len() per path, in order.
    let fields: Vec<&[u8]> = out.split(|&b| b == 0).collect();
    for (index, record) in fields.chunks_exact(3).enumerate() {
        let Some(slot) = found.get_mut(index / NAMES.len()) else { break };
        let value = String::from_utf8_lossy(record[2]);
        apply(slot, &String::from_utf8_lossy(record[1]), &value);
    }
    found
}

/// Records one `check-attr` answer.
fn apply(attributes: &mut Attributes, name: &str, value: &str) {
    let given = !matches!(value, "unspecified" | "unset" | "set" | "");
    match name {
        "suture.language" if given => attributes.language = Some(value.to_string()),
        "linguist-language" if given && attributes.language.is_none() => {
            attributes.language = Some(value.to_string());
        }
        "suture.allow-parse-errors" => {
            attributes.allow_parse_errors = match value {
                "set" | "true" => Some(true),
                "unset" | "false" => Some(false),
                _ => None,
            }
        }
        "conflict-marker-size" if given => {
            attributes.marker_size = value.parse().ok().filter(|&n: &usize| n > 0);
        }
        "merge" if given => attributes.merge = Some(value.to_string()),
        _ => {}
    }
}

/// The language to merge `path` as: `-L` first, then the attributes, then the file name;
/// with the configuration's rules for `path` (stacking on or off).
/// An unknown name is reported on stderr and detection by file name takes over.
pub fn language(
    path: Option<&str>,
    flag: Option<&str>,
    attributes: &Attributes,
) -> Option<&'static LanguageProfile> {
    let shown = path.unwrap_or("the input");
    let for_path = |profile| match path {
        Some(path) => crate::config::for_path(profile, path),
        None => profile,
    };
    for (name, source) in [(flag, "-L"), (attributes.language.as_deref(), "the gitattributes")] {
        if let Some(name) = name {
            match crate::config::languages().by_name(name) {
                Some(profile) => return for_path(Some(profile)),
                None => say!(
                    "suture: unknown language `{name}` given by {source} for {shown}; \
                     run `suture languages` for the supported ones"
                ),
            }
        }
    }
    for_path(path.and_then(|path| crate::config::languages().detect(path)))
}

/// Applies the attributes to the options: `suture.allow-parse-errors` unless the flag was
/// given.
pub fn apply_to_options(attributes: &Attributes, options: &mut MergeOptions) {
    if let Some(allow) = attributes.allow_parse_errors
        && !options.allow_parse_errors
    {
        options.allow_parse_errors = allow;
    }
}

/// The merge command's cascade with the attributes of `-p PATH` taken into account.
///
/// The attributes cost a git process, so they are read only when the line merge
/// conflicts: git's line merge runs first (the fast path); when it conflicts, the
/// attributes pick the language (`-L` still wins) and the cascade goes on from that line
/// merge with it. Returns the outcome, the options and the language used.
/// `--debug DIR` (in `flags`) goes to the structured stages.
pub fn merge_with_attributes(
    inputs: [&[u8]; 3],
    flags: &MergeFlags,
    detected: Option<&'static LanguageProfile>,
    options: &MergeOptions,
) -> (Outcome, MergeOptions, Option<&'static LanguageProfile>) {
    let [base, left, right] = inputs;
    let debug = flags.debug.as_deref();
    let path = flags.path_name.as_deref().filter(|p| *p != "%P");
    let Some(path) = path else {
        let outcome = cascade::merge_with_debug(base, left, right, detected, options, debug);
        return (outcome, options.clone(), detected);
    };
    if [base, left, right].iter().any(|bytes| is_binary(bytes)) {
        return (cascade::merge(base, left, right, None, options), options.clone(), detected);
    }
    // The line merge runs once: the attributes change nothing it reads.
    let started = std::time::Instant::now();
    let lines = line_merge(base, left, right, options);
    let elapsed = started.elapsed();
    if lines.conflicts == 0 {
        let mut outcome = cascade::merge_from_lines(lines, inputs, None, options, debug);
        outcome.record_line_merge(elapsed);
        return (outcome, options.clone(), detected);
    }
    let attributes = lookup(Path::new(path));
    let profile =
        if flags.language.is_some() { detected } else { language(Some(path), None, &attributes) };
    let mut options = options.clone();
    apply_to_options(&attributes, &mut options);
    let mut outcome = cascade::merge_from_lines(lines, inputs, profile, &options, debug);
    outcome.record_line_merge(elapsed);
    (outcome, options, profile)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_applied_in_precedence() {
        // (answers, expected)
        let cases: &[(&[(&str, &str)], Attributes)] = &[
            (&[], Attributes::default()),
            (
                &[("suture.language", "rust"), ("linguist-language", "C")],
                Attributes { language: Some("rust".into()), ..Default::default() },
            ),
            (
                &[("suture.language", "unspecified"), ("linguist-language", "C")],
                Attributes { language: Some("C".into()), ..Default::default() },
            ),
            (
                &[("suture.allow-parse-errors", "set")],
                Attributes { allow_parse_errors: Some(true), ..Default::default() },
            ),
            (
                &[("suture.allow-parse-errors", "unset")],
                Attributes { allow_parse_errors: Some(false), ..Default::default() },
            ),
            (
                &[("conflict-marker-size", "12"), ("merge", "suture")],
                Attributes {
                    marker_size: Some(12),
                    merge: Some("suture".into()),
                    ..Default::default()
                },
            ),
            (&[("conflict-marker-size", "0"), ("merge", "unset")], Attributes::default()),
        ];
        for (answers, expected) in cases {
            let mut got = Attributes::default();
            for (name, value) in *answers {
                apply(&mut got, name, value);
            }
            assert_eq!(&got, expected, "{answers:?}");
        }
    }
}
