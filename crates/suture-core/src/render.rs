//! Rendering: the output buffer the rebuild prints the merged tree into, and the final
//! printing of conflicts with git's markers.
//!
//! The buffer holds text and conflict segments. Source text copied from a revision is
//! re-indented when it lands at another indentation than it had (a moved or re-parented
//! subtree). [`finish`] widens each conflict to whole lines (the default: the common text
//! on those lines is repeated inside every side) or keeps it minimal (`compact`), and
//! writes the markers. This module decides nothing about what is merged; the choice of
//! which revision's bytes and whitespace to print is made by `merge::rebuild`.

use std::borrow::Cow;

use crate::options::{ConflictStyle, MergeOptions};

/// A piece of merged output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seg {
    /// Agreed text.
    Text(String),
    /// A conflict: the base (if it is known) and the two sides.
    Conflict {
        /// What the base had here.
        base: Option<String>,
        /// What left has.
        left: String,
        /// What right has.
        right: String,
    },
}

/// The buffer a merged tree is printed into.
#[derive(Debug, Default)]
pub struct Output {
    segs: Vec<Seg>,
    /// Leading whitespace of the current (last) line.
    indent: String,
    /// Whether the current line has anything but whitespace yet.
    line_has_content: bool,
}

/// The leading whitespace of the line that holds byte `at` of `source`.
pub fn line_indent(source: &str, at: usize) -> &str {
    let start = source[..at].rfind('\n').map_or(0, |i| i + 1);
    let line = &source[start..];
    let len = line.len() - line.trim_start_matches([' ', '\t']).len();
    &line[..len.min(at - start)]
}

/// Re-indents every line after the first from `from` to `to`. Lines that do not start with
/// `from` (blank lines, or text less indented than the node's first line) are kept.
///
/// When one indentation is made of tabs and the other of spaces (a side that ran gofmt, or
/// turned tabs into spaces, around code the other side wrote), the two tell how many
/// spaces a tab stands for, and the deeper levels inside `text` are converted too: a line
/// one level deeper than the first gets one more level in `to`'s style, not `from`'s.
pub fn reindent<'t>(text: &'t str, from: &str, to: &str) -> Cow<'t, str> {
    reindent_scaled(text, from, to, None)
}

/// [`reindent`], where the destination's indentation is known to be the source's spaces
/// scaled by `scale` (`(4, 2)`: 2 spaces a level became 4): the deeper levels inside
/// `text` are scaled too. Tabs against spaces need no scale (see [`reindent`]).
pub fn reindent_scaled<'t>(
    text: &'t str,
    from: &str,
    to: &str,
    scale: Option<(usize, usize)>,
) -> Cow<'t, str> {
    if from == to || !text.contains('\n') {
        return Cow::Borrowed(text);
    }
    let levels = IndentUnits::between(from, to);
    let spaces = |s: &str| s.bytes().all(|b| b == b' ');
    let scale = scale.filter(|_| levels.is_none() && spaces(from) && spaces(to));
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split_inclusive('\n').enumerate() {
        match line.strip_prefix(from) {
            Some(rest) if i > 0 && !line.trim().is_empty() => {
                out.push_str(to);
                match (levels, scale) {
                    (Some(units), _) => units.convert(rest, &mut out),
                    (None, Some((times, per))) => {
                        let body = rest.trim_start_matches(' ');
                        let deeper = rest.len() - body.len();
                        if deeper.is_multiple_of(per) {
                            out.extend(std::iter::repeat_n(' ', deeper / per * times));
                            out.push_str(body);
                        } else {
                            out.push_str(rest);
                        }
                    }
                    (None, None) => out.push_str(rest),
                }
            }
            _ => out.push_str(line),
        }
    }
    Cow::Owned(out)
}

/// How one level of indentation is written before and after a re-indentation that turns
/// tabs into spaces or spaces into tabs.
#[derive(Clone, Copy)]
struct IndentUnits {
    /// One level in the text's own style (`"\t"` or some spaces).
    from: &'static str,
    /// One level in the destination's style.
    to: &'static str,
}

impl IndentUnits {
    /// The units, when `from` is all tabs and `to` all spaces (or the other way round) and
    /// the spaces divide evenly among the tabs.
    fn between(from: &str, to: &str) -> Option<Self> {
        const SPACES: &str = "                ";
        let tabs = |s: &str| !s.is_empty() && s.bytes().all(|b| b == b'\t');
        let spaces = |s: &str| !s.is_empty() && s.bytes().all(|b| b == b' ');
        let per_tab = |spaces: &str, tabs: &str| {
            let width = spaces.len() / tabs.len();
            (spaces.len().is_multiple_of(tabs.len()) && (1..=SPACES.len()).contains(&width))
                .then(|| &SPACES[..width])
        };
        if tabs(from) && spaces(to) {
            Some(IndentUnits { from: "\t", to: per_tab(to, from)? })
        } else if spaces(from) && tabs(to) {
            Some(IndentUnits { from: per_tab(from, to)?, to: "\t" })
        } else {
            None
        }
    }

