//! Incremental parsing support: the edits that turn one text into another, in the form
//! tree-sitter's `Tree::edit` takes them, so that a text can be parsed reusing the tree of
//! a similar one (the cascade parses many near-copies of the same file).
//!
//! Owns: finding the changed byte ranges (common prefix and suffix, then a line diff of
//! the rest) and their row/column points. Must not: decide which tree to reuse, nor parse;
//! see [`crate::parse::parse_syntax`].

use std::ops::Range;

use tree_sitter::{InputEdit, Node, Point, Tree};

use gix_imara_diff::{Algorithm, Diff, InternedInput, Token, sources};

/// The edits, in order, that turn `old` into `new`. Each edit is expressed in the text as
/// it stands once the edits before it are applied, which is how `Tree::edit` expects a
/// sequence of edits. Empty when the texts are equal.
pub fn edits(old: &str, new: &str) -> Vec<InputEdit> {
    let (old, new) = (old.as_bytes(), new.as_bytes());
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let longest_suffix = old.len().min(new.len()) - prefix;
    let suffix =
        old.iter().rev().zip(new.iter().rev()).take(longest_suffix).take_while(|(a, b)| a == b);
    let suffix = suffix.count();
    if prefix == old.len() && prefix == new.len() {
        return Vec::new();
    }
    // The middle parts, where the texts differ; a line diff splits them into hunks so that
    // the unchanged lines between two distant changes keep their subtrees.
    let (old_middle, new_middle) =
        (&old[prefix..old.len() - suffix], &new[prefix..new.len() - suffix]);
    let input =
        InternedInput::new(sources::byte_lines(old_middle), sources::byte_lines(new_middle));
    let mut diff = Diff::compute(Algorithm::Histogram, &input);
    diff.postprocess_no_heuristic(&input);
    let line_len = |tokens: &[Token]| -> Vec<usize> {
        let mut offsets = Vec::with_capacity(tokens.len() + 1);
        offsets.push(0);
        let mut offset = 0;
        for &token in tokens {
            offset += input.interner[token].len();
            offsets.push(offset);
        }
        offsets
    };
    let (old_lines, new_lines) = (line_len(&input.before), line_len(&input.after));
    let mut points = Points::new(new);
    let mut edits = Vec::new();
    for hunk in diff.hunks() {
        let old_range = prefix + old_lines[hunk.before.start as usize]
            ..prefix + old_lines[hunk.before.end as usize];
        let new_range = prefix + new_lines[hunk.after.start as usize]
            ..prefix + new_lines[hunk.after.end as usize];
        let start_position = points.at(new_range.start);
        edits.push(InputEdit {
            start_byte: new_range.start,
            old_end_byte: new_range.start + old_range.len(),
            new_end_byte: new_range.end,
            start_position,
            old_end_position: advance(start_position, &old[old_range]),
            new_end_position: advance(start_position, &new[new_range]),
        });
    }
    edits
}

