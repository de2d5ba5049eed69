//! The parse stage: one revision's text through tree-sitter into the arena [`Tree`].
//!
//! This module owns the conversion rules that shape the tree every later stage sees:
//! atomic kinds become leaves, multi-line leaves are split into one leaf per line, nested
//! nodes of a flatten kind are merged into one list, and parse errors are refused unless
//! allowed. It knows no concrete language (everything comes from the [`LanguageProfile`])
//! and it does not match, merge or render.
//!
//! # Shape of the tree
//!
//! - Empty tokens (zero-width leaves that are not missing nodes) are dropped: they hold no
//!   text, and would only make equal subtrees hash differently. So are leaves of a layout
//!   kind that hold only whitespace (the indentation between XML elements): that text is
//!   left to the gaps between siblings, as the whitespace between tokens is.
//! - The root always covers the whole source (`0..source.len()`), so that the text before
//!   the first token and after the last one belongs to it. Every other inner node ends with
//!   its last child: whitespace after it (Markdown blocks end with their line breaks, a
//!   list's last item with the blank line after the list) is left to the gap that follows,
//!   so that an element printed in a new place does not carry the old place's spacing.
//! - A node of an atomic kind becomes a leaf over its whole text; its tree-sitter children
//!   are dropped. So does a node whose children leave some of its non-whitespace text
//!   uncovered (Rust's `block_comment` has only `/*` and `*/` as children): that text must
//!   belong to a leaf, or it would take part in no hash and no merge.
//! - A leaf (token or atomic node) whose text holds a line break followed by more text is
//!   split: it becomes an inner node of the same kind, field, named flag and range, whose
//!   children are synthetic leaves of kind [`LINE_KIND`], one per line. Each line leaf covers
//!   its line *without* the `\n` but *with* its leading whitespace (inside a string literal
//!   indentation is content, so it must take part in the merge of that line). Empty lines
//!   get empty leaves, so every line of the token has its own leaf. A single trailing `\n`
//!   does not open a new line: `"a\nb\n"` gives the leaves `a` and `b`, and the final `\n`
//!   stays in the inner node's range after its last child. The text between two line leaves
//!   is therefore exactly one `\n`.
//! - A node of a flatten kind whose *first* child has the same kind (a left-associative
//!   chain such as `a + b + c`, parsed as `(a + b) + c`) absorbs that child's children:
//!   the chain becomes one node `a + b + c`. Only the first child is absorbed, because a
//!   same-kind node elsewhere (`a + b * c`) carries precedence that must not be erased.

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use crate::error::{Error, Result};
use crate::profile::LanguageProfile;
use crate::tree::{Tree, TreeBuilder};

/// Kind of the synthetic leaves holding one line of a split multi-line leaf.
pub const LINE_KIND: &str = "suture_line";

/// How many converted nodes pass between two looks at the clock.
const DEADLINE_CHECK_INTERVAL: usize = 4096;

/// Settings of one parse beyond the language profile.
#[derive(Debug, Clone, Copy)]
pub struct ParseOptions {
    /// Accept a tree with parse errors (`ERROR` or missing nodes) even when the profile does
    /// not allow it (`--allow-parse-errors`). The profile's own `allow_parse_errors` is
    /// honoured either way.
    pub allow_errors: bool,
    /// Which revision is parsed ("base", "left", "right"); only used in error messages.
    pub revision: &'static str,
    /// Give up with [`Error::Timeout`] once this instant has passed, both inside
    /// tree-sitter's parse (through its progress callback) and during the conversion.
    pub deadline: Option<Instant>,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions { allow_errors: false, revision: "input", deadline: None }
    }
}

/// Parses `source` with the profile's grammar, refusing parse errors unless the profile
/// allows them. See [`parse_with`].
pub fn parse<'s>(source: &'s str, profile: &LanguageProfile) -> Result<Tree<'s>> {
    parse_with(source, profile, &ParseOptions::default())
}

