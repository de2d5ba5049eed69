//! The set merge's phase for what travels with an element: its leading comments and
//! attributes, the comments on its line before and after its separator. The side that
//! changed them wins, and the other revisions' are represented by that choice; when both
//! sides changed them, differently, the element is a conflict: printing either side's
//! list would silently undo the other's deletions or additions there.
//!
//! Owns the choice of each element's company. Must not reorder or drop elements.

use rustc_hash::FxHashMap;

use crate::merge::classes::{ClassId, Classes};
use crate::revision::{Rev, ThreeWay};

use super::entries::{Entry, Unit};
use super::set_merge::SetMerge;

/// The three parts of an element's company.
#[derive(Debug, Clone, Copy)]
enum Part {
    /// Comments and attributes before the element.
    Lead,
    /// Comments on its line before its separator.
    Mid,
    /// Comments on its line after its separator.
    Trail,
}

impl Part {
    const ALL: [Part; 3] = [Part::Lead, Part::Mid, Part::Trail];

    fn of(self, unit: &Unit) -> &Vec<ClassId> {
        match self {
            Part::Lead => &unit.lead,
            Part::Mid => &unit.mid,
            Part::Trail => &unit.trail,
        }
    }

    fn of_mut(self, unit: &mut Unit) -> &mut Vec<ClassId> {
        match self {
            Part::Lead => &mut unit.lead,
            Part::Mid => &mut unit.mid,
            Part::Trail => &mut unit.trail,
        }
    }
}

/// Which revision's part to print: the revision, whether the revisions agree (else the
/// element is a conflict), and whether the chosen texts stand for the other revisions'
/// (no change of theirs is lost, so their nodes count as printed; otherwise the rebuild
/// checks each of them).
struct Choice {
    chosen: Rev,
    agreed: bool,
    stands_for: bool,
}

impl SetMerge<'_, '_, '_> {
    /// Gives every element of `merged` the company the revisions agree on; an element they
    /// disagree on becomes a conflict. What the chosen company stands for joins `covered`.
    pub(super) fn carry_company(&self, merged: &mut [Entry], covered: &mut Vec<ClassId>) {
        for entry in merged.iter_mut() {
            let Entry::Unit { rev, unit } = entry else { continue };
            let others: ThreeWay<Option<&Unit>> = ThreeWay::from_fn(|r| self.unit_of(r, unit.elem));
            let mut disagree = false;
            for part in Part::ALL {
                let ids: ThreeWay<Option<Vec<ClassId>>> =
                    others.map(|o| o.map(|u| part.of(u).clone()));
                let choice = choose(self.classes, &ids, *rev);
                let Some(u) = others[choice.chosen] else { continue };
                if !choice.agreed {
                    disagree = true;
                    break;
                }
                for r in Rev::ALL {
                    if choice.stands_for
                        && r != choice.chosen
                        && let Some(o) = others[r]
                    {
                        covered.extend(part.of(o).iter().copied());
                    }
                }
                *part.of_mut(unit) = part.of(u).clone();
            }
            if disagree {
                *entry = Entry::Conflict(vec![unit.elem]);
            }
        }
    }

    /// For the elements of conflict entries, the comments before them in each revision:
    /// they belong in the conflict with what they annotate.
    pub(super) fn conflict_leads(
        &self,
        merged: &[Entry],
    ) -> FxHashMap<ClassId, ThreeWay<Vec<ClassId>>> {
        let mut conflict_leads = FxHashMap::default();
        for entry in merged {
            let Entry::Conflict(ks) = entry else { continue };
            for &k in ks {
                let leads = ThreeWay::from_fn(|r| {
                    self.unit_of(r, k).map(|u| u.lead.clone()).unwrap_or_default()
                });
                conflict_leads.insert(k, leads);
            }
        }
        conflict_leads
    }
}

/// The revision whose part (`ids`, per revision where the element is) to print, for an
/// element printed from `rev`.
fn choose(classes: &Classes, ids: &ThreeWay<Option<Vec<ClassId>>>, rev: Rev) -> Choice {
    let texts = |rev: Rev, ks: &[ClassId]| -> Vec<&str> {
        ks.iter().filter_map(|&k| classes.text(rev, k)).collect()
    };
    let views: ThreeWay<Option<Vec<&str>>> =
        ThreeWay::from_fn(|r| ids[r].as_ref().map(|ks| texts(r, ks)));
    let agreeing = |chosen: Rev| Choice { chosen, agreed: true, stands_for: true };
    match (&views.base, &views.left, &views.right) {
        (Some(b), Some(l), Some(r)) if b == l => {
            agreeing(if l == r { Rev::Left } else { Rev::Right })
        }
        (Some(b), Some(_), Some(r)) if b == r => agreeing(Rev::Left),
        (Some(_), Some(l), Some(r)) if l == r => agreeing(Rev::Left),
        // Both sides changed the texts: each class's own content merges, so the lists of
        // classes decide; a list both sides changed is a conflict.
        (Some(_), Some(_), Some(_)) => {
            let [b, l, r] = ids.as_ref().into_array().map(|k| k.as_deref().unwrap_or_default());
            let chosen = if b == l && l != r { Rev::Right } else { Rev::Left };
            let dropped_edit = |side: Rev| {
                ids[side].iter().flatten().any(|k| {
                    !ids[chosen].iter().flatten().any(|c| c == k)
                        && classes.text(side, *k) != classes.text(Rev::Base, *k)
                })
            };
            let agreed = (b == l || b == r || l == r) && !dropped_edit(chosen.other());
            Choice { chosen, agreed, stands_for: false }
        }
        // Added on both sides with other comments: the rebuild judges whether printing
        // left's loses right's.
        (None, Some(l), Some(r)) => Choice { chosen: Rev::Left, agreed: true, stands_for: l == r },
        (_, Some(_), _) => agreeing(Rev::Left),
        _ => agreeing(rev),
    }
}
