//! Class mapping: the three pairwise matchings united into equivalence classes of "the same
//! node" across base, left and right, each class holding at most one node per revision.
//!
//! This module owns class construction and the per-revision views the later stages read
//! (class of a node, members of a class, parent/predecessor/successor in each revision).
//! It does not decide anything about merging.

use std::sync::OnceLock;

use rustc_hash::FxHashSet;

use crate::matching::{Matching, Matchings};
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

fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        let up = parent[parent[x as usize] as usize];
        parent[x as usize] = up;
        x = up;
    }
    x
}

impl<'a, 'src> Classes<'a, 'src> {
    /// Unites the matchings (base–left, base–right, then left–right). A pair that would put
    /// two nodes of one revision into one class is skipped: the earlier matchings win.
    pub fn new(
        trees: ThreeWay<&'a Tree<'src>>,
        matchings: &Matchings,
        profile: &LanguageProfile,
    ) -> Self {
        let offsets = ThreeWay::new(0, trees.base.len(), trees.base.len() + trees.left.len());
        let total = offsets.right + trees.right.len();
        let mut uf: Vec<u32> = (0..total as u32).collect();
        // Members per union-find root, to refuse unions that mix nodes of one revision.
        let mut slots: Vec<ThreeWay<Option<NodeId>>> = (0..total)
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
        let sigs = ThreeWay::from_fn(|r| element_signatures(trees[r], profile, false));
        // Each list's signatures: an element of another name in the same list (an overload,
        // a second key) makes an edited signature a different element.
        let present: ThreeWay<FxHashSet<(NodeId, &str)>> = ThreeWay::from_fn(|r| {
            let s = &sigs[r];
            s.lists.iter().zip(&s.texts).filter_map(|(&l, t)| Some((l, t.as_deref()?))).collect()
        });
        // Each revision's elements by list and signature (the last of a repeated one).
        let named: ThreeWay<NamedElements> = ThreeWay::from_fn(|r| {
            let s = &sigs[r];
            (0..s.texts.len())
                .filter_map(|i| Some(((s.lists[i], s.texts[i].as_deref()?), s.elements[i])))
                .collect()
        });
        // Between left and right, a node without a base counterpart is an addition on both
        // sides: two additions whose whole-text signatures differ are different elements
        // (two new imports), however alike their shapes, and so are elements of one name
        // inside differently named ones.
        let sigs_lr = Rev::SIDES.map(|r| element_signatures(trees[r], profile, true));
        let (base_left, base_right) = (&matchings.base_left, &matchings.base_right);
        for (ra, rb) in Matchings::PAIRS {
            let matching = matchings.between(ra, rb);
            // Pairs come in pre-order, so the nodes inside one element follow each other with
            // the same two signatures: their verdicts are remembered, as the texts (whole
            // elements, between left and right) can be long.
            let mut last_verdict: Option<((u32, u32, bool), bool)> = None;
            let mut last_lr_verdict: Option<((u32, u32), bool)> = None;
            // Between the base and a side, the other side's lists count too: a name the
            // other side also gave a new element is no rename of the base's.
            let other_side = match (ra, rb) {
                (Rev::Base, Rev::Left) => Some((&named[Rev::Right], base_right)),
                (Rev::Base, Rev::Right) => Some((&named[Rev::Left], base_left)),
                _ => None,
            };
            let judge = SignatureJudge {
                profile,
                trees: (trees[ra], trees[rb]),
                sigs: (&sigs[ra], &sigs[rb]),
                present: (&present[ra], &present[rb]),
                other_side,
                matching,
                moved_values: Default::default(),
            };
            for (a, b) in matching.pairs() {
                if a.index() >= trees[ra].len() || b.index() >= trees[rb].len() {
                    continue;
                }
                // Inside elements of sets, the signature says what is the same element; a
                // matching that pairs two different signatures (or the insides of two
                // elements it paired) is refused, so a renamed element is a deletion plus an
                // addition.
                let (sa, sb) = (&sigs[ra].of[a.index()], &sigs[rb].of[b.index()]);
                if let (Some(x), Some(y)) = (*sa, *sb) {
                    // A node inside both elements (not one of the elements themselves).
                    let inside =
                        a != sigs[ra].elements[x as usize] && b != sigs[rb].elements[y as usize];
                    let same = match last_verdict {
                        Some((key, same)) if key == (x, y, inside) => same,
                        _ => {
                            let same = judge.same_chain(x, y, inside);
                            last_verdict = Some(((x, y, inside), same));
                            same
                        }
                    };
                    if !same {
                        continue;
                    }
                }
                if (ra, rb) == (Rev::Left, Rev::Right) {
                    let [l, r] = &sigs_lr;
                    if let (Some(x), Some(y)) = (l.of[a.index()], r.of[b.index()]) {
                        let same = match last_lr_verdict {
                            Some((key, same)) if key == (x, y) => same,
                            _ => {
                                let same = l.texts[x as usize] == r.texts[y as usize];
                                last_lr_verdict = Some(((x, y), same));
                                same
                            }
                        };
                        if !same {
                            continue;
                        }
                    }
                }
                let ga = find(&mut uf, (offsets[ra] + a.index()) as u32);
                let gb = find(&mut uf, (offsets[rb] + b.index()) as u32);
                if ga == gb {
                    continue;
                }
                let (sa, sb) = (slots[ga as usize], slots[gb as usize]);
                if Rev::ALL.into_iter().any(|r| sa[r].is_some() && sb[r].is_some()) {
                    continue;
                }
                let (keep, drop) = if ga < gb { (ga, gb) } else { (gb, ga) };
                uf[drop as usize] = keep;
                let mut merged = sa;
                for r in Rev::ALL {
                    if merged[r].is_none() {
                        merged[r] = sb[r];
                    }
                }
                slots[keep as usize] = merged;
            }
        }
        let mut class_of_root = vec![u32::MAX; total];
        let mut of = trees.map(|tree| vec![VROOT; tree.len()]);
        let mut members = Vec::new();
        for rev in Rev::ALL {
            for id in trees[rev].ids() {
                let root = find(&mut uf, (offsets[rev] + id.index()) as u32) as usize;
                if class_of_root[root] == u32::MAX {
                    class_of_root[root] = members.len() as u32;
                    members.push(slots[root]);
                }
                of[rev][id.index()] = ClassId(class_of_root[root]);
            }
        }
        let mut leaf: ThreeWay<Vec<bool>> = Default::default();
        let mut hidden: ThreeWay<Vec<bool>> = Default::default();
        for rev in Rev::ALL {
            let tree = trees[rev];
            let mut l = vec![false; tree.len()];
            let mut h = vec![false; tree.len()];
            for id in tree.ids() {
                let node = tree.node(id);
                l[id.index()] = node.is_leaf() || profile.is_atomic(node.kind);
                if let Some(p) = node.parent {
                    h[id.index()] = h[p.index()] || (l[p.index()] && !tree.node(p).is_leaf());
                }
            }
            leaf[rev] = l;
            hidden[rev] = h;
        }
        let mut classes = Classes {
            trees,
            of,
            members,
            pos: Default::default(),
            leaf,
            hidden,
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

/// Whether two different signatures may still name one element, edited: they share a
/// named part (a method whose parameter types changed keeps its name) and neither
/// revision has an element with the other's signature (an overload, a second key).
fn edited_signature(
    x: &str,
    y: &str,
    in_x: impl Fn(&str) -> bool,
    in_y: impl Fn(&str) -> bool,
) -> bool {
    let shared =
        x.split('\0').skip(1).zip(y.split('\0').skip(1)).any(|(p, q)| p == q && !p.is_empty());
    shared && !in_x(y) && !in_y(x)
}

/// The signatures each list (commutative parent) holds.
type ListSignatures<'t> = FxHashSet<(NodeId, &'t str)>;

/// The elements of each list, by signature.
type NamedElements<'t> = rustc_hash::FxHashMap<(NodeId, &'t str), NodeId>;

/// Decides, between two revisions, whether two elements of sets (and so the nodes inside
/// them) may be one element: their signatures agree, or one is an edit or a rename of the
/// other, and so do the elements around them, level by level.
struct SignatureJudge<'j, 't, 'src> {
    profile: &'j LanguageProfile,
    trees: (&'j Tree<'src>, &'j Tree<'src>),
    sigs: (&'j ElementSignatures, &'j ElementSignatures),
    present: (&'j ListSignatures<'t>, &'j ListSignatures<'t>),
    /// When the first revision is the base: the other side's elements by list and
    /// signature, and the base's matching with it.
    other_side: Option<(&'j NamedElements<'t>, &'j Matching)>,
    matching: &'j Matching,
    /// Whether all of an entry's entries went into another entry, by the pair of entries
    /// (asked again for every node moved between the two).
    moved_values: std::cell::RefCell<rustc_hash::FxHashMap<(u32, u32), bool>>,
}

impl SignatureJudge<'_, '_, '_> {
    /// Whether elements `x` and `y` (indexes into the signature tables) may be one, with
    /// the data entries enclosing them: `version` in one dependency is not `version` in
    /// another dependency. `inside`: the nodes paired lie inside both elements, not at
    /// their roots (the elements enclosing them always hold them inside).
    fn same_chain(&self, x: u32, y: u32, inside: bool) -> bool {
        if !self.same_level(x, y, inside) {
            return false;
        }
        let (mut x, mut y) = (x, y);
        while let (Some(ox), Some(oy)) =
            (self.sigs.0.outer[x as usize], self.sigs.1.outer[y as usize])
        {
            // Part of an entry moved into another one (a step to another job, members to
            // `dev-dependencies`) keeps its partner. An entry whose whole value went under
            // another key (a dependency renamed, settings wrapped under a new key) is a new
            // entry, insides and all. Code moves between declarations (a method
            // into another class, in a refactor): only data entries hold their insides.
            let (ex, ey) = (self.sigs.0.elements[ox as usize], self.sigs.1.elements[oy as usize]);
            if !self.in_code(ox)
                && !self.same_level(ox, oy, true)
                && (self.matching.dst(ex) == Some(ey) || self.value_moved(ox, oy))
            {
                return false;
            }
            (x, y) = (ox, oy);
        }
        true
    }

