//! Class mapping: the three pairwise matchings united into equivalence classes of "the same
//! node" across base, left and right, each class holding at most one node per revision.
//!
//! This module owns class construction and the per-revision views the later stages read
//! (class of a node, members of a class, parent/predecessor/successor in each revision).
//! It does not decide which elements are the same (it asks [`super::identity`]), nor anything
//! about merging.

use std::sync::OnceLock;

use rustc_hash::FxHashSet;

use super::identity::{ElementTables, SameElements};
use crate::lines::MIN_MOVED_LINE;
use crate::matching::Matchings;
use crate::profile::LanguageProfile;
use crate::revision::{Rev, ThreeWay};
use crate::tree::{NodeId, Tree};

/// One equivalence class of nodes. Ids are assigned in leader order: base nodes in
/// pre-order, then left-only classes, then right-only classes, so every output that
/// iterates classes by id is reproducible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassId(pub u32);

/// The virtual root above the three real roots.
pub const VROOT: ClassId = ClassId(u32::MAX);

/// An element of a child list in a PCS triple: a virtual start or end marker, or a class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Elem {
    /// Before the first child.
    Start,
    /// A child.
    Node(ClassId),
    /// After the last child.
    End,
}

/// Where a node stands in its revision, expressed in classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    /// Class of the parent ([`VROOT`] for the root).
    pub parent: ClassId,
    /// The element before it among the parent's children.
    pub pred: Elem,
    /// The element after it.
    pub succ: Elem,
}

/// The three trees with their classes.
pub struct Classes<'a, 'src> {
    /// base, left, right.
    pub trees: ThreeWay<&'a Tree<'src>>,
    of: ThreeWay<Vec<ClassId>>,
    members: Vec<ThreeWay<Option<NodeId>>>,
    pos: ThreeWay<Vec<Option<Pos>>>,
    /// Per revision and node: the node counts as a leaf (no children, or atomic).
    leaf: ThreeWay<Vec<bool>>,
    /// Per revision and node: the node lies strictly inside an atomic node.
    hidden: ThreeWay<Vec<bool>>,
    /// Per revision: the hashes of all its subtrees, built when first asked.
    subtree_hashes: ThreeWay<OnceLock<FxHashSet<u64>>>,
}

/// Union-find over the nodes of the three trees (numbered base, then left, then right),
/// each set remembering its member per revision so that no union mixes two nodes of one
/// revision.
struct ClassUnion {
    /// Where each revision's nodes start in the numbering.
    offsets: ThreeWay<usize>,
    parent: Vec<u32>,
    /// Members per root.
    slots: Vec<ThreeWay<Option<NodeId>>>,
}

impl ClassUnion {
    /// Every node in a set of its own.
    fn new(trees: ThreeWay<&Tree<'_>>) -> Self {
        let offsets = ThreeWay::new(0, trees.base.len(), trees.base.len() + trees.left.len());
        let total = offsets.right + trees.right.len();
        let slots = (0..total)
            .map(|g| {
                let rev = if g < offsets.left {
                    Rev::Base
                } else if g < offsets.right {
                    Rev::Left
                } else {
                    Rev::Right
                };
                let mut s = ThreeWay::default();
                s[rev] = Some(NodeId((g - offsets[rev]) as u32));
                s
            })
            .collect();
        ClassUnion { offsets, parent: (0..total as u32).collect(), slots }
    }

    fn find(&mut self, rev: Rev, node: NodeId) -> u32 {
        let mut x = (self.offsets[rev] + node.index()) as u32;
        let parent = &mut self.parent;
        while parent[x as usize] != x {
            let up = parent[parent[x as usize] as usize];
            parent[x as usize] = up;
            x = up;
        }
        x
    }

