//! The set merge's identity phase: one signature twice in the merged list (both sides
//! added it, or one added what the other already had) is printed once when the two are
//! identical, comments and attributes included, and is a conflict otherwise; so are two new
//! elements that claim one unique key, and two rewrites of one base element.
//!
//! Owns these verdicts over the merged entries. Must not compute signatures or keys (see
//! [`crate::merge::identity`]) nor order the list.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::merge::classes::{ClassId, Classes};
use crate::merge::identity::{signature, unique_key};
use crate::revision::Rev;
use crate::tree::NodeId;

use super::entries::{Entry, Unit, entry_class, join_in_conflict};
use super::set_merge::SetMerge;

impl SetMerge<'_, '_, '_> {
    /// Same signature twice: identical contents once (the second counts as printed, in
    /// the returned list of covered classes), different ones a conflict; the same for two
    /// new elements of one unique key, and for two rewrites of one base element.
    pub(super) fn merge_duplicates(&self, entries: Vec<Entry>) -> (Vec<Entry>, Vec<ClassId>) {
        let (classes, profile) = (self.classes, self.profile);
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
            let Some(sig) = signature(profile, tree, node).filter(|_| !self.fixed.contains(&k))
            else {
                merged.push(entry);
                continue;
            };
            // Another new element holds this one's unique key (a field number) under
            // another signature: both sides gave one id to two things, which only a human
            // can settle. Elements the base had keep their identity by matching (a
            // function renamed while a new wrapper takes its old name is not a clash).
            let new = classes.member(Rev::Base, k).is_none();
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
                Some(&i) if identical(classes, &merged[i], &entry) => covered.push(k),
                Some(&i) => join_in_conflict(&mut merged[i], k),
            }
        }
        let kept = [&self.members[self.prim], &self.members[self.sec]];
        pair_rewrites(classes, self.parent, kept, &mut merged);
        (merged, covered)
    }
}

/// Whether `entry` repeats `first` (an element of the same signature) exactly: the element
/// and what travels with it (two additions of one method with different doc comments or
/// attributes still disagree).
fn identical(classes: &Classes, first: &Entry, entry: &Entry) -> bool {
    let company = |rev: Rev, u: &Unit| -> Vec<Option<&str>> {
        u.lead.iter().chain(&u.mid).chain(&u.trail).map(|&c| classes.text(rev, c)).collect()
    };
    match (first, entry) {
        (Entry::Unit { rev: r1, unit: u1 }, Entry::Unit { rev: r2, unit: u2 }) => {
            let n1 = classes.member(*r1, u1.elem).expect("unit member");
            let n2 = classes.member(*r2, u2.elem).expect("unit member");
            let hash = classes.trees[*r1].node(n1).hash;
            hash == classes.trees[*r2].node(n2).hash
                && company(*r1, u1) == company(*r2, u2)
                && represented_by(classes, u2.elem, hash)
        }
        _ => false,
    }
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
    let Some(base_parent) = classes.member(Rev::Base, p) else { return };
    let base_tree = classes.trees[Rev::Base];
    // The base elements, gone from both sides, that lent descendants to an addition.
    let origins = |rev: Rev, k: ClassId| -> FxHashSet<ClassId> {
        let mut out = FxHashSet::default();
        let Some(n) = classes.member(rev, k) else { return out };
        let tree = classes.trees[rev];
        for i in n.0 + 1..n.0 + tree.node(n).size {
            let Some(mut b) = classes.member(Rev::Base, classes.class(rev, NodeId(i))) else {
                continue;
            };
            while let Some(up) = base_tree.parent(b) {
                if up == base_parent {
                    let e = classes.class(Rev::Base, b);
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
    let additions: Vec<(usize, Rev, FxHashSet<ClassId>)> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Entry::Unit { rev, unit } if classes.member(Rev::Base, unit.elem).is_none() => {
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

/// Whether printing a subtree of hash `hash` once stands for every side's version of class
/// `k`: each side holds it as that subtree or left it as the base had it. The matcher pairs
/// elements by shape, signatures by text, and the two can disagree: a command both sides
/// edited alike, on one side paired with a new command written next to it, is one class
/// whose right member is that new command. Taking such a class for a copy of the edited one
/// would drop the new command unseen.
fn represented_by(classes: &Classes, k: ClassId, hash: u64) -> bool {
    Rev::SIDES.into_iter().all(|rev| {
        classes.member(rev, k).is_none_or(|n| {
            classes.trees[rev].node(n).hash == hash || classes.same_subtree(rev, Rev::Base, k)
        })
    })
}
