//! The set merge's last phase: the merged list's delimiters, separator and trailing
//! separator, and the comments after its last element, described for the rebuild.
//!
//! Owns these choices only. Must not print them: gaps and tokens are the rebuild's.

use rustc_hash::FxHashMap;

use crate::merge::classes::ClassId;
use crate::revision::{Rev, ThreeWay};

use super::entries::{Entry, SetLayout};
use super::lists::RevList;
use super::set_merge::SetMerge;

impl SetMerge<'_, '_, '_> {
    /// The layout of the merged entries.
    pub(super) fn layout(
        &self,
        entries: Vec<Entry>,
        covered: Vec<ClassId>,
        conflict_leads: FxHashMap<ClassId, ThreeWay<Vec<ClassId>>>,
    ) -> SetLayout {
        let (lists, prim, sec) = (&self.lists, self.prim, self.sec);
        let sep = self.separator();
        let tail_rev =
            if lists[prim].as_ref().is_some_and(|l| !l.tail.is_empty()) { prim } else { sec };
        SetLayout {
            open: self.delimiter(&|l| l.open),
            close: self.delimiter(&|l| l.close),
            sep,
            trailing_sep: sep.is_some() && self.flag(&|l| l.trailing_sep),
            entries,
            tail: lists[tail_rev].as_ref().map(|l| l.tail.clone()).unwrap_or_default(),
            covered,
            conflict_leads,
        }
    }

    /// A delimiter of the class present in the most revisions: the matcher may have paired
    /// a side's token with another one.
    fn delimiter(&self, f: &dyn Fn(&RevList) -> Option<ClassId>) -> Option<ClassId> {
        let lists = &self.lists;
        let mut candidates: Vec<ClassId> = [self.prim, self.sec, Rev::Base]
            .iter()
            .filter_map(|&r| lists[r].as_ref().and_then(f))
            .collect();
        candidates.dedup();
        let presence = |k: ClassId| {
            Rev::ALL
                .into_iter()
                .filter(|&r| lists[r].is_some() && self.classes.member(r, k).is_some())
                .count()
        };
        candidates.iter().copied().rev().max_by_key(|&k| presence(k))
    }

    /// A yes-or-no property of the lists, merged: the side that changed it wins.
    fn flag(&self, f: &dyn Fn(&RevList) -> bool) -> bool {
        let v: ThreeWay<Option<bool>> = self.lists.as_ref().map(|l| l.as_ref().map(f));
        match (v.base, v.left, v.right) {
            (Some(b), Some(l), Some(r)) if b == l => r,
            (_, Some(l), _) => l,
            (_, None, Some(r)) => r,
            _ => false,
        }
    }

    /// The separator token: the one a list holds, else the profile's when no list holds
    /// two elements (none could show it).
    fn separator(&self) -> Option<&'static str> {
        let lists = &self.lists;
        let any_sep = lists.iter().flatten().any(|l| l.has_sep);
        let few = lists.iter().flatten().all(|l| l.units.len() < 2);
        let sep_token = self.cp.separator.trim();
        if any_sep {
            lists.iter().flatten().find_map(|l| l.sep_kind)
        } else if few && !sep_token.is_empty() {
            Some(sep_token)
        } else {
            None
        }
    }
}