    /// Unites the sets of `a` (in `ra`) and `b` (in `rb`), unless that would put two nodes
    /// of one revision into one set.
    fn join(&mut self, (ra, a): (Rev, NodeId), (rb, b): (Rev, NodeId)) {
        let (ga, gb) = (self.find(ra, a), self.find(rb, b));
        if ga == gb {
            return;
        }
        let (sa, sb) = (self.slots[ga as usize], self.slots[gb as usize]);
        if Rev::ALL.into_iter().any(|r| sa[r].is_some() && sb[r].is_some()) {
            return;
        }
        let (keep, drop) = if ga < gb { (ga, gb) } else { (gb, ga) };
        self.parent[drop as usize] = keep;
        let mut merged = sa;
        for r in Rev::ALL {
            if merged[r].is_none() {
                merged[r] = sb[r];
            }
        }
        self.slots[keep as usize] = merged;
    }

    /// The class of every node and the members of every class, ids assigned in leader
    /// order (base nodes in pre-order, then left-only classes, then right-only ones).
    fn into_classes(
        mut self,
        trees: ThreeWay<&Tree<'_>>,
    ) -> (ThreeWay<Vec<ClassId>>, Vec<ThreeWay<Option<NodeId>>>) {
        let mut class_of_root = vec![u32::MAX; self.parent.len()];
        let mut of = trees.map(|tree| vec![VROOT; tree.len()]);
        let mut members = Vec::new();
        for rev in Rev::ALL {
            for id in trees[rev].ids() {
                let root = self.find(rev, id) as usize;
                if class_of_root[root] == u32::MAX {
                    class_of_root[root] = members.len() as u32;
                    members.push(self.slots[root]);
                }
                of[rev][id.index()] = ClassId(class_of_root[root]);
            }
        }
        (of, members)
    }
}

/// Per node of `tree`: whether it counts as a leaf (no children, or atomic), and whether it
/// lies strictly inside an atomic node.
fn leaves_and_hidden(tree: &Tree<'_>, profile: &LanguageProfile) -> (Vec<bool>, Vec<bool>) {
    let mut leaf = vec![false; tree.len()];
    let mut hidden = vec![false; tree.len()];
    for id in tree.ids() {
        let node = tree.node(id);
        leaf[id.index()] = node.is_leaf() || profile.is_atomic(node.kind);
        if let Some(p) = node.parent {
            hidden[id.index()] = hidden[p.index()] || (leaf[p.index()] && !tree.node(p).is_leaf());
        }
    }
    (leaf, hidden)
}

impl<'a, 'src> Classes<'a, 'src> {
    /// Unites the matchings (base–left, base–right, then left–right). A pair that would put
    /// two nodes of one revision into one class is skipped: the earlier matchings win. A
    /// pair whose elements are not the same element ([`super::identity`]) is refused.
    pub fn new(
        trees: ThreeWay<&'a Tree<'src>>,
        matchings: &Matchings,
        profile: &LanguageProfile,
    ) -> Self {
        let mut union = ClassUnion::new(trees);
        let tables = ElementTables::new(trees, profile);
        let same = SameElements::new(&tables, trees, matchings, profile);
        for (ra, rb) in Matchings::PAIRS {
            let mut filter = same.filter(ra, rb);
            for (a, b) in matchings.between(ra, rb).pairs() {
                if a.index() >= trees[ra].len() || b.index() >= trees[rb].len() {
                    continue;
                }
                if filter.accepts(a, b) {
                    union.join((ra, a), (rb, b));
                }
            }
        }
        let (of, members) = union.into_classes(trees);
        let [(lb, hb), (ll, hl), (lr, hr)] =
            trees.map(|tree| leaves_and_hidden(tree, profile)).into_array();
        let mut classes = Classes {
            trees,
            of,
            members,
            pos: Default::default(),
            leaf: ThreeWay::new(lb, ll, lr),
            hidden: ThreeWay::new(hb, hl, hr),
            subtree_hashes: Default::default(),
        };
        for rev in Rev::ALL {
            classes.pos[rev] = classes.compute_positions(rev);
        }
        classes
    }

