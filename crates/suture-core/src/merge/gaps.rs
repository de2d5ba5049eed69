//! Which whitespace to print between two merged siblings: taken from a revision where they
//! stood next to each other, else from the same kinds of neighbours in the revisions, else
//! from what stood before or after them. Gaps are always source slices, so the authors'
//! formatting comes through.
//!
//! This module chooses gap text only; it does not print anything.

use super::classes::{BASE, ClassId, Classes, LEFT, RIGHT};
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
    index: [Vec<u32>; 3],
}

const ORDER: [usize; 3] = [LEFT, RIGHT, BASE];

/// The three-way choice of a text: a side that changed it wins, left when both did.
pub fn choose(texts: [Option<&str>; 3]) -> Option<&str> {
    match texts {
        [Some(b), Some(l), Some(r)] => Some(if b == l { r } else { l }),
        [_, Some(l), _] => Some(l),
        [_, None, Some(r)] => Some(r),
        [b, None, None] => b,
    }
}

impl<'c, 'a, 'src> Gaps<'c, 'a, 'src> {
    /// Prepares lookups.
    pub fn new(classes: &'c Classes<'a, 'src>) -> Self {
        let index = [0, 1, 2].map(|rev| {
            let tree = classes.trees[rev];
            let mut index = vec![0u32; tree.len()];
            for id in tree.ids() {
                for (i, &c) in tree.children(id).iter().enumerate() {
                    index[c.index()] = i as u32;
                }
            }
            index
        });
        Gaps { classes, index }
    }

    fn member_in(&self, rev: usize, parent: ClassId, class: ClassId) -> Option<NodeId> {
        let node = self.classes.member(rev, class)?;
        let p = self.classes.member(rev, parent)?;
        (self.classes.trees[rev].parent(node) == Some(p)).then_some(node)
    }

    fn between(&self, rev: usize, a: NodeId, b: NodeId) -> &'src str {
        let tree = self.classes.trees[rev];
        let (end, start) = (tree.node(a).range.end, tree.node(b).range.start);
        if end <= start { &tree.source[end..start] } else { "" }
    }

    /// The gap between `a` and `b` of `rev`, to print after `x` (which stood elsewhere).
    /// Some grammars end a node with the line breaks after it, except where it is last:
    /// the gap is counted from the end of `a`'s own text, less the line breaks `x` already
    /// ends with.
    fn borrowed(&self, rev: usize, a: NodeId, b: NodeId, x: Option<ClassId>) -> &'src str {
        let tree = self.classes.trees[rev];
        let trailing = |text: &str| text.len() - text.trim_end_matches(['\n', '\r']).len();
        let (end, start) = (tree.node(a).range.end, tree.node(b).range.start);
        if end > start {
            return "";
        }
        let from = end - trailing(tree.text(a));
        let gap = &tree.source[from..start];
        let x_trailing =
            x.and_then(|k| ORDER.iter().find_map(|&r| self.classes.text(r, k))).map_or(0, trailing);
        match gap.get(x_trailing..) {
            Some(rest) if gap[..x_trailing].bytes().all(|c| c == b'\n' || c == b'\r') => rest,
            _ => self.between(rev, a, b),
        }
    }

    fn sibling(&self, rev: usize, node: NodeId, offset: isize) -> Option<NodeId> {
        let tree = self.classes.trees[rev];
        let parent = tree.parent(node)?;
        let i = self.index[rev][node.index()] as isize + offset;
        (i >= 0).then(|| tree.children(parent).get(i as usize).copied()).flatten()
    }

    /// Revisions to borrow formatting from, the side that changed the parent first.
    fn order(&self, parent: ClassId) -> [usize; 3] {
        // Hash and length stand in for the text: comparing texts at every level of a deep
        // tree would be quadratic.
        let c = self.classes;
        let shape = |r: usize| {
            c.member(r, parent).map(|n| {
                let node = c.trees[r].node(n);
                (node.hash, node.range.len())
            })
        };
        if shape(LEFT) == shape(BASE) && shape(RIGHT).is_some() {
            [RIGHT, LEFT, BASE]
        } else {
            ORDER
        }
    }

    /// The gap between merged children `x` and `y` of `parent`.
    pub fn gap(&self, parent: ClassId, x: Key, y: Key) -> &'src str {
        let order = self.order(parent);
        if let (Some(cx), Some(cy)) = (x.class, y.class) {
            let texts = [0, 1, 2].map(|rev| {
                let (a, b) = (self.member_in(rev, parent, cx)?, self.member_in(rev, parent, cy)?);
                (self.index[rev][b.index()] == self.index[rev][a.index()] + 1)
                    .then(|| self.between(rev, a, b))
            });
            if let Some(gap) = choose(texts) {
                return gap;
            }
        }
        let tree_kind = |rev: usize, n: NodeId| self.classes.trees[rev].kind(n);
        // y after something of x's kind, or x before something of y's kind.
        for rev in order {
            if let Some(cy) = y.class
                && let Some(b) = self.member_in(rev, parent, cy)
                && let Some(a) = self.sibling(rev, b, -1)
                && tree_kind(rev, a) == x.kind
            {
                return self.borrowed(rev, a, b, x.class);
            }
            if let Some(cx) = x.class
                && let Some(a) = self.member_in(rev, parent, cx)
                && let Some(b) = self.sibling(rev, a, 1)
                && tree_kind(rev, b) == y.kind
            {
                return self.between(rev, a, b);
            }
        }
        // Any two neighbours of these kinds in the parent.
        for rev in order {
            let Some(p) = self.classes.member(rev, parent) else { continue };
            let children = self.classes.trees[rev].children(p);
            for w in children.windows(2) {
                if tree_kind(rev, w[0]) == x.kind && tree_kind(rev, w[1]) == y.kind {
                    return self.between(rev, w[0], w[1]);
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
                return self.between(rev, a, b);
            }
        }
        if y.class.is_none() {
            for rev in order {
                let Some(p) = self.classes.member(rev, parent) else { continue };
                let children = self.classes.trees[rev].children(p);
                if let Some(i) = children.iter().rposition(|&c| tree_kind(rev, c) == y.kind)
                    && i > 0
                {
                    return self.between(rev, children[i - 1], children[i]);
                }
            }
        }
        for rev in order {
            if let Some(cx) = x.class
                && let Some(a) = self.member_in(rev, parent, cx)
                && let Some(b) = self.sibling(rev, a, 1)
            {
                return self.between(rev, a, b);
            }
        }
        // Any gap between elements of the parent.
        for rev in order {
            let Some(p) = self.classes.member(rev, parent) else { continue };
            let children = self.classes.trees[rev].children(p);
            if let Some(w) = children.windows(2).next() {
                return self.between(rev, w[0], w[1]);
            }
        }
        ""
    }

    /// Text between the start of `parent` and its first child (`first`), and between its
    /// last child and its end (`first = false`).
    pub fn edge(&self, parent: ClassId, first: bool) -> &'src str {
        let texts = [0, 1, 2].map(|rev| {
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
