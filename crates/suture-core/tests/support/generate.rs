//! Generators for the property tests: small files in several languages built from a
//! grammar of items (struct fields, functions, keys, plain lines) and random edits of them.
//!
//! Every item carries a provenance id, so a test knows which base items each side kept
//! unchanged without trusting a diff. Shared by `suture-core`'s and `suture-langs`'
//! property tests (the latter includes this file by path); it must not depend on anything
//! but proptest.

#![allow(dead_code)] // Each including test uses a different part.

use proptest::prelude::*;
use proptest::sample::Index;

/// A file format the generators can write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    /// Plain lines from a small vocabulary (many repeats, like real code's braces).
    Text,
    /// A Rust struct with fields, then functions.
    Rust,
    /// One JSON object with one key per line.
    Json,
    /// Python assignments and functions.
    Python,
    /// A Java class with fields and methods.
    Java,
}

impl Lang {
    /// Every format.
    pub const ALL: [Lang; 5] = [Lang::Text, Lang::Rust, Lang::Json, Lang::Python, Lang::Java];

    /// A file name that selects the language.
    pub fn path(self) -> &'static str {
        match self {
            Lang::Text => "notes.txt",
            Lang::Rust => "src/lib.rs",
            Lang::Json => "config.json",
            Lang::Python => "app.py",
            Lang::Java => "A.java",
        }
    }
}

/// One item of a file: its kind (0 or 1, meaning depends on the language), a name from a
/// small pool (so both sides can add or change the same one) and a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// Where the item comes from: base items have ids below [`NEW`], edits get new ones.
    pub id: u32,
    /// Which of the language's two item kinds.
    pub kind: u8,
    /// Index into the name pool.
    pub name: u8,
    /// The item's value.
    pub value: u16,
}

/// First provenance id of items that an edit created.
pub const NEW: u32 = 1 << 20;

/// One edit of an item list.
#[derive(Debug, Clone)]
pub enum Edit {
    /// Insert a new item before the indexed position.
    Insert(Index, u8, u8, u16),
    /// Delete the indexed item.
    Delete(Index),
    /// Give the indexed item a new value (it becomes a new item).
    Change(Index, u16),
    /// Move the indexed item to another position (it becomes a new item: a move is a
    /// deletion plus an insertion for the line merge).
    Move(Index, Index),
}

/// How the file's lines end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// `\r\n` instead of `\n`.
    pub crlf: bool,
    /// Whether the last line ends with a line break.
    pub final_newline: bool,
    /// Plain-text words carry their value, so no two lines repeat (see
    /// [`unambiguous_triple`]).
    pub unique_words: bool,
}

/// A base file and two edited sides.
#[derive(Debug, Clone)]
pub struct Triple {
    /// The format.
    pub lang: Lang,
    /// Line endings, the same for the three revisions.
    pub layout: Layout,
    /// The base items.
    pub base: Vec<Item>,
    /// The left items.
    pub left: Vec<Item>,
    /// The right items.
    pub right: Vec<Item>,
}

impl Triple {
    /// The three rendered revisions.
    pub fn texts(&self) -> [Vec<u8>; 3] {
        [&self.base, &self.left, &self.right].map(|items| render(self.lang, items, self.layout))
    }

    /// The lines (without line endings, trailing `,` dropped) of every base item that both
    /// sides kept unchanged, in base order, restricted to lines that occur once in each
    /// revision.
    ///
    /// Why only those, and only for [`unambiguous_triple`]: a line merge sees "kept" through
    /// its diffs, and a diff may align a kept line with another copy of its text (a repeated
    /// line, or a moved one), so that a side seems to delete it and add it elsewhere. git's
    /// own merge then drops it: base `} } { { } x }`, left `} } { x { } }`, right
    /// `} { } { } x }` (one line each) loses one `}` of the left in
    /// `git merge-file --diff3`, and base `(empty) return; x return; }`, left
    /// `return; (empty) y x return; }`, right `(empty) return; x2 return; }` loses the
    /// empty line, which the left diff takes as deleted (the first `return;` aligned with
    /// the moved one). That is the line merge's nature, not a bug to find here.
    pub fn kept_lines(&self) -> Vec<String> {
        let kept =
            |id: u32| self.left.iter().any(|i| i.id == id) && self.right.iter().any(|i| i.id == id);
        let counts = self.texts().map(|text| {
            let mut counts = std::collections::HashMap::<String, usize>::new();
            for line in String::from_utf8_lossy(&text).lines() {
                *counts.entry(normalise_line(line)).or_default() += 1;
            }
            counts
        });
        let unique = |line: &String| counts.iter().all(|c| c.get(line) == Some(&1));
        tagged_lines(self.lang, &self.base, self.layout)
            .into_iter()
            .filter(|(id, _)| id.is_some_and(kept))
            .map(|(_, line)| normalise_line(&line))
            .filter(unique)
            .collect()
    }
}

