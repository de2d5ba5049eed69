//! Three-way merge of texts: leaf contents (one side changed → that side; both to the same
//! text → that text; both differently → a line merge of the three texts when it is clean,
//! else a conflict) and the local line-based fallback for one node's three source texts.
//!
//! This module owns turning a line merge's output back into segments; it does not know
//! trees or classes.

use std::ops::Range;

use gix_imara_diff::{Algorithm, Diff, Token};
use rustc_hash::FxHashMap;

use crate::linemerge::line_merge;
use crate::options::{ConflictStyle, Labels, MergeOptions};
use crate::render::Seg;

/// The three-way choice for values that cannot be merged inside: `Some` when at most one
/// side changed it (or both the same way), `None` when both changed it differently.
pub fn pick3<'a, T: PartialEq + ?Sized>(
    base: Option<&'a T>,
    left: Option<&'a T>,
    right: Option<&'a T>,
) -> Option<Option<&'a T>> {
    if left == right || base == right {
        Some(left)
    } else if base == left {
        Some(right)
    } else {
        None
    }
}

/// Merges one leaf's texts. Returns the segments to print. `prose` is set for a comment's
/// text, whose words two edits may share (see [`fuller_edit`]); any other leaf is a value
/// (a name, a number, a string, a line of data) that two different edits leave in conflict.
pub fn merge_leaf(
    base: Option<&str>,
    left: Option<&str>,
    right: Option<&str>,
    prose: bool,
    options: &MergeOptions,
) -> Vec<Seg> {
    match pick3(base, left, right) {
        Some(text) => vec![Seg::Text(text.unwrap_or("").to_owned())],
        None => {
            let (b, l, r) = (base.unwrap_or(""), left.unwrap_or(""), right.unwrap_or(""));
            if let Some(later) = later_notice(b, l, r) {
                return vec![Seg::Text(later.to_owned())];
            }
            if b.contains('\n') || l.contains('\n') || r.contains('\n') {
                let segs = merge_lines(b, l, r, options);
                if segs.iter().all(|s| matches!(s, Seg::Text(_))) {
                    return segs;
                }
            }
            if let Some(fuller) = fuller_edit(b, l, r).filter(|_| prose) {
                return vec![Seg::Text(fuller.to_owned())];
            }
            vec![Seg::Conflict { base: base.map(str::to_owned), left: l.into(), right: r.into() }]
        }
    }
}

/// A copyright notice whose years both sides moved forward (`2002-2020` to `-2021` on one
/// side, `-2022` on the other) and nothing else: a notice's years only grow, so the later
/// one stands for both edits. `None` unless one side's years are each at least the other's.
fn later_notice<'t>(base: &str, left: &'t str, right: &'t str) -> Option<&'t str> {
    // The text with each four-digit year replaced, and the years in order.
    fn split(text: &str) -> (String, Vec<u32>) {
        let (mut shape, mut years, mut digits) = (String::new(), Vec::new(), String::new());
        let mut flush = |digits: &mut String, shape: &mut String| {
            match digits.parse::<u32>() {
                Ok(y) if digits.len() == 4 && (1900..2100).contains(&y) => {
                    years.push(y);
                    shape.push('\u{0}');
                }
                _ => shape.push_str(digits),
            }
            digits.clear();
        };
        for c in text.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
            } else {
                flush(&mut digits, &mut shape);
                shape.push(c);
            }
        }
        flush(&mut digits, &mut shape);
        (shape, years)
    }
    let lower = base.to_ascii_lowercase();
    if !(lower.contains("copyright") || base.contains('©')) {
        return None;
    }
    let ((sb, yb), (sl, yl), (sr, yr)) = (split(base), split(left), split(right));
    let grows = |ys: &[u32]| ys.len() == yb.len() && ys.iter().zip(&yb).all(|(y, b)| y >= b);
    if sl != sb || sr != sb || yb.is_empty() || !grows(&yl) || !grows(&yr) {
        return None;
    }
    if yl.iter().zip(&yr).all(|(l, r)| l >= r) {
        Some(left)
    } else if yr.iter().zip(&yl).all(|(r, l)| r >= l) {
        Some(right)
    } else {
        None
    }
}

