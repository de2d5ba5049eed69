//! PCS changesets: each revision as the set of triples (parent, child, successor) over
//! classes, with virtual start/end markers around every child list and a virtual root
//! above the tree, plus the content facts of leaves.
//!
//! The triples are never materialised for the whole tree: a tree already stores them, so
//! the questions the 3DM merge asks ("is this triple in left?", "does this base triple
//! survive?") are answered from the per-revision positions in O(1). [`dump`] writes them
//! out for `--debug`. This module does not merge or rebuild anything.

use std::fmt::Write as _;

use rustc_hash::{FxHashMap, FxHashSet};

use super::classes::{ClassId, Classes, Elem, VROOT};
use crate::profile::is_comment_kind;
use crate::revision::{Rev, ThreeWay};

/// A PCS triple: `succ` directly follows `pred` among `parent`'s children.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Triple {
    /// The parent class.
    pub parent: ClassId,
    /// The earlier element.
    pub pred: Elem,
    /// The element right after it.
    pub succ: Elem,
}

/// The child lists of `parent` in the three revisions (`None` where the parent is
/// absent), with every base child that a side deleted while the other kept it unchanged
/// and in place taken out of all three. 3DM on raw lists fails on adjacent deletions by
/// different sides (the chain breaks between them); a clean deletion is agreed by both,
/// so it is applied first.
pub fn lists(classes: &Classes, parent: ClassId) -> ThreeWay<Option<Vec<ClassId>>> {
    let mut lists: ThreeWay<Option<Vec<ClassId>>> =
        ThreeWay::from_fn(|rev| classes.children_of(rev, parent));
    let Some(base) = lists[Rev::Base].clone() else { return lists };
    let base_pos: FxHashMap<ClassId, usize> =
        base.iter().enumerate().map(|(i, &k)| (k, i)).collect();
    let side_pos: ThreeWay<FxHashMap<ClassId, usize>> = ThreeWay::from_fn(|rev| {
        if rev == Rev::Base {
            return FxHashMap::default();
        }
        lists[rev].iter().flatten().enumerate().map(|(i, &k)| (k, i)).collect()
    });
    let view = ListView { base: &base, base_pos: &base_pos, lists: &lists, side_pos: &side_pos };
    let deleted: FxHashSet<ClassId> = base
        .iter()
        .enumerate()
        .filter(|&(i, &k)| cleanly_deleted(classes, &view, i, k))
        .map(|(_, &k)| k)
        .collect();
    if deleted.is_empty() {
        return lists;
    }
    for list in lists.iter_mut().flatten() {
        list.retain(|k| !deleted.contains(k));
    }
    lists
}

/// A base child that one side removed from the tree while the other kept it unchanged,
/// with the same neighbours as in the base (ignoring what the keeper added or removed
/// around it). Tokens such as `,` match one another arbitrarily, so a kept token that
/// stands somewhere else is not the same token: its deletion is not agreed.
fn cleanly_deleted(classes: &Classes, view: &ListView, index: usize, k: ClassId) -> bool {
    let (l, r) = (classes.member(Rev::Left, k).is_some(), classes.member(Rev::Right, k).is_some());
    // A side without the parent deleted the parent, not this child of it: when the
    // other side moved the parent's contents away, they must come along whole.
    let has_parent = |rev: Rev| view.lists[rev].is_some();
    let keeper = match (l, r) {
        (false, false) => return has_parent(Rev::Left) || has_parent(Rev::Right),
        (true, false) if has_parent(Rev::Right) => Rev::Left,
        (false, true) if has_parent(Rev::Left) => Rev::Right,
        _ => return false,
    };
    if !classes.same_subtree(keeper, Rev::Base, k) {
        return false;
    }
    let (Some(kept), Some(&j)) = (&view.lists[keeper], view.side_pos[keeper].get(&k)) else {
        return false;
    };
    let in_kept = |c: &&ClassId| view.side_pos[keeper].contains_key(*c);
    let in_base = |c: &&ClassId| view.base_pos.contains_key(*c);
    let base = view.base;
    let base_pred = base[..index].iter().rev().find(in_kept);
    let base_succ = base[index + 1..].iter().find(in_kept);
    // Right next to something the keeper added, the node may serve the addition (a `,`
    // between two new elements): not a deletion both agree on, unless it was a statement
    // deleted outright.
    let beside_addition =
        j > 0 && !in_base(&&kept[j - 1]) || kept.get(j + 1).is_some_and(|c| !in_base(&c));
    if beside_addition && !deleted_outright(classes, view, index, k, keeper) {
        return false;
    }
    let kept_pred = kept[..j].iter().rev().find(in_base);
    let kept_succ = kept[j + 1..].iter().find(in_base);
    base_pred == kept_pred && base_succ == kept_succ
}