/// A line as the kept-lines check compares it: without line ending, trailing whitespace or
/// a trailing separator (JSON's last key has no comma, and which key is last can change).
pub fn normalise_line(line: &str) -> String {
    line.trim_end().trim_end_matches(',').to_string()
}

fn item_strategy() -> impl Strategy<Value = (u8, u8, u16)> {
    (0u8..2, 0u8..12, 0u16..1000)
}

fn edit_strategy() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), 0u8..2, 0u8..12, 0u16..1000)
            .prop_map(|(at, kind, name, value)| Edit::Insert(at, kind, name, value)),
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), 0u16..1000).prop_map(|(at, value)| Edit::Change(at, value)),
        (any::<Index>(), any::<Index>()).prop_map(|(from, to)| Edit::Move(from, to)),
    ]
}

/// Applies edits to `items`; new items take ids from `next_id` upwards.
pub fn apply(items: &[Item], edits: &[Edit], mut next_id: u32) -> Vec<Item> {
    let mut out = items.to_vec();
    for edit in edits {
        let mut fresh = || {
            next_id += 1;
            next_id
        };
        match edit {
            Edit::Insert(at, kind, name, value) => {
                let at = at.index(out.len() + 1);
                out.insert(at, Item { id: fresh(), kind: *kind, name: *name, value: *value });
            }
            Edit::Delete(at) if !out.is_empty() => {
                out.remove(at.index(out.len()));
            }
            Edit::Change(at, value) if !out.is_empty() => {
                let at = at.index(out.len());
                let item = out[at];
                if item.value != *value {
                    out[at] = Item { id: fresh(), value: *value, ..item };
                }
            }
            Edit::Move(from, to) if out.len() > 1 => {
                let item = out.remove(from.index(out.len()));
                let to = to.index(out.len() + 1);
                out.insert(to, Item { id: fresh(), ..item });
            }
            _ => {}
        }
    }
    out
}

/// A triple in one language: a base of up to `max_items` items and up to four edits per
/// side.
pub fn triple(lang: Lang, max_items: usize) -> impl Strategy<Value = Triple> {
    (
        prop::collection::vec(item_strategy(), 0..=max_items),
        prop::collection::vec(edit_strategy(), 0..=4),
        prop::collection::vec(edit_strategy(), 0..=4),
        any::<bool>(),
        prop::bool::weighted(0.9),
    )
        .prop_map(move |(base, left_edits, right_edits, crlf, final_newline)| {
            let base: Vec<Item> = base
                .into_iter()
                .enumerate()
                .map(|(i, (kind, name, value))| Item {
                    id: u32::try_from(i).unwrap_or(0),
                    kind,
                    name,
                    value,
                })
                .collect();
            let left = apply(&base, &left_edits, NEW);
            let right = apply(&base, &right_edits, 2 * NEW);
            // Only plain text varies its line endings: the language files stay as their
            // tools write them, so that "parses" means something.
            let layout = if lang == Lang::Text {
                Layout { crlf, final_newline, unique_words: false }
            } else {
                Layout { crlf: false, final_newline: true, unique_words: false }
            };
            Triple { lang, layout, base, left, right }
        })
}

/// A triple in any of the languages.
pub fn any_triple(max_items: usize) -> impl Strategy<Value = Triple> {
    prop::sample::select(Lang::ALL.to_vec()).prop_flat_map(move |lang| triple(lang, max_items))
}

