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
    let (src_at, dst_at) = (places(src), places(dst));
    let mut strays = Vec::new();
    for a in src.ids() {
        if !is_comment_kind(src.kind(a)) || src.parent(a).is_none() {
            continue;
        }
        let Some(b) = matching.dst(a) else { continue };
        if !src.starts_line(a) || !dst.starts_line(b) {
            continue;
        }
        let documented = match (element_after(src, a, &src_at), element_after(dst, b, &dst_at)) {
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
fn element_after(tree: &Tree<'_>, id: NodeId, places: &[u32]) -> Option<NodeId> {
    let siblings = tree.children(tree.parent(id)?);
    let mut end = tree.node(id).range.end;
    for &sibling in &siblings[places[id.index()] as usize + 1..] {
        let node = tree.node(sibling);
        let gap = &tree.source[end.min(node.range.start)..node.range.start];
        let breaks = gap.matches('\n').count() + usize::from(tree.source[..end].ends_with('\n'));
        if breaks > 1 {
            return None;
        }
        if node.named && !is_comment_kind(node.kind) {
            return Some(sibling);
        }
        end = node.range.end;
    }
    None
}
