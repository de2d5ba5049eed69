//! The structured three-way merge (PCS changesets and the 3DM merge, as in Spork):
//! class mapping ([`classes`]), changesets ([`pcs`]), the merge of ordered child lists
//! ([`threedm`]) and of commutative ones ([`commutative`]), leaf contents ([`content`]),
//! and the rebuild that prints the result ([`rebuild`], with [`gaps`] for whitespace).
//!
//! This module is the API the cascade calls. It does not parse, and it never decides
//! between the structured result and the line merge: that is the cascade's job.

pub mod classes;
pub mod commutative;
pub mod content;
pub mod gaps;
pub mod pcs;
pub mod rebuild;
pub mod threedm;

#[cfg(test)]
mod tests;

use crate::error::Result;
use crate::matching::Matching;
use crate::options::MergeOptions;
use crate::profile::LanguageProfile;
use crate::render::finish;
use crate::tree::{NodeId, Tree};

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
pub fn merge_trees(
    base: &Tree<'_>,
    left: &Tree<'_>,
    right: &Tree<'_>,
    profile: &LanguageProfile,
    options: &MergeOptions,
) -> Result<StructuredMerge> {
    let [base_left, base_right, left_right] = matchings(base, left, right);
    merge_with_matchings(base, left, right, &base_left, &base_right, &left_right, profile, options)
}

/// The three matchings (base–left, base–right, left–right) used by [`merge_trees`].
// NOTE: a private hash-based matcher stands in until `matching::match_trees` lands.
pub fn matchings(base: &Tree<'_>, left: &Tree<'_>, right: &Tree<'_>) -> [Matching; 3] {
    [hash_match(base, left), hash_match(base, right), hash_match(left, right)]
}

/// Merges three trees given their matchings (the testable core).
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
    let classes = Classes::new([base, left, right], base_left, base_right, left_right, profile);
    let rebuilt = Rebuilder::new(&classes, profile, options).run();
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

/// A small matcher on structural hashes: subtrees whose hash occurs once in each tree are
/// mapped whole, then the children of mapped nodes are paired by kind in order. Good
/// enough for tests and as a stand-in; the GumTree matcher replaces it.
pub fn hash_match(src: &Tree<'_>, dst: &Tree<'_>) -> Matching {
    use rustc_hash::FxHashMap;
    let mut matching = Matching::for_trees(src, dst);
    let count = |tree: &Tree<'_>| {
        let mut m: FxHashMap<u64, (u32, NodeId)> = FxHashMap::default();
        for id in tree.ids() {
            let e = m.entry(tree.node(id).hash).or_insert((0, id));
            e.0 += 1;
        }
        m
    };
    let (cs, cd) = (count(src), count(dst));
    let map_subtree = |matching: &mut Matching, s: NodeId, d: NodeId| {
        for i in 0..src.node(s).size {
            let (a, b) = (NodeId(s.0 + i), NodeId(d.0 + i));
            if !matching.has_src(a) && !matching.has_dst(b) {
                matching.add(a, b);
            }
        }
    };
    // Largest unique subtrees first (pre-order visits them before their parts).
    for id in src.ids() {
        if matching.has_src(id) {
            continue;
        }
        let h = src.node(id).hash;
        if let (Some(&(1, _)), Some(&(1, d))) = (cs.get(&h), cd.get(&h))
            && !matching.has_dst(d)
        {
            map_subtree(&mut matching, id, d);
        }
    }
    if !matching.has_src(src.root()) && !matching.has_dst(dst.root()) {
        matching.add(src.root(), dst.root());
    }
    // Top-down: pair unmapped children of mapped nodes by kind, in order.
    for s in src.ids() {
        let Some(d) = matching.dst(s) else { continue };
        let dst_children = dst.children(d).to_vec();
        let mut next = 0;
        for &sc in src.children(s) {
            if let Some(dc) = matching.dst(sc) {
                if let Some(i) = dst_children.iter().position(|&x| x == dc) {
                    next = next.max(i + 1);
                }
                continue;
            }
            let kind = src.kind(sc);
            if let Some(offset) = dst_children[next.min(dst_children.len())..]
                .iter()
                .position(|&dc| !matching.has_dst(dc) && dst.kind(dc) == kind)
            {
                let dc = dst_children[next + offset];
                matching.add(sc, dc);
                next += offset + 1;
            }
        }
    }
    matching
}