    /// Whether the other side (the first revision being the base) gave the name `sig` to
    /// an element of base list `list` that is not its version of base element `element`:
    /// then a side's element of that name is a new one, not `element` renamed or edited
    /// (else the merge would hold two elements of one name).
    fn rival_on_the_other_side(&self, list: NodeId, element: NodeId, sig: &str) -> bool {
        let Some((named, matching)) = self.other_side else { return false };
        let Some(other_list) = matching.dst(list) else { return false };
        named.get(&(other_list, sig)).is_some_and(|&rival| matching.src(rival) != Some(element))
    }

    /// Whether every entry directly inside entry `ox` now lies inside entry `oy`.
    fn value_moved(&self, ox: u32, oy: u32) -> bool {
        if let Some(&moved) = self.moved_values.borrow().get(&(ox, oy)) {
            return moved;
        }
        let ey = self.sigs.1.elements[oy as usize];
        let moved = self.sigs.0.inner[ox as usize].iter().all(|&e| {
            let node = self.sigs.0.elements[e as usize];
            self.matching.dst(node).is_some_and(|d| self.trees.1.is_ancestor_or_self(ey, d))
        });
        self.moved_values.borrow_mut().insert((ox, oy), moved);
        moved
    }

    /// Whether element `x` of the first revision is a declaration in code (its signature is
    /// renamable), rather than a data entry.
    fn in_code(&self, x: u32) -> bool {
        let kind = self.trees.0.kind(self.sigs.0.elements[x as usize]);
        self.profile.signature(kind).is_some_and(|sig| sig.renamable)
    }

