//! Recovering the three revisions behind a file that holds conflict markers, for `solve`
//! and `report`: from git's index stages when the file is unmerged and still says what
//! git wrote, else from the markers themselves when they record the base.
//!
//! Must not: merge (beyond the line merge that checks the index stages against the file)
//! or write anything. The user's edits to a conflicted file are never discarded: the index
//! stages are used only when they rebuild the same two sides as the file's markers.

use std::path::{Path, PathBuf};

use suture_core::linemerge::line_merge;
use suture_core::markers::{self, ConflictFile};
use suture_core::{ConflictStyle, MergeOptions};

use crate::git;

/// Where the revisions came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// git's index stages `:1:`, `:2:`, `:3:`.
    Index,
    /// The conflict markers (diff3 or zdiff3 style).
    Markers,
}

/// The three revisions of a conflicted file.
#[derive(Debug, Clone)]
pub struct Revisions {
    /// The base.
    pub base: Vec<u8>,
    /// The left (ours).
    pub left: Vec<u8>,
    /// The right (theirs).
    pub right: Vec<u8>,
    /// Where they came from.
    pub source: Source,
}

impl Revisions {
    /// Where the revisions came from, in words for `-v`.
    pub fn source_description(&self) -> &'static str {
        match self.source {
            Source::Index => "git's index",
            Source::Markers => "the conflict markers",
        }
    }
}

/// The marker labels of the file's first hunk, as text.
#[derive(Debug, Clone, Default)]
pub struct FileLabels {
    /// After `<<<<<<<`.
    pub left: Option<String>,
    /// After `|||||||`.
    pub base: Option<String>,
    /// After `>>>>>>>`.
    pub right: Option<String>,
}

/// What could be learnt from one conflicted file.
#[derive(Debug, Clone)]
pub struct Recovered {
    /// Conflict hunks in the file.
    pub conflicts: usize,
    /// The marker length the file uses.
    pub marker_size: usize,
    /// The labels of its first hunk.
    pub labels: FileLabels,
    /// The revisions, or why they could not be recovered (a message fragment naming what
    /// to do).
    pub revisions: Result<Revisions, String>,
    /// The index stages, when the file is unmerged in a repository.
    pub stages: Option<git::Stages>,
    /// Why the index stages were not used although present.
    pub note: Option<String>,
}

/// Where a file sits in a work tree: the root and the path git knows it by.
#[derive(Debug, Clone)]
pub struct InRepo {
    /// The work tree's root.
    pub root: PathBuf,
    /// The root-relative path.
    pub path: String,
}

/// The work tree holding `path`, if any.
pub fn in_repo(path: &Path) -> Option<InRepo> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let root = git::work_tree_root(dir)?;
    let relative = git::relative_to_root(&root, path)?;
    Some(InRepo { root, path: relative })
}

/// Reads the markers of `bytes` (the content of `path`) and recovers the revisions.
/// `shown` names the file in messages.
pub fn recover(
    path: &Path,
    shown: &str,
    bytes: &[u8],
    marker_size: Option<usize>,
) -> suture_core::Result<Recovered> {
    let parsed = markers::parse(bytes, marker_size)?;
    let labels = parsed.first_labels().unwrap_or_default();
    let text = |label: Option<&[u8]>| label.map(|l| String::from_utf8_lossy(l).into_owned());
    let mut recovered = Recovered {
        conflicts: parsed.conflicts(),
        marker_size: parsed.marker_size,
        labels: FileLabels {
            left: text(labels.left),
            base: text(labels.base),
            right: text(labels.right),
        },
        revisions: Err(String::new()),
        stages: None,
        note: None,
    };
    if recovered.conflicts == 0 {
        recovered.revisions = Err("it has no conflict markers".into());
        return Ok(recovered);
    }
    let repo = in_repo(path);
    if let Some(repo) = &repo {
        match git::stages(&repo.root, &repo.path) {
            Ok(stages) => recovered.stages = stages,
            Err(error) => log::info!("{shown}: cannot read the index stages: {error:#}"),
        }
    }
    if let Some(stages) = &recovered.stages {
        match from_stages(stages, &parsed, bytes) {
            Ok(revisions) => {
                recovered.revisions = Ok(revisions);
                return Ok(recovered);
            }
            Err(why) => {
                log::info!("{shown}: not using the index stages: {why}");
                recovered.note = Some(why);
            }
        }
    }
    recovered.revisions = match parsed.base() {
        Some(base) => Ok(Revisions {
            base,
            left: parsed.left(),
            right: parsed.right(),
            source: Source::Markers,
        }),
        None => Err(no_base_reason(shown, repo.is_some(), &recovered)),
    };
    Ok(recovered)
}

