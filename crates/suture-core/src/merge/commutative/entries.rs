//! The vocabulary of a merged set: an element with the comments that travel with it
//! ([`Unit`]), an entry of the merged list ([`Entry`]), and the whole list as the rebuild
//! prints it ([`SetLayout`]).
//!
//! Owns these types only; it decides nothing about which elements the list holds.

use rustc_hash::FxHashMap;

use crate::merge::classes::ClassId;
use crate::revision::{Rev, ThreeWay};

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
        rev: Rev,
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
    pub conflict_leads: FxHashMap<ClassId, ThreeWay<Vec<ClassId>>>,
}

/// Makes `entry` a conflict that also holds element `k` (two elements that claim one
/// signature or one unique key).
pub(super) fn join_in_conflict(entry: &mut Entry, k: ClassId) {
    let mut ks = match entry {
        Entry::Unit { unit, .. } => vec![unit.elem],
        Entry::Conflict(ks) => std::mem::take(ks),
    };
    ks.push(k);
    *entry = Entry::Conflict(ks);
}

/// The class an entry stands for (a conflict's first).
pub(super) fn entry_class(e: &Entry) -> ClassId {
    match e {
        Entry::Unit { unit, .. } => unit.elem,
        Entry::Conflict(ks) => ks[0],
    }
}
