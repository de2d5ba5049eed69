//! The set merge's state and its ordering phases: which side's order wins and which
//! elements each side moved, the elements kept in the winning order (a deletion against a
//! change is a conflict), the other side's additions placed next to their neighbours, and
//! sorted lists kept sorted. The phases that follow (duplicates, comments, delimiters)
//! live in the sibling modules, as further methods of [`SetMerge`].
//!
//! Owns the order of the merged list. Must not read the lists (see `lists`) nor decide
//! which elements are the same (see [`crate::merge::identity`]).

use std::ops::Range;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::merge::classes::{ClassId, Classes};
use crate::merge::order::longest_increasing;
use crate::profile::{CommutativeParent, LanguageProfile};
use crate::revision::{Rev, ThreeWay};

use super::entries::{Entry, Unit, entry_class};
use super::lists::{RevList, fixed_children, read_lists};
use super::sorted::{Collation, sort_concurrent_additions, sort_key};

/// The three lists of one commutative parent and what the phases learn of them.
pub(super) struct SetMerge<'m, 'a, 'src> {
    pub(super) classes: &'m Classes<'a, 'src>,
    pub(super) profile: &'m LanguageProfile,
    pub(super) cp: &'m CommutativeParent,
    /// The commutative parent.
    pub(super) parent: ClassId,
    pub(super) lists: ThreeWay<Option<RevList>>,
    /// Children that are not elements, the same in every revision.
    pub(super) fixed: Vec<ClassId>,
    /// The elements of each revision's list.
    pub(super) members: ThreeWay<FxHashSet<ClassId>>,
    /// Whether each revision reordered what it kept of the base.
    reordered: ThreeWay<bool>,
    /// The side whose order wins.
    pub(super) prim: Rev,
    /// The other side.
    pub(super) sec: Rev,
    /// The elements each revision moved: a move is a change, so a deletion on the other
    /// side is a conflict, as an edit would be (a shell function moved down by one side,
    /// dropped by the other).
    moved: ThreeWay<FxHashSet<ClassId>>,
    /// Each revision's units by element (indexes into its list).
    unit_index: ThreeWay<FxHashMap<ClassId, usize>>,
}

/// Additions of the secondary side waiting for their place: after an element (or, for
/// `None`, at the end), or before one.
#[derive(Default)]
struct Hanging {
    after: FxHashMap<Option<ClassId>, Vec<Entry>>,
    before: FxHashMap<ClassId, Vec<Entry>>,
}

impl Hanging {
    /// Pushes `entry` and, depth-first with an explicit stack, what hangs after it.
    fn emit(&mut self, entry: Entry, placed: &mut Vec<Entry>) {
        let mut stack = vec![entry];
        while let Some(e) = stack.pop() {
            let k = entry_class(&e);
            placed.push(e);
            if let Some(hanging) = self.after.remove(&Some(k)) {
                stack.extend(hanging.into_iter().rev());
            }
        }
    }
}

impl<'m, 'a, 'src> SetMerge<'m, 'a, 'src> {
    /// Reads the lists and settles the order: `None` when the lists are not sets after all
    /// (see [`super::merge_set`]).
    pub(super) fn new(
        classes: &'m Classes<'a, 'src>,
        profile: &'m LanguageProfile,
        cp: &'m CommutativeParent,
        parent: ClassId,
    ) -> Option<Self> {
        let refused = |why: &str| {
            log::debug!("set merge of `{}` refused: {why}", cp.kind);
        };
        let Some(lists) = read_lists(classes, profile, cp, parent) else {
            refused("a revision's list is no set (an unexpected child, one signature twice)");
            return None;
        };
        let Some(fixed) = fixed_children(&lists, cp) else {
            refused("the children that are not elements differ between the revisions");
            return None;
        };
        let members = ThreeWay::from_fn(|rev| {
            lists[rev].iter().flat_map(|l| l.units.iter().map(|u| u.elem)).collect()
        });
        let reordered = ThreeWay::from_fn(|rev| reordered(&lists, &members, rev));
        let Some((prim, sec)) = winning_order(&lists, &members, &reordered) else {
            refused("both sides reordered the elements");
            return None;
        };
        let mut set = SetMerge {
            classes,
            profile,
            cp,
            parent,
            lists,
            fixed,
            members,
            reordered,
            prim,
            sec,
            moved: ThreeWay::default(),
            unit_index: ThreeWay::default(),
        };
        if set.added_at_different_places() {
            refused("an element both sides added stands at different places");
            return None;
        }
        set.moved = ThreeWay::from_fn(|rev| set.moved_by(rev));
        set.unit_index =
            ThreeWay::from_fn(|rev| set.units(rev).enumerate().map(|(i, u)| (u.elem, i)).collect());
        Some(set)
    }

