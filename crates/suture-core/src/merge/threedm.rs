//! The 3DM merge of one ordered child list: walk the merged triples of a parent from its
//! start marker to its end marker. Where the walk forks, breaks, loops, or reaches a child
//! that a side placed under another parent, the list does not merge and the caller falls
//! back (line merge of the node, or a conflict).
//!
//! This module decides the order of children only; it does not look at leaf contents,
//! commutativity or rendering.

use rustc_hash::{FxHashMap, FxHashSet};

use super::classes::{ClassId, Classes, Elem, VROOT};
use super::pcs::{self, Triple, merged_triples};
use crate::revision::{Rev, ThreeWay};

/// Why an ordered child list did not merge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListConflict {
    /// Two different successors (or predecessors) survive for one element: both sides
    /// changed the same spot of the list.
    Fork,
    /// The chain stops before the end marker, or comes back to an element (a cycle).
    Broken,
    /// A child of this list is also placed under another parent by one side; the class
    /// given is the lowest common ancestor of the two parents, where the conflict belongs.
    DoubleClaim(ClassId),
    /// Each side added the same element at its own place in the list (`Eq` after `Debug`
    /// on one side, after `PartialEq` on the other): the walk would print it twice.
    Doubled,
}

/// Merges the child list of `parent` by walking its merged triples.
pub fn merge_list(classes: &Classes, parent: ClassId) -> Result<Vec<ClassId>, ListConflict> {
    let Some(next) = chain(merged_triples(classes, parent)) else {
        let out = contained_edit(classes, parent).ok_or(ListConflict::Fork)?;
        for &k in &out {
            if let Some(lca) = claimed_elsewhere(classes, parent, k) {
                return Err(ListConflict::DoubleClaim(lca));
            }
        }
        return if doubled(classes, &out) { Err(ListConflict::Doubled) } else { Ok(out) };
    };
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut cur = Elem::Start;
    loop {
        match next.get(&cur) {
            None => return Err(ListConflict::Broken),
            Some(Elem::End) => break,
            Some(Elem::Start) => return Err(ListConflict::Broken),
            Some(&Elem::Node(k)) => {
                if !seen.insert(k) {
                    return Err(ListConflict::Broken);
                }
                if let Some(lca) = claimed_elsewhere(classes, parent, k) {
                    return Err(ListConflict::DoubleClaim(lca));
                }
                out.push(k);
                cur = Elem::Node(k);
            }
        }
    }
    if forks_among_named(classes, parent) {
        return contained_edit(classes, parent).ok_or(ListConflict::Fork);
    }
    if doubled(classes, &out) {
        return Err(ListConflict::Doubled);
    }
    Ok(out)
}

/// A separator token of a list: an unnamed `,` or `;`.
fn is_separator(classes: &Classes, rev: Rev, node: crate::tree::NodeId) -> bool {
    let tree = classes.trees[rev];
    !tree.node(node).named && matches!(tree.kind(node), "," | ";")
}

/// Whether the list forks once its separator tokens (`,`, `;`) are left out. The matcher
/// pairs such tokens arbitrarily, so a side's insertion can land on the other side of a
/// separator from the element it was made next to, and the walk then finds no fork where
/// both sides changed the same spot: left inserts before an element that right moved away.
/// Among the named elements alone, such edits clash as 3DM says they do.
fn forks_among_named(classes: &Classes, parent: ClassId) -> bool {
    let mut lists = pcs::lists(classes, parent);
    let mut dropped_any = false;
    for rev in Rev::ALL {
        let Some(list) = &mut lists[rev] else { continue };
        let before = list.len();
        list.retain(|&k| !classes.member(rev, k).is_some_and(|n| is_separator(classes, rev, n)));
        dropped_any |= list.len() != before;
    }
    if !dropped_any {
        return false;
    }
    let surviving = pcs::tagged_triples(classes, parent, &lists);
    chain(surviving.into_iter().filter(|t| t.2).map(|(t, ..)| t)).is_none()
}

/// The successor of each element along `triples`, or `None` where the chain forks: an
/// element with two successors or two predecessors (both sides changed the same spot).
fn chain(triples: impl IntoIterator<Item = Triple>) -> Option<FxHashMap<Elem, Elem>> {
    let mut next: FxHashMap<Elem, Elem> = FxHashMap::default();
    let mut prev: FxHashMap<Elem, Elem> = FxHashMap::default();
    for t in triples {
        if next.insert(t.pred, t.succ).is_some_and(|o| o != t.succ)
            || prev.insert(t.succ, t.pred).is_some_and(|o| o != t.pred)
        {
            return None;
        }
    }
    Some(next)
}