/// A plain-text triple whose lines are all distinct and derived from the provenance ids,
/// so that an edit never recreates the text of a base line (no move or re-insertion looks
/// like a kept line). Only then is "kept by both sides" the same for the generator and for
/// any diff (see [`Triple::kept_lines`]). Language files always repeat lines (`}`, blank
/// lines), which lets a diff align around a kept line; for them the property tests compare
/// with the line merge instead.
pub fn unambiguous_triple(max_items: usize) -> impl Strategy<Value = Triple> {
    triple(Lang::Text, max_items).prop_map(|mut triple| {
        for items in [&mut triple.base, &mut triple.left, &mut triple.right] {
            for item in items.iter_mut() {
                let value = (item.id >> 20) * 1000 + (item.id & (NEW - 1));
                item.value = u16::try_from(value).unwrap_or(u16::MAX);
            }
        }
        triple.layout.unique_words = true;
        triple
    })
}

const WORDS: [&str; 12] =
    ["}", "{", "", "return;", "x += 1;", "a", "b", "c", "    }", "end", "fn f() {", "// note"];

/// The lines one item renders to, without line endings (for JSON, with a comma that the
/// renderer drops on the last key).
pub fn item_lines(lang: Lang, item: &Item, layout: Layout) -> Vec<String> {
    let Item { kind, name, value, .. } = *item;
    match (lang, kind) {
        (Lang::Text, 0) if layout.unique_words => {
            vec![format!("{} {value}", WORDS[usize::from(name)])]
        }
        (Lang::Text, 0) => vec![WORDS[usize::from(name)].to_string()],
        (Lang::Text, _) => vec![format!("line {name} {value}")],
        (Lang::Rust, 0) => vec![format!("    f{name}_{value}: u{},", 8 << (value % 4))],
        (Lang::Rust, _) => {
            vec![
                format!("fn g{name}() -> u32 {{"),
                format!("    {value}"),
                "}".into(),
                String::new(),
            ]
        }
        (Lang::Json, 0) => vec![format!("  \"k{name}\": {value},")],
        (Lang::Json, _) => vec![format!("  \"k{name}\": {{\"v\": \"s{value}\"}},")],
        (Lang::Python, 0) => vec![format!("X{name} = {value}")],
        (Lang::Python, _) => {
            vec![format!("def f{name}(a):"), format!("    return a + {value}"), String::new()]
        }
        (Lang::Java, 0) => vec![format!("    int f{name} = {value};")],
        (Lang::Java, _) => vec![
            format!("    int m{name}() {{"),
            format!("        return {value};"),
            "    }".into(),
        ],
    }
}

/// Renders items as a file of the language.
pub fn render(lang: Lang, items: &[Item], layout: Layout) -> Vec<u8> {
    let lines: Vec<String> =
        tagged_lines(lang, items, layout).into_iter().map(|(_, l)| l).collect();
    let eol = if layout.crlf { "\r\n" } else { "\n" };
    let mut text = lines.join(eol);
    if layout.final_newline && !lines.is_empty() {
        text.push_str(eol);
    }
    text.into_bytes()
}

/// The file's lines in order, each with the id of the item it belongs to (`None` for the
/// language's fixed frame).
pub fn tagged_lines(lang: Lang, items: &[Item], layout: Layout) -> Vec<(Option<u32>, String)> {
    let lines_of = |kind: Option<u8>| -> Vec<(Option<u32>, String)> {
        items
            .iter()
            .filter(|item| kind.is_none_or(|k| item.kind == k))
            .flat_map(|item| {
                item_lines(lang, item, layout).into_iter().map(|line| (Some(item.id), line))
            })
            .collect()
    };
    let frame = |line: &str| (None, line.to_string());
    let mut lines = Vec::new();
    match lang {
        Lang::Text | Lang::Python => lines = lines_of(None),
        Lang::Rust => {
            lines.push(frame("pub struct S {"));
            lines.extend(lines_of(Some(0)));
            lines.push(frame("}"));
            lines.push(frame(""));
            lines.extend(lines_of(Some(1)));
        }
        Lang::Json => {
            lines.push(frame("{"));
            let mut keys = lines_of(None);
            if let Some((_, last)) = keys.last_mut() {
                last.pop();
            }
            lines.extend(keys);
            lines.push(frame("}"));
        }
        Lang::Java => {
            lines.push(frame("class A {"));
            lines.extend(lines_of(None));
            lines.push(frame("}"));
        }
    }
    lines
}
