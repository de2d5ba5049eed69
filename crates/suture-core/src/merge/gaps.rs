//! Which whitespace to print between two merged siblings: taken from a revision where they
//! stood next to each other, else from the same kinds of neighbours in the revisions, else
//! from what stood before or after them. Gaps are always source slices, so the authors'
//! formatting comes through.
//!
//! A side that only re-laid out a node (re-indented it, turned tabs into spaces) while the
//! other side edited inside it has its layout kept there: a gap taken from the other side
//! or the base is printed as that side wrote the same gap elsewhere (see
//! [`Gaps::relaid`]).
//!
//! This module chooses gap text only; it does not print anything.

use std::cell::{OnceCell, RefCell};

use rustc_hash::FxHashMap;

use super::classes::{ClassId, Classes};
use crate::revision::{Rev, ThreeWay};
use crate::tree::NodeId;

/// A merged child, as far as gaps are concerned: its class (none for a separator the
/// rebuild generates) and its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Key {
    /// The class, if the child stands for one.
    pub class: Option<ClassId>,
    /// The node kind (for a generated separator, the token itself).
    pub kind: &'static str,
}

/// Gap lookups over the three revisions.
pub struct Gaps<'c, 'a, 'src> {
    classes: &'c Classes<'a, 'src>,
    /// Per revision and node: index among the parent's children.
    index: ThreeWay<Vec<u32>>,
    /// Per side (left, right): each base gap the side wrote otherwise between the same
    /// neighbours, with the side's version (`None` when it wrote it in several ways).
    relaid: [OnceCell<FxHashMap<&'src str, Option<&'src str>>>; 2],
    /// Per parent: the side that only re-laid it out, if one did.
    relaid_by: RefCell<FxHashMap<ClassId, Option<Rev>>>,
    /// Per re-laid parent: its [`Gaps::space_scale`] (one walk of the parent each).
    scales: RefCell<FxHashMap<ClassId, Option<(usize, usize)>>>,
}

const ORDER: [Rev; 3] = [Rev::Left, Rev::Right, Rev::Base];

/// The three-way choice of a text: a side that changed it wins, left when both did.
pub fn choose(texts: ThreeWay<Option<&str>>) -> Option<&str> {
    chosen(texts).map(|(_, text)| text)
}

/// [`choose`], with the revision chosen.
fn chosen(texts: ThreeWay<Option<&str>>) -> Option<(Rev, &str)> {
    match texts.into_array() {
        [Some(b), Some(l), Some(r)] => Some(if b == l { (Rev::Right, r) } else { (Rev::Left, l) }),
        [_, Some(l), _] => Some((Rev::Left, l)),
        [_, None, Some(r)] => Some((Rev::Right, r)),
        [b, None, None] => b.map(|b| (Rev::Base, b)),
    }
}

impl<'c, 'a, 'src> Gaps<'c, 'a, 'src> {
    /// Prepares lookups.
    pub fn new(classes: &'c Classes<'a, 'src>) -> Self {
        let index = ThreeWay::from_fn(|rev| {
            let tree = classes.trees[rev];
            let mut index = vec![0u32; tree.len()];
            for id in tree.ids() {
                for (i, &c) in tree.children(id).iter().enumerate() {
                    index[c.index()] = i as u32;
                }
            }
            index
        });
        Gaps {
            classes,
            index,
            relaid: [OnceCell::new(), OnceCell::new()],
            relaid_by: RefCell::default(),
            scales: RefCell::default(),
        }
    }

    /// The side that re-laid out `parent` and nothing more (its tokens are the base's, its
    /// text is not) while the other side did not.
    fn relaying_side(&self, parent: ClassId) -> Option<Rev> {
        if let Some(&known) = self.relaid_by.borrow().get(&parent) {
            return known;
        }
        let c = self.classes;
        // Hashes first: they differ (in constant time) wherever a side changed a token, so
        // the walks below run only on nodes whose tokens all stayed.
        let relaid = |side: Rev| {
            let (Some(a), Some(b)) = (c.member(side, parent), c.member(Rev::Base, parent)) else {
                return false;
            };
            let (na, nb) = (c.trees[side].node(a), c.trees[Rev::Base].node(b));
            na.hash == nb.hash
                && c.trees[side].text(a) != c.trees[Rev::Base].text(b)
                && c.same_subtree(side, Rev::Base, parent)
        };
        let side = match (relaid(Rev::Left), relaid(Rev::Right)) {
            (true, false) => Some(Rev::Left),
            (false, true) => Some(Rev::Right),
            _ => None,
        };
        self.relaid_by.borrow_mut().insert(parent, side);
        side
    }