/// Whether the merged list holds an element new on left only and an identical one (same
/// kind and subtree) new on right only. The matcher did not pair them, so they are two
/// classes; keeping both repeats one addition, keeping one picks a place: a human decides.
/// Unnamed tokens (separators both sides added) are left to [`same_new_token`].
fn doubled(classes: &Classes, list: &[ClassId]) -> bool {
    let only = |k: ClassId, side: Rev| {
        let other = side.other();
        classes.member(Rev::Base, k).is_none() && classes.member(other, k).is_none()
    };
    let mut left_hashes = FxHashSet::default();
    for &k in list {
        if let Some(n) = classes.member(Rev::Left, k)
            && only(k, Rev::Left)
            && classes.trees[Rev::Left].node(n).named
        {
            left_hashes.insert(classes.trees[Rev::Left].node(n).hash);
        }
    }
    !left_hashes.is_empty()
        && list.iter().any(|&k| {
            classes.member(Rev::Right, k).is_some_and(|n| {
                only(k, Rev::Right)
                    && classes.trees[Rev::Right].node(n).named
                    && left_hashes.contains(&classes.trees[Rev::Right].node(n).hash)
            })
        })
}

/// Where both sides only inserted into the list and one side's list contains the other's
/// in the same order (the same addition on both sides, one side adding more around it),
/// the longer list holds every change of both: it is the merge. A node both sides added
/// (no base) counts as an empty list in the base: the same new call on both sides, one
/// side passing one more argument, is the larger one.
fn contained_edit(classes: &Classes, parent: ClassId) -> Option<Vec<ClassId>> {
    let lists = ThreeWay::from_fn(|r| classes.children_of(r, parent));
    let [base, Some(left), Some(right)] = lists.into_array() else { return None };
    let base = base.unwrap_or_default();
    let ((short, s), (long, l)) = if left.len() <= right.len() {
        ((left, Rev::Left), (right, Rev::Right))
    } else {
        ((right, Rev::Right), (left, Rev::Left))
    };
    let same = |a: ClassId, b: ClassId| a == b || same_new_token(classes, s, a, l, b);
    (is_subsequence(&base, &short, |a, b| a == b) && is_subsequence(&short, &long, same))
        .then_some(long)
}

/// Whether `a` of revision `ra` and `b` of `rb` are both new leaves with the same kind and
/// text: the matcher leaves separators and whitespace that both sides added unpaired.
pub fn same_new_token(classes: &Classes, ra: Rev, a: ClassId, rb: Rev, b: ClassId) -> bool {
    let (Some(na), Some(nb)) = (classes.member(ra, a), classes.member(rb, b)) else {
        return false;
    };
    classes.member(Rev::Base, a).is_none()
        && classes.member(Rev::Base, b).is_none()
        && classes.trees[ra].children(na).is_empty()
        && classes.trees[rb].children(nb).is_empty()
        && classes.trees[ra].kind(na) == classes.trees[rb].kind(nb)
        && classes.trees[ra].text(na) == classes.trees[rb].text(nb)
}

/// Whether `small` is `big` with some elements left out.
fn is_subsequence(
    small: &[ClassId],
    big: &[ClassId],
    same: impl Fn(ClassId, ClassId) -> bool,
) -> bool {
    let mut rest = big.iter();
    small.iter().all(|&k| rest.any(|&b| same(k, b)))
}

/// If a side keeps `child` under another parent in a way the merge keeps (it moved the
/// child there, or changed its neighbours there), the lowest common ancestor of both
/// parents: the child is claimed twice.
fn claimed_elsewhere(classes: &Classes, parent: ClassId, child: ClassId) -> Option<ClassId> {
    for rev in Rev::SIDES {
        let Some(pos) = classes.pos(rev, child) else { continue };
        if pos.parent == parent {
            continue;
        }
        if classes.pos(Rev::Base, child) != Some(pos) {
            return Some(lowest_common_ancestor(classes, parent, pos.parent, rev));
        }
    }
    None
}

/// The first class on `other`'s ancestor chain in `rev` that is also an ancestor (or
/// self) of `parent` in any revision where `parent` exists; the virtual root at worst.
fn lowest_common_ancestor(classes: &Classes, parent: ClassId, other: ClassId, rev: Rev) -> ClassId {
    let mut ancestors = FxHashSet::default();
    for r in Rev::ALL {
        let mut cur = parent;
        while cur != VROOT && ancestors.insert((r, cur)) {
            match classes.pos(r, cur) {
                Some(p) => cur = p.parent,
                None => break,
            }
        }
    }
    let is_ancestor = |k: ClassId| Rev::ALL.into_iter().any(|r| ancestors.contains(&(r, k)));
    let mut cur = other;
    let mut steps = 0usize;
    while cur != VROOT && steps <= classes.len() {
        if is_ancestor(cur) {
            return cur;
        }
        match classes.pos(rev, cur) {
            Some(p) => cur = p.parent,
            None => break,
        }
        steps += 1;
    }
    VROOT
}

#[cfg(test)]
mod contained_tests {
    use super::*;

    #[test]
    fn subsequence_keeps_order() {
        let k = |i| ClassId(i);
        let eq = |a: ClassId, b: ClassId| a == b;
        assert!(is_subsequence(&[k(1), k(3)], &[k(1), k(2), k(3)], eq));
        assert!(!is_subsequence(&[k(3), k(1)], &[k(1), k(2), k(3)], eq));
        assert!(!is_subsequence(&[k(1), k(4)], &[k(1), k(2), k(3)], eq));
        assert!(is_subsequence(&[], &[k(1)], eq));
    }
}