    /// Whether elements `x` and `y` may be one, on their own signatures; `inside`: for
    /// nodes inside both, which may also have moved out of one into the other.
    fn same_level(&self, x: u32, y: u32, inside: bool) -> bool {
        let (sx, sy) = self.sigs;
        let (tx, ty) = (&sx.texts[x as usize], &sy.texts[y as usize]);
        if tx == ty {
            return true;
        }
        let (lx, ly) = (sx.lists[x as usize], sy.lists[y as usize]);
        let in_x = |sig: &str| self.present.0.contains(&(lx, sig));
        let in_y = |sig: &str| self.present.1.contains(&(ly, sig));
        let (ex, ey) = (sx.elements[x as usize], sy.elements[y as usize]);
        if let (Some(tx), Some(ty)) = (tx, ty)
            && (edited_signature(tx, ty, in_x, in_y)
                || renamed_element(
                    self.profile,
                    self.trees,
                    self.matching,
                    (ex, ey),
                    (in_x, in_y),
                    (tx, ty),
                ))
            && !self.rival_on_the_other_side(lx, ex, ty)
        {
            return true;
        }
        // Code extracted from an element into a new one (statements moved into a new
        // method) is no rename: the old element is still there, paired with another, the
        // new one has no partner, and what moved keeps its pairs.
        inside
            && self.in_code(x)
            && self.matching.dst(ex).is_some_and(|partner| partner != ey)
            && self.matching.src(ey).is_none()
    }
}

