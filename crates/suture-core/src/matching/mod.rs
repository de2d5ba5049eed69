//! GumTree matching between two trees: which node of one revision is "the same" as which
//! node of another. This module owns the matching algorithms and their tuning
//! ([`MatchConfig`]); it does not merge or render anything.
//!
//! The algorithm is GumTree "classic" (Falleri et al., 2014), in three phases:
//! `top_down` maps the largest isomorphic subtrees, `bottom_up` maps containers whose
//! descendants are largely mapped already, and `recovery` (with `zhang_shasha`) maps what is
//! left inside each container mapped that way. Every phase keeps the mapping one-to-one and
//! never maps two nodes of different kinds, nor two data entries of different keys when the
//! caller gives keys ([`match_keyed`]: the language's knowledge stays with the caller). Then `sliders` moves runs of unpaired children
//! that could be aligned two ways (an inserted `with X` or `X with`) onto the lines of the
//! text, and a last pass (`comments`) unpairs comments whose documented code is not paired. [`dot`] draws a matching for `--debug`.
//! [`Matchings`] holds the three matchings of one three-way merge, by pair of revisions.

mod additions;
mod bottom_up;
mod comments;
pub mod dot;
mod recovery;
mod sliders;
#[cfg(test)]
mod tests;
mod top_down;
mod zhang_shasha;

use crate::revision::Rev;
use crate::tree::{NodeId, Tree};
pub use additions::{keep_additions_whole, unpair_additions_named_apart};

/// Tuning of [`match_trees`]. [`Default`] is the generous setting used between the base and
/// each side; [`MatchConfig::conservative`] is for left against right, where a false match
/// corrupts the merge.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchConfig {
    /// Smallest height of a subtree that the top-down phase maps on its own. Height 1 means
    /// single tokens, which repeat everywhere (`,`, `}`, `self`): mapping them by identity
    /// alone would pair tokens from unrelated places, so they are left to the bottom-up
    /// phase, which maps them only inside containers already known to correspond.
    pub min_height: u32,
    /// Share of mapped descendants (Dice coefficient, 0..=1) above which the bottom-up phase
    /// maps two containers of the same kind. Lower values follow containers through heavier
    /// edits; higher values refuse to pair a container with one whose contents mostly differ.
    pub container_threshold: f64,
    /// Whether containers mapped bottom-up get their remaining descendants mapped
    /// (recovery). This is what matches an edited leaf to its old version; it is off for
    /// the left–right matching, where such guesses are not backed by a common base.
    pub recovery: bool,
    /// Largest subtree (in nodes, on either side) recovered by optimal tree edit distance
    /// (Zhang–Shasha, roughly cubic in this size). Larger pairs are recovered by the
    /// linear-time longest-common-subsequence pass over their child lists instead. At 100
    /// the edit distance took a third of a median corpus merge's instructions (a C# test
    /// method of 98 nodes against 56: 5 million instructions a pair); at 60, 32% fewer in
    /// all, and both corpora merge the same but for one more case resolved as the authors
    /// did (at 50, one case of each corpus moved, one each way).
    pub max_ted_size: u32,
    /// Largest inner node (in nodes, on either side) that the child-list pass of recovery
    /// pairs with a same-kind node on position alone. A larger unmapped pair reaching that
    /// pass has no mapped descendants to vouch for it (else the bottom-up phase would have
    /// judged it), so it is paired only when its children themselves are largely equal
    /// (size-weighted Dice over identical children at least `container_threshold`), or all
    /// identical but one child of the same kind on each side. This is what keeps a replaced
    /// function from being taken for an edit of the old one, while a long list of numbers
    /// with one changed, or a deep chain edited at the bottom, still pairs.
    pub max_blind_size: u32,
    /// When several source and destination subtrees share a hash at the same height, every
    /// pair is a candidate, ranked by the similarity of their parents. Past this many pairs
    /// in one group (a file with hundreds of identical statements), ranking every pair costs
    /// too much and the group is paired in source order instead.
    pub max_ambiguous_pairs: usize,
}

impl Default for MatchConfig {
    fn default() -> Self {
        MatchConfig {
            min_height: 2,
            container_threshold: 0.5,
            recovery: true,
            max_ted_size: 60,
            max_blind_size: 100,
            max_ambiguous_pairs: 4096,
        }
    }
}

