//! Recovery: once two containers are mapped, map what is still unmapped inside them.
//!
//! Small pairs (both sides within [`MatchConfig::max_ted_size`] nodes) take the mapping of
//! an optimal tree edit distance ([`super::zhang_shasha`]). Larger pairs are handled level by
//! level: the two child lists are aligned by a longest common subsequence (Myers' diff from
//! `gix-imara-diff`) in three passes of decreasing strictness — after the children that are
//! data entries of one key, which pair first whatever the size (see [`super::match_keyed`]) —
//! 1. isomorphic subtrees (same kind and structural hash), mapped whole;
//! 2. children that hold the same anchor texts, and only each other's (long leaf texts
//!    that stand once under each container: the message of a `fputs` edited throughout);
//! 3. leaves of the same kind and text, and inner nodes of the same kind;
//! 4. any two nodes of the same kind (this is what pairs an edited leaf with its old text);
//!
//! and every inner pair mapped by passes 2–4 is recovered in turn (explicit work stack).
//! An inner pair larger than [`MatchConfig::max_blind_size`] is only taken in passes 2–4
//! when its own children are largely identical (see [`children_similarity`]).
//! Children that are already mapped take part as anchors: they align only with their own
//! partner, so nothing is paired across a node that stayed in place. This module never
//! breaks an existing pair nor maps nodes of different kinds (all pairs go through
//! [`super::link`]).

use gix_imara_diff::{Algorithm, Diff, Token};
use rustc_hash::FxHashMap;

use super::{
    MatchConfig, Matching, anchor_leaves, free_leaf_texts, isomorphic, link, link_subtrees,
    zhang_shasha,
};
use crate::tree::{NodeId, Tree};

/// Maps unmapped descendants of the freshly mapped pair `(a, b)`; returns the number of
/// pairs added.
pub(super) fn recover(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    config: &MatchConfig,
    matching: &mut Matching,
    a: NodeId,
    b: NodeId,
) -> u32 {
    let mut added = 0;
    let mut stack = vec![(a, b)];
    while let Some((x, y)) = stack.pop() {
        added += pair_keyed_children(src, dst, matching, x, y, &mut stack);
        let small = src.node(x).size.max(dst.node(y).size) <= config.max_ted_size;
        if small {
            // The edit distance costs far more than this scan; a side with nothing left
            // unmapped (a pure insertion or deletion, or a pair already recovered as part
            // of a smaller one) gives it nothing to do.
            if !has_unmapped(src.node(x).size, x, |id| matching.has_src(id))
                || !has_unmapped(dst.node(y).size, y, |id| matching.has_dst(id))
            {
                continue;
            }
            added += if same_shape(src, x, dst, y) && renames_in_place(src, x, dst, y, matching) {
                // Only leaf texts differ (a rename, a changed literal): the edit distance
                // would pair the nodes in order, which costs nothing to do directly.
                link_subtrees(src, dst, matching, x, y)
            } else {
                zhang_shasha::recover(src, dst, matching, x, y)
            };
            // The edit distance mapped the whole subtree: each inner pair in it may have
            // reordered tokens left over, and entries of one key the order-keeping edit
            // distance could not pair (one side moved the entry above another it kept).
            for id in (x.0..x.0 + src.node(x).size).map(NodeId) {
                if let Some(partner) = matching.dst(id).filter(|_| !src.node(id).is_leaf()) {
                    added += pair_reordered_leaves(src, dst, matching, id, partner);
                    // `(x, y)` itself had its keyed children paired before the edit distance.
                    if id != x {
                        added += pair_keyed_children(src, dst, matching, id, partner, &mut stack);
                    }
                }
            }
        } else {
            added += align_children(src, dst, config, matching, (x, y), &mut stack);
            added += pair_reordered_leaves(src, dst, matching, x, y);
        }
    }
    added
}