    /// How the side that only re-laid out `parent` scaled its space indentation, when a node
    /// of `rev` (the other side, or the base) is printed inside it: `(times, per)`, every
    /// `per` spaces of extra depth became `times`. Read from the line starts inside
    /// `parent`, base against that side: the steps between their depths (8, 10 and 12 spaces
    /// in base, 8, 12 and 16 in the side: each step of 2 became 4, `(2, 1)`). Known when
    /// every step agrees and there is one at least; `None` for tabs (see
    /// [`crate::render::reindent`]) and whenever the evidence disagrees.
    pub fn space_scale(&self, parent: ClassId, rev: Rev) -> Option<(usize, usize)> {
        let side = self.relaying_side(parent).filter(|&side| side != rev)?;
        if let Some(&known) = self.scales.borrow().get(&parent) {
            return known;
        }
        let scale = self.measure_scale(parent, side);
        self.scales.borrow_mut().insert(parent, scale);
        scale
    }

    /// [`Gaps::space_scale`] of `parent`, re-laid by `side`, measured.
    fn measure_scale(&self, parent: ClassId, side: Rev) -> Option<(usize, usize)> {
        let c = self.classes;
        let (tree, base) = (c.trees[side], c.trees[Rev::Base]);
        let p = c.member(side, parent)?;
        let depth = |gap: &str| {
            let line = &gap[gap.rfind('\n').map_or(0, |i| i + 1)..];
            line.bytes().all(|b| b == b' ').then_some(line.len())
        };
        let mut depths: Vec<(usize, usize)> = Vec::new();
        for id in (p.0..p.0 + tree.node(p).size).map(NodeId) {
            for pair in tree.children(id).windows(2) {
                let (Some(a), Some(b)) = (
                    c.member(Rev::Base, c.class(side, pair[0])),
                    c.member(Rev::Base, c.class(side, pair[1])),
                ) else {
                    continue;
                };
                if base.parent(a) != base.parent(b)
                    || self.index[Rev::Base][b.index()] != self.index[Rev::Base][a.index()] + 1
                {
                    continue;
                }
                let (before, after) =
                    (self.between(Rev::Base, a, b), self.between(side, pair[0], pair[1]));
                if before.contains('\n') && after.contains('\n') {
                    depths.push((depth(before)?, depth(after)?));
                }
            }
        }
        depths.sort_unstable();
        depths.dedup();
        let gcd = |mut a: usize, mut b: usize| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let mut scale = None;
        for pair in depths.windows(2) {
            let ((b1, a1), (b2, a2)) = (pair[0], pair[1]);
            if b2 == b1 || a2 <= a1 {
                return None;
            }
            let (times, per) = (a2 - a1, b2 - b1);
            let g = gcd(times, per);
            if *scale.get_or_insert((times / g, per / g)) != (times / g, per / g) {
                return None;
            }
        }
        scale.filter(|&(times, per)| times != per)
    }

    /// The gaps `side` indented otherwise than the base between the same two neighbours
    /// (white space only, the same line breaks): base's gap to the side's.
    fn relaid(&self, side: Rev) -> &FxHashMap<&'src str, Option<&'src str>> {
        self.relaid[usize::from(side == Rev::Right)].get_or_init(|| {
            let c = self.classes;
            let blank = |gap: &str| gap.bytes().all(|b| b.is_ascii_whitespace());
            let mut map: FxHashMap<&'src str, Option<&'src str>> = FxHashMap::default();
            let tree = c.trees[side];
            for parent in tree.ids() {
                // Not the gap before the last child: a closing token's line is often
                // re-indented alone (a misplaced `)` put back), which is no change of style.
                let children = tree.children(parent);
                for pair in children[..children.len().saturating_sub(1)].windows(2) {
                    let (Some(a), Some(b)) = (
                        c.member(Rev::Base, c.class(side, pair[0])),
                        c.member(Rev::Base, c.class(side, pair[1])),
                    ) else {
                        continue;
                    };
                    let base_tree = c.trees[Rev::Base];
                    if base_tree.parent(a) != base_tree.parent(b)
                        || self.index[Rev::Base][b.index()] != self.index[Rev::Base][a.index()] + 1
                    {
                        continue;
                    }
                    let (before, after) =
                        (self.between(Rev::Base, a, b), self.between(side, pair[0], pair[1]));
                    // Indentation only: the same line breaks, other white space after them
                    // (a re-wrap, which breaks lines elsewhere, says nothing of other gaps).
                    let breaks = |gap: &str| gap.bytes().filter(|&b| b == b'\n').count();
                    if before != after
                        && blank(before)
                        && blank(after)
                        && breaks(before) > 0
                        && breaks(before) == breaks(after)
                    {
                        let entry = map.entry(before).or_insert(Some(after));
                        if *entry != Some(after) {
                            *entry = None;
                        }
                    }
                }
            }
            map
        })
    }

