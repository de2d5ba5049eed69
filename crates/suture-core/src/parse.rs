//! The parse stage: one revision's text through tree-sitter into the arena [`Tree`].
//!
//! This module owns the conversion rules that shape the tree every later stage sees:
//! atomic kinds become leaves, multi-line leaves are split into one leaf per line, nested
//! nodes of a flatten kind are merged into one list, and parse errors are refused unless
//! allowed (or listed by [`parse_errors`], for a caller that compares revisions). It knows
//! no concrete language (everything comes from the [`LanguageProfile`]) and it does not
//! match, merge or render.
//!
//! # Shape of the tree
//!
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
//! - A line comment alone on its line, and the comments of its kind and opening marker
//!   (`///`, `#`) alone on the lines right after it, become one inner node of that comment
//!   kind whose children are the comments, each a leaf: a doc comment of several `///`
//!   lines is one unit to match and to move with the element below it, and its lines merge
//!   one by one. A single such comment is wrapped too, so that a side adding lines to it or
//!   dropping some meets the same shape. A comment after code on its line stays a leaf.
//! - Empty tokens (zero-width leaves that are not missing nodes) are dropped: they hold no
//!   text, and would only make equal subtrees hash differently. So are leaves of a layout
//!   kind that hold only whitespace (the indentation between XML elements): that text is
//!   left to the gaps between siblings, as the whitespace between tokens is.

pub(crate) mod revisions;
mod scope;

use std::collections::HashMap;
use std::ops::ControlFlow;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use crate::error::{Error, Result};
use crate::profile::LanguageProfile;
use crate::reparse;
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
    let syntax = parse_syntax(source, profile, options, None)?;
    convert(source, profile, &syntax, options.deadline)
}

/// A text and its tree-sitter tree, from which a similar text is parsed incrementally.
#[derive(Clone, Copy)]
pub struct Previous<'a> {
    /// The text `tree` was parsed from.
    pub source: &'a str,
    /// Its tree-sitter tree.
    pub tree: &'a tree_sitter::Tree,
}

/// The tree-sitter half of [`parse_with`]: parses `source`, reusing the unchanged parts of
/// `previous` when given, and refuses parse errors unless allowed. The tree is the one a
/// fresh parse gives: an incremental parse that [`reparse::trustworthy`] doubts is thrown
/// away for a fresh one.
///
/// # Errors
/// As [`parse_with`].
pub fn parse_syntax(
    source: &str,
    profile: &LanguageProfile,
    options: &ParseOptions,
    previous: Option<Previous<'_>>,
) -> Result<tree_sitter::Tree> {
    let started = Instant::now();
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
    let mut run = |old: Option<&tree_sitter::Tree>| {
        parser.parse_with_options(
            &mut |offset, _| &bytes[offset.min(bytes.len())..],
            old,
            Some(tree_sitter::ParseOptions::new().progress_callback(&mut progress)),
        )
    };
    let mut ts_tree = None;
    if let Some(previous) = previous {
        // Cloning shares the nodes; the edit copies only those it changes.
        let mut old = previous.tree.clone();
        let edits = reparse::edits(previous.source, source);
        for edit in &edits {
            old.edit(edit);
        }
        ts_tree = run(Some(&old)).filter(|tree| reparse::trustworthy(&old, tree, &edits, bytes));
        if ts_tree.is_none() {
            log::debug!("{}: incremental parse not trusted; parsing afresh", options.revision);
        }
    }
    if ts_tree.is_none() {
        ts_tree = run(None);
    }
    let Some(ts_tree) = ts_tree else {
        if cancelled {
            return Err(timeout(options.deadline, started));
        }
        return Err(Error::Parser { language: profile.name, reason: "no tree returned".into() });
    };
    if ts_tree.root_node().has_error() && !(options.allow_errors || profile.allow_parse_errors) {
        return Err(Error::ParseError { revision: options.revision, language: profile.name });
    }
    Ok(ts_tree)
}

