//! Reading one revision's child list of a commutative parent: its delimiters, its
//! elements with the comments and attributes that travel with them, its separators, and
//! the children that are not elements (fixed). The first phases of the set merge: a list
//! that is no set after all (one signature twice, fixed children that differ) is refused.
//!
//! Owns reading the lists only; it merges nothing.

use rustc_hash::FxHashSet;

use crate::merge::classes::{ClassId, Classes};
use crate::merge::identity::signature;
use crate::profile::{CommutativeParent, LanguageProfile, is_comment_kind as is_comment};
use crate::revision::{Rev, ThreeWay};
use crate::tree::NodeId;

use super::entries::Unit;

/// One revision's child list of the commutative parent, read as elements with their
/// comments.
pub(super) struct RevList {
    pub(super) open: Option<ClassId>,
    pub(super) close: Option<ClassId>,
    pub(super) units: Vec<Unit>,
    pub(super) tail: Vec<ClassId>,
    pub(super) has_sep: bool,
    pub(super) trailing_sep: bool,
    pub(super) sep_kind: Option<&'static str>,
    /// Children that are not elements, in order.
    pub(super) fixed: Vec<ClassId>,
}

fn rev_list(classes: &Classes, cp: &CommutativeParent, rev: Rev, node: NodeId) -> Option<RevList> {
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

/// The lists of class `p` in the revisions that hold it; `None` when one names two
/// elements alike (one signature twice in one revision): then it is no set.
pub(super) fn read_lists(
    classes: &Classes,
    profile: &LanguageProfile,
    cp: &CommutativeParent,
    p: ClassId,
) -> Option<ThreeWay<Option<RevList>>> {
    let mut lists: ThreeWay<Option<RevList>> = ThreeWay::default();
    for rev in Rev::ALL {
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
    Some(lists)
}

/// The children that are not elements, which must stand in the same order in every
/// revision, and then only lists whose separators are whitespace can merge around them;
/// `None` otherwise.
pub(super) fn fixed_children(
    lists: &ThreeWay<Option<RevList>>,
    cp: &CommutativeParent,
) -> Option<Vec<ClassId>> {
    let fixed = lists.iter().flatten().next().map(|l| l.fixed.clone()).unwrap_or_default();
    if lists.iter().flatten().any(|l| l.fixed != fixed)
        || (!fixed.is_empty() && !cp.separator.trim().is_empty())
    {
        return None;
    }
    Some(fixed)
}