/// Whether two elements of different names are one element a side renamed: both are of
/// one kind whose signature is a name in code (a rename is a refactor; a data key's change
/// is a new entry), neither revision holds the other's name (no overload, no second key),
/// and the matching pairs most of the larger one's nodes with the other's (GumTree's
/// recovery threshold: nearly the same element under a new name).
fn renamed_element(
    profile: &LanguageProfile,
    (ta, tb): (&Tree<'_>, &Tree<'_>),
    matching: &Matching,
    (a, b): (NodeId, NodeId),
    (in_a, in_b): (impl Fn(&str) -> bool, impl Fn(&str) -> bool),
    (sa, sb): (&str, &str),
) -> bool {
    if ta.kind(a) != tb.kind(b) || in_a(sb) || in_b(sa) {
        return false;
    }
    if !profile.signature(ta.kind(a)).is_some_and(|sig| sig.renamable) {
        return false;
    }
    let (na, nb) = (ta.node(a), tb.node(b));
    let larger = na.size.max(nb.size);
    if larger < RENAME_MIN_NODES {
        return false;
    }
    let inside_b = |n: NodeId| n.0 >= b.0 && n.0 < b.0 + nb.size;
    let paired = (a.0..a.0 + na.size)
        .filter(|&i| matching.dst(NodeId(i)).is_some_and(inside_b))
        .count() as u32;
    paired * 100 >= larger * RENAME_SHARE_PERCENT
}

/// The least size (nodes) of an element that may be taken for renamed.
const RENAME_MIN_NODES: u32 = 12;
/// The share of the larger element's nodes the matching must pair for a rename.
const RENAME_SHARE_PERCENT: u32 = 80;

/// Per node, the nearest enclosing element of a commutative parent that has a signature
/// (the node itself included), with that element's signature.
struct ElementSignatures {
    /// Index into `texts` per node.
    of: Vec<Option<u32>>,
    /// The signatures.
    texts: Vec<Option<String>>,
    /// The list (commutative parent) holding each element, by the index of `texts`.
    lists: Vec<NodeId>,
    /// Each element, by the index of `texts`.
    elements: Vec<NodeId>,
    /// The element enclosing each element (its list's nearest element), by the index of
    /// `texts`.
    outer: Vec<Option<u32>>,
    /// The elements each element encloses directly (the converse of `outer`).
    inner: Vec<Vec<u32>>,
}

fn element_signatures(
    tree: &Tree<'_>,
    profile: &LanguageProfile,
    with_whole: bool,
) -> ElementSignatures {
    let mut of: Vec<Option<u32>> = vec![None; tree.len()];
    let (mut texts, mut lists, mut elements, mut outer) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    if profile.signatures.is_empty() {
        return ElementSignatures { of, texts, lists, elements, outer, inner: Vec::new() };
    }
    // A signature made of the whole text changes with every edit, so it cannot tell an
    // edited element from another one; only named signatures (keys, names) count.
    // Kinds looked up once (the profile's lists are scanned in order, so the first
    // signature of a kind is the one that counts, as in `LanguageProfile::signature`).
    let mut signed: rustc_hash::FxHashMap<&str, bool> = rustc_hash::FxHashMap::default();
    for sig in &profile.signatures {
        signed.entry(sig.kind).or_insert(with_whole || sig.is_named());
    }
    let sets: rustc_hash::FxHashSet<&str> =
        profile.commutative_parents.iter().map(|c| c.kind).collect();
    for id in tree.ids() {
        let node = tree.node(id);
        let inherited = node.parent.and_then(|p| of[p.index()]);
        let is_element = signed.get(node.kind).copied().unwrap_or(false)
            && node.parent.is_some_and(|p| sets.contains(tree.kind(p)));
        of[id.index()] = if is_element {
            let own = super::commutative::signature(profile, tree, id);
            // Between left and right, an element is named by the whole chain of elements
            // around it: `image` under `cache` is not `image` under `mail`.
            let text = match (with_whole, inherited.and_then(|i| texts[i as usize].clone())) {
                (true, Some(outer)) => own.map(|own| format!("{outer}\u{1}{own}")),
                _ => own,
            };
            texts.push(text);
            lists.push(node.parent.expect("an element has a parent"));
            elements.push(id);
            outer.push(inherited);
            Some(texts.len() as u32 - 1)
        } else {
            inherited
        };
    }
    let mut inner = vec![Vec::new(); texts.len()];
    for (e, o) in outer.iter().enumerate() {
        if let Some(o) = o {
            inner[*o as usize].push(e as u32);
        }
    }
    ElementSignatures { of, texts, lists, elements, outer, inner }
}

#[cfg(test)]
mod signature_tests {
    use super::*;

    #[test]
    fn an_edited_signature_shares_a_part_and_has_no_rival() {
        let none = |_: &str| false;
        let x = "method\0count\0(long days)";
        let y = "method\0count\0(Duration days)";
        assert!(edited_signature(x, y, none, none));
        // An overload with y's signature already stands beside x: a different element.
        assert!(!edited_signature(x, y, |sig| sig == y, none));
        // Nothing in common (a renamed key): a deletion and an addition.
        assert!(!edited_signature("pair\0a", "pair\0b", none, none));
    }
}
