//! The structured three-way merge (PCS changesets and the 3DM merge, as in Spork): element
//! identity ([`identity`]), class mapping ([`classes`]), changesets ([`pcs`]), the merge of
//! ordered child lists ([`threedm`]) and of commutative ones ([`commutative`]), leaf
//! contents ([`content`]), and the rebuild that prints the result ([`rebuild`], with
//! [`gaps`] for whitespace and `losses` for the changes a pass did not print).
//!
//! Below them all, [`identity`] decides which elements are the same and [`classes`] holds
//! the class mapping; the list merges ([`threedm`], [`sequence`], [`commutative`]) read
//! the classes, and [`rebuild`] drives them. No two of these modules import each other.
//!
//! This module is the API the cascade calls. It does not parse, and it never decides
//! between the structured result and the line merge: that is the cascade's job.

pub mod classes;
pub mod commutative;
pub mod content;
pub mod gaps;
pub mod identity;
pub mod interleave;
mod losses;
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
use crate::matching::{
    MatchConfig, Matchings, keep_additions_whole, match_keyed, unpair_additions_named_apart,
};
use crate::options::MergeOptions;
use crate::profile::LanguageProfile;
use crate::render::finish;
use crate::revision::ThreeWay;
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
    /// Both sides' insertions kept at one place of an ordered list (see [`stacking`]).
    pub stacked: Vec<stacking::Stacked>,
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
    let trees = ThreeWay::new(base, left, right);
    merge_with_matchings(trees, &matchings(trees, profile), profile, options)
}

/// The three matchings used by [`merge_trees`]: base–left and base–right generous,
/// left–right conservative (a false match there corrupts the result); data entries of
/// different keys are never paired.
pub fn matchings(trees: ThreeWay<&Tree<'_>>, profile: &LanguageProfile) -> Matchings {
    let generous = MatchConfig::default();
    let keys = trees.map(|tree| identity::entry_keys(profile, tree));
    let base_left =
        match_keyed(trees.base, trees.left, &generous, keys.base.clone(), keys.left.clone());
    let base_right = match_keyed(trees.base, trees.right, &generous, keys.base, keys.right.clone());
    let mut left_right =
        match_keyed(trees.left, trees.right, &MatchConfig::conservative(), keys.left, keys.right);
    unpair_additions_named_apart(
        &mut left_right,
        trees.left,
        trees.right,
        &base_left,
        &base_right,
        |tree, node| identity::declared_name(profile, tree, node),
    );
    keep_additions_whole(&mut left_right, trees.left, trees.right, &base_left, &base_right);
    Matchings { base_left, base_right, left_right }
}

/// Merges three trees given their matchings (the testable core).
///
/// # Errors
/// [`crate::Error::Timeout`] when `options.timeout` (counted from this call) runs out.
pub fn merge_with_matchings(
    trees: ThreeWay<&Tree<'_>>,
    matchings: &Matchings,
    profile: &LanguageProfile,
    options: &MergeOptions,
) -> Result<StructuredMerge> {
    let deadline = options.timeout.map(|t| std::time::Instant::now() + t);
    let classes = Classes::new(trees, matchings, profile);
    let rebuilt = Rebuilder::new(&classes, profile, options).run(deadline)?;
    let rendered = finish(&rebuilt.segs, options);
    Ok(StructuredMerge {
        text: rendered.text,
        conflicts: rendered.conflicts,
        conflict_bytes: rendered.conflict_bytes,
        stacked: rebuilt.stacked,
    })
}

/// The class mapping and changesets as text, for `--debug DIR`.
pub fn debug_dump(
    trees: ThreeWay<&Tree<'_>>,
    matchings: &Matchings,
    profile: &LanguageProfile,
) -> String {
    pcs::dump(&Classes::new(trees, matchings, profile))
}
