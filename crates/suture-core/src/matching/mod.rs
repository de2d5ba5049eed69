//! GumTree matching between two trees: which node of one revision is "the same" as which
//! node of another. This module owns the matching algorithms and their tuning
//! ([`MatchConfig`]); it does not merge or render anything.

use crate::tree::{NodeId, Tree};

/// A one-to-one partial mapping between the nodes of a source and a destination tree.
#[derive(Debug, Clone)]
pub struct Matching {
    src_to_dst: Vec<Option<NodeId>>,
    dst_to_src: Vec<Option<NodeId>>,
}

impl Matching {
    /// An empty matching between trees of the given sizes.
    pub fn new(src_len: usize, dst_len: usize) -> Self {
        Matching { src_to_dst: vec![None; src_len], dst_to_src: vec![None; dst_len] }
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
        Matching { src_to_dst: self.dst_to_src.clone(), dst_to_src: self.src_to_dst.clone() }
    }
}
