//! Bottom-up phase of GumTree: maps containers whose descendants are largely mapped.
//!
//! Source nodes are visited in post-order. An unmapped inner node looks for a destination
//! node of the same kind, still unmapped, that is an ancestor of the partners of its mapped
//! descendants, and takes the one with the best Dice coefficient if it reaches
//! [`MatchConfig::container_threshold`]; [`super::recovery`] then maps what is left inside
//! the pair. The roots are mapped last when they are still free and of the same kind.
//!
//! To stay near-linear on large files this phase never scans whole subtrees:
//! - each node keeps its *frontier*, the mapped nodes just below its unmapped region, with
//!   how many mapped nodes each of them stands for; a parent inherits its unmapped
//!   children's frontiers (the smaller list appended to the larger, O(n log n) in all);
//! - candidates are found by walking up from the frontier's partners, each destination node
//!   visited once per source node, and the walk stops where a container has grown too large
//!   for the Dice threshold to be reachable.

use super::{MatchConfig, Matching, link, position_distance, recovery};
use crate::tree::{NodeId, Tree};

/// Runs the bottom-up phase (with recovery when configured), adding its pairs to `matching`.
pub(super) fn run(src: &Tree<'_>, dst: &Tree<'_>, config: &MatchConfig, matching: &mut Matching) {
    // Mapped nodes in the subtree of a mapped node; 0 = not computed, which means a subtree
    // mapped whole by the top-down phase (so its size).
    let mut weight = vec![0u32; src.len()];
    let mut frontiers: Vec<Vec<NodeId>> = vec![Vec::new(); src.len()];
    // Which source node last walked through a destination node (candidate deduplication).
    let mut visited_by = vec![u32::MAX; dst.len()];
    let weight_of = |weight: &[u32], id: NodeId| match weight[id.index()] {
        0 => src.node(id).size,
        w => w,
    };

    for t1 in src.post_order(src.root()) {
        let node = src.node(t1);
        if matching.has_src(t1) || node.is_leaf() {
            continue;
        }
        let mut frontier: Vec<NodeId> = Vec::new();
        for &child in src.children(t1) {
            if matching.has_src(child) {
                frontier.push(child);
            } else {
                let mut inherited = std::mem::take(&mut frontiers[child.index()]);
                if inherited.len() > frontier.len() {
                    std::mem::swap(&mut inherited, &mut frontier);
                }
                frontier.append(&mut inherited);
            }
        }
        // Recovery only maps nodes inside a pair as it is mapped, so no descendant can
        // have been mapped after its frontier was handed up: the frontier is exact.
        let total: u32 = frontier.iter().map(|&f| weight_of(&weight, f)).sum();
        if frontier.is_empty() {
            continue;
        }
        let own = node.size - 1;
        // Dice ≥ θ needs 2·common / (own + other) ≥ θ with common ≤ total, so the other
        // container has at most 2·total/θ − own descendants.
        let limit = if config.container_threshold > 0.0 {
            (2.0 * f64::from(total) / config.container_threshold - f64::from(own)).max(0.0)
        } else {
            f64::INFINITY
        };
        let mut candidates: Vec<NodeId> = Vec::new();
        for &f in &frontier {
            let partner = matching.dst(f).expect("frontier nodes are mapped");
            let mut up = dst.parent(partner);
            while let Some(a) = up {
                if visited_by[a.index()] == t1.0 {
                    break;
                }
                visited_by[a.index()] = t1.0;
                if f64::from(dst.node(a).size - 1) > limit {
                    break;
                }
                if !matching.has_dst(a) && dst.kind(a) == node.kind && matching.keys_agree(t1, a) {
                    candidates.push(a);
                }
                up = dst.parent(a);
            }
        }
        let mut best: Option<(f64, f64, NodeId)> = None;
        for &t2 in &candidates {
            let common: u32 = frontier
                .iter()
                .filter(|&&f| matching.dst(f).is_some_and(|m| dst.is_ancestor_or_self(t2, m)))
                .map(|&f| weight_of(&weight, f))
                .sum();
            let other = dst.node(t2).size - 1;
            let dice = 2.0 * f64::from(common) / f64::from(own + other);
            let distance = position_distance(src, dst, t1, t2);
            let better = match best {
                None => true,
                Some((d, p, _)) => dice > d || (dice == d && distance < p),
            };
            if better {
                best = Some((dice, distance, t2));
            }
        }
        match best {
            Some((dice, _, t2))
                if dice >= config.container_threshold
                    && !claimed_by_ancestor(src, dst, config, matching, (t1, t2), dice) =>
            {
                link(src, dst, matching, t1, t2);
                let recovered = if config.recovery {
                    recovery::recover(src, dst, config, matching, t1, t2)
                } else {
                    0
                };
                weight[t1.index()] = 1 + total + recovered;
            }
            _ => frontiers[t1.index()] = frontier,
        }
    }

    let (r1, r2) = (src.root(), dst.root());
    if link(src, dst, matching, r1, r2) && config.recovery {
        recovery::recover(src, dst, config, matching, r1, r2);
    }
}

/// Whether an unmapped ancestor of `t1`, of the same kind, fits `t2` better than `t1` does.
///
/// Source nodes are visited in post-order, so an inner container gets the first pick of a
/// destination, and nested containers of one kind (a block in an `if` in a block) make that
/// pick wrong when a side unwrapped the inner one: the `if` around a block is removed and
/// its statements move up into the enclosing block, whose partner is then taken by the
/// inner block. The pick is left to the ancestor when the two partners sit under parents of
/// different kinds, the ancestor's parent is of `t2`'s parent's kind, and its Dice with `t2`
/// is higher; `t1`'s own parent must be of another kind. Ancestors too large to reach the threshold with `t2` are not considered.
fn claimed_by_ancestor(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    config: &MatchConfig,
    matching: &Matching,
    (t1, t2): (NodeId, NodeId),
    dice: f64,
) -> bool {
    let (Some(p1), Some(p2)) = (src.parent(t1), dst.parent(t2)) else {
        return false;
    };
    // A direct chain of one kind (`a && b && c`, `x.y.z`) is re-associated by edits, not
    // unwrapped: only a container under a parent of another kind is looked past.
    if src.kind(p1) == dst.kind(p2) || src.kind(p1) == src.kind(t1) {
        return false;
    }
    let other = dst.node(t2).size - 1;
    // Dice ≥ dice needs own ≤ 2·other/dice − other (common ≤ other).
    let largest = 2.0 * f64::from(other) / dice.max(config.container_threshold) - f64::from(other);
    let kind = src.kind(t1);
    let mut up = Some(p1);
    while let Some(a) = up {
        let own = src.node(a).size - 1;
        if f64::from(own) > largest {
            return false;
        }
        up = src.parent(a);
        let fits_parent = up.is_some_and(|pa| src.kind(pa) == dst.kind(p2));
        if src.kind(a) != kind || matching.has_src(a) || !fits_parent {
            continue;
        }
        let common = src
            .descendants(a)
            .into_iter()
            .skip(1)
            .filter(|&x| matching.dst(x).is_some_and(|m| m != t2 && dst.is_ancestor_or_self(t2, m)))
            .count() as u32;
        if 2.0 * f64::from(common) / f64::from(own + other) > dice {
            return true;
        }
    }
    false
}
