//! Sliding inserted and deleted runs of children onto line boundaries.
//!
//! When a side inserts `with Extra` before `with Last` in `A with B with Last`, the child
//! lists `[A, with, B, with, Last]` and `[A, with, B, with, Extra, with, Last]` align in
//! two equally short ways: the old `with` pairs with the first new one (inserted
//! `Extra with`) or with the second (inserted `with Extra`). Which one the alignment picks
//! decides what the merge sees: an insertion right after the old `with` lands in the same
//! slot as an edit the other side made there and conflicts. This is the "slider" of line
//! diffs, and it gets the same remedy git's diff heuristics give it: among the equivalent
//! placements of a run, take the one that follows the lines of the text: the run starts
//! a line, and the child after it starts one or the run ends one.
//!
//! The pass runs once a matching is complete and only re-pairs leaves of the same kind and
//! text between neighbours of one parent pair, so the number of pairs and every pair's
//! kind stay as they were. It owns nothing else.

use super::Matching;
use crate::tree::{NodeId, Tree};

/// Slides the unpaired runs among the children of every paired inner node, on both sides.
pub(super) fn align_to_lines(src: &Tree<'_>, dst: &Tree<'_>, matching: &mut Matching) {
    let parents: Vec<(NodeId, NodeId)> =
        matching.pairs().filter(|&(a, _)| !src.node(a).is_leaf()).collect();
    for (a, b) in parents {
        // Runs inserted on the destination side, then runs deleted from the source side.
        slide_runs((dst, b), (src, a), |m, id| m.src(id), |m, x, y| m.add(y, x), matching);
        slide_runs((src, a), (dst, b), |m, id| m.dst(id), |m, x, y| m.add(x, y), matching);
    }
}

/// Slides the runs of unpaired children of `parent` (in `tree`) whose neighbours are paired
/// to children of `partner` (in `other`). `partner_of` reads the pairing from `tree`'s
/// side, `pair` adds a pair given `tree`'s node first.
fn slide_runs(
    (tree, parent): (&Tree<'_>, NodeId),
    (other, partner): (&Tree<'_>, NodeId),
    partner_of: impl Fn(&Matching, NodeId) -> Option<NodeId>,
    pair: impl Fn(&mut Matching, NodeId, NodeId),
    matching: &mut Matching,
) {
    let children = tree.children(parent);
    let n = children.len();
    // An anchor: a paired child whose partner is a child of `partner` (not moved away).
    let anchor = |m: &Matching, id: NodeId| {
        partner_of(m, id).is_some_and(|p| other.parent(p) == Some(partner))
    };
    let mut i = 0;
    while i < n {
        if partner_of(matching, children[i]).is_some() {
            i += 1;
            continue;
        }
        let start = i;
        while i < n && partner_of(matching, children[i]).is_none() {
            i += 1;
        }
        let end = i; // the run is children[start..end]
        let same = |x: NodeId, y: NodeId| {
            tree.node(x).is_leaf()
                && tree.node(y).is_leaf()
                && tree.kind(x) == tree.kind(y)
                && tree.text(x) == tree.text(y)
        };
        // The placements the run can take: moving it up by k swaps the anchor before it
        // with the run's last k children, which must be equal leaves; down, likewise.
        let mut up = 0;
        while start > up
            && end > start + up
            && anchor(matching, children[start - up - 1])
            && same(children[start - up - 1], children[end - up - 1])
        {
            up += 1;
        }
        let mut down = 0;
        while end + down < n
            && start + down < end
            && anchor(matching, children[end + down])
            && same(children[end + down], children[start + down])
        {
            down += 1;
        }
        if up == 0 && down == 0 {
            continue;
        }
        let score = |s: usize, e: usize| {
            let starts = tree.starts_line(children[s]);
            let closes = e < n && tree.starts_line(children[e]) || tree.ends_line(children[e - 1]);
            u8::from(starts) + u8::from(closes)
        };
        let mut best = (score(start, end), start);
        for s in (start - up..start).chain(start + 1..=start + down) {
            let candidate = score(s, s + end - start);
            if candidate > best.0 {
                best = (candidate, s);
            }
        }
        let chosen = best.1;
        if chosen == start {
            continue;
        }
        // Re-pair the anchors the run passes over: each moves by the run's length.
        let len = end - start;
        let moved: Vec<(usize, usize)> = if chosen < start {
            (chosen..start).map(|k| (k, k + len)).collect()
        } else {
            (end..chosen + len).map(|k| (k, k - len)).collect()
        };
        let partners: Vec<NodeId> = moved
            .iter()
            .map(|&(from, _)| partner_of(matching, children[from]).expect("anchors are paired"))
            .collect();
        for (&(_, to), p) in moved.iter().zip(partners) {
            pair(matching, children[to], p);
        }
        // The run now ends where the anchors were; scanning resumes after it.
        i = (chosen + len).max(end);
    }
}