    /// The units of a revision's list (none where the parent is absent).
    pub(super) fn units(&self, rev: Rev) -> impl DoubleEndedIterator<Item = &Unit> {
        self.lists[rev].iter().flat_map(|l| l.units.iter())
    }

    /// The unit of element `k` in revision `rev`.
    pub(super) fn unit_of(&self, rev: Rev, k: ClassId) -> Option<&Unit> {
        let i = *self.unit_index[rev].get(&k)?;
        self.lists[rev].as_ref().map(|l| &l.units[i])
    }

    /// Whether an element that both sides added stands after different kept elements on
    /// the two sides. One class then stands for two additions (the same line of a script
    /// added at two places, say); a set would print it once, at one of them, so the list
    /// is left to the ordered merge, which sees both placements. An element with a name (a
    /// key) is one element wherever each side put it: a set holds a key once.
    fn added_at_different_places(&self) -> bool {
        let (in_base, in_prim, in_sec) =
            (&self.members[Rev::Base], &self.members[self.prim], &self.members[self.sec]);
        let named =
            |k: ClassId| self.profile.signature(self.classes.kind(k)).is_some_and(|s| s.is_named());
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
        let (Some(left), Some(right)) = (&self.lists[Rev::Left], &self.lists[Rev::Right]) else {
            return false;
        };
        let (on_left, on_right) = (anchors(left), anchors(right));
        on_left.iter().any(|(k, anchor)| on_right.get(k).is_some_and(|other| other != anchor))
    }

    /// The elements `rev` moved: those off its longest run in the base's order.
    fn moved_by(&self, rev: Rev) -> FxHashSet<ClassId> {
        let (Some(list), Some(base)) = (&self.lists[rev], &self.lists[Rev::Base]) else {
            return FxHashSet::default();
        };
        let at: FxHashMap<ClassId, usize> =
            base.units.iter().enumerate().map(|(i, u)| (u.elem, i)).collect();
        let kept: Vec<(ClassId, usize)> =
            list.units.iter().filter_map(|u| at.get(&u.elem).map(|&i| (u.elem, i))).collect();
        let stay = longest_increasing(&kept.iter().map(|&(_, i)| i).collect::<Vec<_>>());
        kept.iter().enumerate().filter(|(j, _)| !stay.contains(j)).map(|(_, &(k, _))| k).collect()
    }

    /// The winning side's list, less what the other side deleted: an element the other
    /// side deleted while the winning side changed (or moved) it is a conflict.
    pub(super) fn kept_in_winning_order(&self) -> Vec<Entry> {
        let (classes, prim, sec) = (self.classes, self.prim, self.sec);
        let sec_present = self.lists[sec].is_some();
        let (in_base, in_sec) = (&self.members[Rev::Base], &self.members[sec]);
        let mut entries: Vec<Entry> = Vec::new();
        for unit in self.units(prim) {
            let k = unit.elem;
            if sec_present && in_base.contains(&k) && !in_sec.contains(&k) {
                if classes.member(sec, k).is_some()
                    || ((classes.same_subtree(prim, Rev::Base, k)
                        || (classes.only_pruned(prim, k) && classes.deleted_not_replaced(sec, k)))
                        && !self.moved[prim].contains(&k))
                {
                    // Moved away by `sec`, or deleted by it and untouched here (or only
                    // pruned: the deletion holds that edit).
                    continue;
                }
                entries.push(Entry::Conflict(vec![k]));
                continue;
            }
            entries.push(Entry::Unit { rev: prim, unit: unit.clone() });
        }
        entries
    }

    /// Where the winning side's additions stand: an anchor followed by additions of the
    /// winning side hands over to the last of them (left's additions come before right's
    /// at one spot). Followed in the winning side's own list: an element the other side
    /// deleted between the anchor and the additions puts them at another spot.
    fn anchor_targets(&self) -> FxHashMap<ClassId, ClassId> {
        let (in_base, in_sec) = (&self.members[Rev::Base], &self.members[self.sec]);
        let mut redirect: FxHashMap<ClassId, ClassId> = FxHashMap::default();
        let mut next_target: Option<ClassId> = None;
        for unit in self.units(self.prim).rev() {
            let k = unit.elem;
            let target = next_target.unwrap_or(k);
            redirect.insert(k, target);
            let added = !in_base.contains(&k) && !in_sec.contains(&k);
            next_target = added.then_some(target);
        }
        redirect
    }