/// Parses `source` with the profile's grammar and converts the result into a [`Tree`]
/// following the rules in the module documentation.
///
/// # Errors
/// [`Error::Parser`] when tree-sitter rejects the grammar or returns no tree,
/// [`Error::ParseError`] when the tree has errors that are not allowed,
/// [`Error::Timeout`] when `options.deadline` passes (the payload is the milliseconds from
/// the start of this call until the deadline).
pub fn parse_with<'s>(
    source: &'s str,
    profile: &LanguageProfile,
    options: &ParseOptions,
) -> Result<Tree<'s>> {
    let started = Instant::now();
    let timeout = || {
        let budget =
            options.deadline.map_or(Duration::ZERO, |d| d.saturating_duration_since(started));
        Error::Timeout(u64::try_from(budget.as_millis()).unwrap_or(u64::MAX))
    };
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&profile.grammar)
        .map_err(|e| Error::Parser { language: profile.name, reason: e.to_string() })?;

    let bytes = source.as_bytes();
    let mut cancelled = false;
    let mut progress = |_: &tree_sitter::ParseState| {
        if options.deadline.is_some_and(|d| Instant::now() >= d) {
            cancelled = true;
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    let ts_tree = parser.parse_with_options(
        &mut |offset, _| &bytes[offset.min(bytes.len())..],
        None,
        Some(tree_sitter::ParseOptions::new().progress_callback(&mut progress)),
    );
    let Some(ts_tree) = ts_tree else {
        if cancelled {
            return Err(timeout());
        }
        return Err(Error::Parser { language: profile.name, reason: "no tree returned".into() });
    };
    let root = ts_tree.root_node();
    if root.has_error() && !(options.allow_errors || profile.allow_parse_errors) {
        return Err(Error::ParseError { revision: options.revision, language: profile.name });
    }
    let tree = Converter::new(source, profile).convert(root, options.deadline);
    // Dropping a deep tree-sitter tree is iterative in the C library; no stack concern.
    drop(ts_tree);
    tree.ok_or_else(timeout)
}

/// Kind and field names as `&'static str`, looked up once per id. tree-sitter lends them
/// with the language's lifetime; interning them (a bounded set: the names of the grammars
/// in use) lets [`crate::tree::Node`] stay free of lifetimes.
struct Names {
    kinds: Vec<Option<&'static str>>,
    fields: Vec<Option<&'static str>>,
}

fn intern(name: &str) -> &'static str {
    static INTERNED: OnceLock<Mutex<HashMap<String, &'static str>>> = OnceLock::new();
    let mut table =
        INTERNED.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&name) = table.get(name) {
        return name;
    }
    let leaked: &'static str = Box::leak(name.to_owned().into_boxed_str());
    table.insert(name.to_owned(), leaked);
    leaked
}

impl Names {
    fn new(language: &tree_sitter::Language) -> Self {
        Names {
            kinds: vec![None; language.node_kind_count()],
            fields: vec![None; language.field_count() + 1],
        }
    }