impl MatchConfig {
    /// The strict setting for matching left against right: no recovery and a higher
    /// container threshold, so only containers that clearly correspond are paired.
    pub fn conservative() -> Self {
        MatchConfig {
            min_height: 2,
            container_threshold: 0.75,
            recovery: false,
            max_ted_size: 0,
            max_blind_size: 0,
            max_ambiguous_pairs: 4096,
        }
    }
}

/// Matches `src` against `dst`: top-down, then bottom-up with recovery, as configured.
/// Near-linear in the size of the trees for inputs that differ by local edits.
pub fn match_trees(src: &Tree<'_>, dst: &Tree<'_>, config: &MatchConfig) -> Matching {
    match_keyed(src, dst, config, EntryKeys::default(), EntryKeys::default())
}

/// [`match_trees`] where some nodes are entries named by a key (a JSON member, a TOML
/// table, a dependency): two entries of different keys are never paired, however alike
/// their contents, so an entry whose members moved to another entry is not taken for it.
pub fn match_keyed(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    config: &MatchConfig,
    src_keys: EntryKeys,
    dst_keys: EntryKeys,
) -> Matching {
    let mut matching = Matching::for_trees(src, dst);
    matching.keys = [src_keys.0, dst_keys.0];
    top_down::run(src, dst, config, &mut matching);
    bottom_up::run(src, dst, config, &mut matching);
    sliders::align_to_lines(src, dst, &mut matching);
    // Without recovery (left against right) only what is equal is paired: there a comment
    // needs its element paired too.
    comments::unpair_strays(src, dst, &mut matching, !config.recovery);
    debug_assert_eq!(matching.check(src, dst), Ok(()));
    matching
}

/// Maps two nodes that are both still unmapped and of the same kind. Every phase maps
/// through here, which is what keeps the matching one-to-one and kind-preserving.
fn link(src: &Tree<'_>, dst: &Tree<'_>, matching: &mut Matching, a: NodeId, b: NodeId) -> bool {
    if matching.has_src(a)
        || matching.has_dst(b)
        || src.kind(a) != dst.kind(b)
        || !matching.keys_agree(a, b)
    {
        return false;
    }
    matching.add(a, b);
    true
}

/// Whether two subtrees are equal node for node (kinds, shapes, leaf texts). The hash says
/// so with high probability; this confirms it so that a collision cannot pair unrelated code.
fn isomorphic(src: &Tree<'_>, a: NodeId, dst: &Tree<'_>, b: NodeId) -> bool {
    let (na, nb) = (src.node(a), dst.node(b));
    if na.hash != nb.hash || na.size != nb.size {
        return false;
    }
    // Pre-order ids: the subtrees are contiguous ranges visited in the same order.
    (0..na.size).all(|i| {
        let (x, y) = (NodeId(a.0 + i), NodeId(b.0 + i));
        let (nx, ny) = (src.node(x), dst.node(y));
        nx.kind == ny.kind
            && nx.child_count() == ny.child_count()
            && (!nx.is_leaf() || src.text(x) == dst.text(y))
    })
}

/// Maps two subtrees of the same shape (isomorphic, or differing in leaf texts only) node
/// for node in pre-order; returns how many pairs were added. Nodes that are already mapped
/// are skipped (and so are their counterparts).
fn link_subtrees(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    a: NodeId,
    b: NodeId,
) -> u32 {
    let size = src.node(a).size;
    (0..size).filter(|&i| link(src, dst, matching, NodeId(a.0 + i), NodeId(b.0 + i))).count() as u32
}

/// Leaf texts this long that stand once among the unmapped leaves on each side of a
/// recovered pair say which leaf, and which child holding it, is which: a message, a path,
/// a long name. Shorter ones (`0`, `i`, `out`) recur by chance.
const MIN_ANCHOR_TEXT: usize = 8;

