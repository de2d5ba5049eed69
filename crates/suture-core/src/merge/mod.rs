//! The structured three-way merge (PCS changesets and the 3DM merge, as in Spork):
//! class mapping ([`classes`]), changesets ([`pcs`]), the merge of ordered child lists
//! ([`threedm`]) and of commutative ones ([`commutative`]), leaf contents ([`content`]),
//! and the rebuild that prints the result ([`rebuild`], with [`gaps`] for whitespace).
//!
//! This module is the API the cascade calls. It does not parse, and it never decides
//! between the structured result and the line merge: that is the cascade's job.

// Revisions are indexed 0..3 across several parallel arrays at once.
#![allow(clippy::needless_range_loop)]

pub mod classes;
pub mod commutative;
pub mod content;
pub mod gaps;
pub mod order;
pub mod pcs;
pub mod rebuild;
pub mod sequence;
pub mod stacking;
pub mod threedm;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_parsed;

use crate::error::Result;
use crate::matching::{MatchConfig, Matching, keep_additions_whole, match_keyed};
use crate::options::MergeOptions;
use crate::profile::LanguageProfile;
use crate::render::finish;
use crate::tree::Tree;

use classes::Classes;
use rebuild::Rebuilder;

/// The result of a structured merge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StructuredMerge {
    /// The merged text, conflict markers included.
    pub text: String,
    /// Number of conflict blocks in `text`.
    pub conflicts: usize,
    /// Bytes inside the conflict blocks (all sides): how much is left to resolve.
    pub conflict_bytes: usize,
}

/// Merges three trees: computes the three matchings, then [`merge_with_matchings`].
///
/// # Errors
/// As [`merge_with_matchings`].
pub fn merge_trees(
    base: &Tree<'_>,
    left: &Tree<'_>,
    right: &Tree<'_>,
    profile: &LanguageProfile,
    options: &MergeOptions,
) -> Result<StructuredMerge> {
    let [base_left, base_right, left_right] = matchings(base, left, right, profile);
    merge_with_matchings(base, left, right, &base_left, &base_right, &left_right, profile, options)
}

/// The three matchings used by [`merge_trees`]: base–left and base–right generous,
/// left–right conservative (a false match there corrupts the result); data entries of
/// different keys are never paired.
pub fn matchings(
    base: &Tree<'_>,
    left: &Tree<'_>,
    right: &Tree<'_>,
    profile: &LanguageProfile,
) -> [Matching; 3] {
    let generous = MatchConfig::default();
    let [kb, kl, kr] = [base, left, right].map(|tree| commutative::entry_keys(profile, tree));
    let base_left = match_keyed(base, left, &generous, kb.clone(), kl.clone());
    let base_right = match_keyed(base, right, &generous, kb, kr.clone());
    let mut left_right = match_keyed(left, right, &MatchConfig::conservative(), kl, kr);
    keep_additions_whole(&mut left_right, left, right, &base_left, &base_right);
    [base_left, base_right, left_right]
}

/// Merges three trees given their matchings (the testable core).
///
/// # Errors
/// [`crate::Error::Timeout`] when `options.timeout` (counted from this call) runs out.
#[allow(clippy::too_many_arguments)] // the three trees and three matchings are the input
pub fn merge_with_matchings(
    base: &Tree<'_>,
    left: &Tree<'_>,
    right: &Tree<'_>,
    base_left: &Matching,
    base_right: &Matching,
    left_right: &Matching,
    profile: &LanguageProfile,
    options: &MergeOptions,
) -> Result<StructuredMerge> {
    let deadline = options.timeout.map(|t| std::time::Instant::now() + t);
    let classes = Classes::new([base, left, right], base_left, base_right, left_right, profile);
    let rebuilt = Rebuilder::new(&classes, profile, options).run(deadline)?;
    let rendered = finish(&rebuilt.segs, options);
    Ok(StructuredMerge {
        text: rendered.text,
        conflicts: rendered.conflicts,
        conflict_bytes: rendered.conflict_bytes,
    })
}

/// The class mapping and changesets as text, for `--debug DIR`.
#[allow(clippy::too_many_arguments)] // mirrors merge_with_matchings
pub fn debug_dump(
    base: &Tree<'_>,
    left: &Tree<'_>,
    right: &Tree<'_>,
    base_left: &Matching,
    base_right: &Matching,
    left_right: &Matching,
    profile: &LanguageProfile,
) -> String {
    let classes = Classes::new([base, left, right], base_left, base_right, left_right, profile);
    pcs::dump(&classes)
}
