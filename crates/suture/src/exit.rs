//! git's exit-code contract for merge drivers, in one place.

/// The merge is clean: git stages the result.
pub const CLEAN: u8 = 0;
/// Conflicts remain in the output (or a binary file was kept as LEFT): git marks the file
/// unmerged and leaves the output for the user.
pub const CONFLICTS: u8 = 1;
/// Bad usage or unreadable input. Still below 129 so git reports a conflict, not a crash,
/// and the output (when one is written) holds a line merge.
pub const USAGE_OR_IO: u8 = 2;
/// `%A` itself could not be written: git treats codes above 128 as a failed driver and
/// reports the merge as failed, which is the truth.
pub const OUTPUT_UNWRITABLE: u8 = 129;
