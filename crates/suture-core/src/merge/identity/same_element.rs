//! Whether a pair of nodes the matching made may join one class: inside elements of sets
//! (JSON members, imports, methods), the element's signature says which element it is, so
//! a pair across two elements of different signatures is refused unless one is an edit or
//! a rename of the other ([`SignatureJudge`], with the rename thresholds), and between
//! left and right two additions of different whole texts are different elements.
//!
//! Owns these verdicts and the tables they read. Must not build classes nor merge: the
//! class mapping asks [`PairFilter::accepts`] for each pair and unites what it accepts.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::matching::{Matching, Matchings};
use crate::profile::LanguageProfile;
use crate::revision::{Rev, ThreeWay};
use crate::tree::{NodeId, Tree};

use super::signatures::{ElementSignatures, element_signatures};

/// The signature tables of the three revisions, built once per merge.
pub struct ElementTables {
    /// Per revision: named signatures only (keys, names).
    named: ThreeWay<ElementSignatures>,
    /// Left and right: whole-text signatures too, each named by its chain of elements.
    whole: [ElementSignatures; 2],
}

impl ElementTables {
    /// The tables of the three trees.
    pub fn new(trees: ThreeWay<&Tree<'_>>, profile: &LanguageProfile) -> Self {
        ElementTables {
            named: trees.map(|tree| element_signatures(tree, profile, false)),
            // Between left and right, a node without a base counterpart is an addition on
            // both sides: two additions whose whole-text signatures differ are different
            // elements (two new imports), however alike their shapes, and so are elements
            // of one name inside differently named ones.
            whole: Rev::SIDES.map(|r| element_signatures(trees[r], profile, true)),
        }
    }
}

/// What every pair filter of one merge reads: the tables, with each list's signatures and
/// each revision's elements by signature.
pub struct SameElements<'j, 'src> {
    profile: &'j LanguageProfile,
    trees: ThreeWay<&'j Tree<'src>>,
    tables: &'j ElementTables,
    matchings: &'j Matchings,
    /// Each list's signatures: an element of another name in the same list (an overload,
    /// a second key) makes an edited signature a different element.
    present: ThreeWay<ListSignatures<'j>>,
    /// Each revision's elements by list and signature (the last of a repeated one).
    named: ThreeWay<NamedElements<'j>>,
}

impl<'j, 'src> SameElements<'j, 'src> {
    /// Indexes the tables of one merge.
    pub fn new(
        tables: &'j ElementTables,
        trees: ThreeWay<&'j Tree<'src>>,
        matchings: &'j Matchings,
        profile: &'j LanguageProfile,
    ) -> Self {
        let present = tables.named.as_ref().map(|s| {
            s.lists.iter().zip(&s.texts).filter_map(|(&l, t)| Some((l, t.as_deref()?))).collect()
        });
        let named = tables.named.as_ref().map(|s| {
            (0..s.texts.len())
                .filter_map(|i| Some(((s.lists[i], s.texts[i].as_deref()?), s.elements[i])))
                .collect()
        });
        SameElements { profile, trees, tables, matchings, present, named }
    }

    /// The filter for the pairs of the matching from `ra` to `rb` (one of
    /// [`Matchings::PAIRS`]).
    pub fn filter(&self, ra: Rev, rb: Rev) -> PairFilter<'_, 'src> {
        let matching = self.matchings.between(ra, rb);
        // Between the base and a side, the other side's lists count too: a name the other
        // side also gave a new element is no rename of the base's.
        let other_side = (ra == Rev::Base)
            .then(|| (&self.named[rb.other()], self.matchings.between(Rev::Base, rb.other())));
        let sigs = &self.tables.named;
        let judge = SignatureJudge {
            profile: self.profile,
            trees: (self.trees[ra], self.trees[rb]),
            sigs: (&sigs[ra], &sigs[rb]),
            present: (&self.present[ra], &self.present[rb]),
            other_side,
            matching,
            moved_values: Default::default(),
        };
        let [left, right] = &self.tables.whole;
        let whole = (ra, rb) == (Rev::Left, Rev::Right);
        PairFilter {
            judge,
            whole: whole.then_some((left, right)),
            last_verdict: None,
            last_whole_verdict: None,
        }
    }
}

/// Decides, pair by pair along one matching, whether two paired nodes may share a class.
pub struct PairFilter<'j, 'src> {
    judge: SignatureJudge<'j, 'j, 'src>,
    /// Between left and right: their whole-text signature tables.
    whole: Option<(&'j ElementSignatures, &'j ElementSignatures)>,
    // Pairs come in pre-order, so the nodes inside one element follow each other with the
    // same two signatures: their verdicts are remembered, as the texts (whole elements,
    // between left and right) can be long.
    last_verdict: Option<((u32, u32, bool), bool)>,
    last_whole_verdict: Option<((u32, u32), bool)>,
}

impl PairFilter<'_, '_> {
    /// Whether `a` (first revision) and `b` (second) may be one node.
    pub fn accepts(&mut self, a: NodeId, b: NodeId) -> bool {
        let (sx, sy) = self.judge.sigs;
        // Inside elements of sets, the signature says what is the same element; a matching
        // that pairs two different signatures (or the insides of two elements it paired)
        // is refused, so a renamed element is a deletion plus an addition.
        if let (Some(x), Some(y)) = (sx.of[a.index()], sy.of[b.index()]) {
            // A node inside both elements (not one of the elements themselves).
            let inside = a != sx.elements[x as usize] && b != sy.elements[y as usize];
            let same = match self.last_verdict {
                Some((key, same)) if key == (x, y, inside) => same,
                _ => {
                    let same = self.judge.same_chain(x, y, inside);
                    self.last_verdict = Some(((x, y, inside), same));
                    same
                }
            };
            if !same {
                return false;
            }
        }
        if let Some((l, r)) = self.whole
            && let (Some(x), Some(y)) = (l.of[a.index()], r.of[b.index()])
        {
            let same = match self.last_whole_verdict {
                Some((key, same)) if key == (x, y) => same,
                _ => {
                    let same = l.texts[x as usize] == r.texts[y as usize];
                    self.last_whole_verdict = Some(((x, y), same));
                    same
                }
            };
            if !same {
                return false;
            }
        }
        true
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
type NamedElements<'t> = FxHashMap<(NodeId, &'t str), NodeId>;

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
    moved_values: std::cell::RefCell<FxHashMap<(u32, u32), bool>>,
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

#[cfg(test)]
mod tests {
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