/// One parse error of a text (an `ERROR` or missing node): how it compares between revisions, and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorNode {
    /// `ERROR <its text> at <the kinds of its ancestors>` (for a missing node, its kind
    /// instead of `ERROR`): equal in two revisions whose grammar fails on the same code at
    /// the same kind of place, wherever that code stands.
    pub key: String,
    /// The error node's bytes in its text (empty for a missing node).
    pub bytes: std::ops::Range<usize>,
}

/// The parse errors of `syntax` (parsed from `source`) as comparable text, sorted by it:
/// each `ERROR` or missing node by its own text and its place in the tree (the kinds of
/// its ancestors), not by the code around it, with its byte range. Empty for a clean
/// tree.
///
/// Revisions whose grammar fails on the same code (a macro it does not know, a compiler
/// extension) have equal lists however much the code around that error was edited: the
/// error is then an opaque subtree that every revision holds unchanged, and the structured
/// merge carries it over byte for byte. An error a side brought in, an edit of the text
/// the grammar fails on, or the same text now misread in another place (the error moved
/// into another kind of node) makes the lists differ.
pub fn parse_errors(source: &str, syntax: &tree_sitter::Tree) -> Vec<ErrorNode> {
    let mut errors = Vec::new();
    // Each entry: a node with errors below it, and the kinds of its ancestors and itself.
    let mut pending = vec![(syntax.root_node(), String::new())];
    while let Some((node, path)) = pending.pop() {
        if !node.has_error() {
            continue;
        }
        if node.is_error() || node.is_missing() {
            let range = node.start_byte().min(source.len())..node.end_byte().min(source.len());
            let text = String::from_utf8_lossy(&source.as_bytes()[range.clone()]);
            let kind = if node.is_error() { "ERROR" } else { node.kind() };
            errors.push(ErrorNode { key: format!("{kind} {text} at {path}"), bytes: range });
        } else {
            let path = if path.is_empty() {
                node.kind().to_owned()
            } else {
                format!("{path}/{}", node.kind())
            };
            let mut cursor = node.walk();
            pending.extend(node.children(&mut cursor).map(|child| (child, path.clone())));
        }
    }
    errors.sort_unstable_by(|a, b| a.key.cmp(&b.key).then(a.bytes.start.cmp(&b.bytes.start)));
    errors
}

/// The conversion half of [`parse_with`]: `syntax` (parsed from `source`) into a [`Tree`].
///
/// # Errors
/// [`Error::Timeout`] when `deadline` passes.
pub fn convert<'s>(
    source: &'s str,
    profile: &LanguageProfile,
    syntax: &tree_sitter::Tree,
    deadline: Option<Instant>,
) -> Result<Tree<'s>> {
    convert_recorded(source, profile, syntax, deadline, None).map(|(tree, _)| tree)
}

/// [`convert`], which also returns what it read of `syntax`; given the [`Recording`] of
/// the tree `syntax` was parsed from incrementally (`previous`), it reads only what the
/// reparse rebuilt. tree-sitter hands a reparse the old tree's unchanged subtrees as they
/// were: a node whose identity ([`tree_sitter::Node::id`], the address of its slot in its
/// parent) is found in the old tree is that same subtree, and its records are copied,
/// shifted to where it now stands, instead of walked again. The tree is the same either
/// way (debug builds check it on every such conversion).
///
/// # Errors
/// [`Error::Timeout`] when `deadline` passes.
pub fn convert_recorded<'s>(
    source: &'s str,
    profile: &LanguageProfile,
    syntax: &tree_sitter::Tree,
    deadline: Option<Instant>,
    previous: Option<&Recording>,
) -> Result<(Tree<'s>, Recording)> {
    let started = Instant::now();
    let mut converter = Converter::new(source, profile);
    let converted = converter.record(syntax.root_node(), deadline, previous).and_then(|raws| {
        #[cfg(debug_assertions)]
        if previous.is_some() {
            let fresh = Converter::new(source, profile).record(syntax.root_node(), None, None);
            let same = |a: &Raw, b: &Raw| {
                (a.start, a.end, a.next, a.kind, a.field, a.named, a.missing)
                    == (b.start, b.end, b.next, b.kind, b.field, b.named, b.missing)
            };
            let fresh = fresh.expect("no deadline");
            assert!(
                fresh.len() == raws.len() && fresh.iter().zip(&raws).all(|(a, b)| same(a, b)),
                "a conversion from the previous tree's records differs from a fresh one"
            );
        }
        let tree = converter.build(&raws)?;
        Some((tree, Recording { raws, by_id: OnceLock::new() }))
    });
    converted.ok_or_else(|| timeout(deadline, started))
}