    /// Appends `rest` (a line past its first `from`) with its whole leading levels in the
    /// destination's style; what is left over (alignment spaces) is kept.
    fn convert(self, rest: &str, out: &mut String) {
        let mut rest = rest;
        while let Some(deeper) = rest.strip_prefix(self.from) {
            out.push_str(self.to);
            rest = deeper;
        }
        out.push_str(rest);
    }
}

impl Output {
    /// An empty buffer.
    pub fn new() -> Self {
        Self::default()
    }

    fn track(&mut self, text: &str) {
        let tail = match text.rfind('\n') {
            Some(i) => {
                self.indent.clear();
                self.line_has_content = false;
                &text[i + 1..]
            }
            None => text,
        };
        if !self.line_has_content {
            let ws = tail.len() - tail.trim_start_matches([' ', '\t']).len();
            self.indent.push_str(&tail[..ws]);
            self.line_has_content = ws < tail.len();
        }
    }

    /// Appends agreed text as it is.
    pub fn push_str(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        self.track(text);
        match self.segs.last_mut() {
            Some(Seg::Text(last)) => last.push_str(text),
            _ => self.segs.push(Seg::Text(text.to_owned())),
        }
    }

    /// Appends `text`, which stood at indentation `from` in its revision, re-indented to
    /// the indentation of the current output line (deeper levels scaled by `scale`, see
    /// [`reindent_scaled`]).
    pub fn push_reindented(&mut self, text: &str, from: &str, scale: Option<(usize, usize)>) {
        let to = self.indent.clone();
        let text = reindent_scaled(text, from, &to, scale);
        self.push_str(&text);
    }

    /// Appends a conflict.
    pub fn push_conflict(&mut self, base: Option<String>, left: String, right: String) {
        // The line after the conflict starts where its sides end; a side with nothing here
        // (a deletion) says nothing about that, so the first side with text is followed.
        let shown = [Some(left.as_str()), Some(right.as_str()), base.as_deref()]
            .into_iter()
            .flatten()
            .find(|side| !side.is_empty())
            .unwrap_or("");
        self.track(shown);
        self.segs.push(Seg::Conflict { base, left, right });
    }

    /// Appends already built segments (a local line merge).
    pub fn push_segs(&mut self, segs: Vec<Seg>) {
        for seg in segs {
            match seg {
                Seg::Text(t) => self.push_str(&t),
                Seg::Conflict { base, left, right } => self.push_conflict(base, left, right),
            }
        }
    }

    /// The segments so far.
    pub fn segs(&self) -> &[Seg] {
        &self.segs
    }

    /// Takes the segments.
    pub fn into_segs(self) -> Vec<Seg> {
        self.segs
    }
}

/// The printed result of a merge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The text with conflict markers.
    pub text: String,
    /// Number of conflict blocks printed.
    pub conflicts: usize,
    /// Bytes inside conflict blocks (all sides), a measure of how much is left to resolve.
    pub conflict_bytes: usize,
}

struct Block {
    base: Option<String>,
    left: String,
    right: String,
}

fn marker(out: &mut String, ch: char, size: usize, label: Option<&str>) {
    out.extend(std::iter::repeat_n(ch, size));
    if let Some(label) = label.filter(|l| !l.is_empty()) {
        out.push(' ');
        out.push_str(label);
    }
    out.push('\n');
}

fn push_side(out: &mut String, side: &str) {
    out.push_str(side);
    if !side.is_empty() && !side.ends_with('\n') {
        out.push('\n');
    }
}

/// A side that widening left holding only the indentation of its line had nothing there.
fn trim_blank(side: &str) -> &str {
    if side.trim().is_empty() { "" } else { side }
}

fn write_block(out: &mut String, block: &Block, options: &MergeOptions, bytes: &mut usize) {
    let block = &Block {
        base: block.base.as_deref().map(|b| trim_blank(b).to_owned()),
        left: trim_blank(&block.left).to_owned(),
        right: trim_blank(&block.right).to_owned(),
    };
    let n = options.marker_size;
    marker(out, '<', n, Some(&options.labels.left));
    push_side(out, &block.left);
    *bytes += block.left.len() + block.right.len();
    if options.style != ConflictStyle::Merge {
        marker(out, '|', n, Some(&options.labels.base));
        let base = block.base.as_deref().unwrap_or("");
        push_side(out, base);
        *bytes += base.len();
    }
    marker(out, '=', n, None);
    push_side(out, &block.right);
    marker(out, '>', n, Some(&options.labels.right));
}