/// Whether the side that removed base child `k` (which `keeper` kept unchanged, next to an
/// addition of its own) deleted it outright, so that the deletion holds and the addition
/// takes its place: one side drops a statement, the other inserts one after it, and the
/// result has the new statement where the old one stood, as git's merge gives when the two
/// edits are a line apart. That takes:
/// - a named element that is no comment: tokens and comments are placed by their
///   neighbours, and a comment the keeper added beside it belongs to what follows;
/// - no equal subtree anywhere in the deleter's tree: that would be a move;
/// - the deleter left the spot alone: the base neighbours it kept are unchanged and now
///   next to each other, nothing of its own in between.
fn deleted_outright(
    classes: &Classes,
    view: &ListView,
    index: usize,
    k: ClassId,
    keeper: Rev,
) -> bool {
    let deleter = keeper.other();
    let (Some(node), Some(list), Some(kept)) =
        (classes.member(keeper, k), &view.lists[deleter], &view.lists[keeper])
    else {
        return false;
    };
    let tree = classes.trees[keeper];
    let is_comment =
        |c: ClassId| classes.member(keeper, c).is_some_and(|n| is_comment_kind(tree.kind(n)));
    if !tree.node(node).named || is_comment(k) {
        return false;
    }
    let j = view.side_pos[keeper][&k];
    let added = |c: ClassId| !view.base_pos.contains_key(&c);
    let neighbours = [j.checked_sub(1).map(|i| kept[i]), kept.get(j + 1).copied()];
    if neighbours.into_iter().flatten().any(|c| added(c) && is_comment(c)) {
        return false;
    }
    if classes.holds_subtree(deleter, tree.node(node).hash) {
        return false;
    }
    let at = &view.side_pos[deleter];
    let before = view.base[..index].iter().rev().find(|c| at.contains_key(*c));
    let after = view.base[index + 1..].iter().find(|c| at.contains_key(*c));
    let unchanged =
        |c: Option<&ClassId>| c.is_none_or(|&c| classes.same_subtree(deleter, Rev::Base, c));
    let adjacent = match (before.map(|c| at[c]), after.map(|c| at[c])) {
        (Some(a), Some(b)) => b == a + 1,
        (None, Some(b)) => b == 0,
        (Some(a), None) => a + 1 == list.len(),
        (None, None) => list.is_empty(),
    };
    unchanged(before) && unchanged(after) && adjacent
}

struct ListView<'l> {
    base: &'l [ClassId],
    base_pos: &'l FxHashMap<ClassId, usize>,
    lists: &'l ThreeWay<Option<Vec<ClassId>>>,
    side_pos: &'l ThreeWay<FxHashMap<ClassId, usize>>,
}

/// The triples of a child list, in order.
pub fn triples_of(parent: ClassId, list: &[ClassId]) -> Vec<Triple> {
    let mut elems = Vec::with_capacity(list.len() + 2);
    elems.push(Elem::Start);
    elems.extend(list.iter().copied().map(Elem::Node));
    elems.push(Elem::End);
    elems.windows(2).map(|w| Triple { parent, pred: w[0], succ: w[1] }).collect()
}

/// Whether a base triple clashes with side `rev`: same parent and predecessor but another
/// successor, same parent and successor but another predecessor, or one of its nodes
/// placed by the side under another parent.
fn clashes_with(
    classes: &Classes,
    rev: Rev,
    t: Triple,
    side: Option<(&[ClassId], &FxHashMap<ClassId, usize>)>,
) -> bool {
    let elsewhere = |e: Elem| match e {
        Elem::Node(k) => classes.pos(rev, k).is_some_and(|p| p.parent != t.parent),
        _ => false,
    };
    if elsewhere(t.pred) || elsewhere(t.succ) {
        return true;
    }
    let Some((list, positions)) = side else { return false };
    let index = |k: ClassId| positions.get(&k).copied();
    let succ_of = |e: Elem| -> Option<Elem> {
        match e {
            Elem::Start => Some(list.first().map_or(Elem::End, |&c| Elem::Node(c))),
            Elem::Node(k) => {
                index(k).map(|i| list.get(i + 1).map_or(Elem::End, |&c| Elem::Node(c)))
            }
            Elem::End => None,
        }
    };
    let pred_of = |e: Elem| -> Option<Elem> {
        match e {
            Elem::End => Some(list.last().map_or(Elem::Start, |&c| Elem::Node(c))),
            Elem::Node(k) => {
                index(k).map(|i| if i == 0 { Elem::Start } else { Elem::Node(list[i - 1]) })
            }
            Elem::Start => None,
        }
    };
    succ_of(t.pred).is_some_and(|s| s != t.succ) || pred_of(t.succ).is_some_and(|p| p != t.pred)
}