/// Pairs the unmapped leaf children of `(x, y)` that hold one kind and text, each the only
/// one of its kind and text among the unmapped children on its side. The edit distance keeps
/// sibling order, so a token that moved among its siblings (`@Nullable private` written
/// `private @Nullable`) stays unmapped there, and the merge would then see one side insert
/// a second `private` where the other side replaced it.
fn pair_reordered_leaves(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    x: NodeId,
    y: NodeId,
) -> u32 {
    fn free<'t>(
        tree: &Tree<'t>,
        parent: NodeId,
        mapped: impl Fn(NodeId) -> bool,
    ) -> FxHashMap<(&'static str, &'t str), Vec<NodeId>> {
        let mut by_text: FxHashMap<_, Vec<NodeId>> = FxHashMap::default();
        for &child in tree.children(parent) {
            if tree.node(child).is_leaf() && !mapped(child) {
                by_text.entry((tree.kind(child), tree.text(child))).or_default().push(child);
            }
        }
        by_text
    }
    let in_src = free(src, x, |id| matching.has_src(id));
    let in_dst = free(dst, y, |id| matching.has_dst(id));
    let mut pairs: Vec<(NodeId, NodeId)> = in_src
        .iter()
        .filter_map(|(key, from)| match (from.as_slice(), in_dst.get(key)?.as_slice()) {
            ([a], [b]) => Some((*a, *b)),
            _ => None,
        })
        .collect();
    pairs.sort_unstable_by_key(|&(a, _)| a.0);
    pairs.into_iter().filter(|&(a, b)| link(src, dst, matching, a, b)).count() as u32
}

/// Whether two subtrees have the same shape and kinds, node for node (leaf texts aside).
fn same_shape(src: &Tree<'_>, a: NodeId, dst: &Tree<'_>, b: NodeId) -> bool {
    let size = src.node(a).size;
    size == dst.node(b).size
        && (0..size).all(|i| {
            let (x, y) = (src.node(NodeId(a.0 + i)), dst.node(NodeId(b.0 + i)));
            x.kind == y.kind && x.child_count() == y.child_count()
        })
}

/// Whether pairing two same-shape subtrees node for node pairs each changed leaf with the
/// only candidate for it: no unmapped leaf of the other side holds its old or new text.
/// `["a", "b"]` against `["x", "a"]` has the shape of two renames, but its texts say that
/// one element was added and one removed, which the edit distance then finds.
fn renames_in_place(
    src: &Tree<'_>,
    a: NodeId,
    dst: &Tree<'_>,
    b: NodeId,
    matching: &Matching,
) -> bool {
    let size = src.node(a).size;
    let changed = (0..size)
        .map(|i| (NodeId(a.0 + i), NodeId(b.0 + i)))
        .filter(|&(x, y)| src.node(x).is_leaf() && src.text(x) != dst.text(y))
        .collect::<Vec<_>>();
    if changed.is_empty() {
        return true;
    }
    let in_src = free_leaf_texts(src, a, |id| matching.has_src(id));
    let in_dst = free_leaf_texts(dst, b, |id| matching.has_dst(id));
    changed.iter().all(|&(x, y)| {
        !in_dst.contains(&(src.kind(x), src.text(x)))
            && !in_src.contains(&(dst.kind(y), dst.text(y)))
    })
}

/// Whether the subtree of `root` (pre-order ids, `size` nodes) holds an unmapped node.
fn has_unmapped(size: u32, root: NodeId, mapped: impl Fn(NodeId) -> bool) -> bool {
    (root.0..root.0 + size).any(|id| !mapped(NodeId(id)))
}