/// Prints segments with git's conflict markers, widened to whole lines unless
/// `options.compact`. Adjacent conflicts that share a line become one block.
pub fn finish(segs: &[Seg], options: &MergeOptions) -> Rendered {
    let mut out = String::new();
    let mut conflicts = 0;
    let mut conflict_bytes = 0;
    if options.compact {
        for seg in segs {
            match seg {
                Seg::Text(t) => out.push_str(t),
                Seg::Conflict { base, left, right } => {
                    if !out.is_empty() && !out.ends_with('\n') {
                        out.push('\n');
                    }
                    let block =
                        Block { base: base.clone(), left: left.clone(), right: right.clone() };
                    write_block(&mut out, &block, options, &mut conflict_bytes);
                    conflicts += 1;
                }
            }
        }
        return Rendered { text: out, conflicts, conflict_bytes };
    }
    let mut pending: Option<Block> = None;
    for seg in segs {
        match seg {
            Seg::Text(t) => match pending.take() {
                None => out.push_str(t),
                Some(block) if ends_lines(&block) && out.ends_with('\n') | out.is_empty() => {
                    write_block(&mut out, &block, options, &mut conflict_bytes);
                    conflicts += 1;
                    out.push_str(t);
                }
                Some(mut block) => match t.find('\n') {
                    Some(i) => {
                        let (line_end, rest) = t.split_at(i + 1);
                        for side in [&mut block.left, &mut block.right] {
                            side.push_str(line_end);
                        }
                        if let Some(b) = &mut block.base {
                            b.push_str(line_end);
                        }
                        write_block(&mut out, &block, options, &mut conflict_bytes);
                        conflicts += 1;
                        out.push_str(rest);
                    }
                    None => {
                        block.left.push_str(t);
                        block.right.push_str(t);
                        if let Some(b) = &mut block.base {
                            b.push_str(t);
                        }
                        pending = Some(block);
                    }
                },
            },
            Seg::Conflict { base, left, right } => match &mut pending {
                None => {
                    let start = out.rfind('\n').map_or(0, |i| i + 1);
                    let prefix = out[start..].to_owned();
                    out.truncate(start);
                    // A side with nothing where the line so far is only indentation stays
                    // empty: the next line brings its own. A base that had nothing here (both
                    // sides added) still had the rest of the line when the conflict sits
                    // inside one: the widened base is that line, not nothing (a user who
                    // takes base must get the line back); on a new line it is blank, and
                    // printed empty.
                    let widen = |side: &str| {
                        if side.is_empty() && prefix.trim().is_empty() {
                            String::new()
                        } else {
                            format!("{prefix}{side}")
                        }
                    };
                    pending = Some(Block {
                        base: Some(widen(base.as_deref().unwrap_or(""))),
                        left: widen(left),
                        right: widen(right),
                    });
                }
                Some(block) => {
                    block.left.push_str(left);
                    block.right.push_str(right);
                    match (&mut block.base, base) {
                        (Some(b), Some(more)) => b.push_str(more),
                        (None, Some(more)) => block.base = Some(more.clone()),
                        _ => {}
                    }
                }
            },
        }
    }
    if let Some(block) = pending {
        write_block(&mut out, &block, options, &mut conflict_bytes);
        conflicts += 1;
    }
    Rendered { text: out, conflicts, conflict_bytes }
}

