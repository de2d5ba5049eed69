//! Set-like merge of the children of a commutative parent (JSON object members, struct
//! fields without `#[repr]`, imports...): left's order, minus what right deleted, plus what
//! right added (each addition next to the neighbour it had in right, or in sorted position
//! when all lists are sorted); identical additions once; the same signature with different
//! contents, or a deletion against a modification, become conflict entries.
//!
//! This module decides the element list only. Separators and delimiters are described
//! (which token, trailing or not) for the rebuild to print; gaps are not its business.

use rustc_hash::{FxHashMap, FxHashSet};

use super::classes::{BASE, ClassId, Classes, LEFT, RIGHT};
use super::order::longest_increasing;
use crate::profile::{CommutativeParent, LanguageProfile};
use crate::tree::NodeId;

/// One element of a list with the comments that annotate it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// Comments and attached nodes (attributes) directly before the element.
    pub lead: Vec<ClassId>,
    /// The element.
    pub elem: ClassId,
    /// Comments on the element's line between it and its separator.
    pub mid: Vec<ClassId>,
    /// Comments after the element's separator on the same line.
    pub trail: Vec<ClassId>,
}

/// An entry of the merged list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// An element, printed with its comments from revision `rev`.
    Unit {
        /// The revision whose comments are used.
        rev: usize,
        /// The element.
        unit: Unit,
    },
    /// Elements that cannot be merged: the classes involved (one for a delete/modify
    /// conflict, several when one signature has different contents).
    Conflict(Vec<ClassId>),
}

/// The merged list of a commutative parent.
#[derive(Debug, Clone)]
pub struct SetLayout {
    /// The opening delimiter's class.
    pub open: Option<ClassId>,
    /// The closing delimiter's class.
    pub close: Option<ClassId>,
    /// The separator token kind, when the list has separator tokens.
    pub sep: Option<&'static str>,
    /// Whether a separator follows the last element.
    pub trailing_sep: bool,
    /// The elements.
    pub entries: Vec<Entry>,
    /// Comments after the last element.
    pub tail: Vec<ClassId>,
    /// Elements that appear through another class (identical additions, conflict entries)
    /// whose nodes count as printed.
    pub covered: Vec<ClassId>,
    /// For the elements of conflict entries, the comments before them in each revision:
    /// they belong in the conflict with what they annotate.
    pub conflict_leads: FxHashMap<ClassId, [Vec<ClassId>; 3]>,
}

pub use crate::profile::is_comment_kind as is_comment;

mod conditions;
mod keys;
mod sorted;

pub use conditions::commutative_entry;
use keys::unique_key;
pub use keys::{entry_keys, signature};
use sorted::{Collation, sort_concurrent_additions, sort_key};

/// Makes `entry` a conflict that also holds element `k` (two elements that claim one
/// signature or one unique key).
fn join_in_conflict(entry: &mut Entry, k: ClassId) {
    let mut ks = match entry {
        Entry::Unit { unit, .. } => vec![unit.elem],
        Entry::Conflict(ks) => std::mem::take(ks),
    };
    ks.push(k);
    *entry = Entry::Conflict(ks);
}

struct RevList {
    open: Option<ClassId>,
    close: Option<ClassId>,
    units: Vec<Unit>,
    tail: Vec<ClassId>,
    has_sep: bool,
    trailing_sep: bool,
    sep_kind: Option<&'static str>,
    /// Children that are not elements, in order.
    fixed: Vec<ClassId>,
}

