//! Optimal tree edit distance (Zhang and Shasha, 1989) between two small subtrees, and the
//! mapping it implies, used by [`super::recovery`] inside mapped containers.
//!
//! Costs: deleting or inserting a node costs 1; relabelling costs 0 between nodes of the
//! same kind and the same text (leaves) or the same kind (inner nodes), 1 between nodes of
//! the same kind otherwise, and more than a delete plus an insert between different kinds,
//! so that such a relabelling is never part of an optimal script. Relabelling a leaf to
//! another text is just as dear when either text is also held by a still unmapped leaf of
//! that kind on the other side: the edit distance would otherwise pair leaves by position
//! (`{a, b}` against `{b, c}` as a→b, b→c) where the texts themselves say which is which.
//! For the same reason two inner nodes are not relabelled into each other when a leaf
//! under one has its anchor elsewhere on the other side: a long leaf text that stands once
//! among the unmapped leaves of each subtree (see [`Anchors`]). Without that, a list of
//! look-alike statements that one side both edited (every `stderr` now `out`) and grew
//! by one at its top is paired one off, each statement with its neighbour, because
//! relabelling one string per statement costs less than inserting one whole statement.
//! Time is
//! O(n1·n2·min(depth, leaves)²); callers bound the sizes ([`super::MatchConfig::max_ted_size`]).
//! Everything is iterative. Only pairs of still unmapped nodes are added, through
//! [`super::link`].

use rustc_hash::FxHashSet;

use super::{Matching, anchor_leaves, free_leaf_texts, link};
use crate::tree::{NodeId, Tree};

/// Relabelling between different kinds: dearer than deleting one and inserting the other.
const FORBIDDEN: u32 = 3;

/// One side of the problem: the subtree in post-order, 1-based as in the paper.
struct Side {
    /// Post-order index → node (index 0 unused).
    nodes: Vec<NodeId>,
    /// Post-order index → post-order index of its leftmost leaf descendant.
    leftmost: Vec<usize>,
    /// Keyroots in increasing order.
    keyroots: Vec<usize>,
}

impl Side {
    fn new(tree: &Tree<'_>, root: NodeId) -> Self {
        let order = tree.post_order(root);
        let mut nodes = Vec::with_capacity(order.len() + 1);
        nodes.push(root); // placeholder for index 0
        nodes.extend_from_slice(&order);
        // Post-order index of each node, by offset in the (contiguous) pre-order id range.
        let mut index_of = vec![0usize; order.len()];
        for (i, id) in order.iter().enumerate() {
            index_of[(id.0 - root.0) as usize] = i + 1;
        }
        let mut leftmost = vec![0usize; nodes.len()];
        for i in 1..nodes.len() {
            leftmost[i] = match tree.children(nodes[i]).first() {
                None => i,
                Some(first) => leftmost[index_of[(first.0 - root.0) as usize]],
            };
        }
        // A keyroot is the highest node with a given leftmost leaf: the root, and every node
        // that has a left sibling.
        let mut seen = vec![false; nodes.len()];
        let mut keyroots = Vec::new();
        for i in (1..nodes.len()).rev() {
            if !seen[leftmost[i]] {
                seen[leftmost[i]] = true;
                keyroots.push(i);
            }
        }
        keyroots.reverse();
        Side { nodes, leftmost, keyroots }
    }

    fn len(&self) -> usize {
        self.nodes.len() - 1
    }
}

/// Each inner node's anchored leaves, as the range of the partners' ids on the other
/// side: an inner node may only be relabelled into one whose subtree holds that range.
struct Anchors {
    /// Post-order index → (smallest, largest) partner id of the anchored leaves under it.
    spans: Vec<Option<(u32, u32)>>,
}

impl Anchors {
    /// The anchors of both sides (see [`anchor_leaves`]), as spans per inner node.
    fn of(
        src: &Tree<'_>,
        one: &Side,
        dst: &Tree<'_>,
        two: &Side,
        matching: &Matching,
    ) -> (Anchors, Anchors) {
        let (a, b) = (one.nodes[one.len()], two.nodes[two.len()]);
        let pairs = anchor_leaves(src, dst, matching, a, b);
        let spans = |side: &Side, tree: &Tree<'_>, flip: bool| {
            let mut spans: Vec<Option<(u32, u32)>> = vec![None; side.nodes.len()];
            // Post-order index of each node of `side`, by pre-order offset from its root.
            let root = side.nodes[side.len()];
            let mut index_of = vec![0usize; side.len()];
            for (i, id) in side.nodes.iter().enumerate().skip(1) {
                index_of[(id.0 - root.0) as usize] = i;
            }
            for &(x, y) in &pairs {
                let (leaf, partner) = if flip { (y, x) } else { (x, y) };
                let partner = partner.0;
                let mut at = Some(leaf);
                while let Some(id) = at.filter(|id| id.0 >= root.0) {
                    let span = &mut spans[index_of[(id.0 - root.0) as usize]];
                    *span =
                        Some(span.map_or((partner, partner), |(lo, hi)| {
                            (lo.min(partner), hi.max(partner))
                        }));
                    at = if id == root { None } else { tree.parent(id) };
                }
            }
            Anchors { spans }
        };
        (spans(one, src, false), spans(two, dst, true))
    }

    /// Whether the anchored leaves under node `i` all have their partners in the subtree
    /// of `other` (`size` nodes).
    fn held_by(&self, i: usize, other: NodeId, size: u32) -> bool {
        self.spans[i].is_none_or(|(lo, hi)| lo >= other.0 && hi < other.0 + size)
    }
}

