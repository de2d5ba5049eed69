//! The machine-readable records of `suture replay --json`: one [`FileRecord`] per
//! conflicting file, then one [`SummaryLine`]. Documented in `docs/replay.md`.
//!
//! Owns: the serde types and their field names only. The names `language`, `stage`,
//! `outcome` and `ms` are shared with the merge driver's `--json-report`
//! ([`crate::account`]), and a `stage` is named by [`crate::account::Stage`] in both. Must
//! not: compute anything, or read the repository.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// How suture's result for one file compares with the file the authors committed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Clean, and byte for byte the committed file.
    Equal,
    /// Clean, and the committed file once all whitespace is ignored.
    EqualWs,
    /// Clean, but not what the authors committed.
    Different,
    /// suture left conflicts too.
    Conflict,
    /// Not a content conflict (add/add, rename, delete/modify, binary, file type): not given
    /// to suture, counted apart.
    Skipped,
}

impl Outcome {
    /// The name used in the JSON and the tables.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Equal => "equal",
            Outcome::EqualWs => "equal_ws",
            Outcome::Different => "different",
            Outcome::Conflict => "conflict",
            Outcome::Skipped => "skipped",
        }
    }

    /// Whether suture gave a clean result.
    pub fn is_clean(self) -> bool {
        matches!(self, Outcome::Equal | Outcome::EqualWs | Outcome::Different)
    }
}

/// One conflicting file of one replayed merge.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FileRecord {
    /// The merge commit id (full hex).
    pub merge: String,
    /// The path in the merge result (`/`-separated, as git prints it).
    pub path: String,
    /// The language suture merged it as; `null` for none (line merge only).
    pub language: Option<String>,
    /// How the result compares with the committed file.
    pub outcome: Outcome,
    /// What produced the result: `line_merge`, `regions`, `full`, `binary`; `tree` for a
    /// skipped file (git's tree merge decided, suture did not run).
    pub stage: String,
    /// Time suture took on this file, in milliseconds (0 for a skipped file).
    pub ms: f64,
    /// For a skipped file, which kind of conflict it is (`add/add`, `delete/modify`,
    /// `binary`, `other`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// Per-language counts of content conflicts.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LanguageCounts {
    /// Content-conflicting files.
    pub files: u64,
    /// Of those, equal byte for byte.
    pub equal: u64,
    /// Equal ignoring whitespace (and not byte for byte).
    pub equal_ws: u64,
    /// Resolved differently.
    pub different: u64,
    /// Still conflicting.
    pub conflict: u64,
}

/// The totals of a replay (the `summary` object of the last JSON line).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Two-parent merge commits walked (including those skipped below).
    pub merges_walked: u64,
    /// Merges whose parents have no single merge base (none, or several): not replayed.
    pub merges_skipped_merge_base: u64,
    /// Merges that could not be read (missing or corrupt objects): not replayed.
    pub merges_failed: u64,
    /// Merges replayed: walked minus both kinds of skip.
    pub merges_examined: u64,
    /// Merges git's tree merge leaves conflicting (any kind of conflict).
    pub merges_conflicting: u64,
    /// Of those, merges whose conflicts are all content conflicts (suture could solve them).
    pub merges_content_only: u64,
    /// Merges suture fully resolves: every conflicting file a content conflict, all clean.
    pub merges_resolved: u64,
    /// Of those, merges where every file equals the committed one (ignoring whitespace).
    pub merges_resolved_equal: u64,
    /// Files with a content conflict (given to suture).
    pub files_conflicting: u64,
    /// Files with other conflicts (add/add, rename, delete/modify, binary): counted apart.
    pub files_skipped: u64,
    /// Content-conflicting files suture resolves (`equal` + `equal_ws` + `different`).
    pub files_resolved: u64,
    /// Resolved files byte-equal to the committed file.
    pub files_equal: u64,
    /// Resolved files equal to it ignoring whitespace only.
    pub files_equal_ws: u64,
    /// Resolved files that differ from it.
    pub files_different: u64,
    /// Files suture leaves conflicting.
    pub files_conflict: u64,
    /// Per language (`none` for files without one).
    pub languages: BTreeMap<String, LanguageCounts>,
    /// Median time suture took per content-conflicting file, in milliseconds.
    pub ms_median: f64,
    /// 95th percentile of that time.
    pub ms_p95: f64,
    /// Sum of suture's time over all files, in milliseconds.
    pub ms_total: f64,
    /// Sum of the time spent walking and merging trees (merge bases, git's tree merge,
    /// reading blobs), in milliseconds, over all workers.
    pub ms_tree: f64,
    /// Wall-clock time of the whole replay, in seconds.
    pub seconds: f64,
    /// Whether the replay was interrupted (Ctrl-C) or stopped early by an unreadable walk.
    pub interrupted: bool,
}

/// The last line of `--json`: `{"summary": {...}}`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SummaryLine {
    /// The totals.
    pub summary: Summary,
}
