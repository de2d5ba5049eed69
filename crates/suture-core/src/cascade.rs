//! The cascade: line merge first (clean → done, nothing parsed), then structured
//! resolution, keeping the best candidate. Every failure of the structured part yields the
//! line merge. This is the one entry point the binary calls. (being written)

use crate::linemerge::line_merge;
use crate::options::MergeOptions;
use crate::profile::LanguageProfile;
use crate::text::is_binary;

/// Which stage produced the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// An input was binary: LEFT kept unchanged, reported as a conflict.
    Binary,
    /// git's line merge.
    LineMerge,
    /// Structured resolution of the line merge's conflicting regions.
    Regions,
    /// Full structured merge.
    Full,
}

/// What the cascade produced.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The merged bytes (conflict markers included).
    pub bytes: Vec<u8>,
    /// Conflicts left in `bytes` (for `Binary`, 1).
    pub conflicts: usize,
    /// Conflicts the line merge alone had.
    pub line_merge_conflicts: usize,
    /// Which stage won.
    pub method: Method,
    /// Why the structured part was skipped or failed, when it was.
    pub fallback_reason: Option<String>,
}

/// Merges three revisions of a file. `profile` is the file's language, if suture knows it.
pub fn merge(
    base: &[u8],
    left: &[u8],
    right: &[u8],
    profile: Option<&LanguageProfile>,
    options: &MergeOptions,
) -> Outcome {
    let _ = profile;
    if is_binary(base) || is_binary(left) || is_binary(right) {
        return Outcome {
            bytes: left.to_vec(),
            conflicts: 1,
            line_merge_conflicts: 1,
            method: Method::Binary,
            fallback_reason: Some("binary file".into()),
        };
    }
    let lines = line_merge(base, left, right, options);
    Outcome {
        conflicts: lines.conflicts,
        line_merge_conflicts: lines.conflicts,
        bytes: lines.bytes,
        method: Method::LineMerge,
        fallback_reason: None,
    }
}