struct Problem<'a, 's, 'd> {
    src: &'a Tree<'s>,
    dst: &'a Tree<'d>,
    one: Side,
    two: Side,
    /// Tree distances, `(n1 + 1) × (n2 + 1)`, row-major.
    tree_dist: Vec<u32>,
    /// Forest distances, same shape, reused for every keyroot pair.
    forest: Vec<u32>,
    /// Relabelling costs, same shape, computed once (the inner loop reads each many times).
    renames: Vec<u32>,
    /// Kind and text of every unmapped leaf of the source subtree, and of the destination's.
    free_src: FxHashSet<(&'static str, &'a str)>,
    free_dst: FxHashSet<(&'static str, &'a str)>,
    /// The anchored leaves under each node of the source subtree, and of the destination's.
    anchors: (Anchors, Anchors),
}

impl Problem<'_, '_, '_> {
    fn width(&self) -> usize {
        self.two.len() + 1
    }

    fn rename(&self, i: usize, j: usize) -> u32 {
        self.renames[i * self.width() + j]
    }

    fn compute_rename(&self, i: usize, j: usize) -> u32 {
        let (a, b) = (self.one.nodes[i], self.two.nodes[j]);
        let (na, nb) = (self.src.node(a), self.dst.node(b));
        if na.kind != nb.kind {
            return FORBIDDEN;
        }
        match (na.is_leaf(), nb.is_leaf()) {
            (true, true) => {
                let (ta, tb) = (self.src.text(a), self.dst.text(b));
                if ta == tb {
                    0
                } else if self.free_dst.contains(&(na.kind, ta))
                    || self.free_src.contains(&(nb.kind, tb))
                {
                    FORBIDDEN
                } else {
                    1
                }
            }
            (false, false) => {
                let (one, two) = &self.anchors;
                if one.held_by(i, b, nb.size) && two.held_by(j, a, na.size) { 0 } else { FORBIDDEN }
            }
            _ => 1,
        }
    }

    /// Fills the forest distances for the subtrees rooted at `i` and `j`, recording the
    /// tree distances of the pairs on their leftmost paths. This is the matcher's hottest
    /// loop: it works on whole rows (the previous one, the current one, and the row of the
    /// leftmost leaf) so that the inner loop indexes short slices.
    fn forest_dist(&mut self, i: usize, j: usize) {
        let w = self.width();
        let Problem { one, two, tree_dist, forest, renames, .. } = self;
        let (li, lj) = (one.leftmost[i], two.leftmost[j]);
        forest[(li - 1) * w + (lj - 1)] = 0;
        for di in li..=i {
            forest[di * w + (lj - 1)] = forest[(di - 1) * w + (lj - 1)] + 1;
        }
        for dj in lj..=j {
            forest[(li - 1) * w + dj] = forest[(li - 1) * w + dj - 1] + 1;
        }
        for di in li..=i {
            let ldi = one.leftmost[di];
            // Rows before `di` (the previous one and the leftmost leaf's) are read only.
            let (done, rest) = forest.split_at_mut(di * w);
            let previous = &done[(di - 1) * w..];
            let subtree_row = &done[(ldi - 1) * w..ldi * w];
            let current = &mut rest[..w];
            let renames = &renames[di * w..(di + 1) * w];
            let tree_dist = &mut tree_dist[di * w..(di + 1) * w];
            for dj in lj..=j {
                let delete = previous[dj] + 1;
                let insert = current[dj - 1] + 1;
                let ldj = two.leftmost[dj];
                current[dj] = if ldi == li && ldj == lj {
                    let v = delete.min(insert).min(previous[dj - 1] + renames[dj]);
                    tree_dist[dj] = v;
                    v
                } else {
                    delete.min(insert).min(subtree_row[ldj - 1] + tree_dist[dj])
                };
            }
        }
    }

    /// The node pairs of one optimal edit script (relabelled nodes, including no-op ones).
    fn mapping(&mut self) -> Vec<(usize, usize)> {
        for k1 in 0..self.one.keyroots.len() {
            for k2 in 0..self.two.keyroots.len() {
                let (i, j) = (self.one.keyroots[k1], self.two.keyroots[k2]);
                self.forest_dist(i, j);
            }
        }
        let w = self.width();
        let mut pairs = Vec::new();
        let mut todo = vec![(self.one.len(), self.two.len())];
        while let Some((last_row, last_col)) = todo.pop() {
            self.forest_dist(last_row, last_col);
            let first_row = self.one.leftmost[last_row] - 1;
            let first_col = self.two.leftmost[last_col] - 1;
            let (mut row, mut col) = (last_row, last_col);
            while row > first_row || col > first_col {
                let here = self.forest[row * w + col];
                if row > first_row && self.forest[(row - 1) * w + col] + 1 == here {
                    row -= 1;
                } else if col > first_col && self.forest[row * w + col - 1] + 1 == here {
                    col -= 1;
                } else if self.one.leftmost[row] - 1 == first_row
                    && self.two.leftmost[col] - 1 == first_col
                {
                    pairs.push((row, col));
                    row -= 1;
                    col -= 1;
                } else {
                    todo.push((row, col));
                    row = self.one.leftmost[row] - 1;
                    col = self.two.leftmost[col] - 1;
                }
            }
        }
        pairs
    }
}