/// Whether a widened block already ends at a line end on every side that has text: the
/// next line then stays outside it.
fn ends_lines(block: &Block) -> bool {
    let done = |s: &str| s.is_empty() || s.ends_with('\n');
    done(&block.left)
        && done(&block.right)
        && block.base.as_deref().is_none_or(done)
        && !(block.left.is_empty() && block.right.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conflict(base: &str, left: &str, right: &str) -> Seg {
        Seg::Conflict { base: Some(base.into()), left: left.into(), right: right.into() }
    }

    #[test]
    fn widened_conflict_repeats_the_line() {
        let segs =
            vec![Seg::Text("a\nx = ".into()), conflict("1", "2", "3"), Seg::Text(";\nb\n".into())];
        let r = finish(&segs, &MergeOptions::default());
        assert_eq!(
            r.text,
            "a\n<<<<<<< left\nx = 2;\n||||||| base\nx = 1;\n=======\nx = 3;\n>>>>>>> right\nb\n"
        );
        assert_eq!(r.conflicts, 1);
    }

    #[test]
    fn deeper_levels_follow_a_change_between_tabs_and_spaces() {
        // Written with 4 spaces a level, printed where the output uses tabs.
        let text = "if ok {\n            delete(c, key)\n        }\n";
        assert_eq!(reindent(text, "        ", "\t\t"), "if ok {\n\t\t\tdelete(c, key)\n\t\t}\n");
        // The other way round, and alignment spaces after the levels are kept.
        let text = "call(a,\n\t\t  b)\n";
        assert_eq!(reindent(text, "\t", "    "), "call(a,\n          b)\n");
        // Spaces to spaces says nothing of the levels: only the common prefix changes.
        let text = "{\n      x\n    }\n";
        assert_eq!(reindent(text, "    ", "  "), "{\n    x\n  }\n");
    }

    #[test]
    fn deeper_levels_follow_a_scaled_space_indentation() {
        // Written with 2 spaces a level at depth 10, printed at depth 12 where a level is
        // 4: the line one level deeper goes 4 further, not 2.
        let text = "if (x)\n            y();\n";
        assert_eq!(
            reindent_scaled(text, "          ", "            ", Some((2, 1))),
            "if (x)\n                y();\n"
        );
        // A depth that is no whole number of steps (2 spaces became 3) is only shifted.
        let text = "a(b,\n           c);\n";
        assert_eq!(
            reindent_scaled(text, "          ", "            ", Some((3, 2))),
            "a(b,\n             c);\n"
        );
    }

    #[test]
    fn a_base_without_the_added_part_still_has_its_line() {
        // Both sides add an attribute to one line (nothing there in base): the widened base
        // is the line as it was, so that taking base does not drop it.
        let added = |left: &str, right: &str| Seg::Conflict {
            base: None,
            left: left.into(),
            right: right.into(),
        };
        let segs = vec![
            Seg::Text("<p>\n  <img alt=\"x\"".into()),
            added(" loading=\"lazy\"", " loading=\"eager\""),
            Seg::Text(">\n</p>\n".into()),
        ];
        let r = finish(&segs, &MergeOptions::default());
        assert_eq!(
            r.text,
            "<p>\n<<<<<<< left\n  <img alt=\"x\" loading=\"lazy\">\n||||||| base\n  <img alt=\"x\">\n\
             =======\n  <img alt=\"x\" loading=\"eager\">\n>>>>>>> right\n</p>\n"
        );
        // Two new lines at one place: base had no line there, and shows none.
        let segs = vec![Seg::Text("a\n".into()), added("b\n", "c\n"), Seg::Text("d\n".into())];
        let r = finish(&segs, &MergeOptions::default());
        assert_eq!(r.text, "a\n<<<<<<< left\nb\n||||||| base\n=======\nc\n>>>>>>> right\nd\n");
    }

    #[test]
    fn an_empty_side_at_an_indented_line_start_stays_empty() {
        // A deletion against an edit of an indented element: the next line must not be
        // pulled into the block with the indentation twice on the deleting side.
        let segs = vec![
            Seg::Text("{\n    ".into()),
            conflict("a = 0;\n", "", "a = 1;\n"),
            Seg::Text("    b = 0;\n}\n".into()),
        ];
        let r = finish(&segs, &MergeOptions::default());
        assert_eq!(
            r.text,
            "{\n<<<<<<< left\n||||||| base\n    a = 0;\n=======\n    a = 1;\n>>>>>>> right\n    b = 0;\n}\n"
        );
    }

    #[test]
    fn two_conflicts_on_one_line_form_one_block() {
        let segs = vec![
            Seg::Text("f(".into()),
            conflict("a", "b", "c"),
            Seg::Text(", ".into()),
            conflict("d", "e", "f"),
            Seg::Text(")\n".into()),
        ];
        let options = MergeOptions { style: ConflictStyle::Merge, ..MergeOptions::default() };
        let r = finish(&segs, &options);
        assert_eq!(r.text, "<<<<<<< left\nf(b, e)\n=======\nf(c, f)\n>>>>>>> right\n");
        assert_eq!(r.conflicts, 1);
    }

    #[test]
    fn compact_conflict_keeps_the_line_outside() {
        let segs = vec![Seg::Text("x = ".into()), conflict("1", "2", "3"), Seg::Text(";\n".into())];
        let options = MergeOptions { compact: true, marker_size: 3, ..MergeOptions::default() };
        let r = finish(&segs, &options);
        assert_eq!(r.text, "x = \n<<< left\n2\n||| base\n1\n===\n3\n>>> right\n;\n");
    }

    #[test]
    fn reindent_moves_following_lines() {
        assert_eq!(reindent("{\n  a\n}", "", "    "), "{\n      a\n    }");
        assert_eq!(reindent("{\n\n    a\n}", "    ", "  "), "{\n\n  a\n}");
        assert_eq!(line_indent("x\n    foo", 8), "    ");
        assert_eq!(line_indent("  a = {", 6), "  ");
    }

    #[test]
    fn output_tracks_indentation() {
        let mut out = Output::new();
        out.push_str("a {\n    ");
        out.push_reindented("b {\n  c\n}", "", None);
        assert_eq!(out.segs(), &[Seg::Text("a {\n    b {\n      c\n    }".into())]);
    }
}