/// What to tell the user when merge-style markers cannot be completed with a base.
fn no_base_reason(shown: &str, in_repo: bool, recovered: &Recovered) -> String {
    let regenerate = format!(
        "write them with a base using `git checkout --conflict=diff3 -- {shown}` \
         (this discards edits made to the file since the merge)"
    );
    match (&recovered.stages, &recovered.note) {
        (Some(_), Some(_)) => format!(
            "its markers have no base section and it differs from git's merge of its index stages; {regenerate}"
        ),
        (Some(_), None) => format!("its markers have no base section; {regenerate}"),
        (None, _) if in_repo => {
            "its markers have no base section and git has no conflict recorded for it; \
             set `git config merge.conflictStyle diff3` before merging"
                .to_string()
        }
        (None, _) => "its markers have no base section and it is not in a conflicted git \
                      repository; produce them with the diff3 conflict style"
            .to_string(),
    }
}

/// The index stages as revisions, when they rebuild the same sides as the file: then the
/// file is what git wrote (in any conflict style), and the stages add what markers lose
/// (the base of merge-style hunks, the common lines zdiff3 moves out).
fn from_stages(
    stages: &git::Stages,
    parsed: &ConflictFile<'_>,
    bytes: &[u8],
) -> Result<Revisions, String> {
    let (Some(left), Some(right)) = (&stages.left, &stages.right) else {
        return Err("one side deleted the file".into());
    };
    let base = stages.base.clone().unwrap_or_default();
    let mut revisions = [base, left.clone(), right.clone()];
    // With `core.autocrlf` or `eol=crlf` the work tree has CRLF where the index has LF.
    if bytes.windows(2).any(|w| w == b"\r\n") && !revisions[1].windows(2).any(|w| w == b"\r\n") {
        for revision in &mut revisions {
            *revision = to_crlf(revision);
        }
    }
    let [base, left, right] = revisions;
    let options = MergeOptions {
        marker_size: parsed.marker_size,
        style: ConflictStyle::Diff3,
        ..MergeOptions::default()
    };
    // The sides rebuilt from markers do not depend on the conflict style or on how hunks
    // are cut, only on the content: equal sides mean the user has not edited the file.
    // `git merge` (merge-ort) diffs with histogram, `git merge-file` and older strategies
    // with Myers; either may have written the file.
    let same_sides = |merged: &[u8]| {
        markers::parse(merged, Some(parsed.marker_size))
            .is_ok_and(|reread| reread.left() == parsed.left() && reread.right() == parsed.right())
    };
    if same_sides(&histogram_merge(&base, &left, &right, parsed.marker_size))
        || same_sides(&line_merge(&base, &left, &right, &options).bytes)
    {
        return Ok(Revisions { base, left, right, source: Source::Index });
    }
    Err("the file differs from git's line merge of its index stages (edited since the merge?)"
        .into())
}

/// git's diff3 merge with histogram diff, as `git merge` writes it (labels aside).
fn histogram_merge(base: &[u8], left: &[u8], right: &[u8], marker_size: usize) -> Vec<u8> {
    use gix_merge::blob::builtin_driver::text;
    let Some(marker_size) = u8::try_from(marker_size).ok().and_then(std::num::NonZeroU8::new)
    else {
        return Vec::new();
    };
    let mut input = imara_diff::InternedInput::default();
    let merge = text::Merge::new(&mut input, left, base, right, imara_diff::Algorithm::Histogram);
    let conflict = text::Conflict::Keep { style: text::ConflictStyle::Diff3, marker_size };
    let mut out = Vec::new();
    merge.run(&mut out, text::Labels::default(), conflict);
    out
}

/// LF line endings as CRLF (lone `\n` only).
fn to_crlf(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() + bytes.len() / 16);
    let mut previous = 0u8;
    for &b in bytes {
        if b == b'\n' && previous != b'\r' {
            out.push(b'\r');
        }
        out.push(b);
        previous = b;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lone_lf_become_crlf() {
        for (input, output) in [("", ""), ("a\nb", "a\r\nb"), ("a\r\nb\n", "a\r\nb\r\n")] {
            assert_eq!(to_crlf(input.as_bytes()), output.as_bytes(), "{input:?}");
        }
    }
}