/// Whether an incremental parse can be taken for the fresh parse it stands for. tree-sitter
/// promises the same tree either way, but some external scanners break the promise: seen
/// on the corpus, a JavaScript comment after an automatic semicolon attached to another
/// statement seventy lines from any edit, and a reStructuredText parse error that a fresh
/// parse does not have. So the incremental tree must agree with the edited old tree on
/// every node away from the edited lines (same range, kind and depth), and have no parse
/// error (rare in inputs, so a fresh parse then costs nothing on average); otherwise the
/// text gets a fresh parse.
pub fn trustworthy(old: &Tree, new: &Tree, edits: &[InputEdit], text: &[u8]) -> bool {
    if new.root_node().has_error() {
        return false;
    }
    // The edited lines and two more on each side: a line diff may place an insertion a
    // line off from where the syntax puts it (a new method "ends" at the closing brace
    // the diff left to the old one before it).
    let line_start = |mut at: usize| {
        for _ in 0..=CONTEXT_LINES {
            at =
                text[..at.saturating_sub(1)].iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        }
        at
    };
    // A span reaching the end of the text reaches past it: the edited old tree may keep
    // nodes there that an edit at the end cut short.
    let line_end = |mut at: usize| {
        for _ in 0..=CONTEXT_LINES {
            at = text[at.min(text.len())..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(text.len(), |i| at + i + 1);
        }
        if at >= text.len() { usize::MAX } else { at }
    };
    let mut spans: Vec<Range<usize>> = Vec::with_capacity(edits.len());
    for edit in edits {
        let span = line_start(edit.start_byte)..line_end(edit.new_end_byte);
        match spans.last_mut() {
            Some(last) if last.end >= span.start => last.end = last.end.max(span.end),
            _ => spans.push(span),
        }
    }
    agree(old.root_node(), new.root_node(), &spans)
}

/// Whether two trees agree away from `spans` (sorted, disjoint): walked side by side, a
/// node the incremental parse reused (same id in both trees) is the same subtree and is
/// skipped whole, so the walk costs about the path from the root to the edits.
fn agree(old: Node<'_>, new: Node<'_>, spans: &[Range<usize>]) -> bool {
    let touches = |node: &Node<'_>| {
        let (start, end) = (node.start_byte(), node.end_byte());
        let next = spans.partition_point(|span| span.end < start);
        spans.get(next).is_some_and(|span| span.start <= end)
    };
    let same =
        |a: &Node<'_>, b: &Node<'_>| a.kind_id() == b.kind_id() && a.byte_range() == b.byte_range();
    let mut cursor = new.walk();
    let mut pairs = vec![(old, new)];
    while let Some((old, new)) = pairs.pop() {
        if old.id() == new.id() && old.byte_range() == new.byte_range() {
            continue;
        }
        if (!touches(&old) || !touches(&new)) && !same(&old, &new) {
            return false;
        }
        let old_children: Vec<Node<'_>> = old.children(&mut cursor).collect();
        let new_children: Vec<Node<'_>> = new.children(&mut cursor).collect();
        let (old_away, old_near): (Vec<_>, Vec<_>) =
            old_children.into_iter().partition(|n| !touches(n));
        let (new_away, new_near): (Vec<_>, Vec<_>) =
            new_children.into_iter().partition(|n| !touches(n));
        if old_away.len() != new_away.len()
            || !old_away.iter().zip(&new_away).all(|(a, b)| same(a, b))
        {
            return false;
        }
        pairs.extend(old_away.into_iter().zip(new_away));
        // A child inside one span holds nothing away from the edits (an inserted item, or
        // a deleted one the edit shrank to nothing): only those across a span's bounds
        // matter. They pair up from both ends while their kinds agree; those left over
        // are compared flat.
        let inside = |node: &Node<'_>| {
            let (start, end) = (node.start_byte(), node.end_byte());
            let next = spans.partition_point(|span| span.end < start);
            spans.get(next).is_some_and(|span| span.start <= start && end <= span.end)
        };
        let old_near: Vec<_> = old_near.into_iter().filter(|n| !inside(n)).collect();
        let new_near: Vec<_> = new_near.into_iter().filter(|n| !inside(n)).collect();
        let kind = |a: &Node<'_>, b: &Node<'_>| a.kind_id() == b.kind_id();
        let most = old_near.len().min(new_near.len());
        let front = (0..most).take_while(|&i| kind(&old_near[i], &new_near[i])).count();
        let (old_rest, new_rest) = (&old_near[front..], &new_near[front..]);
        let back = old_rest.iter().rev().zip(new_rest.iter().rev()).take_while(|(a, b)| kind(a, b));
        let back = back.count();
        let (old_mid, new_mid) =
            (&old_rest[..old_rest.len() - back], &new_rest[..new_rest.len() - back]);
        if (!old_mid.is_empty() || !new_mid.is_empty())
            && away_below(old_mid, spans) != away_below(new_mid, spans)
        {
            return false;
        }
        pairs.extend(old_near[..front].iter().copied().zip(new_near[..front].iter().copied()));
        let old_back = old_rest[old_rest.len() - back..].iter().copied();
        pairs.extend(old_back.zip(new_rest[new_rest.len() - back..].iter().copied()));
    }
    true
}