fn rev_list(
    classes: &Classes,
    cp: &CommutativeParent,
    rev: usize,
    node: NodeId,
) -> Option<RevList> {
    let tree = classes.trees[rev];
    let children = tree.children(node);
    let (mut lo, mut hi) = (0, children.len());
    let mut list = RevList {
        open: None,
        close: None,
        units: Vec::new(),
        tail: Vec::new(),
        has_sep: false,
        trailing_sep: false,
        sep_kind: None,
        fixed: Vec::new(),
    };
    if let Some(open) = cp.open
        && children.first().is_some_and(|&c| tree.kind(c) == open)
    {
        list.open = Some(classes.class(rev, children[0]));
        lo = 1;
    }
    if let Some(close) = cp.close
        && hi > lo
        && tree.kind(children[hi - 1]) == close
    {
        list.close = Some(classes.class(rev, children[hi - 1]));
        hi -= 1;
    }
    let sep = cp.separator.trim();
    let mut pending: Vec<ClassId> = Vec::new();
    // End of the last element or of the separator after it: a comment on that line trails it.
    let mut last_end: Option<usize> = None;
    let mut last_was_sep = false;
    for &c in &children[lo..hi] {
        let kind = tree.kind(c);
        let class = classes.class(rev, c);
        if !sep.is_empty() && kind == sep {
            list.has_sep = true;
            list.sep_kind = Some(kind);
            last_was_sep = true;
            if last_end.is_some() {
                last_end = Some(tree.node(c).range.end);
            }
            continue;
        }
        if cp.attached_kinds.contains(&kind) {
            // Belongs to the element after it, like a leading comment.
            pending.push(class);
            last_end = None;
            continue;
        }
        if is_comment(kind) {
            let start = tree.node(c).range.start;
            match (last_end, list.units.last_mut()) {
                (Some(end), Some(unit)) if !tree.source[end..start].contains('\n') => {
                    if last_was_sep {
                        unit.trail.push(class)
                    } else {
                        unit.mid.push(class)
                    }
                }
                _ => {
                    pending.push(class);
                    last_end = None;
                }
            }
            continue;
        }
        if cp.element_kinds.is_some_and(|kinds| !kinds.contains(&kind)) {
            // Not an element: it keeps its place, and the elements merge around it.
            list.fixed.push(class);
        }
        list.units.push(Unit {
            lead: std::mem::take(&mut pending),
            elem: class,
            mid: Vec::new(),
            trail: Vec::new(),
        });
        last_end = Some(tree.node(c).range.end);
        last_was_sep = false;
    }
    list.tail = pending;
    list.trailing_sep = last_was_sep && !list.units.is_empty();
    Some(list)
}

/// Both sides rewrote one base element so far that it is no longer the same element (its
/// signature is its whole text, as for imports): each side's version is an addition built
/// from parts of that base element, which neither side kept. Keeping both would print the
/// element twice (two versions of one import), so the two versions conflict instead.
fn pair_rewrites(
    classes: &Classes,
    p: ClassId,
    kept: [&FxHashSet<ClassId>; 2],
    entries: &mut Vec<Entry>,
) {
    let Some(base_parent) = classes.member(BASE, p) else { return };
    let base_tree = classes.trees[BASE];
    // The base elements, gone from both sides, that lent descendants to an addition.
    let origins = |rev: usize, k: ClassId| -> FxHashSet<ClassId> {
        let mut out = FxHashSet::default();
        let Some(n) = classes.member(rev, k) else { return out };
        let tree = classes.trees[rev];
        for i in n.0 + 1..n.0 + tree.node(n).size {
            let Some(mut b) = classes.member(BASE, classes.class(rev, NodeId(i))) else {
                continue;
            };
            while let Some(up) = base_tree.parent(b) {
                if up == base_parent {
                    let e = classes.class(BASE, b);
                    if kept.iter().all(|set| !set.contains(&e)) {
                        out.insert(e);
                    }
                    break;
                }
                b = up;
            }
        }
        out
    };
    let additions: Vec<(usize, usize, FxHashSet<ClassId>)> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Entry::Unit { rev, unit } if classes.member(BASE, unit.elem).is_none() => {
                let o = origins(*rev, unit.elem);
                (!o.is_empty()).then_some((i, *rev, o))
            }
            _ => None,
        })
        .collect();
    let mut used = FxHashSet::default();
    let mut remove = FxHashSet::default();
    for (i, rev, o) in &additions {
        if used.contains(i) {
            continue;
        }
        let partner =
            additions.iter().find(|(j, r, q)| r != rev && !used.contains(j) && !o.is_disjoint(q));
        if let Some(&(j, _, _)) = partner {
            let ks = vec![entry_class(&entries[*i]), entry_class(&entries[j])];
            entries[*i] = Entry::Conflict(ks);
            used.extend([*i, j]);
            remove.insert(j);
        }
    }
    let mut index = 0;
    entries.retain(|_| {
        index += 1;
        !remove.contains(&(index - 1))
    });
}