/// Pairs the children of `(x, y)` that are entries of one key (see
/// [`super::match_keyed`]), before any pass that judges by content: in two lists taken for
/// one, the entry `dependencies` is the entry `dependencies`, even when most of its members
/// moved to another entry (which content alone would pair it with). Pushes the pairs to be
/// recovered in turn.
fn pair_keyed_children(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    x: NodeId,
    y: NodeId,
    stack: &mut Vec<(NodeId, NodeId)>,
) -> u32 {
    if !matching.has_keys() {
        return 0;
    }
    let free_keyed = |matching: &Matching, tree: &Tree<'_>, list: NodeId, src_side: bool| {
        let mut by_key: FxHashMap<u64, Option<NodeId>> = FxHashMap::default();
        for &c in tree.children(list) {
            let mapped = if src_side { matching.has_src(c) } else { matching.has_dst(c) };
            let key = matching.key(src_side, c);
            if key != 0 && !mapped {
                // A key held twice in one list names no one entry: left alone.
                by_key.entry(key).and_modify(|slot| *slot = None).or_insert(Some(c));
            }
        }
        by_key
    };
    let ours = free_keyed(matching, src, x, true);
    if ours.is_empty() {
        return 0;
    }
    let theirs = free_keyed(matching, dst, y, false);
    let mut added = 0;
    for (key, a) in ours {
        let (Some(a), Some(Some(b))) = (a, theirs.get(&key).copied()) else { continue };
        if link(src, dst, matching, a, b) {
            added += 1;
            stack.push((a, b));
        }
    }
    added
}

/// What a child stands for in one alignment pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key<'t> {
    /// A mapped child: equal only to its partner (the destination id of the pair).
    Anchor(u32),
    /// An unmapped child in pass 1: kind and structural hash.
    Shape(&'static str, u64),
    /// An unmapped child in the anchored pass that holds the same anchor texts (see
    /// [`AnchorTexts`]) as one child of the other list, and only that one: the left one's
    /// index.
    SameAnchors(usize),
    /// An unmapped child that the anchored pass aligns with nothing: which list, and its
    /// index there.
    Unaligned(bool, usize),
    /// An unmapped child in pass 2: kind, and the text for a leaf.
    Same(&'static str, Option<&'t str>),
    /// An unmapped child in pass 3: kind only.
    Kind(&'static str),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Pass {
    Shape,
    /// Children holding the same unique long leaf (a message, a path) align first: a list
    /// of look-alike statements that one side edited throughout and grew by one is
    /// otherwise aligned by kind, one off after the insertion.
    Anchored,
    Same,
    Kind,
}

fn key<'t>(tree: &Tree<'t>, matching_partner: Option<NodeId>, id: NodeId, pass: Pass) -> Key<'t> {
    if let Some(partner) = matching_partner {
        return Key::Anchor(partner.0);
    }
    let node = tree.node(id);
    match pass {
        Pass::Shape => Key::Shape(node.kind, node.hash),
        // Never asked: `align_anchored` keys that pass itself.
        Pass::Anchored => Key::Kind(node.kind),
        Pass::Same => Key::Same(
            node.kind,
            if node.is_leaf() { Some(tree.text(id)) } else { name_of(tree, id) },
        ),
        // Two declarations of different names are not one renamed on position alone: the
        // child-list pass leaves them apart (a deletion and an addition).
        Pass::Kind => match name_of(tree, id) {
            Some(name) if !node.is_leaf() => Key::Same(node.kind, Some(name)),
            _ => Key::Kind(node.kind),
        },
    }
}

/// Whether two children may be one by their names: not when both declare one and the names
/// differ.
fn names_agree(a: Option<&str>, b: Option<&str>) -> bool {
    a.zip(b).is_none_or(|(a, b)| a == b)
}

/// The text of `id`'s child in the grammar's `name` field (a function's, a method's or a
/// class's name): in pass 2, two declarations align by name before any align by position.
fn name_of<'t>(tree: &Tree<'t>, id: NodeId) -> Option<&'t str> {
    let name = tree.children(id).iter().find(|&&c| tree.node(c).field == Some("name"))?;
    Some(tree.text(*name))
}