/// The anchors between the subtrees of `a` (in `src`) and `b` (in `dst`): pairs of
/// unmapped leaves of one kind and text, at least [`MIN_ANCHOR_TEXT`] long, each the only
/// one of its kind and text among the unmapped leaves of its subtree. Recovery pairs the
/// children that hold them, and the edit distance keeps containers across them apart.
fn anchor_leaves(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &Matching,
    a: NodeId,
    b: NodeId,
) -> Vec<(NodeId, NodeId)> {
    fn once<'t>(
        tree: &Tree<'t>,
        root: NodeId,
        mapped: impl Fn(NodeId) -> bool,
    ) -> rustc_hash::FxHashMap<(&'static str, &'t str), Option<NodeId>> {
        let mut seen = rustc_hash::FxHashMap::default();
        for id in (root.0..root.0 + tree.node(root).size).map(NodeId) {
            let text = tree.text(id);
            if tree.node(id).is_leaf() && !mapped(id) && text.len() >= MIN_ANCHOR_TEXT {
                seen.entry((tree.kind(id), text)).and_modify(|at| *at = None).or_insert(Some(id));
            }
        }
        seen
    }
    let in_src = once(src, a, |id| matching.has_src(id));
    let in_dst = once(dst, b, |id| matching.has_dst(id));
    let mut pairs: Vec<(NodeId, NodeId)> =
        in_src.iter().filter_map(|(key, &x)| Some((x?, (*in_dst.get(key)?)?))).collect();
    pairs.sort_unstable();
    pairs
}

/// Kind and text of the unmapped leaves in the subtree of `root` (pre-order ids, so the
/// subtree is a contiguous range). Recovery asks it whether a changed leaf's text is still
/// held by another free leaf, which would make a rename by position a guess.
fn free_leaf_texts<'t>(
    tree: &Tree<'t>,
    root: NodeId,
    mapped: impl Fn(NodeId) -> bool,
) -> rustc_hash::FxHashSet<(&'static str, &'t str)> {
    (root.0..root.0 + tree.node(root).size)
        .map(NodeId)
        .filter(|&id| tree.node(id).is_leaf() && !mapped(id))
        .map(|id| (tree.kind(id), tree.text(id)))
        .collect()
}

/// How far apart two nodes stand in their files, as a share of the file (0 = same place).
/// Breaks ties between otherwise equal candidates in favour of the one that did not move.
fn position_distance(src: &Tree<'_>, dst: &Tree<'_>, a: NodeId, b: NodeId) -> f64 {
    let pa = f64::from(a.0) / src.len() as f64;
    let pb = f64::from(b.0) / dst.len() as f64;
    (pa - pb).abs()
}

/// The three matchings of a three-way merge, one per pair of revisions.
#[derive(Debug, Clone)]
pub struct Matchings {
    /// Base (source) against left (destination).
    pub base_left: Matching,
    /// Base (source) against right (destination).
    pub base_right: Matching,
    /// Left (source) against right (destination).
    pub left_right: Matching,
}

impl Matchings {
    /// The pairs of revisions, source first, in the order their matchings count (the
    /// class mapping unites them in this order: the earlier ones win).
    pub const PAIRS: [(Rev, Rev); 3] =
        [(Rev::Base, Rev::Left), (Rev::Base, Rev::Right), (Rev::Left, Rev::Right)];

    /// The matching from revision `src` to revision `dst`, one of [`Self::PAIRS`].
    ///
    /// # Panics
    /// For a pair not in [`Self::PAIRS`].
    pub fn between(&self, src: Rev, dst: Rev) -> &Matching {
        match (src, dst) {
            (Rev::Base, Rev::Left) => &self.base_left,
            (Rev::Base, Rev::Right) => &self.base_right,
            (Rev::Left, Rev::Right) => &self.left_right,
            _ => panic!("no matching from {} to {}", src.name(), dst.name()),
        }
    }
}

/// Per node of one tree, the key of the entry it is (0: not a keyed entry); see
/// [`match_keyed`]. Computed by the caller, which knows the language.
#[derive(Debug, Clone, Default)]
pub struct EntryKeys(Vec<u64>);

impl EntryKeys {
    /// Keys per node (0: none), one per node of the tree.
    pub fn new(keys: Vec<u64>) -> Self {
        EntryKeys(keys)
    }
}

/// A one-to-one partial mapping between the nodes of a source and a destination tree.
#[derive(Debug, Clone)]
pub struct Matching {
    src_to_dst: Vec<Option<NodeId>>,
    dst_to_src: Vec<Option<NodeId>>,
    /// The entry keys of the source and destination nodes, when the matching was built
    /// under them (empty otherwise).
    keys: [Vec<u64>; 2],
}

