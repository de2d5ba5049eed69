//! A stretch of an ordered list that both sides changed, merged element by element when
//! the two sides' edits fall on different elements: one side deleted or replaced some
//! children, the other inserted next to them or changed others. Git conflicts when two
//! edits touch (adjacent lines); here they conflict only when they overlap: both removed
//! or replaced one base child differently, one side's insertion lies inside a run the other
//! side removed, or both inserted different children at one place (which the stacking of
//! independent items may still settle, see [`stack`]).
//!
//! An edit is read in whole children: a side's hunk is a run of base children it removed
//! (possibly none) with the children it put in their place. A child that both sides keep
//! is merged as usual by the rebuild; a child that one side removed while the other
//! changed it is a conflict. Only edits in place interleave: a hunk that replaces each
//! removed child by one of the same kind (a statement rewritten beyond what the matcher
//! pairs). A bare removal, or a reshaping (one statement turned into three), next to the
//! other side's edit is not interleaved here: the removed code may be what the other
//! side's new code relied on (a guard before it), which nothing in the trees tells (the
//! 3DM walk still merges an outright deletion beside an insertion, see the README's "How
//! it decides"). Where both sides
//! inserted at one place and one insertion holds the other as a contiguous run, the
//! larger is both.
//!
//! This module decides the children of one stretch only; it does not print, and it never
//! looks at the language's name.

use rustc_hash::FxHashMap;

use super::classes::{ClassId, Classes};
use super::stacking::{Stacked, Stretch, stack};
use crate::profile::LanguageProfile;
use crate::revision::{Rev, ThreeWay};

/// One side's edit of the stretch: base children `from..to` (indices into the stretch's
/// base part) replaced by `children`. `from == to` is a pure insertion before base child
/// `from`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Hunk {
    from: usize,
    to: usize,
    children: Vec<ClassId>,
}

impl Hunk {
    fn is_insertion(&self) -> bool {
        self.from == self.to
    }
}

/// The merged children of a stretch both sides changed, with the stacking rules used
/// where both inserted at one place, or `None` when the edits overlap.
pub fn interleave(
    classes: &Classes,
    profile: &LanguageProfile,
    stretch: &Stretch,
) -> Option<(Vec<ClassId>, Vec<Stacked>)> {
    let merged = side_by_side(classes, profile, stretch);
    if merged.is_none() {
        log::debug!(
            "edits side by side under `{}`: refused (they overlap, or one removes a child next to the other's edit)",
            classes.kind(stretch.parent)
        );
    }
    merged
}

fn side_by_side(
    classes: &Classes,
    profile: &LanguageProfile,
    stretch: &Stretch,
) -> Option<(Vec<ClassId>, Vec<Stacked>)> {
    let ThreeWay { base, left, right } = stretch.parts;
    if !(kept_deletions(classes, base, left, Rev::Right)
        && kept_deletions(classes, base, right, Rev::Left))
    {
        return None;
    }
    let (left, right) = (hunks_of(classes, base, left)?, hunks_of(classes, base, right)?);
    if left.is_empty() || right.is_empty() {
        return None;
    }
    // A removal next to the other side's edit may have been what that edit relied on (a
    // guard, the statement an insertion follows up on): only edits in place interleave.
    for (hunks, other, rev) in [(&left, &right, Rev::Left), (&right, &left, Rev::Right)] {
        let kept_apart = |hunk: &&Hunk| {
            !hunk.is_insertion() && !other.iter().any(|o| holding(hunk, o).is_some())
        };
        if !hunks.iter().filter(kept_apart).all(|hunk| edits_in_place(classes, base, hunk, rev)) {
            return None;
        }
    }
    let mut merged: Vec<Hunk> = Vec::new();
    let mut rules = Vec::new();
    let mut right_iter = right.into_iter().peekable();
    let mut left_iter = left.into_iter().peekable();
    loop {
        let next = match (left_iter.peek(), right_iter.peek()) {
            (None, None) => break,
            (Some(_), None) => left_iter.next()?,
            (None, Some(_)) => right_iter.next()?,
            (Some(l), Some(r)) => {
                if let Some(larger) = holding(l, r) {
                    // One side's edit holds the other's whole: the larger one is both.
                    let larger = larger.clone();
                    left_iter.next();
                    right_iter.next();
                    larger
                } else if l.is_insertion() && r.is_insertion() && l.from == r.from {
                    // Both inserted different children at one place: only stacking keeps
                    // both.
                    let parts = ThreeWay::new(Vec::new(), l.children.clone(), r.children.clone());
                    let at =
                        Stretch { parts: &parts, base_at: stretch.base_at + l.from, ..*stretch };
                    let (children, record) = stack(classes, profile, &at)?;
                    rules.push(record);
                    let from = l.from;
                    left_iter.next();
                    right_iter.next();
                    Hunk { from, to: from, children }
                } else if before(l, r) {
                    left_iter.next()?
                } else if before(r, l) {
                    right_iter.next()?
                } else {
                    return None;
                }
            }
        };
        if merged.last().is_some_and(|last| last.to > next.from) {
            return None;
        }
        merged.push(next);
    }
    let shape = |h: &Hunk| match (h.is_insertion(), h.children.is_empty()) {
        (true, _) => "insert",
        (false, true) => "remove",
        (false, false) => "replace",
    };
    log::debug!(
        "edits side by side under `{}`: {}",
        classes.kind(stretch.parent),
        merged.iter().map(shape).collect::<Vec<_>>().join(" ")
    );
    let mut out = Vec::new();
    let mut at = 0;
    for hunk in merged {
        out.extend_from_slice(&base[at..hunk.from]);
        out.extend(hunk.children);
        at = hunk.to;
    }
    out.extend_from_slice(&base[at..]);
    Some((out, rules))
}

