//! The replay of one merge commit: git's tree merge, then every content conflict through
//! the merge driver's own code path (`cmd::merge::merge_file`), judged against the file
//! the authors committed.
//!
//! Owns: the sequence for one merge and the timing of suture's part. Must not: merge a
//! file any other way than the driver does, or keep anything beyond the merge's records.

use std::path::Path;
use std::time::Instant;

use gix::bstr::ByteSlice;
use suture_core::cascade::{self, Method};
use suture_core::profile::LanguageProfile;

use super::outcome::{MergeResult, MergeStatus, judge};
use super::record::{FileRecord, Outcome};
use super::treemerge::{self, MergeCommit, ReplayError, TreeOutcome};
use crate::cli::MergeFlags;
use crate::cmd::merge::merge_file;
use crate::options;

/// What produced a result, as the `stage` field names it.
pub fn stage_name(method: Method) -> &'static str {
    crate::account::Stage::from(method).as_str()
}

/// Merges one file as the driver would, given its repository path; returns the outcome,
/// the language and suture's time in milliseconds.
pub fn merge_like_driver(
    inputs: [&[u8]; 3],
    path: &str,
    defaults: &MergeFlags,
) -> (cascade::Outcome, Option<&'static LanguageProfile>, f64) {
    // git runs the driver with `-p %P`: the path picks the language and the gitattributes,
    // and labels the markers.
    let mut flags = defaults.clone();
    flags.path_name = Some(path.to_owned());
    let shown = Path::new(path);
    let options = options::merge_options(&flags, shown, shown, shown);
    let start = Instant::now();
    let (outcome, _, profile) = merge_file(inputs, &flags, &options, shown);
    (outcome, profile, start.elapsed().as_secs_f64() * 1000.0)
}

/// Replays one merge commit.
pub fn replay(repo: &gix::Repository, merge: &MergeCommit, flags: &MergeFlags) -> MergeResult {
    let mut result = MergeResult { merge: merge.id.to_string(), ..Default::default() };
    let mut tree_ms = 0.0;
    match replay_files(repo, merge, flags, &mut result.files, &mut tree_ms) {
        Ok(status) => result.status = status,
        Err(error) => {
            result.status = MergeStatus::Failed(error.to_string());
            result.files.clear();
        }
    }
    result.tree_ms = tree_ms;
    result
}

fn replay_files(
    repo: &gix::Repository,
    merge: &MergeCommit,
    flags: &MergeFlags,
    files: &mut Vec<FileRecord>,
    tree_ms: &mut f64,
) -> Result<MergeStatus, ReplayError> {
    let start = Instant::now();
    let outcome = treemerge::merge_parents(repo, merge);
    *tree_ms += start.elapsed().as_secs_f64() * 1000.0;
    let unmerged = match outcome? {
        TreeOutcome::NoSingleBase => return Ok(MergeStatus::NoSingleBase),
        TreeOutcome::Clean => return Ok(MergeStatus::Replayed),
        TreeOutcome::Conflicting(unmerged) => unmerged,
    };
    let merge_hex = merge.id.to_string();
    for entry in unmerged {
        let path = entry.path.to_str_lossy().into_owned();
        let skipped = |reason: &str| FileRecord {
            merge: merge_hex.clone(),
            path: path.clone(),
            language: suture_langs::detect(&path).map(|p| p.name.to_owned()),
            outcome: Outcome::Skipped,
            stage: "tree".to_owned(),
            ms: 0.0,
            reason: Some(reason.to_owned()),
        };
        let Some(blobs) = entry.content_blobs() else {
            files.push(skipped(entry.skip_reason()));
            continue;
        };
        let start = Instant::now();
        let content = treemerge::read_content(repo, blobs)?;
        let committed = treemerge::committed_file(repo, merge.id, &entry.path)?;
        *tree_ms += start.elapsed().as_secs_f64() * 1000.0;
        let Some([base, left, right]) = content else {
            files.push(skipped("binary"));
            continue;
        };
        let (outcome, profile, ms) = merge_like_driver([&base, &left, &right], &path, flags);
        files.push(FileRecord {
            merge: merge_hex.clone(),
            path: path.clone(),
            language: profile.map(|p| p.name.to_owned()),
            outcome: judge(outcome.conflicts, &outcome.bytes, committed.as_deref()),
            stage: stage_name(outcome.method).to_owned(),
            ms,
            reason: None,
        });
    }
    Ok(MergeStatus::Replayed)
}