impl Matching {
    /// An empty matching between trees of the given sizes.
    pub fn new(src_len: usize, dst_len: usize) -> Self {
        Matching {
            src_to_dst: vec![None; src_len],
            dst_to_src: vec![None; dst_len],
            keys: Default::default(),
        }
    }

    /// Whether `src` and `dst` may be paired under the entry keys: not two entries of
    /// different keys.
    pub fn keys_agree(&self, src: NodeId, dst: NodeId) -> bool {
        let (a, b) = (self.key(true, src), self.key(false, dst));
        a == 0 || b == 0 || a == b
    }

    /// Whether the matching is built under entry keys at all.
    pub fn has_keys(&self) -> bool {
        !self.keys[0].is_empty() && !self.keys[1].is_empty()
    }

    /// The entry key of a source (`src_side`) or destination node; 0 for none.
    pub fn key(&self, src_side: bool, id: NodeId) -> u64 {
        let side = if src_side { 0 } else { 1 };
        self.keys[side].get(id.index()).copied().unwrap_or(0)
    }

    /// An empty matching sized for two trees.
    pub fn for_trees(src: &Tree<'_>, dst: &Tree<'_>) -> Self {
        Self::new(src.len(), dst.len())
    }

    /// Maps `src` to `dst`, replacing any earlier mapping of either.
    pub fn add(&mut self, src: NodeId, dst: NodeId) {
        if let Some(old_dst) = self.src_to_dst[src.index()].take() {
            self.dst_to_src[old_dst.index()] = None;
        }
        if let Some(old_src) = self.dst_to_src[dst.index()].take() {
            self.src_to_dst[old_src.index()] = None;
        }
        self.src_to_dst[src.index()] = Some(dst);
        self.dst_to_src[dst.index()] = Some(src);
    }

    /// Removes the mapping of `src`, if any.
    pub fn remove_src(&mut self, src: NodeId) {
        if let Some(dst) = self.src_to_dst[src.index()].take() {
            self.dst_to_src[dst.index()] = None;
        }
    }

    /// The destination node mapped to `src`.
    pub fn dst(&self, src: NodeId) -> Option<NodeId> {
        self.src_to_dst[src.index()]
    }

    /// The source node mapped to `dst`.
    pub fn src(&self, dst: NodeId) -> Option<NodeId> {
        self.dst_to_src[dst.index()]
    }

    /// Whether `src` is mapped.
    pub fn has_src(&self, src: NodeId) -> bool {
        self.src_to_dst[src.index()].is_some()
    }

    /// Whether `dst` is mapped.
    pub fn has_dst(&self, dst: NodeId) -> bool {
        self.dst_to_src[dst.index()].is_some()
    }

    /// All pairs, in source id order.
    pub fn pairs(&self) -> impl Iterator<Item = (NodeId, NodeId)> + '_ {
        self.src_to_dst.iter().enumerate().filter_map(|(i, d)| d.map(|d| (NodeId(i as u32), d)))
    }

    /// Number of pairs.
    pub fn len(&self) -> usize {
        self.src_to_dst.iter().filter(|d| d.is_some()).count()
    }

    /// Whether nothing is mapped.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The same matching seen from the other side.
    pub fn inverted(&self) -> Matching {
        Matching {
            src_to_dst: self.dst_to_src.clone(),
            dst_to_src: self.src_to_dst.clone(),
            keys: [self.keys[1].clone(), self.keys[0].clone()],
        }
    }

    /// Checks the invariants every matching must keep: both directions agree, and mapped
    /// nodes have the same kind. Returns the first violation found.
    pub fn check(&self, src: &Tree<'_>, dst: &Tree<'_>) -> Result<(), String> {
        if self.src_to_dst.len() != src.len() || self.dst_to_src.len() != dst.len() {
            return Err("matching sized for other trees".into());
        }
        for (a, b) in self.pairs() {
            if self.dst_to_src[b.index()] != Some(a) {
                return Err(format!("{a:?} -> {b:?} is not mirrored"));
            }
            if src.kind(a) != dst.kind(b) {
                return Err(format!("{a:?} ({}) mapped to {b:?} ({})", src.kind(a), dst.kind(b)));
            }
        }
        let mirrored = self.dst_to_src.iter().filter(|s| s.is_some()).count();
        if mirrored != self.len() {
            return Err("the two directions hold different numbers of pairs".into());
        }
        Ok(())
    }
}