/// What [`convert_recorded`] read of one tree-sitter tree, kept while a text may still be
/// parsed incrementally from that tree.
pub struct Recording {
    raws: Vec<Raw>,
    /// Node identity to record index, built on first use.
    by_id: OnceLock<rustc_hash::FxHashMap<usize, u32>>,
}

impl Recording {
    /// The records of `node`'s subtree, when it is a subtree of the recorded tree (same
    /// identity, kind and length): its index and records.
    fn subtree_of(&self, node: &tree_sitter::Node<'_>) -> Option<(usize, &[Raw])> {
        let by_id = self.by_id.get_or_init(|| {
            self.raws.iter().enumerate().map(|(index, raw)| (raw.id, index as u32)).collect()
        });
        let index = *by_id.get(&node.id())? as usize;
        let raw = &self.raws[index];
        let same = raw.kind == node.kind_id() && raw.end - raw.start == node.byte_range().len();
        same.then(|| (index, &self.raws[index..raw.next]))
    }
}

fn timeout(deadline: Option<Instant>, started: Instant) -> Error {
    let budget = deadline.map_or(Duration::ZERO, |d| d.saturating_duration_since(started));
    Error::Timeout(u64::try_from(budget.as_millis()).unwrap_or(u64::MAX))
}

/// What the conversion needs of one node kind, looked up once per kind id.
#[derive(Clone, Copy)]
struct KindInfo {
    name: &'static str,
    atomic: bool,
    flatten: bool,
    /// A named comment kind (always atomic too).
    comment: bool,
}

/// Kind and field names as `&'static str`, looked up once per id, with the profile's rules
/// for each kind. tree-sitter lends the names with the language's lifetime; interning them
/// (a bounded set: the names of the grammars in use) lets [`crate::tree::Node`] stay free
/// of lifetimes.
struct Names<'p> {
    profile: &'p LanguageProfile,
    kinds: Vec<Option<KindInfo>>,
    /// Built-in symbols such as ERROR, which lie outside the grammar's table.
    builtin: Vec<(u16, KindInfo)>,
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

impl<'p> Names<'p> {
    fn new(profile: &'p LanguageProfile) -> Self {
        Names {
            profile,
            kinds: vec![None; profile.grammar.node_kind_count()],
            builtin: Vec::new(),
            fields: vec![None; profile.grammar.field_count() + 1],
        }
    }

    /// Makes sure the kind `id` (a node's [`tree_sitter::Node::kind_id`]) is known;
    /// returns it.
    fn learn_kind(&mut self, id: u16) -> u16 {
        let known = match self.kinds.get(usize::from(id)) {
            Some(slot) => slot.is_some(),
            None => self.builtin.iter().any(|(b, _)| *b == id),
        };
        if !known {
            let grammar = &self.profile.grammar;
            let name = intern(grammar.node_kind_for_id(id).unwrap_or("ERROR"));
            // A comment is one unit of prose: its markers (`//`, Rust's `/` of a doc comment)
            // and its text are matched and merged together, never piecewise, or the markers
            // of two different comments pair up across revisions.
            let comment = grammar.node_kind_is_named(id) && crate::profile::is_comment_kind(name);
            let info = KindInfo {
                name,
                atomic: comment || self.profile.is_atomic(name),
                flatten: self.profile.flatten_kinds.contains(&name),
                comment,
            };
            match self.kinds.get_mut(usize::from(id)) {
                Some(slot) => *slot = Some(info),
                None => self.builtin.push((id, info)),
            }
        }
        id
    }

