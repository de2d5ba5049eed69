//! What a pass of the rebuild lost: every change of a side that the printed result neither
//! shows nor stands for (a node deleted by one side and edited by the other, a child the
//! list merge dropped). The rebuild forces the nearest printed ancestor of each.
//!
//! Owns the test of what counts as a change and which changes the other side's deletion
//! holds. Must not print or merge.

use super::classes::{ClassId, Classes};
use crate::revision::{Rev, ThreeWay};

/// Classes to force: for every change of a side that was neither printed nor covered
/// by a fallback or conflict, the nearest printed ancestor in that side.
pub(super) fn losses(c: &Classes, placed: &[bool], covered: &ThreeWay<Vec<bool>>) -> Vec<ClassId> {
    let mut out = Vec::new();
    for rev in Rev::SIDES {
        let tree = c.trees[rev];
        for id in tree.ids() {
            let k = c.class(rev, id);
            if placed[k.0 as usize]
                || covered[rev][id.index()]
                || c.is_hidden(rev, id)
                || !changed(c, rev, k)
                || held_by_deletion(c, rev, k)
            {
                continue;
            }
            let mut up = tree.parent(id);
            let mut target = None;
            while let Some(p) = up {
                let pk = c.class(rev, p);
                if placed[pk.0 as usize] {
                    target = Some(pk);
                    break;
                }
                up = tree.parent(p);
            }
            out.push(target.unwrap_or_else(|| c.class(rev, tree.root())));
        }
    }
    out
}

/// Whether side `rev` changed class `k` itself: added it, changed its leaf text or its
/// child list, or moved it.
fn changed(c: &Classes, rev: Rev, k: ClassId) -> bool {
    let (Some(n), Some(b)) = (c.member(rev, k), c.member(Rev::Base, k)) else {
        return c.member(rev, k).is_some();
    };
    if c.is_leaf(rev, n) != c.is_leaf(Rev::Base, b)
        || c.pos(rev, k).map(|p| p.parent) != c.pos(Rev::Base, k).map(|p| p.parent)
    {
        return true;
    }
    if c.is_leaf(rev, n) {
        return c.trees[rev].text(n) != c.trees[Rev::Base].text(b);
    }
    c.child_classes(rev, n) != c.child_classes(Rev::Base, b)
}

/// Whether side `rev`'s change to class `k` is held by the other side's deletion of it:
/// the other side deleted `k` (or what holds it) and `rev` only removed parts of it.
fn held_by_deletion(c: &Classes, rev: Rev, k: ClassId) -> bool {
    c.member(rev.other(), k).is_none()
        && c.member(Rev::Base, k).is_some()
        && c.pos(rev, k).map(|p| p.parent) == c.pos(Rev::Base, k).map(|p| p.parent)
        && c.only_pruned(rev, k)
        && c.deleted_not_replaced(rev.other(), k)
}
