//! The arena tree every later stage works on: nodes in a `Vec`, addressed by [`NodeId`],
//! with kind, byte range, children, parent, field name, structural hash, height and size.
//! All child lists share one buffer (a node holds its slice's bounds), so a tree costs a
//! few allocations however many nodes it has: the stages build six trees per merge, and
//! one `Vec` per inner node made the allocator a tenth of a merge's instructions.
//!
//! This module owns the data structure and its invariants only. It does not know
//! tree-sitter (see [`crate::parse`]) nor any language. Trees are immutable once built:
//! [`TreeBuilder::finish`] computes parents, hashes, heights and sizes in one pass.

use std::hash::{Hash, Hasher};
use std::ops::Range;

use rustc_hash::FxHasher;

/// Index of a node in its [`Tree`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One node of a [`Tree`].
#[derive(Debug, Clone)]
pub struct Node {
    /// Grammar kind, e.g. `"function_item"`; for anonymous tokens the token text, e.g. `"{"`.
    pub kind: &'static str,
    /// Field name under which the parent holds this node, e.g. `"name"`.
    pub field: Option<&'static str>,
    /// Whether the grammar names this kind (tree-sitter's "named" nodes).
    pub named: bool,
    /// Byte range in [`Tree::source`].
    pub range: Range<usize>,
    /// Parent, `None` for the root.
    pub parent: Option<NodeId>,
    /// Where the children, in source order, lie in the tree's child buffer (see
    /// [`Tree::children`]).
    children: Range<u32>,
    /// Structural hash: kind, the text of leaves, and the children's hashes in order. Two
    /// subtrees with the same hash are taken as isomorphic.
    pub hash: u64,
    /// 1 for a leaf, else 1 + the largest child height.
    pub height: u32,
    /// Number of nodes in the subtree, this one included.
    pub size: u32,
}

impl Node {
    /// Whether the node has no children (a token, an atomic node or one line of a split leaf).
    pub fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }

    /// Number of children.
    pub fn child_count(&self) -> usize {
        self.children.len()
    }
}

/// A syntax tree over one revision's source text.
#[derive(Debug, Clone)]
pub struct Tree<'src> {
    /// The text the ranges point into (line endings already normalised to LF).
    pub source: &'src str,
    nodes: Vec<Node>,
    /// Every node's children, node after node in pre-order.
    child_ids: Vec<NodeId>,
    root: NodeId,
}

impl<'src> Tree<'src> {
    /// The root node's id.
    pub fn root(&self) -> NodeId {
        self.root
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree has no nodes (never true for a built tree).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// A node by id.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// All ids, in pre-order (the builder allocates nodes in pre-order).
    pub fn ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + '_ {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The source text of a node.
    pub fn text(&self, id: NodeId) -> &'src str {
        &self.source[self.node(id).range.clone()]
    }

    /// The node's children.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let range = &self.node(id).children;
        &self.child_ids[range.start as usize..range.end as usize]
    }

    /// The node's parent.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).parent
    }

    /// The node's kind.
    pub fn kind(&self, id: NodeId) -> &'static str {
        self.node(id).kind
    }

    /// The subtree of `id` in pre-order, `id` first. Iterative: safe on deep trees.
    pub fn descendants(&self, id: NodeId) -> Vec<NodeId> {
        // Pre-order allocation makes a subtree a contiguous id range.
        let start = id.0;
        let end = start + self.node(id).size;
        (start..end).map(NodeId).collect()
    }

    /// Whether only white space stands before the node on its line.
    pub fn starts_line(&self, id: NodeId) -> bool {
        let start = self.node(id).range.start;
        let line_start = self.source[..start].rfind('\n').map_or(0, |i| i + 1);
        self.source[line_start..start].trim().is_empty()
    }

    /// Whether only white space follows the node on its line.
    pub fn ends_line(&self, id: NodeId) -> bool {
        let end = self.node(id).range.end;
        let rest = &self.source[end..];
        rest[..rest.find('\n').unwrap_or(rest.len())].trim().is_empty()
    }

    /// Whether `ancestor` is `id` or one of its ancestors.
    pub fn is_ancestor_or_self(&self, ancestor: NodeId, id: NodeId) -> bool {
        let a = ancestor.0;
        a <= id.0 && id.0 < a + self.node(ancestor).size
    }

    /// The subtree of `id` in post-order (children before parents). Iterative.
    pub fn post_order(&self, id: NodeId) -> Vec<NodeId> {
        let mut out = Vec::with_capacity(self.node(id).size as usize);
        let mut stack = vec![(id, 0usize)];
        while let Some((node, next_child)) = stack.pop() {
            let children = self.children(node);
            if next_child < children.len() {
                stack.push((node, next_child + 1));
                stack.push((children[next_child], 0));
            } else {
                out.push(node);
            }
        }
        out
    }

    /// Depth of a node (root = 0).
    pub fn depth(&self, id: NodeId) -> usize {
        let mut depth = 0;
        let mut current = id;
        while let Some(parent) = self.parent(current) {
            depth += 1;
            current = parent;
        }
        depth
    }

    /// Index of `id` among its parent's children.
    pub fn index_in_parent(&self, id: NodeId) -> Option<usize> {
        let parent = self.parent(id)?;
        self.children(parent).iter().position(|&c| c == id)
    }
}

