//! The child list of one node merged by regions, as diff3 merges lines, for the lists
//! where the 3DM walk forks (both sides changed one spot of the list). The children that
//! all three revisions keep, in the same order, are the stable points; between two of
//! them, a region only one side changed takes that side's children, a region both changed
//! at different children takes both edits ([`interleave`]), and a region both changed at
//! the same children differently is a conflict of its own. Without it, one fork anywhere
//! in a class body or a block sends the whole node to the line merge, and every other
//! change inside it, however clean structurally, comes back as git's conflicts.
//!
//! This module decides the regions only; the rebuild prints them (a stable child merged
//! as usual, a conflict from each revision's text). It does not look at leaf contents.

use rustc_hash::FxHashMap;

use super::classes::{ClassId, Classes};
use super::interleave::{interleave, kept_deletions};
use super::order::longest_increasing;
use super::stacking::{Stacked, Stretch};
use crate::profile::LanguageProfile;
use crate::revision::{Rev, ThreeWay};

/// A stretch of the merged child list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Region {
    /// Children printed as merged nodes: the stable ones, and those of a side whose region
    /// is the only one that changed.
    Children(Vec<ClassId>),
    /// Both sides changed the stretch between two stable children, differently: each
    /// revision's children there (base, left, right).
    Conflict(ThreeWay<Vec<ClassId>>),
}

/// The regions of `parent`'s child list, or `None` when a region cannot be told apart
/// cleanly: a child moved from one region to another, an unnamed token (a separator) in a
/// conflict, or no region that both sides changed (then the 3DM verdict stands for reasons
/// of its own). A stretch where both sides inserted different items is kept whole when the
/// profile lets the list stack them ([`super::stacking::stack`]); the records of those kept are added to
/// `stacked`.
pub fn merge_by_regions(
    classes: &Classes,
    profile: &LanguageProfile,
    parent: ClassId,
    stacked: &mut Vec<Stacked>,
) -> Option<Vec<Region>> {
    let lists = ThreeWay::from_fn(|rev| classes.children_of(rev, parent));
    let [Some(base), Some(left), Some(right)] = lists.into_array() else { return None };
    let stable = stable_children(&base, &left, &right);
    let position = |list: &[ClassId]| -> FxHashMap<ClassId, usize> {
        list.iter().enumerate().map(|(i, &k)| (k, i)).collect()
    };
    let at = ThreeWay::new(position(&base), position(&left), position(&right));
    let lists = ThreeWay::new(&base, &left, &right);
    // The boundaries of each region in the three lists: after one stable child (or the
    // start), up to the next (or the end).
    let mut cuts: Vec<ThreeWay<usize>> = vec![ThreeWay::default()];
    for &k in &stable {
        cuts.push(ThreeWay::from_fn(|rev| at[rev][&k]));
    }
    let ends = ThreeWay::new(base.len(), left.len(), right.len());
    let mut regions = Vec::new();
    let mut seen_in: ThreeWay<FxHashMap<ClassId, usize>> = Default::default();
    let mut conflicts = 0;
    let mut rules = Vec::new();
    let mut interleaved = 0;
    for (index, window) in cuts.iter().zip(cuts.iter().skip(1).map(Some).chain([None])).enumerate()
    {
        let (from, to) = window;
        let start = |rev: Rev| if index == 0 { 0 } else { from[rev] + 1 };
        let end = |rev: Rev| to.map_or(ends[rev], |t| t[rev]);
        let parts: ThreeWay<Vec<ClassId>> =
            ThreeWay::from_fn(|rev| lists[rev][start(rev)..end(rev)].to_vec());
        for rev in Rev::ALL {
            for &k in &parts[rev] {
                seen_in[rev].insert(k, index);
            }
        }
        let ThreeWay { base: b, left: l, right: r } = &parts;
        let merged = if l == b {
            kept_deletions(classes, b, r, Rev::Left).then(|| r.clone())
        } else if r == b || l == r {
            kept_deletions(classes, b, l, Rev::Right).then(|| l.clone())
        } else {
            let stretch =
                Stretch { parent, parts: &parts, base_list: &base, base_at: start(Rev::Base) };
            interleave(classes, profile, &stretch).map(|(children, used)| {
                interleaved += 1;
                rules.extend(used);
                children
            })
        };
        match merged {
            Some(children) => regions.push(Region::Children(children)),
            None => {
                conflicts += 1;
                regions.push(Region::Conflict(parts));
            }
        }
        if let Some(to) = to {
            regions.push(Region::Children(vec![lists[Rev::Base][to[Rev::Base]]]));
        }
    }
    // A child found in different regions by two revisions moved across a stable child:
    // the regions do not describe the edit.
    // So does a child that a revision placed under another parent.
    let moved = Rev::ALL.into_iter().any(|rev| {
        seen_in[rev].iter().any(|(k, &i)| {
            Rev::ALL.into_iter().any(|other| {
                seen_in[other].get(k).is_some_and(|&j| j != i)
                    || classes.pos(other, *k).is_some_and(|p| p.parent != parent)
            })
        })
    });
    let unnamed_in_conflict = regions.iter().any(|region| match region {
        Region::Conflict(parts) => Rev::ALL.into_iter().any(|rev| {
            parts[rev]
                .iter()
                .any(|&k| classes.member(rev, k).is_some_and(|n| !classes.trees[rev].node(n).named))
        }),
        Region::Children(_) => false,
    });
    let settled = conflicts > 0 || interleaved > 0;
    log::debug!(
        "regions of `{}`: {} conflicts, {} merged side by side{}{}",
        classes.kind(parent),
        conflicts,
        interleaved,
        if moved { ", a child moved across them" } else { "" },
        if unnamed_in_conflict { ", a separator in a conflict" } else { "" },
    );
    (settled && !moved && !unnamed_in_conflict).then(|| {
        stacked.extend(rules);
        regions
    })
}