    fn kind(&mut self, node: &tree_sitter::Node<'_>) -> &'static str {
        let id = usize::from(node.kind_id());
        match self.kinds.get_mut(id) {
            Some(Some(name)) => name,
            Some(slot) => slot.insert(intern(node.kind())),
            // Built-in symbols such as ERROR lie outside the grammar's table.
            None => intern(node.kind()),
        }
    }

    fn field(&mut self, cursor: &tree_sitter::TreeCursor<'_>) -> Option<&'static str> {
        let id = usize::from(cursor.field_id()?.get());
        match self.fields.get_mut(id) {
            Some(Some(name)) => Some(name),
            Some(slot) => Some(*slot.insert(intern(cursor.field_name()?))),
            None => cursor.field_name().map(intern),
        }
    }
}

struct Converter<'s, 'p> {
    source: &'s str,
    profile: &'p LanguageProfile,
    names: Names,
    builder: TreeBuilder<'s>,
}

/// One tree-sitter node on the walk's stack.
struct Frame {
    /// Whether a node was opened in the builder for it (false when flattened away).
    opened: bool,
    kind: &'static str,
}

impl<'s, 'p> Converter<'s, 'p> {
    fn new(source: &'s str, profile: &'p LanguageProfile) -> Self {
        Converter {
            source,
            profile,
            names: Names::new(&profile.grammar),
            builder: TreeBuilder::new(source),
        }
    }

    /// Walks the tree-sitter tree with a cursor (no recursion: inputs nest 100,000 deep).
    /// Returns `None` when the deadline passes.
    fn convert(
        mut self,
        root: tree_sitter::Node<'_>,
        deadline: Option<Instant>,
    ) -> Option<Tree<'s>> {
        let mut cursor = root.walk();
        // A second cursor, reused, to look over a node's children before entering it.
        let mut scout = root.walk();
        let mut stack: Vec<Frame> = Vec::new();
        let mut visited = 0usize;
        // Whether the cursor's node is the first child of its parent (flattening needs it;
        // asking tree-sitter for the previous sibling would be linear in the siblings).
        let mut first_child = false;
        loop {
            visited += 1;
            if visited.is_multiple_of(DEADLINE_CHECK_INTERVAL)
                && deadline.is_some_and(|d| Instant::now() >= d)
            {
                return None;
            }
            let node = cursor.node();
            let kind = self.names.kind(&node);
            let field = self.names.field(&cursor);
            let is_root = stack.is_empty();
            let range = if is_root { 0..self.source.len() } else { node.byte_range() };
            let atomic = self.profile.is_atomic(kind);
            let descend =
                !atomic && node.child_count() > 0 && self.children_cover(node, &mut scout);
            if !descend {
                // An empty token (Markdown's `block_continuation` at the end of a list item)
                // holds no text to merge, but it would make the subtree that ends with it
                // differ from the same subtree elsewhere, and unequal hashes misalign the
                // matching of otherwise identical elements.
                let empty = range.is_empty() && node.child_count() == 0 && !node.is_missing();
                let layout = self.profile.layout_kinds.contains(&kind)
                    && self.source[range.clone()].bytes().all(|b| b.is_ascii_whitespace());
                if is_root || !(empty || layout) {
                    self.leaf(kind, field, node.is_named(), range);
                }
            } else {
                let flattened = stack.last().is_some_and(|parent| {
                    parent.kind == kind && self.profile.flatten_kinds.contains(&kind) && first_child
                });
                if !flattened {
                    self.builder.open(kind, field, node.is_named(), range.start);
                }
                stack.push(Frame { opened: !flattened, kind });
                cursor.goto_first_child();
                first_child = true;
                continue;
            }
            // Move on: next sibling, or up until one exists.
            loop {
                if stack.is_empty() {
                    return self.builder.finish();
                }
                if cursor.goto_next_sibling() {
                    first_child = false;
                    break;
                }
                cursor.goto_parent();
                let frame = stack.pop().expect("stack follows the cursor");
                if frame.opened {
                    if stack.is_empty() {
                        self.builder.close(self.source.len());
                    } else {
                        self.builder.close_after_children(cursor.node().end_byte());
                    }
                }
            }
        }
    }

    /// Whether the children of `node` cover all of its text but whitespace. Some grammars
    /// leave text to no child (Rust's `block_comment` has only `/*` and `*/` children); such
    /// text would exist only between siblings, outside every hash and every leaf, so an
    /// edit of it could vanish in the merge. Those nodes are kept as leaves instead.
    fn children_cover<'t>(
        &self,
        node: tree_sitter::Node<'t>,
        scout: &mut tree_sitter::TreeCursor<'t>,
    ) -> bool {
        let blank = |range: std::ops::Range<usize>| {
            self.source.get(range).is_none_or(|gap| gap.bytes().all(|b| b.is_ascii_whitespace()))
        };
        scout.reset(node);
        let mut covered = node.start_byte();
        if scout.goto_first_child() {
            loop {
                let child = scout.node();
                if !blank(covered..child.start_byte()) {
                    return false;
                }
                covered = covered.max(child.end_byte());
                if !scout.goto_next_sibling() {
                    break;
                }
            }
        }
        blank(covered..node.end_byte())
    }

    /// Adds a leaf, split into one leaf per line when its text spans several lines.
    fn leaf(
        &mut self,
        kind: &'static str,
        field: Option<&'static str>,
        named: bool,
        range: std::ops::Range<usize>,
    ) {
        let text = &self.source[range.clone()];
        let body = text.strip_suffix('\n').unwrap_or(text);
        if !body.contains('\n') {
            self.builder.leaf(kind, field, named, range);
            return;
        }
        self.builder.open(kind, field, named, range.start);
        let mut start = range.start;
        for line in body.split('\n') {
            let end = start + line.len();
            self.builder.leaf(LINE_KIND, None, true, start..end);
            start = end + 1;
        }
        self.builder.close(range.end);
    }
}

#[cfg(test)]
#[path = "parse_tests.rs"]
mod tests;