/// The merged triples of one parent, each with the revisions that hold it (bit 0 base,
/// 1 left, 2 right) and whether it survives: every left or right triple does, a base
/// triple only when no side clashes with it (3DM: a change by one side overrides the base).
pub fn tagged_triples(
    classes: &Classes,
    parent: ClassId,
    lists: &ThreeWay<Option<Vec<ClassId>>>,
) -> Vec<(Triple, u8, bool)> {
    let mut all: Vec<(Triple, u8)> = Vec::new();
    for rev in Rev::ALL {
        if let Some(list) = &lists[rev] {
            all.extend(triples_of(parent, list).into_iter().map(|t| (t, 1u8 << rev.index())));
        }
    }
    all.sort_unstable();
    let mut out: Vec<(Triple, u8, bool)> = Vec::new();
    for (t, mask) in all {
        match out.last_mut() {
            Some(last) if last.0 == t => last.1 |= mask,
            _ => out.push((t, mask, true)),
        }
    }
    let positions: ThreeWay<FxHashMap<ClassId, usize>> = ThreeWay::from_fn(|rev| {
        lists[rev].iter().flatten().enumerate().map(|(i, &k)| (k, i)).collect()
    });
    for entry in &mut out {
        if entry.1 & 1 != 0 {
            entry.2 = Rev::SIDES.iter().all(|&rev| {
                let side = lists[rev].as_deref().map(|l| (l, &positions[rev]));
                !clashes_with(classes, rev, entry.0, side)
            });
        }
    }
    out
}

/// The surviving triples of one parent, sorted.
pub fn merged_triples(classes: &Classes, parent: ClassId) -> Vec<Triple> {
    let lists = lists(classes, parent);
    tagged_triples(classes, parent, &lists).into_iter().filter(|e| e.2).map(|e| e.0).collect()
}

fn elem_name(classes: &Classes, e: Elem) -> String {
    match e {
        Elem::Start => "⊢".into(),
        Elem::End => "⊣".into(),
        Elem::Node(k) => class_name(classes, k),
    }
}

fn class_name(classes: &Classes, k: ClassId) -> String {
    if k == VROOT {
        return "⊤".into();
    }
    format!("c{}:{}", k.0, classes.kind(k).escape_debug())
}

/// The changesets as text: the classes with their members and leaf contents, then per
/// parent every triple with the revisions holding it, `-` for a base triple a side
/// overrode and `!` for a surviving triple that still clashes with another (a conflict).
/// Deterministic: ordered by class id.
pub fn dump(classes: &Classes) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# classes ({})", classes.len());
    for k in 0..classes.len() as u32 {
        let k = ClassId(k);
        let _ = write!(out, "{}", class_name(classes, k));
        for rev in Rev::ALL {
            if let Some(n) = classes.member(rev, k) {
                let _ = write!(out, " {}=#{}", rev.name(), n.0);
                if classes.is_leaf(rev, n) {
                    let _ = write!(out, "{:?}", classes.trees[rev].text(n));
                }
            }
        }
        out.push('\n');
    }
    let _ = writeln!(out, "# triples [revisions] (- dropped base triple, ! clash)");
    let parents = std::iter::once(VROOT).chain((0..classes.len() as u32).map(ClassId));
    for p in parents {
        let lists = lists(classes, p);
        if lists.iter().all(|l| l.as_ref().is_none_or(|l| l.is_empty())) {
            continue;
        }
        let tagged = tagged_triples(classes, p, &lists);
        for &(t, mask, keep) in &tagged {
            let clash = keep
                && tagged
                    .iter()
                    .any(|o| o.2 && o.0 != t && (o.0.pred == t.pred || o.0.succ == t.succ));
            let mark = if !keep {
                '-'
            } else if clash {
                '!'
            } else {
                ' '
            };
            let revs: String = Rev::ALL
                .iter()
                .filter(|r| mask & (1 << r.index()) != 0)
                .map(|r| &r.name()[..1])
                .collect();
            let _ = writeln!(
                out,
                "{mark} ({}, {}, {}) [{revs}]",
                class_name(classes, t.parent),
                elem_name(classes, t.pred),
                elem_name(classes, t.succ)
            );
        }
    }
    out
}