/// The children kept by all three revisions in one order: of the base's children that
/// both sides kept, the longest run in the same order in both sides.
fn stable_children(base: &[ClassId], left: &[ClassId], right: &[ClassId]) -> Vec<ClassId> {
    let (in_left, in_right): (FxHashMap<ClassId, usize>, FxHashMap<ClassId, usize>) = (
        left.iter().enumerate().map(|(i, &k)| (k, i)).collect(),
        right.iter().enumerate().map(|(i, &k)| (k, i)).collect(),
    );
    let shared: Vec<ClassId> = base
        .iter()
        .copied()
        .filter(|k| in_left.contains_key(k) && in_right.contains_key(k))
        .collect();
    let by_left = longest_increasing(&shared.iter().map(|k| in_left[k]).collect::<Vec<_>>());
    let ordered: Vec<ClassId> =
        shared.iter().enumerate().filter(|(i, _)| by_left.contains(i)).map(|(_, &k)| k).collect();
    let by_right = longest_increasing(&ordered.iter().map(|k| in_right[k]).collect::<Vec<_>>());
    ordered.into_iter().enumerate().filter(|(i, _)| by_right.contains(i)).map(|(_, k)| k).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_children_are_kept_by_all_three_in_one_order() {
        let k = ClassId;
        // Left dropped 2 and inserted 9; right moved 1 after 3.
        let base = [k(0), k(1), k(2), k(3), k(4)];
        let left = [k(0), k(1), k(9), k(3), k(4)];
        let right = [k(0), k(2), k(3), k(1), k(4)];
        let stable = stable_children(&base, &left, &right);
        assert_eq!(stable.len(), 3);
        assert!(stable.contains(&k(0)) && stable.contains(&k(3)) && stable.contains(&k(4)));
        assert!(stable_children(&base, &[], &right).is_empty());
    }
}