/// Maps the still unmapped nodes of the subtrees `a` and `b` along an optimal edit script;
/// returns the number of pairs added.
pub(super) fn recover(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    a: NodeId,
    b: NodeId,
) -> u32 {
    let (one, two) = (Side::new(src, a), Side::new(dst, b));
    let cells = (one.len() + 1) * (two.len() + 1);
    let free_src = free_leaf_texts(src, a, |id| matching.has_src(id));
    let free_dst = free_leaf_texts(dst, b, |id| matching.has_dst(id));
    let anchors = Anchors::of(src, &one, dst, &two, matching);
    let mut problem = Problem {
        src,
        dst,
        one,
        two,
        tree_dist: vec![0; cells],
        forest: vec![0; cells],
        renames: vec![0; cells],
        free_src,
        free_dst,
        anchors,
    };
    let w = problem.width();
    for i in 1..=problem.one.len() {
        for j in 1..=problem.two.len() {
            // Entries of different keys are never one (see `super::match_keyed`).
            let keyed = matching.keys_agree(problem.one.nodes[i], problem.two.nodes[j]);
            problem.renames[i * w + j] =
                if keyed { problem.compute_rename(i, j) } else { FORBIDDEN };
        }
    }
    let mut pairs: Vec<(NodeId, NodeId, usize, usize)> = problem
        .mapping()
        .into_iter()
        .map(|(i, j)| (problem.one.nodes[i], problem.two.nodes[j], i, j))
        .collect();
    // Parents first (pre-order ids), so each pair can ask whether its parents were paired.
    pairs.sort_by_key(|&(x, _, _, _)| x);
    let mut added = 0;
    for (x, y, i, j) in pairs {
        // An optimal edit script may pair a node with one under another parent (an empty
        // `{}` with an object nested one level down, in a tie of costs). Inside a recovered
        // pair that is a guess the merge would act on as a move; pairing only nodes whose
        // parents are paired with each other keeps recovery to edits in place.
        // One new wrapper level (or one removed) is still an edit in place.
        let parents_paired = match (src.parent(x), dst.parent(y)) {
            (Some(px), Some(py)) => {
                matching.dst(px) == Some(py)
                    || dst.parent(py).is_some_and(|gy| matching.dst(px) == Some(gy))
                    || src.parent(px).is_some_and(|gx| matching.dst(gx) == Some(py))
            }
            _ => false,
        };
        if !(x == a || parents_paired) || problem.rename(i, j) >= FORBIDDEN {
            continue;
        }
        // A token paired across a wrapper level (the `#endif` of a new nested `#ifdef`
        // for the base's `#endif` of the guard around it, in a tie of costs) goes to its
        // twin standing right under the partner of its parent, when there is one.
        let (x, y) = match twin_under_paired_parent(src, dst, matching, x, y) {
            Some(pair) => pair,
            None => (x, y),
        };
        if link(src, dst, matching, x, y) {
            added += 1;
        }
    }
    added
}

/// For two leaves `x` and `y` whose parents are not paired with each other, the unmapped
/// leaf of the same kind and text right under the partner of one's parent, paired with the
/// other: `(x, twin)` or `(twin, y)`.
fn twin_under_paired_parent(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &Matching,
    x: NodeId,
    y: NodeId,
) -> Option<(NodeId, NodeId)> {
    if !src.node(x).is_leaf() || !dst.node(y).is_leaf() {
        return None;
    }
    let (px, py) = (src.parent(x)?, dst.parent(y)?);
    if matching.dst(px) == Some(py) {
        return None;
    }
    let twin =
        |tree: &Tree<'_>, parent: NodeId, like: (&str, &str), mapped: &dyn Fn(NodeId) -> bool| {
            tree.children(parent).iter().copied().find(|&c| {
                tree.node(c).is_leaf() && !mapped(c) && (tree.kind(c), tree.text(c)) == like
            })
        };
    let like = (src.kind(x), src.text(x));
    if let Some(partner) = matching.dst(px)
        && let Some(t) = twin(dst, partner, like, &|c| matching.has_dst(c))
    {
        return Some((x, t));
    }
    let like = (dst.kind(y), dst.text(y));
    let partner = matching.src(py)?;
    twin(src, partner, like, &|c| matching.has_src(c)).map(|t| (t, y))
}