/// The side whose edit of a text holds the other side's whole: every change the other side
/// made (the same base tokens replaced by the same new ones) it made too, and more. Its
/// text carries both edits, so taking it combines nothing; it is what a careful human
/// keeps when both fixed one typo of a comment and one side fixed a second, or both
/// renamed a word of a string and one side also reworded it. This matters for the leaves
/// that hold many tokens (comments, strings, text): a single token changed two ways has
/// no fuller side. Words run over letters, digits, `_`, `.`, `-` and `+`, so a version
/// such as `1.2.3-beta` or a number such as `0.5` is one token, and two new values of it
/// are two different changes that stay a conflict.
fn fuller_edit<'t>(base: &'t str, left: &'t str, right: &'t str) -> Option<&'t str> {
    let [base_words, left_words, right_words] = [base, left, right].map(words);
    let mut interner: FxHashMap<&str, u32> = FxHashMap::default();
    let mut intern = |words: &[&'t str]| -> Vec<Token> {
        words
            .iter()
            .map(|&w| {
                let next = interner.len() as u32;
                Token(*interner.entry(w).or_insert(next))
            })
            .collect()
    };
    let (b, l, r) = (intern(&base_words), intern(&left_words), intern(&right_words));
    let count = interner.len() as u32;
    let changes = |side: &[Token], words: &[&'t str]| -> Vec<(Range<u32>, Vec<&'t str>)> {
        let mut diff = Diff::default();
        diff.compute_with(Algorithm::Myers, &b, side, count);
        diff.hunks()
            .map(|h| (h.before, words[h.after.start as usize..h.after.end as usize].to_vec()))
            .collect()
    };
    let (by_left, by_right) = (changes(&l, &left_words), changes(&r, &right_words));
    let holds = |big: &[(Range<u32>, Vec<&str>)], small: &[(Range<u32>, Vec<&str>)]| {
        !small.is_empty() && big.len() > small.len() && small.iter().all(|c| big.contains(c))
    };
    if holds(&by_right, &by_left) {
        Some(right)
    } else if holds(&by_left, &by_right) {
        Some(left)
    } else {
        None
    }
}

/// `text` as [`fuller_edit`] reads it: words (letters, digits, `_`, `.`, `-`, `+`), runs
/// of white space, and every other character alone.
fn words(text: &str) -> Vec<&str> {
    fn class(c: char) -> u8 {
        if c.is_alphanumeric() || matches!(c, '_' | '.' | '-' | '+') {
            1
        } else if c.is_whitespace() {
            2
        } else {
            0
        }
    }
    let mut words = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let kind = class(c);
        let joins_next = |next: Option<&(usize, char)>| {
            next.is_some_and(|&(_, n)| kind != 0 && class(n) == kind)
        };
        if !joins_next(chars.peek()) {
            words.push(&text[start..at + c.len_utf8()]);
            start = at + c.len_utf8();
        }
    }
    words
}

/// The longest run of one marker character at the start of a line of `text`.
fn longest_marker_run(text: &str) -> usize {
    text.lines()
        .filter_map(|line| {
            let first = line.chars().next()?;
            matches!(first, '<' | '>' | '=' | '|')
                .then(|| line.chars().take_while(|&c| c == first).count())
        })
        .max()
        .unwrap_or(0)
}

/// Line-merges three texts (git's algorithm) and returns the result as segments: clean
/// stretches as text, each conflict hunk as a conflict segment.
pub fn merge_lines(base: &str, left: &str, right: &str, options: &MergeOptions) -> Vec<Seg> {
    // A marker longer than any run at a line start in the inputs makes the output's
    // markers unambiguous to read back.
    let size = [base, left, right].iter().map(|t| longest_marker_run(t)).max().unwrap_or(0);
    let local = MergeOptions {
        labels: Labels { base: String::new(), left: String::new(), right: String::new() },
        marker_size: (size + 1).max(7),
        style: ConflictStyle::Diff3,
        ..options.clone()
    };
    let merged = line_merge(base.as_bytes(), left.as_bytes(), right.as_bytes(), &local);
    let Ok(text) = String::from_utf8(merged.bytes) else {
        return whole_conflict(base, left, right);
    };
    if merged.conflicts == 0 {
        return vec![Seg::Text(text)];
    }
    match read_hunks(&text, local.marker_size, [base, left, right]) {
        Some(segs) => segs,
        None => whole_conflict(base, left, right),
    }
}

fn whole_conflict(base: &str, left: &str, right: &str) -> Vec<Seg> {
    vec![Seg::Conflict { base: Some(base.into()), left: left.into(), right: right.into() }]
}

fn is_marker(line: &str, ch: char, size: usize) -> bool {
    let body = line.strip_suffix('\n').unwrap_or(line);
    let run = body.chars().take_while(|&c| c == ch).count();
    run == size && (body.len() == size || body[size..].starts_with(' '))
}

