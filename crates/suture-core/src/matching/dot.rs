//! Graphviz drawing of a matching, for `--debug DIR`: both trees side by side, their
//! edges solid, the pairs of the matching dashed. Only for people reading a bad merge; no
//! stage reads it back.

use std::fmt::Write as _;

use super::Matching;
use crate::tree::{NodeId, Tree};

/// Longest leaf text shown in a node label, in characters.
const MAX_LABEL_TEXT: usize = 40;

/// The matching of `src` to `dst` as a Graphviz `digraph`. Source nodes are `s<id>`,
/// destination nodes `d<id>`; unmapped nodes are filled grey so that changes stand out.
pub fn to_dot(src: &Tree<'_>, dst: &Tree<'_>, matching: &Matching) -> String {
    let mut out = String::from("digraph matching {\n  node [shape=box, fontname=monospace];\n");
    for (prefix, title, tree, mapped) in [
        ("s", "src", src, &(|id| matching.has_src(id)) as &dyn Fn(NodeId) -> bool),
        ("d", "dst", dst, &(|id| matching.has_dst(id)) as &dyn Fn(NodeId) -> bool),
    ] {
        let _ = writeln!(out, "  subgraph cluster_{title} {{\n    label=\"{title}\";");
        for id in tree.ids() {
            let fill = if mapped(id) { "" } else { ", style=filled, fillcolor=lightgrey" };
            let _ = writeln!(out, "    {prefix}{} [label=\"{}\"{fill}];", id.0, label(tree, id));
            for &child in tree.children(id) {
                let _ = writeln!(out, "    {prefix}{} -> {prefix}{};", id.0, child.0);
            }
        }
        out.push_str("  }\n");
    }
    for (a, b) in matching.pairs() {
        let _ = writeln!(
            out,
            "  s{} -> d{} [style=dashed, color=blue, constraint=false, arrowhead=none];",
            a.0, b.0
        );
    }
    out.push_str("}\n");
    out
}

/// `kind` for inner nodes, `kind: text` (shortened) for leaves, escaped for a dot string.
fn label(tree: &Tree<'_>, id: NodeId) -> String {
    let node = tree.node(id);
    let mut text = format!("{}#{}", node.kind, id.0);
    if node.is_leaf() {
        let leaf = tree.text(id);
        let short: String = leaf.chars().take(MAX_LABEL_TEXT).collect();
        let ellipsis = if short.len() < leaf.len() { "…" } else { "" };
        let _ = write!(text, ": {short}{ellipsis}");
    }
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => escaped.push_str("\\\""),
            '\\' => escaped.push_str("\\\\"),
            '\n' => escaped.push_str("\\n"),
            '\r' | '\t' => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    escaped
}
