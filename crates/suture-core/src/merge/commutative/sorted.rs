//! Concurrent additions in sorted lists: where both sides added at one spot and each side's
//! additions and their surroundings are in order, the additions are interleaved in order.
//! Also the sort keys and collations the set merge sorts whole lists by.
//!
//! Owns sorting only. Must not add, drop or merge entries.

use rustc_hash::FxHashSet;

use crate::merge::classes::{ClassId, Classes};
use crate::profile::LanguageProfile;
use crate::revision::Rev;

use super::entries::{Entry, entry_class};
use crate::merge::identity::{fold, signature};

pub(crate) fn sort_key(classes: &Classes, profile: &LanguageProfile, class: ClassId) -> String {
    let (rev, node) = classes.leader(class);
    let (rev, node) = [Rev::Left, Rev::Right, Rev::Base]
        .iter()
        .find_map(|&r| classes.member(r, class).map(|n| (r, n)))
        .unwrap_or((rev, node));
    let tree = classes.trees[rev];
    let key = signature(profile, tree, node).unwrap_or_else(|| fold(tree.text(node)));
    // A terminator is not part of the name: `using System;` sorts before `using System.IO;`.
    key.trim_end_matches([';', ',']).to_owned()
}

/// The order a sorted list follows: by bytes, or ignoring case first (`IResponse` after
/// `Internal`, as .NET's and many authors' sorting has it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Collation {
    Bytes,
    IgnoreCase,
}

impl Collation {
    /// The key that sorts as this collation does.
    pub(crate) fn key(self, key: String) -> String {
        match self {
            Collation::Bytes => key,
            Collation::IgnoreCase => {
                let mut folded = key.to_lowercase();
                folded.push('\0');
                folded.push_str(&key);
                folded
            }
        }
    }
}

/// Where both sides added elements at one spot, the order of their additions is a guess.
/// Authors who keep a list sorted keep it sorted locally even when the whole list is not
/// (import groups, one sorted block of constants among others): when each side's additions
/// and the elements around the spot are in order, the additions are interleaved in order.
pub(super) fn sort_concurrent_additions(
    entries: &mut [Entry],
    classes: &Classes,
    profile: &LanguageProfile,
    in_base: &FxHashSet<ClassId>,
) {
    let added_by = |e: &Entry| match e {
        Entry::Unit { rev, unit } if !in_base.contains(&unit.elem) => Some(*rev),
        _ => None,
    };
    let key = |e: &Entry| sort_key(classes, profile, entry_class(e));
    let mut i = 0;
    while i < entries.len() {
        if added_by(&entries[i]).is_none() {
            i += 1;
            continue;
        }
        let start = i;
        while i < entries.len() && added_by(&entries[i]).is_some() {
            i += 1;
        }
        let run: Vec<(Rev, String)> =
            entries[start..i].iter().map(|e| (added_by(e).expect("addition"), key(e))).collect();
        let by_side = |side: Rev| run.iter().filter(move |(r, _)| *r == side).map(|(_, k)| k);
        let sides: Vec<Rev> =
            Rev::SIDES.into_iter().filter(|&s| by_side(s).next().is_some()).collect();
        let own_order = sides.iter().all(|&s| {
            let keys: Vec<&String> = by_side(s).collect();
            keys.windows(2).all(|w| w[0] <= w[1])
        });
        // Sorted order is a convention among elements of one kind: a module declared next
        // to its re-export is a pair, not two entries of one sorted list.
        let kind = classes.kind(entry_class(&entries[start]));
        let one_kind = |e: &Entry| classes.kind(entry_class(e)) == kind;
        if sides.len() < 2 || !own_order || !entries[start..i].iter().all(one_kind) {
            continue;
        }
        let (Some(low), Some(high)) =
            (run.iter().map(|(_, k)| k).min(), run.iter().map(|(_, k)| k).max())
        else {
            continue;
        };
        // Two or three neighbours are in order by chance often enough: ask for a sorted
        // stretch of at least three around the spot before trusting the convention.
        // The sorted stretch that ends right before the spot and the one that starts right
        // after it (a list may hold several sorted groups).
        let mut before: Vec<String> = Vec::new();
        for e in entries[..start].iter().rev().take_while(|e| one_kind(e)) {
            let k = key(e);
            if before.last().is_some_and(|next| &k > next) {
                break;
            }
            before.push(k);
        }
        let mut after: Vec<String> = Vec::new();
        for e in entries[i..].iter().take_while(|e| one_kind(e)) {
            let k = key(e);
            if after.last().is_some_and(|prev| &k < prev) {
                break;
            }
            after.push(k);
        }
        let context_sorted =
            before.first().is_none_or(|p| p <= low) && after.first().is_none_or(|s| s >= high);
        // One side's own additions, three or more in order, show the convention as well
        // (both sides fill an empty table of rule ids).
        let longest_side = sides.iter().map(|&s| by_side(s).count()).max().unwrap_or(0);
        if (before.len() + after.len() >= 3 || longest_side >= 3) && context_sorted {
            entries[start..i].sort_by_cached_key(key);
        }
    }
}