/// Reads diff3-style output back into segments. `None` when it is not well formed.
fn read_hunks(text: &str, size: usize, inputs: [&str; 3]) -> Option<Vec<Seg>> {
    #[derive(PartialEq)]
    enum State {
        Out,
        Left,
        Base,
        Right,
    }
    let mut segs = Vec::new();
    let mut state = State::Out;
    let (mut clean, mut b, mut l, mut r) =
        (String::new(), String::new(), String::new(), String::new());
    for line in text.split_inclusive('\n') {
        state = match state {
            State::Out if is_marker(line, '<', size) => {
                if !clean.is_empty() {
                    segs.push(Seg::Text(std::mem::take(&mut clean)));
                }
                State::Left
            }
            State::Out => {
                clean.push_str(line);
                State::Out
            }
            State::Left if is_marker(line, '|', size) => State::Base,
            State::Left => {
                l.push_str(line);
                State::Left
            }
            State::Base if is_marker(line, '=', size) => State::Right,
            State::Base => {
                b.push_str(line);
                State::Base
            }
            State::Right if is_marker(line, '>', size) => {
                segs.push(Seg::Conflict {
                    base: Some(std::mem::take(&mut b)),
                    left: std::mem::take(&mut l),
                    right: std::mem::take(&mut r),
                });
                State::Out
            }
            State::Right => {
                r.push_str(line);
                State::Right
            }
        };
    }
    if state != State::Out {
        return None;
    }
    if !clean.is_empty() {
        segs.push(Seg::Text(clean));
    } else if let Some(Seg::Conflict { base, left, right }) = segs.last_mut() {
        // git ends a side that lacks a final newline with one before the marker; the
        // node's text goes on after the conflict, so take it back out.
        for (side, input) in
            [(base.as_mut(), inputs[0]), (Some(left), inputs[1]), (Some(right), inputs[2])]
        {
            if let Some(side) = side
                && !input.ends_with('\n')
                && side.ends_with('\n')
            {
                side.pop();
            }
        }
    }
    Some(segs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pick3_table() {
        type Case<'a> =
            (Option<&'a str>, Option<&'a str>, Option<&'a str>, Option<Option<&'a str>>);
        let cases: &[Case] = &[
            (Some("a"), Some("a"), Some("b"), Some(Some("b"))),
            (Some("a"), Some("b"), Some("a"), Some(Some("b"))),
            (Some("a"), Some("b"), Some("b"), Some(Some("b"))),
            (Some("a"), Some("b"), Some("c"), None),
            (None, Some("b"), Some("b"), Some(Some("b"))),
            (None, Some("b"), None, Some(Some("b"))),
            (Some("a"), None, Some("a"), Some(None)),
        ];
        for &(b, l, r, want) in cases {
            assert_eq!(pick3(b, l, r), want, "{b:?} {l:?} {r:?}");
        }
    }

    #[test]
    fn hunks_read_back() {
        let text = "a\n<<<<<<<<\nx\n||||||||\nb\n========\ny\n>>>>>>>>\nc";
        let segs = read_hunks(text, 8, ["a\nb\nc", "a\nx\nc", "a\ny\nc"]).unwrap();
        assert_eq!(
            segs,
            vec![
                Seg::Text("a\n".into()),
                Seg::Conflict { base: Some("b\n".into()), left: "x\n".into(), right: "y\n".into() },
                Seg::Text("c".into()),
            ]
        );
        assert!(read_hunks("<<<<<<<<\nx\n", 8, ["", "", ""]).is_none());
        assert_eq!(longest_marker_run("a\n<<<<\n== x"), 4);
    }

    #[test]
    fn the_later_copyright_year_stands_for_both() {
        let base = " * Copyright 2002-2020 the original author or authors.";
        let left = " * Copyright 2002-2021 the original author or authors.";
        let right = " * Copyright 2002-2022 the original author or authors.";
        assert_eq!(later_notice(base, left, right), Some(right));
        assert_eq!(later_notice(base, right, left), Some(right));
        // Anything else changed, a year going back, or no notice: no choice.
        let reworded = " * Copyright 2002-2022 the original authors.";
        assert_eq!(later_notice(base, left, reworded), None);
        assert_eq!(later_notice(base, " * Copyright 2002-2019 the original author", right), None);
        assert_eq!(later_notice("see line 1933", "see line 2082", "see line 1934"), None);
        // Two years each, neither side later in both: a conflict.
        let (b2, l2, r2) =
            ("(c) Copyright 2019, 2020", "(c) Copyright 2021, 2020", "(c) Copyright 2019, 2022");
        assert_eq!(later_notice(b2, l2, r2), None);
        let segs = merge_leaf(Some(base), Some(left), Some(right), false, &MergeOptions::default());
        assert_eq!(segs, vec![Seg::Text(right.into())]);
    }

    #[test]
    fn the_fuller_edit_of_a_comment_stands_for_both() {
        let base = "// Recieve teh message and retrun it.";
        let left = "// Receive teh message and retrun it.";
        let right = "// Receive the message and retrun it.";
        assert_eq!(fuller_edit(base, left, right), Some(right));
        assert_eq!(fuller_edit(base, right, left), Some(right));
        // Each side made a change the other did not: neither holds the other.
        let other = "// Recieve the message and return it.";
        assert_eq!(fuller_edit(base, left, other), None);
        // A version is one word: two new values of it are two changes.
        let since = ["// since 1.2.3-beta", "// since 1.2.4-beta", "// since 1.2.4"];
        assert_eq!(fuller_edit(since[0], since[1], since[2]), None);
        assert_eq!(words("v1.2.3-beta, ok"), vec!["v1.2.3-beta", ",", " ", "ok"]);
        // Only prose takes it: the same edits of any other leaf stay a conflict.
        let options = MergeOptions::default();
        let prose = merge_leaf(Some(base), Some(left), Some(right), true, &options);
        assert_eq!(prose, vec![Seg::Text(right.into())]);
        let value = merge_leaf(Some(base), Some(left), Some(right), false, &options);
        assert!(matches!(value.as_slice(), [Seg::Conflict { .. }]));
    }
}