    /// A kind learnt by [`Names::learn_kind`].
    fn kind(&self, id: u16) -> KindInfo {
        let info = match self.kinds.get(usize::from(id)) {
            Some(slot) => *slot,
            None => self.builtin.iter().find(|(b, _)| *b == id).map(|(_, info)| *info),
        };
        info.expect("kinds are learnt before they are read")
    }

    /// Makes sure the field of the cursor's node is known; returns its id (0 for none).
    fn learn_field(&mut self, cursor: &tree_sitter::TreeCursor<'_>) -> u16 {
        self.learn_field_id(cursor.field_id().map_or(0, |f| f.get()))
    }

    /// Makes sure the field `id` (0 for none) is known; returns it.
    fn learn_field_id(&mut self, id: u16) -> u16 {
        if id == 0 {
            return 0;
        }
        let index = usize::from(id);
        if self.fields.len() <= index {
            self.fields.resize(index + 1, None);
        }
        if self.fields[index].is_none() {
            self.fields[index] = self.profile.grammar.field_name_for_id(id).map(intern);
        }
        id
    }

    fn field(&self, id: u16) -> Option<&'static str> {
        self.fields.get(usize::from(id)).copied().flatten()
    }
}

/// One tree-sitter node as the first pass records it, in pre-order.
struct Raw {
    start: usize,
    end: usize,
    /// Index just past the node's subtree: its next sibling's, when it has one.
    next: usize,
    /// The node's identity in its tree-sitter tree ([`tree_sitter::Node::id`]).
    id: usize,
    kind: u16,
    /// 0 for none.
    field: u16,
    named: bool,
    missing: bool,
}

/// Converts in two passes. The first walks the tree-sitter tree once with a cursor and
/// records every node it will need into a flat pre-order list; the second builds the
/// [`Tree`] from that list. A node's fate (leaf or inner node) depends on its children, and
/// looking them over in the list is far cheaper than a second cursor walk over them.
struct Converter<'s, 'p> {
    source: &'s str,
    names: Names<'p>,
    layout_kinds: &'p [&'static str],
}

/// A node of the second pass whose subtree is still being built.
struct Frame {
    index: usize,
    /// Whether a node was opened in the builder for it (false when flattened away).
    opened: bool,
    kind: &'static str,
}

impl<'s, 'p> Converter<'s, 'p> {
    fn new(source: &'s str, profile: &'p LanguageProfile) -> Self {
        Converter { source, names: Names::new(profile), layout_kinds: profile.layout_kinds }
    }

    /// The first pass: a cursor walk (no recursion: inputs nest 100,000 deep) that does not
    /// enter atomic nodes, whose children are dropped anyway, nor the subtrees `previous`
    /// recorded, which are copied. `None` when the deadline passes.
    fn record(
        &mut self,
        root: tree_sitter::Node<'_>,
        deadline: Option<Instant>,
        previous: Option<&Recording>,
    ) -> Option<Vec<Raw>> {
        let mut raws: Vec<Raw> = Vec::with_capacity(root.descendant_count());
        let mut cursor = root.walk();
        // Indices of the nodes whose subtree is being walked.
        let mut open: Vec<usize> = Vec::new();
        loop {
            if (raws.len() + 1).is_multiple_of(DEADLINE_CHECK_INTERVAL)
                && deadline.is_some_and(|d| Instant::now() >= d)
            {
                return None;
            }
            let node = cursor.node();
            let field = self.names.learn_field(&cursor);
            if let Some((from, old)) = previous.and_then(|p| p.subtree_of(&node)) {
                self.copy(old, from, node.start_byte(), field, &mut raws);
            } else {
                let kind = self.names.learn_kind(node.kind_id());
                let index = raws.len();
                raws.push(Raw {
                    start: node.start_byte(),
                    end: node.end_byte(),
                    next: index + 1,
                    id: node.id(),
                    kind,
                    field,
                    named: node.is_named(),
                    missing: node.is_missing(),
                });
                if !self.names.kind(kind).atomic && cursor.goto_first_child() {
                    open.push(index);
                    continue;
                }
            }
            // Move on: next sibling, or up until one exists.
            loop {
                let Some(&parent) = open.last() else { return Some(raws) };
                if cursor.goto_next_sibling() {
                    break;
                }
                cursor.goto_parent();
                open.pop();
                raws[parent].next = raws.len();
            }
        }
    }