    /// Adds the other side's additions (and its delete/modify conflicts) to `entries`:
    /// each hangs after the nearest element before it in that side's list that is in the
    /// result (possibly an earlier addition), else before the nearest one after it.
    pub(super) fn place_additions(&self, entries: Vec<Entry>) -> Vec<Entry> {
        let (classes, prim, sec) = (self.classes, self.prim, self.sec);
        let (in_base, in_prim) = (&self.members[Rev::Base], &self.members[prim]);
        let sec_units: &[Unit] = self.lists[sec].as_ref().map_or(&[], |l| &l.units);
        let mut in_result: FxHashSet<ClassId> = entries.iter().map(entry_class).collect();
        let mut hanging = Hanging::default();
        let redirect = self.anchor_targets();
        // A base element that `prim` deleted still marks a spot in `sec` (kept there, or
        // changed: a conflict): the base elements before it that `sec` deleted and the result
        // holds all the same (`prim` changed them: conflicts) come before it and what `sec`
        // placed after it, as they do when the sides are swapped.
        let in_sec = &self.members[sec];
        let base_units: &[Unit] = self.lists[Rev::Base].as_ref().map_or(&[], |l| &l.units);
        // A base element that `prim` still holds marks its spot even when the result drops
        // it (`sec` deleted it): `prim`'s additions after it stand there.
        let spot_of_deleted = |k: ClassId, in_result: &FxHashSet<ClassId>| -> Option<ClassId> {
            let at = base_units.iter().position(|u| u.elem == k)?;
            let before_k = base_units[..at].iter().rev().map(|u| u.elem);
            before_k.take_while(|e| !in_sec.contains(e)).find(|e| {
                in_result.contains(e) || redirect.get(e).is_some_and(|t| in_result.contains(t))
            })
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
                    || ((classes.same_subtree(sec, Rev::Base, k)
                        || (classes.only_pruned(sec, k) && classes.deleted_not_replaced(prim, k)))
                        && !self.moved[sec].contains(&k))
                {
                    continue;
                }
                Entry::Conflict(vec![k])
            } else if classes.member(prim, k).is_some()
                && classes.pos(prim, k).map(|p| p.parent)
                    != classes.pos(Rev::Base, k).map(|p| p.parent)
            {
                continue; // `prim` put it under another parent too: its placement wins
            } else {
                Entry::Unit { rev: sec, unit: unit.clone() }
            };
            match last_anchor.filter(|a| in_result.contains(a)) {
                Some(anchor) => hanging.after.entry(Some(anchor)).or_default().push(entry),
                None => match sec_units[j + 1..].iter().find(|u| in_prim.contains(&u.elem)) {
                    Some(next) if in_result.contains(&next.elem) => {
                        hanging.before.entry(next.elem).or_default().push(entry)
                    }
                    _ => hanging.after.entry(None).or_default().push(entry),
                },
            }
            in_result.insert(k);
            last_anchor = Some(k);
        }
        let mut placed = Vec::with_capacity(entries.len() + sec_units.len());
        for entry in entries {
            for b in hanging.before.remove(&entry_class(&entry)).unwrap_or_default() {
                hanging.emit(b, &mut placed);
            }
            hanging.emit(entry, &mut placed);
        }
        for e in hanging.after.remove(&None).unwrap_or_default() {
            hanging.emit(e, &mut placed);
        }
        placed
    }

    /// Concurrent additions at one spot in sorted order where the sides keep them so, and
    /// the whole list sorted where every revision keeps it sorted (see
    /// [`Self::kept_sorted`]).
    pub(super) fn sorted(&self, mut entries: Vec<Entry>) -> Vec<Entry> {
        let (classes, profile) = (self.classes, self.profile);
        sort_concurrent_additions(&mut entries, classes, profile, &self.members[Rev::Base]);
        if let Some(collation) = self.kept_sorted() {
            let ks: Vec<ClassId> = entries.iter().map(entry_class).collect();
            for r in self.runs(&ks) {
                entries[r].sort_by_cached_key(|e| {
                    collation.key(sort_key(classes, profile, entry_class(e)))
                });
            }
        }
        entries
    }

    /// The runs of one kind between the fixed children, by index into `ks`.
    fn runs(&self, ks: &[ClassId]) -> Vec<Range<usize>> {
        let (classes, fixed) = (self.classes, &self.fixed);
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
    }

    /// The collation the list is kept sorted by, if any: every revision lists its elements
    /// sorted within each run of one kind between the fixed children (imports before the
    /// declarations that use them). Two elements are sorted by chance half the time, so
    /// unless the profile says the list is kept sorted, the base must show the convention
    /// on at least three.
    fn kept_sorted(&self) -> Option<Collation> {
        let lists = &self.lists;
        let keys: FxHashMap<ClassId, String> = lists
            .iter()
            .flatten()
            .flat_map(|l| l.units.iter())
            .map(|u| (u.elem, sort_key(self.classes, self.profile, u.elem)))
            .collect();
        let runs_sorted = |l: &RevList, collation: Collation| {
            let ks: Vec<ClassId> = l.units.iter().map(|u| u.elem).collect();
            self.runs(&ks).into_iter().all(|r| {
                let sorted: Vec<String> =
                    ks[r].iter().map(|k| collation.key(keys[k].clone())).collect();
                sorted.windows(2).all(|w| w[0] <= w[1])
            })
        };
        let longest_run = |l: &RevList| {
            let ks: Vec<ClassId> = l.units.iter().map(|u| u.elem).collect();
            self.runs(&ks).into_iter().map(|r| r.len()).max().unwrap_or(0)
        };
        let longest_base_run = lists[Rev::Base].as_ref().map_or(0, longest_run);
        let min_run = if self.cp.sorted { 2 } else { 3 };
        let keeps_sorted = |collation: Collation| {
            // Every revision sorted: the result stays so.
            (longest_base_run >= min_run
                && lists.iter().flatten().all(|l| runs_sorted(l, collation)))
                // The side whose order won sorted a list that was not: sorting was its
                // change, and the other side's additions, placed where that side had them,
                // would undo it.
                || (self.reordered[self.prim]
                    && lists[self.prim]
                        .as_ref()
                        .is_some_and(|l| longest_run(l) >= 3 && runs_sorted(l, collation))
                    && lists[Rev::Base].as_ref().is_some_and(|b| !runs_sorted(b, collation)))
        };
        [Collation::Bytes, Collation::IgnoreCase].into_iter().find(|&c| keeps_sorted(c))
    }
}