/// Builds a [`Tree`] in pre-order: `open` an inner node, add `leaf`s and nested nodes,
/// `close` it. Used by [`crate::parse`] and by tests that need a tree without a grammar.
#[derive(Debug)]
pub struct TreeBuilder<'src> {
    source: &'src str,
    nodes: Vec<Node>,
    /// The open nodes, innermost last, each with its last child so far.
    open: Vec<(NodeId, Option<NodeId>)>,
}

impl<'src> TreeBuilder<'src> {
    /// A builder over `source`.
    pub fn new(source: &'src str) -> Self {
        TreeBuilder { source, nodes: Vec::new(), open: Vec::new() }
    }

    /// A builder over `source` with room for `nodes` nodes.
    pub fn with_capacity(source: &'src str, nodes: usize) -> Self {
        TreeBuilder { source, nodes: Vec::with_capacity(nodes), open: Vec::new() }
    }

    fn push(
        &mut self,
        kind: &'static str,
        field: Option<&'static str>,
        named: bool,
        range: Range<usize>,
    ) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        let parent = self.open.last_mut().map(|(parent, last)| {
            *last = Some(id);
            *parent
        });
        // Child counts for now; `finish` turns them into ranges of the child buffer.
        self.nodes.push(Node {
            kind,
            field,
            named,
            range,
            parent,
            children: 0..0,
            hash: 0,
            height: 1,
            size: 1,
        });
        if let Some(parent) = parent {
            self.nodes[parent.index()].children.end += 1;
        }
        id
    }

    /// Opens an inner node starting at byte `start`.
    pub fn open(
        &mut self,
        kind: &'static str,
        field: Option<&'static str>,
        named: bool,
        start: usize,
    ) -> NodeId {
        let id = self.push(kind, field, named, start..start);
        self.open.push((id, None));
        id
    }

    /// Adds a leaf covering `range`.
    pub fn leaf(
        &mut self,
        kind: &'static str,
        field: Option<&'static str>,
        named: bool,
        range: Range<usize>,
    ) -> NodeId {
        self.push(kind, field, named, range)
    }

    /// Closes the innermost open node, which ends at byte `end`.
    ///
    /// # Panics
    /// If no node is open.
    pub fn close(&mut self, end: usize) {
        let (id, _) = self.open.pop().expect("close without open");
        self.nodes[id.index()].range.end = end;
    }

    /// Closes the innermost open node at byte `end`, or at the end of its last child when
    /// that comes first: what follows the last child inside the node is whitespace (the
    /// parse stage guarantees it), and whitespace at the end of a node belongs to the gap
    /// after it, so that the node reads the same wherever it stands.
    ///
    /// # Panics
    /// If no node is open.
    pub fn close_after_children(&mut self, end: usize) {
        let (id, last) = *self.open.last().expect("close without open");
        let last = last.map(|c| self.nodes[c.index()].range.end);
        let start = self.nodes[id.index()].range.start;
        self.close(last.map_or(end, |l| end.min(l.max(start))));
    }

    /// Finishes the tree: closes what is still open at the end of the source and computes
    /// hashes, heights and sizes. Returns `None` when no node was added.
    pub fn finish(mut self) -> Option<Tree<'src>> {
        while !self.open.is_empty() {
            self.close(self.source.len());
        }
        if self.nodes.is_empty() {
            return None;
        }
        // Each node's slice of the child buffer: counts became offsets, and the children,
        // visited in pre-order, fill their parent's slice in source order.
        let mut offset = 0u32;
        for node in &mut self.nodes {
            let count = node.children.end;
            node.children = offset..offset;
            offset += count;
        }
        let mut child_ids = vec![NodeId(0); offset as usize];
        for index in 1..self.nodes.len() {
            let Some(parent) = self.nodes[index].parent else { continue };
            let slot = &mut self.nodes[parent.index()].children;
            child_ids[slot.end as usize] = NodeId(index as u32);
            slot.end += 1;
        }
        // Pre-order ids: every child has a larger id than its parent, so a reverse sweep
        // sees children first.
        for index in (0..self.nodes.len()).rev() {
            let node = &self.nodes[index];
            let mut hasher = FxHasher::default();
            node.kind.hash(&mut hasher);
            let (mut height, mut size) = (1u32, 1u32);
            if node.children.is_empty() {
                self.source[node.range.clone()].hash(&mut hasher);
            } else {
                for &child in &child_ids[node.children.start as usize..node.children.end as usize] {
                    let child = &self.nodes[child.index()];
                    child.hash.hash(&mut hasher);
                    height = height.max(child.height + 1);
                    size += child.size;
                }
            }
            let node = &mut self.nodes[index];
            node.hash = hasher.finish();
            node.height = height;
            node.size = size;
        }
        Some(Tree { source: self.source, nodes: self.nodes, child_ids, root: NodeId(0) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(source: &str) -> Tree<'_> {
        // "a(b c)" : call(ident, args(ident, ident))
        let mut b = TreeBuilder::new(source);
        b.open("call", None, true, 0);
        b.leaf("ident", Some("function"), true, 0..1);
        b.open("args", Some("arguments"), true, 1);
        b.leaf("(", None, false, 1..2);
        b.leaf("ident", None, true, 2..3);
        b.leaf("ident", None, true, 4..5);
        b.leaf(")", None, false, 5..6);
        b.close(6);
        b.close(6);
        b.finish().unwrap()
    }

    #[test]
    fn builder_computes_structure() {
        let tree = sample("a(b c)");
        let root = tree.root();
        assert_eq!(tree.node(root).size, 7);
        assert_eq!(tree.node(root).height, 3);
        assert_eq!(tree.text(NodeId(2)), "(b c)");
        assert_eq!(tree.parent(NodeId(4)), Some(NodeId(2)));
        assert_eq!(tree.descendants(NodeId(2)).len(), 5);
        assert_eq!(tree.post_order(root).last(), Some(&root));
        assert_eq!(tree.depth(NodeId(4)), 2);
        assert!(tree.is_ancestor_or_self(NodeId(2), NodeId(6)));
        assert!(!tree.is_ancestor_or_self(NodeId(2), NodeId(1)));
    }

    #[test]
    fn hash_depends_on_leaf_text() {
        let a = sample("a(b c)");
        let b = sample("a(b d)");
        let c = sample("a(b c)");
        assert_ne!(a.node(a.root()).hash, b.node(b.root()).hash);
        assert_eq!(a.node(a.root()).hash, c.node(c.root()).hash);
        // Identical leaves hash alike wherever they stand.
        assert_eq!(a.node(NodeId(1)).hash, a.node(NodeId(1)).hash);
    }

    #[test]
    fn close_after_children_leaves_trailing_whitespace_to_the_parent() {
        // "- a\n\n- b\n": list(item("- a\n\n"), item("- b\n")), as a Markdown grammar
        // reports it: the first item holds the blank line after it.
        let source = "- a\n\n- b\n";
        let mut b = TreeBuilder::new(source);
        b.open("list", None, true, 0);
        b.open("item", None, true, 0);
        b.leaf("marker", None, true, 0..2);
        b.leaf("text", None, true, 2..3);
        b.close_after_children(5);
        b.open("item", None, true, 5);
        b.leaf("marker", None, true, 5..7);
        b.leaf("text", None, true, 7..8);
        b.close_after_children(9);
        b.close(source.len());
        let tree = b.finish().unwrap();
        assert_eq!(tree.text(NodeId(1)), "- a");
        assert_eq!(tree.text(NodeId(4)), "- b");
        // Both items read the same way, so equal items hash alike wherever they stand.
        assert_eq!(tree.node(NodeId(0)).range, 0..source.len());
        // A node without children keeps the end it was given.
        let mut b = TreeBuilder::new("x ");
        b.open("empty", None, true, 0);
        b.close_after_children(2);
        assert_eq!(b.finish().unwrap().node(NodeId(0)).range, 0..2);
    }
}