fn entry_class(e: &Entry) -> ClassId {
    match e {
        Entry::Unit { unit, .. } => unit.elem,
        Entry::Conflict(ks) => ks[0],
    }
}

/// Whether printing a subtree of hash `hash` once stands for every side's version of class
/// `k`: each side holds it as that subtree or left it as the base had it. The matcher pairs
/// elements by shape, signatures by text, and the two can disagree: a command both sides
/// edited alike, on one side paired with a new command written next to it, is one class
/// whose right member is that new command. Taking such a class for a copy of the edited one
/// would drop the new command unseen.
fn represented_by(classes: &Classes, k: ClassId, hash: u64) -> bool {
    [LEFT, RIGHT].into_iter().all(|rev| {
        classes.member(rev, k).is_none_or(|n| {
            classes.trees[rev].node(n).hash == hash || classes.same_subtree(rev, BASE, k)
        })
    })
}

/// Whether an element that both sides added stands after different kept elements on the
/// two sides. One class then stands for two additions (the same line of a script added
/// at two places, say); a set would print it once, at one of them, so the list is left to
/// the ordered merge, which sees both placements. An element with a name (a key) is one
/// element wherever each side put it: a set holds a key once.
fn added_at_different_places(
    lists: &[Option<RevList>; 3],
    in_base: &FxHashSet<ClassId>,
    in_prim: &FxHashSet<ClassId>,
    in_sec: &FxHashSet<ClassId>,
    named: impl Fn(ClassId) -> bool,
) -> bool {
    let kept = |k: &ClassId| in_base.contains(k) && in_prim.contains(k) && in_sec.contains(k);
    let both_added = |k: &ClassId| {
        !in_base.contains(k) && in_prim.contains(k) && in_sec.contains(k) && !named(*k)
    };
    let anchors = |list: &RevList| -> FxHashMap<ClassId, Option<ClassId>> {
        let mut anchor = None;
        let mut out = FxHashMap::default();
        for u in &list.units {
            if kept(&u.elem) {
                anchor = Some(u.elem);
            } else if both_added(&u.elem) {
                out.insert(u.elem, anchor);
            }
        }
        out
    };
    let (Some(left), Some(right)) = (&lists[LEFT], &lists[RIGHT]) else { return false };
    let (on_left, on_right) = (anchors(left), anchors(right));
    on_left.iter().any(|(k, anchor)| on_right.get(k).is_some_and(|other| other != anchor))
}