/// Whether `rev` reordered what it kept of the base.
fn reordered(
    lists: &ThreeWay<Option<RevList>>,
    members: &ThreeWay<FxHashSet<ClassId>>,
    rev: Rev,
) -> bool {
    let (Some(list), Some(base)) = (&lists[rev], &lists[Rev::Base]) else { return false };
    let (kept, in_base) = (&members[rev], &members[Rev::Base]);
    let mine = list.units.iter().map(|u| u.elem).filter(|k| in_base.contains(k));
    let theirs = base.units.iter().map(|u| u.elem).filter(|k| kept.contains(k));
    !mine.eq(theirs)
}

/// The side whose order wins, then the other: left, unless only right reordered what it
/// kept of the base (a move on right must not be undone by left's unchanged order).
/// `None` when both sides moved elements, and not the same way: whichever order won would
/// undo the other side's moves, and which one wins would depend on which side is "left".
/// The ordered merge sees the moves and reports the ones that clash.
fn winning_order(
    lists: &ThreeWay<Option<RevList>>,
    members: &ThreeWay<FxHashSet<ClassId>>,
    reordered: &ThreeWay<bool>,
) -> Option<(Rev, Rev)> {
    if reordered.left && reordered.right {
        let (Some(left), Some(right)) = (&lists.left, &lists.right) else { return None };
        let (on_left, on_right) = (&members.left, &members.right);
        let common_left = left.units.iter().map(|u| u.elem).filter(|k| on_right.contains(k));
        let common_right = right.units.iter().map(|u| u.elem).filter(|k| on_left.contains(k));
        if !common_left.eq(common_right) {
            return None;
        }
    }
    Some(if lists.left.is_none() || (reordered.right && !reordered.left) {
        (Rev::Right, Rev::Left)
    } else {
        (Rev::Left, Rev::Right)
    })
}