/// Aligns the child lists of `(x, y)` in three passes; pushes inner pairs to recover next.
fn align_children<'t>(
    src: &Tree<'t>,
    dst: &Tree<'t>,
    config: &MatchConfig,
    matching: &mut Matching,
    (x, y): (NodeId, NodeId),
    stack: &mut Vec<(NodeId, NodeId)>,
) -> u32 {
    let (left, right) = (src.children(x), dst.children(y));
    if left.is_empty() || right.is_empty() {
        return 0;
    }
    let mut added = 0;
    let mut diff = Diff::default();
    let mut anchors: Option<AnchorTexts<'t>> = None;
    for pass in [Pass::Shape, Pass::Anchored, Pass::Same, Pass::Kind] {
        let unmapped_left = left.iter().filter(|&&c| !matching.has_src(c)).count();
        let unmapped_right = right.iter().filter(|&&c| !matching.has_dst(c)).count();
        if unmapped_left == 0 || unmapped_right == 0 {
            break;
        }
        let aligned = if pass == Pass::Anchored {
            let anchors =
                anchors.get_or_insert_with(|| AnchorTexts::of(src, dst, matching, (x, y)));
            if anchors.is_empty() {
                continue;
            }
            align_anchored(src, dst, matching, (left, right), anchors, &mut diff)
        } else {
            align(src, dst, Some(matching), (left, right), pass, &mut diff)
        };
        // The longest common subsequence may align two free children across a mapped pair
        // (`[a, x]` against `[y, a]`); pairing them would be a move guessed from kinds
        // alone, so a pair must stand between the same mapped children on both sides.
        let between = |list: &[NodeId], partner_here: &dyn Fn(NodeId) -> bool| {
            let mut seen = 0u32;
            let mut out = FxHashMap::default();
            for &c in list {
                out.insert(c, seen);
                seen += u32::from(partner_here(c));
            }
            out
        };
        // Most passes align only anchors, or nothing: the ranks are worth computing only
        // when a free pair is to be judged.
        if aligned.iter().all(|&(a, b)| matching.has_src(a) || matching.has_dst(b)) {
            continue;
        }
        let left_rank =
            between(left, &|c| matching.dst(c).is_some_and(|d| dst.parent(d) == Some(y)));
        let right_rank =
            between(right, &|c| matching.src(c).is_some_and(|d| src.parent(d) == Some(x)));
        for (a, b) in aligned {
            if matching.has_src(a) || matching.has_dst(b) {
                continue; // an anchor
            }
            if left_rank.get(&a) != right_rank.get(&b) {
                continue;
            }
            match pass {
                Pass::Shape => {
                    if isomorphic(src, a, dst, b) {
                        added += link_subtrees(src, dst, matching, a, b);
                    }
                }
                Pass::Anchored | Pass::Same | Pass::Kind => {
                    let inner = !src.node(a).is_leaf() && !dst.node(b).is_leaf();
                    let large = src.node(a).size.max(dst.node(b).size) > config.max_blind_size;
                    if inner
                        && large
                        && children_similarity(src, dst, a, b, &mut diff)
                            < config.container_threshold
                    {
                        continue;
                    }
                    if link(src, dst, matching, a, b) {
                        added += 1;
                        if !src.node(a).is_leaf() && !dst.node(b).is_leaf() {
                            stack.push((a, b));
                        }
                    }
                }
            }
        }
    }
    added
}

/// Containers larger than this (nodes, either side) are not searched for anchor texts: a
/// whole file's top level is aligned by its declarations' shapes and names.
const MAX_ANCHOR_SEARCH: u32 = 4000;

/// The texts (with their kinds) of the anchor leaves between two containers (see
/// [`anchor_leaves`]): they say which child is which.
struct AnchorTexts<'t> {
    unique: rustc_hash::FxHashSet<(&'static str, &'t str)>,
}