/// Whether the base children of a stretch that the `taken` side dropped are unchanged on
/// the `other` side, where it kept them: a deletion against an edit is a conflict.
pub(super) fn kept_deletions(
    classes: &Classes,
    base: &[ClassId],
    taken: &[ClassId],
    other: Rev,
) -> bool {
    base.iter()
        .filter(|k| !taken.contains(k))
        .all(|&k| classes.member(other, k).is_none() || classes.same_subtree(other, Rev::Base, k))
}

/// Of two equal hunks, either; of two insertions at one place, the one whose children hold
/// the other's as a contiguous run: both sides inserted the smaller one, one of them added
/// more next to it.
fn holding<'h>(a: &'h Hunk, b: &'h Hunk) -> Option<&'h Hunk> {
    let holds = |big: &Hunk, small: &Hunk| {
        big.children.windows(small.children.len()).any(|run| run == small.children)
    };
    if a == b {
        return Some(a);
    }
    // Both replaced the same children: which holds the other is a choice between two edits
    // of them, not an addition next to a shared one.
    if (a.from, a.to) != (b.from, b.to) || !a.is_insertion() {
        return None;
    }
    if holds(a, b) {
        Some(a)
    } else if holds(b, a) {
        Some(b)
    } else {
        None
    }
}

/// Whether `hunk` of side `rev` puts, for each base child it removes, one named child of the
/// same kind in its place: an edit the matcher did not pair, not a removal or a reshaping.
fn edits_in_place(classes: &Classes, base: &[ClassId], hunk: &Hunk, rev: Rev) -> bool {
    let removed = &base[hunk.from..hunk.to];
    let named_kind = |rev: Rev, k: ClassId| {
        let tree = classes.trees[rev];
        classes.member(rev, k).filter(|&n| tree.node(n).named).map(|n| tree.kind(n))
    };
    removed.len() == hunk.children.len()
        && removed.iter().zip(&hunk.children).all(|(&old, &new)| {
            named_kind(Rev::Base, old).is_some_and(|kind| named_kind(rev, new) == Some(kind))
        })
}

/// Whether hunk `a` lies wholly before hunk `b`, touching allowed: an insertion at the
/// start or end of a removed run is next to it, not inside it.
fn before(a: &Hunk, b: &Hunk) -> bool {
    if a.is_insertion() && b.is_insertion() {
        return a.from < b.from;
    }
    if a.is_insertion() {
        return a.from <= b.from;
    }
    a.to <= b.from
}

/// A side's children of the stretch as hunks against the base children, or `None` when
/// the side reordered base children or holds a child of the base's from elsewhere.
fn hunks_of(classes: &Classes, base: &[ClassId], side: &[ClassId]) -> Option<Vec<Hunk>> {
    let at: FxHashMap<ClassId, usize> = base.iter().enumerate().map(|(i, &k)| (k, i)).collect();
    let mut hunks = Vec::new();
    let mut next_base = 0;
    let mut pending: Vec<ClassId> = Vec::new();
    let mut close = |upto: usize, pending: &mut Vec<ClassId>, next_base: usize| {
        if upto > next_base || !pending.is_empty() {
            hunks.push(Hunk { from: next_base, to: upto, children: std::mem::take(pending) });
        }
    };
    for &k in side {
        match at.get(&k) {
            Some(&i) if i >= next_base => {
                close(i, &mut pending, next_base);
                next_base = i + 1;
            }
            Some(_) => return None,
            None if classes.member(Rev::Base, k).is_some() => return None,
            None => pending.push(k),
        }
    }
    close(base.len(), &mut pending, next_base);
    Some(hunks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_hunks_are_in_order_and_overlapping_ones_are_not() {
        let insert_at = |i| Hunk { from: i, to: i, children: vec![ClassId(90)] };
        let remove = |from, to| Hunk { from, to, children: Vec::new() };
        // An insertion right after a removed run, or right before it, touches it.
        assert!(before(&remove(0, 1), &insert_at(1)));
        assert!(before(&insert_at(0), &remove(0, 1)));
        // An insertion inside a removed run overlaps it.
        assert!(!before(&insert_at(1), &remove(0, 2)) && !before(&remove(0, 2), &insert_at(1)));
        // Two removals that share a child overlap; adjacent ones do not.
        assert!(!before(&remove(0, 2), &remove(1, 3)) && !before(&remove(1, 3), &remove(0, 2)));
        assert!(before(&remove(0, 1), &remove(1, 2)));
    }

    #[test]
    fn an_insertion_that_holds_the_other_is_both_and_a_replacement_never_is() {
        let k = ClassId;
        let insert = |from, children: &[u32]| Hunk {
            from,
            to: from,
            children: children.iter().map(|&c| k(c)).collect(),
        };
        let (small, large) = (insert(2, &[7, 8]), insert(2, &[6, 7, 8, 9]));
        assert_eq!(holding(&small, &large), Some(&large));
        assert_eq!(holding(&large, &small), Some(&large));
        // Not a contiguous run, or not at one place: neither holds the other.
        assert_eq!(holding(&insert(2, &[6, 8]), &insert(2, &[6, 7, 8])).map(|h| h.from), None);
        assert_eq!(holding(&small, &insert(3, &[6, 7, 8, 9])), None);
        // Two replacements of one child: a choice between two edits, whichever holds which.
        let replace = |children: &[u32]| Hunk {
            from: 1,
            to: 2,
            children: children.iter().map(|&c| k(c)).collect(),
        };
        assert_eq!(holding(&replace(&[7]), &replace(&[7, 8])), None);
        assert_eq!(holding(&replace(&[7]), &replace(&[7])), Some(&replace(&[7])));
    }
}
