//! Recovery: once two containers are mapped, map what is still unmapped inside them.
//!
//! Small pairs (both sides within [`MatchConfig::max_ted_size`] nodes) take the mapping of
//! an optimal tree edit distance ([`super::zhang_shasha`]). Larger pairs are handled level by
//! level: the two child lists are aligned by a longest common subsequence (Myers' diff from
//! `gix-imara-diff`) in three passes of decreasing strictness —
//! 1. isomorphic subtrees (same kind and structural hash), mapped whole;
//! 2. leaves of the same kind and text, and inner nodes of the same kind;
//! 3. any two nodes of the same kind (this is what pairs an edited leaf with its old text);
//!
//! and every inner pair mapped by passes 2–3 is recovered in turn (explicit work stack).
//! Children that are already mapped take part as anchors: they align only with their own
//! partner, so nothing is paired across a node that stayed in place. This module never
//! breaks an existing pair nor maps nodes of different kinds (all pairs go through
//! [`super::link`]).

use gix_imara_diff::{Algorithm, Diff, Token};
use rustc_hash::FxHashMap;

use super::{MatchConfig, Matching, isomorphic, link, link_subtrees, zhang_shasha};
use crate::tree::{NodeId, Tree};

/// Maps unmapped descendants of the freshly mapped pair `(a, b)`; returns the number of
/// pairs added.
pub(super) fn recover(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    config: &MatchConfig,
    matching: &mut Matching,
    a: NodeId,
    b: NodeId,
) -> u32 {
    let mut added = 0;
    let mut stack = vec![(a, b)];
    while let Some((x, y)) = stack.pop() {
        let small = src.node(x).size.max(dst.node(y).size) <= config.max_ted_size;
        if small {
            added += zhang_shasha::recover(src, dst, matching, x, y);
        } else {
            added += align_children(src, dst, matching, x, y, &mut stack);
        }
    }
    added
}

/// What a child stands for in one alignment pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key<'t> {
    /// A mapped child: equal only to its partner (the destination id of the pair).
    Anchor(u32),
    /// An unmapped child in pass 1: kind and structural hash.
    Shape(&'static str, u64),
    /// An unmapped child in pass 2: kind, and the text for a leaf.
    Same(&'static str, Option<&'t str>),
    /// An unmapped child in pass 3: kind only.
    Kind(&'static str),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Shape,
    Same,
    Kind,
}

fn key<'t>(tree: &Tree<'t>, matching_partner: Option<NodeId>, id: NodeId, pass: Pass) -> Key<'t> {
    if let Some(partner) = matching_partner {
        return Key::Anchor(partner.0);
    }
    let node = tree.node(id);
    match pass {
        Pass::Shape => Key::Shape(node.kind, node.hash),
        Pass::Same => Key::Same(node.kind, node.is_leaf().then(|| tree.text(id))),
        Pass::Kind => Key::Kind(node.kind),
    }
}

/// Aligns the child lists of `(x, y)` in three passes; pushes inner pairs to recover next.
fn align_children<'t>(
    src: &Tree<'t>,
    dst: &Tree<'t>,
    matching: &mut Matching,
    x: NodeId,
    y: NodeId,
    stack: &mut Vec<(NodeId, NodeId)>,
) -> u32 {
    let (left, right) = (src.children(x), dst.children(y));
    if left.is_empty() || right.is_empty() {
        return 0;
    }
    let mut added = 0;
    let mut diff = Diff::default();
    for pass in [Pass::Shape, Pass::Same, Pass::Kind] {
        let unmapped_left = left.iter().filter(|&&c| !matching.has_src(c)).count();
        let unmapped_right = right.iter().filter(|&&c| !matching.has_dst(c)).count();
        if unmapped_left == 0 || unmapped_right == 0 {
            break;
        }
        let mut interner: FxHashMap<Key<'t>, u32> = FxHashMap::default();
        let mut intern = |k: Key<'t>| -> Token {
            let next = interner.len() as u32;
            Token(*interner.entry(k).or_insert(next))
        };
        let before: Vec<Token> =
            left.iter().map(|&c| intern(key(src, matching.dst(c), c, pass))).collect();
        // A mapped destination child's anchor is its own id: equal to the source anchor of
        // its partner only.
        let after: Vec<Token> = right
            .iter()
            .map(|&c| intern(key(dst, matching.has_dst(c).then_some(c), c, pass)))
            .collect();
        let tokens = interner.len() as u32;
        diff.compute_with(Algorithm::Myers, &before, &after, tokens);
        let (mut i, mut j) = (0u32, 0u32);
        while (i as usize) < left.len() && (j as usize) < right.len() {
            if diff.is_removed(i) {
                i += 1;
                continue;
            }
            if diff.is_added(j) {
                j += 1;
                continue;
            }
            let (a, b) = (left[i as usize], right[j as usize]);
            i += 1;
            j += 1;
            if matching.has_src(a) || matching.has_dst(b) {
                continue; // an anchor
            }
            match pass {
                Pass::Shape => {
                    if isomorphic(src, a, dst, b) {
                        added += link_subtrees(src, dst, matching, a, b);
                    }
                }
                Pass::Same | Pass::Kind => {
                    if link(src, dst, matching, a, b) {
                        added += 1;
                        if !src.node(a).is_leaf() && !dst.node(b).is_leaf() {
                            stack.push((a, b));
                        }
                    }
                }
            }
        }
    }
    added
}