/// The nodes below `roots` that touch none of `spans`, in pre-order, as (start, end,
/// kind, depth): what two subtrees that do not pair up child by child must agree on.
fn away_below(roots: &[Node<'_>], spans: &[Range<usize>]) -> Vec<(usize, usize, u16, u32)> {
    let mut away = Vec::new();
    for root in roots {
        let mut cursor = root.walk();
        let mut depth = 0u32;
        'walk: loop {
            let node = cursor.node();
            let (start, end) = (node.start_byte(), node.end_byte());
            let next = spans.partition_point(|span| span.end < start);
            let touching = spans.get(next).filter(|span| span.start <= end);
            if touching.is_none() {
                away.push((start, end, node.kind_id(), depth));
            }
            // Inside one span, nothing below is away from it.
            let inside = touching.is_some_and(|span| span.start <= start && end <= span.end);
            if !inside && cursor.goto_first_child() {
                depth += 1;
                continue;
            }
            loop {
                if depth == 0 {
                    break 'walk;
                }
                if cursor.goto_next_sibling() {
                    break;
                }
                cursor.goto_parent();
                depth -= 1;
            }
        }
    }
    away
}

/// Lines around an edit, on each side, that [`trustworthy`] does not compare.
const CONTEXT_LINES: usize = 2;

/// Row and column of byte offsets in one text, asked in increasing order.
struct Points<'t> {
    text: &'t [u8],
    offset: usize,
    point: Point,
}

impl<'t> Points<'t> {
    fn new(text: &'t [u8]) -> Self {
        Points { text, offset: 0, point: Point { row: 0, column: 0 } }
    }

    fn at(&mut self, offset: usize) -> Point {
        debug_assert!(offset >= self.offset, "points are asked in order");
        self.point = advance(self.point, &self.text[self.offset..offset]);
        self.offset = offset;
        self.point
    }
}

/// The point reached from `start` after `text`.
fn advance(start: Point, text: &[u8]) -> Point {
    match text.iter().rposition(|&b| b == b'\n') {
        Some(last) => Point {
            row: start.row + text.iter().filter(|&&b| b == b'\n').count(),
            column: text.len() - last - 1,
        },
        None => Point { row: start.row, column: start.column + text.len() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Applies the edits to `old` the way tree-sitter reads them, checking their points.
    fn apply(old: &str, new: &str) -> String {
        let mut text = old.as_bytes().to_vec();
        for edit in edits(old, new) {
            assert_eq!(
                advance(Point { row: 0, column: 0 }, &text[..edit.start_byte]),
                edit.start_position
            );
            assert_eq!(
                advance(Point { row: 0, column: 0 }, &text[..edit.old_end_byte]),
                edit.old_end_position
            );
            let replacement = &new.as_bytes()[edit.start_byte..edit.new_end_byte];
            text.splice(edit.start_byte..edit.old_end_byte, replacement.iter().copied());
            assert_eq!(
                advance(Point { row: 0, column: 0 }, &text[..edit.new_end_byte]),
                edit.new_end_position
            );
        }
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn edits_turn_the_old_text_into_the_new_one() {
        let cases = [
            ("", ""),
            ("a\nb\n", "a\nb\n"),
            ("", "x\n"),
            ("x\n", ""),
            ("a\nb\nc\n", "a\nB\nc\n"),
            ("a\nb\nc\nd\ne\nf\n", "A\nb\nc\nd\ne\nF\n"),
            ("one\ntwo\nthree", "one\ntwo\nthree!"),
            ("fn a() {}\nfn b() {}\n", "fn a() { 1 }\nfn x() {}\nfn b() {}\n"),
            ("héllo\nwörld\n", "hallo\nwörld\nmore\n"),
            ("a\nb\na\nb\n", "a\nb\n"),
        ];
        for (old, new) in cases {
            assert_eq!(apply(old, new), new, "{old:?} -> {new:?}");
        }
        assert!(edits("same\n", "same\n").is_empty());
    }

    #[test]
    fn distant_changes_are_separate_edits() {
        let old: String = (0..100).map(|i| format!("line {i}\n")).collect();
        let new = old.replace("line 3\n", "line three\n").replace("line 90\n", "");
        let edits = edits(&old, &new);
        assert_eq!(edits.len(), 2, "{edits:?}");
        assert_eq!(apply(&old, &new), new);
    }
}
