//! Top-down phase of GumTree: maps the largest isomorphic subtrees first.
//!
//! Both trees are opened from the root, tallest nodes first. At each height, nodes of the
//! two sides are grouped by structural hash and kind. A group with one node on each side is
//! mapped at once (with all its descendants); a group with several is ambiguous, and its
//! pairs are ranked afterwards by how alike their parents are. Nodes without a partner are
//! opened: their children join the queue. This module only adds pairs through the helpers
//! of [`super`], so the matching stays one-to-one and kind-preserving.

use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

use super::{MatchConfig, Matching, isomorphic, link_subtrees, position_distance};
use crate::profile::is_comment_kind;
use crate::tree::{NodeId, Tree};

/// Open nodes of one tree, tallest first (then in source order, for determinism).
struct HeightQueue<'a, 't> {
    tree: &'a Tree<'t>,
    heap: BinaryHeap<(u32, Reverse<u32>)>,
}

impl<'a, 't> HeightQueue<'a, 't> {
    fn new(tree: &'a Tree<'t>) -> Self {
        let mut heap = BinaryHeap::new();
        let root = tree.root();
        heap.push((tree.node(root).height, Reverse(root.0)));
        HeightQueue { tree, heap }
    }

    fn peek_height(&self) -> Option<u32> {
        self.heap.peek().map(|&(h, _)| h)
    }

    /// Removes and returns every node of the greatest height.
    fn pop_tallest(&mut self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let Some(height) = self.peek_height() else { return out };
        while let Some(&(h, Reverse(id))) = self.heap.peek() {
            if h != height {
                break;
            }
            self.heap.pop();
            out.push(NodeId(id));
        }
        out
    }

    fn open(&mut self, id: NodeId) {
        for &child in self.tree.children(id) {
            self.heap.push((self.tree.node(child).height, Reverse(child.0)));
        }
    }
}