impl<'t> AnchorTexts<'t> {
    fn of(src: &Tree<'t>, dst: &Tree<'t>, matching: &Matching, (x, y): (NodeId, NodeId)) -> Self {
        let too_large = src.node(x).size.max(dst.node(y).size) > MAX_ANCHOR_SEARCH;
        let unique = if too_large {
            Default::default()
        } else {
            let pairs = anchor_leaves(src, dst, matching, x, y);
            pairs.into_iter().map(|(a, _)| (src.kind(a), src.text(a))).collect()
        };
        AnchorTexts { unique }
    }

    fn is_empty(&self) -> bool {
        self.unique.is_empty()
    }

    /// The anchor texts under `id` (itself included).
    fn under(&self, tree: &Tree<'t>, id: NodeId) -> impl Iterator<Item = (&'static str, &'t str)> {
        (id.0..id.0 + tree.node(id).size).map(NodeId).filter_map(|d| {
            let key = (tree.kind(d), tree.text(d));
            (tree.node(d).is_leaf() && self.unique.contains(&key)).then_some(key)
        })
    }
}

/// [`align`] for the anchored pass: two free children align when every anchor text under
/// each stands under the other (a statement and its edited self, holding the same
/// message), and they do not declare two different names (those align by name, in the
/// next pass); a child whose anchors are spread over several children of the other side
/// (a test whose lines went partly into a helper) aligns with nothing here.
fn align_anchored<'t>(
    src: &Tree<'t>,
    dst: &Tree<'t>,
    matching: &Matching,
    (left, right): (&[NodeId], &[NodeId]),
    anchors: &AnchorTexts<'t>,
    diff: &mut Diff,
) -> Vec<(NodeId, NodeId)> {
    // Which child of each list holds each anchor text.
    let holder = |tree: &Tree<'t>, list: &[NodeId]| {
        let mut at: FxHashMap<(&'static str, &'t str), usize> = FxHashMap::default();
        for (i, &c) in list.iter().enumerate() {
            at.extend(anchors.under(tree, c).map(|key| (key, i)));
        }
        at
    };
    let (in_left, in_right) = (holder(src, left), holder(dst, right));
    // The one child of the other list that holds every anchor under `c`, if there is one.
    let partner = |tree: &Tree<'t>, c: NodeId, other: &FxHashMap<_, usize>| -> Option<usize> {
        let mut found: Option<usize> = None;
        for key in anchors.under(tree, c) {
            let j = *other.get(&key)?;
            if found.is_some_and(|f| f != j) {
                return None;
            }
            found = Some(j);
        }
        found
    };
    let mut before: Vec<Key<'t>> = Vec::with_capacity(left.len());
    for (i, &c) in left.iter().enumerate() {
        before.push(match matching.dst(c) {
            Some(p) => Key::Anchor(p.0),
            None => match partner(src, c, &in_right) {
                Some(j)
                    if partner(dst, right[j], &in_left) == Some(i)
                        && names_agree(name_of(src, c), name_of(dst, right[j])) =>
                {
                    Key::SameAnchors(i)
                }
                _ => Key::Unaligned(true, i),
            },
        });
    }
    let mut after: Vec<Key<'t>> = Vec::with_capacity(right.len());
    for (j, &c) in right.iter().enumerate() {
        after.push(if matching.has_dst(c) {
            Key::Anchor(c.0)
        } else {
            match partner(dst, c, &in_left) {
                // The key of the left child it pairs with, if that one pairs back.
                Some(i)
                    if before[i] == Key::SameAnchors(i)
                        && partner(src, left[i], &in_right) == Some(j) =>
                {
                    Key::SameAnchors(i)
                }
                _ => Key::Unaligned(false, j),
            }
        });
    }
    lcs_pairs(&before, &after, (left, right), diff)
}

