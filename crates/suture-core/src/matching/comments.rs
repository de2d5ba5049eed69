//! Comments are matched with the code they document. A comment written on its own line
//! belongs to the element after it (a doc comment to its method, a note to its statement);
//! two such comments are the same comment only if those elements are the same element.
//! Matching them on their text alone pairs two sides' identical doc comments above two
//! different new methods, or a moved method's comment with the one of the method that
//! took its place, and then neither method keeps its own comment in the merge.
//!
//! This pass runs last and only removes pairs; it never adds one.

use super::Matching;
use crate::profile::is_comment_kind;
use crate::tree::{NodeId, Tree};

/// Unmaps each comment that starts its own line whose element (the next named sibling that
/// is not a comment) went elsewhere, with everything inside it: the element is mapped to
/// another node than its partner's element, or that one to another node than it. With
/// `strict`, an element that is not mapped at all counts as gone too: between two sides,
/// where nothing is paired but what is equal, a comment above two different new elements
/// documents two things. Between the base and a side, an element the side edited beyond
/// recognition keeps its comment (a file's license header above an import the side
/// rewrote is still the header). Comments with no element after them (the end of a block)
/// keep their pairing, and so do comments a blank line stands under.
pub(super) fn unpair_strays(src: &Tree<'_>, dst: &Tree<'_>, matching: &mut Matching, strict: bool) {
    unpair_strays_of(src, dst, matching, strict, &|_, _| false);
}

/// [`unpair_strays`] for comments and for the nodes that `attached` (their kind, their
/// parent's kind) says are attached to the element after them (Rust's `#[..]` attribute
/// items in a module or an impl, decorators): those
/// are alike everywhere (`#[macro_use]`, `#[test]`) and only the element after them tells
/// them apart. Each element pair then gets the runs of unpaired attached nodes right above
/// its two elements paired in order, where their texts are equal.
pub fn unpair_stray_attachments(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    strict: bool,
    attached: &dyn Fn(&str, &str) -> bool,
) {
    unpair_strays_of(src, dst, matching, strict, attached);
    let attached_at = |tree: &Tree<'_>, id: NodeId| {
        tree.parent(id).is_some_and(|p| attached(tree.kind(id), tree.kind(p)))
    };
    let (src_at, dst_at) = (places(src), places(dst));
    let run_above = |tree: &Tree<'_>, id: NodeId, at: &[u32]| -> Vec<NodeId> {
        let Some(parent) = tree.parent(id) else { return Vec::new() };
        let siblings = &tree.children(parent)[..at[id.index()] as usize];
        let mut run: Vec<NodeId> = siblings
            .iter()
            .rev()
            .take_while(|&&s| attached_at(tree, s) || is_comment_kind(tree.kind(s)))
            .copied()
            .filter(|&s| attached_at(tree, s))
            .collect();
        run.reverse();
        run
    };
    let elements: Vec<(NodeId, NodeId)> = matching
        .pairs()
        .filter(|&(a, _)| src.parent(a).is_some() && src.node(a).named && !attached_at(src, a))
        .collect();
    for (x, y) in elements {
        let (above_x, above_y) = (run_above(src, x, &src_at), run_above(dst, y, &dst_at));
        if above_x.is_empty() || above_y.is_empty() {
            continue;
        }
        let free_y: Vec<NodeId> = above_y.into_iter().filter(|&b| !matching.has_dst(b)).collect();
        let mut from = 0;
        let free_x: Vec<NodeId> = above_x.into_iter().filter(|&a| !matching.has_src(a)).collect();
        for a in free_x {
            let text = src.text(a);
            if let Some(k) = free_y[from..].iter().position(|&b| dst.text(b) == text) {
                let b = free_y[from + k];
                super::link_subtrees(src, dst, matching, a, b);
                from += k + 1;
            }
        }
    }
}

fn unpair_strays_of(
    src: &Tree<'_>,
    dst: &Tree<'_>,
    matching: &mut Matching,
    strict: bool,
    attached: &dyn Fn(&str, &str) -> bool,
) {
    let (src_at, dst_at) = (places(src), places(dst));
    let mut strays = Vec::new();
    let annotation = |kind: &str, parent: &str| is_comment_kind(kind) || attached(kind, parent);
    for a in src.ids() {
        let Some(parent) = src.parent(a) else { continue };
        if !annotation(src.kind(a), src.kind(parent)) {
            continue;
        }
        let Some(b) = matching.dst(a) else { continue };
        if !src.starts_line(a) || !dst.starts_line(b) {
            continue;
        }
        let after = |tree: &Tree<'_>, id, at: &[u32]| element_after(tree, id, at, &annotation);
        let documented = match (after(src, a, &src_at), after(dst, b, &dst_at)) {
            (None, None) => true,
            (Some(x), Some(y)) => match (matching.dst(x), matching.src(y)) {
                (Some(to), _) if to != y => false,
                (_, Some(from)) if from != x => false,
                (None, None) => !strict,
                _ => true,
            },
            _ => !strict,
        };
        if !documented {
            strays.push(a);
        }
    }
    for a in strays {
        for inside in a.0..a.0 + src.node(a).size {
            matching.remove_src(NodeId(inside));
        }
    }
}

/// Each node's index among its parent's children, found in one pass.
fn places(tree: &Tree<'_>) -> Vec<u32> {
    let mut at = vec![0; tree.len()];
    for parent in tree.ids() {
        for (i, &child) in tree.children(parent).iter().enumerate() {
            at[child.index()] = i as u32;
        }
    }
    at
}

/// The element `id` documents: the first named sibling after it that is not a comment,
/// when it starts on the next line (comments in between aside). A blank line makes the
/// comment free-standing (a license header, a section title): it documents nothing.
/// `places` holds each node's index among its siblings.
fn element_after(
    tree: &Tree<'_>,
    id: NodeId,
    places: &[u32],
    annotation: &dyn Fn(&str, &str) -> bool,
) -> Option<NodeId> {
    let parent = tree.parent(id)?;
    let siblings = tree.children(parent);
    let mut end = tree.node(id).range.end;
    for &sibling in &siblings[places[id.index()] as usize + 1..] {
        let node = tree.node(sibling);
        let gap = &tree.source[end.min(node.range.start)..node.range.start];
        let breaks = gap.matches('\n').count() + usize::from(tree.source[..end].ends_with('\n'));
        if breaks > 1 {
            return None;
        }
        if node.named && !annotation(node.kind, tree.kind(parent)) {
            return Some(sibling);
        }
        end = node.range.end;
    }
    None
}
