//! Set-like merge of the children of a commutative parent (JSON object members, struct
//! fields without `#[repr]`, imports...): left's order, minus what right deleted, plus what
//! right added (each addition next to the neighbour it had in right, or in sorted position
//! when all lists are sorted); identical additions once; the same signature with different
//! contents, or a deletion against a modification, become conflict entries.
//!
//! This module decides the element list only. Separators and delimiters are described
//! (which token, trailing or not) for the rebuild to print; gaps are not its business.

use super::classes::{ClassId, Classes};
use crate::profile::{CommutativeParent, LanguageProfile};

pub use crate::profile::is_comment_kind as is_comment;

mod company;
mod conditions;
mod delimiters;
mod duplicates;
mod entries;
mod lists;
mod set_merge;
mod sorted;

pub use conditions::{commutative_entry, holds_in_any_revision};
pub use entries::{Entry, SetLayout, Unit};
use set_merge::SetMerge;
pub(crate) use sorted::{Collation, sort_key};

/// Merges the children of commutative parent `p`. `None` when the lists are not sets after
/// all (an unexpected child kind, one signature twice in one revision, or an element both
/// sides added at different places): the caller then merges them as an ordered list.
///
/// The phases, in order: each revision's list read and checked, fixed children included,
/// and the winning order with each side's moves ([`SetMerge::new`]); the elements kept in
/// that order; the other side's additions placed; sorted lists kept sorted; duplicates and
/// identity clashes; the comments and attributes that travel with each element; the
/// delimiters and separators.
pub fn merge_set(
    classes: &Classes,
    profile: &LanguageProfile,
    cp: &CommutativeParent,
    p: ClassId,
) -> Option<SetLayout> {
    let set = SetMerge::new(classes, profile, cp, p)?;
    let kept = set.kept_in_winning_order();
    let placed = set.place_additions(kept);
    let sorted = set.sorted(placed);
    let (mut merged, mut covered) = set.merge_duplicates(sorted);
    set.carry_company(&mut merged, &mut covered);
    let conflict_leads = set.conflict_leads(&merged);
    Some(set.layout(merged, covered, conflict_leads))
}
