//! Pairing by key: in an order-free list whose elements are named (JSON members by key,
//! TOML tables by name, fields by name), the name says which element is which.
//!
//! GumTree pairs containers by how much of their contents it already paired, so an
//! element whose contents mostly changed (a `"require"` object that lost four of its six
//! members to `"require-dev"`) stays unpaired and reads as deleted and re-added: the
//! other side's edits inside it then conflict with a deletion. Here, under every pair of
//! order-free lists, the still unpaired elements that hold the same key, once on each side,
//! are paired, and what is left inside them is recovered as for any container pair. A
//! pair of two elements with different keys, each of whose keys the other side holds, is
//! undone first (the merge would refuse it anyway).
//!
//! What is order-free and what an element's key is come from the caller (the language
//! profile); this module only pairs. A key shared by two elements on one side (overloads)
//! pairs nothing.

use rustc_hash::FxHashMap;

use super::{MatchConfig, Matching, link, recovery};
use crate::tree::{NodeId, Tree};

/// Pairs the uniquely keyed elements of every pair of order-free lists in `matching` that
/// are unpaired or paired with an element of another key, recovering inside each new pair;
/// returns the number of pairs added.
/// `is_set` says whether a node kind is an order-free list, `key` gives an element's key.
pub fn pair_by_key(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    config: &MatchConfig,
    matching: &mut Matching,
    is_set: impl Fn(&'static str) -> bool,
    key: impl Fn(&Tree<'_>, NodeId) -> Option<String>,
) -> u32 {
    let mut work: Vec<(NodeId, NodeId)> =
        matching.pairs().filter(|&(a, _)| is_set(src.kind(a))).collect();
    let mut added = 0;
    while let Some((a, b)) = work.pop() {
        // Unchanged lists (every child paired with a child of the partner, and each with an
        // equal twin: the top-down phase paired them) have nothing to re-pair.
        let settled = src.children(a).iter().all(|&c| {
            matching
                .dst(c)
                .is_some_and(|p| dst.parent(p) == Some(b) && src.node(c).hash == dst.node(p).hash)
        });
        if settled && src.children(a).len() == dst.children(b).len() {
            continue;
        }
        let keyed = |tree: &Tree<'_>, parent: NodeId| {
            let mut by_key: FxHashMap<String, Vec<NodeId>> = FxHashMap::default();
            for &child in tree.children(parent) {
                if let Some(k) = key(tree, child) {
                    by_key.entry(k).or_default().push(child);
                }
            }
            by_key
        };
        let (in_src, in_dst) = (keyed(src, a), keyed(dst, b));
        // An element paired with one of another key (its contents moved there) is taken
        // back: the merge refuses such pairs anyway.
        let mut pairs: Vec<(NodeId, NodeId)> = in_src
            .iter()
            .filter_map(|(k, from)| match (from.as_slice(), in_dst.get(k)?.as_slice()) {
                ([x], [y]) if matching.dst(*x) != Some(*y) => Some((*x, *y)),
                _ => None,
            })
            .filter(|&(x, y)| {
                let elsewhere = |tree: &Tree<'_>, partner: Option<NodeId>, k: &str| {
                    partner.is_none_or(|p| key(tree, p).is_none_or(|pk| pk != k))
                };
                let k = key(src, x).expect("keyed");
                elsewhere(dst, matching.dst(x), &k)
                    && elsewhere(src, matching.src(y), &k)
                    && !renamed(
                        src,
                        dst,
                        |d| matching.dst(d),
                        x,
                        y,
                        b,
                        |z| key(dst, z).is_none_or(|k| in_src.contains_key(&k)),
                    )
                    && !renamed(
                        dst,
                        src,
                        |d| matching.src(d),
                        y,
                        x,
                        a,
                        |z| key(src, z).is_none_or(|k| in_dst.contains_key(&k)),
                    )
            })
            .collect();
        pairs.sort_unstable_by_key(|&(x, _)| x.0);
        for (x, y) in pairs {
            if let Some(old) = matching.dst(x) {
                unpair_inside(src, dst, matching, x, old, &is_set, &key);
            }
            if let Some(old) = matching.src(y) {
                unpair_inside(src, dst, matching, old, y, &is_set, &key);
            }
            if !link(src, dst, matching, x, y) {
                continue;
            }
            added += 1 + recovery::recover(src, dst, config, matching, x, y);
            // Lists inside the new pair get the same treatment.
            for inner in src.descendants(x).into_iter().skip(1) {
                if let Some(partner) = matching.dst(inner).filter(|_| is_set(src.kind(inner))) {
                    work.push((inner, partner));
                }
            }
        }
    }
    added
}

/// Whether an element of the list `list` (in `to`) holds more of `x`'s paired descendants
/// than `y` does under a name that `known` does not know: `x` was renamed to it, and `y`,
/// under `x`'s old name, is a new element (a function renamed, and a new one written under
/// the old name). `partner` reads the pairing from `from`'s side.
fn renamed(
    from: &Tree<'_>,
    to: &Tree<'_>,
    partner: impl Fn(NodeId) -> Option<NodeId>,
    x: NodeId,
    y: NodeId,
    list: NodeId,
    known: impl Fn(NodeId) -> bool,
) -> bool {
    let mut held: FxHashMap<NodeId, u32> = FxHashMap::default();
    for d in from.descendants(x).into_iter().skip(1) {
        let Some(mut at) = partner(d) else { continue };
        while let Some(parent) = to.parent(at) {
            if parent == list {
                *held.entry(at).or_default() += 1;
                break;
            }
            at = parent;
        }
    }
    let by_y = held.get(&y).copied().unwrap_or(0);
    held.into_iter().any(|(z, n)| z != y && n > by_y && !known(z))
}

/// Undoes the pair `(x, y)` and the pairs recovered inside it: those between the two
/// subtrees, except within keyed elements of lists inside (a member that moved from one
/// list to the other keeps its partner).
fn unpair_inside(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    x: NodeId,
    y: NodeId,
    is_set: &impl Fn(&'static str) -> bool,
    key: &impl Fn(&Tree<'_>, NodeId) -> Option<String>,
) {
    matching.remove_src(x);
    let end = x.0 + src.node(x).size;
    let mut at = x.0 + 1;
    while at < end {
        let d = NodeId(at);
        let element = src.parent(d).is_some_and(|p| is_set(src.kind(p))) && key(src, d).is_some();
        if element {
            at += src.node(d).size;
            continue;
        }
        if matching.dst(d).is_some_and(|p| dst.is_ancestor_or_self(y, p)) {
            matching.remove_src(d);
        }
        at += 1;
    }
}
