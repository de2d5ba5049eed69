//! When a commutative parent is not one after all: the profile's conditions (`unless`)
//! that make a list ordered in a revision (a `#[repr(C)]` struct, a derived `Ord`).
//!
//! Owns reading those conditions off the trees. Must not merge anything.

use crate::merge::classes::{ClassId, Classes};
use crate::profile::{CommutativeParent, Condition, LanguageProfile};
use crate::revision::Rev;
use crate::tree::{NodeId, Tree};

use crate::profile::is_comment_kind as is_comment;

/// The commutative-parent entry for class `p`, unless one of its conditions holds in a
/// revision where `p` exists.
pub fn commutative_entry<'p>(
    classes: &Classes,
    profile: &'p LanguageProfile,
    p: ClassId,
) -> Option<&'p CommutativeParent> {
    let entry = profile.commutative_parent(classes.kind(p))?;
    let ordered = holds_in_any_revision(classes, p, &entry.unless);
    (!ordered).then_some(entry)
}

/// Whether any of `conditions` holds for class `p` in a revision that has it (see
/// [`Condition`]): a list one revision shows ordered is ordered.
pub fn holds_in_any_revision(classes: &Classes, p: ClassId, conditions: &[Condition]) -> bool {
    Rev::ALL.into_iter().any(|rev| {
        classes.member(rev, p).is_some_and(|node| {
            conditions.iter().any(|c| condition_holds(classes.trees[rev], node, c))
        })
    })
}

fn ancestor(tree: &Tree, mut node: NodeId, up: u8) -> Option<NodeId> {
    for _ in 0..up {
        node = tree.parent(node)?;
    }
    Some(node)
}

fn condition_holds(tree: &Tree, node: NodeId, condition: &Condition) -> bool {
    match *condition {
        Condition::AncestorPrecededBy { up, kind, contains } => {
            let Some(a) = ancestor(tree, node, up) else { return false };
            let (Some(parent), Some(index)) = (tree.parent(a), tree.index_in_parent(a)) else {
                return false;
            };
            let siblings = tree.children(parent);
            for &s in siblings[..index].iter().rev() {
                let k = tree.kind(s);
                if k == kind {
                    if tree.text(s).contains(contains) {
                        return true;
                    }
                } else if !is_comment(k) {
                    break;
                }
            }
            false
        }
        Condition::AncestorHasChild { up, kind, contains } => {
            ancestor(tree, node, up).is_some_and(|a| {
                tree.children(a)
                    .iter()
                    .any(|&c| tree.kind(c) == kind && tree.text(c).contains(contains))
            })
        }
        Condition::AncestorLacksChild { up, kind, contains_any } => ancestor(tree, node, up)
            .is_none_or(|a| {
                !tree.children(a).iter().any(|&c| {
                    tree.kind(c) == kind
                        && contains_any.iter().any(|text| tree.text(c).contains(text))
                })
            }),
        Condition::AncestorHasChildWithout { up, kind, field } => ancestor(tree, node, up)
            .is_some_and(|a| {
                tree.children(a).iter().any(|&c| {
                    tree.kind(c) == kind
                        && !tree.children(c).iter().any(|&g| tree.node(g).field == Some(field))
                })
            }),
        Condition::ChildHasChildOfKind { child, kind } => tree.children(node).iter().any(|&c| {
            tree.kind(c) == child && tree.children(c).iter().any(|&g| tree.kind(g) == kind)
        }),
        Condition::AncestorIs { up, kind } => {
            ancestor(tree, node, up).is_some_and(|a| tree.kind(a) == kind)
        }
        Condition::AncestorIsNot { up, kind } => {
            ancestor(tree, node, up).is_none_or(|a| tree.kind(a) != kind)
        }
    }
}