    fn compute_positions(&self, rev: Rev) -> Vec<Option<Pos>> {
        let tree = self.trees[rev];
        let mut pos = vec![None; self.members.len()];
        let root = tree.root();
        pos[self.class(rev, root).0 as usize] =
            Some(Pos { parent: VROOT, pred: Elem::Start, succ: Elem::End });
        for id in tree.ids() {
            if self.hidden[rev][id.index()] || self.leaf[rev][id.index()] {
                continue;
            }
            let parent = self.class(rev, id);
            let children = tree.children(id);
            for (i, &child) in children.iter().enumerate() {
                let pred =
                    if i == 0 { Elem::Start } else { Elem::Node(self.class(rev, children[i - 1])) };
                let succ = children
                    .get(i + 1)
                    .map_or(Elem::End, |&next| Elem::Node(self.class(rev, next)));
                pos[self.class(rev, child).0 as usize] = Some(Pos { parent, pred, succ });
            }
        }
        pos
    }

    /// Number of classes.
    pub fn len(&self) -> usize {
        self.members.len()
    }

    /// Whether there are no classes (never, for built trees).
    pub fn is_empty(&self) -> bool {
        self.members.is_empty()
    }

    /// The class of a node.
    pub fn class(&self, rev: Rev, node: NodeId) -> ClassId {
        self.of[rev][node.index()]
    }

    /// The node of a class in a revision.
    pub fn member(&self, rev: Rev, class: ClassId) -> Option<NodeId> {
        if class == VROOT {
            return None;
        }
        self.members[class.0 as usize][rev]
    }

    /// The leader: the first member in base, left, right order.
    pub fn leader(&self, class: ClassId) -> (Rev, NodeId) {
        let m = &self.members[class.0 as usize];
        Rev::ALL.into_iter().find_map(|r| m[r].map(|n| (r, n))).expect("a class has a member")
    }

    /// The kind of a class (its leader's kind).
    pub fn kind(&self, class: ClassId) -> &'static str {
        let (rev, node) = self.leader(class);
        self.trees[rev].kind(node)
    }

    /// Where the class stands in a revision.
    pub fn pos(&self, rev: Rev, class: ClassId) -> Option<Pos> {
        if class == VROOT {
            return None;
        }
        self.pos[rev][class.0 as usize]
    }

    /// Whether the node counts as a leaf (no children, or atomic).
    pub fn is_leaf(&self, rev: Rev, node: NodeId) -> bool {
        self.leaf[rev][node.index()]
    }

    /// Whether the node lies inside an atomic node (and so takes no part in the merge).
    pub fn is_hidden(&self, rev: Rev, node: NodeId) -> bool {
        self.hidden[rev][node.index()]
    }

    /// The classes of a node's children (empty for leaves).
    pub fn child_classes(&self, rev: Rev, node: NodeId) -> Vec<ClassId> {
        if self.is_leaf(rev, node) {
            return Vec::new();
        }
        self.trees[rev].children(node).iter().map(|&c| self.class(rev, c)).collect()
    }

    /// The child list of a class in a revision, if the class is there.
    pub fn children_of(&self, rev: Rev, class: ClassId) -> Option<Vec<ClassId>> {
        if class == VROOT {
            let root = self.trees[rev].root();
            return Some(vec![self.class(rev, root)]);
        }
        self.member(rev, class).map(|n| self.child_classes(rev, n))
    }

    /// Whether the subtree of `class` in `rev` equals its subtree in `other`: same shape,
    /// same hashes, and the same classes node for node.
    pub fn same_subtree(&self, rev: Rev, other: Rev, class: ClassId) -> bool {
        let (Some(a), Some(b)) = (self.member(rev, class), self.member(other, class)) else {
            return false;
        };
        let (ta, tb) = (self.trees[rev], self.trees[other]);
        let (na, nb) = (ta.node(a), tb.node(b));
        if na.hash != nb.hash || na.size != nb.size {
            return false;
        }
        (0..na.size).all(|i| self.of[rev][(a.0 + i) as usize] == self.of[other][(b.0 + i) as usize])
    }

    /// Whether revision `rev` changed class `class` only by removing parts of it: every
    /// node of its subtree there is the base's node of the same class, with the same text
    /// where it is a leaf, and keeps a subsequence of the base's children. Such an edit is
    /// held by the other side's deletion of the whole: deleting it takes the removed parts
    /// with it, and nothing the side wrote is lost.
    pub fn only_pruned(&self, rev: Rev, class: ClassId) -> bool {
        let Some(top) = self.member(rev, class) else { return false };
        let tree = self.trees[rev];
        let mut stack = vec![top];
        while let Some(n) = stack.pop() {
            let k = self.class(rev, n);
            let Some(b) = self.member(Rev::Base, k) else { return false };
            let base_tree = self.trees[Rev::Base];
            if tree.kind(n) != base_tree.kind(b)
                || self.is_leaf(rev, n) != self.is_leaf(Rev::Base, b)
            {
                return false;
            }
            if self.is_leaf(rev, n) {
                if tree.text(n) != base_tree.text(b) {
                    return false;
                }
                continue;
            }
            let base_children = self.child_classes(Rev::Base, b);
            let mut rest = base_children.iter();
            if !self.child_classes(rev, n).iter().all(|c| rest.any(|b| b == c)) {
                return false;
            }
            stack.extend(tree.children(n).iter().copied());
        }
        true
    }

    /// Whether side `by` deleted base class `k` (with what holds it) rather than replaced or
    /// moved it: at the nearest ancestor of `k` that `by` still holds, `by` put no child of
    /// the kind of the one it took away that the base did not hold there (a rewritten
    /// element the matcher could not pair looks deleted; its new version stands where the
    /// old one did), and most of its lines do not stand elsewhere in `by`.
    pub fn deleted_not_replaced(&self, by: Rev, k: ClassId) -> bool {
        let base = self.trees[Rev::Base];
        let Some(mut gone) = self.member(Rev::Base, k) else { return false };
        if self.member(by, k).is_some() {
            return false;
        }
        while let Some(parent) = base.parent(gone) {
            let parent_class = self.class(Rev::Base, parent);
            if let Some(kept) = self.member(by, parent_class) {
                let (tree, kind) = (self.trees[by], base.kind(gone));
                let replaced = tree.children(kept).iter().any(|&child| {
                    tree.kind(child) == kind
                        && self.pos(Rev::Base, self.class(by, child)).map(|p| p.parent)
                            != Some(parent_class)
                });
                return !replaced && !moved_away(base.text(gone), tree.source);
            }
            gone = parent;
        }
        false
    }

    /// Whether revision `rev` holds, anywhere, a subtree with this content hash.
    pub fn holds_subtree(&self, rev: Rev, hash: u64) -> bool {
        let tree = self.trees[rev];
        self.subtree_hashes[rev]
            .get_or_init(|| tree.ids().map(|id| tree.node(id).hash).collect())
            .contains(&hash)
    }

    /// The text of a class in a revision.
    pub fn text(&self, rev: Rev, class: ClassId) -> Option<&'src str> {
        self.member(rev, class).map(|n| self.trees[rev].text(n))
    }
}