/// Merges the children of commutative parent `p`. `None` when the lists are not sets after
/// all (an unexpected child kind, one signature twice in one revision, or an element both
/// sides added at different places): the caller then merges them as an ordered list.
pub fn merge_set(
    classes: &Classes,
    profile: &LanguageProfile,
    cp: &CommutativeParent,
    p: ClassId,
) -> Option<SetLayout> {
    let mut lists: [Option<RevList>; 3] = [None, None, None];
    for rev in 0..3 {
        if let Some(node) = classes.member(rev, p) {
            let list = rev_list(classes, cp, rev, node)?;
            let mut sigs = FxHashSet::default();
            for u in &list.units {
                let n = classes.member(rev, u.elem)?;
                if let Some(sig) = signature(profile, classes.trees[rev], n)
                    && !sigs.insert(sig)
                {
                    return None;
                }
            }
            lists[rev] = Some(list);
        }
    }
    // Children that are not elements must stand in the same order in every revision, and
    // then only lists whose separators are whitespace can merge around them.
    let fixed = lists.iter().flatten().next().map(|l| l.fixed.clone()).unwrap_or_default();
    if lists.iter().flatten().any(|l| l.fixed != fixed)
        || (!fixed.is_empty() && !cp.separator.trim().is_empty())
    {
        return None;
    }
    let elems = |rev: usize| -> FxHashSet<ClassId> {
        lists[rev].iter().flat_map(|l| l.units.iter().map(|u| u.elem)).collect()
    };
    // The side whose order wins: left, unless only right reordered what it kept of the
    // base (a move on right must not be undone by left's unchanged order).
    let reordered = |rev: usize| -> bool {
        let (Some(list), Some(base)) = (&lists[rev], &lists[BASE]) else { return false };
        let kept = elems(rev);
        let in_base = elems(BASE);
        let mine = list.units.iter().map(|u| u.elem).filter(|k| in_base.contains(k));
        let theirs = base.units.iter().map(|u| u.elem).filter(|k| kept.contains(k));
        !mine.eq(theirs)
    };
    // Both sides moved elements, and not the same way: whichever order won would undo
    // the other side's moves, and which one wins would depend on which side is "left". The
    // ordered merge sees the moves and reports the ones that clash.
    if reordered(LEFT) && reordered(RIGHT) {
        let (Some(left), Some(right)) = (&lists[LEFT], &lists[RIGHT]) else { return None };
        let on_right = elems(RIGHT);
        let on_left = elems(LEFT);
        let common_left = left.units.iter().map(|u| u.elem).filter(|k| on_right.contains(k));
        let common_right = right.units.iter().map(|u| u.elem).filter(|k| on_left.contains(k));
        if !common_left.eq(common_right) {
            return None;
        }
    }
    let (prim, sec) = if lists[LEFT].is_none() || (reordered(RIGHT) && !reordered(LEFT)) {
        (RIGHT, LEFT)
    } else {
        (LEFT, RIGHT)
    };
    let (in_base, in_prim, in_sec) = (elems(BASE), elems(prim), elems(sec));
    let named = |k: ClassId| profile.signature(classes.kind(k)).is_some_and(|s| s.is_named());
    if added_at_different_places(&lists, &in_base, &in_prim, &in_sec, named) {
        return None;
    }
    let sec_present = lists[sec].is_some();
    // Elements a side moved: a move is a change, so a deletion on the other side is a
    // conflict, as an edit would be (a shell function moved down by one side, dropped by
    // the other).
    let moved = |rev: usize| -> FxHashSet<ClassId> {
        let (Some(list), Some(base)) = (&lists[rev], &lists[BASE]) else {
            return FxHashSet::default();
        };
        let at: FxHashMap<ClassId, usize> =
            base.units.iter().enumerate().map(|(i, u)| (u.elem, i)).collect();
        let kept: Vec<(ClassId, usize)> =
            list.units.iter().filter_map(|u| at.get(&u.elem).map(|&i| (u.elem, i))).collect();
        let stay = longest_increasing(&kept.iter().map(|&(_, i)| i).collect::<Vec<_>>());
        kept.iter().enumerate().filter(|(j, _)| !stay.contains(j)).map(|(_, &(k, _))| k).collect()
    };
    let moved_by = [moved(0), moved(1), moved(2)];
    let mut entries: Vec<Entry> = Vec::new();
    for unit in lists[prim].iter().flat_map(|l| l.units.iter()) {
        let k = unit.elem;
        if sec_present && in_base.contains(&k) && !in_sec.contains(&k) {
            if classes.member(sec, k).is_some()
                || (classes.same_subtree(prim, BASE, k) && !moved_by[prim].contains(&k))
            {
                continue; // moved away by `sec`, or deleted by it and untouched here
            }
            entries.push(Entry::Conflict(vec![k]));
            continue;
        }
        entries.push(Entry::Unit { rev: prim, unit: unit.clone() });
    }
    // Additions of `sec` hang after the nearest element before them in `sec` that is in the
    // result (possibly an earlier addition), else before the nearest one after them.
    let sec_units: &[Unit] = lists[sec].as_ref().map_or(&[], |l| &l.units);
    let mut in_result: FxHashSet<ClassId> = entries.iter().map(entry_class).collect();
    let mut after: FxHashMap<Option<ClassId>, Vec<Entry>> = FxHashMap::default();
    let mut before: FxHashMap<ClassId, Vec<Entry>> = FxHashMap::default();
    // Left's additions come before right's at one spot: an anchor followed by additions
    // of `prim` hands over to the last of them. Followed in `prim`'s own list: an element
    // `sec` deleted between the anchor and the additions puts them at another spot.
    let mut redirect: FxHashMap<ClassId, ClassId> = FxHashMap::default();
    let mut next_target: Option<ClassId> = None;
    for unit in lists[prim].iter().flat_map(|l| l.units.iter()).rev() {
        let k = unit.elem;
        let target = next_target.unwrap_or(k);
        redirect.insert(k, target);
        let added = !in_base.contains(&k) && !in_sec.contains(&k);
        next_target = added.then_some(target);
    }
    // A base element that `prim` deleted still marks a spot in `sec` (kept there, or
    // changed: a conflict): the base elements before it that `sec` deleted and the result
    // holds all the same (`prim` changed them: conflicts) come before it and what `sec`
    // placed after it, as they do when the sides are swapped.
    let base_units: &[Unit] = lists[BASE].as_ref().map_or(&[], |l| &l.units);
    let spot_of_deleted = |k: ClassId, in_result: &FxHashSet<ClassId>| -> Option<ClassId> {
        let at = base_units.iter().position(|u| u.elem == k)?;
        let before_k = base_units[..at].iter().rev().map(|u| u.elem);
        before_k.take_while(|e| !in_sec.contains(e)).find(|e| in_result.contains(e))
    };
    let mut last_anchor: Option<ClassId> = None;
    for (j, unit) in sec_units.iter().enumerate() {
        let k = unit.elem;
        if in_prim.contains(&k) {
            last_anchor = Some(redirect.get(&k).copied().unwrap_or(k));
            continue;
        }
        let entry = if in_base.contains(&k) {
            if classes.member(prim, k).is_none()
                && let Some(spot) = spot_of_deleted(k, &in_result)
            {
                last_anchor = Some(redirect.get(&spot).copied().unwrap_or(spot));
            }
            if classes.member(prim, k).is_some()
                || (classes.same_subtree(sec, BASE, k) && !moved_by[sec].contains(&k))
            {
                continue;
            }
            Entry::Conflict(vec![k])
        } else if classes.member(prim, k).is_some()
            && classes.pos(prim, k).map(|p| p.parent) != classes.pos(BASE, k).map(|p| p.parent)
        {
            continue; // `prim` put it under another parent too: its placement wins
        } else {
            Entry::Unit { rev: sec, unit: unit.clone() }
        };
        match last_anchor.filter(|a| in_result.contains(a)) {
            Some(anchor) => after.entry(Some(anchor)).or_default().push(entry),
            None => match sec_units[j + 1..].iter().find(|u| in_prim.contains(&u.elem)) {
                Some(next) if in_result.contains(&next.elem) => {
                    before.entry(next.elem).or_default().push(entry)
                }
                _ => after.entry(None).or_default().push(entry),
            },
        }
        in_result.insert(k);
        last_anchor = Some(k);
    }
    let mut placed = Vec::with_capacity(entries.len() + sec_units.len());
    // Depth-first over the hanging additions, with an explicit stack.
    let emit = |entry: Entry,
                placed: &mut Vec<Entry>,
                after: &mut FxHashMap<Option<ClassId>, Vec<Entry>>| {
        let mut stack = vec![entry];
        while let Some(e) = stack.pop() {
            let k = entry_class(&e);
            placed.push(e);
            if let Some(hanging) = after.remove(&Some(k)) {
                stack.extend(hanging.into_iter().rev());
            }
        }
    };
    for entry in entries {
        for b in before.remove(&entry_class(&entry)).unwrap_or_default() {
            emit(b, &mut placed, &mut after);
        }
        emit(entry, &mut placed, &mut after);
    }
    for e in after.remove(&None).unwrap_or_default() {
        emit(e, &mut placed, &mut after);
    }
    let mut entries = placed;
    sort_concurrent_additions(&mut entries, classes, profile, &in_base);
    // Kept sorted when every revision lists its elements sorted within each run of one
    // kind between the fixed children (imports before the declarations that use them).
    // Two elements are sorted by chance half the time, so unless the profile says the
    // list is kept sorted, the base must show the convention on at least three.
    let runs = |ks: &[ClassId]| -> Vec<std::ops::Range<usize>> {
        let mut out = Vec::new();
        let mut start = 0;
        for i in 0..=ks.len() {
            let boundary = i == ks.len()
                || fixed.contains(&ks[i])
                || (i > start && classes.kind(ks[i]) != classes.kind(ks[i - 1]));
            if boundary {
                if i > start {
                    out.push(start..i);
                }
                start = if i < ks.len() && fixed.contains(&ks[i]) { i + 1 } else { i };
            }
        }
        out
    };
    let keys: FxHashMap<ClassId, String> = lists
        .iter()
        .flatten()
        .flat_map(|l| l.units.iter())
        .map(|u| (u.elem, sort_key(classes, profile, u.elem)))
        .collect();
    let runs_sorted = |l: &RevList, collation: Collation| {
        let ks: Vec<ClassId> = l.units.iter().map(|u| u.elem).collect();
        runs(&ks).into_iter().all(|r| {
            let sorted: Vec<String> =
                ks[r].iter().map(|k| collation.key(keys[k].clone())).collect();
            sorted.windows(2).all(|w| w[0] <= w[1])
        })
    };
    let longest_run = |l: &RevList| {
        let ks: Vec<ClassId> = l.units.iter().map(|u| u.elem).collect();
        runs(&ks).into_iter().map(|r| r.len()).max().unwrap_or(0)
    };
    let longest_base_run = lists[BASE].as_ref().map_or(0, longest_run);
    let min_run = if cp.sorted { 2 } else { 3 };
    let keeps_sorted = |collation: Collation| {
        // Every revision sorted: the result stays so.
        (longest_base_run >= min_run && lists.iter().flatten().all(|l| runs_sorted(l, collation)))
            // The side whose order won sorted a list that was not: sorting was its change,
            // and the other side's additions, placed where that side had them, would undo it.
            || (reordered(prim)
                && lists[prim]
                    .as_ref()
                    .is_some_and(|l| longest_run(l) >= 3 && runs_sorted(l, collation))
                && lists[BASE].as_ref().is_some_and(|b| !runs_sorted(b, collation)))
    };
    if let Some(collation) =
        [Collation::Bytes, Collation::IgnoreCase].into_iter().find(|&c| keeps_sorted(c))
    {
        let ks: Vec<ClassId> = entries.iter().map(entry_class).collect();
        for r in runs(&ks) {
            entries[r]
                .sort_by_cached_key(|e| collation.key(sort_key(classes, profile, entry_class(e))));
        }
    }
    // Same signature twice: identical contents once, different ones a conflict.
    let mut covered = Vec::new();
    let mut by_sig: FxHashMap<String, usize> = FxHashMap::default();
    let mut by_unique: FxHashMap<String, usize> = FxHashMap::default();
    let mut merged: Vec<Entry> = Vec::with_capacity(entries.len());
    for entry in entries {
        let k = entry_class(&entry);
        let (rev, node) = match &entry {
            Entry::Unit { rev, .. } => (*rev, classes.member(*rev, k).expect("unit member")),
            Entry::Conflict(_) => classes.leader(k),
        };
        let tree = classes.trees[rev];
        let Some(sig) = signature(profile, tree, node).filter(|_| !fixed.contains(&k)) else {
            merged.push(entry);
            continue;
        };
        // Another new element holds this one's unique key (a field number) under another
        // signature: both sides gave one id to two things, which only a human can settle.
        // Elements the base had keep their identity by matching (a function renamed while a
        // new wrapper takes its old name is not a clash).
        let new = classes.member(BASE, k).is_none();
        if let Some(unique) = unique_key(profile, tree, node).filter(|_| new) {
            match by_unique.get(&unique) {
                Some(&i) if by_sig.get(&sig) != Some(&i) => {
                    join_in_conflict(&mut merged[i], k);
                    by_sig.insert(sig, i);
                    continue;
                }
                Some(_) => {}
                None => {
                    by_unique.insert(unique, by_sig.get(&sig).copied().unwrap_or(merged.len()));
                }
            }
        }
        match by_sig.get(&sig) {
            None => {
                by_sig.insert(sig, merged.len());
                merged.push(entry);
            }
            Some(&i) => {
                let first = &merged[i];
                // Identical means the element and what travels with it: two additions of
                // one method with different doc comments or attributes still disagree.
                let company = |rev: usize, u: &Unit| -> Vec<Option<&str>> {
                    u.lead
                        .iter()
                        .chain(&u.mid)
                        .chain(&u.trail)
                        .map(|&c| classes.text(rev, c))
                        .collect()
                };
                let same = match (first, &entry) {
                    (Entry::Unit { rev: r1, unit: u1 }, Entry::Unit { rev: r2, unit: u2 }) => {
                        let n1 = classes.member(*r1, u1.elem).expect("unit member");
                        let hash = classes.trees[*r1].node(n1).hash;
                        hash == tree.node(node).hash
                            && company(*r1, u1) == company(*r2, u2)
                            && represented_by(classes, k, hash)
                    }
                    _ => false,
                };
                if same {
                    covered.push(k);
                } else {
                    join_in_conflict(&mut merged[i], k);
                }
            }
        }
    }
    pair_rewrites(classes, p, [&in_prim, &in_sec], &mut merged);
    // A delimiter of the class present in the most revisions: the matcher may have paired
    // a side's token with another one.
    // Comments and attributes of an element: the side that changed them wins; the other
    // revisions' are represented by that choice. When both sides changed them, differently,
    // the element is a conflict: printing either side's list would silently undo the
    // other's deletions or additions there.
    let unit_maps: [FxHashMap<ClassId, &Unit>; 3] = [0, 1, 2]
        .map(|r| lists[r].iter().flat_map(|l| l.units.iter().map(|u| (u.elem, u))).collect());
    let unit_of = |rev: usize, k: ClassId| -> Option<&Unit> { unit_maps[rev].get(&k).copied() };
    let texts = |rev: usize, ks: &[ClassId]| -> Vec<&str> {
        ks.iter().filter_map(|&k| classes.text(rev, k)).collect()
    };
    for entry in &mut merged {
        let Entry::Unit { rev, unit } = entry else { continue };
        let others: [Option<&Unit>; 3] = [0, 1, 2].map(|r| unit_of(r, unit.elem));
        let mut disagree = false;
        for part in [0, 1, 2] {
            let get = |u: &Unit| match part {
                0 => u.lead.clone(),
                1 => u.mid.clone(),
                _ => u.trail.clone(),
            };
            let ids: [Option<Vec<ClassId>>; 3] = [0, 1, 2].map(|r| others[r].map(get));
            let views: [Option<Vec<&str>>; 3] =
                [0, 1, 2].map(|r| ids[r].as_ref().map(|ks| texts(r, ks)));
            // `stands_for`: the chosen texts represent the other revisions' (no change of
            // theirs is lost), so their nodes count as printed; otherwise the rebuild checks
            // each of them.
            let (chosen, agreed, stands_for) = match (&views[BASE], &views[LEFT], &views[RIGHT]) {
                (Some(b), Some(l), Some(r)) if b == l => {
                    (if l == r { LEFT } else { RIGHT }, true, true)
                }
                (Some(b), Some(_), Some(r)) if b == r => (LEFT, true, true),
                (Some(_), Some(l), Some(r)) if l == r => (LEFT, true, true),
                // Both sides changed the texts: each class's own content merges, so the
                // lists of classes decide; a list both sides changed is a conflict.
                (Some(_), Some(_), Some(_)) => {
                    let [b, l, r] = ids.each_ref().map(|k| k.as_deref().unwrap_or_default());
                    let chosen = if b == l && l != r { RIGHT } else { LEFT };
                    let dropped_edit = |side: usize| {
                        ids[side].iter().flatten().any(|k| {
                            !ids[chosen].iter().flatten().any(|c| c == k)
                                && classes.text(side, *k) != classes.text(BASE, *k)
                        })
                    };
                    let agreed =
                        (b == l || b == r || l == r) && !dropped_edit(LEFT + RIGHT - chosen);
                    (chosen, agreed, false)
                }
                // Added on both sides with other comments: the rebuild judges whether
                // printing left's loses right's.
                (None, Some(l), Some(r)) => (LEFT, true, l == r),
                (_, Some(_), _) => (LEFT, true, true),
                _ => (*rev, true, true),
            };
            let Some(u) = others[chosen] else { continue };
            if !agreed {
                disagree = true;
                break;
            }
            for r in 0..3 {
                if stands_for
                    && r != chosen
                    && let Some(o) = others[r]
                {
                    covered.extend(get(o));
                }
            }
            match part {
                0 => unit.lead = get(u),
                1 => unit.mid = get(u),
                _ => unit.trail = get(u),
            }
        }
        if disagree {
            *entry = Entry::Conflict(vec![unit.elem]);
        }
    }
    let mut conflict_leads: FxHashMap<ClassId, [Vec<ClassId>; 3]> = FxHashMap::default();
    for entry in &merged {
        let Entry::Conflict(ks) = entry else { continue };
        for &k in ks {
            let leads =
                [0, 1, 2].map(|r| unit_of(r, k).map(|u| u.lead.clone()).unwrap_or_default());
            conflict_leads.insert(k, leads);
        }
    }
    let pick = |f: &dyn Fn(&RevList) -> Option<ClassId>| -> Option<ClassId> {
        let mut candidates: Vec<ClassId> =
            [prim, sec, BASE].iter().filter_map(|&r| lists[r].as_ref().and_then(f)).collect();
        candidates.dedup();
        let presence = |k: ClassId| {
            (0..3).filter(|&r| lists[r].is_some() && classes.member(r, k).is_some()).count()
        };
        candidates.iter().copied().rev().max_by_key(|&k| presence(k))
    };
    let flag = |f: &dyn Fn(&RevList) -> bool| -> bool {
        let v: [Option<bool>; 3] = [0, 1, 2].map(|r| lists[r].as_ref().map(f));
        match (v[BASE], v[LEFT], v[RIGHT]) {
            (Some(b), Some(l), Some(r)) if b == l => r,
            (_, Some(l), _) => l,
            (_, None, Some(r)) => r,
            _ => false,
        }
    };
    let any_sep = lists.iter().flatten().any(|l| l.has_sep);
    let few = lists.iter().flatten().all(|l| l.units.len() < 2);
    let sep_token = cp.separator.trim();
    let sep = if any_sep {
        lists.iter().flatten().find_map(|l| l.sep_kind)
    } else if few && !sep_token.is_empty() {
        Some(cp.separator.trim())
    } else {
        None
    };
    let tail_rev =
        if lists[prim].as_ref().is_some_and(|l| !l.tail.is_empty()) { prim } else { sec };
    Some(SetLayout {
        open: pick(&|l| l.open),
        close: pick(&|l| l.close),
        sep,
        trailing_sep: sep.is_some() && flag(&|l| l.trailing_sep),
        entries: merged,
        tail: lists[tail_rev].as_ref().map(|l| l.tail.clone()).unwrap_or_default(),
        covered,
        conflict_leads,
    })
}