/// Runs the top-down phase, adding its pairs to `matching`.
pub(super) fn run(src: &Tree<'_>, dst: &Tree<'_>, config: &MatchConfig, matching: &mut Matching) {
    let mut queue1 = HeightQueue::new(src);
    let mut queue2 = HeightQueue::new(dst);
    let mut candidates: Vec<(NodeId, NodeId)> = Vec::new();
    let min_height = config.min_height.max(1);

    while let (Some(h1), Some(h2)) = (queue1.peek_height(), queue2.peek_height()) {
        if h1.min(h2) < min_height {
            break;
        }
        match h1.cmp(&h2) {
            Ordering::Greater => {
                for id in queue1.pop_tallest() {
                    queue1.open(id);
                }
                continue;
            }
            Ordering::Less => {
                for id in queue2.pop_tallest() {
                    queue2.open(id);
                }
                continue;
            }
            Ordering::Equal => {}
        }
        let (tallest1, tallest2) = (queue1.pop_tallest(), queue2.pop_tallest());
        // Groups in order of first appearance, so that the result is deterministic.
        let mut index: FxHashMap<(u64, &'static str), usize> = FxHashMap::default();
        let mut groups: Vec<(Vec<NodeId>, Vec<NodeId>)> = Vec::new();
        for (side, tree, nodes) in [(0, src, &tallest1), (1, dst, &tallest2)] {
            for &id in nodes {
                let key = (tree.node(id).hash, tree.kind(id));
                let slot = *index.entry(key).or_insert_with(|| {
                    groups.push((Vec::new(), Vec::new()));
                    groups.len() - 1
                });
                if side == 0 { groups[slot].0.push(id) } else { groups[slot].1.push(id) }
            }
        }
        let mut handled1 = vec![false; tallest1.len()];
        let mut handled2 = vec![false; tallest2.len()];
        let position1: FxHashMap<NodeId, usize> =
            tallest1.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let position2: FxHashMap<NodeId, usize> =
            tallest2.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let mut mark = |a: NodeId, b: NodeId| {
            handled1[position1[&a]] = true;
            handled2[position2[&b]] = true;
        };
        for (side1, side2) in &groups {
            match (side1.len(), side2.len()) {
                (0, _) | (_, 0) => {}
                // Comments alike (`/// <inheritdoc/>` above every member) say nothing of
                // where they are: they are left to the recovery inside the containers
                // mapped around them, which pairs them in the order of their neighbours.
                // So do lone tokens wrapped in a node, all children of one parent on each
                // side (an empty statement `;` after each of several declarations): their
                // parents cannot tell them apart, and their neighbours place them, not
                // their distance from the file's start.
                (n1, n2)
                    if n1.max(n2) > 1
                        && (is_comment_kind(src.kind(side1[0]))
                            || (lone_token(src, side1[0])
                                && one_parent(src, side1)
                                && one_parent(dst, side2))) => {}
                (1, 1) => {
                    let (a, b) = (side1[0], side2[0]);
                    if isomorphic(src, a, dst, b) {
                        link_subtrees(src, dst, matching, a, b);
                        mark(a, b);
                    }
                }
                (n1, n2) if n1 * n2 <= config.max_ambiguous_pairs => {
                    for &a in side1 {
                        for &b in side2 {
                            candidates.push((a, b));
                            mark(a, b);
                        }
                    }
                }
                _ => {
                    // Too many look-alikes to rank: pair them in source order.
                    for (&a, &b) in side1.iter().zip(side2) {
                        if isomorphic(src, a, dst, b) {
                            link_subtrees(src, dst, matching, a, b);
                            mark(a, b);
                        }
                    }
                }
            }
        }
        for (i, &id) in tallest1.iter().enumerate() {
            if !handled1[i] {
                queue1.open(id);
            }
        }
        for (i, &id) in tallest2.iter().enumerate() {
            if !handled2[i] {
                queue2.open(id);
            }
        }
    }

    settle_ambiguous(src, dst, matching, candidates);
}

/// Whether all of `nodes` are children of one parent.
fn one_parent(tree: &Tree<'_>, nodes: &[NodeId]) -> bool {
    nodes.windows(2).all(|w| tree.parent(w[0]) == tree.parent(w[1]))
}

/// Whether `root` is a node around one unnamed token and nothing else (`;`).
fn lone_token(tree: &Tree<'_>, root: NodeId) -> bool {
    let node = tree.node(root);
    node.size == 2 && !tree.node(NodeId(root.0 + 1)).named
}

/// Maps the ambiguous candidates greedily, most similar parents first (the share of their
/// descendants already mapped to each other, then the number of named tokens among their
/// children that they hold alike), then nearest in the file, then in source order.
///
/// The tokens count because at this point only subtrees of two levels or more are mapped:
/// two test cases `check 'adds a user' 'user add'` and `check 'removes a user' 'user rm'`
/// share their command name, and what tells which of a side's cases is the base's
/// `check 'adds a user' 'useradd'` is the description they hold alike, not which one sits
/// nearer in the file (a side that writes a new case next to an edited one moves the
/// edited one down).
fn settle_ambiguous(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    candidates: Vec<(NodeId, NodeId)>,
) {
    if candidates.is_empty() {
        return;
    }
    // Many candidates share their parents (repeated statements of a block): collect each
    // source parent's mapped descendants once, as sorted partner ids, so that the share
    // mapped into any destination parent (a contiguous id range) is two binary searches.
    let mut partners: FxHashMap<NodeId, Vec<u32>> = FxHashMap::default();
    // Each parent's named tokens, once per parent (sorted hashes).
    let mut src_tokens: FxHashMap<NodeId, Vec<u64>> = FxHashMap::default();
    let mut dst_tokens: FxHashMap<NodeId, Vec<u64>> = FxHashMap::default();
    let mut ranked: Vec<(f64, usize, f64, NodeId, NodeId)> = candidates
        .into_iter()
        .map(|(a, b)| {
            let similarity = match (src.parent(a), dst.parent(b)) {
                (Some(pa), Some(pb)) => {
                    let inside = partners.entry(pa).or_insert_with(|| {
                        let size = src.node(pa).size;
                        let mut ids: Vec<u32> = (pa.0 + 1..pa.0 + size)
                            .filter_map(|d| matching.dst(NodeId(d)).map(|m| m.0))
                            .collect();
                        ids.sort_unstable();
                        ids
                    });
                    let end = pb.0 + dst.node(pb).size;
                    let common = inside.partition_point(|&m| m < end)
                        - inside.partition_point(|&m| m <= pb.0);
                    let total = src.node(pa).size - 1 + dst.node(pb).size - 1;
                    2.0 * common as f64 / f64::from(total.max(1))
                }
                _ => 0.0,
            };
            let shared = match (src.parent(a), dst.parent(b)) {
                (Some(pa), Some(pb)) => {
                    let ours = src_tokens.entry(pa).or_insert_with(|| sibling_tokens(src, pa));
                    let theirs = dst_tokens.entry(pb).or_insert_with(|| sibling_tokens(dst, pb));
                    ours.iter().filter(|h| theirs.binary_search(h).is_ok()).count()
                }
                _ => 0,
            };
            (similarity, shared, position_distance(src, dst, a, b), a, b)
        })
        .collect();
    ranked.sort_by(|x, y| {
        y.0.total_cmp(&x.0)
            .then(y.1.cmp(&x.1))
            .then(x.2.total_cmp(&y.2))
            .then(x.3.cmp(&y.3))
            .then(x.4.cmp(&y.4))
    });
    for (_, _, _, a, b) in ranked {
        if !matching.has_src(a) && !matching.has_dst(b) && isomorphic(src, a, dst, b) {
            link_subtrees(src, dst, matching, a, b);
        }
    }
}

/// Most children of a parent whose tokens [`settle_ambiguous`] compares: the parents of
/// ambiguous candidates are statements and calls; a long block costs more than it tells.
const MAX_COMPARED_CHILDREN: usize = 64;

/// The hashes of the named tokens among `parent`'s children (names and literals written
/// beside the candidate, not punctuation, which every call shares), sorted.
fn sibling_tokens(tree: &Tree<'_>, parent: NodeId) -> Vec<u64> {
    let children = tree.children(parent);
    if children.len() > MAX_COMPARED_CHILDREN {
        return Vec::new();
    }
    let mut out: Vec<u64> = children
        .iter()
        .map(|&c| tree.node(c))
        .filter(|node| node.is_leaf() && node.named)
        .map(|node| node.hash)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}