    /// Appends the records `old` of a subtree that stood at index `from` of its recording,
    /// now starting at byte `start` and held under `field`.
    fn copy(&mut self, old: &[Raw], from: usize, start: usize, field: u16, raws: &mut Vec<Raw>) {
        let first = raws.len();
        for (offset, raw) in old.iter().enumerate() {
            self.names.learn_kind(raw.kind);
            self.names.learn_field_id(raw.field);
            raws.push(Raw {
                start: raw.start - old[0].start + start,
                end: raw.end - old[0].start + start,
                next: raw.next - from + first,
                id: raw.id,
                kind: raw.kind,
                field: if offset == 0 { field } else { raw.field },
                named: raw.named,
                missing: raw.missing,
            });
        }
    }

    /// The second pass: the rules of the module documentation, applied to the list.
    fn build(&self, raws: &[Raw]) -> Option<Tree<'s>> {
        let mut builder = TreeBuilder::with_capacity(self.source, raws.len());
        let mut stack: Vec<Frame> = Vec::new();
        let mut index = 0;
        while index < raws.len() {
            self.close_before(index, raws, &mut stack, &mut builder);
            let raw = &raws[index];
            let info = self.names.kind(raw.kind);
            let field = self.names.field(raw.field);
            let range = if index == 0 { 0..self.source.len() } else { raw.start..raw.end };
            let has_children = raw.next > index + 1;
            if info.atomic || !has_children || !self.children_cover(raws, index) {
                // An empty token (Markdown's `block_continuation` at the end of a list item)
                // holds no text to merge, but it would make the subtree that ends with it
                // differ from the same subtree elsewhere, and unequal hashes misalign the
                // matching of otherwise identical elements.
                let empty = range.is_empty() && !has_children && !raw.missing;
                let layout = self.layout_kinds.contains(&info.name)
                    && self.source[range.clone()].bytes().all(|b| b.is_ascii_whitespace());
                if index > 0 && info.comment {
                    let siblings_end = stack.last().map_or(raws.len(), |f| raws[f.index].next);
                    let run = self.comment_run(raws, index, siblings_end);
                    if !run.is_empty() {
                        // One comment of one or several lines: one unit to match and to
                        // travel with the element below it, each line a leaf to merge (a
                        // side may add lines to it or drop some).
                        builder.open(info.name, field, true, raw.start);
                        for &line in &run {
                            let r = &raws[line];
                            builder.leaf(info.name, None, r.named, r.start..r.end);
                        }
                        let last = &raws[*run.last().expect("a run of one or more")];
                        builder.close(last.end);
                        index = last.next;
                        continue;
                    }
                }
                if index == 0 || !(empty || layout) {
                    self.leaf(&mut builder, info.name, field, raw.named, range);
                }
                index = raw.next;
                continue;
            }
            let flattened = stack.last().is_some_and(|parent| {
                parent.kind == info.name && info.flatten && parent.index + 1 == index
            });
            if !flattened {
                builder.open(info.name, field, raw.named, range.start);
            }
            stack.push(Frame { index, opened: !flattened, kind: info.name });
            index += 1;
        }
        self.close_before(raws.len(), raws, &mut stack, &mut builder);
        builder.finish()
    }

    /// The line comments that make one comment with the one at `first`, when it is a line
    /// comment alone on its line (else none): it and the siblings after it (up to
    /// `siblings_end`) of its kind and opening marker (`///`, `#`), each alone on its line
    /// and on the line after the previous one. Several `///` lines are one doc comment; a
    /// blank line, code, or a comment after code on its line ends the run.
    fn comment_run(&self, raws: &[Raw], first: usize, siblings_end: usize) -> Vec<usize> {
        let head = &raws[first];
        // Alone on its one line: nothing but white space before it or after it there.
        let alone = |r: &Raw| {
            let text = &self.source[r.start..r.end];
            // A grammar may end a line comment with its line break (Rust's does).
            let after = if text.ends_with('\n') {
                ""
            } else {
                self.source[r.end..].split('\n').next().unwrap_or("")
            };
            !text.trim_end().contains('\n') && after.trim().is_empty()
        };
        let line_start = self.source[..head.start].rfind('\n').map_or(0, |i| i + 1);
        if head.next != first + 1
            || !alone(head)
            || !self.source[line_start..head.start].trim().is_empty()
        {
            return Vec::new();
        }
        let marker = comment_marker(&self.source[head.start..head.end]);
        let mut run = vec![first];
        let mut last = head;
        let mut next = head.next;
        while next < siblings_end {
            let raw = &raws[next];
            let gap = &self.source[last.end..raw.start];
            let one_line_break = gap.bytes().filter(|&b| b == b'\n').count()
                + usize::from(self.source[..last.end].ends_with('\n'))
                == 1;
            if raw.kind != head.kind
                || raw.next != next + 1
                || !gap.bytes().all(|b| b.is_ascii_whitespace())
                || !one_line_break
                || !alone(raw)
                || comment_marker(&self.source[raw.start..raw.end]) != marker
            {
                break;
            }
            run.push(next);
            last = raw;
            next = raw.next;
        }
        run
    }

    /// Closes the nodes on `stack` whose subtree ends before `index`.
    fn close_before(
        &self,
        index: usize,
        raws: &[Raw],
        stack: &mut Vec<Frame>,
        builder: &mut TreeBuilder<'s>,
    ) {
        while let Some(frame) = stack.last() {
            if raws[frame.index].next > index {
                break;
            }
            let frame = stack.pop().expect("just looked at");
            if frame.opened {
                if stack.is_empty() {
                    builder.close(self.source.len());
                } else {
                    builder.close_after_children(raws[frame.index].end);
                }
            }
        }
    }

    /// Whether the children of node `index` cover all of its text but whitespace. Some
    /// grammars leave text to no child (Rust's `block_comment` has only `/*` and `*/`
    /// children); such text would exist only between siblings, outside every hash and every
    /// leaf, so an edit of it could vanish in the merge. Those nodes are kept as leaves
    /// instead.
    fn children_cover(&self, raws: &[Raw], index: usize) -> bool {
        let blank = |range: std::ops::Range<usize>| {
            self.source.get(range).is_none_or(|gap| gap.bytes().all(|b| b.is_ascii_whitespace()))
        };
        let node = &raws[index];
        let mut covered = node.start;
        let mut child = index + 1;
        while child < node.next {
            let raw = &raws[child];
            if !blank(covered..raw.start) {
                return false;
            }
            covered = covered.max(raw.end);
            child = raw.next;
        }
        blank(covered..node.end)
    }

    /// Adds a leaf, split into one leaf per line when its text spans several lines.
    fn leaf(
        &self,
        builder: &mut TreeBuilder<'s>,
        kind: &'static str,
        field: Option<&'static str>,
        named: bool,
        range: std::ops::Range<usize>,
    ) {
        let text = &self.source[range.clone()];
        let body = text.strip_suffix('\n').unwrap_or(text);
        if !body.contains('\n') {
            builder.leaf(kind, field, named, range);
            return;
        }
        builder.open(kind, field, named, range.start);
        let mut start = range.start;
        for line in body.split('\n') {
            let end = start + line.len();
            builder.leaf(LINE_KIND, None, true, start..end);
            start = end + 1;
        }
        builder.close(range.end);
    }
}

/// The punctuation a comment opens with: `///` of `/// <summary>`, `#` of `# note`.
fn comment_marker(text: &str) -> &str {
    let end = text.find(|c: char| c.is_alphanumeric() || c.is_whitespace()).unwrap_or(text.len());
    &text[..end]
}

#[cfg(test)]
#[path = "parse_tests.rs"]
mod tests;