/// The pairs of children that a longest common subsequence of their keys aligns, in order.
/// With a matching, mapped children are anchors; without, every child is keyed by `pass`.
fn align<'t>(
    src: &Tree<'t>,
    dst: &Tree<'t>,
    matching: Option<&Matching>,
    (left, right): (&[NodeId], &[NodeId]),
    pass: Pass,
    diff: &mut Diff,
) -> Vec<(NodeId, NodeId)> {
    let before: Vec<Key<'t>> =
        left.iter().map(|&c| key(src, matching.and_then(|m| m.dst(c)), c, pass)).collect();
    // A mapped destination child's anchor is its own id: equal to the source anchor of its
    // partner only.
    let after: Vec<Key<'t>> = right
        .iter()
        .map(|&c| key(dst, matching.is_some_and(|m| m.has_dst(c)).then_some(c), c, pass))
        .collect();
    lcs_pairs(&before, &after, (left, right), diff)
}

/// The pairs of `left` and `right` whose keys a longest common subsequence aligns.
fn lcs_pairs<'t>(
    before: &[Key<'t>],
    after: &[Key<'t>],
    (left, right): (&[NodeId], &[NodeId]),
    diff: &mut Diff,
) -> Vec<(NodeId, NodeId)> {
    let mut interner: FxHashMap<Key<'t>, u32> = FxHashMap::default();
    let mut intern = |k: Key<'t>| -> Token {
        let next = interner.len() as u32;
        Token(*interner.entry(k).or_insert(next))
    };
    let before: Vec<Token> = before.iter().map(|&k| intern(k)).collect();
    let after: Vec<Token> = after.iter().map(|&k| intern(k)).collect();
    let tokens = interner.len() as u32;
    diff.compute_with(Algorithm::Myers, &before, &after, tokens);
    let mut pairs = Vec::new();
    let (mut i, mut j) = (0u32, 0u32);
    while (i as usize) < left.len() && (j as usize) < right.len() {
        if diff.is_removed(i) {
            i += 1;
        } else if diff.is_added(j) {
            j += 1;
        } else {
            pairs.push((left[i as usize], right[j as usize]));
            i += 1;
            j += 1;
        }
    }
    pairs
}

/// How alike two large containers are by their children alone: the size-weighted Dice
/// coefficient of their identical children (twice the nodes under children that align with
/// an isomorphic partner, over the descendants of both) — or 1 when everything but one
/// child of the same kind on each side is identical, since the edit is then confined to
/// that child (a deep chain edited at the bottom), and 1 when all the children of one side
/// are found unchanged in the other (elements only added, or only removed). Linear in the number of children, so it
/// can vet every large pair of a deep chain.
fn children_similarity<'t>(
    src: &Tree<'t>,
    dst: &Tree<'t>,
    a: NodeId,
    b: NodeId,
    diff: &mut Diff,
) -> f64 {
    let (sa, sb) = (src.node(a).size - 1, dst.node(b).size - 1);
    let (left, right) = (src.children(a), dst.children(b));
    // Keys by shape only: whether a child is already mapped elsewhere does not change what
    // the two containers hold.
    let aligned = align(src, dst, None, (left, right), Pass::Shape, diff);
    // Every child of one side found unchanged, in order, in the other: a pure insertion
    // (or deletion) of elements, however large the elements added.
    if aligned.len() == left.len().min(right.len()) && !aligned.is_empty() {
        return 1.0;
    }
    if aligned.len() + 1 == left.len() && aligned.len() + 1 == right.len() {
        // The one child on each side that the alignment skipped: the first position where
        // the aligned pairs stop following the lists.
        let skipped = |list: &[NodeId], pick: fn(&(NodeId, NodeId)) -> NodeId| {
            let at = aligned.iter().zip(list).position(|(p, &c)| pick(p) != c);
            list[at.unwrap_or(aligned.len())]
        };
        let (x, y) = (skipped(left, |p| p.0), skipped(right, |p| p.1));
        if src.kind(x) == dst.kind(y) {
            return 1.0;
        }
    }
    if sa + sb == 0 {
        return 1.0;
    }
    let common: u32 = aligned.iter().map(|&(x, _)| src.node(x).size).sum();
    2.0 * f64::from(common) / f64::from(sa + sb)
}
