//! Options shared by every stage: labels, marker size, conflict style, budgets.
//! Raw command-line values are validated by the binary before they become these.

use std::time::Duration;

/// How conflicts are printed, as git's `merge.conflictStyle`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ConflictStyle {
    /// `<<<<<<<`, `=======`, `>>>>>>>` only.
    Merge,
    /// With the base section `|||||||` (suture's default: it keeps what both sides started from).
    #[default]
    Diff3,
    /// diff3 with common lines at both ends of a hunk moved out of it.
    Zdiff3,
}

/// The names printed after the conflict markers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labels {
    /// After `|||||||`.
    pub base: String,
    /// After `<<<<<<<`.
    pub left: String,
    /// After `>>>>>>>`.
    pub right: String,
}

impl Default for Labels {
    fn default() -> Self {
        Labels { base: "base".into(), left: "left".into(), right: "right".into() }
    }
}

/// Everything that steers one merge.
#[derive(Debug, Clone)]
pub struct MergeOptions {
    /// Marker labels.
    pub labels: Labels,
    /// Length of the conflict markers (git's `conflict-marker-size`, 7 by default).
    pub marker_size: usize,
    /// Conflict style.
    pub style: ConflictStyle,
    /// Print conflicts as narrowly as possible instead of widening them to whole lines.
    pub compact: bool,
    /// Stop the cascade after resolving the line merge's conflicting regions.
    pub fast: bool,
    /// Merge structurally even when a revision has parse errors.
    pub allow_parse_errors: bool,
    /// Judges of the cascade left out (see `cascade::JUDGES`): for measuring what each one
    /// turns down, never for use.
    pub without_judges: Vec<String>,
    /// Budget for the structured part; `None` means no limit.
    pub timeout: Option<Duration>,
}

impl Default for MergeOptions {
    fn default() -> Self {
        MergeOptions {
            labels: Labels::default(),
            marker_size: 7,
            style: ConflictStyle::Diff3,
            compact: false,
            fast: false,
            allow_parse_errors: false,
            without_judges: Vec::new(),
            timeout: Some(Duration::from_secs(10)),
        }
    }
}