/// Whether most of the telling lines of `text` stand in `source` too: the text was moved
/// there (into a new function, say), not deleted, and the matcher did not pair the copy.
/// White space does not count: a moved copy is often re-indented or re-aligned.
fn moved_away(text: &str, source: &str) -> bool {
    let squeezed = |line: &str| line.split_whitespace().collect::<String>();
    let telling: Vec<String> =
        text.lines().map(squeezed).filter(|l| l.len() >= MIN_MOVED_LINE).collect();
    if telling.is_empty() {
        return false;
    }
    let lines: FxHashSet<String> = source.lines().map(squeezed).collect();
    telling.iter().filter(|l| lines.contains(*l)).count() * 2 > telling.len()
}

#[cfg(test)]
mod tests {
    use super::moved_away;

    #[test]
    fn text_whose_telling_lines_stand_elsewhere_was_moved() {
        let gone = "    $attributes = array(\n        'exception'   => $e,\n        'logger'      => $log,\n    );\n";
        // Re-aligned and re-indented in a new method: moved.
        let moved_to = "function make() {\n  $attributes = array(\n    'exception' => $e,\n    'logger' => $log,\n  );\n}\n";
        assert!(moved_away(gone, moved_to));
        // Only one telling line of three is still there: deleted.
        assert!(!moved_away(gone, "$attributes = array();\n"));
        // Nothing telling (short lines only): no move can be seen.
        assert!(!moved_away("}\n);\n", "}\n);\n"));
    }
}