    fn member_in(&self, rev: Rev, parent: ClassId, class: ClassId) -> Option<NodeId> {
        let node = self.classes.member(rev, class)?;
        let p = self.classes.member(rev, parent)?;
        (self.classes.trees[rev].parent(node) == Some(p)).then_some(node)
    }

    fn between(&self, rev: Rev, a: NodeId, b: NodeId) -> &'src str {
        let tree = self.classes.trees[rev];
        let (end, start) = (tree.node(a).range.end, tree.node(b).range.start);
        if end <= start { &tree.source[end..start] } else { "" }
    }

    /// The gap between `a` and `b` of `rev`, to print after `x` (which stood elsewhere).
    /// Some grammars end a node with the line break after it, and even the next line's
    /// indentation (a Markdown list item), except where it is last: the gap is counted from
    /// the end of `a`'s own text, less the white space `x` already ends with.
    fn borrowed(&self, rev: Rev, a: NodeId, b: NodeId, x: Option<ClassId>) -> &'src str {
        let tree = self.classes.trees[rev];
        let trailing = |text: &str| text.len() - text.trim_end().len();
        let (end, start) = (tree.node(a).range.end, tree.node(b).range.start);
        if end > start {
            return "";
        }
        let from = end - trailing(tree.text(a));
        let gap = &tree.source[from..start];
        let x_trailing =
            x.and_then(|k| ORDER.iter().find_map(|&r| self.classes.text(r, k))).map_or(0, trailing);
        match gap.get(x_trailing..) {
            Some(rest) if gap[..x_trailing].bytes().all(|c| c.is_ascii_whitespace()) => rest,
            _ => self.between(rev, a, b),
        }
    }

    fn sibling(&self, rev: Rev, node: NodeId, offset: isize) -> Option<NodeId> {
        let tree = self.classes.trees[rev];
        let parent = tree.parent(node)?;
        let i = self.index[rev][node.index()] as isize + offset;
        (i >= 0).then(|| tree.children(parent).get(i as usize).copied()).flatten()
    }

    /// Revisions to borrow formatting from, the side that changed the parent first.
    fn order(&self, parent: ClassId) -> [Rev; 3] {
        // Hash and length stand in for the text: comparing texts at every level of a deep
        // tree would be quadratic.
        let c = self.classes;
        let shape = |r: Rev| {
            c.member(r, parent).map(|n| {
                let node = c.trees[r].node(n);
                (node.hash, node.range.len())
            })
        };
        if shape(Rev::Left) == shape(Rev::Base) && shape(Rev::Right).is_some() {
            [Rev::Right, Rev::Left, Rev::Base]
        } else {
            ORDER
        }
    }

    /// The gap between merged children `x` and `y` of `parent`.
    pub fn gap(&self, parent: ClassId, x: Key, y: Key) -> &'src str {
        let (rev, gap) = self.gap_from(parent, x, y);
        // The line of a closing token is indented as the parent, not as its elements: the
        // gaps learned between elements do not apply to it.
        let closing = y.class.is_none_or(|k| {
            let c = self.classes;
            [rev, Rev::Left, Rev::Right, Rev::Base].into_iter().find_map(|r| {
                let (node, p) = (c.member(r, k)?, c.member(r, parent)?);
                Some(c.trees[r].children(p).last() == Some(&node))
            }) != Some(false)
        });
        match self.relaying_side(parent) {
            Some(side) if rev != side && !closing => {
                self.relaid(side).get(gap).copied().flatten().unwrap_or(gap)
            }
            _ => gap,
        }
    }

    /// [`Gaps::gap`] before any re-layout, with the revision it was taken from.
    fn gap_from(&self, parent: ClassId, x: Key, y: Key) -> (Rev, &'src str) {
        let order = self.order(parent);
        if let (Some(cx), Some(cy)) = (x.class, y.class) {
            let texts = ThreeWay::from_fn(|rev| {
                let (a, b) = (self.member_in(rev, parent, cx)?, self.member_in(rev, parent, cy)?);
                (self.index[rev][b.index()] == self.index[rev][a.index()] + 1)
                    .then(|| self.between(rev, a, b))
            });
            if let Some(chosen) = chosen(texts) {
                return chosen;
            }
        }
        let tree_kind = |rev: Rev, n: NodeId| self.classes.trees[rev].kind(n);
        // y after something of x's kind, else x before something of y's kind. The gap
        // before y comes first: where the sides' insertions at one place are stacked, y's
        // own side separated it from the item before the spot as x follows that item, while
        // what came after x on its side (a blank line closing a group) now comes after y.
        for rev in order {
            if let Some(cy) = y.class
                && let Some(b) = self.member_in(rev, parent, cy)
                && let Some(a) = self.sibling(rev, b, -1)
                && tree_kind(rev, a) == x.kind
            {
                return (rev, self.borrowed(rev, a, b, x.class));
            }
        }
        for rev in order {
            if let Some(cx) = x.class
                && let Some(a) = self.member_in(rev, parent, cx)
                && let Some(b) = self.sibling(rev, a, 1)
                && tree_kind(rev, b) == y.kind
            {
                return (rev, self.between(rev, a, b));
            }
        }
        // Any two neighbours of these kinds in the parent.
        for rev in order {
            let Some(p) = self.classes.member(rev, parent) else { continue };
            let children = self.classes.trees[rev].children(p);
            for w in children.windows(2) {
                if tree_kind(rev, w[0]) == x.kind && tree_kind(rev, w[1]) == y.kind {
                    return (rev, self.between(rev, w[0], w[1]));
                }
            }
        }
        // Whatever stood before y, or after x. A token without a class (a closing
        // delimiter) is found by its kind: the line it starts has the indentation of the
        // list's end, which the gap after x (an element inside) does not.
        for rev in order {
            if let Some(cy) = y.class
                && let Some(b) = self.member_in(rev, parent, cy)
                && let Some(a) = self.sibling(rev, b, -1)
            {
                return (rev, self.borrowed(rev, a, b, x.class));
            }
        }
        if y.class.is_none() {
            for rev in order {
                let Some(p) = self.classes.member(rev, parent) else { continue };
                let children = self.classes.trees[rev].children(p);
                if let Some(i) = children.iter().rposition(|&c| tree_kind(rev, c) == y.kind)
                    && i > 0
                {
                    return (rev, self.between(rev, children[i - 1], children[i]));
                }
            }
        }
        for rev in order {
            if let Some(cx) = x.class
                && let Some(a) = self.member_in(rev, parent, cx)
                && let Some(b) = self.sibling(rev, a, 1)
            {
                return (rev, self.between(rev, a, b));
            }
        }
        // Any gap between elements of the parent.
        for rev in order {
            let Some(p) = self.classes.member(rev, parent) else { continue };
            let children = self.classes.trees[rev].children(p);
            if let Some(w) = children.windows(2).next() {
                return (rev, self.between(rev, w[0], w[1]));
            }
        }
        (Rev::Base, "")
    }

    /// Text between the merged last child `last` and the end of `parent`: the parent's
    /// [`Gaps::edge`], except where `last` stood last in no revision (everything that
    /// followed it went away) and the edge is nothing but a line break. The blank lines that
    /// followed `last` then stay: both sides kept them, and what each side removed came
    /// after them (a line merge keeps them too).
    pub fn end(&self, parent: ClassId, last: Option<Key>) -> &'src str {
        let edge = self.edge(parent, false);
        let Some(cx) = last.and_then(|k| k.class) else { return edge };
        if edge.is_empty() || !edge.trim_end_matches(['\n', '\r']).is_empty() {
            return edge;
        }
        let mut gaps: ThreeWay<Option<&str>> = ThreeWay::default();
        for rev in Rev::ALL {
            if let Some(a) = self.member_in(rev, parent, cx) {
                let Some(b) = self.sibling(rev, a, 1) else { return edge };
                gaps[rev] = Some(self.between(rev, a, b));
            }
        }
        let Some(gap) = choose(gaps) else { return edge };
        let blank = &gap[..gap.rfind('\n').map_or(0, |i| i + 1)];
        let breaks = |text: &str| text.bytes().filter(|&b| b == b'\n').count();
        if blank.bytes().all(|b| b.is_ascii_whitespace()) && breaks(blank) > breaks(edge) {
            blank
        } else {
            edge
        }
    }

    /// Text between the start of `parent` and its first child (`first`), and between its
    /// last child and its end (`first = false`).
    pub fn edge(&self, parent: ClassId, first: bool) -> &'src str {
        let texts = ThreeWay::from_fn(|rev| {
            let p = self.classes.member(rev, parent)?;
            let tree = self.classes.trees[rev];
            let node = tree.node(p);
            let children = tree.children(p);
            let child = if first { children.first() } else { children.last() }?;
            let c = tree.node(*child);
            Some(if first {
                &tree.source[node.range.start..c.range.start.max(node.range.start)]
            } else {
                &tree.source[c.range.end.min(node.range.end)..node.range.end]
            })
        });
        choose(texts).unwrap_or("")
    }
}
